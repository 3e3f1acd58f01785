// naturalLess / sortNaturally: result files in the order a person numbers them.
#include "core/import/naturalorder.h"

#include <QTest>

using namespace mlpe;

class TestNaturalOrder : public QObject {
    Q_OBJECT
private slots:
    void sort_data();
    void sort();
};

void TestNaturalOrder::sort_data() {
    QTest::addColumn<QStringList>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("1..10") << QStringList{"result_10.txt", "result_2.txt", "result_1.txt"}
                           << QStringList{"result_1.txt", "result_2.txt", "result_10.txt"};
    QTest::newRow("zero padded") << QStringList{"result_10.txt", "result_02.txt", "result_01.txt"}
                                 << QStringList{"result_01.txt", "result_02.txt", "result_10.txt"};
    // Long ids (v4.1 Lambda): digits beyond 64 bits compare by length then text.
    QTest::newRow("long ids") << QStringList{"result_240928173116824495865_10.txt",
                                             "result_240928173116824495865_2.txt",
                                             "result_140928173116824495865_9.txt"}
                              << QStringList{"result_140928173116824495865_9.txt",
                                             "result_240928173116824495865_2.txt",
                                             "result_240928173116824495865_10.txt"};
    QTest::newRow("01 before 1 on ties") << QStringList{"result_1.txt", "result_01.txt"}
                                         << QStringList{"result_01.txt", "result_1.txt"};
}

void TestNaturalOrder::sort() {
    QFETCH(QStringList, input);
    QFETCH(QStringList, expected);
    sortNaturally(input);
    QCOMPARE(input, expected);
}

QTEST_APPLESS_MAIN(TestNaturalOrder)
#include "tst_naturalorder.moc"
