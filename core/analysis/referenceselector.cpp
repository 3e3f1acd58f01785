#include "referenceselector.h"

#include "numberformat.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace mlpe::analysis {

namespace {

ReferenceAssignment makeAssignment(const std::vector<AnalysisPoint>& points, std::size_t index,
                                   std::string family) {
    const AnalysisPoint& p = points[index];
    ReferenceAssignment a;
    a.family = std::move(family);
    a.pointIndex = index;
    a.key = p.key;
    a.accelerators = p.accelerators;
    a.minutes = p.minutes;
    a.acceleratorMinutes = static_cast<double>(p.accelerators) * p.minutes;
    return a;
}

// Three significant figures, as every sentence (numberwords.h); the JSON keeps the numbers.
std::string describe(const ReferenceAssignment& a) {
    return a.key + " (N = " + formatCount(a.accelerators) + ", T = " + formatApprox(a.minutes) +
           " min)";
}

// Why a user-picked key cannot serve as the reference; empty when it can.
std::string userPickProblem(const std::vector<AnalysisPoint>& points,
                            const std::vector<PointState>& states, const std::string& key,
                            const std::vector<std::string>& filteredOutKeys,
                            std::optional<std::size_t>& found) {
    if (key.empty())
        return "no reference system was picked";
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].key != key)
            continue;
        switch (states[i]) {
        case PointState::InView:
            found = i;
            return {};
        case PointState::Excluded:
            return "the picked reference " + key + " is excluded";
        case PointState::FilteredOut:
            return "the picked reference " + key + " is outside the current filter";
        case PointState::Invalid:
            return "the picked reference " + key + " has no valid score";
        }
    }
    if (std::find(filteredOutKeys.begin(), filteredOutKeys.end(), key) != filteredOutKeys.end())
        return "the picked reference " + key + " is outside the current filter";
    return "the picked reference " + key + " is not in the data";
}

} // namespace

std::optional<std::size_t> paperRuleReference(const std::vector<AnalysisPoint>& points,
                                              const std::vector<std::size_t>& candidates) {
    std::optional<std::size_t> best;
    for (std::size_t i : candidates) {
        if (!best) {
            best = i;
            continue;
        }
        const AnalysisPoint& p = points[i];
        const AnalysisPoint& b = points[*best];
        const bool better = p.accelerators != b.accelerators ? p.accelerators < b.accelerators
                            : p.minutes != b.minutes         ? p.minutes > b.minutes
                                                             : p.key < b.key;
        if (better)
            best = i;
    }
    return best;
}

ReferenceSelection selectReferences(const std::vector<AnalysisPoint>& points,
                                    const std::vector<PointState>& states,
                                    const ReferenceParams& params,
                                    const std::vector<std::string>& filteredOutKeys) {
    ReferenceSelection sel;
    sel.pointReference.assign(points.size(), -1);
    sel.summary.requested = params.strategy;
    sel.summary.applied = params.strategy;

    std::vector<std::size_t> inView;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (states[i] == PointState::InView)
            inView.push_back(i);
    if (inView.empty()) {
        sel.summary.description = "no reference: no point in view";
        return sel;
    }

    if (params.strategy == ReferenceStrategy::PerFamily) {
        std::map<std::string, std::vector<std::size_t>> byFamily; // sorted: stable output
        for (std::size_t i : inView)
            byFamily[points[i].family].push_back(i);
        std::map<std::string, int> familyReference;
        sel.summary.description = "per family:";
        for (const auto& [family, members] : byFamily) {
            familyReference[family] = static_cast<int>(sel.references.size());
            sel.references.push_back(
                makeAssignment(points, *paperRuleReference(points, members), family));
            sel.summary.description += " " + family + " = " + describe(sel.references.back()) + ";";
        }
        sel.summary.description.pop_back();
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (states[i] != PointState::InView && states[i] != PointState::Excluded)
                continue;
            const auto it = familyReference.find(points[i].family);
            if (it != familyReference.end())
                sel.pointReference[i] = it->second;
        }
        return sel;
    }

    std::optional<std::size_t> chosen;
    if (params.strategy == ReferenceStrategy::UserPick) {
        const std::string problem =
            userPickProblem(points, states, params.userKey, filteredOutKeys, chosen);
        if (!problem.empty()) {
            sel.summary.applied = ReferenceStrategy::PaperRule;
            sel.summary.fellBack = true;
            sel.summary.reason = problem + "; the paper rule applies instead";
        }
    }
    if (!chosen)
        chosen = paperRuleReference(points, inView);
    sel.references.push_back(makeAssignment(points, *chosen, {}));
    sel.summary.description =
        (sel.summary.applied == ReferenceStrategy::UserPick ? std::string("user pick: ")
                                                            : std::string("paper rule: ")) +
        describe(sel.references.front());
    for (std::size_t i = 0; i < points.size(); ++i)
        if (states[i] == PointState::InView || states[i] == PointState::Excluded)
            sel.pointReference[i] = 0;
    return sel;
}

} // namespace mlpe::analysis
