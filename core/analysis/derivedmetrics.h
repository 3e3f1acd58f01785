#pragma once

#include <optional>

namespace mlpe::analysis {

// Derived (not official) metrics of one configuration (N accelerators, T minutes) measured
// against a reference (N_ref, T_ref); see README "Analysis: definitions".
struct DerivedMetrics {
    double log2Accelerators = 0.0;   // log2 N
    double speedup = 0.0;            // S = T_ref / T
    double efficiency = 0.0;         // E' = S / (N / N_ref) = (N_ref T_ref) / (N T)
    double acceleratorMinutes = 0.0; // G = N T
    double idealSpeedup = 0.0;       // N / N_ref
    double idealMinutes = 0.0;       // T_ref N_ref / N
};

// Preconditions: n, nRef > 0; t, tRef finite and > 0 (the view filter guarantees it).
DerivedMetrics deriveMetrics(int n, double t, int nRef, double tRef);

// Energy per accelerator-minute = E / G = E / (N T), in joules per accelerator-minute: the
// measured energy to train spread over the accelerator-minutes it took (divided by 60 it is the
// mean power per accelerator in watts, host and network included). NaN when the energy was not
// measured, or N or T is not positive and finite: never estimated.
double energyPerAcceleratorMinute(const std::optional<double>& energyJoules, int n, double t);

} // namespace mlpe::analysis
