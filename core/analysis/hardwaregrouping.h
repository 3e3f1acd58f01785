#pragma once

#include "analysispoint.h"
#include "enumnames.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mlpe::analysis {

// How systems are grouped as "the same hardware" when hardware is to be controlled for: by
// accelerator family (H100), or by variant as the data name it (H100 SXM 80GB, H100 NVL 94GB:
// form factor and memory), since a family lumps parts of different power and memory.
enum class HardwareGrouping { Family, Variant };

inline constexpr EnumNames<HardwareGrouping, 2> kHardwareGroupingNames{{
    {HardwareGrouping::Family, "family"},
    {HardwareGrouping::Variant, "variant"},
}};

std::string hardwareGroupingLabel(HardwareGrouping g); // "family", "variant"
// The noun for one group, or several, in sentences: "family"/"families", "variant"/"variants".
std::string hardwareGroupNoun(HardwareGrouping g, bool plural);
std::optional<HardwareGrouping> parseHardwareGrouping(std::string_view text);

// The accelerator family of a point, whether or not regroupPoints() has replaced its `family` by
// its variant group (the group is the family, a space and the variant, so the family is read back
// by dropping the variant).
std::string familyOf(const AnalysisPoint& p);

// The group of a point: its family, or "family variant" ("H100 NVL 94GB"; the family alone when
// the data name no variant). Under Variant, the same for a point already regrouped; under Family,
// the point's `family` as it stands.
std::string hardwareGroupOf(const AnalysisPoint& p, HardwareGrouping g);

// The points with `family` replaced by their group, so that everything keyed by family (per-family
// references, the family filter, series) works on variants. Family grouping returns them as given.
std::vector<AnalysisPoint> regroupPoints(std::vector<AnalysisPoint> points, HardwareGrouping g);

// How `points` are grouped, read from the points themselves: Variant when any point's `family`
// is its variant group (regroupPoints() has run), so that text about the groups names them right
// on every path that reaches the analysis.
HardwareGrouping groupingOf(const std::vector<AnalysisPoint>& points);

} // namespace mlpe::analysis
