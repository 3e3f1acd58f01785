#pragma once

#include "commandoptions.h"
#include "core/analysis/analysispoint.h"
#include "sessionloader.h"

#include <QCommandLineParser>
#include <QStringList>
#include <initializer_list>
#include <optional>
#include <vector>

namespace mlpe::cli {

// The view options of `analyze`, `compare` and `export` (declared once in commandoptions.h:
// --round, --benchmark, --reference, --family, --exclude, --k, --seed, --tau, --lambda,
// --sensitivity-max-n, --data, and --session, which replaces all of them) and the one way they
// become a ViewState with its data. A command offers the subset it uses; each means the same
// wherever it is offered, with the same limits and messages.
class ViewCommandLine {
public:
    // Adds the `offered` view options to `parser` (in the order of the Shared enum).
    ViewCommandLine(QCommandLineParser& parser, std::initializer_list<Shared> offered);

    // What load() gives: the view the command line describes with its data, or none and the
    // exit code the command returns (2: a bad command line, message and help printed; 1: no data
    // or an unusable session, reason printed).
    struct Loaded {
        std::optional<LoadedView> view;
        int exitCode = 0;
    };
    // `alsoConflicting`: the command's own options that --session excludes too.
    Loaded load(const char* command, std::initializer_list<Shared> alsoConflicting = {}) const;
    bool sessionSet() const;
    // What the command reads (the --data folders, or the --session file; the --prices file):
    // outputs may not be written there.
    QStringList inputs() const;
    // inputs() and the data folders of the loaded view (a session's own folders too).
    QStringList inputs(const LoadedView& view) const;

private:
    bool offers(Shared option) const;
    // The view settings that need no data, checked before any is loaded; nullopt (message
    // printed) on a bad value.
    std::optional<ViewState> settings(const char* command) const;
    // --family, --reference and --exclude resolved on the loaded data; false (message printed)
    // when the reference is ambiguous.
    bool resolveOnData(ViewState& state, const std::vector<analysis::AnalysisPoint>& points,
                       const char* command) const;

    // --lambda-money: its value (0 when not given), or nullopt with the message printed.
    std::optional<double> lambdaMoney(const char* command) const;
    // --prices (checked against the data's families) and --lambda-money, over a session's own;
    // a session's prices are checked against the data too. 0 when applied, else the exit code
    // (message printed): 2 for a bad command line (--lambda-money without any prices), 1 for
    // prices that are refused.
    int applyMoney(LoadedView& view, const char* command) const;
    QCommandLineParser& m_parser;
    std::vector<Shared> m_offered;
};

} // namespace mlpe::cli
