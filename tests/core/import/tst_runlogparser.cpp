// RunLogParser: the four validity rules and the run time, on trimmed real logs
// (tests/data/runs/single, made by tests/data/runs/make_fixtures.py from the *_base.txt logs).
#include "core/import/runlogparser.h"
#include "core/model/benchmarkcatalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <sys/stat.h>

using namespace mlpe;

class TestRunLogParser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void validity_data();
    void validity();
    void implausibleDurationDetail_data();
    void implausibleDurationDetail();
    void hugeNonMllogLine();
    void notRegularFiles();
    void overlongRecordIsMalformed();
    void missingFile();
    void parserIsReusable();
    void mllDialect_data();
    void mllDialect();

private:
    QString writeAfterPrefix(const QTemporaryDir& dir, const QByteArray& prefix);
    QString m_dir;
};

namespace {
const double kNoTime = std::nan("");
// bert_base.txt (v4.1 ASUSTeK ESC_N8_E11 bert result_1): run_start 1728188444906, run_stop
// 1728188758854 -> 313948 / 60 / 1000 = 5.232466666666666 (Python, same order of operations).
const double kBertMinutes = 5.232466666666666;
} // namespace

void TestRunLogParser::initTestCase() {
    m_dir = qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/runs/single/");
    QVERIFY2(QFile::exists(m_dir + QStringLiteral("bert_valid.txt")),
             "MLPE_FIXTURES_DIR must point at tests/data");
}

void TestRunLogParser::validity_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<bool>("open");
    QTest::addColumn<RunValidity>("expected");
    QTest::addColumn<double>("minutes"); // NaN = not timed
    QTest::addColumn<int>("line");       // offending line, 0 = none
    QTest::addColumn<bool>("targetKnown");

    const auto row = [](const char* name, const char* file, const char* bench, bool open,
                        RunValidity v, double minutes, int line = 0, bool known = true) {
        QTest::newRow(name) << QString::fromLatin1(file) << QString::fromLatin1(bench) << open << v
                            << minutes << line << known;
    };
    using V = RunValidity;
    row("valid", "bert_valid.txt", "bert", false, V::Valid, kBertMinutes);
    row("CRLF", "bert_crlf.txt", "bert", false, V::Valid, kBertMinutes);
    // "0: ", " 12: ", progress junk + '\r', and a broken record before the last token.
    row("prefixes", "bert_prefixes.txt", "bert", false, V::Valid, kBertMinutes);
    row("Latin-1 bytes", "bert_latin1.txt", "bert", false, V::Valid, kBertMinutes);
    // 1.728188444906e12 and 1728188758854.0 are the same instants.
    row("float time_ms", "bert_float_times.txt", "bert", false, V::Valid, kBertMinutes);
    row("string time_ms", "bert_string_times.txt", "bert", false, V::Valid, kBertMinutes);
    // NaN, -Infinity and a 30-digit integer: accepted by Python's json.loads, so valid JSON.
    row("Python literals", "bert_python_literals.txt", "bert", false, V::Valid, kBertMinutes);
    // Every eval written as a Python literal (bert_never_reached.txt otherwise): json.loads in the
    // official checker yields +-inf / nan and compares them with the target as floats.
    row("eval Infinity, target v >= 0.908", "bert_eval_infinity.txt", "unet3d", false, V::Valid,
        kBertMinutes);
    row("eval Infinity, target v < 1.0", "bert_eval_infinity.txt", "bert", false,
        V::TargetNotReached, kBertMinutes);
    row("eval -Infinity, open v < 1.0", "bert_eval_minus_infinity.txt", "bert", true, V::Valid,
        kBertMinutes);
    row("eval -Infinity, closed bert", "bert_eval_minus_infinity.txt", "bert", false,
        V::TargetNotReached, kBertMinutes);
    row("eval NaN, open", "bert_eval_nan.txt", "bert", true, V::TargetNotReached, kBertMinutes);
    row("eval NaN, target v >= 0.908", "bert_eval_nan.txt", "unet3d", false, V::TargetNotReached,
        kBertMinutes);
    // Rule 1: text spliced into the seed record on line 11 (as in v4.1 Lambda logs).
    row("invalid JSON", "bert_invalid_json.txt", "bert", false, V::MalformedRecord, kBertMinutes,
        11);
    row("no run_stop", "bert_no_run_stop.txt", "bert", false, V::NoRunStop, kNoTime);
    row("no run_start", "bert_no_run_start.txt", "bert", false, V::NoRunStart, kNoTime);
    // Aborted: best eval 0.7191728949546814 < 0.720; run_stop at run_start + 300000 ms = 5 min.
    row("aborted", "bert_aborted.txt", "bert", false, V::TargetNotReached, 5.0);
    // run_stop says success but no eval reaches 0.720: rule 3 decides.
    row("never reached", "bert_never_reached.txt", "bert", false, V::TargetNotReached,
        kBertMinutes);
    // Rule 4: init_start -> init_stop must be < 30 min (closed) / < 240 min (open).
    row("init 29 min closed", "bert_init_29min.txt", "bert", false, V::Valid, kBertMinutes);
    row("init 30 min closed", "bert_init_30min.txt", "bert", false, V::InitTooLong, kBertMinutes);
    row("init 30 min open", "bert_init_30min.txt", "bert", true, V::Valid, kBertMinutes);
    row("init 239 min open", "bert_init_239min.txt", "bert", true, V::Valid, kBertMinutes);
    row("init 240 min open", "bert_init_240min.txt", "bert", true, V::InitTooLong, kBertMinutes);
    // Open division target: any eval_accuracy < 1.0, so the "never reached" bert log passes.
    row("open target", "bert_never_reached.txt", "bert", true, V::Valid, kBertMinutes);
    // Stable diffusion v4.1 (samples_count): 2048000 has FID 88.125 and CLIP 0.1592.
    // Run: (1728966091590 - 1728964322739) / 60 / 1000 = 29.48085.
    row("SD samples_count", "sd41_valid.txt", "stable_diffusion", false, V::Valid, 29.48085);
    row("SD FID and CLIP in different evaluations", "sd41_split_groups.txt", "stable_diffusion",
        false, V::TargetNotReached, 29.48085);
    // Stable diffusion v3.1 (step_num): step 5000 has FID 82.0 and CLIP 0.1746.
    // Run: (1696315074544 - 1696312337840) / 60 / 1000 = 45.61173333333333.
    row("SD step_num", "sd31_valid.txt", "stable_diffusion", false, V::Valid, 45.61173333333333);
    row("SD step_num split", "sd31_split_groups.txt", "stable_diffusion", false,
        V::TargetNotReached, 45.61173333333333);
    // Mask R-CNN: epoch 14 BBOX 0.3784 >= 0.377 and SEGM 0.3422 >= 0.339.
    const double maskMinutes = std::nan("x"); // checked below only for validity
    row("maskrcnn object value", "maskrcnn_valid.txt", "maskrcnn", false, V::Valid, maskMinutes);
    row("maskrcnn SEGM short", "maskrcnn_segm_short.txt", "maskrcnn", false, V::TargetNotReached,
        maskMinutes);
    row("maskrcnn BBOX short", "maskrcnn_bbox_short.txt", "maskrcnn", false, V::TargetNotReached,
        maskMinutes);
    // Unknown benchmark: accepted when run_stop says success.
    row("unknown benchmark, success", "bert_never_reached.txt", "newbench", false, V::Valid,
        kBertMinutes, 0, false);
    row("unknown benchmark, aborted", "bert_aborted.txt", "newbench", false, V::TargetNotReached,
        5.0, 0, false);
    // Times that cannot be clock readings make the run invalid, naming the line,
    // instead of a NaN / 2.09e302-minute "valid" run or a misleading "no run_stop".
    row("run_stop time_ms \"NaN\"", "bert_run_stop_time_nan_string.txt", "bert", false,
        V::ImplausibleTime, kNoTime, 23);
    row("run_stop time_ms \"abc\"", "bert_run_stop_time_text.txt", "bert", false,
        V::ImplausibleTime, kNoTime, 23);
    row("run_start time_ms -1e308", "bert_run_start_time_minus_huge.txt", "bert", false,
        V::ImplausibleTime, kNoTime, 14);
    row("init_start time_ms NaN", "bert_init_start_time_nan.txt", "bert", false, V::ImplausibleTime,
        kBertMinutes, 2);
    // run_start and run_stop swapped: a negative duration is never a run time.
    row("run_stop before run_start", "bert_swapped_start_stop.txt", "bert", false,
        V::ImplausibleTime, kNoTime, 23);
    // A run is bounded by what training can take (30 days): a run_start of 0 ms (54 years) or a
    // run_stop just below the 1e14 ms cap are clock readings but no run time; line of run_stop.
    row("run_start time_ms 0", "bert_run_start_time_zero.txt", "bert", false, V::ImplausibleTime,
        kNoTime, 23);
    row("run_stop time_ms 99999999999999", "bert_run_stop_near_cap.txt", "bert", false,
        V::ImplausibleTime, kNoTime, 23);
    // 30 days = 2592000000 ms = 43200 min exactly: still a run; one millisecond more is not.
    row("run of 30 days", "bert_run_30_days.txt", "bert", false, V::Valid, 43200.0);
    row("run of 30 days + 1 ms", "bert_run_30_days_1ms.txt", "bert", false, V::ImplausibleTime,
        kNoTime, 23);
}

void TestRunLogParser::validity() {
    QFETCH(QString, file);
    QFETCH(QString, benchmark);
    QFETCH(bool, open);
    QFETCH(RunValidity, expected);
    QFETCH(double, minutes);
    QFETCH(int, line);
    QFETCH(bool, targetKnown);

    const QualityTarget target =
        open ? QualityTarget::openDivision() : BenchmarkCatalog::lookup(benchmark).target;
    RunLogParser parser;
    const RunLogParser::Result result = parser.parse(m_dir + file, target, open);
    QCOMPARE(result.run.fileName, file);
    QVERIFY2(result.run.validity == expected, qPrintable(runValidityLabel(result.run.validity) +
                                                         QStringLiteral(": ") + result.run.detail));
    QCOMPARE(result.run.valid(), expected == RunValidity::Valid);
    QCOMPARE(result.run.detail.isEmpty(), expected == RunValidity::Valid);
    QCOMPARE(result.run.line, line);
    QCOMPARE(result.run.targetKnown, targetKnown);
    if (file.startsWith(QLatin1String("maskrcnn")))
        return;
    if (std::isnan(minutes)) {
        QVERIFY(std::isnan(result.run.minutes));
        QVERIFY(std::isnan(result.timeToTrainMs));
    } else {
        QVERIFY2(std::abs(result.run.minutes - minutes) <= 1e-12 * minutes,
                 qPrintable(QString::number(result.run.minutes, 'g', 17)));
        QCOMPARE(result.timeToTrainMs / 60 / 1000, result.run.minutes);
    }
}

// A run longer than 30 days says how long it was: the days are computed from the time stamps
// of run_start and run_stop (line 14 and 23 of each fixture), not from the cleared run time.
void TestRunLogParser::implausibleDurationDetail_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("detail");
    // (1730780444907 - 1728188444906) / 86400000 = 30.0000000116
    QTest::newRow("30 days + 1 ms")
        << QStringLiteral("bert_run_30_days_1ms.txt")
        << QStringLiteral("run_stop at 1730780444907 ms is 30.0 days after run_start at "
                          "1728188444906 ms: longer than any training run (at most 30 days)");
    // 1728188758854 / 86400000 = 20002.1847
    QTest::newRow("run_start 0 ms")
        << QStringLiteral("bert_run_start_time_zero.txt")
        << QStringLiteral("run_stop at 1728188758854 ms is 20002.2 days after run_start at 0 ms: "
                          "longer than any training run (at most 30 days)");
    // (99999999999999 - 1728188444906) / 86400000 = 1137405.2263
    QTest::newRow("run_stop near the cap")
        << QStringLiteral("bert_run_stop_near_cap.txt")
        << QStringLiteral("run_stop at 99999999999999 ms is 1137405.2 days after run_start at "
                          "1728188444906 ms: longer than any training run (at most 30 days)");
}

void TestRunLogParser::implausibleDurationDetail() {
    QFETCH(QString, file);
    QFETCH(QString, detail);
    RunLogParser parser;
    const RunLogParser::Result result =
        parser.parse(m_dir + file, BenchmarkCatalog::lookup(QStringLiteral("bert")).target, false);
    QVERIFY(result.run.validity == RunValidity::ImplausibleTime);
    QCOMPARE(result.run.detail, detail);
}

// result_0.txt in `dir`: `prefix`, then the valid BERT log.
QString TestRunLogParser::writeAfterPrefix(const QTemporaryDir& dir, const QByteArray& prefix) {
    QFile in(m_dir + QStringLiteral("bert_valid.txt"));
    QFile out(dir.filePath(QStringLiteral("result_0.txt")));
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return {};
    out.write(prefix);
    out.write(in.readAll());
    return out.fileName();
}

void TestRunLogParser::hugeNonMllogLine() {
    // A line of console output (no token) before a valid log: still valid, same time. At 40 MB
    // the line is longer than the reader holds (MllogFileReader::kMaxHeldLine).
    for (const qsizetype size : {qsizetype(6) << 20, qsizetype(40) << 20}) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = writeAfterPrefix(dir, QByteArray(size, ':') + '\n');
        QVERIFY(!path.isEmpty());
        RunLogParser parser;
        const auto result = parser.parse(path, BenchmarkCatalog::lookup(u"bert").target, false);
        QVERIFY2(result.run.valid(), qPrintable(result.run.detail));
        QVERIFY(std::abs(result.run.minutes - kBertMinutes) <= 1e-12 * kBertMinutes);
    }
}

void TestRunLogParser::notRegularFiles() {
    // Hostile input: result_0.txt as a link to /dev/zero read until std::bad_alloc; a FIFO blocks.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString zero = dir.filePath(QStringLiteral("result_0.txt"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    const QString fifo = dir.filePath(QStringLiteral("result_1.txt"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString folder = dir.filePath(QStringLiteral("result_2.txt"));
    QVERIFY(QDir().mkpath(folder));
    RunLogParser parser;
    const QualityTarget bert = BenchmarkCatalog::lookup(u"bert").target;
    for (const auto& [path, reason] : {std::pair{zero, "character device"}, std::pair{fifo, "FIFO"},
                                       std::pair{folder, "folder"}}) {
        const auto result = parser.parse(path, bert, false);
        QCOMPARE(result.run.validity, RunValidity::Unreadable);
        QVERIFY2(result.run.detail.contains(QLatin1String(reason)), qPrintable(result.run.detail));
    }
    // The parser still works afterwards.
    QCOMPARE(parser.parse(m_dir + "bert_valid.txt", bert, false).run.validity, RunValidity::Valid);
}

void TestRunLogParser::overlongRecordIsMalformed() {
    // One MLLOG record beyond MllogRecordParser::kMaxRecordBytes: refused (rule 1) with its line,
    // not handed to a parser that would allocate several times its size. At 40 MiB the record
    // is longer than the reader holds (MllogFileReader::kMaxHeldLine): the same verdict, with
    // bounded memory.
    for (const qsizetype size : {qsizetype(16) << 20, qsizetype(40) << 20}) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path =
            writeAfterPrefix(dir, "0: starting\n:::MLLOG {\"key\": \"note\", \"value\": \"" +
                                      QByteArray(size, 'x') + "\"}\n");
        QVERIFY(!path.isEmpty());
        RunLogParser parser;
        const auto result = parser.parse(path, BenchmarkCatalog::lookup(u"bert").target, false);
        QCOMPARE(result.run.validity, RunValidity::MalformedRecord);
        QCOMPARE(result.run.line, 2);
        QVERIFY2(result.run.detail.contains(QLatin1String("longer than 16 MiB")),
                 qPrintable(result.run.detail));
    }
}

void TestRunLogParser::missingFile() {
    RunLogParser parser;
    const auto result = parser.parse(m_dir + QStringLiteral("no_such_file.txt"),
                                     BenchmarkCatalog::lookup(u"bert").target, false);
    QCOMPARE(result.run.validity, RunValidity::Unreadable);
    QVERIFY(!result.run.detail.isEmpty());
}

void TestRunLogParser::parserIsReusable() {
    // One parser for many files (as the scorer uses it): earlier files leave no trace.
    RunLogParser parser;
    const QualityTarget bert = BenchmarkCatalog::lookup(u"bert").target;
    QCOMPARE(parser.parse(m_dir + "bert_invalid_json.txt", bert, false).run.validity,
             RunValidity::MalformedRecord);
    QCOMPARE(parser.parse(m_dir + "bert_valid.txt", bert, false).run.validity, RunValidity::Valid);
    QCOMPARE(parser.parse(m_dir + "bert_no_run_stop.txt", bert, false).run.validity,
             RunValidity::NoRunStop);
    QCOMPARE(parser.parse(m_dir + "bert_crlf.txt", bert, false).run.validity, RunValidity::Valid);
}

void TestRunLogParser::mllDialect_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<RunValidity>("expected");
    QTest::addColumn<double>("minutes"); // NaN = not timed
    QTest::addColumn<int>("line");
    // Trimmed real v0.6 logs (tests/data/rounds/history, make_fixtures.py). Times are seconds:
    // minutes = (run_stop - run_start) / 60, as Python computes it from the two timestamps.
    const QString v06 = QStringLiteral("training_results_v0.6/");
    // (1558637616.484 - 1558637539.514) / 60 = 1.2828333338101705.
    QTest::newRow("Google tpu-v3-2048 resnet")
        << v06 + "Google/results/tpu-v3-2048/resnet/result_0.txt" << RunValidity::Valid
        << 1.2828333338101705 << 0;
    // run_stop status "abort": training_0.6.0 accepts only "success" (it checks no target).
    // Still timed: (1558661160.458 - 1558661024.489) / 60 = 2.2661499977111816.
    QTest::newRow("Google tpu-v3-1024 resnet, aborted")
        << v06 + "Google/results/tpu-v3-1024/resnet/result_1.txt" << RunValidity::TargetNotReached
        << 2.2661499977111816 << 0;
    // Intel minigo: "{value: true, ...}" is no JSON (nor are the Python-dict metadata of its
    // run_start and run_stop, so the run is not even timed): the official parser fails the file,
    // so does the explorer, naming the first such line.
    QTest::newRow("Intel minigo, not JSON")
        << v06 + "Intel/results/clx-8260l-2s-x32/minigo/result_0.txt"
        << RunValidity::MalformedRecord << std::nan("") << 5;
    // NVIDIA minigo: timed from eval_result after the fact, no run_stop at all.
    QTest::newRow("NVIDIA minigo, no run_stop")
        << v06 + "NVIDIA/results/dgx1_ngc19.05_tensorflow/minigo/result_0.txt"
        << RunValidity::NoRunStop << std::nan("") << 0;
}

void TestRunLogParser::mllDialect() {
    QFETCH(QString, file);
    QFETCH(RunValidity, expected);
    QFETCH(double, minutes);
    QFETCH(int, line);
    RunCheck check;
    check.dialect = LogDialect::Mll;
    check.initLimitMinutes = 20.0;
    RunLogParser parser;
    const QString path =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/history/") + file;
    const RunLogParser::Result result = parser.parse(path, check);
    QVERIFY2(result.run.validity == expected, qPrintable(runValidityLabel(result.run.validity) +
                                                         QStringLiteral(": ") + result.run.detail));
    QCOMPARE(result.run.line, line);
    QVERIFY(!result.run.targetKnown); // run_stop's status decided
    if (std::isnan(minutes)) {
        QVERIFY(std::isnan(result.run.minutes));
    } else {
        QCOMPARE(result.run.minutes, minutes); // bit-exact: one subtraction, one division by 60
        QVERIFY(std::abs(result.timeToTrainMs - minutes * 60000.0) <= 1e-6);
    }
    // The same log read as MLLOG has no record at all: the dialect matters.
    QCOMPARE(parser.parse(path, QualityTarget(), false).run.validity, RunValidity::NoRunStop);
}

QTEST_APPLESS_MAIN(TestRunLogParser)
#include "tst_runlogparser.moc"
