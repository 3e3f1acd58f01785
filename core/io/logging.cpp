#include "logging.h"

#include <QString>
#include <QtGlobal>
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

} // namespace

void installLogging() {
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    auto logger = spdlog::stderr_color_mt("mlpe");
    logger->set_pattern("%^%l%$: %v");
    spdlog::set_default_logger(logger);
    spdlog::set_level(qEnvironmentVariableIsSet("MLPE_DEBUG") ? spdlog::level::debug
                                                              : spdlog::level::info);
    qInstallMessageHandler(qtMessageBridge);
}

} // namespace mlpe
