#include "hardwarefitreport.h"

#include "core/text/hardwarefitverdict.h"
#include "reportjson.h"

#include <QJsonArray>
#include <cmath>

namespace mlpe {

namespace json = ReportJson;

using namespace analysis;
using namespace text;

QJsonObject HardwareFitReport::toJson(const HardwareControlledFit& fit) {
    QJsonObject o;
    o[QStringLiteral("computed")] = fit.outcome == HardwareFitOutcome::Fitted;
    o[QStringLiteral("reason")] = json::textOrNull(fit.reason);
    o[QStringLiteral("slope")] = json::number(fit.slope);
    o[QStringLiteral("slope_low")] = json::number(fit.slopeLow);
    o[QStringLiteral("slope_high")] = json::number(fit.slopeHigh);
    o[QStringLiteral("slope_se")] = json::number(fit.slopeSe);
    o[QStringLiteral("slope_se_reason")] = json::textOrNull(fit.standardErrorReason);
    // slope_se is the classical error (independent errors, one common slope); beside it the
    // cluster-robust one and its interval, and what each interval covered in the simulation.
    o[QStringLiteral("slope_se_kind")] = QStringLiteral("classical");
    o[QStringLiteral("slope_se_cluster_robust")] = json::number(fit.clusterSe);
    o[QStringLiteral("cluster_robust_low")] = json::number(fit.clusterLow);
    o[QStringLiteral("cluster_robust_high")] = json::number(fit.clusterHigh);
    o[QStringLiteral("cluster_robust_dof")] = fit.clusterDegreesOfFreedom;
    o[QStringLiteral("cluster_robust_reason")] = json::textOrNull(fit.clusterReason);
    o[QStringLiteral("cluster_robust_coverage")] = json::number(fit.clusterCoverage);
    o[QStringLiteral("interval_coverage")] = json::number(fit.bootstrapCoverage);
    o[QStringLiteral("family_slope_min")] = json::number(fit.familySlopeMin);
    o[QStringLiteral("family_slope_max")] = json::number(fit.familySlopeMax);
    o[QStringLiteral("interval_reason")] = json::textOrNull(fit.intervalReason);
    o[QStringLiteral("interval_note")] = json::textOrNull(fit.intervalNote);
    o[QStringLiteral("interval_level")] = fit.level;
    o[QStringLiteral("resamples")] = fit.resamples;
    // An exact integer (seeds stay below 2^63).
    o[QStringLiteral("seed")] = static_cast<qint64>(fit.seed);
    o[QStringLiteral("efficiency_factor_per_doubling")] = json::number(fit.efficiencyFactor);
    o[QStringLiteral("efficiency_factor_low")] = json::number(fit.efficiencyFactorLow);
    o[QStringLiteral("efficiency_factor_high")] = json::number(fit.efficiencyFactorHigh);
    o[QStringLiteral("naive_slope")] = json::number(fit.naiveSlope);
    o[QStringLiteral("hardware_mix")] = json::number(fit.hardwareMix);
    o[QStringLiteral("families")] = fit.families;
    o[QStringLiteral("points")] = fit.points;
    QJsonArray leftOut;
    for (const LeftOutFamily& l : fit.leftOut) {
        QJsonObject f;
        f[QStringLiteral("family")] = QString::fromStdString(l.family);
        f[QStringLiteral("reason")] = QString::fromStdString(l.reason);
        f[QStringLiteral("points")] = l.points;
        leftOut.append(f);
    }
    o[QStringLiteral("left_out")] = leftOut;
    QJsonArray lines;
    for (const FamilyLine& l : fit.lines) {
        QJsonObject f;
        f[QStringLiteral("family")] = QString::fromStdString(l.family);
        f[QStringLiteral("intercept")] = json::number(l.intercept);
        f[QStringLiteral("slope")] = json::number(l.slope);
        f[QStringLiteral("points")] = l.points;
        f[QStringLiteral("min_accelerators")] = l.minAccelerators;
        f[QStringLiteral("max_accelerators")] = l.maxAccelerators;
        lines.append(f);
    }
    o[QStringLiteral("family_lines")] = lines;
    if (fit.grouping == HardwareGrouping::Family) {
        o[QStringLiteral("model")] =
            QStringLiteral("log2 T = a_family + slope * log2 N, least squares with one intercept "
                           "per accelerator family over the families with at least two distinct N");
    } else {
        // The field names stay ("families", "family_lines"); their groups are variants.
        o[QStringLiteral("grouping")] = QString::fromStdString(hardwareGroupingLabel(fit.grouping));
        o[QStringLiteral("model")] = QStringLiteral(
            "log2 T = a_variant + slope * log2 N, least squares with one intercept per "
            "accelerator variant over the variants with at least two distinct N");
    }
    return o;
}

QString HardwareFitReport::summaryLine(const HardwareControlledFit& fit) {
    return QStringLiteral("hardware-controlled scaling: %1")
        .arg(QString::fromStdString(hardwareFitVerdict(fit)));
}

} // namespace mlpe
