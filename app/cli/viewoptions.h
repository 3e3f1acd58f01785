#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/io/expected.h"
#include "core/session/viewstate.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

// The pieces of the view options (viewcommandline.h) that `compare` uses for its scenarios too:
// how --reference / --a / --b and --exclude name points, and list-valued options.
namespace mlpe::cli {

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
// is an error (the failure says so); an unknown one is kept as given (the analysis falls back to
// the paper rule and says why).
Expected<analysis::ReferenceParams>
referenceFromOption(const std::vector<analysis::AnalysisPoint>& points,
                    const std::vector<std::string>& rounds, const std::string& benchmark,
                    const QString& text, const QString& optionName);

} // namespace mlpe::cli
