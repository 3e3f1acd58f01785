// ComparisonModel's debug line: with debug logging on (--verbose, MLPE_DEBUG=1), each comparison
// of scenarios A and B it computes, and the recompute of the view it follows, is one timed line of
// the "ui" logger, so that a log attached to a problem report says what the window recomputed and
// how long it took. Without debug logging, nothing.
#include "common/testdataset.h"
#include "core/io/logging.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <spdlog/sinks/ostream_sink.h>
#include <sstream>

using namespace mlpe;

class TestComparisonModel : public QObject {
    Q_OBJECT
private slots:
    void computeIsLoggedWithItsTime();
};

void TestComparisonModel::computeIsLoggedWithItsTime() {
    installLogging();
    std::ostringstream captured;
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(captured);
    spdlog::logger& ui = roomLogger("ui");
    ui.sinks().push_back(sink);
    const auto restore = qScopeGuard([&] {
        ui.sinks().pop_back();
        setVerboseLogging(false);
    });

    setVerboseLogging(false);
    ExplorerState quiet;
    quiet.setDataset(testdata::smallDataset());
    QVERIFY(captured.str().empty());

    setVerboseLogging(true);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound(QStringLiteral("4.1"));
    state.setBenchmark(QStringLiteral("llama2_70b_lora"));
    ComparisonModel model(&state);
    model.setActive(true);
    state.setTau(0.9); // a change: the view recomputes, then the comparison
    const QString log = QString::fromStdString(captured.str());
    const QRegularExpression recompute(
        QStringLiteral("analysis recompute: \\d+ row\\(s\\), 6 point\\(s\\) in the analysis, "
                       "[0-9.]+ ms\\n"));
    const QRegularExpression comparison(
        QStringLiteral("comparison of scenarios A and B: 6 point\\(s\\), [0-9.]+ ms\\n"));
    QVERIFY2(recompute.match(log).hasMatch(), qPrintable(log));
    QVERIFY2(comparison.match(log).hasMatch(), qPrintable(log));
}

QTEST_MAIN(TestComparisonModel)
#include "tst_comparisonmodel.moc"
