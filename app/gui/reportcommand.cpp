// `mlperf-explorer report --round 4.1 [--benchmark LIST] [--data DIR]... --output DIR [--force]`
// for each workload of the study (BERT, Llama 2 70B LoRA, RetinaNet, Stable Diffusion
// by default), E' vs N under the paper rule and under per-family references, T vs N, G vs T
// (Pareto) and the k diagnostics, each as SVG and PNG, the tables as CSV, and an index.html that
// shows every figure with its caption, the references, the break-even results with their
// definitions and the derived-metrics disclaimer. Same rendering path as the window and
// `export`. Exit codes as `analyze`: 0 done, 1 no data / cannot write / output folder not empty
// (without --force), 2 bad command line.
#include "chartcommands.h"
#include "cli/commandlineparsing.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/sessionloader.h"
#include "cli/viewcommandline.h"
#include "cli/viewoptions.h"
#include "core/analysis/analysislabels.h"
#include "core/analysis/roundsdecomposition.h"
#include "core/io/logging.h"
#include "core/io/onelinetext.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/benchmarkcomparability.h"
#include "core/report/numbertext.h"
#include "core/session/pricetable.h"
#include "core/session/viewstate.h"
#include "core/text/decompositionverdict.h"
#include "core/text/energysummarytext.h"
#include "core/text/numberwords.h"
#include "core/text/studyquestions.h"
#include "ui/charts/chartexporter.h"
#include "ui/state/explorerstate.h"
#include "ui/state/provenancetext.h"
#include "ui/table/tableexport.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mlpe::cli {

namespace {

struct Figure {
    QString file; // base name, without suffix
    QString title;
    QString caption;
};

struct Section {
    QString benchmark;      // canonical id
    QString name;           // display name
    QString note;           // why there is nothing (empty when there is)
    QStringList references; // paper rule, per family
    QStringList breakEven;  // HTML table rows
    QList<Figure> figures;
    QStringList tables;
    text::StudyAnswers answers; // the study's questions, answered in words
    QString cost;               // HTML: the cost paragraph and table, only with the user's prices
    QString energy;             // how many systems in view have measured energy, and its range
    // HTML: the change from the earliest comparable round to this one, split into hardware,
    // round and scale (empty when the benchmark has no earlier comparable round).
    QString acrossRounds;
};

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

// Scaling within the hardware groups: under variant or series grouping that model first, then
// the families' beside it (a family lumps parts of different power and memory, and different
// submitted systems).
std::string hardwareControlledAnswer(const text::StudyAnswers& a) {
    if (a.grouping == analysis::HardwareGrouping::Family || a.hardwareControlledByGroup.empty())
        return a.hardwareControlled;
    return std::string(a.grouping == analysis::HardwareGrouping::Variant
                           ? "Grouped by variant: "
                           : "Grouped by system series: ") +
           a.hardwareControlledByGroup +
           ". Grouped by accelerator family: " + a.hardwareControlled + '.';
}

QString breakEvenRow(const analysis::BreakEvenResult& b, const QString& strategy) {
    const bool threshold = b.definition == analysis::BreakEvenDefinition::EfficiencyThreshold;
    const QString value =
        threshold
            ? QString::fromStdString(text::thresholdText(b))
            : QStringLiteral("N = %1 (T = %2 min, G = %3)")
                  .arg(QString::fromStdString(analysis::formatAccelerators(b.accelerators)),
                       NumberText::approx(b.minutes), NumberText::approx(b.acceleratorMinutes));
    const QString definition =
        QString::fromStdString(analysis::breakEvenDefinitionLabel(b.definition));
    const QString outcome = QString::fromStdString(analysis::breakEvenOutcomeLabel(b.outcome));
    const bool hasValue = b.outcome == analysis::BreakEvenOutcome::Found ||
                          b.outcome == analysis::BreakEvenOutcome::Fallback ||
                          b.outcome == analysis::BreakEvenOutcome::AtOrAbove;
    return QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td>"
                          "</tr>")
        .arg(threshold ? esc(strategy) : QStringLiteral("(any: T and G only)"), esc(definition),
             esc(QString::fromStdString(analysis::breakEvenSeriesLabel(b))), esc(outcome),
             hasValue ? esc(value) : QStringLiteral("—"),
             esc(QString::fromStdString(b.reason.empty() ? b.inputs : b.reason)));
}

class ReportWriter {
public:
    ReportWriter(const QDir& dir, ExplorerState* state)
        : m_dir(dir)
        , m_state(state) {}

    // Renders one chart as SVG and PNG; false (error printed) when a file cannot be written.
    bool figure(Section& section, const QString& chartId, const QString& suffix) {
        const QString base = section.benchmark + QLatin1Char('-') + suffix;
        ChartExporter exporter(m_state, ChartExportView{chartId, std::nullopt, AxisLogMode::Auto});
        ChartExportOptions options;
        for (const auto format :
             {ChartExportOptions::Format::Svg, ChartExportOptions::Format::Png}) {
            options.format = format;
            const QString path = m_dir.filePath(base + (format == ChartExportOptions::Format::Svg
                                                            ? QStringLiteral(".svg")
                                                            : QStringLiteral(".png")));
            const Expected<void> written = exporter.writeFile(path, options);
            if (!written) {
                std::fprintf(stderr, "report: %s\n", qPrintable(oneLine(written.error())));
                return false;
            }
        }
        section.figures << Figure{base, exporter.plainTitle(),
                                  exporter.footnoteParagraphs().value(0)};
        return true;
    }

    bool table(Section& section, const QString& suffix) {
        const QString name = section.benchmark + QLatin1Char('-') + suffix + QStringLiteral(".csv");
        const Expected<void> written =
            TableExport::writeFile(*m_state, TableExport::Format::Csv, m_dir.filePath(name));
        if (!written) {
            std::fprintf(stderr, "report: %s\n", qPrintable(oneLine(written.error())));
            return false;
        }
        section.tables << name;
        return true;
    }

private:
    QDir m_dir;
    ExplorerState* m_state;
};

QString indexHtml(const QString& round, const QList<Section>& sections, const QString& source,
                  analysis::HardwareGrouping grouping) {
    QString h;
    h += QStringLiteral(
             "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
             "<title>MLPerf Training v%1 scaling report</title>\n"
             "<style>body{font-family:sans-serif;max-width:70em;margin:2em auto;padding:0 1em;"
             "color:#222}figure{margin:1.5em "
             "0}dt{font-weight:bold;margin-top:.6em}img{max-width:100%;border:1px solid #ddd}"
             "figcaption{font-size:90%;color:#444}table{border-collapse:collapse;font-size:90%}"
             "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}"
             ".note{background:#fff4e0;padding:.5em 1em;border-left:4px solid #e69f00}</style>\n"
             "</head><body>\n")
             .arg(esc(round));
    h += QStringLiteral("<h1>MLPerf Training v%1: how the workloads scale</h1>\n").arg(esc(round));
    h += QStringLiteral("<p class=\"note\"><b>%1</b> T is the official time-to-train score; every "
                        "other quantity is computed from it by this tool.</p>\n")
             .arg(esc(ProvenanceText::disclaimer()));
    // Said only when chosen, so that the default report keeps its text.
    if (grouping == analysis::HardwareGrouping::Variant)
        h += QStringLiteral(
            "<p class=\"note\">Hardware grouped by <b>variant</b> (form factor and memory as the "
            "data name them, e.g. H100 SXM 80GB), not by accelerator family: the per-family "
            "references, series, tables and legends below are per variant.</p>\n");
    else if (grouping == analysis::HardwareGrouping::Series)
        h += QStringLiteral(
            "<p class=\"note\">Hardware grouped by <b>system series</b> (one submitter's system "
            "design at several sizes), not by accelerator family: the per-family references, "
            "series, tables and legends below are per system series.</p>\n");
    h += QStringLiteral(
        "<h2>Definitions</h2><ul>"
        "<li>T: official time to train (minutes); N = nodes × accelerators per node.</li>"
        "<li>Speedup S = T<sub>ref</sub>/T; efficiency E′ = "
        "(N<sub>ref</sub>·T<sub>ref</sub>)/(N·T), "
        "the ratio of accelerator-minutes; G = N·T accelerator-minutes.</li>"
        "<li>Paper rule: the reference is, among the systems in view with the smallest N, the "
        "slowest. Per family: each accelerator family gets its own reference (its smallest-N "
        "system, slowest on ties), so E′ measures scaling, not hardware generation.</li>"
        "<li>Break-even (threshold): the largest N with E′ ≥ τ (τ = 1), interpolated in log₂ N "
        "between the bracketing points, per series. Pareto knee: the Kneedle knee of the "
        "frontier of (T, G). Value of time: the configuration minimising G + λ·T (λ = 64 "
        "accelerator-minutes per minute saved).</li>"
        "<li>Clusters: k-means++ on z-scored (log₂ N, E′), k by best silhouette over 2…8, fixed "
        "seed; hulls on the other charts are projections.</li>"
        "<li>Symbols: family points ● ■ ▲ (shape and colour per family); ★ cluster centroid; "
        "◆ break-even N*; ⬟ Pareto knee; ✚ value-of-time optimum; red ring: the reference.</li>"
        "</ul>\n");
    for (const Section& s : sections) {
        h += QStringLiteral("<h2 id=\"%1\">%2</h2>\n").arg(esc(s.benchmark), esc(s.name));
        if (!s.note.isEmpty()) {
            h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(s.note));
            continue;
        }
        const text::StudyAnswers& a = s.answers;
        // The answer under the grouping the report was asked for comes first.
        const bool byGroup = a.grouping != analysis::HardwareGrouping::Family;
        if (!a.hardware.empty()) {
            h += QStringLiteral(
                     "<h3>The study's questions</h3>\n<dl>"
                     "<dt>Does E′ mix hardware generations with scaling?</dt><dd>%1</dd>"
                     "<dt>How does T scale with N within one %6?</dt><dd>%4</dd>"
                     "<dt>Does the answer depend on the reference chosen?</dt><dd>%2</dd>"
                     "<dt>Where is the break-even once hardware is controlled?</dt><dd>%3</dd>"
                     "<dd>%5</dd></dl>\n")
                     .arg(esc(QString::fromStdString(a.hardware)),
                          esc(QString::fromStdString(a.reference)),
                          esc(QString::fromStdString(byGroup ? a.breakEvenByGroup : a.breakEven)),
                          esc(QString::fromStdString(hardwareControlledAnswer(a))),
                          esc(QString::fromStdString(byGroup ? a.breakEven : a.breakEvenByGroup)),
                          a.grouping == analysis::HardwareGrouping::Variant
                              ? QStringLiteral("accelerator variant")
                          : a.grouping == analysis::HardwareGrouping::Series
                              ? QStringLiteral("system series")
                              : QStringLiteral("accelerator family"));
        }
        h += s.energy;
        h += s.acrossRounds;
        h += s.cost;
        h += QStringLiteral("<h3>References</h3><ul>");
        for (const QString& r : s.references)
            h += QStringLiteral("<li>%1</li>").arg(esc(r));
        h += QStringLiteral("</ul>\n<h3>Break-even</h3>\n<table><tr><th>references</th>"
                            "<th>definition</th><th>series</th><th>outcome</th><th>value</th>"
                            "<th>inputs</th></tr>\n");
        h += s.breakEven.join(QLatin1Char('\n'));
        h += QStringLiteral("</table>\n");
        for (const Figure& f : s.figures) {
            h += QStringLiteral("<figure><a href=\"%1.svg\"><img src=\"%1.png\" alt=\"%2\"></a>"
                                "<figcaption><b>%2.</b> %3 (<a href=\"%1.svg\">SVG</a>, "
                                "<a href=\"%1.png\">PNG</a>)</figcaption></figure>\n")
                     .arg(esc(f.file), esc(f.title), esc(f.caption));
        }
        h += QStringLiteral("<p>Tables (CSV, full precision, columns as <code>mlperf-explorer "
                            "analyze</code>): ");
        QStringList links;
        for (const QString& t : s.tables)
            links << QStringLiteral("<a href=\"%1\">%1</a>").arg(esc(t));
        h += links.join(QStringLiteral(", ")) + QStringLiteral("</p>\n");
    }
    h += QStringLiteral("<hr><p><small>Data: %1. Generated by %2.</small></p>\n</body></html>\n")
             .arg(esc(source), esc(ProvenanceText::toolAndDate()));
    return h;
}

// The cost to train of a section's view (only with the user's prices): one sentence with the
// priced and unpriced families, then the (T, cost) frontier as a table with its knee and the
// value-of-time optimum marked.
QString costHtml(const ExplorerState& state) {
    const analysis::CostResult& c = state.analysis().cost;
    if (!c.enabled)
        return {};
    const QString currency = esc(QString::fromStdString(c.currency));
    QStringList unpriced;
    for (const std::string& f : c.unpricedFamilies)
        unpriced << QString::fromStdString(f);
    QString h =
        QStringLiteral("<h3>Cost to train</h3>\n<p>Cost to train = G / 60 × the price per "
                       "accelerator-hour you gave (%1; no price is built in). %2 of %3 "
                       "systems in view have a price%4.")
            .arg(currency)
            .arg(c.pricedPoints)
            .arg(c.pricedPoints + c.unpricedPoints)
            .arg(unpriced.isEmpty() ? QString()
                                    : QStringLiteral("; no price for %1, left out of the cost")
                                          .arg(esc(unpriced.join(QStringLiteral(", ")))));
    if (c.valueOfTime.available)
        h += QStringLiteral(" Valuing each minute saved at λ = %1 %2, the system with the "
                            "smallest cost + λ·T is at N = %3 (T = %4 min, cost %5 %2).")
                 .arg(NumberText::approx(c.lambdaMoney), currency)
                 .arg(c.valueOfTime.accelerators)
                 .arg(NumberText::approx(c.valueOfTime.minutes),
                      NumberText::approx(c.valueOfTime.cost));
    h += QStringLiteral("</p>\n<table><tr><th>system on the (T, cost) frontier</th><th>N</th>"
                        "<th>T (min)</th><th>cost (%1)</th><th></th></tr>\n")
             .arg(currency);
    const std::vector<analysis::AnalysisPoint>& points = state.analysisPoints();
    for (std::size_t i : c.frontier) {
        const std::string& key = points[i].key;
        QStringList marks;
        if (c.knee.available && c.knee.pointKey == key)
            marks << QStringLiteral("knee");
        if (c.valueOfTime.available && c.valueOfTime.pointKey == key)
            marks << QStringLiteral("value-of-time optimum");
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>\n")
                 .arg(esc(QString::fromStdString(key)))
                 .arg(points[i].accelerators)
                 .arg(NumberText::approx(points[i].minutes),
                      NumberText::approx(
                          state.analysis().points[i].costToTrain.value_or(analysis::kNaN)),
                      esc(marks.join(QStringLiteral(", "))));
    }
    return h + QStringLiteral("</table>\n");
}

// One workload's section of the report: the study's answers, then figures, tables and
// break-even rows under the paper rule and per-family references. Skipped, with a note, when the
// round holds fewer than two scored systems of it.
// The change in time to train of `benchmark` from the earliest round of its version that shared
// hardware ties to `round`, split into hardware, round and scale (decomposeRounds(), all the data's
// rounds, not only the report's); nothing when there is no earlier round of that version.
QString acrossRoundsHtml(const ExplorerState& state, const QString& benchmark, const QString& round,
                         analysis::HardwareGrouping grouping) {
    const BenchmarkVersion* version = BenchmarkComparability::versionOf(benchmark, round);
    if (!version)
        return {};
    const std::vector<analysis::AnalysisPoint> points = toAnalysisPoints(state.dataset());
    const analysis::RoundsDecomposition d = analysis::decomposeFromEarliest(
        analysis::roundSamples(points, benchmark.toStdString(), version->label().toStdString(),
                               grouping),
        round.toStdString(), 999, 0.95, 20261207, grouping);
    if (d.fromRound.empty())
        return {};
    return QStringLiteral("<h3>Across rounds (%1)</h3>\n<p>%2</p>\n<p><small>%3</small></p>\n")
        .arg(esc(version->label()), esc(QString::fromStdString(text::decompositionSentence(d))),
             esc(QString::fromStdString(text::decompositionCaveats(d))));
}

enum class SectionOutcome { Written, Skipped, Failed };

SectionOutcome writeSection(ExplorerState& state, ReportWriter& writer, const ViewState& base,
                            Section& section) {
    const QString& id = section.benchmark;
    ViewState view = base;
    view.benchmark = id;
    if (!state.applyViewState(view) || state.filter().benchmark != id ||
        state.filter().round() != base.rounds.front() || state.pointsInAnalysis() < 2) {
        section.note = QStringLiteral("No scaling comparison for %1 in round %2: fewer than "
                                      "two scored systems in the data.")
                           .arg(section.name, base.rounds.front());
        std::fprintf(stderr, "report: %s\n", qPrintable(oneLine(section.note)));
        return SectionOutcome::Skipped;
    }
    section.answers = text::answerStudyQuestions(
        state.analysisPoints(), state.analysisInputParams(), base.hardwareGrouping);
    section.cost = costHtml(state);
    QString energy = QString::fromStdString(text::energySummaryText(state.analysis().energy));
    energy[0] = energy[0].toUpper();
    section.energy = QStringLiteral("<p>%1.</p>\n").arg(esc(energy));
    section.acrossRounds = acrossRoundsHtml(state, id, base.rounds.front(), base.hardwareGrouping);
    const auto strategies = {analysis::ReferenceStrategy::PaperRule,
                             analysis::ReferenceStrategy::PerFamily};
    for (const analysis::ReferenceStrategy strategy : strategies) {
        view.analysis.reference.strategy = strategy;
        (void)state.applyViewState(view); // the same view as above: it was shown
        const bool paper = strategy == analysis::ReferenceStrategy::PaperRule;
        const QString label = paper ? QStringLiteral("paper rule") : QStringLiteral("per family");
        section.references << ProvenanceText::paragraphs(state).value(1);
        for (const analysis::BreakEvenResult& b : state.analysis().breakEven) {
            // Knee and value of time do not depend on the reference: listed once.
            if (!paper && b.definition != analysis::BreakEvenDefinition::EfficiencyThreshold)
                continue;
            section.breakEven << breakEvenRow(b, label);
        }
        bool ok = writer.figure(section, QStringLiteral("efficiency"),
                                paper ? QStringLiteral("efficiency-paper")
                                      : QStringLiteral("efficiency-family")) &&
                  writer.table(section, paper ? QStringLiteral("paper") : QStringLiteral("family"));
        if (ok && paper)
            ok = writer.figure(section, QStringLiteral("time"), QStringLiteral("time")) &&
                 writer.figure(section, QStringLiteral("pareto"), QStringLiteral("pareto")) &&
                 writer.figure(section, QStringLiteral("clusters"), QStringLiteral("clusters"));
        if (!ok)
            return SectionOutcome::Failed;
    }
    // Reading order: E' under both references side by side, then T, Pareto, k.
    const QStringList order{QStringLiteral("efficiency-paper"), QStringLiteral("efficiency-family"),
                            QStringLiteral("time"), QStringLiteral("pareto"),
                            QStringLiteral("clusters")};
    std::stable_sort(section.figures.begin(), section.figures.end(),
                     [&](const Figure& a, const Figure& b) {
                         return order.indexOf(a.file.mid(id.size() + 1)) <
                                order.indexOf(b.file.mid(id.size() + 1));
                     });
    return SectionOutcome::Written;
}

} // namespace

int runReport(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes the figures (SVG and PNG), tables (CSV) and an index.html of a round's scaling "
        "study: E′ vs N under the paper rule and per-family references, T vs N, G vs T (Pareto) "
        "and the k diagnostics, per workload. S, E′ and G are derived metrics, not official "
        "MLPerf results. One --round; --benchmark may name several (repeated or comma-separated; "
        "default: bert, llama2_70b_lora, retinanet, stable_diffusion); --output is the folder to "
        "write (created if needed)."));
    addSharedOptions(parser, {Shared::Round, Shared::Benchmark, Shared::GroupBy, Shared::Data,
                              Shared::Output, Shared::Force, Shared::Prices, Shared::LambdaMoney});
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "report", args))
        return *exit;
    const Expected<QStringList> rounds = roundValues(parser);
    if (!rounds)
        return commandLineError(parser, "report", rounds.error());
    if (rounds->size() != 1)
        return commandLineError(parser, "report", QStringLiteral("--round takes one round"));
    if (!isSet(parser, Shared::Output))
        return commandLineError(parser, "report", QStringLiteral("--output DIR is required"));
    const Expected<analysis::HardwareGrouping> grouping = groupByValue(parser);
    if (!grouping)
        return commandLineError(parser, "report", grouping.error());
    QStringList benchmarks;
    for (const QString& b : listValues(parser, sharedOption(Shared::Benchmark)))
        benchmarks << BenchmarkCatalog::lookup(b).canonicalId;
    if (isSet(parser, Shared::Benchmark) && benchmarks.isEmpty())
        return commandLineError(parser, "report",
                                QStringLiteral("--benchmark \"%1\" names no benchmark")
                                    .arg(oneLine(value(parser, Shared::Benchmark))));
    if (benchmarks.isEmpty())
        benchmarks = QStringList{QStringLiteral("bert"), QStringLiteral("llama2_70b_lora"),
                                 QStringLiteral("retinanet"), QStringLiteral("stable_diffusion")};

    // Money only with the user's prices (checked before anything is read).
    double lambdaMoney = 0;
    if (isSet(parser, Shared::LambdaMoney)) {
        bool ok = false;
        lambdaMoney = value(parser, Shared::LambdaMoney).toDouble(&ok);
        if (!ok || !std::isfinite(lambdaMoney) || lambdaMoney < 0 || lambdaMoney > kMaxLambdaMoney)
            return commandLineError(
                parser, "report", QStringLiteral("--lambda-money must be a number from 0 to 1e9"));
        if (!isSet(parser, Shared::Prices))
            return commandLineError(
                parser, "report",
                QStringLiteral("--lambda-money needs prices: give them with --prices FILE"));
    }

    const QString outPath = value(parser, Shared::Output);
    const QStringList dataFolders = parser.values(QStringLiteral("data"));
    for (const QString& input : dataFolders)
        if (isInsideInput(outPath, input)) {
            std::fprintf(stderr, "report: %s is inside an input of this command (%s)\n",
                         qPrintable(oneLine(outPath)), qPrintable(oneLine(input)));
            return 1;
        }
    // The report writes files of its own names into the folder (with --force over what is
    // there): an input lying in it could be among them.
    if (isSet(parser, Shared::Prices) && isInsideInput(value(parser, Shared::Prices), outPath)) {
        std::fprintf(stderr,
                     "report: the --prices file %s lies in the output folder %s, which the report "
                     "writes into; move it or choose another folder\n",
                     qPrintable(oneLine(value(parser, Shared::Prices))),
                     qPrintable(oneLine(outPath)));
        return 1;
    }
    QDir dir(outPath);
    if (QFileInfo(outPath).exists() && !QFileInfo(outPath).isDir()) {
        std::fprintf(stderr, "report: %s exists and is not a folder\n",
                     qPrintable(oneLine(outPath)));
        return 1;
    }
    if (dir.exists() && !dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden) &&
        !isSet(parser, Shared::Force)) {
        std::fprintf(stderr, "report: %s exists and is not empty; --force writes into it\n",
                     qPrintable(oneLine(outPath)));
        return 1;
    }

    ViewState base;
    base.rounds = *rounds;
    base.hardwareGrouping = *grouping;
    if (!dataFolders.isEmpty()) {
        base.dataSources.clear();
        for (const QString& d : dataFolders)
            base.dataSources << QFileInfo(d).absoluteFilePath();
    }
    Dataset dataset = loadDataSources(base.dataSources, "report");
    if (dataset.resultSets.empty()) {
        std::fprintf(stderr, "report: no result sets in the data\n");
        return 1;
    }
    // The user's prices, refused whole on a bad row (nothing written).
    base.analysis.cost.lambdaMoney = lambdaMoney;
    if (isSet(parser, Shared::Prices)) {
        const Expected<PriceTable> prices =
            PriceTable::readFile(value(parser, Shared::Prices), priceableFamilies(dataset));
        if (!prices) {
            std::fprintf(stderr, "report: %s\n", qPrintable(oneLine(prices.error())));
            return 1;
        }
        base.prices = *prices;
    }
    if (!QDir().mkpath(outPath)) {
        std::fprintf(stderr, "report: cannot create folder %s\n", qPrintable(oneLine(outPath)));
        return 1;
    }
    const DebugTimer timer;
    ExplorerState state;
    state.setDataset(std::move(dataset));
    ReportWriter writer(dir, &state);
    QList<Section> sections;
    int rendered = 0;
    for (const QString& id : benchmarks) {
        Section section{id, benchmarkDisplayName(id), {}, {}, {}, {}, {}, {}, {}, {}, {}};
        const SectionOutcome outcome = writeSection(state, writer, base, section);
        if (outcome == SectionOutcome::Failed)
            return 1;
        rendered += outcome == SectionOutcome::Written ? 1 : 0;
        sections << section;
    }
    if (rendered == 0) {
        std::fprintf(stderr, "report: nothing to report for round %s\n",
                     qPrintable(oneLine(base.rounds.front())));
        return 1;
    }
    const QByteArray html = indexHtml(base.rounds.front(), sections,
                                      ProvenanceText::dataSource(state), base.hardwareGrouping)
                                .toUtf8();
    if (const int code = writeOutput("report", dir.filePath(QStringLiteral("index.html")), html))
        return code;
    roomLogger("export").debug("report: {} workload(s) of {} to {}, {:.1f} ms", rendered,
                               benchmarks.size(), dir.path().toStdString(), timer.elapsedMs());
    std::fprintf(stderr, "report: %d workload(s) written to %s\n", rendered,
                 qPrintable(oneLine(dir.filePath(QStringLiteral("index.html")))));
    return 0;
}

} // namespace mlpe::cli
