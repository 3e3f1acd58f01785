#pragma once

#include <QLayout>
#include <QList>

namespace mlpe {

// Lays its items out left to right and wraps to a new row when the next one does not fit
// (Qt has no such layout). Height for width: a parent scroll area or box layout gives it the
// rows it needs. Items keep their size hints; rows are top-aligned.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 4);
    ~FlowLayout() override;

    // One item per row, whatever the width (a legend column); off: wrap when full.
    void setSingleColumn(bool single);

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (or only measures, when `apply` is false); returns the height.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    bool m_singleColumn = false;
};

} // namespace mlpe
