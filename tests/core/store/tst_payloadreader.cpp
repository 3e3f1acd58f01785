// PayloadReader: reads what a QDataStream (big-endian, DoublePrecision) wrote, value for value:
// the same integers, bits of doubles (NaN, -0), booleans, null and empty strings, and the
// same first failure (read past the end, an odd string length) as a QDataStream.
#include "core/store/payloadreader.h"

#include <QDataStream>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>

using namespace mlpe;

namespace {

void setUp(QDataStream& stream) {
    stream.setVersion(QDataStream::Qt_6_4);
    stream.setByteOrder(QDataStream::BigEndian);
    stream.setFloatingPointPrecision(QDataStream::DoublePrecision);
}

quint64 bitsOf(double value) {
    quint64 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

} // namespace

class TestPayloadReader : public QObject {
    Q_OBJECT
private slots:
    void readsWhatQDataStreamWrote();
    void failsWhereQDataStreamFails_data();
    void failsWhereQDataStreamFails();
};

void TestPayloadReader::readsWhatQDataStreamWrote() {
    const QList<QString> strings{QString(), QStringLiteral(""), QStringLiteral("v5.1"),
                                 QStringLiteral("E′ ≥ τ, 8× MI300X-192GB, 中文, 😀")};
    const QList<double> doubles{0.0,
                                -0.0,
                                1.5,
                                -1e300,
                                std::numeric_limits<double>::quiet_NaN(),
                                std::numeric_limits<double>::infinity(),
                                5e-324};
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        setUp(out);
        for (const QString& s : strings)
            out << s;
        for (double d : doubles)
            out << d;
        out << quint32(0xdeadbeef) << qint32(-7) << true << false;
    }
    QByteArray withOtherBool = bytes;
    withOtherBool[withOtherBool.size() - 2] = char(2); // any non-zero byte reads as true

    PayloadReader in(withOtherBool);
    for (const QString& expected : strings) {
        QString s = QStringLiteral("stale");
        in >> s;
        QCOMPARE(s, expected);
        QCOMPARE(s.isNull(), expected.isNull());
    }
    for (double expected : doubles) {
        double d = 0;
        in >> d;
        QCOMPARE(bitsOf(d), bitsOf(expected));
    }
    quint32 u = 0;
    qint32 i = 0;
    bool t = false, f = true;
    in >> u >> i >> t >> f;
    QCOMPARE(u, quint32(0xdeadbeef));
    QCOMPARE(i, -7);
    QVERIFY(t);
    QVERIFY(!f);
    QVERIFY(in.ok());
    QVERIFY(in.atEnd());
    QCOMPARE(in.bytesAvailable(), 0);
}

void TestPayloadReader::failsWhereQDataStreamFails_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status"); // QDataStream::Status
    QTest::newRow("short integer")
        << QByteArray("\x00\x00\x01", 3) << int(QDataStream::ReadPastEnd);
    QTest::newRow("odd string length") << QByteArray("\x00\x00\x00\x03"
                                                     "abc",
                                                     7)
                                       << int(QDataStream::ReadCorruptData);
    QTest::newRow("string longer than the bytes") << QByteArray("\x00\x00\x00\x08"
                                                                "ab",
                                                                6)
                                                  << int(QDataStream::ReadPastEnd);
    QTest::newRow("huge string length")
        << QByteArray("\xff\xff\xff\xfe", 4) << int(QDataStream::ReadPastEnd);
    QTest::newRow("nothing") << QByteArray() << int(QDataStream::ReadPastEnd);
}

void TestPayloadReader::failsWhereQDataStreamFails() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    // The same reads from both: a string, then an integer.
    QDataStream stream(bytes);
    setUp(stream);
    QString fromStream;
    stream >> fromStream;
    QCOMPARE(int(stream.status()), status);

    PayloadReader in(bytes);
    QString s;
    in >> s;
    QVERIFY(!in.ok());
    QCOMPARE(int(in.status()), status);
    QVERIFY(s.isNull());
    QCOMPARE(in.bytesAvailable(), 0); // nothing more is read
    quint32 after = 1;
    in >> after;
    QCOMPARE(after, quint32(0));
    QCOMPARE(int(in.status()), status); // the first failure is kept
}

QTEST_MAIN(TestPayloadReader)
#include "tst_payloadreader.moc"
