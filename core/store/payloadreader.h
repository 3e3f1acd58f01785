#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

namespace mlpe {

// Reads what a QDataStream (big-endian, DoublePrecision, Qt_6_4) wrote into a byte array: the
// same values, the same null and empty strings, the same statuses, straight from the bytes.
// A QDataStream reads every field through QBuffer and QIODevice (a call chain per integer);
// the embedded dataset has some 200,000 fields, and its decoding was a sixth of the window's
// start-up. Unlike a QDataStream, a reader that failed reads nothing more (every later value is
// zero or a null string): the caller only ever reports the first failure.
class PayloadReader {
public:
    // The values of QDataStream::Status of the same names.
    enum class Status { Ok = 0, ReadPastEnd = 1, ReadCorruptData = 2 };

    // `bytes` must outlive the reader.
    explicit PayloadReader(const QByteArray& bytes);

    Status status() const { return m_status; }
    bool ok() const { return m_status == Status::Ok; }
    qint64 bytesAvailable() const { return m_end - m_at; }
    bool atEnd() const { return m_at == m_end; }

    PayloadReader& operator>>(quint32& value);
    PayloadReader& operator>>(qint32& value);
    PayloadReader& operator>>(double& value);
    PayloadReader& operator>>(bool& value);
    // QDataStream's QString: quint32 byte count (0xffffffff: a null string), UTF-16 big-endian.
    PayloadReader& operator>>(QString& value);

private:
    // The next `size` bytes, or nullptr (and ReadPastEnd) when fewer are left.
    const char* take(qint64 size);
    void fail(Status status);

    const char* m_at;
    const char* m_end;
    Status m_status = Status::Ok;
};

} // namespace mlpe
