#pragma once

#include <atomic>

namespace mlpe::analysis {

// Set from another thread when a computation's result is no longer wanted (the window's view
// changed while its bootstrap ran): the long loops look at it once per resample and stop, and
// what they return is incomplete and must be dropped (AnalysisResult::cancelled). A null flag is
// never set.
using CancelFlag = std::atomic<bool>;

inline bool isCancelled(const CancelFlag* flag) {
    return flag != nullptr && flag->load(std::memory_order_relaxed);
}

} // namespace mlpe::analysis
