#include "viewstate.h"

#include "sessioncodec.h"

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

QString colourById(ColourBy colourBy) {
    return QString::fromLatin1(nameOf(kColourByNames, colourBy).data());
}

std::optional<ColourBy> colourByFromId(const QString& id) {
    // Case-insensitive: `--colour-by Cluster` is meant kindly.
    return valueOfName(kColourByNames, id.toLower().toStdString());
}

// Through the codec: what is not stored in a session is not part of the state either, and the
// comparison can never drift from what a file records. Doubles are written in shortest
// round-trip form, so equal JSON means bit-equal values.
bool ViewState::sameAnalysis(const ViewState& other) const {
    QJsonObject a = SessionCodec::toJsonObject(*this);
    QJsonObject b = SessionCodec::toJsonObject(other);
    a.remove(QStringLiteral("view"));
    b.remove(QStringLiteral("view"));
    return a == b;
}

bool ViewState::operator==(const ViewState& other) const {
    return SessionCodec::toJsonObject(*this) == SessionCodec::toJsonObject(other);
}

} // namespace mlpe
