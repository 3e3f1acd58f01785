#include "comparisonchartview.h"

#include "comparisonmarkers.h"
#include "core/analysis/numberformat.h"
#include "core/report/comparisonreportwriter.h"
#include "selectionmarker.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMap>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace mlpe {

using analysis::BreakEvenDefinition;
using analysis::BreakEvenOutcome;

namespace {
const QColor kReferenceRed(0xC0, 0x00, 0x00); // the reference's colour in every chart
} // namespace

ComparisonChartView::ComparisonChartView(ComparisonModel* comparison, QWidget* parent)
    : AbstractChartView(parent)
    , m_comparison(comparison)
    , m_axes(chart(),
             {.title = tr("Accelerators N (log2)"),
              .log = true,
              .labelFormat = QStringLiteral("%g"),
              .shortTitle = tr("N (log2)")},
             {.title = tr("Efficiency E′ (log2; derived, not official)"),
              .log = true,
              .labelFormat = QStringLiteral("%.3g"),
              .shortTitle = tr("E′ (log2, derived)")})
    , m_series(chart(), &m_axes) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    setMouseTracking(true);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->hide();
    // Rebuilt while shown only: hidden (the Compare dock closed, the window's default), a
    // rebuild would also make the inactive comparison compute its two analyses, on every change
    // of the selection too. Shown, it catches up.
    connect(comparison, &ComparisonModel::comparisonChanged, this,
            &ComparisonChartView::scheduleRebuild);
    connect(comparison->state(), &ExplorerState::selectionChanged, this,
            &ComparisonChartView::scheduleRebuild);
}

QScatterSeries* ComparisonChartView::addScatter(SeriesRole role, const QString& key,
                                                bool* created) {
    QScatterSeries* s =
        m_series.plainScatter(role, key, false, ChartSeriesSet::Filling::Replace, created);
    m_pending[s]; // emptied unless points are plotted
    return s;
}

QLineSeries* ComparisonChartView::addLine(SeriesRole role, const QString& key, const QPen& pen) {
    QLineSeries* s = m_series.line(role, key, pen, false, ChartSeriesSet::Filling::Replace);
    m_pending[s];
    return s;
}

void ComparisonChartView::addFamilySeries() {
    // One series per family and scenario, families in name order.
    const analysis::ComparisonResult& c = m_comparison->result();
    const auto& points = m_comparison->points();
    QMap<QString, bool> families;
    for (const auto& row : c.rows)
        families.insert(QString::fromStdString(points[row.pointIndex].family), true);
    // Styled once, when created: every style setter re-creates the series' marker items.
    bool created = false;
    for (auto it = families.cbegin(); it != families.cend(); ++it) {
        QScatterSeries* s = addScatter(SeriesRole::Family, it.key(), &created);
        if (created)
            ComparisonMarkers::styleFamilySeries(s, it.key(), false, 10,
                                                 m_comparison->state()->familiesInScope());
        m_familyA.insert(it.key(), s);
        m_seriesA << s;
    }
    for (auto it = families.cbegin(); it != families.cend(); ++it) {
        QScatterSeries* s =
            addScatter(SeriesRole::Family, it.key() + QStringLiteral(" (B)"), &created);
        if (created)
            ComparisonMarkers::styleFamilySeries(s, it.key(), true, 11,
                                                 m_comparison->state()->familiesInScope());
        m_familyB.insert(it.key(), s);
        m_seriesB << s;
    }
}

void ComparisonChartView::addPoints() {
    const analysis::ComparisonResult& c = m_comparison->result();
    const auto& points = m_comparison->points();
    const ExplorerState* state = m_comparison->state();
    m_selected.clear();
    for (const auto& row : c.rows) {
        const auto& p = points[row.pointIndex];
        const QString family = QString::fromStdString(p.family);
        const double n = p.accelerators;
        const bool isSelected =
            m_comparison->resultSetKeyOf(row.pointIndex) == state->selectedKey() &&
            !state->selectedKey().isEmpty();
        const auto plot = [&](bool inScenario, double efficiency, bool scenarioB) {
            if (!inScenario || !std::isfinite(efficiency) || !(efficiency > 0))
                return;
            const QPointF value(n, efficiency);
            m_pending[(scenarioB ? m_familyB : m_familyA).value(family)].append(value);
            m_plotted.push_back({value, row.pointIndex, scenarioB});
            m_box.include(value);
            if (isSelected)
                m_selected << value;
        };
        plot(row.inA, row.efficiencyA, false);
        plot(row.inB, row.efficiencyB, true);
    }
}

void ComparisonChartView::addReferences() {
    // References in red, as in the main charts: A ringed by a circle, B framed by a larger
    // square, so that where the two coincide both stay visible (the ring inside the square).
    const analysis::ComparisonResult& c = m_comparison->result();
    const auto& points = m_comparison->points();
    bool created = false;
    auto* refA = addScatter(SeriesRole::Reference, QStringLiteral("reference A"), &created);
    if (created) {
        refA->setMarkerSize(20);
        refA->setColor(Qt::transparent);
        refA->setPen(QPen(kReferenceRed, 2.5));
    }
    auto* refB = addScatter(SeriesRole::Reference, QStringLiteral("reference B"), &created);
    if (created) {
        refB->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        refB->setMarkerSize(30);
        refB->setColor(Qt::transparent);
        refB->setPen(QPen(kReferenceRed, 2));
    }
    for (const auto& row : c.rows) {
        const auto& p = points[row.pointIndex];
        if (row.inA && c.a.points[row.pointIndex].isReference)
            m_pending[refA].append(QPointF(p.accelerators, row.efficiencyA));
        if (row.inB && c.b.points[row.pointIndex].isReference)
            m_pending[refB].append(QPointF(p.accelerators, row.efficiencyB));
    }
    // The selected result set, ringed under both scenarios, over the references.
    if (m_selected.isEmpty())
        return;
    auto* sel = addScatter(SeriesRole::Selection, QStringLiteral("selected"), &created);
    if (created)
        SelectionMarker::apply(sel, 36); // outside B's reference square
    m_pending[sel] = m_selected;
}

void ComparisonChartView::addRangeOverlays(const QRectF& range) {
    // The E' = tau line across the chart, and the threshold break-even (series "all") of each
    // scenario as a vertical line from bottom to top.
    const analysis::ComparisonResult& c = m_comparison->result();
    const double tau = m_comparison->state()->analysisParams().breakEven.tau;
    auto* tauLine = addLine(SeriesRole::Threshold, QStringLiteral("tau"),
                            QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
    m_pending[tauLine] = {QPointF(range.left(), tau), QPointF(range.right(), tau)};
    const auto breakEvenLine = [&](const analysis::AnalysisResult& r, const QString& name,
                                   Qt::PenStyle style) {
        for (const auto& b : r.breakEven) {
            if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.series != "all")
                continue;
            if (!(b.outcome == BreakEvenOutcome::Found ||
                  b.outcome == BreakEvenOutcome::AtOrAbove) ||
                !std::isfinite(b.accelerators))
                return;
            const QString what = b.outcome == BreakEvenOutcome::AtOrAbove ? tr("≥ %1") : tr("≈ %1");
            m_caption += tr(" &nbsp; N* %1 %2")
                             .arg(name, what.arg(QString::fromStdString(
                                            analysis::formatAccelerators(b.accelerators))));
            auto* line = addLine(SeriesRole::BreakEven, QStringLiteral("N* ") + name,
                                 QPen(QColor(0x33, 0x33, 0x33), 1.5, style));
            m_pending[line] = {QPointF(b.accelerators, range.top()),
                               QPointF(b.accelerators, range.bottom())};
        }
    };
    breakEvenLine(c.a, tr("under A"), Qt::SolidLine);
    breakEvenLine(c.b, tr("under B"), Qt::DashDotLine);
}

void ComparisonChartView::buildSeries() {
    m_series.beginRebuild(nullptr);
    m_pending.clear();
    m_seriesA.clear();
    m_seriesB.clear();
    m_familyA.clear();
    m_familyB.clear();
    m_plotted.clear();
    m_box = ValueBox();
    const ExplorerState* state = m_comparison->state();
    addFamilySeries();
    addPoints();
    QStringList families;
    for (const QString& family : m_familyA.keys())
        families << family;
    families.sort();
    for (QString& family : families) {
        const FamilyStyle look = FamilyLooks::styleIn(family, state->familiesInScope());
        family = QStringLiteral("<span style='color:%1'>%2</span> %3")
                     .arg(look.colour.name(), FamilyPalette::shapeGlyph(look.shape),
                          family.toHtmlEscaped());
    }
    m_caption = tr("● filled: <b>A</b> (%1) &nbsp; ○ hollow: <b>B</b> (%2) &nbsp; red ◯: A's "
                   "reference, red □: B's &nbsp; ⌜ ⌟ corners: the selection &nbsp; dashed: "
                   "E′ = τ; vertical: N* under A (solid), under B (dash-dot)<br>%3")
                    .arg(ComparisonReportWriter::scenarioLabel(state->scenarioA()).toHtmlEscaped(),
                         ComparisonReportWriter::scenarioLabel(state->scenarioB()).toHtmlEscaped(),
                         families.join(QStringLiteral(" &nbsp; ")));
    addReferences();
    if (m_box.empty)
        return;
    m_box.include(QPointF(m_box.x0, state->analysisParams().breakEven.tau));
    addRangeOverlays(m_axes.paddedRange(m_box));
}

void ComparisonChartView::buildChart() {
    buildSeries();
    if (!m_series.endRebuild()) {
        // A reused series kept an old place (drawing order): build again from there, in order.
        m_series.discardMisplaced();
        buildSeries();
        m_series.endRebuild();
    }
    // One replace() per series: append() point by point re-lays the series out each time.
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        it.key()->replace(it.value());
    m_pending.clear();
    if (m_box.empty) { // nothing in view: keep the axes valid
        m_axes.applyRange(QRectF(QPointF(1, 0.125), QPointF(1024, 8)));
        setChartTitle(tr("No point in view under A or B"));
    } else {
        m_axes.applyRange(m_axes.paddedRange(m_box));
        setChartTitle(tr("E′ under A (filled) and B (hollow)"));
    }
    emit captionChanged(m_caption);
}

QPoint ComparisonChartView::viewportPosOf(const QPointF& value) const {
    const QPointF scene = chart()->mapToScene(chart()->mapToPosition(value));
    return mapFromScene(scene);
}

int ComparisonChartView::plottedAt(const QPoint& pos) const {
    int best = -1;
    double bestDistance = 8.0 * 8.0;
    for (std::size_t i = 0; i < m_plotted.size(); ++i) {
        const QPoint p = viewportPosOf(m_plotted[i].value);
        const double dx = p.x() - pos.x(), dy = p.y() - pos.y();
        if (dx * dx + dy * dy <= bestDistance) {
            bestDistance = dx * dx + dy * dy;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void ComparisonChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        const int hit = plottedAt(event->position().toPoint());
        m_comparison->state()->setSelectedKey(
            hit < 0 ? QString()
                    : m_comparison->resultSetKeyOf(
                          m_plotted[static_cast<std::size_t>(hit)].pointIndex));
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void ComparisonChartView::mouseMoveEvent(QMouseEvent* event) {
    const int hit = plottedAt(event->position().toPoint());
    if (hit >= 0) {
        const Plotted& p = m_plotted[static_cast<std::size_t>(hit)];
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("%1\nN = %2, E′ under %3 = %4")
                               .arg(m_comparison->pointName(p.pointIndex))
                               .arg(p.value.x())
                               .arg(p.scenarioB ? QStringLiteral("B") : QStringLiteral("A"))
                               .arg(p.value.y(), 0, 'f', 3),
                           this);
    } else {
        QToolTip::hideText();
    }
    QChartView::mouseMoveEvent(event);
}

} // namespace mlpe
