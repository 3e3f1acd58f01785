#include "commandlineparsing.h"

#include "core/io/onelinetext.h"

#include <cstdio>

namespace mlpe::cli {

QCommandLineOption option(const char* name, const char* help, const char* value,
                          const char* defaultValue) {
    return QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help),
                              value ? QString::fromLatin1(value) : QString(),
                              defaultValue ? QString::fromLatin1(defaultValue) : QString());
}

int commandLineError(const QCommandLineParser& parser, const char* command,
                     const QString& message) {
    std::fprintf(stderr, "%s: %s\n%s", command, qPrintable(oneLine(message)),
                 qPrintable(parser.helpText()));
    return 2;
}

std::optional<int> parseCommandLine(QCommandLineParser& parser, const char* command,
                                    const QStringList& args) {
    // The program name as the usage line shows it: "mlperf-explorer analyze [options]".
    if (!parser.parse(QStringList{QStringLiteral("mlperf-explorer ") + QLatin1String(command)} +
                      args))
        return commandLineError(parser, command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return commandLineError(
            parser, command,
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    return std::nullopt;
}

} // namespace mlpe::cli
