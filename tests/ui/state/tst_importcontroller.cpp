// ImportController: runs off the GUI thread, forwards progress, cancels, latest request wins.
// The import function here is a slow loop built for the threading contract; tst_mainwindow runs
// the real round importer on fixtures.
#include "ui/state/importcontroller.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace mlpe;

namespace {

// Builds a dataset naming its root; reports 10 progress steps, sleeping `stepMs` each, and stops
// early (returning what it has) when cancelled — the contract of the real importer.
ImportController::ImportFunction slowImport(int stepMs, QThread** workerThread = nullptr) {
    return [stepMs, workerThread](const QStringList& roots,
                                  const ImportController::ProgressFunction& progress,
                                  const std::atomic<bool>* cancel) {
        if (workerThread)
            *workerThread = QThread::currentThread();
        Dataset d;
        d.sources = roots;
        for (int i = 1; i <= 10; ++i) {
            if (cancel && cancel->load())
                break;
            QThread::msleep(static_cast<unsigned long>(stepMs));
            progress(i, 10);
        }
        return d;
    };
}

} // namespace

class TestImportController : public QObject {
    Q_OBJECT
private slots:
    void runsOffGuiThreadWithProgress();
    void cancelDropsResult();
    void latestRequestWins();
};

void TestImportController::runsOffGuiThreadWithProgress() {
    QThread* worker = nullptr;
    ImportController controller(slowImport(2, &worker));
    QSignalSpy started(&controller, &ImportController::started);
    QSignalSpy progress(&controller, &ImportController::progress);
    QSignalSpy available(&controller, &ImportController::importAvailable);
    controller.start({"/data/a"});
    QVERIFY(controller.isRunning());
    QCOMPARE(started.count(), 1);
    QVERIFY(available.wait(10000));
    QVERIFY(!controller.isRunning());
    QVERIFY(worker != nullptr);
    QVERIFY(worker != QThread::currentThread());
    const auto dataset = available.front().front().value<Dataset>();
    QCOMPARE(dataset.sources, QStringList{"/data/a"});
    // Progress was forwarded to this thread, in order, ending at 10 of 10.
    QCoreApplication::processEvents();
    QVERIFY(progress.count() >= 1);
    QCOMPARE(progress.last().at(0).toInt(), 10);
    QCOMPARE(progress.last().at(1).toInt(), 10);
}

void TestImportController::cancelDropsResult() {
    ImportController controller(slowImport(50));
    QSignalSpy available(&controller, &ImportController::importAvailable);
    QSignalSpy cancelled(&controller, &ImportController::importCancelled);
    controller.start({"/data/a"});
    controller.cancel();
    QVERIFY(cancelled.wait(10000));
    QCOMPARE(available.count(), 0);
    QVERIFY(!controller.isRunning());
}

void TestImportController::latestRequestWins() {
    ImportController controller(slowImport(20));
    QSignalSpy available(&controller, &ImportController::importAvailable);
    QSignalSpy cancelled(&controller, &ImportController::importCancelled);
    controller.start({"/data/first"});
    controller.start({"/data/second"});
    QVERIFY(available.wait(10000));
    QTest::qWait(300); // the first job has long finished: it must not report anything
    QCOMPARE(available.count(), 1);
    QCOMPARE(available.front().front().value<Dataset>().sources, QStringList{"/data/second"});
    QCOMPARE(cancelled.count(), 0); // superseded, not cancelled by the user
}

QTEST_GUILESS_MAIN(TestImportController)
#include "tst_importcontroller.moc"
