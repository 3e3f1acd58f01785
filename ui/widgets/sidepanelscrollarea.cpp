#include "sidepanelscrollarea.h"

#include <QEvent>
#include <QScrollBar>
#include <QStyle>

namespace mlpe {

SidePanelScrollArea::SidePanelScrollArea(QWidget* panel, int floorWidth, QWidget* parent)
    : QScrollArea(parent)
    , m_floorWidth(floorWidth) {
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel->installEventFilter(this);
}

QSize SidePanelScrollArea::minimumSizeHint() const {
    QSize hint = QScrollArea::minimumSizeHint();
    // The scroll bar's room is kept whether or not it shows: a window made shorter must not
    // push the panel out on the right.
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int panel = widget() ? widget()->minimumSizeHint().width() : 0;
    hint.setWidth(std::max(m_floorWidth, panel + scrollBar + 2 * frameWidth()));
    return hint;
}

bool SidePanelScrollArea::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry(); // the panel's minimum may have changed: the dock reads ours again
    return QScrollArea::eventFilter(watched, event);
}

} // namespace mlpe
