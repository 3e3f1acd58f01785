#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

namespace mlpe::analysis {

// One configuration chosen in (T, cost): the knee of the cost frontier or the value-of-time
// optimum. Found / Fallback / NotAvailable as BreakEvenOutcome (the labels of analysislabels.h).
struct CostChoice {
    bool available = false;
    bool fallback = false; // knee: the farthest frontier point from the chord, not Kneedle's knee
    std::string pointKey;
    int accelerators = 0;
    double minutes = std::numeric_limits<double>::quiet_NaN();
    double cost = std::numeric_limits<double>::quiet_NaN(); // cost to train, in the currency
    std::string inputs; // the definition and its inputs, human-readable
    std::string reason; // why not available, or why the fallback; empty otherwise
};

// Money, from the prices the user gave (none are built in): cost to train = G / 60 x price per
// accelerator-hour, per point in view whose family has a price. Only when CostParams::enabled.
struct CostResult {
    bool enabled = false;     // a price table was given (even one pricing no family in view)
    std::string currency;     // of every price and cost
    double lambdaMoney = 0.0; // value of time, money per minute saved
    int pricedPoints = 0;     // points in view with a price
    int unpricedPoints = 0;   // points in view whose family has no price
    std::vector<std::string> pricedFamilies;   // families in view with a price, sorted
    std::vector<std::string> unpricedFamilies; // families in view without, sorted
    // Pareto frontier of (T, cost) over the priced points in view: input indices, ascending T
    // (the same epsilon as the (T, G) frontier).
    std::vector<std::size_t> frontier;
    CostChoice knee;        // Kneedle on the cost frontier, as the (T, G) knee
    CostChoice valueOfTime; // minimum of cost + lambdaMoney T
};

} // namespace mlpe::analysis
