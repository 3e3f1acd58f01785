#pragma once

#include "core/analysis/analysisresult.h"
#include "core/analysis/sensitivityoutcomes.h"

#include <string>

namespace mlpe::text {

// The reference sensitivity's outcomes (sensitivityOutcomes()) and the one line that words them,
// e.g. "N* between 8 and 14 under 18 of 22 references; at or above 3,472 under 4".
struct SensitivityVerdict : analysis::SensitivityOutcomes {
    std::string text;
};

SensitivityVerdict sensitivityVerdict(const analysis::SensitivityResult& sensitivity);

} // namespace mlpe::text
