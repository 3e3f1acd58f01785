#include "standardisation.h"

#include <algorithm>
#include <cmath>

namespace mlpe::analysis {

FeatureScaling fitScaling(const std::vector<double>& data, std::size_t dims, Standardisation kind) {
    FeatureScaling s;
    s.offset.assign(dims, 0.0);
    s.scale.assign(dims, 1.0);
    s.constant.assign(dims, false);
    const std::size_t rows = dims ? data.size() / dims : 0;
    if (rows == 0)
        return s;
    for (std::size_t d = 0; d < dims; ++d) {
        double lo = data[d], hi = data[d], sum = 0.0;
        for (std::size_t r = 0; r < rows; ++r) {
            const double v = data[r * dims + d];
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            sum += v;
        }
        s.constant[d] = !(hi > lo);
        switch (kind) {
        case Standardisation::ZScore: {
            const double mean = sum / static_cast<double>(rows);
            double ss = 0.0;
            for (std::size_t r = 0; r < rows; ++r) {
                const double dv = data[r * dims + d] - mean;
                ss += dv * dv;
            }
            const double sd = std::sqrt(ss / static_cast<double>(rows));
            s.offset[d] = mean;
            s.scale[d] = (s.constant[d] || !(sd > 0.0)) ? 1.0 : sd;
            break;
        }
        case Standardisation::MinMax:
            s.offset[d] = lo;
            s.scale[d] = s.constant[d] ? 1.0 : hi - lo;
            break;
        case Standardisation::None:
            break;
        }
    }
    return s;
}

void applyScaling(std::vector<double>& data, const FeatureScaling& scaling) {
    const std::size_t dims = scaling.offset.size();
    if (dims == 0)
        return;
    for (std::size_t i = 0; i < data.size(); ++i) {
        const std::size_t d = i % dims;
        data[i] = (data[i] - scaling.offset[d]) / scaling.scale[d];
    }
}

std::vector<double> invertScaling(const std::vector<double>& row, const FeatureScaling& scaling) {
    std::vector<double> out(row.size());
    for (std::size_t d = 0; d < row.size(); ++d)
        out[d] = row[d] * scaling.scale[d] + scaling.offset[d];
    return out;
}

} // namespace mlpe::analysis
