// csvField / csvTextValue / splitCsvLine: one CSV rule for every writer and reader, text cells
// that a spreadsheet would run as formulas neutralised (OWASP "CSV Injection"), numbers as they
// are.
#include "core/io/csvtext.h"

#include <QTest>

using namespace mlpe;

class TestCsvText : public QObject {
    Q_OBJECT
private slots:
    void field_data();
    void field();
    void readsBackWhatItWrote_data();
    void readsBackWhatItWrote();
    void numbers_data();
    void numbers();
};

void TestCsvText::field_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "ND_H200_v5"
                           << "ND_H200_v5";
    QTest::newRow("comma") << "incomplete: 0 of 10 runs, no scaling"
                           << "\"incomplete: 0 of 10 runs, no scaling\"";
    QTest::newRow("quote") << "2\" rack"
                           << "\"2\"\" rack\"";
    QTest::newRow("newline") << "a\nb"
                             << "\"a\nb\"";
    QTest::newRow("leading space") << " x"
                                   << "\" x\"";
    QTest::newRow("empty") << ""
                           << "";
    // The hostile names of the audit: a system folder and an accelerator name.
    QTest::newRow("=HYPERLINK") << "=HYPERLINK(\"http://x\",\"y\")"
                                << "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"";
    QTest::newRow("DDE") << "=cmd|' /C calc'!A0"
                         << "'=cmd|' /C calc'!A0";
    QTest::newRow("plus") << "+1+cmd"
                          << "'+1+cmd";
    QTest::newRow("minus text") << "-2+3*cmd"
                                << "'-2+3*cmd";
    QTest::newRow("at") << "@SUM(A1)"
                        << "'@SUM(A1)";
    // A leading tab or carriage return: neutralised, and quoted (white space at the start).
    QTest::newRow("tab") << "\t=1"
                         << "'\t=1";
    QTest::newRow("carriage return") << "\r=1"
                                     << "\"'\r=1\"";
    // Quotes already in front of a formula: one more, so that csvTextValue() gives it back.
    QTest::newRow("quoted formula") << "'=1"
                                    << "''=1";
    QTest::newRow("quote alone") << "'x"
                                 << "'x";
    QTest::newRow("inside is fine") << "a=b"
                                    << "a=b";
    // Numbers stay numbers: a negative one is not a formula.
    QTest::newRow("negative number") << "-1.5"
                                     << "-1.5";
    QTest::newRow("exponent") << "-2e-07"
                              << "-2e-07";
    QTest::newRow("signed") << "+3"
                            << "+3";
    // A NUL, which no CSV reader keeps, becomes U+FFFD.
    QTest::newRow("NUL") << QStringLiteral("a") + QChar(0) + QStringLiteral("b")
                         << QStringLiteral("a\uFFFDb");
}

void TestCsvText::field() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(csvField(text), expected);
}

void TestCsvText::readsBackWhatItWrote_data() {
    QTest::addColumn<QString>("text");
    for (const char* text :
         {"H100", "=X", "'=X", "''+X", "-", "@", "-1.5", "'x", "a, \"b\"", "\t-x", " =x "})
        QTest::newRow(text) << QString::fromUtf8(text);
}

void TestCsvText::readsBackWhatItWrote() {
    QFETCH(QString, text);
    const std::optional<QStringList> fields = splitCsvLine(csvField(text) + u',' + csvField(text));
    QVERIFY(fields);
    QCOMPARE(fields->size(), 2);
    QCOMPARE(csvTextValue(fields->at(0)), text);
    QCOMPARE(csvTextValue(fields->at(1)), text);
}

void TestCsvText::numbers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("number");
    QTest::newRow("integer") << "12" << true;
    QTest::newRow("negative") << "-0.5" << true;
    QTest::newRow("exponent") << "1e+300" << true;
    QTest::newRow("leading point") << ".5" << true;
    QTest::newRow("formula") << "-1+2" << false;
    QTest::newRow("sign alone") << "-" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("inf") << "-inf" << false;
    QTest::newRow("number and a newline") << "-1\n" << false;
}

void TestCsvText::numbers() {
    QFETCH(QString, text);
    QFETCH(bool, number);
    QCOMPARE(isCsvNumber(text), number);
}

QTEST_GUILESS_MAIN(TestCsvText)
#include "tst_csvtext.moc"
