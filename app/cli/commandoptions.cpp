#include "commandoptions.h"

#include "commandlineparsing.h"
#include "core/io/descriptorpath.h"
#include "core/io/onelinetext.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <cstdio>
#include <map>
#include <sys/stat.h>

namespace mlpe::cli {

namespace {

const std::map<Shared, QCommandLineOption>& declarations() {
    static const std::map<Shared, QCommandLineOption> options{
        {Shared::Round,
         option("round", "Round(s) in view, e.g. 4.1 or v4.1 (repeatable or comma-separated).",
                "X.Y")},
        {Shared::Benchmark,
         option("benchmark",
                "Benchmark: folder name or canonical id (ssd = retinanet, gnn = rgat).", "NAME")},
        {Shared::Reference,
         option("reference", "paper (default), family, or SUBMITTER/SYSTEM.", "REF", "paper")},
        {Shared::Family,
         option("family",
                "Accelerator families in view, e.g. H100,H200 (under --group-by variant, a family "
                "keeps all its variants, a variant such as \"H100 NVL 94GB\" only itself).",
                "LIST")},
        {Shared::GroupBy,
         option("group-by",
                "What counts as the same hardware for per-family references, --family and the "
                "series: family (default), variant (form factor and memory as the data name "
                "them, e.g. H100 SXM 80GB) or series (one submitter's system design at several "
                "sizes, e.g. \"H100 · NVIDIA eos pytorch\").",
                "family|variant|series", "family")},
        {Shared::Exclude,
         option("exclude", "Exclude SUBMITTER/SYSTEM from every calculation (repeatable).", "SYS")},
        {Shared::K, option("k", "Clusters: auto (best silhouette over 2..8) or N, 1 to 1000.",
                           "auto|N", "auto")},
        {Shared::Seed, option("seed", "k-means seed, 0 to 9223372036854775807.", "S", "20261202")},
        {Shared::Tau,
         option("tau", "Efficiency threshold for break-even, 1e-9 to 1e9.", "T", "1.0")},
        {Shared::Lambda,
         option("lambda", "Value of time: accelerator-minutes per minute saved, 0 to 1e12.", "L",
                "64")},
        {Shared::SensitivityMaxN,
         option("sensitivity-max-n",
                "Reference sensitivity: try every reference with N <= this, 0 to 1073741824.", "N",
                "8")},
        {Shared::Data,
         option("data", "Read training_results_vX.Y folder(s) instead of the embedded data.",
                "DIR")},
        {Shared::Session,
         option("session",
                "Use the view of a session file (.mlpes) instead of the view options above.",
                "FILE")},
        {Shared::Resamples,
         option("resamples",
                "Bootstrap resamples of the run-to-run E′ / N* intervals, 0 (none) to 100000; "
                "the fits' intervals use half as many.",
                "B", "2000")},
        {Shared::SaveSession,
         option("save-session",
                "Also write the view the options describe as a session file (replacing one only "
                "with --force).",
                "FILE")},
        {Shared::Format, QCommandLineOption({QStringLiteral("f"), QStringLiteral("format")},
                                            QStringLiteral("Output format: csv (default) or json."),
                                            QStringLiteral("csv|json"), QStringLiteral("csv"))},
        {Shared::Output,
         QCommandLineOption(
             {QStringLiteral("o"), QStringLiteral("output")},
             QStringLiteral("Write to PATH instead of standard output. An existing file is "
                            "replaced only with --force, atomically; a device or FIFO is written "
                            "to as it is. It may not be one of the command's inputs."),
             QStringLiteral("PATH"))},
        {Shared::Force,
         option("force", "Replace an existing --output or --save-session file (report: write "
                         "into a folder that is not empty).")},
        {Shared::Prices,
         option("prices",
                "Price per accelerator-hour of each family, a CSV file with the header "
                "family,price_per_accelerator_hour,currency (one currency); adds the cost to "
                "train. Replaces a session's prices.",
                "FILE")},
        {Shared::LambdaMoney,
         option("lambda-money",
                "Value of time with --prices (refused without prices): money per minute saved, 0 "
                "to 1e9 (0: the cheapest configuration).",
                "L", "0")},
    };
    return options;
}

} // namespace

const QCommandLineOption& sharedOption(Shared which) {
    return declarations().at(which);
}

void addSharedOptions(QCommandLineParser& parser, std::initializer_list<Shared> options) {
    for (const Shared o : options)
        parser.addOption(sharedOption(o));
}

bool isSet(const QCommandLineParser& parser, Shared which) {
    return parser.isSet(sharedOption(which).names().last());
}

QString value(const QCommandLineParser& parser, Shared which) {
    return parser.value(sharedOption(which).names().last());
}

bool isRoundName(const QString& round) {
    // Anchored at the very end: "$" would also match before a final newline ("4.1\n").
    static const QRegularExpression name(
        QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{1,4}[.][0-9]{1,4}")));
    return name.match(round).hasMatch();
}

QString roundNameError(const QString& round) {
    return QStringLiteral("--round must be a round like 4.1 (got \"%1\")")
        .arg(oneLine(round.left(80)));
}

Expected<QString> roundValue(const QString& text) {
    // Spaces around a piece of "4.1, 5.0" are fine; a newline or tab is no part of a round.
    QString round = text;
    while (round.startsWith(u' '))
        round.remove(0, 1);
    while (round.endsWith(u' '))
        round.chop(1);
    if (round.startsWith(QLatin1Char('v')) || round.startsWith(QLatin1Char('V')))
        round.remove(0, 1);
    if (!isRoundName(round))
        return Failure{roundNameError(text)};
    return round;
}

Expected<QStringList> roundValues(const QCommandLineParser& parser) {
    QStringList rounds;
    for (const QString& value : parser.values(sharedOption(Shared::Round).names().last()))
        for (const QString& piece : value.split(QLatin1Char(','))) {
            const Expected<QString> round = roundValue(piece);
            if (!round)
                return Failure{round.error()};
            rounds << *round;
        }
    return rounds;
}

Expected<QString> formatValue(const QCommandLineParser& parser) {
    const QString name = value(parser, Shared::Format).toLower();
    if (name == QLatin1String("csv") || name == QLatin1String("json"))
        return name;
    return Failure{QStringLiteral("unknown format \"%1\" (csv or json)")
                       .arg(oneLine(value(parser, Shared::Format)))};
}

Expected<analysis::HardwareGrouping> groupByValue(const QCommandLineParser& parser) {
    const QString name = value(parser, Shared::GroupBy);
    if (const auto grouping = analysis::parseHardwareGrouping(name.toLower().toStdString()))
        return *grouping;
    return Failure{QStringLiteral("--group-by must be family, variant or series (got \"%1\")")
                       .arg(oneLine(name))};
}

QString resolvedPath(const QString& path) {
    const QFileInfo info(path);
    if (const QString canonical = info.canonicalFilePath(); !canonical.isEmpty())
        return canonical;
    // Not there (yet): its folder, resolved, and its name.
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    if (folder.isEmpty())
        return QDir::cleanPath(info.absoluteFilePath());
    return QDir(folder).filePath(info.fileName());
}

bool isInsideInput(const QString& path, const QString& input) {
    const QFileInfo in(input);
    if (!in.exists())
        return false;
    const QString inputPath = in.canonicalFilePath();
    const QString outputPath = resolvedPath(path);
    return outputPath == inputPath || outputPath.startsWith(inputPath + QLatin1Char('/'));
}

QString outputRefusal(const QCommandLineParser& parser, const QString& path,
                      const QStringList& inputs) {
    // Standard output however it is spelled: written where it stands (appending under `>>`).
    if (descriptorNamedBy(path))
        return {};
    for (const QString& input : inputs)
        if (isInsideInput(path, input))
            return QStringLiteral("%1 is an input of this command (%2); choose another output")
                .arg(path, input);
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    if (S_ISDIR(info.st_mode))
        return QStringLiteral("%1 is a folder").arg(path);
    if (S_ISREG(info.st_mode) && !isSet(parser, Shared::Force))
        return QStringLiteral("%1 exists; --force replaces it").arg(path);
    return {};
}

bool outputAllowed(const QCommandLineParser& parser, const char* command, const QString& path,
                   const QStringList& inputs) {
    const QString refusal = outputRefusal(parser, path, inputs);
    if (refusal.isEmpty())
        return true;
    std::fprintf(stderr, "%s: %s\n", command, qPrintable(oneLine(refusal)));
    return false;
}

} // namespace mlpe::cli
