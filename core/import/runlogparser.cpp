#include "runlogparser.h"

#include "core/model/plausiblelimits.h"
#include "mllogfilereader.h"
#include "mllogrecordparser.h"

#include <cmath>
#include <optional>
#include <vector>

namespace mlpe {

namespace {

// time_ms is a Unix time in milliseconds (1.56e12 to 1.77e12 in rounds v0.6-v5.1). Anything
// negative, not finite or beyond the year 5000 cannot be a real clock reading.
constexpr double kMaxTimeMs = plausible::kMaxTimeMs;

// Clock units per second of a dialect: MLLOG writes milliseconds, MLL seconds.
double unitsPerSecond(LogDialect dialect) {
    return dialect == LogDialect::Mll ? 1.0 : 1000.0;
}

// The first time_ms that cannot be a clock reading (the run is then invalid, whatever else).
struct BadTime {
    std::size_t offset = 0; // of the record
    std::string key;
    std::string value; // as written (JSON)
};

// What one pass over the records establishes.
struct RunFacts {
    std::size_t malformedOffset = 0;
    const char* malformedError = nullptr;
    bool malformed = false;

    std::optional<BadTime> badTime;

    std::optional<double> runStart;
    std::optional<double> runStop;
    std::size_t runStopOffset = 0;
    std::string runStopStatus; // of the run_stop that is used

    std::optional<double> earliestInitStart;
    std::optional<double> initStop;

    bool targetReached = false;
    std::optional<double> lastScalar; // last numeric eval_accuracy (for messages)
    // Stable diffusion: per evaluation (samples_count or step_num): bit 1 = FID ok, 2 = CLIP ok.
    std::vector<std::pair<double, unsigned>> sdGroups;
    int records = 0;
};

} // namespace

struct RunLogParser::Impl {
    MllogFileReader reader;
    MllogRecordParser json;

    void onRecord(const MllogRecord& record, const QualityTarget& target, RunFacts& facts);
    // The record's clock reading (in the dialect's unit) when it is a plausible one; nullopt
    // when absent or not (the first implausible one is kept in facts.badTime).
    std::optional<double> checkedTime(const MllogRecord& record, RunFacts& facts);
    double m_unitsPerSecond = 1000.0; // of the log being read
    void onEvalAccuracy(const QualityTarget& target, RunFacts& facts);
};

void RunLogParser::Impl::onEvalAccuracy(const QualityTarget& target, RunFacts& facts) {
    simdjson::dom::element value;
    if (json.root()["value"].get(value) != simdjson::SUCCESS)
        return;
    switch (target.kind) {
    case TargetKind::Scalar:
        if (const auto v = MllogRecordParser::number(value)) {
            facts.lastScalar = v;
            if (target.scalar.contains(*v))
                facts.targetReached = true;
        }
        break;
    case TargetKind::MaskRcnn: {
        simdjson::dom::element bbox;
        simdjson::dom::element segm;
        if (value["BBOX"].get(bbox) != simdjson::SUCCESS ||
            value["SEGM"].get(segm) != simdjson::SUCCESS)
            return;
        const auto b = MllogRecordParser::number(bbox);
        const auto s = MllogRecordParser::number(segm);
        if (b && s && target.bbox.contains(*b) && target.segm.contains(*s))
            facts.targetReached = true;
        break;
    }
    case TargetKind::StableDiffusion: {
        const auto v = MllogRecordParser::number(value);
        if (!v)
            return;
        std::optional<double> group = json.metadataNumber("samples_count");
        if (!group)
            group = json.metadataNumber("step_num"); // v3.1 logs
        if (!group)
            return;
        const std::string_view metric = json.metadataString("metric");
        unsigned bit = 0;
        if (metric == "FID" && target.fid.contains(*v))
            bit = 1;
        else if (metric == "CLIP" && target.clip.contains(*v))
            bit = 2;
        if (bit == 0)
            return;
        auto it = facts.sdGroups.begin();
        while (it != facts.sdGroups.end() && it->first != *group)
            ++it;
        if (it == facts.sdGroups.end()) {
            facts.sdGroups.emplace_back(*group, 0u);
            it = facts.sdGroups.end() - 1;
        }
        it->second |= bit;
        if (it->second == 3u)
            facts.targetReached = true;
        break;
    }
    case TargetKind::Unknown:
        break;
    }
}

std::optional<double> RunLogParser::Impl::checkedTime(const MllogRecord& record, RunFacts& facts) {
    const std::optional<double> time = json.clock();
    const double ms = time ? *time * (1000.0 / m_unitsPerSecond) : 0.0;
    if (time && std::isfinite(ms) && ms >= 0 && ms <= kMaxTimeMs)
        return time;
    if (!facts.badTime) {
        std::string text;
        json.clock(&text);
        if (text.size() > 40)
            text = text.substr(0, 37) + "...";
        facts.badTime = BadTime{record.offset, std::string(json.key()), std::move(text)};
    }
    return std::nullopt;
}

void RunLogParser::Impl::onRecord(const MllogRecord& record, const QualityTarget& target,
                                  RunFacts& facts) {
    ++facts.records;
    if (!json.parse(record)) {
        if (!facts.malformed) {
            facts.malformed = true;
            facts.malformedOffset = record.offset;
            facts.malformedError = json.errorText();
        }
        return;
    }
    const std::string_view key = json.key();
    if (key.size() < 8) // shortest key of interest: "run_stop"/"init_..." are >= 8 chars
        return;
    if (key == "eval_accuracy") {
        onEvalAccuracy(target, facts);
    } else if (key == "run_start") {
        const auto t = checkedTime(record, facts);
        // The official summarizer keeps the latest run_start until both are known.
        if (!(facts.runStart && facts.runStop))
            facts.runStart = t;
    } else if (key == "run_stop") {
        const auto t = checkedTime(record, facts);
        if (!(facts.runStart && facts.runStop)) {
            facts.runStop = t;
            facts.runStopOffset = record.offset;
            facts.runStopStatus = std::string(json.metadataString("status"));
        }
    } else if (key == "init_start") {
        const auto t = checkedTime(record, facts);
        if (t && (!facts.earliestInitStart || *t < *facts.earliestInitStart))
            facts.earliestInitStart = t;
    } else if (key == "init_stop") {
        const auto t = checkedTime(record, facts);
        if (!facts.initStop)
            facts.initStop = t;
    }
}

RunLogParser::RunLogParser()
    : d(std::make_unique<Impl>()) {}

RunLogParser::~RunLogParser() = default;

RunLogParser::Result RunLogParser::parse(const QString& path, const QualityTarget& target,
                                         bool openDivision) {
    RunCheck check;
    check.target = target;
    check.openDivision = openDivision;
    check.initLimitMinutes = openDivision ? 240.0 : 30.0;
    return parse(path, check);
}

RunLogParser::Result RunLogParser::parse(const QString& path, const RunCheck& check) {
    const QualityTarget& target = check.target;
    d->m_unitsPerSecond = unitsPerSecond(check.dialect);
    Result result;
    RunResult& run = result.run;
    // The name after the last '/', as QFileInfo::fileName() gives it, without a QFileInfo (and
    // its private data) built for every log.
    run.fileName = path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
    run.targetKnown = target.kind != TargetKind::Unknown;

    RunFacts facts;
    const Expected<void> read = d->reader.read(
        path,
        [&](const MllogRecord& record) {
            d->onRecord(record, target, facts);
            return true;
        },
        check.dialect);
    if (!read) {
        run.validity = RunValidity::Unreadable;
        run.detail = QStringLiteral("cannot read the file: %1").arg(read.error());
        return result;
    }
    result.records = facts.records;

    if (facts.runStart && facts.runStop) {
        const double elapsed = *facts.runStop - *facts.runStart; // in the dialect's unit
        // This order (/ 60, then / 1000 for milliseconds): bit-exact with the official numbers.
        run.minutes = check.dialect == LogDialect::Mll ? elapsed / 60 : elapsed / 60 / 1000;
        result.timeToTrainMs = elapsed * (1000.0 / d->m_unitsPerSecond);
    }
    const double msPerUnit = 1000.0 / d->m_unitsPerSecond;

    const auto fail = [&run](RunValidity validity, QString detail, int line = 0) {
        run.validity = validity;
        run.detail = std::move(detail);
        run.line = line;
    };
    const QString stopStatus = QString::fromUtf8(facts.runStopStatus);
    if (facts.malformed) {
        fail(RunValidity::MalformedRecord,
             (check.dialect == LogDialect::Mll
                  ? QStringLiteral("MLL line cannot be parsed (%1)")
                  : QStringLiteral("MLLOG record is not valid JSON (%1)"))
                 .arg(QString::fromLatin1(facts.malformedError)),
             d->reader.lineNumberAt(facts.malformedOffset));
    } else if (facts.badTime) {
        fail(RunValidity::ImplausibleTime,
             check.dialect == LogDialect::Mll
                 ? QStringLiteral("%1 time %2 is not a clock reading (Unix seconds)")
                       .arg(QString::fromStdString(facts.badTime->key),
                            QString::fromUtf8(facts.badTime->value))
                 : QStringLiteral("%1 time_ms %2 is not a clock reading (Unix milliseconds)")
                       .arg(QString::fromStdString(facts.badTime->key),
                            QString::fromUtf8(facts.badTime->value)),
             d->reader.lineNumberAt(facts.badTime->offset));
    } else if (!facts.runStop) {
        fail(RunValidity::NoRunStop,
             QStringLiteral("no run_stop record (truncated or crashed log)"));
    } else if (!facts.runStart) {
        fail(RunValidity::NoRunStart, QStringLiteral("no run_start record before run_stop"));
    } else if (!(*facts.runStop > *facts.runStart)) {
        // Swapped or equal records: a duration <= 0 would rank as the fastest run.
        run.minutes = result.timeToTrainMs = std::numeric_limits<double>::quiet_NaN();
        fail(RunValidity::ImplausibleTime,
             QStringLiteral("run_stop at %1 ms is not after run_start at %2 ms")
                 .arg(*facts.runStop * msPerUnit, 0, 'f', 0)
                 .arg(*facts.runStart * msPerUnit, 0, 'f', 0),
             d->reader.lineNumberAt(facts.runStopOffset));
    } else if (result.timeToTrainMs > plausible::kMaxRunMs) {
        // Clock readings each, but no training run takes this long (a run_start of 0 ms gave
        // millions of minutes): not a measurement, so no run time at all. The message reads
        // the duration before it is cleared.
        const double days = result.timeToTrainMs / 86400000.0;
        run.minutes = result.timeToTrainMs = std::numeric_limits<double>::quiet_NaN();
        fail(RunValidity::ImplausibleTime,
             QStringLiteral("run_stop at %1 ms is %2 days after run_start at %3 ms: longer than "
                            "any training run (at most %4 days)")
                 .arg(*facts.runStop * msPerUnit, 0, 'f', 0)
                 .arg(days, 0, 'f', 1)
                 .arg(*facts.runStart * msPerUnit, 0, 'f', 0)
                 .arg(plausible::kMaxRunMs / 86400000.0, 0, 'f', 0),
             d->reader.lineNumberAt(facts.runStopOffset));
    } else if (target.kind == TargetKind::Unknown && facts.runStopStatus != "success") {
        fail(RunValidity::TargetNotReached,
             QStringLiteral("run_stop status is \"%1\", not \"success\" (no quality target is "
                            "checked for this run)")
                 .arg(stopStatus));
    } else if (target.kind != TargetKind::Unknown && !facts.targetReached) {
        QString detail =
            QStringLiteral("quality target never reached (target %1").arg(target.description());
        if (facts.lastScalar)
            detail += QStringLiteral(", last eval_accuracy %1").arg(*facts.lastScalar, 0, 'g', 6);
        if (!stopStatus.isEmpty())
            detail += QStringLiteral(", run_stop status \"%1\"").arg(stopStatus);
        fail(RunValidity::TargetNotReached, detail + QLatin1Char(')'));
    } else if (facts.earliestInitStart && facts.initStop &&
               (*facts.initStop - *facts.earliestInitStart) * msPerUnit >=
                   check.initLimitMinutes * 60.0 * 1000.0) {
        fail(RunValidity::InitTooLong,
             QStringLiteral("initialisation took %1 min (limit %2 min, %3 division)")
                 .arg((*facts.initStop - *facts.earliestInitStart) * msPerUnit / 60000.0, 0, 'f', 1)
                 .arg(check.initLimitMinutes)
                 .arg(check.openDivision ? QStringLiteral("open") : QStringLiteral("closed")));
    } else {
        run.validity = RunValidity::Valid;
    }
    return result;
}

} // namespace mlpe
