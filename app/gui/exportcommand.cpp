// `mlperf-explorer export --round 4.1 --benchmark bert --chart efficiency|time|speedup|pareto|
//   clusters|cost [view options] [--prices FILE] [--lambda-money L] [--colour-by ...] [--log-y]
//   [--no-footnote] [--width PX]
//   [--height PX] [--dpi D] --output FILE.png|svg|pdf|csv|json [--force]`: one chart or
// the table, through the same ChartExporter / TableExport as the window. Picks the offscreen
// platform itself (gui/main.cpp), so no display is needed.
// Exit codes as `analyze`: 0 done, 1 no data in view / cannot write / output exists, 2 bad
// command line.
#include "chartcommands.h"
#include "cli/commandlineparsing.h"
#include "cli/viewcommandline.h"
#include "core/io/onelinetext.h"
#include "core/session/viewstate.h"
#include "stateforview.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/chartkinds.h"
#include "ui/table/tableexport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <cstdio>

namespace mlpe::cli {

namespace {

struct ImageOptionNames {
    const QCommandLineOption* width;
    const QCommandLineOption* height;
    const QCommandLineOption* dpi;
    const QCommandLineOption* noFootnote;
};

// The figure's size, resolution and footnote from --width, --height, --dpi and --no-footnote;
// the failure names the option and its range.
Expected<ChartExportOptions> imageOptionsOf(const QCommandLineParser& parser,
                                            const ImageOptionNames& names,
                                            ChartExportOptions::Format format) {
    ChartExportOptions options;
    options.format = format;
    options.footnote = !parser.isSet(*names.noFootnote);
    bool ok = true;
    options.widthPx = parser.value(*names.width).toInt(&ok);
    if (!ok || options.widthPx < 100 || options.widthPx > 20000)
        return Failure{QStringLiteral("--width must be 100 to 20000")};
    options.heightPx = parser.value(*names.height).toInt(&ok);
    if (!ok || options.heightPx < 100 || options.heightPx > 20000)
        return Failure{QStringLiteral("--height must be 100 to 20000")};
    options.dpi = parser.value(*names.dpi).toDouble(&ok);
    if (!ok || !(options.dpi >= 24 && options.dpi <= 2400))
        return Failure{QStringLiteral("--dpi must be 24 to 2400")};
    return options;
}

// The table (a .csv or .json path) or the chart of `view`, written atomically to `path`.
Expected<void> writeExport(ExplorerState& state, const QString& path, bool table,
                           const ChartExportView& view, const ChartExportOptions& options) {
    if (table)
        return TableExport::writeFile(state,
                                      QFileInfo(path).suffix().toLower() == QLatin1String("csv")
                                          ? TableExport::Format::Csv
                                          : TableExport::Format::Json,
                                      path);
    ChartExporter exporter(&state, view);
    return exporter.writeFile(path, options);
}

// "efficiency (default), time, ..., cost (needs prices)." from the table of chart kinds.
QString chartOptionHelp() {
    QStringList names;
    for (const ChartKind& kind : chartKinds()) {
        QString name = kind.id;
        if (kind.id == QLatin1String("efficiency"))
            name += QStringLiteral(" (default)");
        if (*kind.needs)
            name += QStringLiteral(" (needs %1)").arg(QLatin1String(kind.needs));
        names << name;
    }
    return names.join(QStringLiteral(", ")) + QLatin1Char('.');
}

} // namespace

int runExport(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes one chart (PNG, SVG, PDF) or the table (CSV, JSON) of a view, as File > Export "
        "does in the window, with the provenance footnote. S, E′ and G are derived metrics, not "
        "official MLPerf results. --output is required; its suffix (.png, .svg, .pdf, .csv or "
        ".json) chooses the format."));
    const ViewCommandLine view(parser,
                               {Shared::Round, Shared::Benchmark, Shared::Reference, Shared::Family,
                                Shared::GroupBy, Shared::Exclude, Shared::K, Shared::Seed,
                                Shared::Tau, Shared::Lambda, Shared::SensitivityMaxN, Shared::Data,
                                Shared::Session, Shared::Prices, Shared::LambdaMoney});
    const QCommandLineOption chart(QStringLiteral("chart"), chartOptionHelp(),
                                   QStringLiteral("NAME"), QStringLiteral("efficiency"));
    const QCommandLineOption colourBy(QStringLiteral("colour-by"),
                                      QStringLiteral("Point colours: family (default), cluster, "
                                                     "round or submitter."),
                                      QStringLiteral("WHAT"));
    const QCommandLineOption logY(QStringLiteral("log-y"),
                                  QStringLiteral("Log2 E′ axis (default: automatic, log2 when E′ "
                                                 "spans more than 8x)."));
    const QCommandLineOption noFootnote(QStringLiteral("no-footnote"),
                                        QStringLiteral("Leave out the provenance footnote."));
    const QCommandLineOption width(QStringLiteral("width"), QStringLiteral("Width in pixels."),
                                   QStringLiteral("PX"), QStringLiteral("1600"));
    const QCommandLineOption height(QStringLiteral("height"), QStringLiteral("Height in pixels."),
                                    QStringLiteral("PX"), QStringLiteral("1000"));
    const QCommandLineOption dpi(QStringLiteral("dpi"),
                                 QStringLiteral("Resolution: PNG metadata; SVG/PDF size is "
                                                "width/dpi x height/dpi inches."),
                                 QStringLiteral("D"), QStringLiteral("200"));
    for (const auto* o : {&chart, &colourBy, &logY, &noFootnote, &width, &height, &dpi})
        parser.addOption(*o);
    addSharedOptions(parser, {Shared::Output, Shared::Force});
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "export", args))
        return *exit;
    if (!isSet(parser, Shared::Output))
        return commandLineError(parser, "export", QStringLiteral("--output FILE is required"));
    const QString path = value(parser, Shared::Output);
    const QString suffix = QFileInfo(path).suffix().toLower();
    const std::optional<ChartExportOptions::Format> imageFormat =
        ChartExportOptions::formatOf(path);
    const bool table = suffix == QLatin1String("csv") || suffix == QLatin1String("json");
    if (!imageFormat && !table)
        return commandLineError(parser, "export",
                                QStringLiteral("--output must end in .png, .svg, .pdf, .csv or "
                                               ".json (got \"%1\")")
                                    .arg(oneLine(path)));
    if (!chartKindNamed(parser.value(chart)))
        return commandLineError(
            parser, "export",
            QStringLiteral("unknown chart \"%1\" (expected one of: %2)")
                .arg(oneLine(parser.value(chart)), chartKindIds().join(QStringLiteral(", "))));
    std::optional<ColourBy> colours;
    if (parser.isSet(colourBy)) {
        colours = colourByFromId(parser.value(colourBy));
        if (!colours)
            return commandLineError(parser, "export",
                                    QStringLiteral("--colour-by must be family, cluster, round or "
                                                   "submitter"));
    }
    const Expected<ChartExportOptions> imageOptions =
        imageOptionsOf(parser, {&width, &height, &dpi, &noFootnote},
                       imageFormat.value_or(ChartExportOptions::Format::Png));
    if (!imageOptions)
        return commandLineError(parser, "export", imageOptions.error());
    const ChartExportOptions& options = *imageOptions;
    if (!outputAllowed(parser, "export", path, view.inputs()))
        return 1;

    ViewCommandLine::Loaded outcome = view.load("export");
    if (!outcome.view)
        return outcome.exitCode;
    const std::optional<LoadedView> loaded = std::move(outcome.view);
    // A session names its data folders only once it is read: nothing is created in them.
    if (!outputAllowed(parser, "export", path, view.inputs(*loaded)))
        return 1;
    const std::unique_ptr<ExplorerState> state = stateForView(*loaded, "export");
    if (!state)
        return 1;
    if (colours)
        state->setColourBy(*colours);
    if (state->pointsInAnalysis() == 0) {
        std::fprintf(stderr, "export: no result set of benchmark %s in view (round %s)\n",
                     qPrintable(oneLine(loaded->state.benchmark)),
                     qPrintable(oneLine(loaded->state.rounds.join(QLatin1Char(',')))));
        return 1;
    }
    ChartExportView exportView;
    exportView.chartId = parser.value(chart);
    exportView.logY = parser.isSet(logY) ? AxisLogMode::On : AxisLogMode::Auto;
    if (loaded->state.zoom.contains(exportView.chartId))
        exportView.zoom = loaded->state.zoom.value(exportView.chartId);
    const Expected<void> written = writeExport(*state, path, table, exportView, options);
    if (!written) {
        std::fprintf(stderr, "export: %s\n", qPrintable(oneLine(written.error())));
        return 1;
    }
    std::fprintf(stderr, "export: %d points, written to %s\n", state->pointsInAnalysis(),
                 qPrintable(oneLine(path)));
    return 0;
}

} // namespace mlpe::cli
