// AfterFirstPaint: start-up work the first frame does not show runs once the window has painted
// that frame, in the order given; work given after it runs at once; a window never shown never
// runs it.
#include "ui/widgets/afterfirstpaint.h"

#include <QLabel>
#include <QPaintEvent>
#include <QTest>
#include <QVBoxLayout>

using namespace mlpe;

namespace {
// Records whether the deferred work had run when the window painted its first frame.
class PaintWatch : public QWidget {
public:
    explicit PaintWatch(const QStringList* ran)
        : m_ran(ran) {}
    int paints = 0;
    QStringList ranAtFirstPaint;

protected:
    void paintEvent(QPaintEvent* event) override {
        if (paints++ == 0)
            ranAtFirstPaint = *m_ran;
        QWidget::paintEvent(event);
    }

private:
    const QStringList* m_ran;
};
} // namespace

class TestAfterFirstPaint : public QObject {
    Q_OBJECT
private slots:
    void runsAfterTheFirstFrameInOrder();
    void runsAtOnceOnceTheFrameIsShown();
    void neverShownNeverRuns();
};

void TestAfterFirstPaint::runsAfterTheFirstFrameInOrder() {
    QStringList ran;
    PaintWatch window(&ran);
    window.resize(200, 100);
    AfterFirstPaint::run(&window, [&ran] { ran << "first"; });
    AfterFirstPaint::run(&window, [&ran] { ran << "second"; });
    QCoreApplication::processEvents();
    QVERIFY(ran.isEmpty()); // not shown: nothing painted yet
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(ran, (QStringList{"first", "second"}));
    QVERIFY(window.paints >= 1);
    QVERIFY(window.ranAtFirstPaint.isEmpty()); // the first frame was painted without it
}

void TestAfterFirstPaint::runsAtOnceOnceTheFrameIsShown() {
    QStringList ran;
    PaintWatch window(&ran);
    window.resize(200, 100);
    AfterFirstPaint::run(&window, [&ran] { ran << "deferred"; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(ran.size(), 1);
    AfterFirstPaint::run(&window, [&ran] { ran << "late"; });
    QCOMPARE(ran, (QStringList{"deferred", "late"})); // no second wait for a paint
    // One watcher per window, however many times work was given.
    QCOMPARE(window.findChildren<AfterFirstPaint*>().size(), 1);
}

void TestAfterFirstPaint::neverShownNeverRuns() {
    bool ran = false;
    {
        QWidget window;
        AfterFirstPaint::run(&window, [&ran] { ran = true; });
        QTest::qWait(50);
    }
    QTest::qWait(20); // the window and its watcher are gone: nothing left to run it
    QVERIFY(!ran);
}

QTEST_MAIN(TestAfterFirstPaint)
#include "tst_afterfirstpaint.moc"
