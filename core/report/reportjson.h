#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <cmath>
#include <string>
#include <vector>

namespace mlpe::ReportJson {

// The JSON writers' shared vocabulary (analyze, compare, the hardware-controlled model), so that
// one rule holds in every document: a number that is not finite (no value, not computed) is
// written as null, never as a JSON number; text is UTF-8 from the core's std::string.

inline QString text(const std::string& s) {
    return QString::fromStdString(s);
}

inline QJsonValue number(double v) {
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

// Empty text is "nothing to say": null.
inline QJsonValue textOrNull(const std::string& s) {
    return s.empty() ? QJsonValue() : QJsonValue(text(s));
}
inline QJsonValue textOrNull(const QString& s) {
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

inline QJsonArray textArray(const std::vector<std::string>& values) {
    QJsonArray a;
    for (const std::string& v : values)
        a.append(text(v));
    return a;
}

} // namespace mlpe::ReportJson
