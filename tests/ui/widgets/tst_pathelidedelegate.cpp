// PathElideDelegate: round, submitter and system folders stay readable, only what follows is
// elided (in the middle), and the part before the round folder is dropped.
#include "ui/widgets/pathelidedelegate.h"

#include <QFontMetrics>
#include <QTest>

using namespace mlpe;

class TestPathElideDelegate : public QObject {
    Q_OBJECT
private slots:
    void splitsAfterSystem();
    void elidesOnlyAfterSystem();
    void fitsUnchanged();
};

void TestPathElideDelegate::splitsAfterSystem() {
    const auto [head, tail] = PathElideDelegate::splitPath(
        "/data/x/training_results_v4.1/NVIDIA/results/dgxh100_n8/llama2_70b_lora/result_3.txt");
    QCOMPARE(head, QStringLiteral("training_results_v4.1/NVIDIA/results/dgxh100_n8"));
    QCOMPARE(tail, QStringLiteral("llama2_70b_lora/result_3.txt"));
    const auto [head2, tail2] =
        PathElideDelegate::splitPath("training_results_v5.0/Dell/systems/XE9680.json");
    QCOMPARE(head2, QStringLiteral("training_results_v5.0/Dell/systems/XE9680.json"));
    QVERIFY(tail2.isEmpty());
}

void TestPathElideDelegate::elidesOnlyAfterSystem() {
    const QFont font;
    const QFontMetrics metrics(font);
    const QString path = "training_results_v4.1/NVIDIA/results/dgxh100_n8/"
                         "llama2_70b_lora/some_long_subfolder_name/result_3.txt";
    const QString head = "training_results_v4.1/NVIDIA/results/dgxh100_n8/";
    const int width = metrics.horizontalAdvance(head) + metrics.horizontalAdvance("llama…t_3.txt");
    const QString shown = PathElideDelegate::elidedPath(path, metrics, width);
    QVERIFY2(shown.startsWith(head), qPrintable(shown));
    QVERIFY2(shown.contains(QChar(0x2026)), qPrintable(shown));
    QVERIFY2(shown.endsWith(".txt"), qPrintable(shown)); // middle elision: the file name stays
    QVERIFY(metrics.horizontalAdvance(shown) <= width);
}

void TestPathElideDelegate::fitsUnchanged() {
    const QFontMetrics metrics{QFont()};
    const QString path = "training_results_v4.1/Dell/results/XE9680/bert/result_0.txt";
    QCOMPARE(PathElideDelegate::elidedPath(path, metrics, 2000), path);
}

QTEST_MAIN(TestPathElideDelegate)
#include "tst_pathelidedelegate.moc"
