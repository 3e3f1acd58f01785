#pragma once

#include "analysispoint.h"
#include "enumnames.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mlpe::analysis {

// How systems are grouped as "the same hardware" when hardware is to be controlled for: by
// accelerator family (H100), or by variant as the data name it (H100 SXM 80GB, H100 NVL 94GB:
// form factor and memory), since a family lumps parts of different power and memory; or by
// system series, one submitter's system design at several sizes (systemSeriesOf()), the closest
// the data come to one system scaled out.
enum class HardwareGrouping { Family, Variant, Series };

inline constexpr EnumNames<HardwareGrouping, 3> kHardwareGroupingNames{{
    {HardwareGrouping::Family, "family"},
    {HardwareGrouping::Variant, "variant"},
    {HardwareGrouping::Series, "series"},
}};

std::string hardwareGroupingLabel(HardwareGrouping g); // "family", "variant"
// The noun for one group, or several, in sentences: "family"/"families", "variant"/"variants".
std::string hardwareGroupNoun(HardwareGrouping g, bool plural);
std::optional<HardwareGrouping> parseHardwareGrouping(std::string_view text);

// The accelerator family of a point, whether or not regroupPoints() has replaced its `family` by
// its variant group (the group is the family, a space and the variant, so the family is read back
// by dropping the variant) or its series ("H100 · NVIDIA eos pytorch": the part before " · ").
std::string familyOf(const AnalysisPoint& p);

// THE rule of a list of hardware groups a user chose (the view's families, a comparison
// scenario's): a family name ("H100") names every group of that family, a group name ("H100
// NVL 94GB", a system series) only itself. `group` is a point's group, `family` its family
// (familyOf(); empty or equal to `group` when the group is the family). For std::string lists
// (the analysis' ViewFilter) and QStringList (the view's FilterSettings) alike.
template <class Names, class Name>
bool namesGroup(const Names& names, const Name& group, const Name& family) {
    const auto named = [&](const Name& name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    return named(group) || (family != Name() && family != group && named(family));
}

// The system design a system's folder name describes once its size is taken out: lower case,
// split at "_", "-" and ".", a leading node count ("8xXE9680x8H100-SXM-80GB" -> "xe9680x8h100
// sxm 80gb"), tokens that are a count ("1024", "n64", "ngpu512", "64n", "8nodes"; "x8" stays:
// per node)
// and container versions ("ngc24.09") dropped, the rest joined by spaces:
// "eos_n434_ngc23.09_pytorch" and "eos_n8_ngc23.04_pytorch" -> "eos pytorch".
std::string systemDesign(const std::string& system);

// A point's system series: "<family> · <submitter> <design>" ("H100 · NVIDIA eos pytorch"):
// one submitter's design of one accelerator family at several sizes.
std::string systemSeriesOf(const AnalysisPoint& p);

// The group of a point: its family, or "family variant" ("H100 NVL 94GB"; the family alone when
// the data name no variant), or its system series. Under Variant and Series, the same for a
// point already regrouped; under Family, the point's `family` as it stands.
std::string hardwareGroupOf(const AnalysisPoint& p, HardwareGrouping g);

// The points with `family` replaced by their group, so that everything keyed by family (per-family
// references, the family filter, series) works on variants. Family grouping returns them as given.
std::vector<AnalysisPoint> regroupPoints(std::vector<AnalysisPoint> points, HardwareGrouping g);

// How `points` are grouped, read from the points themselves: Variant when any point's `family`
// is its variant group (regroupPoints() has run), so that text about the groups names them right
// on every path that reaches the analysis.
HardwareGrouping groupingOf(const std::vector<AnalysisPoint>& points);

} // namespace mlpe::analysis
