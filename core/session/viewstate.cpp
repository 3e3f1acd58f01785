#include "viewstate.h"

namespace mlpe {

const QStringList& ViewState::chartIds() {
    static const QStringList ids{QStringLiteral("efficiency"), QStringLiteral("time"),
                                 QStringLiteral("speedup"),    QStringLiteral("pareto"),
                                 QStringLiteral("clusters"),   QStringLiteral("cost")};
    return ids;
}

QString ViewState::chartIdOf(const QString& name) {
    if (chartIds().contains(name))
        return name;
    // Sessions named the k chart "diagnostics" until it had one id everywhere.
    if (name == QLatin1String("diagnostics"))
        return QStringLiteral("clusters");
    return {};
}

std::optional<ColourBy> colourByFromId(const QString& id) {
    // Case-insensitive: `--colour-by Cluster` is meant kindly.
    return valueOfName(kColourByNames, id.toLower().toStdString());
}

} // namespace mlpe
