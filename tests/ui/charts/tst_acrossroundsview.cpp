// AcrossRoundsView on the embedded rounds: its title names the benchmark as the rest of the
// window does ("BERT-large", not the id "bert"), and the newest round is drawn on top of the
// older ones (its series last), as the title and the legend's order (oldest first) say.
#include "core/model/benchmarkcatalog.h"
#include "core/store/embeddeddataset.h"
#include "ui/charts/acrossroundsview.h"
#include "ui/state/explorerstate.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLegend>
#include <QLegendMarker>
#include <QTest>
#include <QXYSeries>

using namespace mlpe;

class TestAcrossRoundsView : public QObject {
    Q_OBJECT
private slots:
    void titleNamesTheBenchmarkAndNewestIsOnTop();
};

void TestAcrossRoundsView::titleNamesTheBenchmarkAndNewestIsOnTop() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    ExplorerState state;
    state.setDataset(loadEmbeddedDataset());
    state.setRound(QStringLiteral("4.1"));
    state.setBenchmark(QStringLiteral("bert"));
    AcrossRoundsView view(&state);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.familyCombo()->setCurrentIndex(view.familyCombo()->findData(QStringLiteral("H100")));
    view.rebuild();
    const QStringList rounds = view.roundsShown();
    QVERIFY2(rounds.size() >= 3, qPrintable(rounds.join(u',')));
    const QString title = view.chartView()->chart()->title();
    QVERIFY2(title.contains(benchmarkDisplayName(QStringLiteral("bert"))), qPrintable(title));
    QVERIFY2(!title.contains(QStringLiteral(" bert ")), qPrintable(title));
    QVERIFY2(title.contains(QStringLiteral("newest on top")), qPrintable(title));
    // Series drawn in the order added: the rounds' points oldest first, so the newest last.
    QStringList drawn;
    for (QAbstractSeries* s : view.chartView()->chart()->series()) {
        const QString name = s->name();
        for (const QString& round : rounds)
            if (name.startsWith(QStringLiteral("v%1 ").arg(round)))
                drawn << round;
    }
    QCOMPARE(drawn, rounds);
    // The legend lists them in that order too: the last entry is the one on top.
    QStringList legend;
    for (QLegendMarker* marker : view.chartView()->chart()->legend()->markers())
        for (const QString& round : rounds)
            if (marker->label().startsWith(QStringLiteral("v%1 ").arg(round)))
                legend << round;
    QCOMPARE(legend, rounds);
    // For a person to look at: MLPE_SCREENSHOT_DIR=/tmp ctest -R acrossroundsview.
    if (const QString dir = qEnvironmentVariable("MLPE_SCREENSHOT_DIR"); !dir.isEmpty())
        view.grab().save(dir + QStringLiteral("/across-rounds-bert-h100.png"));
}

QTEST_MAIN(TestAcrossRoundsView)
#include "tst_acrossroundsview.moc"
