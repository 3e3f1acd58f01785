#include <cstdio>
int runAnalysisBench(int, char**) { std::fputs("analysis bench: not built yet\n", stderr); return 2; }
