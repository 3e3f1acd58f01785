#pragma once

#include "core/analysis/hardwarecontrolledfit.h"

#include <QJsonObject>
#include <QString>

namespace mlpe {

// The hardware-controlled scaling model as `analyze --format json` writes it (the object
// "hardware_controlled", docs/formats.md) and as its summary line on stderr.
class HardwareFitReport {
public:
    static QJsonObject toJson(const analysis::HardwareControlledFit& fit);
    // "hardware-controlled scaling: within-family slope ..." (hardwarefitverdict.h).
    static QString summaryLine(const analysis::HardwareControlledFit& fit);
};

} // namespace mlpe
