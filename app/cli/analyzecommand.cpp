// Placeholder until its issue lands; replaced by the real command.
#include "commands.h"

#include <cstdio>

namespace mlpe::cli {
int runAnalyze(const QStringList&)
{
    std::fputs("analyze: not built yet\n", stderr);
    return 2;
}
} // namespace mlpe::cli
