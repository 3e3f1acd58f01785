#pragma once

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

} // namespace mlpe::analysis
