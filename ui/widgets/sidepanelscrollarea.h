#pragma once

#include <QScrollArea>

namespace mlpe {

// A side panel in a dock: it scrolls vertically only, so it is never narrower than its panel
// can be. Its minimum width is the panel's minimum (with room for the vertical scroll bar), or
// `floorWidth` if that is more, and follows the panel when its minimum changes (a longer count
// in a label): a QScrollArea alone lets the dock shrink below it and cuts the panel at the right
// edge, boxes and their arrows out of sight.
class SidePanelScrollArea : public QScrollArea {
    Q_OBJECT
public:
    SidePanelScrollArea(QWidget* panel, int floorWidth, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int m_floorWidth;
};

} // namespace mlpe
