#include "viewstate.h"

#include "sessioncodec.h"

namespace mlpe {

QString colourById(ColourBy colourBy) {
    switch (colourBy) {
    case ColourBy::Family:
        return QStringLiteral("family");
    case ColourBy::Cluster:
        return QStringLiteral("cluster");
    case ColourBy::Round:
        return QStringLiteral("round");
    case ColourBy::Submitter:
        return QStringLiteral("submitter");
    }
    return QStringLiteral("family");
}

std::optional<ColourBy> colourByFromId(const QString& id) {
    for (ColourBy c : {ColourBy::Family, ColourBy::Cluster, ColourBy::Round, ColourBy::Submitter})
        if (id.compare(colourById(c), Qt::CaseInsensitive) == 0)
            return c;
    return std::nullopt;
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
