#include "zoomhistory.h"

namespace mlpe {

void ZoomHistory::push(const QRectF& current) {
    if (!m_ranges.isEmpty() && m_ranges.last() == current)
        return; // e.g. a pan that did not move
    m_ranges.push_back(current);
    if (m_ranges.size() > kMaxDepth)
        m_ranges.removeFirst();
}

QRectF ZoomHistory::pop() {
    return m_ranges.takeLast();
}

} // namespace mlpe
