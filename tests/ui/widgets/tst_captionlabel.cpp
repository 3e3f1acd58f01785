// CaptionLabel: a caption too long for its lines ends with "…" (never mid-sentence without a
// sign), the full text and the details are in the tooltip, a short one is drawn whole.
#include "ui/widgets/captionlabel.h"

#include <QTest>

using namespace mlpe;

class TestCaptionLabel : public QObject {
    Q_OBJECT
private slots:
    void longTextIsElided();
    void shortTextIsWhole();
    void detailsOnlyInTooltip();
};

void TestCaptionLabel::longTextIsElided() {
    CaptionLabel label(2);
    QString text;
    for (int i = 0; i < 40; ++i)
        text += QStringLiteral("sentence %1 of a long caption. ").arg(i);
    label.setText(text);
    label.resize(400, label.sizeHint().height());
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    label.grab(); // paints
    QVERIFY(label.isElided());
    QCOMPARE(label.toolTip(), text);
}

void TestCaptionLabel::shortTextIsWhole() {
    CaptionLabel label(2);
    label.setText("E′ = (N_ref·T_ref)/(N·T).");
    label.resize(600, label.sizeHint().height());
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    label.grab();
    QVERIFY(!label.isElided());
}

void TestCaptionLabel::detailsOnlyInTooltip() {
    CaptionLabel label(2);
    label.setText("Short.", "Definition: long.");
    QCOMPARE(label.text(), QStringLiteral("Short."));
    QVERIFY(label.toolTip().contains("Short."));
    QVERIFY(label.toolTip().contains("Definition: long."));
}

QTEST_MAIN(TestCaptionLabel)
#include "tst_captionlabel.moc"
