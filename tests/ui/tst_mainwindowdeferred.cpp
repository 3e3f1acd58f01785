// What the main window builds after its first frame or when first shown (AfterFirstPaint, the
// Import problems dock built on first show), used as a person does: the search fields' clear
// buttons clicked, and a saved layout with the problems dock open. On the embedded real data;
// every step sends real input events (QTest::keyClicks / mouseClick) to the widget concerned.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"
#include "ui/table/problemlistmodel.h"
#include "ui/table/problemlistview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestMainWindowDeferred : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void searchFieldsClearAfterStartUp();
    void savedLayoutWithProblemsOpenShowsThem();

private:
    std::unique_ptr<MainWindow> makeWindow(QSize size = {1280, 800});

    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

void TestMainWindowDeferred::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
    QVERIFY(!m_data.resultSets.empty());
}

std::unique_ptr<MainWindow> TestMainWindowDeferred::makeWindow(QSize size) {
    return testing::openMainWindow(m_data, m_settingsDir.filePath("settings.ini"), size);
}

void TestMainWindowDeferred::searchFieldsClearAfterStartUp() {
    auto window = makeWindow();
    QVERIFY(window);
    auto searchWithPlaceholder = [&](const QString& start) -> QLineEdit* {
        for (QLineEdit* edit : window->findChildren<QLineEdit*>())
            if (edit->placeholderText().startsWith(start))
                return edit;
        return nullptr;
    };
    QLineEdit* tableSearch = searchWithPlaceholder("Search the table");
    QVERIFY(tableSearch);
    QTRY_VERIFY(tableSearch->isClearButtonEnabled());
    // The problem list is built when its closed dock is first shown, and lists the problems.
    QVERIFY(!window->problemDock()->isVisible());
    QVERIFY(!searchWithPlaceholder("Search problems"));
    window->problemDock()->show();
    QLineEdit* problemSearch = searchWithPlaceholder("Search problems");
    QVERIFY(problemSearch && problemSearch->isVisible());
    QVERIFY(problemSearch->isClearButtonEnabled());
    QCOMPARE(window->problemList()->problemModel()->rowCount(),
             int(window->state()->dataset().problems.size()));
    for (QLineEdit* search : {tableSearch, problemSearch}) {
        search->setFocus();
        QTest::keyClicks(search, "H100");
        QCoreApplication::processEvents();
        QAbstractButton* clear = nullptr;
        for (QAbstractButton* b : search->findChildren<QAbstractButton*>())
            if (b->isVisible())
                clear = b;
        QVERIFY(clear);
        QTRY_VERIFY(clear->isEnabled());
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(search->text(), QString());
    }
}

// A layout saved with the Import problems dock open opens with the list in it (built as the dock
// is restored, not left empty), its rows the data's problems.
void TestMainWindowDeferred::savedLayoutWithProblemsOpenShowsThem() {
    const QString file = QDir(m_settingsDir.path()).filePath(QStringLiteral("problemsopen.ini"));
    {
        auto window = testing::openMainWindow(m_data, file, {1280, 800});
        QVERIFY(window);
        window->problemDock()->show();
        QCoreApplication::processEvents();
        window->close(); // saves the layout
    }
    auto window = testing::openMainWindow(m_data, file, {1280, 800});
    QVERIFY(window);
    QVERIFY(window->problemDock()->isVisible());
    auto* list = window->problemDock()->findChild<ProblemListView*>();
    QVERIFY(list && list->isVisible());
    QCOMPARE(list->problemModel()->rowCount(), int(m_data.problems.size()));
    QVERIFY(list->problemModel()->rowCount() > 0);
    QVERIFY(list->table()->isVisible());
}

QTEST_MAIN(TestMainWindowDeferred)
#include "tst_mainwindowdeferred.moc"
