#pragma once

#include "core/analysis/hardwaregrouping.h"
#include "core/io/expected.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>

// The options that several commands share, each declared once (name, value, default and help
// text), so that `summarize`, `export-dataset`, `analyze`, `compare`, `export` and `report` say
// the same about them in --help and treat them the same way. The limits are those a session file
// can store, so that every view the options describe can be saved and opened again.
namespace mlpe::cli {

enum class Shared {
    // The view (viewcommandline.h turns them into a ViewState).
    Round,
    Benchmark,
    Reference,
    Family,
    GroupBy,
    Exclude,
    K,
    Seed,
    Tau,
    Lambda,
    SensitivityMaxN,
    Data,
    Session,
    // Settings of `analyze` beside the view.
    Resamples,
    SaveSession,
    // The output: every command that writes a file.
    Format,
    Output,
    Force,
    // Money (the view): the user's price file and the value of time in money per minute.
    Prices,
    LambdaMoney,
};

// The one declaration of `which`.
const QCommandLineOption& sharedOption(Shared which);
// Adds `options` to `parser`, in that order.
void addSharedOptions(QCommandLineParser& parser, std::initializer_list<Shared> options);
bool isSet(const QCommandLineParser& parser, Shared which);
QString value(const QCommandLineParser& parser, Shared which);

// The limits (inclusive) stated in the help texts and checked by the parsers.
inline constexpr int kMaxClusters = 1000;
inline constexpr double kMinTau = 1e-9;
inline constexpr double kMaxTau = 1e9;
inline constexpr double kMaxLambda = 1e12;
inline constexpr int kMaxSensitivityN = 1 << 30;
inline constexpr double kMaxLambdaMoney = 1e9;
// 1e6 resamples take a minute and 280 MB; 1e5 stays within seconds.
inline constexpr int kMaxResamples = 100000;

// A round as the importer names it (X.Y, e.g. 4.1): anything else would match nothing.
bool isRoundName(const QString& round);
// "--round must be a round like 4.1 (got \"...\")".
QString roundNameError(const QString& round);
// One round as a user may write it, "4.1" or "v4.1" (spaces around ignored), as the importer
// names it ("4.1"); anything else (abc, -1, 1e5, a newline, nothing) is refused with
// roundNameError().
Expected<QString> roundValue(const QString& text);
// Every round of --round (repeatable, comma-separated), through roundValue(). An empty value or
// piece is refused, never dropped: `--round ''` would otherwise mean every round.
Expected<QStringList> roundValues(const QCommandLineParser& parser);

// --format: "csv" or "json" (any case); nullopt with `error` set otherwise.
Expected<QString> formatValue(const QCommandLineParser& parser);

// --group-by: "family" or "variant" (any case); a failure naming the value otherwise.
Expected<analysis::HardwareGrouping> groupByValue(const QCommandLineParser& parser);

// Why `path` may not be written by a command, or empty when it may:
// - nothing when it names one of the process's descriptors (/dev/stdout, /proc/self/fd/1, ...:
//   descriptorNamedBy()): that is written where it stands, never replaced, so it needs no
//   --force (`--output /dev/stdout > file`);
// - "PATH exists; --force replaces it" for an existing regular file (or a link to one) without
//   --force (a device, FIFO or socket is written through, never replaced, so it needs no --force);
// - "PATH is a folder";
// - "PATH is an input of this command" when it is one of `inputs` or lies inside one of them
//   (the session file read, a round folder being imported, the data folders of a session, the
//   price file), compared after resolving links and "..": nothing read may be overwritten.
// The same rule, and exit code 1, for every command that writes a file.
QString outputRefusal(const QCommandLineParser& parser, const QString& path,
                      const QStringList& inputs);

// outputRefusal() printed as "<command>: reason": returns true when the output may be written.
bool outputAllowed(const QCommandLineParser& parser, const char* command, const QString& path,
                   const QStringList& inputs);

// True when `path` is `input` or lies inside the folder `input` (after resolving links).
bool isInsideInput(const QString& path, const QString& input);

// `path` as the file system resolves it: canonical (links and ".." resolved) when it exists,
// else its folder's canonical path and its name, else the absolute clean path. Two names of one
// file (`X` and `./X`, a link and its target) resolve to the same text.
QString resolvedPath(const QString& path);

} // namespace mlpe::cli
