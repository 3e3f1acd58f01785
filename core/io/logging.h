#pragma once

#include <chrono>
#include <spdlog/logger.h>

namespace mlpe {

// One log sink for the whole application: spdlog to stderr, with Qt's own messages
// (qDebug/qWarning from Qt internals) bridged into it. Debug lines are on when MLPE_DEBUG is set
// to anything but "" or "0", or after setVerboseLogging(true) (--verbose). Idempotent.
void installLogging();
void setVerboseLogging(bool on);

// The logger of one room ("import", "analysis", "session", "export", "ui"): the same sink, its
// name in each line ("debug: [import] ..."), so that a log attached to a report says where each
// line came from. Created on first use.
spdlog::logger& roomLogger(const char* room);

// Milliseconds since construction, for the debug lines that time import, analysis, session I/O
// and export.
class DebugTimer {
public:
    double elapsedMs() const {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - m_start)
            .count();
    }

private:
    std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
};

} // namespace mlpe
