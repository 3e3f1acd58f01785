// AbstractChartView: what every chart view shares. Built only while visible (a hidden chart
// catches up when shown, once), on screen only when shown and not an export's view, and the
// title dropped on a short chart on screen, never in an export or under TitleFit::KeepWhole.
#include "ui/charts/abstractchartview.h"

#include <QChart>
#include <QTest>
#include <QVBoxLayout>

using namespace mlpe;

namespace {

// Counts its builds; its title says which build it is.
class CountingChartView : public AbstractChartView {
public:
    using AbstractChartView::scheduleRebuild;
    int builds = 0;
    int compactChanges = 0;
    QSizeF chartSizeAtBuild;

protected:
    void buildChart() override {
        ++builds;
        chartSizeAtBuild = chart()->size();
        setChartTitle(QStringLiteral("build %1").arg(builds));
    }
    void compactChanged() override { ++compactChanges; }
};

} // namespace

class TestAbstractChartView : public QObject {
    Q_OBJECT
private slots:
    void hiddenChartIsBuiltWhenShown();
    void chartAboutToBeShownIsBuiltBeforeItsSize();
    void visibleChartIsBuiltOnEachChange();
    void explicitRebuildBuildsHidden();
    void onScreenOnlyWhenShownAndNotAnExport();
    void shortChartOnScreenDropsItsTitle();
    void keepWholeKeepsTheTitle();
    void chartTakesOnlyItsLastSizeBeforeTheFirstFrame();
};

void TestAbstractChartView::hiddenChartIsBuiltWhenShown() {
    CountingChartView view;
    view.scheduleRebuild();
    view.scheduleRebuild();
    QCOMPARE(view.builds, 0); // hidden: changes only mark it stale
    view.resize(500, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.builds, 1); // one build for both changes
    view.hide();
    view.show();
    QCOMPARE(view.builds, 1); // nothing changed while hidden: no build
}

void TestAbstractChartView::chartAboutToBeShownIsBuiltBeforeItsSize() {
    // Built before the resize it was given while hidden, so that Qt Charts lays its axes out
    // once, at that size, not again for every series the build attaches.
    QWidget window;
    auto* view = new CountingChartView;
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(view);
    window.resize(500, 400);
    view->scheduleRebuild();
    QCOMPARE(view->builds, 0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(view->builds, 1);
    QVERIFY2(view->chartSizeAtBuild.isEmpty(),
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(view->chartSizeAtBuild.width())
                            .arg(view->chartSizeAtBuild.height())));
    QVERIFY(!view->chart()->size().isEmpty());
    QVERIFY(!view->isCompact()); // on screen once shown, as before
    QCOMPARE(view->chart()->title(), QStringLiteral("build 1"));

    // A hidden page's chart is not built by a resize: it is not about to be shown.
    auto* hiddenPage = new QWidget(&window);
    auto* hiddenView = new CountingChartView;
    (new QVBoxLayout(hiddenPage))->addWidget(hiddenView);
    hiddenPage->hide();
    hiddenView->scheduleRebuild();
    hiddenPage->resize(300, 200);
    hiddenView->resize(300, 200);
    QCoreApplication::processEvents();
    QCOMPARE(hiddenView->builds, 0);
    hiddenPage->show();
    QCOMPARE(hiddenView->builds, 1);
}

void TestAbstractChartView::visibleChartIsBuiltOnEachChange() {
    CountingChartView view;
    view.resize(500, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int shown = view.builds;
    view.scheduleRebuild();
    QCOMPARE(view.builds, shown + 1);
    QCOMPARE(view.chart()->title(), QStringLiteral("build %1").arg(shown + 1));
}

void TestAbstractChartView::explicitRebuildBuildsHidden() {
    CountingChartView view; // an export's view: never shown, built when asked
    view.rebuild();
    QCOMPARE(view.builds, 1);
    view.show();
    QCOMPARE(view.builds, 1); // not stale: showing does not build again
}

void TestAbstractChartView::onScreenOnlyWhenShownAndNotAnExport() {
    CountingChartView shown;
    QVERIFY(!AbstractChartView::isOnScreen(&shown));
    shown.show();
    QVERIFY(AbstractChartView::isOnScreen(&shown));
    CountingChartView exported;
    exported.setAttribute(Qt::WA_DontShowOnScreen);
    exported.show();
    QVERIFY(exported.isVisible());
    QVERIFY(!AbstractChartView::isOnScreen(&exported));
}

void TestAbstractChartView::shortChartOnScreenDropsItsTitle() {
    CountingChartView view;
    view.resize(500, kChartTitledHeight - 50);
    view.rebuild();
    QCOMPARE(view.chart()->title(), QStringLiteral("build 1")); // not on screen yet
    QVERIFY(!view.isCompact());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.isCompact());
    QCOMPARE(view.compactChanges, 1);
    QVERIFY(view.chart()->title().isEmpty());
    view.resize(500, kChartTitledHeight + 50);
    QTRY_VERIFY(!view.isCompact());
    QCOMPARE(view.compactChanges, 2);
    QCOMPARE(view.chart()->title(), QStringLiteral("build 1"));

    // The same height in an export's view keeps the title.
    CountingChartView exported;
    exported.setAttribute(Qt::WA_DontShowOnScreen);
    exported.resize(500, kChartTitledHeight - 50);
    exported.show(); // built: it was stale
    QVERIFY(!exported.isCompact());
    QCOMPARE(exported.chart()->title(), QStringLiteral("build 1"));
}

void TestAbstractChartView::keepWholeKeepsTheTitle() {
    CountingChartView view;
    view.resize(500, kChartTitledHeight - 50);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.isCompact());
    view.setTitleFit(TitleFit::KeepWhole);
    QVERIFY(!view.isCompact());
    QCOMPARE(view.chart()->title(), QStringLiteral("build 1"));
}

void TestAbstractChartView::chartTakesOnlyItsLastSizeBeforeTheFirstFrame() {
    // A window on its way to the screen is laid out in several passes: its chart is laid out
    // once, at the last size, before the first frame (not once per pass).
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* view = new CountingChartView;
    layout->addWidget(view);
    window.resize(600, 450);
    int chartSizes = 0;
    connect(view->chart(), &QGraphicsWidget::geometryChanged, this, [&] { ++chartSizes; });
    window.show();
    const int beforeExposed = chartSizes;
    view->resize(520, 380); // more passes before the window is on the screen
    view->resize(540, 390);
    QCOMPARE(chartSizes, beforeExposed); // waiting for the last size
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(view->chart()->size(), QSizeF(view->size()));
    // Taken at once, the chart had four sizes here (shown, two resizes, the layout's own); now
    // the last before the window's layout requests, and the one they make (the chart's minimum
    // size is known only once it has a size).
    QVERIFY2(chartSizes <= 2, qPrintable(QString::number(chartSizes)));
    // On the screen, a new size is taken at once.
    const int settled = chartSizes;
    window.resize(700, 500);
    QCOMPARE(view->chart()->size(), QSizeF(view->size()));
    QCOMPARE(chartSizes, settled + 1);
}

QTEST_MAIN(TestAbstractChartView)
#include "tst_abstractchartview.moc"
