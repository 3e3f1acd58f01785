#pragma once

namespace mlpe::analysis {

// P(|T| <= t) for Student's t with `dof` >= 1 degrees of freedom (integer dof: the closed forms of
// Abramowitz & Stegun 26.7.3 and 26.7.4, exact to rounding). t < 0 is treated as |t|.
double studentTCentralProbability(double t, int dof);

// The t with P(|T| <= t) = `central` (0 < central < 1), e.g. 12.7 for 0.95 at one degree of
// freedom, 2.26 at nine: the half-width of a central interval in standard errors. Found by
// bisection to 1e-12 relative; NaN for dof < 1 or central outside (0, 1).
double studentTCriticalValue(double central, int dof);

} // namespace mlpe::analysis
