#include "runspread.h"

#include "analysisresult.h"

#include <algorithm>

namespace mlpe::analysis {

bool olympicKeptSlice(std::size_t valid, int invalidRuns, int drop, std::size_t& first,
                      std::size_t& last) {
    if (invalidRuns < 0 || drop < 0 || invalidRuns > drop)
        return false;
    const auto n = static_cast<long long>(valid);
    const long long to = n - (drop - invalidRuns);
    if (to <= drop)
        return false;
    first = static_cast<std::size_t>(drop);
    last = static_cast<std::size_t>(to);
    return true;
}

RunRange keptRunRange(const AnalysisPoint& p) {
    std::vector<double> scratch;
    return keptRunRange(p, scratch);
}

RunRange keptRunRange(const AnalysisPoint& p, std::vector<double>& sorted) {
    sorted.assign(p.runMinutes.begin(), p.runMinutes.end());
    std::sort(sorted.begin(), sorted.end());
    std::size_t first = 0, last = 0;
    if (sorted.empty() ||
        !olympicKeptSlice(sorted.size(), p.invalidRuns, p.olympicDrop, first, last))
        return {kNaN, kNaN};
    return {sorted[first] * p.scalingFactor, sorted[last - 1] * p.scalingFactor};
}

double olympicMeanSorting(std::vector<double>& validMinutes, int invalidRuns, int drop) {
    std::sort(validMinutes.begin(), validMinutes.end());
    std::size_t first = 0, last = 0;
    if (!olympicKeptSlice(validMinutes.size(), invalidRuns, drop, first, last))
        return kNaN;
    double sum = 0.0; // left to right in sorted order, as the official summarizer sums
    for (std::size_t i = first; i < last; ++i)
        sum += validMinutes[i];
    return sum / static_cast<double>(last - first);
}

} // namespace mlpe::analysis
