#pragma once

#include "commandlineparsing.h"
#include "sessionloader.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <optional>

namespace mlpe::cli {

// The options that describe a view, shared by `export` and `report` (built on viewoptions.h,
// which `analyze` and `compare` use): --round, --benchmark,
// --reference, --family, --exclude, --k, --seed, --tau, --lambda, --data, and --session (which
// replaces all of them). They mean what they mean for `analyze`.
class ViewCommandLine {
public:
    // `withSession`: offer --session FILE; `benchmarkList`: --benchmark takes a list (report).
    ViewCommandLine(QCommandLineParser& parser, bool withSession, bool benchmarkList);

    // The view the command line describes with its data, or the exit code (1: no data / bad
    // session; 2: bad command line, message printed) when there is none. For a benchmark list,
    // `benchmark` selects which one (the view's benchmark is set to it).
    std::optional<LoadedView> load(const char* command, int* exitCode,
                                   const QString& benchmark = QString()) const;
    // The canonical benchmark ids given (comma-separated or repeated).
    QStringList benchmarks() const;
    bool sessionSet() const;

private:
    QCommandLineParser& m_parser;
    QCommandLineOption m_round, m_benchmark, m_reference, m_family, m_exclude, m_k, m_seed, m_tau,
        m_lambda, m_data, m_session;
    bool m_withSession;
};

} // namespace mlpe::cli
