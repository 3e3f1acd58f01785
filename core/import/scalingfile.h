#pragma once

#include "core/io/expected.h"
#include "core/model/plausiblelimits.h"

#include <QString>
#include <optional>

namespace mlpe {

// `scaling.json` of a result set: {"scaling_factor": x}. The review committee adds it when a
// score must be scaled; the official summarizer multiplies the olympic mean (and energy) by x.
class ScalingFile {
public:
    // Factors seen in rounds v3.1-v5.1 lie between 1.0005 and 1.19. A factor above this bound
    // cannot come from a reviewed result (it would multiply the score a hundredfold): the
    // scorer treats it as a damaged file, like a factor < 1.
    static constexpr double kMaxFactor = plausible::kMaxScalingFactor;

    // The file must be a regular file (RegularFile: a folder, a dangling symbolic link or a
    // link loop named scaling.json is unreadable, not absent).
    // The factor, or why there is none: the file cannot be read or has no numeric
    // "scaling_factor" (a numeric string is accepted).
    static Expected<double> read(const QString& path);
};

} // namespace mlpe
