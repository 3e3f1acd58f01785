// What the window shows fits where it is shown, on the embedded real data at the sizes people use
// (1280 x 800, 1920 x 1080): no dock content cut at its right edge, no text cut without an
// ellipsis.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/widgets/elidedlabel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestWindowFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void filtersDockIsNotClipped_data();
    void filtersDockIsNotClipped();
    void statusDataListEndsWithEllipsis();
    void shortStatusDataListIsWhole();

private:
    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

void TestWindowFit::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
    QVERIFY(!m_data.resultSets.empty());
}

void TestWindowFit::filtersDockIsNotClipped_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// The Filters dock on a first start: its panel (round and benchmark boxes, the N range, the
// lists) is no wider than the dock's viewport, which scrolls only vertically; a wider panel is
// cut at the right edge, its boxes' arrows out of sight.
void TestWindowFit::filtersDockIsNotClipped() {
    QFETCH(QSize, size);
    QTemporaryDir fresh;
    auto window = testing::openMainWindow(m_data, fresh.filePath("settings.ini"), size);
    QVERIFY(window);
    QCoreApplication::processEvents();
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("filtersDock"));
    QVERIFY(dock);
    auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
    QVERIFY(scroll);
    FilterPanel* panel = window->filterPanel();
    const auto panelFits = [&] {
        QCoreApplication::processEvents();
        return panel->width() <= scroll->viewport()->width();
    };
    const auto widths = [&] {
        return qPrintable(QStringLiteral("panel %1 px, dock viewport %2 px")
                              .arg(panel->width())
                              .arg(scroll->viewport()->width()));
    };
    QVERIFY2(panelFits(), widths());
    // As on a real screen of that size: the offscreen screen is 800 x 600, where a first start
    // stacks the two side docks; the analysis dock back on the right, the filters at the width
    // of a first start there.
    auto* analysis = window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    QVERIFY(analysis);
    window->addDockWidget(Qt::RightDockWidgetArea, analysis);
    analysis->show();
    window->resizeDocks({dock, analysis}, {250, 300}, Qt::Horizontal);
    QVERIFY2(panelFits(), widths());
    // The dock made as narrow as it goes (the separator dragged to the left): still whole.
    window->resizeDocks({dock}, {1}, Qt::Horizontal);
    QVERIFY2(panelFits(), widths());
}

// Data from many folders with long names: the status bar's data list is cut, and says so with
// "…" at its end; the whole list stays in the text (and the paths in the tooltip).
void TestWindowFit::statusDataListEndsWithEllipsis() {
    Dataset data = m_data;
    data.sources.clear();
    for (int i = 0; i < 12; ++i)
        data.sources
            << QStringLiteral("/data/mlperf/training_results_v5.%1-with-a-long-name").arg(i);
    QTemporaryDir fresh;
    auto window = testing::openMainWindow(data, fresh.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    QCoreApplication::processEvents();
    auto* label = window->statusBar()->findChild<ElidedLabel*>(QStringLiteral("statusData"));
    QVERIFY(label);
    QVERIFY(label->isVisible());
    QVERIFY(label->text().contains(QStringLiteral("training_results_v5.11-with-a-long-name")));
    QVERIFY2(label->width() < label->sizeHint().width(), "the list should not fit");
    const QString shown = label->shownText();
    QVERIFY2(shown.endsWith(QStringLiteral("…")), qPrintable(shown));
    QVERIFY(label->fontMetrics().horizontalAdvance(shown) <= label->contentsRect().width());
    QVERIFY(label->geometry().right() < window->statusBar()->width());
}

// A short data list (the embedded data) is shown whole, with no "…" at its end.
void TestWindowFit::shortStatusDataListIsWhole() {
    QTemporaryDir fresh;
    auto window = testing::openMainWindow(m_data, fresh.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    QCoreApplication::processEvents();
    auto* label = window->statusBar()->findChild<ElidedLabel*>(QStringLiteral("statusData"));
    QVERIFY(label);
    QCOMPARE(label->shownText(), label->text());
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
