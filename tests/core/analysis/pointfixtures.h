#pragma once
// Small hand-made AnalysisPoint tables shared by the analysis tests.
#include "core/analysis/analysispoint.h"

#include <string>
#include <vector>

namespace mlpe::analysis::fixtures {

inline AnalysisPoint point(const std::string& round, const std::string& submitter,
                           const std::string& system, const std::string& family, int n,
                           double minutes, const std::string& benchmark = "bert") {
    AnalysisPoint p;
    p.round = round;
    p.submitter = submitter;
    p.system = system;
    p.key = round + "/" + submitter + "/" + system;
    p.systemName = system;
    p.division = "closed";
    p.availability = "Available on-premise";
    p.family = family;
    p.acceleratorName = family;
    p.benchmark = benchmark;
    p.accelerators = n;
    p.minutes = minutes;
    return p;
}

// Two families on one benchmark. Paper rule: smallest N = 8 (a8: 100 min, b8: 120 min) ->
// b8 (slowest). Per family: H100 -> b8; H200 -> h16 (its smallest N).
inline std::vector<AnalysisPoint> twoFamilies() {
    return {
        point("4.1", "Alpha", "a8", "H100", 8, 100.0),
        point("4.1", "Beta", "b8", "H100", 8, 120.0),
        point("4.1", "Alpha", "a64", "H100", 64, 16.0),
        point("4.1", "Gamma", "h16", "H200", 16, 40.0),
        point("4.1", "Gamma", "h32", "H200", 32, 25.0),
        point("4.1", "Gamma", "h128", "H200", 128, 8.0),
    };
}

} // namespace mlpe::analysis::fixtures
