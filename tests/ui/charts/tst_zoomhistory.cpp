// ZoomHistory: back in order, duplicates not stacked, bounded depth.
#include "ui/charts/zoomhistory.h"

#include <QTest>

using namespace mlpe;

class TestZoomHistory : public QObject {
    Q_OBJECT
private slots:
    void backInOrder();
    void boundedDepth();
};

void TestZoomHistory::backInOrder() {
    ZoomHistory h;
    QVERIFY(!h.canGoBack());
    h.push(QRectF(0, 0, 10, 10));
    h.push(QRectF(0, 0, 10, 10)); // same range twice (a pan that did not move): one entry
    h.push(QRectF(1, 1, 5, 5));
    QCOMPARE(h.depth(), 2);
    QCOMPARE(h.pop(), QRectF(1, 1, 5, 5));
    QCOMPARE(h.pop(), QRectF(0, 0, 10, 10));
    QVERIFY(!h.canGoBack());
}

void TestZoomHistory::boundedDepth() {
    ZoomHistory h;
    for (int i = 0; i < 100; ++i)
        h.push(QRectF(i, 0, 1, 1));
    QCOMPARE(h.depth(), 64);
    QCOMPARE(h.pop(), QRectF(99, 0, 1, 1));
}

QTEST_GUILESS_MAIN(TestZoomHistory)
#include "tst_zoomhistory.moc"
