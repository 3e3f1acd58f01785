// Temporary until the importer and analysis land; each helper replaces its command.
#include "commands.h"

#include <cstdio>

namespace mlpe::cli {
int runSummarize(const QStringList&) { std::fputs("summarize: not built yet\n", stderr); return 2; }
int runExportDataset(const QStringList&) { std::fputs("export-dataset: not built yet\n", stderr); return 2; }
int runAnalyze(const QStringList&) { std::fputs("analyze: not built yet\n", stderr); return 2; }
} // namespace mlpe::cli
