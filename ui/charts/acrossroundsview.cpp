#include "acrossroundsview.h"

#include "core/analysis/acrossrounds.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcomparability.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"

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
    , m_series(m_chart->chart(), &m_axes) {
    m_reference->addItem(tr("Reference per round (family's smallest system of each round)"));
    m_reference->addItem(tr("One fixed reference (family's smallest system of the earliest "
                            "round)"));
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Family:"), this));
    controls->addWidget(m_family);
    controls->addWidget(m_reference);
    controls->addStretch();
    m_summary->setWordWrap(true);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->chart()->setAnimationOptions(QChart::NoAnimation);
    m_chart->chart()->legend()->setAlignment(Qt::AlignRight);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    const auto changed = [this] {
        m_dirty = true;
        if (isVisible())
            rebuild();
    };
    connect(m_family, &QComboBox::currentIndexChanged, this, changed);
    connect(m_reference, &QComboBox::currentIndexChanged, this, changed);
    connect(state, &ExplorerState::filterChanged, this, changed);
    connect(state, &ExplorerState::datasetChanged, this, changed);
}

void AcrossRoundsView::showEvent(QShowEvent* event) {
    if (m_dirty)
        rebuild();
    QWidget::showEvent(event);
}

QString AcrossRoundsView::summaryText() const {
    return m_summary->text();
}

void AcrossRoundsView::rebuild() {
    m_dirty = false;
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

    QChart* c = m_chart->chart();
    ValueBox box = buildSeries(series, points);
    if (!m_series.endRebuild()) {
        // A reused series kept an old place: start afresh so the legend order is the stable one.
        m_series.discardAll(nullptr);
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
    c->setTitle(tr("%1 on %2 across rounds (light = older, dark = newer)")
                    .arg(QString::fromStdString(family), m_state->filter().benchmark));
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
