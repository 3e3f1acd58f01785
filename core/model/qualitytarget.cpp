#include "qualitytarget.h"

#include <cmath>

namespace mlpe {

QString ValueRange::toString() const {
    QString text;
    if (std::isfinite(low))
        text = QString::number(low) + (lowInclusive ? QLatin1String(" <= ") : QLatin1String(" < "));
    text += QLatin1Char('v');
    if (std::isfinite(high))
        text +=
            (highInclusive ? QLatin1String(" <= ") : QLatin1String(" < ")) + QString::number(high);
    if (!std::isfinite(low) && !std::isfinite(high))
        text += QLatin1String(" (any)");
    return text;
}

QualityTarget QualityTarget::scalarRange(ValueRange range) {
    QualityTarget target;
    target.kind = TargetKind::Scalar;
    target.scalar = range;
    return target;
}

QualityTarget QualityTarget::openDivision() {
    ValueRange range;
    range.high = 1.0;
    return scalarRange(range);
}

QString QualityTarget::description() const {
    switch (kind) {
    case TargetKind::Scalar:
        return scalar.toString();
    case TargetKind::MaskRcnn:
        return QStringLiteral("BBOX: %1 and SEGM: %2").arg(bbox.toString(), segm.toString());
    case TargetKind::StableDiffusion:
        return QStringLiteral("FID: %1 and CLIP: %2 at the same evaluation")
            .arg(fid.toString(), clip.toString());
    case TargetKind::Unknown:
        break;
    }
    return QStringLiteral("unknown target");
}

} // namespace mlpe
