// The families shown together are told apart: on every round and benchmark of the embedded data
// (and every benchmark over all rounds), the E' chart draws no two families in the same colour
// and shape, no two in one colour while the palette has colours to spare, and no two of one hue
// (blue and sky blue, ...) in the same shape. Checked on the chart's own series, not only on the
// palette.
#include "core/store/embeddeddataset.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QScatterSeries>
#include <QSet>
#include <QTest>

using namespace mlpe;

class TestFamilyLooksInView : public QObject {
    Q_OBJECT
private slots:
    void everyViewOfTheEmbeddedData();
    void familiesKeepTheirLookWherePossible();

private:
    // Checks the family series of `chart`; `families`: the number of families checked.
    static void checkChart(const EfficiencyChartView& chart, const QString& where, int* families);
};

void TestFamilyLooksInView::checkChart(const EfficiencyChartView& chart, const QString& where,
                                       int* families) {
    const QList<QXYSeries*> series = chart.seriesWithRole(SeriesRole::Family);
    *families = int(series.size());
    QSet<QRgb> colours;
    QSet<QPair<QRgb, int>> looks;
    QSet<QPair<int, int>> hueShapes;
    for (QXYSeries* s : series) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter)
            continue;
        const QString what = where + QStringLiteral(": ") + s->name();
        const QRgb colour = scatter->color().rgb();
        const int shape = int(scatter->markerShape());
        QVERIFY2(!looks.contains({colour, shape}), qPrintable(what + " shares colour and shape"));
        looks.insert({colour, shape});
        if (series.size() <= FamilyLooks::colourCount()) {
            QVERIFY2(!colours.contains(colour), qPrintable(what + " shares a colour"));
        }
        colours.insert(colour);
        const int hue = FamilyPalette::hueGroup(scatter->color());
        QVERIFY2(hue >= 0, qPrintable(what + " is not in a family colour"));
        QVERIFY2(!hueShapes.contains({hue, shape}),
                 qPrintable(what + " shares hue and shape with another family"));
        hueShapes.insert({hue, shape});
    }
}

void TestFamilyLooksInView::everyViewOfTheEmbeddedData() {
    ExplorerState state;
    state.setDataset(loadEmbeddedDataset());
    QVERIFY(!state.rounds().isEmpty());
    EfficiencyChartView chart(&state);
    chart.resize(900, 600);
    int views = 0;
    int mostFamilies = 0;
    QStringList rounds = state.rounds();
    rounds << QString(); // and every benchmark over all rounds
    for (const QString& round : rounds) {
        state.setRound(round);
        for (const QString& benchmark : state.benchmarks(round)) {
            state.setBenchmark(benchmark);
            chart.rebuild();
            const QString where = QStringLiteral("v%1 %2").arg(round, benchmark);
            QCOMPARE(chart.seriesWithRole(SeriesRole::Family).size(),
                     state.familiesInScope().size());
            int families = 0;
            checkChart(chart, where, &families);
            mostFamilies = std::max(mostFamilies, families);
            if (QTest::currentTestFailed())
                return;
            ++views;
        }
    }
    qInfo("%d views checked, at most %d families in one", views, mostFamilies);
    QVERIFY(views >= 20);
    QVERIFY(mostFamilies >= 5); // the check had something to tell apart
}

void TestFamilyLooksInView::familiesKeepTheirLookWherePossible() {
    // The pairs a reader saw alike: told apart, and the earlier family of each keeps its home.
    const FamilyLooks looks(
        {"H100", "MI300X", "H200", "RTX A5000", "RTX 4090", "GB200", "Gaudi 2"});
    QCOMPARE(looks.of("H100").colour, FamilyPalette::styleFor("H100").colour);
    QCOMPARE(looks.of("H100").shape, FamilyPalette::styleFor("H100").shape);
    QSet<QRgb> colours;
    for (const QString& f : looks.families())
        colours.insert(looks.of(f).colour.rgb());
    QCOMPARE(colours.size(), 7);
    QVERIFY(FamilyPalette::hueGroup(looks.of("H100").colour) !=
                FamilyPalette::hueGroup(looks.of("MI300X").colour) ||
            looks.of("H100").shape != looks.of("MI300X").shape);
    // Alone, a family has its home look; the look depends on the set, not on its order.
    QCOMPARE(FamilyLooks({"MI300X"}).of("MI300X").colour, FamilyPalette::styleFor("MI300X").colour);
    const FamilyLooks reversed(
        {"Gaudi 2", "GB200", "RTX 4090", "RTX A5000", "H200", "MI300X", "H100"});
    for (const QString& f : looks.families()) {
        QCOMPARE(reversed.of(f).colour, looks.of(f).colour);
        QCOMPARE(reversed.of(f).shape, looks.of(f).shape);
    }
}

QTEST_MAIN(TestFamilyLooksInView)
#include "tst_familylooksinview.moc"
