#include "payloadreader.h"

#include <QtEndian>
#include <cstring>

namespace mlpe {

PayloadReader::PayloadReader(const QByteArray& bytes)
    : m_at(bytes.constData())
    , m_end(bytes.constData() + bytes.size()) {}

void PayloadReader::fail(Status status) {
    if (m_status == Status::Ok)
        m_status = status;
    m_at = m_end; // nothing more is read
}

const char* PayloadReader::take(qint64 size) {
    if (m_status != Status::Ok || m_end - m_at < size) {
        fail(Status::ReadPastEnd);
        return nullptr;
    }
    const char* at = m_at;
    m_at += size;
    return at;
}

PayloadReader& PayloadReader::operator>>(quint32& value) {
    const char* at = take(sizeof value);
    value = at ? qFromBigEndian<quint32>(at) : 0;
    return *this;
}

PayloadReader& PayloadReader::operator>>(qint32& value) {
    const char* at = take(sizeof value);
    value = at ? qFromBigEndian<qint32>(at) : 0;
    return *this;
}

PayloadReader& PayloadReader::operator>>(double& value) {
    const char* at = take(sizeof value);
    const quint64 bits = at ? qFromBigEndian<quint64>(at) : 0;
    std::memcpy(&value, &bits, sizeof value);
    return *this;
}

PayloadReader& PayloadReader::operator>>(bool& value) {
    const char* at = take(1);
    value = at && *at != 0;
    return *this;
}

PayloadReader& PayloadReader::operator>>(QString& value) {
    quint32 bytes = 0;
    *this >> bytes;
    if (!ok()) {
        value = QString();
    } else if (bytes == 0xffffffff) {
        value = QString();
    } else if (bytes & 0x1) {
        value = QString();
        fail(Status::ReadCorruptData);
    } else if (bytes == 0) {
        value = QString(QLatin1StringView("")); // empty, not null: as QDataStream reads it
    } else if (const char* at = take(bytes)) {
        const qsizetype length = bytes / 2;
        value = QString(length, Qt::Uninitialized);
        qFromBigEndian<quint16>(at, length, value.data());
    } else {
        value = QString();
    }
    return *this;
}

} // namespace mlpe
