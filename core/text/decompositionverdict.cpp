#include "decompositionverdict.h"

#include "numberwords.h"

#include <cmath>

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

std::string factorText(const RoundFactor& f) {
    std::string text = "× " + formatApprox(f.factor);
    if (std::isfinite(f.low) && std::isfinite(f.high))
        text += " (" + formatApprox(f.low) + "–" + formatApprox(f.high) + ")";
    return text;
}

std::string joined(const std::vector<std::string>& items, const std::string& prefix = "") {
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + prefix + item;
    return text;
}

} // namespace

std::string decompositionSentence(const RoundsDecomposition& d) {
    const std::string rounds =
        d.fromRound.empty() ? "v" + d.toRound : "v" + d.fromRound + " → v" + d.toRound;
    if (d.outcome != DecompositionOutcome::Fitted)
        return rounds + ": not computed (" + d.reason + ")";
    return rounds + ": time to train " + factorText(d.total) + " = hardware " +
           factorText(d.hardware) + " · round " + factorText(d.round) + " · scale " +
           factorText(d.scale) + "; geometric means " + formatApprox(d.fromMinutes) + " → " +
           formatApprox(d.toMinutes) + " min at N " + formatAccelerators(d.fromAccelerators) +
           " → " + formatAccelerators(d.toAccelerators) + " (" + formatCount(d.points) +
           " results, " + formatCount(d.rounds) + " rounds, " + formatCount(d.hardwareGroups) +
           " " + hardwareGroupNoun(d.grouping, d.hardwareGroups != 1) + ")";
}

std::string decompositionThinParts(const RoundsDecomposition& d) {
    if (d.outcome != DecompositionOutcome::Fitted)
        return {};
    std::vector<std::string> clauses;
    if (!d.leftOutRounds.empty())
        clauses.push_back(formatCount(d.leftOutPoints) + " results of " +
                          joined(d.leftOutRounds, "v") +
                          " left out (no hardware ties them to the two rounds)");
    if (!d.thinCells.empty()) {
        std::vector<std::string> cells;
        for (const ThinCell& c : d.thinCells)
            cells.push_back("v" + c.round + " " + c.hardware);
        clauses.push_back("one result only in " + joined(cells));
    }
    if (!d.oneRoundHardware.empty())
        clauses.push_back("seen in one round only: " + joined(d.oneRoundHardware));
    std::string text;
    for (const std::string& c : clauses)
        text += (text.empty() ? "" : "; ") + c;
    return text;
}

std::string decompositionCaveats(const RoundsDecomposition& d) {
    if (d.outcome != DecompositionOutcome::Fitted)
        return {};
    std::string text =
        d.interval == DecompositionInterval::Series && std::isfinite(d.total.low)
            ? "intervals (nominal " + formatApprox(d.level * 100.0, 3) + " %): " + d.intervalNote
        : d.resamples > 0
            ? "percentile intervals (nominal " + formatApprox(d.level * 100.0, 3) + " %) from " +
                  formatCount(d.resamples) + " resamples, a " + d.intervalNote
            : "no intervals: " + d.intervalReason;
    if (const std::string thin = decompositionThinParts(d); !thin.empty())
        text += "; " + thin;
    return text;
}

} // namespace mlpe::text
