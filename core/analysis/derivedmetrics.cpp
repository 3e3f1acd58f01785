#include "derivedmetrics.h"

#include <cmath>
#include <limits>

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

double energyPerAcceleratorMinute(const std::optional<double>& energyJoules, int n, double t) {
    const double g = static_cast<double>(n) * t; // G exactly as deriveMetrics forms it
    if (!energyJoules || !std::isfinite(*energyJoules) || *energyJoules < 0.0 || n <= 0 ||
        !std::isfinite(g) || g <= 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return *energyJoules / g;
}

} // namespace mlpe::analysis
