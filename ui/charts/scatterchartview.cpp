#include "scatterchartview.h"

#include "core/analysis/analysislabels.h"
#include "core/analysis/convexhull.h"
#include "ui/explorerstate.h"

#include <QApplication>
#include <QChart>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMenu>
#include <QMouseEvent>
#include <QRubberBand>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>
#include <map>

namespace mlpe {

namespace {

constexpr qreal kPointSize = 11.0;
constexpr int kHitRadius = 8; // pixels
constexpr int kDragStart = 5; // pixels before a press becomes a drag
const char* kRole = "mlpeRole";
const char* kFamily = "mlpeFamily";
const char* kCluster = "mlpeCluster";
const char* kPoolKey = "mlpePoolKey";

QString poolKey(SeriesRole role, const QString& name, const char* type) {
    return QString::number(int(role)) + QLatin1Char('|') + QLatin1String(type) + QLatin1Char('|') +
           name;
}

QScatterSeries::MarkerShape toQtShape(MarkerShape shape) {
    switch (shape) {
    case MarkerShape::Circle:
        return QScatterSeries::MarkerShapeCircle;
    case MarkerShape::Rectangle:
        return QScatterSeries::MarkerShapeRectangle;
    case MarkerShape::Triangle:
        return QScatterSeries::MarkerShapeTriangle;
    case MarkerShape::RotatedRectangle:
        return QScatterSeries::MarkerShapeRotatedRectangle;
    case MarkerShape::Pentagon:
        return QScatterSeries::MarkerShapePentagon;
    case MarkerShape::Star:
        return QScatterSeries::MarkerShapeStar;
    }
    return QScatterSeries::MarkerShapeCircle;
}

QAbstractAxis* makeAxis(const ScatterChartView::AxisSpec& spec) {
    if (spec.log) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2.0);
        axis->setLabelFormat(spec.labelFormat);
        axis->setMinorTickCount(-1); // no unlabeled minor grid between powers of two
        axis->setTitleText(spec.title);
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setLabelFormat(spec.labelFormat);
    axis->setTickCount(7);
    axis->setTitleText(spec.title);
    return axis;
}

void setAxisRange(QAbstractAxis* axis, double min, double max) {
    axis->setRange(min, max);
}

} // namespace

ScatterChartView::ScatterChartView(ExplorerState* state, const AxisSpec& x, const AxisSpec& y,
                                   QWidget* parent)
    : QChartView(parent)
    , m_state(state)
    , m_x(x)
    , m_y(y) {
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand); // ours: Qt's swallows clicks
    setMouseTracking(true);
    setMinimumSize(420, 300);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignRight); // short labels; definitions in the caption
    c->legend()->setShowToolTips(true);
    m_axisX = makeAxis(x);
    m_axisY = makeAxis(y);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);

    connect(state, &ExplorerState::rowsChanged, this,
            [this](bool sameRows) { scheduleRebuild(!sameRows); });
    connect(state, &ExplorerState::selectionChanged, this, [this] { updateSelectionRing(); });
}

ScatterChartView::~ScatterChartView() = default;

QPointF ScatterChartView::toLinear(const QPointF& v) const {
    return {m_x.log ? std::log2(v.x()) : v.x(), m_y.log ? std::log2(v.y()) : v.y()};
}

QPointF ScatterChartView::fromLinear(const QPointF& l) const {
    return {m_x.log ? std::exp2(l.x()) : l.x(), m_y.log ? std::exp2(l.y()) : l.y()};
}

void ScatterChartView::attach(QXYSeries* series, SeriesRole role, bool inLegend) {
    series->setProperty(kRole, static_cast<int>(role));
    chart()->addSeries(series);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
    if (!inLegend) {
        for (QLegendMarker* marker : chart()->legend()->markers(series))
            marker->setVisible(false);
    }
}

QXYSeries* ScatterChartView::takeUnused(SeriesRole role, const QString& name, const char* type) {
    const auto it = m_unused.find(poolKey(role, name, type));
    if (it == m_unused.end())
        return nullptr;
    QXYSeries* series = it.value();
    m_unused.erase(it);
    series->clear();
    series->setVisible(true);
    return series;
}

QScatterSeries* ScatterChartView::addScatter(SeriesRole role, const QString& name,
                                             const QColor& fill, MarkerShape shape, qreal size,
                                             bool inLegend) {
    auto* series = static_cast<QScatterSeries*>(takeUnused(role, name, "scatter"));
    const bool reused = series != nullptr;
    if (!reused) {
        series = new QScatterSeries;
        series->setName(name);
        series->setProperty(kPoolKey, poolKey(role, name, "scatter"));
    }
    series->setMarkerShape(toQtShape(shape));
    series->setMarkerSize(size);
    series->setColor(fill);
    series->setBorderColor(fill.alpha() == 0 ? QColor(Qt::black) : fill.darker(140));
    series->setPointsConfiguration({});
    if (reused) {
        for (QLegendMarker* marker : chart()->legend()->markers(series))
            marker->setVisible(inLegend);
    } else {
        attach(series, role, inLegend);
    }
    return series;
}

QLineSeries* ScatterChartView::addLine(SeriesRole role, const QString& name, const QPen& pen,
                                       bool inLegend) {
    auto* series = static_cast<QLineSeries*>(takeUnused(role, name, "line"));
    if (series) {
        series->setPen(pen);
        for (QLegendMarker* marker : chart()->legend()->markers(series))
            marker->setVisible(inLegend);
        return series;
    }
    series = new QLineSeries;
    series->setName(name);
    series->setProperty(kPoolKey, poolKey(role, name, "line"));
    series->setPen(pen);
    attach(series, role, inLegend);
    return series;
}

QList<QXYSeries*> ScatterChartView::seriesWithRole(SeriesRole role) const {
    QList<QXYSeries*> list;
    for (QAbstractSeries* s : chart()->series()) {
        if (s->property(kRole).toInt() == static_cast<int>(role))
            list << static_cast<QXYSeries*>(s);
    }
    return list;
}

QXYSeries* ScatterChartView::familySeries(const QString& family) const {
    for (QXYSeries* s : seriesWithRole(SeriesRole::Family)) {
        if (s->property(kFamily).toString() == family)
            return s;
    }
    return nullptr;
}

void ScatterChartView::scheduleRebuild(bool scopeChanged) {
    if (scopeChanged)
        m_resetZoomOnRebuild = true;
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void ScatterChartView::showEvent(QShowEvent* event) {
    if (m_dirty)
        rebuild();
    QChartView::showEvent(event);
}

void ScatterChartView::rebuild() {
    m_dirty = false;
    const QRectF previous = visibleRange();
    const bool keepZoom = !m_resetZoomOnRebuild && m_history.canGoBack();
    m_unused.clear();
    for (QAbstractSeries* s : chart()->series()) {
        if (s != m_anchor)
            m_unused.insert(s->property(kPoolKey).toString(), static_cast<QXYSeries*>(s));
    }
    m_plotted.clear();
    if (!m_anchor)
        m_anchor = addLine(SeriesRole::Anchor, QString(), QPen(Qt::transparent), false);
    m_selection = nullptr;

    addPointSeries();
    ValueBox range;
    for (const PlottedPoint& p : m_plotted)
        range.include(p.value);
    addClusterOverlays();
    addOverlays(range);

    m_selection = addScatter(SeriesRole::Selection, tr("Selected"), Qt::transparent,
                             MarkerShape::Circle, 24, false);
    m_selection->setPen(QPen(QColor(0x20, 0x20, 0x20), 2.0));
    updateSelectionRing();
    for (QXYSeries* unused : std::as_const(m_unused)) {
        chart()->removeSeries(unused);
        delete unused;
    }
    m_unused.clear();

    m_dataBox = range;
    if (keepZoom) {
        applyRange(previous);
    } else {
        m_history.clear();
        applyNiceRange(paddedRange(range));
    }
    m_resetZoomOnRebuild = false;
    emit zoomChanged();
}

void ScatterChartView::addPointSeries() {
    const ExplorerFilter& filter = m_state->filter();
    // Points first (one replace() per series, not one signal per point), then the series.
    std::map<QString, QList<QPointF>> familyPoints;
    QList<QPointF> excludedPoints;
    QList<QPointF> referencePoints;
    const auto& rows = m_state->rows();
    for (size_t i = 0; i < rows.size(); ++i) {
        const ExplorerRow& row = rows[i];
        const analysis::PointResult* r = m_state->pointResult(row);
        if (!r || (r->state != analysis::PointState::InView &&
                   r->state != analysis::PointState::Excluded))
            continue;
        const std::optional<QPointF> v = valueOf(row, *r);
        if (!v)
            continue;
        m_plotted.push_back({*v, static_cast<int>(i)});
        if (r->state == analysis::PointState::Excluded) {
            excludedPoints << *v;
            continue;
        }
        familyPoints[row.set->systemDescription.accelerator.family] << *v;
        if (r->isReference)
            referencePoints << *v;
    }
    // One series per family in scope, hidden families included (empty, greyed legend entry) so
    // that a legend click can bring them back.
    for (const QString& family : m_state->familiesInScope()) {
        const FamilyStyle style = FamilyPalette::styleFor(family);
        QScatterSeries* s =
            addScatter(SeriesRole::Family, family, style.colour, style.shape, kPointSize, true);
        s->setProperty(kFamily, family);
        s->replace(familyPoints[family]);
        const bool hidden = filter.hiddenFamilies.contains(family);
        for (QLegendMarker* marker : chart()->legend()->markers(s)) {
            marker->setLabelBrush(hidden ? QBrush(QColor(0xA0, 0xA0, 0xA0))
                                         : chart()->legend()->labelBrush());
            marker->setBrush(hidden ? QColor(0xD8, 0xD8, 0xD8) : style.colour);
            marker->setPen(QPen(hidden ? QColor(0xA0, 0xA0, 0xA0) : style.colour.darker(140)));
            connect(marker, &QLegendMarker::clicked, this, &ScatterChartView::onLegendMarkerClicked,
                    Qt::UniqueConnection);
        }
    }
    if (!excludedPoints.isEmpty()) {
        addScatter(SeriesRole::Excluded, tr("Excluded"), FamilyPalette::excludedColour(),
                   MarkerShape::Circle, kPointSize - 2, true)
            ->replace(excludedPoints);
    }
    if (!referencePoints.isEmpty()) {
        QScatterSeries* references = addScatter(SeriesRole::Reference, tr("Reference"),
                                                Qt::transparent, MarkerShape::Circle, 20, true);
        references->setPen(QPen(QColor(0xC0, 0x00, 0x00), 2.5));
        for (QLegendMarker* marker : chart()->legend()->markers(references))
            marker->setBrush(QColor(0xC0, 0x00, 0x00));
        references->replace(referencePoints);
    }
}

void ScatterChartView::addClusterOverlays() {
    const analysis::ClusteringResult& clustering = m_state->analysis().clustering;
    if (!clustering.performed || clustering.chosenK < 1)
        return;
    // Hulls and centroids in this chart's own coordinates: the convex hull is taken in the
    // linearised space (log2 on log axes) so that its edges are straight on screen.
    std::map<int, std::vector<analysis::ChartPoint>> members;
    for (const PlottedPoint& p : m_plotted) {
        const analysis::PointResult* r = m_state->pointResult(m_state->rows()[size_t(p.row)]);
        if (r && r->cluster >= 0 && r->state == analysis::PointState::InView) {
            const QPointF l = toLinear(p.value);
            members[r->cluster].push_back({l.x(), l.y()});
        }
    }
    QList<QPointF> centroidPoints;
    bool first = true;
    for (const auto& [cluster, pts] : members) {
        const QColor colour = FamilyPalette::clusterColour(cluster);
        const std::vector<analysis::ChartPoint> hull = analysis::convexHull(pts);
        if (hull.size() >= 2) {
            QPen pen(colour, 1.6, Qt::DashLine);
            // One legend entry for all hulls (the table's Cluster column has the colours).
            QLineSeries* line = addLine(SeriesRole::Hull,
                                        first ? tr("Clusters (k = %1)").arg(clustering.chosenK)
                                              : tr("Cluster %1").arg(cluster + 1),
                                        pen, first);
            if (first) {
                for (QLegendMarker* marker : chart()->legend()->markers(line))
                    marker->setBrush(Qt::NoBrush);
            }
            first = false;
            line->setProperty(kCluster, cluster);
            QList<QPointF> outline;
            for (const analysis::ChartPoint& h : hull)
                outline << fromLinear({h.x, h.y});
            if (hull.size() > 2)
                outline << outline.front(); // close the polygon
            line->replace(outline);
        }
        double sx = 0.0;
        double sy = 0.0;
        for (const analysis::ChartPoint& p : pts) {
            sx += p.x;
            sy += p.y;
        }
        centroidPoints << fromLinear({sx / double(pts.size()), sy / double(pts.size())});
    }
    if (!centroidPoints.isEmpty()) {
        addScatter(SeriesRole::Centroid, tr("Centroids"), QColor(0x40, 0x40, 0x40),
                   MarkerShape::Star, 14, true)
            ->replace(centroidPoints);
    }
}

void ScatterChartView::updateSelectionRing() {
    if (!m_selection)
        return;
    m_selection->clear();
    const int row = m_state->rowIndexOfKey(m_state->selectedKey());
    for (const PlottedPoint& p : m_plotted) {
        if (p.row == row)
            m_selection->append(p.value);
    }
}

void ScatterChartView::ValueBox::include(const QPointF& p) {
    if (empty) {
        x0 = x1 = p.x();
        y0 = y1 = p.y();
        empty = false;
        return;
    }
    x0 = std::min(x0, p.x());
    x1 = std::max(x1, p.x());
    y0 = std::min(y0, p.y());
    y1 = std::max(y1, p.y());
}

QRectF ScatterChartView::paddedRange(const ValueBox& box) const {
    if (box.empty)
        return QRectF(QPointF(m_x.log ? 1 : 0, m_y.log ? 1 : 0),
                      QPointF(m_x.log ? 64 : 1, m_y.log ? 64 : 1));
    const QRectF r = box.rect();
    auto pad = [](double lo, double hi, bool log) {
        if (log) {
            double l = std::log2(lo);
            double h = std::log2(hi);
            const double span = std::max(h - l, 1.0);
            return std::pair{std::exp2(l - 0.08 * span), std::exp2(h + 0.08 * span)};
        }
        const double span = hi - lo > 0 ? hi - lo : std::max(std::abs(hi), 0.1);
        return std::pair{lo - 0.08 * span, hi + 0.08 * span};
    };
    const auto [x0, x1] = pad(r.left(), r.right(), m_x.log);
    const auto [y0, y1] = pad(r.top(), r.bottom(), m_y.log);
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

QRectF ScatterChartView::visibleRange() const {
    auto range = [](QAbstractAxis* axis) -> std::pair<double, double> {
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            return {v->min(), v->max()};
        if (auto* l = qobject_cast<QLogValueAxis*>(axis))
            return {l->min(), l->max()};
        return {0, 1};
    };
    const auto [x0, x1] = range(m_axisX);
    const auto [y0, y1] = range(m_axisY);
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

void ScatterChartView::applyRange(const QRectF& r) {
    setAxisRange(m_axisX, r.left(), r.right());
    setAxisRange(m_axisY, r.top(), r.bottom());
}

void ScatterChartView::applyNiceRange(const QRectF& r) {
    applyRange(r);
    // Round tick values on linear axes (E' 0.03, 0.45, ... reads badly); log2 axes tick at
    // powers of two already.
    for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            v->applyNiceNumbers();
    }
}

void ScatterChartView::zoomTo(const QRectF& range) {
    const QRectF n = range.normalized();
    if (n.width() <= 0 || n.height() <= 0 || (m_x.log && n.left() <= 0) ||
        (m_y.log && n.top() <= 0))
        return;
    m_history.push(visibleRange());
    applyRange(n);
    emit zoomChanged();
}

void ScatterChartView::zoomBack() {
    if (!m_history.canGoBack())
        return;
    applyRange(m_history.pop());
    emit zoomChanged();
}

void ScatterChartView::resetZoom() {
    m_history.clear();
    applyNiceRange(paddedRange(m_dataBox));
    emit zoomChanged();
}

QPointF ScatterChartView::valueAt(const QPoint& viewportPos) const {
    return chart()->mapToValue(chart()->mapFromScene(mapToScene(viewportPos)), m_anchor);
}

QPoint ScatterChartView::viewportPosOf(const QPointF& value) const {
    return mapFromScene(chart()->mapToScene(chart()->mapToPosition(value, m_anchor)));
}

int ScatterChartView::rowAt(const QPoint& viewportPos) const {
    if (!chart()->plotArea().contains(chart()->mapFromScene(mapToScene(viewportPos))))
        return -1;
    int best = -1;
    int bestDistance = kHitRadius * kHitRadius + 1;
    for (const PlottedPoint& p : m_plotted) {
        const QPoint d = viewportPosOf(p.value) - viewportPos;
        const int distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = p.row;
        }
    }
    return best;
}

QString ScatterChartView::toolTipForRow(int row) const {
    if (row < 0 || size_t(row) >= m_state->rows().size())
        return {};
    const ExplorerRow& r = m_state->rows()[size_t(row)];
    const analysis::PointResult* p = m_state->pointResult(r);
    const ResultSet& set = *r.set;
    const QLocale locale;
    auto num = [&](double v, int decimals) {
        return std::isfinite(v) ? locale.toString(v, 'f', decimals) : QStringLiteral("—");
    };
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(set.systemDescription.systemName.toHtmlEscaped());
    lines << tr("%1 · v%2 · %3")
                 .arg(set.submitter.toHtmlEscaped(), set.round,
                      set.systemDescription.accelerator.family.toHtmlEscaped());
    lines << tr("N = %1 · T = %2 min")
                 .arg(set.accelerators())
                 .arg(num(set.scoreMinutes.value_or(NAN), 3));
    if (p) {
        lines << tr("S = %1 · E′ = %2 · G = %3 acc·min")
                     .arg(num(p->speedup, 2), num(p->efficiency, 3), num(p->acceleratorMinutes, 0));
        lines << (p->cluster >= 0 ? tr("Cluster %1 (silhouette %2)")
                                        .arg(p->cluster + 1)
                                        .arg(num(p->silhouette, 2))
                                  : tr("No cluster"));
        if (p->isReference)
            lines << tr("<i>Reference</i>");
        if (p->pareto)
            lines << tr("On the Pareto frontier");
    }
    if (r.excluded)
        lines << tr("<i>Excluded from every calculation</i>");
    lines << tr("<small>S, E′, G: derived, not official MLPerf results</small>");
    return lines.join(QStringLiteral("<br>"));
}

void ScatterChartView::onLegendMarkerClicked() {
    auto* marker = qobject_cast<QLegendMarker*>(sender());
    if (!marker || !marker->series())
        return;
    const QString family = marker->series()->property(kFamily).toString();
    if (family.isEmpty())
        return;
    const bool hidden = m_state->filter().hiddenFamilies.contains(family);
    // Queued: the change rebuilds the chart, deleting the marker that is emitting right now.
    QMetaObject::invokeMethod(
        m_state, [state = m_state, family, hidden] { state->setFamilyHidden(family, !hidden); },
        Qt::QueuedConnection);
}

void ScatterChartView::mousePressEvent(QMouseEvent* event) {
    m_pressPos = event->position().toPoint();
    m_lastPos = m_pressPos;
    if (event->button() == Qt::MiddleButton ||
        (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier))) {
        m_drag = Drag::Pan;
        m_history.push(visibleRange());
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton) {
        m_drag = Drag::Pending;
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void ScatterChartView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    switch (m_drag) {
    case Drag::Pan: {
        const QPoint d = pos - m_lastPos;
        chart()->scroll(-d.x(), d.y());
        m_lastPos = pos;
        event->accept();
        return;
    }
    case Drag::Pending:
        if ((pos - m_pressPos).manhattanLength() < kDragStart)
            return;
        m_drag = Drag::RubberBand;
        if (!m_rubberBand)
            m_rubberBand = new QRubberBand(QRubberBand::Rectangle, viewport());
        m_rubberBand->show();
        [[fallthrough]];
    case Drag::RubberBand:
        m_rubberBand->setGeometry(QRect(m_pressPos, pos).normalized());
        event->accept();
        return;
    case Drag::None:
        break;
    }
    const int row = rowAt(pos);
    if (row >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), toolTipForRow(row), this);
    else
        QToolTip::hideText();
    QChartView::mouseMoveEvent(event);
}

void ScatterChartView::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const Drag drag = m_drag;
    m_drag = Drag::None;
    switch (drag) {
    case Drag::Pan:
        unsetCursor();
        emit zoomChanged();
        event->accept();
        return;
    case Drag::RubberBand: {
        m_rubberBand->hide();
        const QRect band = QRect(m_pressPos, pos).normalized();
        zoomTo(QRectF(valueAt(band.bottomLeft()), valueAt(band.topRight())));
        event->accept();
        return;
    }
    case Drag::Pending: {
        const int row = rowAt(pos);
        m_state->setSelectedKey(row >= 0 ? m_state->rows()[size_t(row)].set->key() : QString());
        event->accept();
        return;
    }
    case Drag::None:
        break;
    }
    QChartView::mouseReleaseEvent(event);
}

void ScatterChartView::wheelEvent(QWheelEvent* event) {
    // Zoom around the cursor: 15% per notch, remembered in the history as one step per gesture.
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        event->ignore();
        return;
    }
    const double factor = std::pow(0.85, steps);
    const QPointF centre = toLinear(valueAt(event->position().toPoint()));
    const QRectF current = visibleRange();
    const QPointF a = toLinear(current.topLeft());
    const QPointF b = toLinear(current.bottomRight());
    auto scale = [&](double v, double c) { return c + (v - c) * factor; };
    zoomTo(QRectF(fromLinear({scale(a.x(), centre.x()), scale(a.y(), centre.y())}),
                  fromLinear({scale(b.x(), centre.x()), scale(b.y(), centre.y())})));
    event->accept();
}

void ScatterChartView::leaveEvent(QEvent* event) {
    QToolTip::hideText();
    QChartView::leaveEvent(event);
}

void ScatterChartView::contextMenuEvent(QContextMenuEvent* event) {
    const int row = rowAt(event->pos());
    QMenu menu(this);
    if (row >= 0) {
        const ExplorerRow& r = m_state->rows()[size_t(row)];
        const QString pointKey = r.pointKey;
        const QString setKey = r.set->key();
        menu.addSection(r.set->systemDescription.systemName);
        menu.addAction(tr("Set as &reference"), m_state,
                       [state = m_state, pointKey] { state->setUserReference(pointKey); });
        if (r.excluded)
            menu.addAction(tr("Re&store"), m_state,
                           [state = m_state, pointKey] { state->setExcluded(pointKey, false); });
        else
            menu.addAction(tr("&Exclude from calculations"), m_state,
                           [state = m_state, pointKey] { state->setExcluded(pointKey, true); });
        menu.addAction(tr("Se&lect"), m_state,
                       [state = m_state, setKey] { state->setSelectedKey(setKey); });
        menu.addSeparator();
    }
    QAction* back = menu.addAction(tr("Zoom &back"), this, &ScatterChartView::zoomBack);
    back->setEnabled(canZoomBack());
    menu.addAction(tr("Reset &zoom"), this, &ScatterChartView::resetZoom);
    menu.addAction(tr("&Copy chart image"), this,
                   [this] { QApplication::clipboard()->setPixmap(grab()); });
    menu.exec(event->globalPos());
}

QString ScatterChartView::referenceCaption() const {
    const analysis::ReferenceSummary& ref = m_state->analysis().reference;
    QString text = tr("Reference: %1.").arg(QString::fromStdString(ref.description));
    if (ref.fellBack)
        text += QStringLiteral(" ⚠ %1").arg(QString::fromStdString(ref.reason));
    return text;
}

QString ScatterChartView::clusterCaption() const {
    const analysis::ClusteringResult& c = m_state->analysis().clustering;
    if (!c.performed)
        return tr("No clusters (too few points).");
    QStringList features;
    for (analysis::Feature f : c.features)
        features << QString::fromStdString(analysis::featureLabel(f));
    return tr("Dashed outlines: k-means clusters, k = %1%2 (features %3, %4 standardised, seed "
              "%5); "
              "stars: centroids.")
        .arg(c.chosenK)
        .arg(c.autoK ? tr(" chosen by best mean silhouette") : QString())
        .arg(features.join(QStringLiteral(", ")),
             QString::fromStdString(analysis::standardisationLabel(c.standardisation)))
        .arg(c.seed);
}

std::pair<double, double> ScatterChartView::overlayXExtent(const ValueBox& box) const {
    const QRectF padded = paddedRange(box);
    return {padded.left(), padded.right()};
}

} // namespace mlpe
