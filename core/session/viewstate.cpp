#include "viewstate.h"

namespace mlpe {

const QStringList& ViewState::chartIds() {
    static const QStringList ids{QStringLiteral("efficiency"),  QStringLiteral("time"),
                                 QStringLiteral("speedup"),     QStringLiteral("pareto"),
                                 QStringLiteral("diagnostics"), QStringLiteral("cost")};
    return ids;
}

std::optional<ColourBy> colourByFromId(const QString& id) {
    // Case-insensitive: `--colour-by Cluster` is meant kindly.
    return valueOfName(kColourByNames, id.toLower().toStdString());
}

} // namespace mlpe
