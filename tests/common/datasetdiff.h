#pragma once
// Field-by-field comparison of two Datasets for tests (round trips, embedded vs fresh import).
// Doubles are compared by their bits (NaN == NaN, 0.0 != -0.0): "equal" means bit-exact.

#include "core/model/dataset.h"

#include <QStringList>
#include <bit>
#include <cstdint>

namespace mlpe::testing {

inline bool sameBits(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}
inline bool sameBits(const std::optional<double>& a, const std::optional<double>& b) {
    return a.has_value() == b.has_value() && (!a || sameBits(*a, *b));
}

// Differences between two result sets, "field: a != b" (empty when equal). Stops after `limit`.
inline QStringList resultSetDifferences(const ResultSet& a, const ResultSet& b) {
    QStringList out;
    auto check = [&](bool equal, const char* field) {
        if (!equal)
            out << a.key() + QStringLiteral(": ") + QLatin1String(field);
    };
    check(a.round == b.round, "round");
    check(a.submitter == b.submitter, "submitter");
    check(a.system == b.system, "system");
    check(a.benchmark == b.benchmark, "benchmark");
    check(a.hasSystemDescription == b.hasSystemDescription, "hasSystemDescription");
    const auto& da = a.systemDescription;
    const auto& db = b.systemDescription;
    check(da.submitterFolder == db.submitterFolder, "submitterFolder");
    check(da.systemKey == db.systemKey, "systemKey");
    check(da.submitterDisplay == db.submitterDisplay, "submitterDisplay");
    check(da.systemName == db.systemName, "systemName");
    check(da.division == db.division, "division");
    check(da.rawStatus == db.rawStatus, "rawStatus");
    check(da.availability == db.availability, "availability");
    check(da.nodes == db.nodes, "nodes");
    check(da.acceleratorsPerNode == db.acceleratorsPerNode, "acceleratorsPerNode");
    check(da.accelerator.rawName == db.accelerator.rawName, "accelerator.rawName");
    check(da.accelerator.family == db.accelerator.family, "accelerator.family");
    check(da.accelerator.variant == db.accelerator.variant, "accelerator.variant");
    check(da.accelerator.matched == db.accelerator.matched, "accelerator.matched");
    check(da.hostProcessor == db.hostProcessor, "hostProcessor");
    check(da.framework == db.framework, "framework");
    check(a.runsRequired == b.runsRequired, "runsRequired");
    check(sameBits(a.scalingFactor, b.scalingFactor), "scalingFactor");
    check(a.hasScalingFile == b.hasScalingFile, "hasScalingFile");
    check(a.status == b.status, "status");
    check(a.statusText == b.statusText, "statusText");
    check(sameBits(a.scoreMinutes, b.scoreMinutes), "scoreMinutes");
    check(sameBits(a.provisionalMinutes, b.provisionalMinutes), "provisionalMinutes");
    check(sameBits(a.energyJoules, b.energyJoules), "energyJoules");
    check(a.runs.size() == b.runs.size(), "runs.size");
    if (a.runs.size() == b.runs.size()) {
        for (std::size_t i = 0; i < a.runs.size(); ++i) {
            const auto& ra = a.runs[i];
            const auto& rb = b.runs[i];
            const bool equal =
                ra.fileName == rb.fileName && ra.validity == rb.validity &&
                ra.detail == rb.detail && ra.line == rb.line && sameBits(ra.minutes, rb.minutes) &&
                ra.targetKnown == rb.targetKnown && sameBits(ra.energyJoules, rb.energyJoules);
            if (!equal)
                out << a.key() + QStringLiteral(": run ") + ra.fileName;
        }
    }
    return out;
}

// All differences between the result sets (by position) and the problems of two datasets.
inline QStringList datasetDifferences(const Dataset& a, const Dataset& b) {
    QStringList out;
    if (a.resultSets.size() != b.resultSets.size())
        out << QStringLiteral("result set count %1 != %2")
                   .arg(a.resultSets.size())
                   .arg(b.resultSets.size());
    const std::size_t n = std::min(a.resultSets.size(), b.resultSets.size());
    for (std::size_t i = 0; i < n && out.size() < 50; ++i)
        out << resultSetDifferences(a.resultSets[i], b.resultSets[i]);
    if (a.problems.size() != b.problems.size())
        out << QStringLiteral("problem count %1 != %2")
                   .arg(a.problems.size())
                   .arg(b.problems.size());
    else
        for (std::size_t i = 0; i < a.problems.size() && out.size() < 50; ++i) {
            const auto& pa = a.problems[i];
            const auto& pb = b.problems[i];
            if (pa.file != pb.file || pa.line != pb.line || pa.message != pb.message ||
                pa.severity != pb.severity)
                out << QStringLiteral("problem %1: %2 != %3")
                           .arg(i)
                           .arg(pa.toString(), pb.toString());
        }
    return out;
}

} // namespace mlpe::testing
