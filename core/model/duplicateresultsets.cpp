#include "duplicateresultsets.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

namespace mlpe {

namespace {

std::uint64_t bitsOf(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

// Whether a set can be called a copy at all: two or more runs, two distinct finite durations.
bool mayBeACopy(const ResultSet& set) {
    if (set.runs.size() < 2)
        return false;
    const double* first = nullptr;
    for (const RunResult& run : set.runs) {
        if (!std::isfinite(run.minutes))
            continue;
        if (first == nullptr)
            first = &run.minutes;
        else if (run.minutes != *first)
            return true;
    }
    return false;
}

// "The same runs" (see the header), field by field.
bool sameRuns(const ResultSet& a, const ResultSet& b) {
    if (a.round != b.round || a.benchmark != b.benchmark || a.accelerators() != b.accelerators() ||
        a.runs.size() != b.runs.size())
        return false;
    for (std::size_t r = 0; r < a.runs.size(); ++r)
        if (a.runs[r].fileName != b.runs[r].fileName || a.runs[r].validity != b.runs[r].validity ||
            bitsOf(a.runs[r].minutes) != bitsOf(b.runs[r].minutes))
            return false;
    return true;
}

// A hash of what sameRuns() compares: equal for the same runs, so only sets with equal hashes
// are compared. (It replaced a text signature of every run, built for every set on every change
// of the window's view: 5 MB of strings at 10,000 sets.)
std::size_t runsHash(const ResultSet& set) {
    std::size_t h = qHashMulti(0, set.round, set.benchmark, set.accelerators());
    for (const RunResult& run : set.runs)
        h = qHashMulti(h, run.fileName, static_cast<int>(run.validity), bitsOf(run.minutes));
    return h;
}

} // namespace

std::vector<DuplicateResultSets>
findDuplicateResultSets(const std::vector<ResultSet>& sets,
                        const std::vector<std::size_t>& candidates) {
    // hash -> indices into `groups` of the groups with that hash (almost always one)
    QHash<std::size_t, std::vector<std::size_t>> groupsOfHash;
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t i : candidates) {
        if (!mayBeACopy(sets[i]))
            continue;
        std::vector<std::size_t>& sameHash = groupsOfHash[runsHash(sets[i])];
        const auto found = std::find_if(sameHash.begin(), sameHash.end(), [&](std::size_t g) {
            return sameRuns(sets[groups[g].front()], sets[i]);
        });
        if (found == sameHash.end()) {
            sameHash.push_back(groups.size());
            groups.push_back({i});
        } else {
            groups[*found].push_back(i);
        }
    }
    std::vector<DuplicateResultSets> duplicates;
    for (const std::vector<std::size_t>& members : groups) {
        if (members.size() < 2)
            continue;
        const auto measured = std::find_if(members.begin(), members.end(), [&](std::size_t i) {
            return sets[i].energyJoules.has_value();
        });
        DuplicateResultSets d;
        d.kept = measured != members.end() ? *measured : members.front();
        for (std::size_t i : members)
            if (i != d.kept)
                d.copies.push_back(i);
        duplicates.push_back(std::move(d));
    }
    return duplicates;
}

std::vector<DuplicateResultSets> findDuplicateResultSets(const std::vector<ResultSet>& sets) {
    std::vector<std::size_t> all(sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i)
        all[i] = i;
    return findDuplicateResultSets(sets, all);
}

std::vector<std::size_t> countedOnce(const std::vector<ResultSet>& sets,
                                     const std::vector<std::size_t>& candidates) {
    std::set<std::size_t> copies;
    for (const DuplicateResultSets& d : findDuplicateResultSets(sets, candidates))
        copies.insert(d.copies.begin(), d.copies.end());
    if (copies.empty())
        return candidates;
    std::vector<std::size_t> kept;
    kept.reserve(candidates.size());
    for (std::size_t i : candidates)
        if (!copies.count(i))
            kept.push_back(i);
    return kept;
}

QString duplicateMessage(const ResultSet& kept) {
    return QStringLiteral("the same runs as %1 (every run log's name and duration agree to the "
                          "millisecond): both listed in summaries, counted once in analyses (as "
                          "%1)")
        .arg(kept.key());
}

} // namespace mlpe
