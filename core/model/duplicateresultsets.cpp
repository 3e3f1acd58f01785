#include "duplicateresultsets.h"

#include <QHash>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <set>
#include <unordered_map>

namespace mlpe {

namespace {

// Whether the set can be called a copy at all: two runs or more, with at least two different
// finite durations (sets whose runs all take one time are fixtures, not publications).
bool mayBeACopy(const ResultSet& set) {
    if (set.runs.size() < 2)
        return false;
    const double* first = nullptr;
    for (const RunResult& run : set.runs) {
        if (!std::isfinite(run.minutes))
            continue;
        if (!first)
            first = &run.minutes;
        else if (run.minutes != *first)
            return true;
    }
    return false;
}

// FNV-1a over UTF-16 units, fed piece by piece: the hash of a text without building it.
class TextHash {
public:
    void add(QStringView text) {
        for (QChar c : text)
            add(c.unicode());
    }
    void add(char16_t unit) { m_value = (m_value ^ unit) * 0x100000001b3ULL; }
    // The digits QString::number(value, base) writes (base 10 or 16, lower case).
    template <typename Integer> void addNumber(Integer value, int base) {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value, base).ptr;
        for (const char* c = digits; c != end; ++c)
            add(char16_t(*c));
    }
    std::size_t value() const { return static_cast<std::size_t>(m_value); }

private:
    std::uint64_t m_value = 0xcbf29ce484222325ULL;
};

// The hash of the text runsSignature() spells out, for a set that mayBeACopy(), without that
// text: equal signatures have equal hashes, so the text is built only for sets whose hash
// another set already has (rare), not for every set of a 100,000-set import.
std::size_t runsHash(const ResultSet& set) {
    TextHash hash;
    hash.add(set.round);
    hash.add(u'\n');
    hash.add(set.benchmark);
    hash.add(u'\n');
    hash.addNumber(set.accelerators(), 10);
    for (const RunResult& run : set.runs) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &run.minutes, sizeof bits);
        hash.add(u'\n');
        hash.add(run.fileName);
        hash.add(u' ');
        hash.addNumber(static_cast<int>(run.validity), 10);
        hash.add(u' ');
        hash.addNumber(bits, 16);
    }
    return hash.value();
}

} // namespace

QString runsSignature(const ResultSet& set) {
    if (!mayBeACopy(set))
        return {};
    QString signature = set.round + QLatin1Char('\n') + set.benchmark + QLatin1Char('\n') +
                        QString::number(set.accelerators());
    for (const RunResult& run : set.runs) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &run.minutes, sizeof bits);
        signature += QLatin1Char('\n') + run.fileName + QLatin1Char(' ') +
                     QString::number(static_cast<int>(run.validity)) + QLatin1Char(' ') +
                     QString::number(bits, 16);
    }
    return signature;
}

std::vector<DuplicateResultSets>
findDuplicateResultSets(const std::vector<ResultSet>& sets,
                        const std::vector<std::size_t>& candidates) {
    struct Group {
        std::vector<std::size_t> members;
        QString signature; // of the first member, built once another set has its hash
    };
    std::vector<Group> groups;
    std::unordered_map<std::size_t, std::vector<std::size_t>> groupsOfHash; // -> into `groups`
    for (std::size_t i : candidates) {
        if (!mayBeACopy(sets[i]))
            continue;
        std::vector<std::size_t>& sameHash = groupsOfHash[runsHash(sets[i])];
        std::size_t* match = nullptr;
        if (!sameHash.empty()) {
            // The hash only says "maybe": the signatures' text decides, as it always has.
            const QString signature = runsSignature(sets[i]);
            for (std::size_t& g : sameHash) {
                Group& group = groups[g];
                if (group.signature.isEmpty())
                    group.signature = runsSignature(sets[group.members.front()]);
                if (group.signature == signature) {
                    match = &g;
                    break;
                }
            }
        }
        if (match) {
            groups[*match].members.push_back(i);
        } else {
            sameHash.push_back(groups.size());
            groups.push_back({{i}, {}});
        }
    }
    std::vector<DuplicateResultSets> duplicates;
    for (const Group& group : groups) {
        const std::vector<std::size_t>& members = group.members;
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
