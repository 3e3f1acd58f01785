// Placeholder until its issue lands; replaced by the real command.
#include "commands.h"

#include <cstdio>

namespace mlpe::cli {
int runSummarize(const QStringList&)
{
    std::fputs("summarize: not built yet\n", stderr);
    return 2;
}
} // namespace mlpe::cli
