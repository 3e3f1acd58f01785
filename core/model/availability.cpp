// Availability categories (declared in systemdescription.h).
#include "systemdescription.h"

namespace mlpe {

QString availabilityLabel(Availability availability) {
    switch (availability) {
    case Availability::OnPremise:
        return QStringLiteral("Available on-premise");
    case Availability::Cloud:
        return QStringLiteral("Available cloud");
    case Availability::Preview:
        return QStringLiteral("Preview");
    case Availability::Unknown:
        break;
    }
    return QStringLiteral("Unknown");
}

// Spellings seen in v3.1..v5.1 (mlperf-data.md): onprem, available, cloud, Cloud,
// "Available on premise", "available on premise", "Available on-premise", "Available Cloud",
// "Available cloud", "Available in cloud", "Preview". MLCommons' own summarizer files plain
// "available" under on-premise; research / RDI systems are published next to previews.
Availability parseAvailability(QStringView raw) {
    QString s = raw.trimmed().toString().toLower();
    s.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    s = s.simplified();
    if (s.isEmpty())
        return Availability::Unknown;
    if (s.contains(QLatin1String("preview")) || s.contains(QLatin1String("research")) ||
        s == QLatin1String("rdi"))
        return Availability::Preview;
    if (s.contains(QLatin1String("cloud")))
        return Availability::Cloud;
    if (s == QLatin1String("onprem") || s.contains(QLatin1String("on prem")) ||
        s == QLatin1String("available"))
        return Availability::OnPremise;
    return Availability::Unknown;
}

} // namespace mlpe
