#include "comparisonchartview.h"

#include "comparisonmarkers.h"
#include "core/analysis/sensitivityverdict.h"
#include "core/report/comparisonreportwriter.h"
#include "selectionmarker.h"
#include "ui/compare/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
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
    : QChartView(parent)
    , m_comparison(comparison)
    , m_axisX(new QLogValueAxis)
    , m_axisY(new QLogValueAxis) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    setMouseTracking(true);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->hide();
    m_axisX->setBase(2.0);
    m_axisX->setLabelFormat(QStringLiteral("%g"));
    m_axisX->setTitleText(tr("Accelerators N (log2)"));
    m_axisY->setBase(2.0);
    m_axisY->setLabelFormat(QStringLiteral("%.3g"));
    m_axisY->setTitleText(tr("Efficiency E′ (log2; derived, not official)"));
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    connect(comparison, &ComparisonModel::comparisonChanged, this, &ComparisonChartView::rebuild);
    connect(comparison->state(), &ExplorerState::selectionChanged, this,
            &ComparisonChartView::rebuild);
    rebuild();
}

void ComparisonChartView::beginSeries() {
    m_used.clear();
    m_seriesA.clear();
    m_seriesB.clear();
    m_plotted.clear();
}

void ComparisonChartView::endSeries() {
    // One replace() per series: append() point by point re-lays the series out each time.
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        it.key()->replace(it.value());
    m_pending.clear();
    for (auto it = m_series.begin(); it != m_series.end();) {
        if (m_used.contains(it.key())) {
            ++it;
            continue;
        }
        chart()->removeSeries(it.value());
        delete it.value();
        it = m_series.erase(it);
    }
}

QScatterSeries* ComparisonChartView::addScatter(const QString& key, bool* created) {
    m_used.insert(key);
    if (created)
        *created = false;
    if (auto* s = qobject_cast<QScatterSeries*>(m_series.value(key))) {
        m_pending[s]; // emptied unless points are plotted
        return s;
    }
    if (created)
        *created = true;
    auto* s = new QScatterSeries;
    s->setName(key);
    chart()->addSeries(s);
    s->attachAxis(m_axisX);
    s->attachAxis(m_axisY);
    m_series.insert(key, s);
    m_pending[s];
    return s;
}

QLineSeries* ComparisonChartView::addLine(const QString& key, const QPen& pen) {
    m_used.insert(key);
    auto* s = qobject_cast<QLineSeries*>(m_series.value(key));
    if (!s) {
        s = new QLineSeries;
        s->setName(key);
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        m_series.insert(key, s);
    }
    if (s->pen() != pen)
        s->setPen(pen);
    m_pending[s];
    return s;
}

void ComparisonChartView::rebuild() {
    beginSeries();
    const analysis::ComparisonResult& c = m_comparison->result();
    const auto& points = m_comparison->points();
    const ExplorerState* state = m_comparison->state();
    chart()->setTitle(tr("E′ under A (filled) and B (hollow)"));

    // One series per family and scenario, families in name order (legend: A's only).
    QMap<QString, QScatterSeries*> familyA, familyB;
    for (const auto& row : c.rows) {
        const QString family = QString::fromStdString(points[row.pointIndex].family);
        familyA.insert(family, nullptr);
        familyB.insert(family, nullptr);
    }
    // Styled once, when created: every style setter re-creates the series' marker items.
    bool created = false;
    for (auto it = familyA.begin(); it != familyA.end(); ++it) {
        it.value() = addScatter(it.key(), &created);
        if (created)
            ComparisonMarkers::styleFamilySeries(it.value(), it.key(), false, 10,
                                                 state->familiesInScope());
        m_seriesA << it.value();
    }
    for (auto it = familyB.begin(); it != familyB.end(); ++it) {
        it.value() = addScatter(it.key() + QStringLiteral(" (B)"), &created);
        if (created)
            ComparisonMarkers::styleFamilySeries(it.value(), it.key(), true, 11,
                                                 state->familiesInScope());
        m_seriesB << it.value();
    }
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
    const auto include = [&](double x, double y) {
        x0 = std::min(x0, x);
        x1 = std::max(x1, x);
        y0 = std::min(y0, y);
        y1 = std::max(y1, y);
    };
    QPointF selectedA(-1, -1), selectedB(-1, -1);
    for (const auto& row : c.rows) {
        const auto& p = points[row.pointIndex];
        const QString family = QString::fromStdString(p.family);
        const double n = p.accelerators;
        const bool selected =
            m_comparison->resultSetKeyOf(row.pointIndex) == state->selectedKey() &&
            !state->selectedKey().isEmpty();
        if (row.inA && std::isfinite(row.efficiencyA) && row.efficiencyA > 0) {
            m_pending[familyA[family]].append(QPointF(n, row.efficiencyA));
            m_plotted.push_back({QPointF(n, row.efficiencyA), row.pointIndex, false});
            include(n, row.efficiencyA);
            if (selected)
                selectedA = QPointF(n, row.efficiencyA);
        }
        if (row.inB && std::isfinite(row.efficiencyB) && row.efficiencyB > 0) {
            m_pending[familyB[family]].append(QPointF(n, row.efficiencyB));
            m_plotted.push_back({QPointF(n, row.efficiencyB), row.pointIndex, true});
            include(n, row.efficiencyB);
            if (selected)
                selectedB = QPointF(n, row.efficiencyB);
        }
    }
    const QString labelA = ComparisonReportWriter::scenarioLabel(state->scenarioA());
    const QString labelB = ComparisonReportWriter::scenarioLabel(state->scenarioB());
    QStringList families;
    for (auto it = familyA.cbegin(); it != familyA.cend(); ++it) {
        const FamilyStyle look = FamilyPalette::styleFor(it.key(), state->familiesInScope());
        families << QStringLiteral("<span style='color:%1'>%2</span> %3")
                        .arg(look.colour.name(), FamilyPalette::shapeGlyph(look.shape),
                             it.key().toHtmlEscaped());
    }
    QString caption = tr("● filled: <b>A</b> (%1) &nbsp; ○ hollow: <b>B</b> (%2) &nbsp; red ◯: A's "
                         "reference, red □: B's &nbsp; ⌜ ⌟ corners: the selection &nbsp; dashed: "
                         "E′ = τ; vertical: N* under A (solid), under B (dash-dot)<br>%3")
                          .arg(labelA.toHtmlEscaped(), labelB.toHtmlEscaped(),
                               families.join(QStringLiteral(" &nbsp; ")));
    // References in red, as in the main charts: A ringed by a circle, B framed by a larger
    // square, so that where the two coincide both stay visible (the ring inside the square).
    auto* refA = addScatter(QStringLiteral("reference A"), &created);
    if (created) {
        refA->setMarkerSize(20);
        refA->setColor(Qt::transparent);
        refA->setPen(QPen(kReferenceRed, 2.5));
    }
    auto* refB = addScatter(QStringLiteral("reference B"), &created);
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
    if (selectedA.x() > 0 || selectedB.x() > 0) {
        auto* sel = addScatter(QStringLiteral("selected"), &created);
        if (created)
            SelectionMarker::apply(sel, 36); // outside B's reference square
        if (selectedA.x() > 0)
            m_pending[sel].append(selectedA);
        if (selectedB.x() > 0)
            m_pending[sel].append(selectedB);
    }
    if (!std::isfinite(x0)) { // nothing in view: keep the axes valid
        m_caption = caption;
        emit captionChanged(m_caption);
        endSeries();
        m_axisX->setRange(1, 1024);
        m_axisY->setRange(0.125, 8);
        chart()->setTitle(tr("No point in view under A or B"));
        return;
    }
    const double tau = state->analysisParams().breakEven.tau;
    include(x0, tau);
    // Padding in log2 units, so no marker sits on an axis.
    const double lx0 = std::log2(x0) - 0.4, lx1 = std::log2(x1) + 0.4;
    const double ly0 = std::log2(y0) - 0.3, ly1 = std::log2(y1) + 0.3;
    m_axisX->setRange(std::exp2(lx0), std::exp2(lx1));
    m_axisY->setRange(std::exp2(ly0), std::exp2(ly1));
    auto* tauLine = addLine(QStringLiteral("tau"), QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
    m_pending[tauLine].append(QPointF(std::exp2(lx0), tau));
    m_pending[tauLine].append(QPointF(std::exp2(lx1), tau));
    // Threshold break-even (series "all") of each scenario, as a vertical line.
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
            caption += tr(" &nbsp; N* %1 %2")
                           .arg(name, what.arg(QString::fromStdString(
                                          analysis::formatAccelerators(b.accelerators))));
            auto* line =
                addLine(QStringLiteral("N* ") + name, QPen(QColor(0x33, 0x33, 0x33), 1.5, style));
            m_pending[line].append(QPointF(b.accelerators, std::exp2(ly0)));
            m_pending[line].append(QPointF(b.accelerators, std::exp2(ly1)));
        }
    };
    breakEvenLine(c.a, tr("under A"), Qt::SolidLine);
    breakEvenLine(c.b, tr("under B"), Qt::DashDotLine);
    endSeries();
    m_caption = caption;
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

QList<QScatterSeries*> ComparisonChartView::scenarioSeries(bool scenarioB) const {
    return scenarioB ? m_seriesB : m_seriesA;
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
