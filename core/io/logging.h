#pragma once

namespace mlpe {

// One log sink for the whole application: spdlog to stderr, with Qt's own messages
// (qDebug/qWarning from Qt internals) bridged into it. Idempotent.
void installLogging();

} // namespace mlpe
