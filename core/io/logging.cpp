#include "logging.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>
#include <mutex>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace mlpe {

namespace {

void qtMessageBridge(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const std::string text = message.toStdString();
    const char* category = context.category ? context.category : "qt";
    switch (type) {
    case QtDebugMsg:
        spdlog::debug("[{}] {}", category, text);
        break;
    case QtInfoMsg:
        spdlog::info("[{}] {}", category, text);
        break;
    case QtWarningMsg:
        spdlog::warn("[{}] {}", category, text);
        break;
    case QtCriticalMsg:
    case QtFatalMsg:
        spdlog::error("[{}] {}", category, text);
        break;
    }
}

std::shared_ptr<spdlog::sinks::sink>& stderrSink() {
    static std::shared_ptr<spdlog::sinks::sink> sink =
        std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
    return sink;
}

bool debugRequested() {
    const QByteArray value = qgetenv("MLPE_DEBUG");
    return !value.isEmpty() && value != "0";
}

} // namespace

void installLogging() {
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    auto logger = std::make_shared<spdlog::logger>("mlpe", stderrSink());
    logger->set_pattern("%^%l%$: %v");
    spdlog::set_default_logger(logger);
    setVerboseLogging(debugRequested());
    qInstallMessageHandler(qtMessageBridge);
}

void setVerboseLogging(bool on) {
    spdlog::set_level(on ? spdlog::level::debug : spdlog::level::info);
}

spdlog::logger& roomLogger(const char* room) {
    static std::mutex creating; // import workers may ask for the same logger at once
    const std::lock_guard<std::mutex> lock(creating);
    if (std::shared_ptr<spdlog::logger> existing = spdlog::get(room))
        return *existing;
    auto logger = std::make_shared<spdlog::logger>(room, stderrSink());
    spdlog::initialize_logger(logger); // the registry's level, and set_level() reaches it
    logger->set_pattern("%^%l%$: [%n] %v");
    return *logger;
}

} // namespace mlpe
