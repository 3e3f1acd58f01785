// The results table reached with the keyboard alone: after Tab from the search field, the
// current row is the one R (set as reference) and E (exclude) act on, with no Space first.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"

#include <QApplication>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestTableKeyboardReference : public QObject {
    Q_OBJECT
private slots:
    void tabThenRSetsTheCurrentRowAsReference();
};

void TestTableKeyboardReference::tabThenRSetsTheCurrentRowAsReference() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    QTemporaryDir fresh;
    auto window =
        testing::openMainWindow(loadEmbeddedDataset(), fresh.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    ResultsTableView* table = window->resultsTable();
    QLineEdit* search = nullptr; // the table's search field, just above it
    for (QLineEdit* edit : window->findChildren<QLineEdit*>())
        if (edit->placeholderText().startsWith(QStringLiteral("Search the table")))
            search = edit;
    QVERIFY(search);
    search->setFocus();
    QTRY_VERIFY(search->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), table);
    const QModelIndex current = table->currentIndex();
    QVERIFY(current.isValid());
    const QString key = current.data(ResultsTableModel::PointKeyRole).toString();
    QVERIFY(!key.isEmpty());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_R);
    QCOMPARE(window->state()->analysisParams().reference.strategy,
             analysis::ReferenceStrategy::UserPick);
    QCOMPARE(QString::fromStdString(window->state()->analysisParams().reference.userKey), key);
}

QTEST_MAIN(TestTableKeyboardReference)
#include "tst_tablekeyboardreference.moc"
