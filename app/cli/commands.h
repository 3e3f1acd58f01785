#pragma once

#include <QStringList>

// Headless sub-commands of mlperf-explorer. Each takes the arguments after its own name, prints
// to stdout/stderr and returns the process exit code. None of them needs a display.
namespace mlpe::cli {

int runSummarize(const QStringList& args);     // issue 2: one row per result set
int runExportDataset(const QStringList& args); // regenerates resources/embedded/*.mlpx
int runAnalyze(const QStringList& args);       // issue 3: references, E', clusters, break-even
// Issue 8. These render charts: main.cpp runs them on a QApplication on the offscreen platform.
int runExport(const QStringList& args); // one chart (PNG/SVG/PDF) or the table (CSV/JSON)
int runReport(const QStringList& args); // every figure and table of a round, with index.html
int runCompare(const QStringList& args);       // issue 9: E' under two reference choices

} // namespace mlpe::cli
