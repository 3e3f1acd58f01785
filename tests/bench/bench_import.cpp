#include <cstdio>
int runImportBench(int, char**) { std::fputs("import bench: not built yet\n", stderr); return 2; }
