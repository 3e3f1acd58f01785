#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/session/viewstate.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

// The view options shared by the headless commands that compute an analysis (`analyze`,
// `compare`): how --reference / --a / --b, --exclude and --family become a ViewState.
namespace mlpe::cli {

// "--session sets the view; it cannot be combined with --X" for the first option of `options`
// that is set; empty when none is.
QString sessionConflict(const QCommandLineParser& parser,
                        std::initializer_list<const QCommandLineOption*> options);

// The view settings `analyze` and `compare` share, read by option name: --round (list),
// --benchmark (required), --tau (> 0), --lambda (>= 0), --sensitivity-max-n. The error message
// (for commandLineError) when one is missing or not a valid number.
std::optional<analysis::AnalysisParams> sharedAnalysisOptions(const QCommandLineParser& parser,
                                                              QString* error);

// Values of a repeatable, comma-separable option.
QStringList listValues(const QCommandLineParser& parser, const QString& name);
QStringList listValues(const QCommandLineParser& parser, const QCommandLineOption& option);

// What --reference / --exclude name, as point keys of `benchmark`'s points: SUBMITTER/SYSTEM
// (any round in `rounds`), ROUND/SUBMITTER/SYSTEM, or a full point key. A system usually has
// results in several benchmarks; only the chosen benchmark's point is meant.
std::vector<std::string> resolvePointKeys(const std::vector<analysis::AnalysisPoint>& points,
                                          const std::vector<std::string>& rounds,
                                          const std::string& benchmark, const QString& text);

// "paper", "family" or SUBMITTER/SYSTEM as a reference choice. A system matching several rounds
// is an error (nullopt, `error` says so); an unknown one is kept as given (the analysis falls
// back to the paper rule and says why).
std::optional<analysis::ReferenceParams>
referenceFromOption(const std::vector<analysis::AnalysisPoint>& points,
                    const std::vector<std::string>& rounds, const std::string& benchmark,
                    const QString& text, const QString& optionName, QString* error);

// The view the options describe, on `points` (for SUBMITTER/SYSTEM and family names). Families
// become the hidden ones among those of the rounds and benchmark, as the window stores them.
// `--data` folders become absolute data sources. Unknown exclusions are reported on stderr as
// "<command>: --exclude X matches no result set".
std::optional<ViewState> viewFromOptions(const QCommandLineParser& parser,
                                         const std::vector<analysis::AnalysisPoint>& points,
                                         const analysis::AnalysisParams& params,
                                         const QStringList& families, const QStringList& excludes,
                                         const QString& reference, const char* command,
                                         QString* error);

} // namespace mlpe::cli
