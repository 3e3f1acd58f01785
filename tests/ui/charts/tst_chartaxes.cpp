// ChartAxes: one padding rule for every chart (paddedInterval, kAxisPadding),
// log axes that keep at least two labelled ticks at any zoom, and axis titles
// that are shortened on screen and kept whole in exports, never cut with "…".
#include "ui/charts/chartaxes.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QTest>
#include <QValueAxis>
#include <cmath>

using namespace mlpe;

class TestChartAxes : public QObject {
    Q_OBJECT
private slots:
    void paddedInterval_data();
    void paddedInterval();
    void paddedRangeUsesTheRuleOnBothAxes();
    void zoomedLogAxisKeepsTwoTicks_data();
    void zoomedLogAxisKeepsTwoTicks();
    void titleShortenedOnScreen();
    void titleKeptWholeInExports();
    void shortTitleShrinksRatherThanCut();
    void shortPlotLabelsFewerPowers();
    void shortLinearPlotTakesFewerTicks();
    void linearDecimalsDoNotRoundLogPowers();
    void exportedLogLabelsAreNeverElided();
};

void TestChartAxes::paddedInterval_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<bool>("log");
    QTest::addColumn<bool>("nonNegative");
    QTest::addColumn<double>("plotLength");
    QTest::addColumn<double>("expectedLo");
    QTest::addColumn<double>("expectedHi");
    // log2 span 3: 0.08 x 3 = 0.24 log2 units on each side.
    QTest::newRow("log 8..64") << 8.0 << 64.0 << true << true << 0.0 << 8 * std::exp2(-0.24)
                               << 64 * std::exp2(0.24);
    // One N: the span counts as one factor of 2, so the point still gets a margin.
    QTest::newRow("log one value")
        << 16.0 << 16.0 << true << true << 0.0 << 16 * std::exp2(-0.08) << 16 * std::exp2(0.08);
    QTest::newRow("log below 1") << 0.25 << 1.0 << true << true << 0.0 << 0.25 * std::exp2(-0.16)
                                 << std::exp2(0.16);
    QTest::newRow("linear") << 1.0 << 2.0 << false << true << 0.0 << 0.92 << 2.08;
    // A zero span counts as |hi|: E' 0.5 alone shows 0.46..0.54.
    QTest::newRow("linear one value") << 0.5 << 0.5 << false << true << 0.0 << 0.46 << 0.54;
    QTest::newRow("linear clamped at 0") << 0.01 << 1.01 << false << true << 0.0 << 0.0 << 1.09;
    QTest::newRow("linear may go negative")
        << -1.0 << 1.0 << false << false << 0.0 << -1.16 << 1.16;
    // A plot of 600 px: 8% of the span is more than the marker margin, the rule stands.
    QTest::newRow("large plot") << 1.0 << 2.0 << false << true << 600.0 << 0.92 << 2.08;
    // A plot of 100 px: the margin must be 13 px, u = 13 x 1 / (100 - 26).
    QTest::newRow("small plot") << 1.0 << 2.0 << false << true << 100.0 << 1.0 - 13.0 / 74
                                << 2.0 + 13.0 / 74;
    QTest::newRow("small log plot") << 8.0 << 64.0 << true << true << 100.0
                                    << 8 * std::exp2(-39.0 / 74) << 64 * std::exp2(39.0 / 74);
}

void TestChartAxes::paddedInterval() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(bool, log);
    QFETCH(bool, nonNegative);
    QFETCH(double, plotLength);
    QFETCH(double, expectedLo);
    QFETCH(double, expectedHi);
    QCOMPARE(kAxisPadding, 0.08);
    QCOMPARE(kMarkerMarginPx, 13.0);
    const auto [a, b] = mlpe::paddedInterval(lo, hi, log, nonNegative, plotLength);
    QVERIFY2(std::abs(a - expectedLo) < 1e-12, qPrintable(QString::number(a, 'g', 17)));
    QVERIFY2(std::abs(b - expectedHi) < 1e-12, qPrintable(QString::number(b, 'g', 17)));
}

void TestChartAxes::paddedRangeUsesTheRuleOnBothAxes() {
    QChart chart;
    const ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    ValueBox box;
    box.include(QPointF(8, 0.75));
    box.include(QPointF(512, 1.25));
    chart.resize(200, 150); // a small plot
    const QRectF plot = chart.plotArea();
    const QRectF r = axes.paddedRange(box);
    const auto [x0, x1] = mlpe::paddedInterval(8, 512, true, true, plot.width());
    const auto [y0, y1] = mlpe::paddedInterval(0.75, 1.25, false, true, plot.height());
    QCOMPARE(r.left(), x0);
    QCOMPARE(r.right(), x1);
    QCOMPARE(r.top(), y0);
    QCOMPARE(r.bottom(), y1);
    // No data: a default range that a log axis can show.
    const QRectF empty = axes.paddedRange(ValueBox());
    QVERIFY(empty.left() > 0 && empty.right() > empty.left());
}

void TestChartAxes::zoomedLogAxisKeepsTwoTicks_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("expectedBase");
    QTest::newRow("wide: powers of 2") << 0.25 << 8.0 << 2.0;
    QTest::newRow("one power of 2 in view") << 0.7 << 1.1 << std::sqrt(2.0);
    // log2 0.07..0.38: 2^(1/4) has one tick in view (2^0.25), 2^(1/8) three.
    QTest::newRow("none in view") << 1.05 << 1.3 << std::pow(2.0, 1.0 / 8);
}

void TestChartAxes::zoomedLogAxisKeepsTwoTicks() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, expectedBase);
    QChart chart;
    ChartAxes axes(&chart, {QStringLiteral("N"), true}, {QStringLiteral("E′"), true});
    axes.applyRange(QRectF(QPointF(8, lo), QPointF(64, hi)));
    auto* y = qobject_cast<QLogValueAxis*>(axes.yAxis());
    QVERIFY(y);
    QVERIFY2(y->tickCount() >= 2, qPrintable(QString::number(y->tickCount())));
    QVERIFY2(std::abs(y->base() - expectedBase) < 1e-12, qPrintable(QString::number(y->base())));
    // Powers of 2 keep their own labels (1, 2, 0.5); roots get three significant
    // digits.
    QCOMPARE(y->labelFormat(), expectedBase == 2.0 ? QStringLiteral("%g") : QStringLiteral("%.3g"));
    // Back out: powers of 2 again.
    axes.applyRange(QRectF(QPointF(8, 0.25), QPointF(64, 8)));
    QCOMPARE(y->base(), 2.0);
}

namespace {

// A chart on screen whose y axis is far shorter than its long title.
struct ShortChart {
    QChartView view;
    ChartAxes axes{view.chart(),
                   {.title = QStringLiteral("N, accelerators (log₂ scale)"),
                    .log = true,
                    .shortTitle = QStringLiteral("N (log₂)")},
                   {.title = QStringLiteral("E′ scaling efficiency (derived)"),
                    .log = true,
                    .shortTitle = QStringLiteral("E′ (derived)")}};
    ShortChart() {
        auto* series = new QLineSeries;
        series->append(8, 0.5);
        series->append(64, 1.0);
        view.chart()->addSeries(series);
        axes.attach(series);
        axes.applyRange(QRectF(QPointF(4, 0.25), QPointF(128, 2)));
        view.resize(520, 400);
        view.show();
    }
    // Makes the plot 85% as tall as the whole y title is long (the font's size
    // decides it).
    bool shorten() {
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        QApplication::processEvents();
        const double overhead = view.height() - view.chart()->plotArea().height();
        const QString whole = ChartAxes::titleText(axes.ySpec(), false);
        view.resize(520, int(overhead + 0.85 * titleWidth(whole)));
        QApplication::processEvents();
        return view.chart()->plotArea().height() < titleWidth(whole);
    }
    double titleWidth(const QString& text) const {
        return QFontMetricsF(axes.yAxis()->titleFont()).horizontalAdvance(text);
    }
};

} // namespace

void TestChartAxes::titleShortenedOnScreen() {
    ShortChart c;
    QVERIFY(c.shorten());
    const QString whole = ChartAxes::titleText(c.axes.ySpec(), false);
    QCOMPARE(whole, QStringLiteral("E′ scaling efficiency (derived), log₂"));
    QTRY_COMPARE(c.axes.yAxis()->titleText(), QStringLiteral("E′ (derived), log₂"));
    // The x axis is long enough: its whole title stays.
    QCOMPARE(c.axes.xAxis()->titleText(), QStringLiteral("N, accelerators (log₂ scale)"));
    // Made taller, the whole title comes back.
    c.view.resize(520, 700);
    QTRY_COMPARE(c.axes.yAxis()->titleText(), whole);
}

void TestChartAxes::titleKeptWholeInExports() {
    ShortChart c;
    const QFont before = c.axes.yAxis()->titleFont();
    QVERIFY(c.shorten());
    c.axes.setTitleFit(TitleFit::KeepWhole);
    const QString whole = ChartAxes::titleText(c.axes.ySpec(), false);
    QCOMPARE(c.axes.yAxis()->titleText(), whole);
    // In a smaller font that fits along the plot's height (no "…").
    QVERIFY(c.axes.yAxis()->titleFont().pointSizeF() < before.pointSizeF());
    QVERIFY(c.axes.yAxis()->titleFont().pointSizeF() >=
            before.pointSizeF() * kMinTitleFontScale - 1e-9);
    QVERIFY2(c.titleWidth(whole) <= c.view.chart()->plotArea().height(),
             qPrintable(QString::number(c.titleWidth(whole))));
    // Taller again: the theme's own size.
    c.view.resize(520, 700);
    QTRY_COMPARE(c.axes.yAxis()->titleFont(), before);
}

void TestChartAxes::shortTitleShrinksRatherThanCut() {
    // On screen, a plot shorter than even the short title (the across-rounds chart at 1024 px):
    // the short title in a smaller font, whole, not cut mid-word.
    ShortChart c;
    const QFont before = c.axes.yAxis()->titleFont();
    QVERIFY(c.shorten());
    const QString brief = ChartAxes::titleText(c.axes.ySpec(), true);
    const double overhead = c.view.height() - c.view.chart()->plotArea().height();
    c.view.resize(520, int(overhead + 0.9 * c.titleWidth(brief)));
    QApplication::processEvents();
    QTRY_COMPARE(c.axes.yAxis()->titleText(), brief);
    QTRY_VERIFY(c.axes.yAxis()->titleFont().pointSizeF() < before.pointSizeF());
    QVERIFY2(c.titleWidth(brief) <= c.view.chart()->plotArea().height() + 1,
             qPrintable(QStringLiteral("%1 px title, %2 px plot")
                            .arg(c.titleWidth(brief))
                            .arg(c.view.chart()->plotArea().height())));
}

namespace {
// Pixels between two ticks of `axis` on a plot `length` long.
double tickSpacing(const QLogValueAxis* axis, double length) {
    return length / std::max(1, axis->tickCount() - 1);
}
} // namespace

// T from 0.25 to 64 minutes is 9 powers of two: on a 60-pixel plot (a chart under the Compare
// dock) a label per power overlapped and Qt elided every one to "..."; every second (fourth)
// power is labelled instead, and all of them again when the plot is tall.
void TestChartAxes::shortPlotLabelsFewerPowers() {
    ShortChart c;
    c.axes.applyRange(QRectF(QPointF(4, 0.25), QPointF(128, 64)));
    auto* y = qobject_cast<QLogValueAxis*>(c.axes.yAxis());
    QVERIFY(y);
    QVERIFY(QTest::qWaitForWindowExposed(&c.view));
    const double overhead = c.view.height() - c.view.chart()->plotArea().height();
    c.view.resize(520, int(overhead + 60));
    QTRY_VERIFY(c.view.chart()->plotArea().height() < 80);
    QTRY_VERIFY(y->base() > 2.0);
    // Powers of 2 still (4 or 16: what the font leaves room for), at least two of them, apart.
    QVERIFY2(y->base() == 4.0 || y->base() == 16.0, qPrintable(QString::number(y->base())));
    QVERIFY(y->tickCount() >= 2);
    const double line = QFontMetricsF(y->labelsFont()).height();
    QVERIFY2(tickSpacing(y, c.view.chart()->plotArea().height()) >= line,
             qPrintable(QString::number(y->tickCount())));
    QCOMPARE(y->labelFormat(), QStringLiteral("%g"));
    c.view.resize(520, 700);
    QTRY_COMPARE(y->base(), 2.0);
}

void TestChartAxes::shortLinearPlotTakesFewerTicks() {
    QChartView view;
    ChartAxes axes(view.chart(), {QStringLiteral("N"), true}, {QStringLiteral("E′"), false});
    auto* series = new QLineSeries;
    series->append(8, 0.5);
    series->append(64, 6.0);
    view.chart()->addSeries(series);
    axes.attach(series);
    axes.applyRange(QRectF(QPointF(4, 0), QPointF(128, 6)));
    auto* y = qobject_cast<QValueAxis*>(axes.yAxis());
    QVERIFY(y);
    QCOMPARE(y->tickInterval(), 1.0); // no plot yet: about six ticks
    view.resize(520, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_COMPARE(y->tickInterval(), 1.0); // room for all seven labels
    const double overhead = view.height() - view.chart()->plotArea().height();
    view.resize(520, int(overhead + 50));
    QTRY_VERIFY(view.chart()->plotArea().height() < 70);
    QTRY_VERIFY2(y->tickInterval() >= 2.0, qPrintable(QString::number(y->tickInterval())));
    const double line = QFontMetricsF(y->labelsFont()).height();
    QVERIFY(view.chart()->plotArea().height() * y->tickInterval() / 6.0 >= line);
}

// E' is linear with two decimals; turned log (its toggle), 0.125 must read "0.125", not "0.13".
void TestChartAxes::linearDecimalsDoNotRoundLogPowers() {
    QChart chart;
    ChartAxes axes(
        &chart, {QStringLiteral("N"), true},
        {.title = QStringLiteral("E′"), .log = false, .labelFormat = QStringLiteral("%.2f")});
    axes.setYLog(true);
    axes.applyRange(QRectF(QPointF(8, 0.125), QPointF(64, 2)));
    auto* y = qobject_cast<QLogValueAxis*>(axes.yAxis());
    QVERIFY(y);
    QCOMPARE(y->base(), 2.0);
    QCOMPARE(QString::asprintf(y->labelFormat().toUtf8().constData(), 0.125),
             QStringLiteral("0.125"));
}

// A figure off screen (File > Export, `report`) keeps a label at every power of two while they
// fit, but Qt Charts gives each label the axis's width over the tick count and cuts a wider one
// to "...": BERT v4.1's T from 0.06 to 600 minutes printed "0.0..." and "0.1...". Where that
// would happen, every second power is labelled instead, as on screen.
void TestChartAxes::exportedLogLabelsAreNeverElided() {
    QChartView view; // never shown, as the exporter's
    ChartAxes axes(view.chart(), {QStringLiteral("T, time to train (minutes, log₂)"), true},
                   {QStringLiteral("G"), true});
    auto* series = new QLineSeries;
    series->append(0.07, 100);
    series->append(500, 1000);
    view.chart()->addSeries(series);
    axes.attach(series);
    const auto layOut = [&](QSize size) {
        const QSize old = view.size();
        view.resize(size);
        QResizeEvent resize(size, old);
        QCoreApplication::sendEvent(&view, &resize);
        axes.applyRange(QRectF(QPointF(0.06, 64), QPointF(600, 2048)));
        view.chart()->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
        view.chart()->layout()->activate();
        axes.setTitleFit(TitleFit::KeepWhole);
        view.chart()->layout()->activate();
    };
    const auto labels = [&] {
        QStringList shown;
        for (QGraphicsItem* item : view.scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (text && text->isVisible() && !text->toPlainText().isEmpty())
                shown << text->toPlainText();
        }
        return shown;
    };
    auto* x = qobject_cast<QLogValueAxis*>(axes.xAxis());
    QVERIFY(x);
    // Wide: every power of two, as before (figures that fitted are unchanged).
    layOut({1600, 700});
    QCOMPARE(x->base(), 2.0);
    QVERIFY2(!labels().join(u' ').contains(QStringLiteral("...")), qPrintable(labels().join(u' ')));
    // Narrow: fewer labels, none cut.
    layOut({560, 400});
    const QStringList narrow = labels();
    QVERIFY2(!narrow.join(u' ').contains(QStringLiteral("...")), qPrintable(narrow.join(u' ')));
    QVERIFY(x->base() > 2.0);
    QVERIFY(x->tickCount() >= 2);
}

QTEST_MAIN(TestChartAxes)
#include "tst_chartaxes.moc"
