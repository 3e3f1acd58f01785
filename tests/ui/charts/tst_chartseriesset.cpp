// ChartSeriesSet: series reused from one build to the next, in the order asked for. A series
// that appears in the middle (a reference ring, an excluded point, one more hull) puts only the
// series from it on out of place: those are made again, the ones before it are kept.
#include "ui/charts/chartaxes.h"
#include "ui/charts/chartseriesset.h"

#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QTest>

using namespace mlpe;

namespace {

using Build = QStringList; // the names asked for, in order (role Family, scatter)

// One build as a chart does it: begin, ask for each series, end; on a misplaced series, discard
// from there and build again (the callers' loop).
QList<QXYSeries*> build(ChartSeriesSet& set, const Build& names, int* passes = nullptr) {
    QList<QXYSeries*> asked;
    int pass = 0;
    for (;;) {
        ++pass;
        set.beginRebuild(nullptr);
        asked.clear();
        for (const QString& name : names)
            asked << set.scatter(SeriesRole::Family, name, Qt::blue, MarkerShape::Circle, 8, true);
        if (set.endRebuild())
            break;
        set.discardMisplaced();
    }
    if (passes)
        *passes = pass;
    return asked;
}

QStringList namesInChart(const QChart& chart) {
    QStringList names;
    for (QAbstractSeries* s : chart.series())
        names << s->name();
    return names;
}

QStringList legendLabels(const QChart& chart) {
    QStringList labels;
    for (QLegendMarker* m : chart.legend()->markers())
        labels << m->label();
    return labels;
}

} // namespace

class TestChartSeriesSet : public QObject {
    Q_OBJECT
private slots:
    void sameBuildReusesEverySeries();
    void seriesInTheMiddleKeepsThoseBefore();
    void removedSeriesKeepsTheOrder();
    void renamedSeriesIsReusedByItsAskedName();
    void colourKeysAreParkedAndReused();
};

void TestChartSeriesSet::sameBuildReusesEverySeries() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ChartSeriesSet set(&chart, &axes);
    const Build names{"A100", "H100", "MI300X"};
    const QList<QXYSeries*> first = build(set, names);
    int passes = 0;
    const QList<QXYSeries*> second = build(set, names, &passes);
    QCOMPARE(second, first);
    QCOMPARE(passes, 1);
}

void TestChartSeriesSet::seriesInTheMiddleKeepsThoseBefore() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ChartSeriesSet set(&chart, &axes);
    const QList<QXYSeries*> before = build(set, {"A100", "H100", "MI300X", "TPU"});
    // Guarded: a deleted series' address may be handed to the next one made.
    const QPointer<QXYSeries> a100 = before[0];
    const QPointer<QXYSeries> h100 = before[1];
    const QPointer<QXYSeries> mi300x = before[2];
    int passes = 0;
    const QList<QXYSeries*> after =
        build(set, {"A100", "H100", "Gaudi2", "MI300X", "TPU"}, &passes);
    QCOMPARE(passes, 2);
    // The chart (and so the legend) in the order asked for, whatever was there before.
    QCOMPARE(namesInChart(chart), QStringList({"A100", "H100", "Gaudi2", "MI300X", "TPU"}));
    QCOMPARE(legendLabels(chart), QStringList({"A100", "H100", "Gaudi2", "MI300X", "TPU"}));
    // The two before the new one are the same objects; those after it were made again.
    QVERIFY(a100 && h100);
    QCOMPARE(after[0], a100.data());
    QCOMPARE(after[1], h100.data());
    QVERIFY(!mi300x);
    QCOMPARE(chart.series().size(), 5);
}

void TestChartSeriesSet::removedSeriesKeepsTheOrder() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ChartSeriesSet set(&chart, &axes);
    const QList<QXYSeries*> before = build(set, {"A100", "H100", "MI300X"});
    int passes = 0;
    const QList<QXYSeries*> after = build(set, {"A100", "MI300X"}, &passes);
    QCOMPARE(passes, 1); // what is left is still in order: nothing made again
    QCOMPARE(after, QList<QXYSeries*>({before[0], before[2]}));
    QCOMPARE(namesInChart(chart), QStringList({"A100", "MI300X"}));
}

void TestChartSeriesSet::renamedSeriesIsReusedByItsAskedName() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ChartSeriesSet set(&chart, &axes);
    // A hull asked for as "Cluster 1" and shown as "Clusters (k = 2)": asked for again, it is
    // the same series, named as asked until the caller renames it again.
    set.beginRebuild(nullptr);
    QLineSeries* hull = set.line(SeriesRole::Hull, QStringLiteral("Cluster 1"), QPen(), true);
    hull->setName(QStringLiteral("Clusters (k = 2)"));
    QVERIFY(set.endRebuild());
    set.beginRebuild(nullptr);
    QLineSeries* again = set.line(SeriesRole::Hull, QStringLiteral("Cluster 1"), QPen(), true);
    QVERIFY(set.endRebuild());
    QCOMPARE(again, hull);
    QCOMPARE(again->name(), QStringLiteral("Cluster 1"));
}

void TestChartSeriesSet::colourKeysAreParkedAndReused() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ChartSeriesSet set(&chart, &axes);
    // Coloured by submitter: the families, one legend-only key per submitter, then an overlay.
    const auto buildWith = [&](const QStringList& keys) {
        QList<QXYSeries*> asked;
        for (;;) {
            set.beginRebuild(nullptr);
            asked.clear();
            for (const char* family : {"A100", "H100"})
                asked << set.scatter(SeriesRole::Family, QString::fromLatin1(family), Qt::gray,
                                     MarkerShape::Circle, 8, true);
            for (const QString& key : keys)
                asked << set.scatter(SeriesRole::ColourKey, key, Qt::red, MarkerShape::Circle, 8,
                                     true);
            asked << set.scatter(SeriesRole::Reference, QStringLiteral("Reference"),
                                 Qt::transparent, MarkerShape::Circle, 20, true);
            if (set.endRebuild())
                return asked;
            set.discardMisplaced();
        }
    };
    const QStringList submitters{"Dell", "NVIDIA", "Lenovo"};
    const QList<QXYSeries*> bySubmitter = buildWith(submitters);
    const QPointer<QXYSeries> dell = bySubmitter[2];
    const QPointer<QXYSeries> reference = bySubmitter[5];
    // Back to colour by family: the keys leave the legend and withRole(), hidden, not deleted.
    const QList<QXYSeries*> byFamily = buildWith({});
    QVERIFY(dell);
    QVERIFY(!dell->isVisible());
    QVERIFY(!ChartSeriesSet::hasLegendEntry(dell));
    QVERIFY(set.withRole(SeriesRole::ColourKey).isEmpty());
    for (QLegendMarker* m : chart.legend()->markers(dell))
        QVERIFY(!m->isVisible());
    QCOMPARE(byFamily.last(), reference.data()); // the overlay after them is still in place
    // By submitter again: the same key series, shown, in the legend, in the order asked for,
    // with nothing made again.
    const QList<QXYSeries*> again = buildWith(submitters);
    QCOMPARE(again, bySubmitter);
    QVERIFY(dell->isVisible());
    QVERIFY(ChartSeriesSet::hasLegendEntry(dell));
    QCOMPARE(set.withRole(SeriesRole::ColourKey).size(), 3);
    QStringList shown;
    for (QLegendMarker* m : chart.legend()->markers()) {
        if (m->series()->isVisible())
            shown << m->label();
    }
    QCOMPARE(shown, QStringList({"A100", "H100", "Dell", "NVIDIA", "Lenovo", "Reference"}));
    // Other submitters (another benchmark): new keys in order, the old ones parked.
    const QList<QXYSeries*> other = buildWith({"Google", "Dell"});
    QCOMPARE(set.withRole(SeriesRole::ColourKey).size(), 2);
    QCOMPARE(other[2]->name(), QStringLiteral("Google"));
    QCOMPARE(other[3]->name(), QStringLiteral("Dell"));
}

QTEST_MAIN(TestChartSeriesSet)
#include "tst_chartseriesset.moc"
