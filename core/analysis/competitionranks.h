#pragma once

#include <vector>

namespace mlpe::analysis {

// Standard competition ranks ("1-2-2-4") of `values`, largest first: rank 1 is the largest, equal
// values share the smaller rank and the next distinct value skips the shared places. Values
// equal to 12 significant digits count as equal (E' computed along different paths may differ
// in the last bit). Non-finite values (no E') get rank 0 and take no place. Index-aligned.
std::vector<int> competitionRanksDescending(const std::vector<double>& values);

} // namespace mlpe::analysis
