#pragma once

#include <QStringList>

// Headless sub-commands of mlperf-explorer. Each takes the arguments after its own name, prints
// to stdout/stderr and returns the process exit code. None of them needs a display, nor any Qt
// module beyond QtCore (the chart commands are in gui/chartcommands.h).
namespace mlpe::cli {

int runSummarize(const QStringList& args);     // one row per result set
int runExportDataset(const QStringList& args); // regenerates resources/embedded/*.mlpx
int runAnalyze(const QStringList& args);       // references, E', clusters, break-even
int runCompare(const QStringList& args);       // E' under two reference choices
int runDecompose(const QStringList& args);     // hardware, round and scale between two rounds

} // namespace mlpe::cli
