#pragma once

#include "analysisparams.h"

#include <cstddef>
#include <vector>

namespace mlpe::analysis {

// Per-feature affine map standardised = (x - offset) / scale, fitted on the clustered points.
// A feature with zero spread gets scale 1 (all its standardised values become 0 under z-score
// and min-max) so that it neither divides by zero nor dominates the distances.
struct FeatureScaling {
    std::vector<double> offset;
    std::vector<double> scale;
    std::vector<bool> constant; // the feature had zero spread
};

// `data` is row-major, rows x dims. ZScore uses the population standard deviation (divide by n).
FeatureScaling fitScaling(const std::vector<double>& data, std::size_t dims, Standardisation kind);
void applyScaling(std::vector<double>& data, const FeatureScaling& scaling);
// Back to the features' own units (centroids in original units).
std::vector<double> invertScaling(const std::vector<double>& row, const FeatureScaling& scaling);

} // namespace mlpe::analysis
