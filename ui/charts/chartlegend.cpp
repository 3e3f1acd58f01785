#include "chartlegend.h"

#include "chartseriesset.h"
#include "scatterchartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familyvisibility.h"
#include "ui/widgets/flowlayout.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QScrollBar>
#include <QToolButton>
#include <QXYSeries>
#include <QtMath>
#include <algorithm>

namespace mlpe {

namespace {

constexpr int kIconSize = 14;
constexpr int kMaxLabelWidth = 190; // longer labels elide; the tooltip has them whole
constexpr int kRowsBelow = 3;       // below the chart: at most this many rows, then it scrolls

QPolygonF regularPolygon(int corners, double radius, double startDegrees, double inner = 0.0) {
    QPolygonF polygon;
    const int steps = inner > 0.0 ? 2 * corners : corners;
    for (int i = 0; i < steps; ++i) {
        const double r = inner > 0.0 && i % 2 ? inner : radius;
        const double a = qDegreesToRadians(startDegrees + 360.0 * i / steps);
        polygon << QPointF(r * std::cos(a), r * std::sin(a));
    }
    return polygon;
}

// The symbol of one legend marker, drawn as the chart draws it: the scatter series' shape, a
// line series' pen, an area's fill.
QPixmap markerPixmap(QLegendMarker* marker, qreal devicePixelRatio) {
    QPixmap pixmap(QSize(kIconSize, kIconSize) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(kIconSize / 2.0, kIconSize / 2.0);
    const double r = kIconSize / 2.0 - 1.5;
    QPen pen = marker->pen();
    pen.setWidthF(std::min<qreal>(pen.widthF(), 2.0));
    p.setPen(pen);
    p.setBrush(marker->brush());
    const QAbstractSeries* series = marker->series();
    if (const auto* scatter = qobject_cast<const QScatterSeries*>(series)) {
        switch (scatter->markerShape()) {
        case QScatterSeries::MarkerShapeRectangle:
            p.drawRect(QRectF(-r * 0.85, -r * 0.85, 1.7 * r, 1.7 * r));
            break;
        case QScatterSeries::MarkerShapeRotatedRectangle:
            p.drawPolygon(regularPolygon(4, r, -90.0));
            break;
        case QScatterSeries::MarkerShapeTriangle:
            p.drawPolygon(regularPolygon(3, r, -90.0));
            break;
        case QScatterSeries::MarkerShapeStar:
            p.drawPolygon(regularPolygon(5, r, -90.0, r * 0.45));
            break;
        case QScatterSeries::MarkerShapePentagon:
            p.drawPolygon(regularPolygon(5, r, -90.0));
            break;
        default:
            p.drawEllipse(QPointF(0, 0), r, r);
            break;
        }
    } else if (qobject_cast<const QAreaSeries*>(series)) {
        p.drawRect(QRectF(-r, -r * 0.6, 2 * r, 1.2 * r));
    } else { // a line
        QPen line = static_cast<const QXYSeries*>(series)->pen();
        line.setWidthF(std::clamp<qreal>(line.widthF(), 1.0, 2.5));
        p.setPen(line);
        p.drawLine(QPointF(-r - 1, 0), QPointF(r + 1, 0));
    }
    p.end();
    return pixmap;
}

QString penLook(const QPen& pen) {
    return QStringLiteral("%1 %2 %3 %4")
        .arg(pen.color().rgba())
        .arg(pen.widthF())
        .arg(int(pen.style()))
        .arg(pen.brush().style() == Qt::SolidPattern ? 0 : int(pen.brush().style()));
}

// Everything markerPixmap() draws from, as a key; empty for a brush it cannot describe (a
// gradient or a texture), which is then drawn every time.
QString markerLook(QLegendMarker* marker, qreal devicePixelRatio) {
    const QBrush brush = marker->brush();
    if (brush.style() != Qt::SolidPattern && brush.style() != Qt::NoBrush)
        return {};
    const QAbstractSeries* series = marker->series();
    QString kind;
    if (const auto* scatter = qobject_cast<const QScatterSeries*>(series))
        kind = QStringLiteral("scatter %1").arg(int(scatter->markerShape()));
    else if (qobject_cast<const QAreaSeries*>(series))
        kind = QStringLiteral("area");
    else
        kind = QStringLiteral("line ") + penLook(static_cast<const QXYSeries*>(series)->pen());
    return QStringLiteral("%1|%2|%3 %4|%5")
        .arg(kind, penLook(marker->pen()))
        .arg(int(brush.style()))
        .arg(brush.color().rgba())
        .arg(devicePixelRatio);
}

} // namespace

// A legend entry remembers the modifiers of the click that triggered it (clicked() has none, and
// the application's modifier state is not updated by events sent to a widget directly), and the
// image of its icon, to tell whether a rebuild changes it.
class LegendEntryButton : public QToolButton {
public:
    using QToolButton::QToolButton;
    Qt::KeyboardModifiers clickModifiers() const { return m_modifiers; }
    const QImage& iconImage() const { return m_iconImage; }
    void setIconImage(const QImage& image) { m_iconImage = image; }
    // What the icon was drawn from (markerLook()); empty when it cannot be told.
    const QString& iconLook() const { return m_iconLook; }
    void setIconLook(const QString& look) { m_iconLook = look; }
    // The whole label the text was elided from, and in which font.
    const QString& labelShown() const { return m_label; }
    const QFont& labelFont() const { return m_labelFont; }
    void setLabelShown(const QString& label, const QFont& font) {
        m_label = label;
        m_labelFont = font;
    }

protected:
    void mouseReleaseEvent(QMouseEvent* event) override {
        m_modifiers = event->modifiers();
        QToolButton::mouseReleaseEvent(event);
        m_modifiers = {};
    }

private:
    Qt::KeyboardModifiers m_modifiers;
    QImage m_iconImage;
    QString m_iconLook;
    QString m_label;
    QFont m_labelFont;
};

ChartLegend::ChartLegend(ScatterChartView* chart, QWidget* parent)
    : QScrollArea(parent)
    , m_chart(chart)
    , m_contents(new QWidget)
    , m_flow(new FlowLayout(m_contents, 2)) {
    setObjectName(QStringLiteral("chartLegend"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(false); // fitContents() sizes the contents: rows for the width
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setFocusPolicy(Qt::NoFocus); // the entries take focus, not the area
    m_contents->setObjectName(QStringLiteral("chartLegendEntries"));
    setWidget(m_contents);
    setBelowChart(false);
    connect(chart, &ScatterChartView::legendChanged, this, &ChartLegend::rebuild);
    rebuild();
}

QToolButton* ChartLegend::entry(const QString& label) const {
    for (QToolButton* b : m_entries)
        if (b->property("label").toString() == label)
            return b;
    return nullptr;
}

void ChartLegend::setBelowChart(bool below) {
    m_below = below;
    m_flow->setSingleColumn(!below);
    if (below) {
        // Its rows when there is room, down to one row (then it scrolls): a legend must never
        // make the window taller.
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    } else {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    }
    setMinimumSize(0, 0);
    setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    fitContents();
    updateGeometry();
}

int ChartLegend::rowHeight() const {
    return m_entries.isEmpty() ? 0 : m_entries.front()->sizeHint().height();
}

QSize ChartLegend::sizeHint() const {
    const QSize entries = m_flow->sizeHint();
    const int bar = verticalScrollBar()->sizeHint().width();
    if (m_below) {
        const int row = rowHeight();
        return {entries.width(), std::min(entries.height(), kRowsBelow * (row + 2))};
    }
    return {entries.width() + bar + 2, entries.height()};
}

QSize ChartLegend::minimumSizeHint() const {
    const int row = rowHeight();
    return m_below ? QSize(0, std::min(sizeHint().height(), row + 2))
                   : QSize(sizeHint().width(), 0);
}

void ChartLegend::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fitContents();
}

void ChartLegend::fitContents() {
    if (!m_below)
        setFixedWidth(sizeHint().width());
    const int width = std::max(1, viewport()->width());
    const int height = m_flow->heightForWidth(width);
    m_contents->resize(width, height);
    m_flow->activate();
    if (m_below) {
        // Just the rows the entries need, at most kRowsBelow; more scroll.
        const int row = rowHeight();
        const int wanted = std::min(height, kRowsBelow * (row + 2));
        if (maximumHeight() != wanted) {
            setMaximumHeight(wanted);
            setMinimumHeight(std::min(wanted, row + 2));
        }
    }
}

LegendEntryButton* ChartLegend::newEntry() {
    auto* b = new LegendEntryButton(m_contents);
    b->setObjectName(QStringLiteral("legendEntry"));
    b->setAutoRaise(true);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setIconSize(QSize(kIconSize, kIconSize));
    // The entry is reused for whatever the next rebuild puts at its place: read its family now.
    connect(b, &QToolButton::clicked, this, [this, b] {
        const QString family = b->property("family").toString();
        if (!family.isEmpty())
            familyClicked(family, b->clickModifiers());
    });
    connect(b, &QWidget::customContextMenuRequested, this, [this, b](QPoint pos) {
        const QString family = b->property("family").toString();
        if (!family.isEmpty())
            m_chart->showLegendMenu(family, b->mapToGlobal(pos));
    });
    m_flow->addWidget(b);
    b->show(); // now, not on the layout's queued show: a click or Tab may come first
    return b;
}

LegendEntryButton* ChartLegend::reuseSpare() {
    LegendEntryButton* b = m_spare.takeFirst(); // the first after the shown ones in the layout
    b->show();
    return b;
}

bool ChartLegend::showMarker(LegendEntryButton* b, QLegendMarker* marker, qreal dpr) {
    const QString label = marker->label();
    const QString family = ChartSeriesSet::familyOf(marker->series());
    b->setProperty("label", label);
    b->setProperty("family", family);
    // Only what differs is set: a new icon or text relays the legend out, and a layout request
    // climbs to the window's tab widgets, which then repaint everything they hold.
    // The icon is known by what draws it: drawn only when that changes (a rebuild redrew and
    // compared every entry's icon, one per submitter when coloured by submitter).
    const QString look = markerLook(marker, dpr);
    bool resized = false;
    if (look.isEmpty() || b->iconLook() != look) {
        const QPixmap pixmap = markerPixmap(marker, dpr);
        const QImage image = pixmap.toImage();
        if (b->iconImage() != image) {
            b->setIcon(QIcon(pixmap));
            b->setIconImage(image);
            resized = true;
        }
        b->setIconLook(look);
    }
    if (b->labelShown() != label || b->labelFont() != b->font()) {
        const QString text = b->fontMetrics().elidedText(label, Qt::ElideRight, kMaxLabelWidth);
        if (b->text() != text) {
            b->setText(text);
            resized = true;
        }
        b->setLabelShown(label, b->font());
    }
    if (b->palette().color(QPalette::ButtonText) != marker->labelBrush().color()) {
        QPalette palette = b->palette();
        palette.setColor(QPalette::ButtonText, marker->labelBrush().color());
        b->setPalette(palette);
    }
    if (family.isEmpty()) {
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolTip(label);
        b->setAccessibleName(QString());
        b->setContextMenuPolicy(Qt::DefaultContextMenu);
    } else {
        const bool hidden = m_chart->state()->groupHidden(family);
        b->setFocusPolicy(Qt::TabFocus);
        b->setToolTip(tr("%1 (%2)\nClick: %3 · Ctrl+click: only this family · "
                         "right-click: menu")
                          .arg(label, hidden ? tr("hidden") : tr("shown"),
                               hidden ? tr("show it") : tr("hide it")));
        b->setAccessibleName(tr("%1 family, %2").arg(label, hidden ? tr("hidden") : tr("shown")));
        b->setContextMenuPolicy(Qt::CustomContextMenu);
    }
    return resized;
}

void ChartLegend::rebuild() {
    // The entry with focus (a keyboard toggle) keeps it on the entry of its family, wherever
    // that lands; otherwise losing it would send focus along the chain to the table's search
    // field.
    QString focusedFamily;
    for (QToolButton* b : std::as_const(m_entries))
        if (b->hasFocus())
            focusedFamily = b->property("family").toString();
    // The entries are kept and updated in place (a change of filter, reference or k usually
    // changes a colour or a tooltip, not the entries): new buttons, hidden ones and new sizes
    // would relayout, and repaint, the whole chart panel on every change.
    const qreal dpr = devicePixelRatioF();
    qsizetype count = 0;
    bool resized = false;
    bool added = false;
    for (QLegendMarker* marker : m_chart->chart()->legend()->markers()) {
        if (!ChartSeriesSet::hasLegendEntry(marker->series()) || marker->label().isEmpty())
            continue;
        if (count == m_entries.size()) {
            m_entries << (m_spare.isEmpty() ? newEntry() : reuseSpare());
            added = true;
        }
        const Qt::FocusPolicy focusBefore = m_entries[count]->focusPolicy();
        resized |= showMarker(static_cast<LegendEntryButton*>(m_entries[count]), marker, dpr);
        added |= m_entries[count]->focusPolicy() != focusBefore;
        ++count;
    }
    // Surplus entries are hidden and kept, after the shown ones in the layout, for a later
    // rebuild: a colour-by switch adds or drops one entry per submitter, and creating and first
    // showing a button (its polish) was most of the legend's part of that change. (They may also
    // be the sender of the click that led here, which rules out deleting them now.)
    while (m_entries.size() > count) {
        auto* b = static_cast<LegendEntryButton*>(m_entries.takeLast());
        b->hide();
        if (m_spare.size() < kMaxSpareEntries) {
            m_spare.prepend(b);
        } else {
            m_flow->removeWidget(b);
            b->deleteLater();
        }
        resized = true;
    }
    // New widgets join the end of the window's focus chain: put the family entries right after
    // the chart, so that Tab goes from the chart through its legend.
    if (added && m_chart->window() == window()) {
        QWidget* previous = m_chart;
        for (QToolButton* b : std::as_const(m_entries)) {
            if (b->focusPolicy() == Qt::NoFocus)
                continue;
            QWidget::setTabOrder(previous, b);
            previous = b;
        }
    }
    if (resized || added) {
        fitContents();
        updateGeometry();
    }
    for (QToolButton* b : std::as_const(m_entries))
        if (!focusedFamily.isEmpty() && b->property("family").toString() == focusedFamily &&
            !b->hasFocus())
            b->setFocus(Qt::OtherFocusReason);
}

void ChartLegend::familyClicked(const QString& family, Qt::KeyboardModifiers modifiers) {
    ExplorerState* state = m_chart->state();
    const bool only = modifiers & (Qt::ControlModifier | Qt::AltModifier);
    // Queued: the change rebuilds this legend, deleting the entry that is emitting right now.
    QMetaObject::invokeMethod(
        state,
        [state, family, only] {
            if (only)
                FamilyVisibility::showOnly(state, family);
            else
                FamilyVisibility::toggle(state, family);
        },
        Qt::QueuedConnection);
}

} // namespace mlpe
