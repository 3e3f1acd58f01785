// ScalingFile: reading scaling.json.
#include "core/import/scalingfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestScalingFile : public QObject {
    Q_OBJECT
private slots:
    void read_data();
    void read();
    void missingFile();
};

void TestScalingFile::read_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<double>("factor"); // 0 = error expected
    // v4.1 NVIDIA b200_preview_nemo llama2_70b_lora/scaling.json, verbatim.
    QTest::newRow("real") << QByteArray("{\"scaling_factor\": 1.0188034188034187}")
                          << 1.0188034188034187;
    QTest::newRow("integer") << QByteArray("{\"scaling_factor\": 2}") << 2.0;
    QTest::newRow("numeric string") << QByteArray("{\"scaling_factor\": \" 1.5 \"}") << 1.5;
    QTest::newRow("truncated") << QByteArray("{\"scaling_factor\": ") << 0.0;
    QTest::newRow("no key") << QByteArray("{\"factor\": 1.2}") << 0.0;
    QTest::newRow("not a number") << QByteArray("{\"scaling_factor\": \"x\"}") << 0.0;
}

void TestScalingFile::read() {
    QFETCH(QByteArray, json);
    QFETCH(double, factor);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scaling.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const Expected<double> read = ScalingFile::read(path);
    if (factor == 0.0) {
        QVERIFY(!read);
        QVERIFY(!read.error().isEmpty());
    } else {
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(*read, factor); // exact: the file's decimal text parses to this double
    }
}

void TestScalingFile::missingFile() {
    const Expected<double> read = ScalingFile::read(QStringLiteral("/nonexistent/scaling.json"));
    QVERIFY(!read);
    QVERIFY(read.error().contains(QLatin1String("cannot read")));
}

QTEST_APPLESS_MAIN(TestScalingFile)
#include "tst_scalingfile.moc"
