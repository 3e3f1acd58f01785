#include "scatterchartview.h"

#include "chartseriesset.h"
#include "charttext.h"
#include "clusteroutlines.h"
#include "core/analysis/convexhull.h"
#include "core/analysis/vectorupperstate.h"
#include "inchartlegend.h"
#include "pointcategories.h"
#include "pointclouditem.h"
#include "selectionmarker.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familyvisibility.h"
#include "ui/widgets/selectionactions.h"

#include <QApplication>
#include <QChart>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMenu>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>

namespace mlpe {

namespace {

constexpr qreal kPointSize = 11.0;
// From this many points the families' markers are one PointCloudItem, not Qt Charts' items (one
// graphics item per point): far above the real data's charts (tens of points), whose rendering
// and exports stay Qt Charts' own.
constexpr int kPointCloudFrom = 500;
const char* kCluster = "mlpeCluster";
const QColor kClusterLegendColour(0x55, 0x55, 0x55);

} // namespace

ScatterChartView::ScatterChartView(ExplorerState* state, const AxisSpec& x, const AxisSpec& y,
                                   QWidget* parent)
    : AbstractChartView(parent)
    , m_state(state)
    , m_axes(chart(), x, y)
    , m_series(chart(), &m_axes)
    , m_interaction(new ChartInteraction(this, &m_axes))
    , m_cloud(new PointCloudItem(chart(), &m_axes)) {
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand); // ours: Qt's swallows clicks
    setMouseTracking(true);
    viewport()->setMouseTracking(true); // hover tooltips without a button held
    setFocusPolicy(Qt::StrongFocus);    // a click gives focus: R, E, Delete then act here
    setMinimumSize(420, kChartMinimumHeight);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignRight); // short labels; definitions in the caption
    c->legend()->setShowToolTips(true);
    // Families that share a colour differ by marker shape: the legend must show that shape, or
    // the two are indistinguishable to the reader.
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    connect(m_interaction, &ChartInteraction::zoomChanged, this, &ScatterChartView::zoomChanged);
    connect(m_interaction, &ChartInteraction::clicked, this, [this](const QPoint& pos) {
        const int row = rowAt(pos);
        m_state->setSelectedKey(row >= 0 ? m_state->rows()[size_t(row)].set->key() : QString());
    });
    // The margin around the data depends on the plot's size (ChartAxes::paddedRange): an
    // unzoomed view takes it again when the plot area changes (queued: after Qt's layout).
    connect(
        c, &QChart::plotAreaChanged, this,
        [this](const QRectF& plot) {
            if (m_interaction->canZoomBack() || !hasData() ||
                (std::abs(plot.width() - m_paddedFor.width()) < 4 &&
                 std::abs(plot.height() - m_paddedFor.height()) < 4))
                return;
            m_paddedFor = plot.size();
            m_axes.applyNiceRange(m_axes.paddedRange(m_dataBox));
        },
        Qt::QueuedConnection);
    connect(state, &ExplorerState::rowsChanged, this,
            [this](bool sameRows) { rowsChanged(!sameRows); });
    connect(state, &ExplorerState::selectionChanged, this, [this] { updateSelectionRing(); });
    connect(state, &ExplorerState::displayOptionsChanged, this, [this] { rowsChanged(false); });
}

AxisSpec ScatterChartView::acceleratorAxis() {
    return {.title = tr("N, accelerators (log₂ scale)"),
            .log = true,
            .labelFormat = QStringLiteral("%g"),
            .shortTitle = tr("N (log₂)")};
}

AxisSpec ScatterChartView::timeToTrainAxis() {
    return {.title = tr("T, time to train (minutes, log₂)"),
            .log = true,
            .labelFormat = QStringLiteral("%g"),
            .shortTitle = tr("T (min, log₂)")};
}

ScatterChartView::~ScatterChartView() {
    // Legend markers may still signal while the scene deletes them, after this object
    // has stopped being a ScatterChartView: no slot of ours may run then.
    for (QLegendMarker* marker : chart()->legend()->markers())
        marker->disconnect(this);
}

void ScatterChartView::rowsChanged(bool scopeChanged) {
    if (scopeChanged)
        m_resetZoomOnRebuild = true;
    scheduleRebuild();
}

void ScatterChartView::buildChart() {
    if (m_baseTitle.isNull())
        m_baseTitle = chart()->title();
    setChartTitle(ChartText::chartTitle(*m_state, m_baseTitle));
    const QRectF previous = m_axes.visibleRange();
    bool keepZoom = !m_resetZoomOnRebuild && m_interaction->canZoomBack();
    buildSeries();
    if (!m_series.endRebuild()) {
        // A reused series kept an old place: build again from there, so that the legend order is
        // the stable one.
        m_series.discardMisplaced();
        buildSeries();
        m_series.endRebuild();
    }
    const ValueBox range = m_dataBox;
    if (m_yScaleSwitched) { // by buildSeries(), before the overlays
        m_yScaleSwitched = false;
        keepZoom = false;
    }
    if (keepZoom) {
        m_axes.applyRange(previous);
    } else {
        m_interaction->clearHistory();
        m_axes.applyNiceRange(m_axes.paddedRange(range));
    }
    m_resetZoomOnRebuild = false;
    m_optionalMarkers.clear();
    for (QLegendMarker* marker : chart()->legend()->markers()) {
        if (marker->isVisible() && ChartSeriesSet::familyOf(marker->series()).isEmpty())
            m_optionalMarkers << marker;
    }
    fitLegend();
    emit legendChanged();
    emit zoomChanged();
}

void ScatterChartView::setLegendInChart(bool inChart) {
    m_legendInChart = inChart;
    // A hidden legend still attached is laid out with the chart on every marker change (a new
    // series, a renamed hull): detached, the chart's layout leaves it alone.
    QLegend* legend = chart()->legend();
    if (inChart)
        legend->attachToChart();
    else
        legend->detachFromChart();
    legend->setVisible(inChart);
    fitLegend();
}

bool ScatterChartView::wantsLogY(const ValueBox& range) const {
    if (!canToggleLogY())
        return yLog();
    if (m_logY != LogMode::Auto)
        return m_logY == LogMode::On && (range.empty || range.y0 > 0);
    // Automatic: log2 once the values span more than 8x (a linear axis then squeezes the lower
    // points against 0).
    return !range.empty && range.y0 > 0 && range.y1 / range.y0 > 8.0;
}

void ScatterChartView::setLogYMode(LogMode mode) {
    if (mode == m_logY)
        return;
    m_logY = mode;
    m_resetZoomOnRebuild = true;
    rebuild();
}

void ScatterChartView::buildSeries() {
    m_series.beginRebuild(m_anchor);
    m_plotted.clear();
    if (!m_anchor) {
        m_anchor = addLine(SeriesRole::Anchor, QString(), QPen(Qt::transparent), false);
        m_interaction->setAnchor(m_anchor);
    }
    m_selection = nullptr;

    addPointSeries();
    ValueBox range;
    for (const PlottedPoint& p : m_plotted)
        range.include(p.value);
    // The y scale before the overlays: hulls, centroids and fitted lines are computed in the
    // chart's linearised coordinates (log2 on a log axis). Switched after them, a change that
    // stretched E' past 8x drew its hulls convex in the old scale.
    if (const bool log = wantsLogY(range); log != yLog()) {
        m_axes.setYLog(log);
        m_yScaleSwitched = true;
    }
    addClusterOverlays();
    addOverlays(range);

    m_selection = addScatter(SeriesRole::Selection, tr("Selected"), Qt::transparent,
                             MarkerShape::Circle, 26, false);
    SelectionMarker::apply(m_selection);
    updateSelectionRing();
    m_dataBox = range;
    m_plottedValues.clear();
    for (const PlottedPoint& p : m_plotted)
        m_plottedValues.push_back(p.value);
}

void ScatterChartView::fitLegend() {
    // Qt's legend neither wraps nor scrolls: entries that do not fit are cut off. The families
    // must stay (they are what a click hides or shows); the other entries go first.
    // A ChartLegend widget (legend not in the chart) scrolls: it keeps every entry.
    const QLegend* legend = chart()->legend();
    int families = 0;
    for (QLegendMarker* marker : legend->markers())
        families += marker->isVisible() && !m_optionalMarkers.contains(marker) ? 1 : 0;
    const int entry = QFontMetrics(legend->font()).height() + 6;
    const int available = height() - 60; // title and margins
    const bool room =
        !m_legendInChart || (families + int(m_optionalMarkers.size())) * entry <= available;
    for (const QPointer<QLegendMarker>& marker : m_optionalMarkers) {
        if (marker)
            marker->setVisible(room);
    }
}

void ScatterChartView::resizeEvent(QResizeEvent* event) {
    AbstractChartView::resizeEvent(event);
    fitLegend();
}

QSize ScatterChartView::sizeHint() const {
    return {QChartView::sizeHint().width(), kChartPreferredHeight};
}

void ScatterChartView::setAxisTitleFit(TitleFit fit) {
    m_axes.setTitleFit(fit);
    setTitleFit(fit);
}

void ScatterChartView::addPointSeries() {
    // Points first (one replace() per series, not one signal per point), then the series.
    std::map<QString, QList<QPointF>> familyPoints;
    std::map<QString, QList<QString>> familyCategories; // colour-by category of each point
    const ColourBy colourBy = m_state->colourBy();
    PointCategories categories(colourBy);
    QList<QPointF> excludedPoints;
    QList<QPointF> referencePoints;
    const auto& rows = m_state->rows();
    analysis::clearVectorUpperState(); // a value per row (ui/widgets/vectorstateclearer.h)
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
        familyPoints[row.group] << *v;
        if (colourBy != ColourBy::Family) // by family, the series' colour says it all
            familyCategories[row.group] << categories.add(row, *r);
        if (r->isReference)
            referencePoints << *v;
    }
    // Colour by something else than the family: the shape still tells the family (legend in
    // grey), the colour the category, each in its own legend entry after the families.
    const QStringList categoryLabels =
        colourBy == ColourBy::Family ? QStringList() : categories.labels();
    // One series per family in scope, in the documented legend order (FamilyPalette), hidden
    // families included (empty, greyed legend entry) so that a legend click can bring them back.
    QStringList families = m_state->familiesInScope();
    FamilyPalette::sortForLegend(families);
    const QList<MarkerShape> shapes = FamilyPalette::familyShapes();
    const QStringList drawable = drawableFamilies(families);
    // Many points: each family keeps its (empty) series for its legend entry, and its markers,
    // in the series' look, are drawn by the cloud.
    qsizetype familyPointCount = 0;
    for (const auto& [family, points] : familyPoints)
        familyPointCount += points.size();
    const bool cloud = familyPointCount >= kPointCloudFrom;
    m_cloud->clear();
    for (qsizetype f = 0; f < families.size(); ++f) {
        const QString& family = families[f];
        if (!drawable.contains(family))
            continue;
        FamilyStyle style = FamilyLooks::styleIn(family, families);
        if (colourBy != ColourBy::Family) {
            // The colour now tells the category: the shape alone tells the family, dealt in
            // legend order so that up to three families in view never share one.
            style.colour = QColor(0x70, 0x70, 0x70);
            style.shape = shapes[f % shapes.size()];
        }
        QScatterSeries* s = addScatter(SeriesRole::Family, family, style.colour, style.shape,
                                       kPointSize, true, Filling::Replace);
        ChartSeriesSet::setFamily(s, family);
        // Each point's category colour; none when coloured by family (the series' own).
        const QList<QColor> fills = categories.colours(familyCategories[family]);
        if (cloud) {
            s->replace(QList<QPointF>());
            m_cloud->addPoints(familyPoints[family],
                               {style.shape, kPointSize, s->pen(), s->brush()}, fills);
        } else {
            s->replace(familyPoints[family]);
            if (!fills.isEmpty())
                PointCategories::colourPoints(s, fills);
        }
        const bool hidden = m_state->groupHidden(family);
        for (QLegendMarker* marker : chart()->legend()->markers(s)) {
            marker->setLabelBrush(hidden ? QBrush(QColor(0xA0, 0xA0, 0xA0))
                                         : chart()->legend()->labelBrush());
            marker->setBrush(hidden ? QColor(0xD8, 0xD8, 0xD8) : style.colour);
            marker->setPen(QPen(hidden ? QColor(0xA0, 0xA0, 0xA0) : style.colour.darker(140)));
            connect(marker, &QLegendMarker::clicked, this, &ScatterChartView::onLegendMarkerClicked,
                    Qt::UniqueConnection);
        }
    }
    for (const QString& label : categoryLabels) {
        const QColor colour = categories.colour(label);
        QScatterSeries* key =
            addScatter(SeriesRole::ColourKey, label, colour, MarkerShape::Circle, kPointSize, true);
        key->setBorderColor(colour.darker(140));
    }
    if (!excludedPoints.isEmpty()) {
        addScatter(SeriesRole::Excluded, tr("Excluded"), FamilyPalette::excludedColour(),
                   MarkerShape::Circle, kPointSize - 2, true, Filling::Replace)
            ->replace(excludedPoints);
    }
    if (!referencePoints.isEmpty()) {
        QScatterSeries* references =
            addScatter(SeriesRole::Reference, tr("Reference"), Qt::transparent, MarkerShape::Circle,
                       20, true, Filling::Replace);
        // A hollow ring around the reference's own point; its legend swatch is the same ring
        // (red pen, no fill), not a filled disc.
        const QPen ring(QColor(0xC0, 0x00, 0x00), 2.5);
        references->setPen(ring);
        for (QLegendMarker* marker : chart()->legend()->markers(references)) {
            marker->setBrush(Qt::NoBrush);
            marker->setPen(ring);
        }
        references->replace(referencePoints);
    }
}

void ScatterChartView::addClusterOverlays() {
    const analysis::ClusteringResult& clustering = m_state->analysis().clustering;
    // One cluster groups nothing: a hull around every point (and its centroid) said otherwise.
    if (!clustering.performed || clustering.chosenK < 2)
        return;
    // Each cluster's points in this chart's linearised coordinates (clusteroutlines.h).
    std::map<int, std::vector<analysis::ChartPoint>> members;
    analysis::clearVectorUpperState(); // log2 of every point (ui/widgets/vectorstateclearer.h)
    for (const PlottedPoint& p : m_plotted) {
        const analysis::PointResult* r = m_state->pointResult(m_state->rows()[size_t(p.row)]);
        if (r && r->cluster >= 0 && r->state == analysis::PointState::InView) {
            const QPointF l = m_axes.toLinear(p.value);
            members[r->cluster].push_back({l.x(), l.y()});
        }
    }
    QList<QPointF> centroidPoints;
    bool first = true;
    for (const ClusterOutline& o : clusterOutlines(members, m_axes)) {
        if (o.centroid)
            centroidPoints << *o.centroid;
        if (o.hull.isEmpty())
            continue;
        QPen pen(FamilyPalette::clusterColour(o.cluster), 1.6, Qt::DashLine);
        // One legend entry for all hulls (the table's Cluster column has the colours).
        // Asked for by the cluster's number, whatever k is, so that a new k reuses the series
        // (a new name is a new series, and every series after it is then made again).
        QLineSeries* line = addLine(SeriesRole::Hull, tr("Cluster %1").arg(o.cluster + 1), pen,
                                    first, Filling::Replace);
        if (first) {
            line->setName(tr("Clusters (k = %1)").arg(clustering.chosenK));
            // The entry stands for every hull: a neutral dash, not the first cluster's colour.
            for (QLegendMarker* marker : chart()->legend()->markers(line)) {
                marker->setBrush(Qt::NoBrush);
                marker->setPen(QPen(kClusterLegendColour, 1.6, Qt::DashLine));
            }
        }
        first = false;
        line->setProperty(kCluster, o.cluster);
        line->replace(o.hull);
    }
    if (!centroidPoints.isEmpty()) {
        addScatter(SeriesRole::Centroid, tr("Centroids"), QColor(0x40, 0x40, 0x40),
                   MarkerShape::Star, 14, true, Filling::Replace)
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

void ScatterChartView::zoomTo(const QRectF& range) {
    m_interaction->zoomTo(range);
}

void ScatterChartView::zoomBack() {
    m_interaction->zoomBack();
}

void ScatterChartView::resetZoom() {
    m_interaction->resetZoom(m_axes.paddedRange(m_dataBox));
}

QPoint ScatterChartView::viewportPosOf(const QPointF& value) const {
    return m_interaction->viewportPosOf(value);
}

int ScatterChartView::rowAt(const QPoint& viewportPos) const {
    const int i = m_interaction->hitIndex(m_plottedValues, viewportPos);
    return i < 0 ? -1 : m_plotted[size_t(i)].row;
}

void ScatterChartView::onLegendMarkerClicked() {
    auto* marker = qobject_cast<QLegendMarker*>(sender());
    if (!marker || !marker->series())
        return;
    const QString family = ChartSeriesSet::familyOf(marker->series());
    if (family.isEmpty())
        return;
    // Queued: the change rebuilds the chart, deleting the marker that is emitting right now.
    QMetaObject::invokeMethod(
        m_state, [state = m_state, family] { FamilyVisibility::toggle(state, family); },
        Qt::QueuedConnection);
}

QString ScatterChartView::legendFamilyAt(const QPoint& viewportPos) const {
    return InChartLegend::familyAt(this, viewportPos);
}

bool ScatterChartView::isOnLegend(const QPoint& viewportPos) const {
    const QLegend* legend = chart()->legend();
    return legend->isVisible() && legend->sceneBoundingRect().contains(mapToScene(viewportPos));
}

void ScatterChartView::mousePressEvent(QMouseEvent* event) {
    if (m_interaction->startPan(event))
        return;
    // The legend handles its own left clicks (hide or show a family); without this the press
    // would start a selection or a rubber band and the legend would never see it. Other buttons
    // stay away from it (Qt's legend would toggle on any button): the right one opens our menu.
    if (isOnLegend(event->position().toPoint())) {
        if (event->button() == Qt::LeftButton)
            QChartView::mousePressEvent(event);
        else
            event->ignore(); // not ours: the context menu event follows
        return;
    }
    if (!m_interaction->startPress(event))
        QChartView::mousePressEvent(event);
}

void ScatterChartView::mouseMoveEvent(QMouseEvent* event) {
    if (m_interaction->move(event))
        return;
    const int row = rowAt(event->position().toPoint());
    if (row >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), toolTipForRow(row), viewport());
    else
        QToolTip::hideText();
    QChartView::mouseMoveEvent(event);
}

void ScatterChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (!m_interaction->release(event))
        QChartView::mouseReleaseEvent(event);
}

void ScatterChartView::wheelEvent(QWheelEvent* event) {
    if (!m_interaction->wheel(event))
        event->ignore();
}

void ScatterChartView::leaveEvent(QEvent* event) {
    QToolTip::hideText();
    QChartView::leaveEvent(event);
}

bool ScatterChartView::viewportEvent(QEvent* event) {
    // The hover tooltip is shown at once by mouseMoveEvent; Qt's delayed tooltip event would
    // then ask the scene, which has no tooltip for a point and hides ours. Answer it ourselves.
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos());
        if (row >= 0) {
            QToolTip::showText(help->globalPos(), toolTipForRow(row), viewport());
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ScatterChartView::contextMenuEvent(QContextMenuEvent* event) {
    if (isOnLegend(event->pos())) {
        const QString family = legendFamilyAt(event->pos());
        if (!family.isEmpty())
            showLegendMenu(family, event->globalPos());
        return;
    }
    showPointMenu(rowAt(event->pos()), event->globalPos());
}

void ScatterChartView::showLegendMenu(const QString& family, const QPoint& globalPos) {
    QMenu menu(this);
    FamilyVisibility::addMenuActions(&menu, m_state, family, true);
    menu.exec(globalPos);
}

QList<QAction*> ScatterChartView::windowActions(const char* property) const {
    QList<QAction*> found;
    for (const QWidget* w = this; w; w = w->parentWidget()) {
        for (QAction* a : w->actions()) {
            if (a->property(property).toBool() && !found.contains(a))
                found << a;
        }
    }
    return found;
}

void ScatterChartView::showPointMenu(int row, const QPoint& globalPos) {
    QMenu menu(this);
    if (row >= 0) {
        const ExplorerRow& r = m_state->rows()[size_t(row)];
        const QString pointKey = r.pointKey;
        menu.addSection(r.set->systemDescription.systemName);
        // Right-click selects the point, as in the table: the window's actions on the selection
        // (with their shortcuts shown) then apply to it.
        m_state->setSelectedKey(r.set->key());
        const QList<QAction*> actions = windowActions(SelectionActions::kActionProperty);
        if (!actions.isEmpty()) {
            menu.addActions(actions);
        } else { // a chart on its own (no window around it)
            menu.addAction(tr("Set as &reference"), m_state,
                           [state = m_state, pointKey] { state->setUserReference(pointKey); });
            const bool excluded = r.excluded;
            menu.addAction(
                excluded ? tr("Re&store") : tr("&Exclude from calculations"), m_state,
                [state = m_state, pointKey, excluded] { state->setExcluded(pointKey, !excluded); });
        }
        menu.addSeparator();
    }
    // Shortcuts shown as in the View menu (they act on the current chart).
    QAction* back = menu.addAction(tr("Zoom &back"), this, &ScatterChartView::zoomBack);
    back->setShortcut(QKeySequence(Qt::Key_Backspace));
    back->setEnabled(canZoomBack());
    menu.addAction(tr("Reset &zoom"), this, &ScatterChartView::resetZoom)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    menu.addSeparator();
    QMenu* colour = menu.addMenu(tr("C&olour by"));
    const std::pair<ColourBy, QString> choices[] = {{ColourBy::Family, tr("&Family")},
                                                    {ColourBy::Cluster, tr("&Cluster")},
                                                    {ColourBy::Round, tr("&Round")},
                                                    {ColourBy::Submitter, tr("&Submitter")}};
    for (const auto& [value, label] : choices) {
        QAction* a = colour->addAction(label, m_state,
                                       [state = m_state, v = value] { state->setColourBy(v); });
        a->setCheckable(true);
        a->setChecked(m_state->colourBy() == value);
    }
    if (canToggleLogY()) {
        QAction* log = menu.addAction(tr("&Log₂ y axis"), this, [this](bool on) {
            setLogYMode(on ? LogMode::On : LogMode::Off);
        });
        log->setCheckable(true);
        log->setChecked(yLog());
        QAction* automatic = menu.addAction(tr("&Automatic y scale (log₂ beyond 8×)"), this,
                                            [this] { setLogYMode(LogMode::Auto); });
        automatic->setCheckable(true);
        automatic->setChecked(m_logY == LogMode::Auto);
    }
    menu.addSeparator();
    // The window's export actions (File ▸ Export chart…, Copy chart) when there is a window.
    const QList<QAction*> exports = windowActions(kChartActionProperty);
    if (!exports.isEmpty())
        menu.addActions(exports);
    else
        menu.addAction(tr("&Copy chart image"), this,
                       [this] { QApplication::clipboard()->setPixmap(grab()); });
    menu.exec(globalPos);
}

QRectF ScatterChartView::visibleRange() const {
    return m_axes.visibleRange();
}

QString ScatterChartView::toolTipForRow(int row) const {
    return ChartText::pointToolTip(*m_state, row);
}

void ScatterChartView::addIdealLines(
    const ValueBox& range,
    const std::function<std::optional<double>(const analysis::ReferenceAssignment&, double)>&
        idealAt) {
    if (range.empty)
        return;
    const auto [x0, x1] = overlayXExtent(range);
    const bool perFamily = m_state->analysis().references.size() > 1;
    bool first = true;
    for (const analysis::ReferenceAssignment& ref : m_state->analysis().references) {
        const std::optional<double> y0 = idealAt(ref, x0);
        const std::optional<double> y1 = idealAt(ref, x1);
        if (!y0 || !y1)
            continue;
        const QColor colour = perFamily ? FamilyLooks::styleIn(QString::fromStdString(ref.family),
                                                               m_state->familiesInScope())
                                              .colour
                                        : QColor(0x55, 0x55, 0x55);
        // One legend entry for all the lines (in the family colours): ten "Ideal, <family>"
        // entries pushed the families out of a legend that cannot scroll.
        const QString name = perFamily ? tr("Ideal, %1").arg(QString::fromStdString(ref.family))
                                       : tr("Ideal scaling");
        QLineSeries* line =
            addLine(SeriesRole::Ideal, first && perFamily ? tr("Ideal (each family)") : name,
                    QPen(colour, 1.2, Qt::DashLine), first);
        first = false;
        line->append(x0, *y0);
        line->append(x1, *y1);
    }
}

QString ScatterChartView::referenceCaption() const {
    return ChartText::referenceCaption(*m_state);
}

QString ScatterChartView::clusterCaption() const {
    return ChartText::clusterCaption(*m_state);
}

QString ScatterChartView::captionDetails() const {
    return ChartText::referenceDetails(*m_state) + QStringLiteral("\n") +
           ChartText::clusterDetails(*m_state);
}

QScatterSeries* ScatterChartView::addScatter(SeriesRole role, const QString& name,
                                             const QColor& fill, MarkerShape shape, qreal size,
                                             bool inLegend, Filling filling) {
    return m_series.scatter(role, name, fill, shape, size, inLegend, filling);
}

QLineSeries* ScatterChartView::addLine(SeriesRole role, const QString& name, const QPen& pen,
                                       bool inLegend, Filling filling) {
    return m_series.line(role, name, pen, inLegend, filling);
}

QList<QXYSeries*> ScatterChartView::seriesWithRole(SeriesRole role) const {
    return m_series.withRole(role);
}

QXYSeries* ScatterChartView::familySeries(const QString& family) const {
    return m_series.family(family);
}

int ScatterChartView::pointCloudThreshold() {
    return kPointCloudFrom;
}

int ScatterChartView::cloudPointCount() const {
    return m_cloud->pointCount();
}

} // namespace mlpe
