#include "acrossroundsview.h"

#include "core/analysis/acrossrounds.h"
#include "core/analysis/roundsdecomposition.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/benchmarkcomparability.h"
#include "core/text/decompositionverdict.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"
#include "ui/widgets/rebuildwhenshown.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace mlpe {

using namespace analysis;
using namespace text;

namespace {

// Sequential colours (viridis, 5 stops reversed to dark = newest), by position among the rounds.
QColor roundColour(int index, int count) {
    static const QColor stops[] = {QColor(0xfd, 0xe7, 0x25), QColor(0x5e, 0xc9, 0x62),
                                   QColor(0x21, 0x91, 0x8c), QColor(0x3b, 0x52, 0x8b),
                                   QColor(0x44, 0x01, 0x54)};
    if (count <= 1)
        return stops[4];
    const double t = double(index) / (count - 1) * 4.0;
    const int i = std::min(3, int(t));
    const double f = t - i;
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + f * (b.redF() - a.redF())),
                            float(a.greenF() + f * (b.greenF() - a.greenF())),
                            float(a.blueF() + f * (b.blueF() - a.blueF())));
}

} // namespace

AcrossRoundsView::AcrossRoundsView(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_family(new QComboBox(this))
    , m_reference(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_from(new QComboBox(this))
    , m_to(new QComboBox(this))
    , m_decomposition(new QLabel(this))
    , m_chart(new QChartView(this))
    , m_axes(m_chart->chart(),
             {.title = tr("Accelerators N (log2)"),
              .log = true,
              .labelFormat = QStringLiteral("%g"),
              .shortTitle = tr("N (log2)")},
             {.title = tr("E′ (log2; derived, not official)"),
              .log = true,
              .labelFormat = QStringLiteral("%.3g"),
              .shortTitle = tr("E′ (log2, derived)")})
    , m_series(m_chart->chart(), &m_axes)
    , m_rebuild(new RebuildWhenShown(this, [this] { build(); })) {
    m_reference->addItem(tr("Reference per round (family's smallest system of each round)"));
    m_reference->addItem(tr("One fixed reference (family's smallest system of the earliest "
                            "round)"));
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Family:"), this));
    controls->addWidget(m_family);
    controls->addWidget(m_reference);
    controls->addStretch();
    m_summary->setWordWrap(true);
    auto* decomposition = new QHBoxLayout;
    decomposition->addWidget(new QLabel(tr("All hardware, from"), this));
    decomposition->addWidget(m_from);
    decomposition->addWidget(new QLabel(tr("to"), this));
    decomposition->addWidget(m_to);
    decomposition->addStretch();
    m_from->setToolTip(tr("The earlier round of the change in time to train to split into "
                          "hardware, round and scale"));
    m_to->setToolTip(tr("The later round"));
    m_decomposition->setWordWrap(true);
    m_decomposition->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->chart()->setAnimationOptions(QChart::NoAnimation);
    m_chart->chart()->legend()->setAlignment(Qt::AlignRight);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    layout->addLayout(decomposition);
    layout->addWidget(m_decomposition);
    const auto changed = [this] { m_rebuild->request(); };
    connect(m_family, &QComboBox::currentIndexChanged, this, changed);
    connect(m_reference, &QComboBox::currentIndexChanged, this, changed);
    connect(m_from, &QComboBox::currentIndexChanged, this, changed);
    connect(m_to, &QComboBox::currentIndexChanged, this, changed);
    connect(state, &ExplorerState::filterChanged, this, changed);
    connect(state, &ExplorerState::datasetChanged, this, changed);
}

void AcrossRoundsView::rebuild() {
    m_rebuild->rebuildNow();
}

QString AcrossRoundsView::summaryText() const {
    return m_summary->text();
}

QString AcrossRoundsView::decompositionText() const {
    return m_decomposition->text();
}

QString AcrossRoundsView::decompositionToolTip() const {
    return m_decomposition->toolTip();
}

void AcrossRoundsView::rebuildDecomposition(const std::vector<AnalysisPoint>& points,
                                            const std::string& benchmark) {
    std::set<std::string> seen;
    for (const AnalysisPoint& p : points)
        if (p.benchmark == benchmark)
            seen.insert(p.round);
    std::vector<std::string> rounds(seen.begin(), seen.end());
    std::sort(rounds.begin(), rounds.end(), roundBefore);
    // The boxes: every round of the benchmark; "from" also offers the automatic choice.
    const QString from = m_from->currentData().toString();
    const QString to = m_to->currentData().toString();
    {
        const QSignalBlocker blockFrom(m_from);
        const QSignalBlocker blockTo(m_to);
        m_from->clear();
        m_to->clear();
        m_from->addItem(tr("earliest comparable"), QString());
        for (const std::string& r : rounds) {
            m_from->addItem(QStringLiteral("v") + QString::fromStdString(r),
                            QString::fromStdString(r));
            m_to->addItem(QStringLiteral("v") + QString::fromStdString(r),
                          QString::fromStdString(r));
        }
        m_from->setCurrentIndex(std::max(0, m_from->findData(from)));
        const int keepTo = m_to->findData(to);
        m_to->setCurrentIndex(keepTo >= 0 ? keepTo : m_to->count() - 1);
    }
    if (rounds.size() < 2) {
        m_decomposition->setText(tr("One round of this benchmark: nothing to compare."));
        return;
    }
    const QString toRound = m_to->currentData().toString();
    const QString fromRound = m_from->currentData().toString();
    const QString id = QString::fromStdString(benchmark);
    const BenchmarkVersion* version = BenchmarkComparability::versionOf(id, toRound);
    if (!fromRound.isEmpty() && !BenchmarkComparability::comparable(id, fromRound, toRound)) {
        m_decomposition->setText(
            tr("v%1 and v%2 are not comparable (%3).")
                .arg(fromRound, toRound,
                     BenchmarkComparability::breakBetween(id, fromRound, toRound)));
        return;
    }
    m_decomposition->setToolTip(QString());
    if (!version)
        return m_decomposition->clear();
    // Live: a least-squares fit and 999 wild-bootstrap resamples of a linear map take a few
    // milliseconds even for the largest benchmark (about 190 results).
    const HardwareGrouping grouping = m_state->filter().hardwareGrouping;
    const std::vector<RoundSample> samples =
        roundSamples(points, benchmark, version->label().toStdString(), grouping);
    const RoundsDecomposition d =
        fromRound.isEmpty()
            ? decomposeFromEarliest(samples, toRound.toStdString(), 999, 0.95, 20261207, grouping)
            : decomposeRounds(samples, fromRound.toStdString(), toRound.toStdString(), 999, 0.95,
                              20261207, grouping);
    // The sentence and what it leans on with little stay in view; the interval's method and
    // assumption are in the tooltip.
    QString text = QString::fromStdString(decompositionSentence(d));
    if (const std::string thin = decompositionThinParts(d); !thin.empty())
        text += QLatin1Char('\n') + QString::fromStdString(thin);
    m_decomposition->setText(text);
    m_decomposition->setToolTip(QString::fromStdString(decompositionCaveats(d)));
}

void AcrossRoundsView::build() {
    const std::vector<AnalysisPoint> points = toAnalysisPoints(m_state->dataset());
    const std::string benchmark = m_state->filter().benchmark.toStdString();
    // Families with results in this benchmark, most rounds first, then most results.
    std::map<std::string, std::set<std::string>> roundsOf;
    std::map<std::string, int> resultsOf;
    for (const AnalysisPoint& p : points)
        if (p.benchmark == benchmark) {
            roundsOf[p.family].insert(p.round);
            ++resultsOf[p.family];
        }
    std::vector<std::pair<std::string, int>> families;
    for (const auto& [f, rounds] : roundsOf)
        families.push_back({f, int(rounds.size())});
    std::stable_sort(families.begin(), families.end(), [&](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : resultsOf[a.first] > resultsOf[b.first];
    });
    const QString current = m_family->currentData().toString();
    {
        const QSignalBlocker blocker(m_family);
        m_family->clear();
        for (const auto& [f, n] : families)
            m_family->addItem(FamilyPalette::swatchIcon(QString::fromStdString(f)),
                              tr("%1 (%n round(s))", nullptr, n).arg(QString::fromStdString(f)),
                              QString::fromStdString(f));
        const int keep = m_family->findData(current);
        m_family->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    const std::string family = m_family->currentData().toString().toStdString();
    const auto mode = m_reference->currentIndex() == 1 ? AcrossRoundsReference::Fixed
                                                       : AcrossRoundsReference::PerRound;
    const std::vector<RoundSeries> series = acrossRounds(points, benchmark, family, mode);
    rebuildDecomposition(points, benchmark);

    QChart* c = m_chart->chart();
    ValueBox box = buildSeries(series, points);
    if (!m_series.endRebuild()) {
        // A reused series kept an old place: build again from there, so that the legend order is
        // the stable one.
        m_series.discardMisplaced();
        box = buildSeries(series, points);
        m_series.endRebuild();
    }
    if (series.empty()) {
        m_axes.applyRange(m_axes.paddedRange(ValueBox()));
        c->setTitle(tr("No result of this family in the benchmark"));
        m_summary->clear();
        return;
    }
    box.includeY(1.0); // E' = 1 (the reference) stays in view
    m_axes.applyRange(m_axes.paddedRange(box));
    QStringList summary;
    for (std::size_t r = 0; r < series.size(); ++r) {
        const RoundSeries& s = series[r];
        // Where the benchmark changed, the rounds before and after are not compared: say why.
        if (s.breakBefore)
            summary << tr("break before v%1 (not comparable with earlier rounds: %2)")
                           .arg(QString::fromStdString(s.round),
                                BenchmarkComparability::breakBetween(
                                    m_state->filter().benchmark,
                                    QString::fromStdString(series[r - 1].round),
                                    QString::fromStdString(s.round)));
        summary << tr("v%1: %2 point(s), E′ %3–%4")
                       .arg(QString::fromStdString(s.round))
                       .arg(s.points.size())
                       .arg(*std::min_element(s.efficiency.begin(), s.efficiency.end()), 0, 'f', 2)
                       .arg(*std::max_element(s.efficiency.begin(), s.efficiency.end()), 0, 'f', 2);
    }
    if (!m_series.withRole(SeriesRole::SameSystem).isEmpty())
        summary << tr("grey lines: one system in successive rounds");
    // The rounds are drawn oldest first, so the newest (darkest) is on top and readable where
    // points of several rounds meet; the legend lists them in that order.
    c->setTitle(tr("%1 on %2 across rounds (light = older, dark = newer; newest on top)")
                    .arg(QString::fromStdString(family),
                         benchmarkDisplayName(m_state->filter().benchmark)));
    m_summary->setText(summary.join(QStringLiteral(" · ")));
}

ValueBox AcrossRoundsView::buildSeries(const std::vector<RoundSeries>& series,
                                       const std::vector<AnalysisPoint>& points) {
    m_series.beginRebuild(nullptr);
    m_rounds.clear();
    ValueBox box;
    // One system (submitter and system file) in successive rounds, joined in round order: the
    // rounds come in ascending order, and a system has one result per round and benchmark. A
    // line never crosses a break between versions of the benchmark (results not comparable).
    std::map<std::string, QList<QPointF>> bySystem;
    int version = 0;
    for (std::size_t r = 0; r < series.size(); ++r) {
        const RoundSeries& s = series[r];
        version += s.breakBefore ? 1 : 0;
        const QColor colour = roundColour(int(r), int(series.size()));
        const AnalysisPoint& ref = points[s.reference];
        const QString name =
            tr("v%1 (ref %2, N = %3)")
                .arg(QString::fromStdString(s.round), QString::fromStdString(ref.submitter))
                .arg(ref.accelerators);
        bool created = false;
        QScatterSeries* dots = m_series.plainScatter(SeriesRole::Family, name, true,
                                                     ChartSeriesSet::Filling::Append, &created);
        dots->setMarkerSize(10);
        dots->setColor(colour);
        dots->setPen(QPen(colour.darker(150), 1));
        for (std::size_t i = 0; i < s.points.size(); ++i) {
            const AnalysisPoint& p = points[s.points[i]];
            const QPointF value(p.accelerators, s.efficiency[i]);
            dots->append(value);
            box.include(value);
            // Keyed by system and version: one line per stretch of comparable rounds.
            bySystem[p.submitter + '/' + p.system + " #" + std::to_string(version)] << value;
        }
        m_rounds << QString::fromStdString(s.round);
    }
    for (const auto& [system, values] : bySystem) {
        if (values.size() < 2)
            continue;
        m_series
            .line(SeriesRole::SameSystem,
                  QString::fromStdString(system.substr(0, system.rfind(" #"))),
                  QPen(QColor(0x70, 0x70, 0x70), 1.2), false)
            ->append(values);
    }
    // References ringed (one ring per round's reference, or the fixed one).
    bool created = false;
    QScatterSeries* rings = m_series.plainScatter(SeriesRole::Reference, tr("reference"), true,
                                                  ChartSeriesSet::Filling::Append, &created);
    if (created) {
        rings->setMarkerSize(20);
        rings->setColor(Qt::transparent);
        rings->setPen(QPen(Qt::black, 2));
    }
    for (const RoundSeries& s : series)
        for (std::size_t i = 0; i < s.points.size(); ++i)
            if (s.points[i] == s.reference)
                rings->append(points[s.reference].accelerators, s.efficiency[i]);
    return box;
}

} // namespace mlpe
