#pragma once

#include <QString>
#include <limits>

namespace mlpe {

// An interval of accepted metric values; each end open or closed (infinite ends are open).
struct ValueRange {
    double low = -std::numeric_limits<double>::infinity();
    double high = std::numeric_limits<double>::infinity();
    bool lowInclusive = false;
    bool highInclusive = false;

    bool contains(double v) const {
        const bool aboveLow = lowInclusive ? v >= low : v > low;
        const bool belowHigh = highInclusive ? v <= high : v < high;
        return aboveLow && belowHigh;
    }
    // "0.72 <= v < 1", "0 < v <= 0.925", "v >= 0.908": for messages.
    QString toString() const;
};

enum class TargetKind {
    Unknown,         // no known target: a run is accepted when run_stop says success
    Scalar,          // eval_accuracy value is a number that must fall in `scalar`
    MaskRcnn,        // value is an object {"BBOX": x, "SEGM": y}, both must reach their range
    StableDiffusion, // FID and CLIP records grouped by samples_count (v3.1: step_num)
};

// The quality target of a benchmark (mlperf-data.md, "When is a run valid", rule 3).
struct QualityTarget {
    TargetKind kind = TargetKind::Unknown;
    ValueRange scalar; // Scalar
    ValueRange bbox;   // MaskRcnn
    ValueRange segm;   // MaskRcnn
    ValueRange fid;    // StableDiffusion
    ValueRange clip;   // StableDiffusion

    static QualityTarget scalarRange(ValueRange range);
    // Open division: any eval_accuracy value < 1.0 (mlperf-data.md).
    static QualityTarget openDivision();
    // Human-readable target for problem messages.
    QString description() const;
};

} // namespace mlpe
