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

} // namespace mlpe::plausible
