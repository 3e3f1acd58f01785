// Prices in the window: it starts with the settings' prices (not an undo step, not an unsaved
// change); Analysis ▸ Accelerator prices… and OK apply a typed price as one undo step and store
// it for the next start; a session with prices of its own shows them, one without keeps those in
// use; the value of time in money is editable only with prices, one undo step per edit.
#include "common/testdataset.h"
#include "common/windowtesting.h"
#include "core/session/sessioncodec.h"
#include "ui/analysispanel.h"
#include "ui/session/sessioncontroller.h"
#include "ui/session/undohistory.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/pricesdialog.h"

#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mlpe;

namespace {

PriceTable table(const QMap<QString, double>& prices, const QString& currency) {
    return *PriceTable::make(prices, currency, std::nullopt);
}

QAction* findAction(QMenuBar* bar, const QString& menuTitle, const QString& text) {
    for (QAction* menu : bar->actions()) {
        if (menu->text() != menuTitle || !menu->menu())
            continue;
        for (QAction* a : menu->menu()->actions())
            if (a->text() == text)
                return a;
    }
    return nullptr;
}

} // namespace

class TestPricesInWindow : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheSettingsPrices();
    void menuDialogOkIsOneStepAndStored();
    void sessionPricesWinOnlyWhenGiven();
    void lambdaMoneyNeedsPrices();

private:
    QTemporaryDir m_dir;
};

void TestPricesInWindow::startsWithTheSettingsPrices() {
    const QString ini = m_dir.filePath("start.ini");
    {
        AppSettings settings(ini);
        settings.setPrices(table({{"H100", 2.5}}, "USD"));
        settings.sync();
    }
    auto window = testing::openMainWindow(testdata::smallDataset(), ini, {1280, 800});
    QVERIFY(window);
    QCOMPARE(window->state()->prices(), table({{"H100", 2.5}}, "USD"));
    QVERIFY(window->state()->analysis().cost.enabled);
    QCOMPARE(window->undoHistory()->stack()->count(), 0);
    QVERIFY(!window->isWindowModified());
    // File > New keeps them: they are the user's, not the view's.
    window->sessionController()->newSession();
    QCOMPARE(window->state()->prices(), table({{"H100", 2.5}}, "USD"));
}

void TestPricesInWindow::menuDialogOkIsOneStepAndStored() {
    const QString ini = m_dir.filePath("menu.ini");
    auto window = testing::openMainWindow(testdata::smallDataset(), ini, {1280, 800});
    QVERIFY(window);
    window->state()->setRound("4.1");
    window->state()->setBenchmark("llama2_70b_lora");
    window->undoHistory()->clear();
    QVERIFY(window->state()->prices().isEmpty());
    QAction* action = findAction(window->menuBar(), "&Analysis", "Accelerator &prices…");
    QVERIFY(action);
    action->trigger();
    auto* dialog = window->findChild<PricesDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTableWidget* cells = dialog->table();
    cells->setFocus();
    cells->setCurrentCell(dialog->rowOf("H200"), PricesDialog::PriceColumn);
    QTest::keyClick(cells, Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(editor);
    QTest::keyClicks(editor, "3.75");
    QTest::mouseClick(dialog->currencyEditor(), Qt::LeftButton);
    QTest::keyClicks(dialog->currencyEditor(), "EUR");
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    const PriceTable typed = table({{"H200", 3.75}}, "EUR");
    QCOMPARE(window->state()->prices(), typed);
    QCOMPARE(window->undoHistory()->stack()->count(), 1);
    QCOMPARE(window->undoHistory()->stack()->undoText(),
             QStringLiteral("Change accelerator prices"));
    QCOMPARE(AppSettings(ini).prices(), typed); // the next start has them
    // Ctrl+Z in the window: the prices before (none), nothing in money.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(window->state()->prices().isEmpty());
    QVERIFY(!window->state()->analysis().cost.enabled);
}

void TestPricesInWindow::sessionPricesWinOnlyWhenGiven() {
    const QString ini = m_dir.filePath("session.ini");
    {
        AppSettings settings(ini);
        settings.setPrices(table({{"H100", 2.5}}, "USD"));
        settings.sync();
    }
    auto window = testing::openMainWindow(testdata::smallDataset(), ini, {1280, 800});
    QVERIFY(window);
    ViewState withPrices = window->state()->viewState();
    withPrices.dataSources = {"embedded"}; // opening it loads the embedded data
    withPrices.prices = table({{"H200", 9.0}}, "GBP");
    ViewState without = withPrices;
    without.prices = {};
    const QString withFile = m_dir.filePath("with.mlpes");
    const QString withoutFile = m_dir.filePath("without.mlpes");
    QVERIFY(SessionCodec::writeFile(withFile, withPrices));
    QVERIFY(SessionCodec::writeFile(withoutFile, without));

    QVERIFY(window->sessionController()->openFile(withoutFile));
    QCOMPARE(window->state()->prices(), table({{"H100", 2.5}}, "USD"));
    QVERIFY(!window->isWindowModified());
    QVERIFY(window->sessionController()->openFile(withFile));
    QCOMPARE(window->state()->prices(), table({{"H200", 9.0}}, "GBP"));
    QVERIFY(!window->isWindowModified());
}

void TestPricesInWindow::lambdaMoneyNeedsPrices() {
    const QString ini = m_dir.filePath("lambda.ini");
    auto window = testing::openMainWindow(testdata::smallDataset(), ini, {1280, 800});
    QVERIFY(window);
    QDoubleSpinBox* lambdaMoney = window->analysisPanel()->lambdaMoneyEditor();
    QVERIFY(!lambdaMoney->isEnabled());
    window->state()->setPrices(table({{"H100", 2.5}}, "USD"));
    QVERIFY(lambdaMoney->isEnabled());
    QCOMPARE(lambdaMoney->suffix(), QStringLiteral(" USD")); // per minute: the label says so
    window->undoHistory()->clear();
    lambdaMoney->setFocus();
    QTest::keyClick(lambdaMoney, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(lambdaMoney, "12.5");
    QCOMPARE(window->state()->analysisParams().cost.lambdaMoney, 0.0); // not before Enter
    QTest::keyClick(lambdaMoney, Qt::Key_Return);
    QCOMPARE(window->state()->analysisParams().cost.lambdaMoney, 12.5);
    QCOMPARE(window->state()->analysis().cost.lambdaMoney, 12.5);
    // One step, undone at once.
    QCOMPARE(window->undoHistory()->stack()->count(), 1);
    // The money lines: only with prices; a family in view without one is named.
    const QString text = window->analysisPanel()->breakEvenLabel()->text();
    QVERIFY2(text.contains("Cost knee: ") && text.contains("Cost + λ money·T: "), qPrintable(text));
    QVERIFY2(text.contains("No price: B200"), qPrintable(text)); // round 5.0: B200 only
    const QString shots = qEnvironmentVariable("MLPE_BUILD_DIR") + QStringLiteral("/screenshots");
    QDir().mkpath(shots);
    window->state()->setRound("4.1");
    window->findChild<QDockWidget*>("analysisDock")->raise();
    for (int pass = 0; pass < 3; ++pass) // the panel's new lines lay out (nested layouts)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY(window->grab().save(shots + QStringLiteral("/prices-lambda-money.png")));
    window->undoHistory()->stack()->undo(); // the round
    window->undoHistory()->stack()->undo();
    QCOMPARE(window->state()->analysisParams().cost.lambdaMoney, 0.0);
    QCOMPARE(lambdaMoney->value(), 0.0);
    // Prices cleared: the control is off again.
    window->state()->setPrices({});
    QVERIFY(!lambdaMoney->isEnabled());
    QVERIFY(!window->analysisPanel()->breakEvenLabel()->text().contains("Cost"));
}

QTEST_MAIN(TestPricesInWindow)
#include "tst_pricesinwindow.moc"
