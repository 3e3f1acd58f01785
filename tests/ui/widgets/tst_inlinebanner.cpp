// InlineBanner: dismissed with a real click on its close button; a long message (a folder path)
// wraps inside it and never asks for more width than it has.
#include "ui/widgets/inlinebanner.h"

#include <QAbstractButton>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace mlpe;

class TestInlineBanner : public QObject {
    Q_OBJECT
private slots:
    void dismissButtonHides();
    void notDismissibleByDefault();
    void longPathDoesNotWidenParent();
};

void TestInlineBanner::dismissButtonHides() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* banner = new InlineBanner(&window);
    layout->addWidget(banner);
    banner->setDismissible(true);
    window.resize(600, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    banner->showMessage(InlineBanner::Kind::Error, "No MLPerf results found in /tmp/x");
    QVERIFY(banner->isVisible());
    QVERIFY(banner->dismissButton()->isVisible());
    QSignalSpy dismissed(banner, &InlineBanner::dismissed);
    QTest::mouseClick(banner->dismissButton(), Qt::LeftButton);
    QVERIFY(!banner->isVisible());
    QCOMPARE(dismissed.size(), 1);
    // A new message shows it again.
    banner->showMessage(InlineBanner::Kind::Warning, "again");
    QVERIFY(banner->isVisible());
}

void TestInlineBanner::notDismissibleByDefault() {
    InlineBanner banner;
    banner.showMessage(InlineBanner::Kind::Info, "x");
    QVERIFY(banner.dismissButton()->isHidden());
}

void TestInlineBanner::longPathDoesNotWidenParent() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* banner = new InlineBanner(&window);
    layout->addWidget(banner);
    window.resize(500, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = "/very/long/folder/" + QString(40, 'x') + "/" + QString(40, 'y') +
                         "/training_results_v4.1/NVIDIA/results/dgxh100_n8_ngc24.04_nemo";
    banner->showMessage(InlineBanner::Kind::Error,
                        QStringLiteral("No MLPerf results found in %1; the data shown is "
                                       "unchanged.")
                            .arg(path),
                        "Reset filters");
    QCoreApplication::processEvents();
    QVERIFY2(layout->minimumSize().width() <= 500,
             qPrintable(QString::number(layout->minimumSize().width())));
    QCOMPARE(window.width(), 500);
    QCOMPARE(banner->text().contains(path), true); // text() is the message as given
}

QTEST_MAIN(TestInlineBanner)
#include "tst_inlinebanner.moc"
