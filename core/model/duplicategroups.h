#pragma once

#include "resultset.h"

#include <cstddef>
#include <vector>

namespace mlpe {

// The groups of result sets with the same runs (duplicateresultsets.h) in a whole dataset, found
// once: the window's data does not change between the changes of its view, and finding them among
// each view's candidates again took 30-45 ms a change at 10,000 sets. "The same runs" relates two
// sets, so the groups among any candidates are these groups restricted to them: countedOnce()
// here equals the free countedOnce(sets, candidates) for every candidate list.
class DuplicateGroups {
public:
    DuplicateGroups() = default;
    explicit DuplicateGroups(const std::vector<ResultSet>& sets);

    // `candidates` (ascending indices into the `sets` given to the constructor) without the
    // copies: in each group, the first candidate with measured energy, else the first, is kept.
    std::vector<std::size_t> countedOnce(const std::vector<ResultSet>& sets,
                                         const std::vector<std::size_t>& candidates) const;

private:
    std::vector<int> m_groupOf; // per set: its group, or -1 when no other set has its runs
    std::size_t m_groups = 0;
};

} // namespace mlpe
