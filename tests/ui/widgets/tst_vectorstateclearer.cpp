// VectorStateClearer (ui/widgets/vectorstateclearer.h): every event of the window's thread starts
// with the AVX upper halves unused, whatever the code before it left; without it, SSE code in
// the handlers (libm's log2 for 10,000 chart points) ran 20x slower.
#include "core/analysis/vectorupperstate.h"
#include "ui/widgets/vectorstateclearer.h"

#include <QApplication>
#include <QEvent>
#include <QTest>

using namespace mlpe;

namespace {

// Leaves the upper halves of YMM0 in use (as tst_vectorupperstate does).
void dirtyUpperHalves() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    asm volatile("vxorps %%ymm0, %%ymm0, %%ymm0\n\tvcmpeqps %%ymm0, %%ymm0, %%ymm0" ::: "xmm0");
#endif
}

// Records the state its handler starts with.
class Recorder : public QObject {
public:
    bool dirtyAtEvent = false;
    int events = 0;

protected:
    bool event(QEvent* e) override {
        if (e->type() == QEvent::User) {
            dirtyAtEvent = analysis::vectorUpperStateInUse();
            ++events;
            return true;
        }
        return QObject::event(e);
    }
};

// Sends one event with the upper halves in use; returns whether its handler saw them in use.
bool dirtyAtHandler(Recorder& recorder) {
    QEvent event(QEvent::User);
    dirtyUpperHalves();
    QCoreApplication::sendEvent(&recorder, &event);
    return recorder.dirtyAtEvent;
}

} // namespace

class TestVectorStateClearer : public QObject {
    Q_OBJECT
private slots:
    void handlersStartClean();
    void installedOnce();
};

void TestVectorStateClearer::handlersStartClean() {
    if (!analysis::vectorUpperStateReadable())
        QSKIP("the upper state cannot be read here (not x86-64 with AVX and XGETBV 1)");
    Recorder recorder;
    // Before: Qt's delivery itself leaves the state as it found it (else this test proves
    // nothing).
    QVERIFY(dirtyAtHandler(recorder));
    VectorStateClearer::installOnApplication();
    QVERIFY(!dirtyAtHandler(recorder));
    QCOMPARE(recorder.events, 2); // filtered, never swallowed
    analysis::clearVectorUpperState();
}

void TestVectorStateClearer::installedOnce() {
    VectorStateClearer::installOnApplication();
    VectorStateClearer::installOnApplication();
    QCOMPARE(qApp->findChildren<VectorStateClearer*>(QString(), Qt::FindDirectChildrenOnly).size(),
             1);
}

QTEST_MAIN(TestVectorStateClearer)
#include "tst_vectorstateclearer.moc"
