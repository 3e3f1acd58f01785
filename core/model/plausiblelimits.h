#pragma once

// What a real MLPerf measurement can be. A value outside these bounds is not a measurement (a
// corrupt, hostile or hand-edited file): the readers refuse it with a message naming the file and
// line, and the dataset codec refuses a stored dataset holding one. One place, so that the
// importer and the codec can never disagree on what is plausible.
namespace mlpe::plausible {

// N = nodes x accelerators per node. The largest real system has 11,616.
inline constexpr int kMaxAccelerators = 1'000'000;
// scaling.json factors. Real ones: 1.0005-1.19; the official rules never scale down.
inline constexpr double kMinScalingFactor = 1.0;
inline constexpr double kMaxScalingFactor = 100.0;
// MLLOG time_ms values are Unix milliseconds; 1e14 ms is the year 5138.
inline constexpr double kMaxTimeMs = 1e14;
// run_start -> run_stop: what a training run can take. The longest real run of v3.1 - v5.1
// takes 13.4 hours (v5.0 tinycorp tinybox_green retinanet); 30 days is far beyond any, while a
// run_start of 0 ms (54 years) or a run_stop near kMaxTimeMs is no measurement and must never
// become a score.
inline constexpr double kMaxRunMs = 30.0 * 24 * 60 * 60 * 1000;

} // namespace mlpe::plausible
