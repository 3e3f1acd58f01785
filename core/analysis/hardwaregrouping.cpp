#include "hardwaregrouping.h"

#include <algorithm>

namespace mlpe::analysis {

std::string hardwareGroupingLabel(HardwareGrouping g) {
    return std::string(nameOf(kHardwareGroupingNames, g));
}

std::string hardwareGroupNoun(HardwareGrouping g, bool plural) {
    if (g == HardwareGrouping::Variant)
        return plural ? "variants" : "variant";
    if (g == HardwareGrouping::Series)
        return "series";
    return plural ? "families" : "family";
}

namespace {

constexpr std::string_view kSeriesSeparator = " · ";

bool allDigits(std::string_view t) {
    return !t.empty() &&
           std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A token that says how big the system is, not what it is.
bool sizeToken(std::string_view t) {
    if (allDigits(t))
        return true;
    for (std::string_view prefix : {"n", "ngpu", "gpu", "node", "nodes"})
        if (t.size() > prefix.size() && t.substr(0, prefix.size()) == prefix &&
            allDigits(t.substr(prefix.size())))
            return true; // n64, ngpu512
    for (std::string_view suffix : {"n", "node", "nodes", "gpu", "gpus"})
        if (t.size() > suffix.size() && t.substr(t.size() - suffix.size()) == suffix &&
            allDigits(t.substr(0, t.size() - suffix.size())))
            return true; // 64n, 8nodes, 512gpus
    return t.rfind("ngc", 0) == 0 && t.size() > 3 && t[3] >= '0' && t[3] <= '9'; // ngc24.09
}

} // namespace

std::string systemDesign(const std::string& system) {
    std::string lower;
    for (char c : system)
        lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    // A leading node count: "8x..." (but not "x8", which is per node).
    std::size_t start = 0;
    while (start < lower.size() && lower[start] >= '0' && lower[start] <= '9')
        ++start;
    if (start > 0 && start < lower.size() && lower[start] == 'x')
        lower = lower.substr(start + 1);
    // "ngc24.09": the dot would split the version; take the container versions out first.
    std::string text;
    std::string token;
    std::vector<std::string> kept;
    const auto flush = [&] {
        if (!token.empty() && !sizeToken(token))
            kept.push_back(token);
        token.clear();
    };
    for (std::size_t i = 0; i < lower.size(); ++i) {
        const char c = lower[i];
        if (c == '.' && token.rfind("ngc", 0) == 0) {
            token += c; // part of a version
            continue;
        }
        if (c == '_' || c == '-' || c == '.' || c == ' ')
            flush();
        else
            token += c;
    }
    flush();
    for (const std::string& k : kept)
        text += (text.empty() ? "" : " ") + k;
    return text.empty() ? lower : text;
}

std::string systemSeriesOf(const AnalysisPoint& p) {
    return familyOf(p) + std::string(kSeriesSeparator) + p.submitter + ' ' + systemDesign(p.system);
}

std::optional<HardwareGrouping> parseHardwareGrouping(std::string_view text) {
    return valueOfName(kHardwareGroupingNames, text);
}

std::string familyOf(const AnalysisPoint& p) {
    if (const auto series = p.family.find(kSeriesSeparator); series != std::string::npos)
        return p.family.substr(0, series);
    const std::string suffix = " " + p.variant;
    if (!p.variant.empty() && p.family.size() > suffix.size() &&
        p.family.compare(p.family.size() - suffix.size(), suffix.size(), suffix) == 0)
        return p.family.substr(0, p.family.size() - suffix.size());
    return p.family;
}

std::string hardwareGroupOf(const AnalysisPoint& p, HardwareGrouping g) {
    if (g == HardwareGrouping::Series)
        return systemSeriesOf(p);
    if (g == HardwareGrouping::Family || p.variant.empty())
        return p.family;
    const std::string family = familyOf(p); // already regrouped: the same group
    return family + " " + p.variant;
}

std::vector<AnalysisPoint> regroupPoints(std::vector<AnalysisPoint> points, HardwareGrouping g) {
    if (g != HardwareGrouping::Family)
        for (AnalysisPoint& p : points)
            p.family = hardwareGroupOf(p, g);
    return points;
}

HardwareGrouping groupingOf(const std::vector<AnalysisPoint>& points) {
    for (const AnalysisPoint& p : points)
        if (p.family.find(kSeriesSeparator) != std::string::npos)
            return HardwareGrouping::Series;
    for (const AnalysisPoint& p : points)
        if (familyOf(p) != p.family)
            return HardwareGrouping::Variant;
    return HardwareGrouping::Family;
}

} // namespace mlpe::analysis
