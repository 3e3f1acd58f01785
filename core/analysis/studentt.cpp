#include "studentt.h"

#include <cmath>
#include <limits>

namespace mlpe::analysis {

double studentTCentralProbability(double t, int dof) {
    if (dof < 1 || std::isnan(t))
        return std::numeric_limits<double>::quiet_NaN();
    if (std::isinf(t))
        return 1.0;
    const double theta = std::atan(std::fabs(t) / std::sqrt(static_cast<double>(dof)));
    const double c2 = std::cos(theta) * std::cos(theta);
    const double s = std::sin(theta);
    // The series' terms are products of ratios of consecutive odd and even numbers times powers
    // of cos^2; each term follows from the previous one.
    if (dof % 2 == 1) {
        double sum = 0.0;
        double term = 1.0;
        for (int k = 1; 2 * k + 1 <= dof; ++k) {
            sum += term;
            term *= c2 * (2.0 * k) / (2.0 * k + 1.0);
        }
        return 2.0 / M_PI * (theta + (dof > 1 ? s * std::cos(theta) * sum : 0.0));
    }
    double sum = 0.0;
    double term = 1.0;
    for (int k = 1; 2 * k <= dof; ++k) {
        sum += term;
        term *= c2 * (2.0 * k - 1.0) / (2.0 * k);
    }
    return s * sum;
}

double studentTCriticalValue(double central, int dof) {
    if (dof < 1 || !(central > 0.0 && central < 1.0))
        return std::numeric_limits<double>::quiet_NaN();
    double low = 0.0;
    double high = 1.0;
    while (studentTCentralProbability(high, dof) < central)
        high *= 2.0;
    for (int i = 0; i < 200 && high - low > 1e-12 * high; ++i) {
        const double mid = 0.5 * (low + high);
        (studentTCentralProbability(mid, dof) < central ? low : high) = mid;
    }
    return 0.5 * (low + high);
}

} // namespace mlpe::analysis
