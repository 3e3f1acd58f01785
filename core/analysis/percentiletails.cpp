#include "percentiletails.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace mlpe::analysis {

PercentileTails::PercentileTails(std::size_t rows, std::size_t count, double low, double high)
    : m_count(count) {
    if (count == 0)
        return;
    m_lowRanks = PercentileRanks::of(count, low);
    m_highRanks = PercentileRanks::of(count, high);
    m_lowKeep = m_lowRanks.above + 1;
    m_highKeep = count - m_highRanks.below;
    // Half as much again as is kept: a cut every (capacity - keep) values taken, each cut
    // linear in the capacity, and 1.2 KB a row at 2,000 values and 95 %.
    const std::size_t keep = std::max(m_lowKeep, m_highKeep);
    m_capacity = keep + std::max<std::size_t>(keep / 2, 8);
    Row initial;
    initial.lowBound = std::numeric_limits<double>::infinity();
    initial.highBound = -std::numeric_limits<double>::infinity();
    m_rows.assign(rows, initial);
    m_low.reset(new double[rows * m_capacity]);
    m_high.reset(new double[rows * m_capacity]);
}

void PercentileTails::takeLow(std::size_t row, Row& r, double v) {
    double* values = m_low.get() + row * m_capacity;
    values[r.lowSize++] = v;
    if (r.lowSize < m_capacity)
        return;
    // The m_lowKeep smallest to the front; the largest of them bounds what can still matter.
    std::nth_element(values, values + (m_lowKeep - 1), values + m_capacity);
    r.lowBound = values[m_lowKeep - 1];
    r.lowSize = static_cast<std::uint32_t>(m_lowKeep);
}

void PercentileTails::takeHigh(std::size_t row, Row& r, double v) {
    double* values = m_high.get() + row * m_capacity;
    values[r.highSize++] = v;
    if (r.highSize < m_capacity)
        return;
    std::nth_element(values, values + (m_highKeep - 1), values + m_capacity, std::greater<>());
    r.highBound = values[m_highKeep - 1];
    r.highSize = static_cast<std::uint32_t>(m_highKeep);
}

void PercentileTails::merge(const PercentileTails& other) {
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const Row& o = other.m_rows[row];
        const double* low = other.m_low.get() + row * other.m_capacity;
        for (std::size_t i = 0; i < o.lowSize; ++i)
            if (low[i] < m_rows[row].lowBound)
                takeLow(row, m_rows[row], low[i]);
        const double* high = other.m_high.get() + row * other.m_capacity;
        for (std::size_t i = 0; i < o.highSize; ++i)
            if (high[i] > m_rows[row].highBound)
                takeHigh(row, m_rows[row], high[i]);
    }
}

double PercentileTails::low(std::size_t row) {
    const Row& r = m_rows[row];
    double* values = m_low.get() + row * m_capacity;
    if (m_count == 0 || r.lowSize < m_lowKeep)
        return std::numeric_limits<double>::quiet_NaN(); // not given all its values
    std::sort(values, values + r.lowSize);               // ranks 0, 1, ... from the front
    return m_lowRanks.interpolate(values);
}

double PercentileTails::high(std::size_t row) {
    const Row& r = m_rows[row];
    double* values = m_high.get() + row * m_capacity;
    if (m_count == 0 || r.highSize < m_highKeep)
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values, values + r.highSize);
    // The last m_highKeep hold ranks count - m_highKeep .. count - 1.
    const std::size_t first = m_count - r.highSize; // the rank at values[0], as if
    return m_highRanks.shiftedBy(first).interpolate(values);
}

} // namespace mlpe::analysis
