#pragma once

#include <QSizePolicy>
#include <QWidget>

namespace mlpe {

// A container that keeps a relayout inside it from climbing out of it. Qt passes every relayout
// up to the window: QLayout::activate() ends with updateGeometry() on its widget whether or not
// its hints changed, and each QTabWidget on the way answers that with update() of everything it
// holds. A new legend label in a chart thus repainted the results table, its scroll bars, the
// search field and both tab bars after every change. This widget holds one body that fills it
// (give the body the layout) and tells its own parent only when the body's size hints, limits or
// policy really changed.
class LayoutBoundary : public QWidget {
public:
    explicit LayoutBoundary(QWidget* parent = nullptr);

    QWidget* body() const { return m_body; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // What the parent's layout reads of us (and caches until updateGeometry()).
    struct Hints {
        QSize hint;
        QSize minimumHint;
        QSize minimum;
        QSize maximum;
        QSizePolicy policy;
        bool heightForWidth = false;
        bool operator==(const Hints&) const = default;
    };
    Hints bodyHints() const;
    // Passes the body's hints on when they differ from those last passed on.
    void tellParentIfChanged();

    QWidget* m_body;
    Hints m_told;
};

} // namespace mlpe
