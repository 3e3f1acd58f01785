#include "duplicategroups.h"

#include "duplicateresultsets.h"

namespace mlpe {

DuplicateGroups::DuplicateGroups(const std::vector<ResultSet>& sets)
    : m_groupOf(sets.size(), -1) {
    const std::vector<DuplicateResultSets> groups = findDuplicateResultSets(sets);
    for (const DuplicateResultSets& group : groups) {
        const int id = static_cast<int>(m_groups++);
        m_groupOf[group.kept] = id;
        for (std::size_t copy : group.copies)
            m_groupOf[copy] = id;
    }
}

std::vector<std::size_t>
DuplicateGroups::countedOnce(const std::vector<ResultSet>& sets,
                             const std::vector<std::size_t>& candidates) const {
    if (m_groupOf.size() != sets.size()) // built for other data: find the groups afresh
        return mlpe::countedOnce(sets, candidates);
    if (m_groups == 0)
        return candidates;
    constexpr std::size_t none = static_cast<std::size_t>(-1);
    std::vector<std::size_t> first(m_groups, none);    // each group's first candidate
    std::vector<std::size_t> measured(m_groups, none); // its first candidate with energy
    for (std::size_t i : candidates) {
        const int g = m_groupOf[i];
        if (g < 0)
            continue;
        const auto group = static_cast<std::size_t>(g);
        if (first[group] == none)
            first[group] = i;
        if (measured[group] == none && sets[i].energyJoules.has_value())
            measured[group] = i;
    }
    std::vector<std::size_t> kept;
    kept.reserve(candidates.size());
    for (std::size_t i : candidates) {
        const int g = m_groupOf[i];
        if (g < 0) {
            kept.push_back(i);
            continue;
        }
        const auto group = static_cast<std::size_t>(g);
        if (i == (measured[group] != none ? measured[group] : first[group]))
            kept.push_back(i);
    }
    return kept;
}

} // namespace mlpe
