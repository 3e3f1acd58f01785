#include "runresult.h"

namespace mlpe {

QString runValidityLabel(RunValidity validity) {
    switch (validity) {
    case RunValidity::Valid:
        return QStringLiteral("valid");
    case RunValidity::MalformedRecord:
        return QStringLiteral("malformed MLLOG record");
    case RunValidity::NoRunStop:
        return QStringLiteral("no run_stop");
    case RunValidity::NoRunStart:
        return QStringLiteral("no run_start");
    case RunValidity::TargetNotReached:
        return QStringLiteral("target not reached");
    case RunValidity::InitTooLong:
        return QStringLiteral("initialisation too long");
    case RunValidity::Unreadable:
        return QStringLiteral("unreadable");
    case RunValidity::ImplausibleTime:
        return QStringLiteral("implausible time");
    }
    return QStringLiteral("unknown");
}

} // namespace mlpe
