// Expected<T>: the project's one "value or error" type.
#include "core/io/expected.h"

#include <QTest>
#include <memory>

using namespace mlpe;

class TestExpected : public QObject {
    Q_OBJECT
private slots:
    void valueOrFailure();
    void moveOnlyValue();
    void voidOutcome();
};

namespace {
Expected<int> half(int n) {
    if (n % 2)
        return Failure{QStringLiteral("%1 is odd").arg(n)};
    return n / 2;
}
} // namespace

void TestExpected::valueOrFailure() {
    const Expected<int> ok = half(8);
    QVERIFY(ok);
    QVERIFY(ok.hasValue());
    QCOMPARE(*ok, 4);
    QCOMPARE(ok.value(), 4);
    const Expected<int> odd = half(7);
    QVERIFY(!odd);
    QCOMPARE(odd.error(), QStringLiteral("7 is odd"));
}

void TestExpected::moveOnlyValue() {
    Expected<std::unique_ptr<int>> made = std::make_unique<int>(5);
    QVERIFY(made);
    std::unique_ptr<int> taken = std::move(made).value();
    QCOMPARE(*taken, 5);
    Expected<std::unique_ptr<int>> failed = Failure{QStringLiteral("no memory")};
    QVERIFY(!failed);
    QCOMPARE(failed.error(), QStringLiteral("no memory"));
}

void TestExpected::voidOutcome() {
    const Expected<void> done;
    QVERIFY(done);
    const Expected<void> failed = Failure{QStringLiteral("disk full")};
    QVERIFY(!failed);
    QCOMPARE(failed.error(), QStringLiteral("disk full"));
}

QTEST_GUILESS_MAIN(TestExpected)
#include "tst_expected.moc"
