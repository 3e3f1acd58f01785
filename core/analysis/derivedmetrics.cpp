#include "derivedmetrics.h"

#include <cmath>

namespace mlpe::analysis {

DerivedMetrics deriveMetrics(int n, double t, int nRef, double tRef) {
    const double dn = static_cast<double>(n);
    const double dnRef = static_cast<double>(nRef);
    DerivedMetrics m;
    m.log2Accelerators = std::log2(dn);
    m.speedup = tRef / t;
    m.acceleratorMinutes = dn * t;
    // Ratio of accelerator-minutes: one rounding step fewer than S / (N / N_ref).
    m.efficiency = (dnRef * tRef) / m.acceleratorMinutes;
    m.idealSpeedup = dn / dnRef;
    m.idealMinutes = tRef * dnRef / dn;
    return m;
}

} // namespace mlpe::analysis
