#include "hardwarefitreport.h"

#include "core/analysis/hardwarefitverdict.h"

#include <QJsonArray>
#include <cmath>

namespace mlpe {

using namespace analysis;

namespace {

QJsonValue jsonNumber(double v) {
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonValue textOrNull(const std::string& s) {
    return s.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(s));
}

} // namespace

QJsonObject HardwareFitReport::toJson(const HardwareControlledFit& fit) {
    QJsonObject o;
    o[QStringLiteral("computed")] = fit.outcome == HardwareFitOutcome::Fitted;
    o[QStringLiteral("reason")] = textOrNull(fit.reason);
    o[QStringLiteral("slope")] = jsonNumber(fit.slope);
    o[QStringLiteral("slope_low")] = jsonNumber(fit.slopeLow);
    o[QStringLiteral("slope_high")] = jsonNumber(fit.slopeHigh);
    o[QStringLiteral("slope_se")] = jsonNumber(fit.slopeSe);
    o[QStringLiteral("slope_se_reason")] = textOrNull(fit.standardErrorReason);
    o[QStringLiteral("interval_reason")] = textOrNull(fit.intervalReason);
    o[QStringLiteral("interval_note")] = textOrNull(fit.intervalNote);
    o[QStringLiteral("interval_level")] = fit.level;
    o[QStringLiteral("resamples")] = fit.resamples;
    // An exact integer (seeds stay below 2^63).
    o[QStringLiteral("seed")] = static_cast<qint64>(fit.seed);
    o[QStringLiteral("efficiency_factor_per_doubling")] = jsonNumber(fit.efficiencyFactor);
    o[QStringLiteral("efficiency_factor_low")] = jsonNumber(fit.efficiencyFactorLow);
    o[QStringLiteral("efficiency_factor_high")] = jsonNumber(fit.efficiencyFactorHigh);
    o[QStringLiteral("naive_slope")] = jsonNumber(fit.naiveSlope);
    o[QStringLiteral("hardware_mix")] = jsonNumber(fit.hardwareMix);
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
        f[QStringLiteral("intercept")] = jsonNumber(l.intercept);
        f[QStringLiteral("points")] = l.points;
        f[QStringLiteral("min_accelerators")] = l.minAccelerators;
        f[QStringLiteral("max_accelerators")] = l.maxAccelerators;
        lines.append(f);
    }
    o[QStringLiteral("family_lines")] = lines;
    o[QStringLiteral("model")] =
        QStringLiteral("log2 T = a_family + slope * log2 N, least squares with one intercept per "
                       "accelerator family over the families with at least two distinct N");
    return o;
}

QString HardwareFitReport::summaryLine(const HardwareControlledFit& fit) {
    return QStringLiteral("hardware-controlled scaling: %1")
        .arg(QString::fromStdString(hardwareFitVerdict(fit)));
}

} // namespace mlpe
