#pragma once

#include <QRectF>
#include <QVector>

namespace mlpe {

// The zoom history of one chart: the value ranges the user left, most recent last. A QRectF here
// is a value range (left = x min, right = x max, top = y min, bottom = y max), not pixels.
class ZoomHistory {
public:
    // Remembers `current` before the view changes to another range.
    void push(const QRectF& current);
    // The range to go back to; the history must not be empty.
    QRectF pop();
    bool canGoBack() const { return !m_ranges.isEmpty(); }
    int depth() const { return static_cast<int>(m_ranges.size()); }
    void clear() { m_ranges.clear(); }

private:
    QVector<QRectF> m_ranges;
    static constexpr int kMaxDepth = 64;
};

} // namespace mlpe
