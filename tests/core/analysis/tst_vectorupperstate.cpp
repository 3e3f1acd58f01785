// The analysis clears the AVX upper halves a caller's thread may come with (vectorupperstate.h):
// with them in use every SSE instruction waits on them (the fits' bootstrap ran 2.5x slower).
#include "core/analysis/analysisengine.h"
#include "core/analysis/vectorupperstate.h"
#include "pointfixtures.h"

#include <QTest>
#include <thread>

using namespace mlpe::analysis;

namespace {

// Leaves the upper halves of YMM0 in use, as the Qt code that parses a command line does: a
// 256-bit compare writing all ones (AVX; the check below runs only where XGETBV 1 reads the
// state, which implies AVX).
void dirtyUpperHalves() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    asm volatile("vxorps %%ymm0, %%ymm0, %%ymm0\n\tvcmpeqps %%ymm0, %%ymm0, %%ymm0" ::: "xmm0");
#endif
}

} // namespace

class TestVectorUpperState : public QObject {
    Q_OBJECT
private slots:
    void init();
    void clearedHere();
    void inheritedByThreads();
    void runAnalysisClearsIt();
};

void TestVectorUpperState::init() {
    if (!vectorUpperStateReadable())
        QSKIP("the upper state cannot be read here (not x86-64 with AVX and XGETBV 1)");
}

void TestVectorUpperState::clearedHere() {
    dirtyUpperHalves();
    const bool dirty = vectorUpperStateInUse();
    clearVectorUpperState();
    const bool clean = !vectorUpperStateInUse();
    QVERIFY(dirty);
    QVERIFY(clean);
}

// runAnalysis() clears the state once, on the caller's thread, before it starts its threads:
// that holds only if a new thread starts with its parent's state.
void TestVectorUpperState::inheritedByThreads() {
    clearVectorUpperState();
    bool childClean = false;
    std::thread([&] { childClean = !vectorUpperStateInUse(); }).join();
    dirtyUpperHalves();
    bool childDirty = false;
    std::thread([&] { childDirty = vectorUpperStateInUse(); }).join();
    clearVectorUpperState();
    QVERIFY(childClean);
    QVERIFY(childDirty);
}

void TestVectorUpperState::runAnalysisClearsIt() {
    const std::vector<AnalysisPoint> points = fixtures::twoFamilies();
    AnalysisParams params; // no bootstrap (which clears it as well): runAnalysis() itself must
    params.uncertainty.bootstrap = false;
    params.fits.bootstrap = false;
    dirtyUpperHalves();
    const bool dirty = vectorUpperStateInUse();
    const AnalysisResult result = runAnalysis(points, params);
    const bool clean = !vectorUpperStateInUse();
    QVERIFY(dirty);
    QVERIFY(clean);
    QCOMPARE(result.pointsInView, 6);
}

QTEST_MAIN(TestVectorUpperState)
#include "tst_vectorupperstate.moc"
