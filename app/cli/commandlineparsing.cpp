#include "commandlineparsing.h"

#include "core/io/onelinetext.h"

#include <algorithm>
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

namespace {

// The options of the view that take several values (repeated or comma-separated).
const QStringList& viewRepeatableOptions() {
    static const QStringList names{QStringLiteral("round"),   QStringLiteral("benchmark"),
                                   QStringLiteral("family"),  QStringLiteral("exclude"),
                                   QStringLiteral("data"),    QStringLiteral("a-family"),
                                   QStringLiteral("b-family")};
    return names;
}

// "-o" or "--output", as the user may have typed it.
QString spelled(const QString& name) {
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace

QString optionMisuse(const QCommandLineParser& parser, const QStringList& repeatable) {
    static const QStringList paths{
        QStringLiteral("o"),       QStringLiteral("output"), QStringLiteral("save-session"),
        QStringLiteral("session"), QStringLiteral("prices"), QStringLiteral("data")};
    QStringList names = parser.optionNames();
    names.removeDuplicates();
    for (const QString& name : names) {
        const QStringList values = parser.values(name);
        if (paths.contains(name) && std::any_of(values.begin(), values.end(), [](const QString& v) {
                return v.trimmed().isEmpty();
            }))
            return QStringLiteral("%1 needs a file name (got an empty one)").arg(spelled(name));
        if (values.size() > 1 && !repeatable.contains(name))
            return QStringLiteral("%1 is given %2 times; it takes one value (\"%3\" or \"%4\"?)")
                .arg(spelled(name))
                .arg(values.size())
                .arg(values.front().left(80), values.back().left(80));
    }
    return {};
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
    if (const QString misuse = optionMisuse(parser, viewRepeatableOptions()); !misuse.isEmpty())
        return commandLineError(parser, command, misuse);
    return std::nullopt;
}

} // namespace mlpe::cli
