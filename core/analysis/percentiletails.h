#pragma once

#include "percentileranks.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace mlpe::analysis {

// percentile() at a low and a high q of each of many rows' `count` values without keeping them
// all: per row only the smallest values up to the low percentile's upper neighbour and the
// largest down to the high one's lower neighbour (51 + 51 of 2,000 at 95 %). A value is turned
// away by one comparison with the row's current bound; one that passes is appended to the row's
// buffer, and a full buffer is cut back to what is kept by nth_element (no heap: a heap's
// sift touched most of its cache lines for every value it took in).
//
// The same result as percentile() over all the values, bit for bit, for finite values whose
// equal ones have equal bits (no -0 beside +0): what is kept is the same multiset of values.
// Values arrive in any order and in any split between objects (merge()).
class PercentileTails {
public:
    PercentileTails() = default;
    PercentileTails(std::size_t rows, std::size_t count, double low, double high);

    void add(std::size_t row, double v) {
        Row& r = m_rows[row];
        if (v < r.lowBound)
            takeLow(row, r, v);
        if (v > r.highBound)
            takeHigh(row, r, v);
    }

    // Takes in what `other` (same rows, count and q) was given.
    void merge(const PercentileTails& other);

    // The percentiles of a row given all `count` of its values (here and in merged objects).
    double low(std::size_t row);
    double high(std::size_t row);

private:
    struct Row {
        double lowBound = 0.0;  // takes only values below (+inf until the first cut)
        double highBound = 0.0; // takes only values above (-inf until the first cut)
        std::uint32_t lowSize = 0;
        std::uint32_t highSize = 0;
    };
    void takeLow(std::size_t row, Row& r, double v);
    void takeHigh(std::size_t row, Row& r, double v);

    std::size_t m_count = 0;
    std::size_t m_lowKeep = 0;  // ranks 0 .. low.above
    std::size_t m_highKeep = 0; // ranks high.below .. count - 1
    std::size_t m_capacity = 0; // of each buffer
    PercentileRanks m_lowRanks;
    PercentileRanks m_highRanks;
    std::vector<Row> m_rows;
    std::unique_ptr<double[]> m_low; // rows x capacity, uninitialised past each row's size
    std::unique_ptr<double[]> m_high;
};

} // namespace mlpe::analysis
