// oneLine: every message is one clean line, whatever a value echoed in it holds.
#include "core/io/onelinetext.h"

#include <QTest>

using namespace mlpe;

class TestOneLineText : public QObject {
    Q_OBJECT
private slots:
    void escapes_data();
    void escapes();
};

void TestOneLineText::escapes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("4.1/Dell/XE9680 ✓ E′")
                           << QStringLiteral("4.1/Dell/XE9680 ✓ E′");
    QTest::newRow("newline, tab, return")
        << QStringLiteral("a\nb\tc\rd") << QStringLiteral("a\\nb\\tc\\rd");
    QTest::newRow("NUL") << QString(QChar(0)) + QStringLiteral("x") << QStringLiteral("\\x00x");
    QTest::newRow("terminal escape")
        << QStringLiteral("\x1b[31mred") << QStringLiteral("\\x1b[31mred");
    QTest::newRow("DEL and C1") << QStringLiteral("\x7f\u0085") << QStringLiteral("\\x7f\\x85");
    QTest::newRow("line separators")
        << QStringLiteral("a\u2028b\u2029") << QStringLiteral("a\\u2028b\\u2029");
}

void TestOneLineText::escapes() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(oneLine(text), expected);
}

QTEST_GUILESS_MAIN(TestOneLineText)
#include "tst_onelinetext.moc"
