#pragma once

#include <QString>
#include <optional>

namespace mlpe {

// `scaling.json` of a result set: {"scaling_factor": x}. The review committee adds it when a
// score must be scaled; the official summarizer multiplies the olympic mean (and energy) by x.
class ScalingFile {
public:
    // The factor, or nullopt with `error` set when the file cannot be read or has no numeric
    // "scaling_factor" (a numeric string is accepted).
    static std::optional<double> read(const QString& path, QString& error);
};

} // namespace mlpe
