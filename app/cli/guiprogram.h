#pragma once

#include <vector>

// mlperf-explorer links QtCore and core only, so that its headless commands start in a third of
// the time (loading Qt Widgets, Qt Charts and their 40 further libraries cost ~20 ms per start).
// The window and the chart commands are in mlperf-explorer-gui: next to mlperf-explorer in the
// build tree, in ../libexec/mlperf-explorer/ once installed.
namespace mlpe::cli {

// Replaces this process with mlperf-explorer-gui, called with argv[0] and `args` (so that the
// window's identity, WM_CLASS included, is unchanged). Returns only by exiting with code 1 and
// a message when the program is missing or cannot be started.
[[noreturn]] void execGuiProgram(char* argv0, const std::vector<char*>& args);

} // namespace mlpe::cli
