// LayoutBoundary: a relayout inside it that leaves its hints as they were stays inside (the tab
// widget holding it is not laid out, nor repainted, again); one that changes them reaches the
// parent's layout as without the boundary.
#include "ui/widgets/layoutboundary.h"

#include <QLabel>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace mlpe;

namespace {

// Counts the events of one type a widget receives.
class EventCounter : public QObject {
public:
    EventCounter(QWidget* widget, QEvent::Type type)
        : m_type(type) {
        widget->installEventFilter(this);
    }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        count += event->type() == m_type ? 1 : 0;
        return false;
    }

private:
    QEvent::Type m_type;
};

// A tab widget with a page that holds a boundary around a label; every pending relayout and
// repaint done.
struct Window {
    QTabWidget tabs;
    LayoutBoundary* boundary = new LayoutBoundary;
    QLabel* label = new QLabel(QStringLiteral("a label"));

    Window() {
        auto* layout = new QVBoxLayout(boundary->body());
        auto* wide = new QWidget;
        wide->setFixedSize(300, 100);
        layout->addWidget(wide);
        layout->addWidget(label);
        tabs.addTab(boundary, QStringLiteral("page"));
        tabs.resize(400, 300);
        tabs.show();
    }
    static void settle() {
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents();
    }
};

} // namespace

class TestLayoutBoundary : public QObject {
    Q_OBJECT
private slots:
    void bodyFillsTheBoundary();
    void sameHintsStayInside();
    void newHintsReachTheParent();
};

void TestLayoutBoundary::bodyFillsTheBoundary() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.tabs));
    Window::settle();
    QCOMPARE(w.boundary->body()->geometry(), w.boundary->rect());
    QCOMPARE(w.boundary->sizeHint(), w.boundary->body()->sizeHint());
    QVERIFY(w.label->isVisible());
}

void TestLayoutBoundary::sameHintsStayInside() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.tabs));
    Window::settle();
    EventCounter tabRelayouts(&w.tabs, QEvent::LayoutRequest);
    EventCounter tabBarPaints(w.tabs.tabBar(), QEvent::Paint);
    // The label's hint changes (the body relays out), the body's does not: the wide widget above
    // it sets the body's width.
    const QSize bodyHint = w.boundary->body()->sizeHint();
    const QSize labelHint = w.label->sizeHint();
    w.label->setText(QStringLiteral("a longer label"));
    QVERIFY(w.label->sizeHint() != labelHint);
    Window::settle();
    QCOMPARE(w.boundary->body()->sizeHint(), bodyHint);
    QCOMPARE(tabRelayouts.count, 0);
    QCOMPARE(tabBarPaints.count, 0);
}

void TestLayoutBoundary::newHintsReachTheParent() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.tabs));
    Window::settle();
    EventCounter tabRelayouts(&w.tabs, QEvent::LayoutRequest);
    const QSize before = w.tabs.minimumSizeHint();
    w.label->setMinimumHeight(500);
    Window::settle();
    QVERIFY(tabRelayouts.count > 0);
    QVERIFY(w.tabs.minimumSizeHint().height() > before.height());
    QVERIFY(w.tabs.minimumSizeHint().height() >= 500);
}

QTEST_MAIN(TestLayoutBoundary)
#include "tst_layoutboundary.moc"
