// WheelGuard: a wheel turned over a spin box, slider or combo box that the user is not editing
// scrolls the panel around it and leaves the value alone; once focused, the wheel edits. Covers
// widgets created after the guard was installed (the guard works application-wide).
#include "ui/widgets/wheelguard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTest>
#include <QVBoxLayout>

using namespace mlpe;

class TestWheelGuard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void unfocusedSpinBoxScrollsPanel();
    void focusedSpinBoxTakesWheel();
    void sliderAndComboUnchangedWithoutFocus();
    void wheelAloneGivesNoFocus();

private:
    // A wheel notch (down) at the centre of `target`, delivered as Qt delivers the mouse wheel:
    // to the widget under the pointer (the spin box's line edit is inside it).
    static void wheelDown(QWidget* target);
};

void TestWheelGuard::initTestCase() {
    WheelGuard::install();
    WheelGuard::install(); // a second install does nothing (no double filtering)
}

void TestWheelGuard::wheelDown(QWidget* target) {
    const QPoint local = target->rect().center();
    QWheelEvent wheel(local, target->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &wheel);
}

namespace {
struct Panel {
    QScrollArea area;
    QWidget* content = new QWidget;
    QLineEdit* other = new QLineEdit; // has the focus: the user is typing elsewhere
    QDoubleSpinBox* tau = new QDoubleSpinBox;
    QSlider* slider = new QSlider(Qt::Horizontal);
    QComboBox* combo = new QComboBox;
    Panel() {
        auto* layout = new QVBoxLayout(content);
        layout->addWidget(other);
        layout->addSpacing(300);
        layout->addWidget(tau);
        layout->addWidget(slider);
        layout->addWidget(combo);
        layout->addSpacing(900); // taller than the area: it scrolls
        tau->setRange(0.05, 2.0);
        tau->setSingleStep(0.05);
        tau->setValue(1.0);
        slider->setRange(0, 64);
        slider->setValue(24);
        combo->addItems({"a", "b", "c"});
        area.setWidget(content);
        area.setWidgetResizable(true);
        area.resize(300, 400);
        area.show();
        other->setFocus();
    }
};
} // namespace

void TestWheelGuard::unfocusedSpinBoxScrollsPanel() {
    Panel panel;
    QVERIFY(QTest::qWaitForWindowExposed(&panel.area));
    QVERIFY(!panel.tau->hasFocus());
    const int scrollBefore = panel.area.verticalScrollBar()->value();
    wheelDown(panel.tau);
    QCOMPARE(panel.tau->value(), 1.0); // the reported fault: 1.00 -> 1.10 / 0.95
    QVERIFY2(panel.area.verticalScrollBar()->value() > scrollBefore,
             "the panel should scroll instead");
}

void TestWheelGuard::focusedSpinBoxTakesWheel() {
    Panel panel;
    QVERIFY(QTest::qWaitForWindowExposed(&panel.area));
    panel.area.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&panel.area));
    panel.tau->setFocus(Qt::TabFocusReason);
    QVERIFY(panel.tau->hasFocus());
    wheelDown(panel.tau);
    QCOMPARE(panel.tau->value(), 0.95);
}

void TestWheelGuard::sliderAndComboUnchangedWithoutFocus() {
    Panel panel;
    QVERIFY(QTest::qWaitForWindowExposed(&panel.area));
    wheelDown(panel.slider);
    wheelDown(panel.combo);
    QCOMPARE(panel.slider->value(), 24);
    QCOMPARE(panel.combo->currentIndex(), 0);
}

void TestWheelGuard::wheelAloneGivesNoFocus() {
    Panel panel;
    QVERIFY(QTest::qWaitForWindowExposed(&panel.area));
    for (QWidget* w : std::initializer_list<QWidget*>{panel.tau, panel.slider, panel.combo})
        QVERIFY2((w->focusPolicy() & Qt::WheelFocus) != Qt::WheelFocus,
                 w->metaObject()->className());
    QCOMPARE(panel.tau->focusPolicy(), Qt::StrongFocus);
    wheelDown(panel.tau);
    QVERIFY(!panel.tau->hasFocus());
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
