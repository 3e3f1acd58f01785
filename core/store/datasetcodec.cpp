#include "datasetcodec.h"

#include "core/model/plausiblelimits.h"
#include "payloadreader.h"

#include <QDataStream>
#include <QIODevice>
#include <QtEndian>
#include <cmath>

namespace mlpe {

namespace {

constexpr char kMagic[4] = {'M', 'L', 'P', 'X'};
// Every stored element takes at least this many payload bytes; a count larger than the bytes left
// divided by it is corrupt. This bounds memory before resize() on damaged input.
constexpr qint64 kMinElementBytes = 8;

bool plausibleCount(const PayloadReader& in, quint32 count,
                    qint64 minElementBytes = kMinElementBytes) {
    return in.ok() && qint64(count) * minElementBytes <= in.bytesAvailable();
}

template <typename E> void writeEnum(QDataStream& out, E value) {
    out << static_cast<qint32>(value);
}
template <typename E> E readEnum(PayloadReader& in) {
    qint32 value = 0;
    in >> value;
    return static_cast<E>(value);
}

void writeOptional(QDataStream& out, const std::optional<double>& value) {
    out << value.has_value() << value.value_or(0.0);
}
std::optional<double> readOptional(PayloadReader& in) {
    bool has = false;
    double value = 0;
    in >> has >> value;
    return has ? std::optional<double>(value) : std::nullopt;
}

void write(QDataStream& out, const SystemDescription& d) {
    out << d.submitterFolder << d.systemKey << d.submitterDisplay << d.systemName << d.division
        << d.rawStatus;
    writeEnum(out, d.availability);
    out << qint32(d.nodes) << qint32(d.acceleratorsPerNode);
    out << d.accelerator.rawName << d.accelerator.family << d.accelerator.variant
        << d.accelerator.matched;
    out << d.hostProcessor << d.framework;
}
void read(PayloadReader& in, SystemDescription& d) {
    in >> d.submitterFolder >> d.systemKey >> d.submitterDisplay >> d.systemName >> d.division >>
        d.rawStatus;
    d.availability = readEnum<Availability>(in);
    qint32 nodes = 0, perNode = 0;
    in >> nodes >> perNode;
    d.nodes = nodes;
    d.acceleratorsPerNode = perNode;
    in >> d.accelerator.rawName >> d.accelerator.family >> d.accelerator.variant >>
        d.accelerator.matched;
    in >> d.hostProcessor >> d.framework;
}

void write(QDataStream& out, const RunResult& r) {
    out << r.fileName;
    writeEnum(out, r.validity);
    out << r.detail << qint32(r.line) << r.minutes << r.targetKnown;
    writeOptional(out, r.energyJoules);
}
void read(PayloadReader& in, RunResult& r) {
    in >> r.fileName;
    r.validity = readEnum<RunValidity>(in);
    qint32 line = 0;
    in >> r.detail >> line >> r.minutes >> r.targetKnown;
    r.line = line;
    r.energyJoules = readOptional(in);
}

// A decoded file is input like any other (a session or dataset from elsewhere): the numbers the
// importer guarantees are checked again here, so that a damaged or crafted file cannot bring
// an overflowing N, or a non-finite score labelled "ok", into the analysis.
bool plausible(const ResultSet& s) {
    const SystemDescription& d = s.systemDescription;
    constexpr qint64 kMax = plausible::kMaxAccelerators;
    if (d.nodes < 0 || d.acceleratorsPerNode < 0 || qint64(d.nodes) * d.acceleratorsPerNode > kMax)
        return false;
    if (!std::isfinite(s.scalingFactor) || s.scalingFactor < plausible::kMinScalingFactor ||
        s.scalingFactor > plausible::kMaxScalingFactor)
        return false;
    if (s.status == ScoreStatus::Ok &&
        (!s.scoreMinutes || !std::isfinite(*s.scoreMinutes) || *s.scoreMinutes <= 0))
        return false;
    if (s.status != ScoreStatus::Ok && s.scoreMinutes)
        return false;
    const auto finiteNonNegative = [](const std::optional<double>& v) {
        return !v || (std::isfinite(*v) && *v >= 0);
    };
    return finiteNonNegative(s.provisionalMinutes) && finiteNonNegative(s.energyJoules);
}

void write(QDataStream& out, const ResultSet& s) {
    out << s.round << s.submitter << s.system << s.benchmark << s.hasSystemDescription;
    write(out, s.systemDescription);
    out << quint32(s.runs.size());
    for (const auto& run : s.runs)
        write(out, run);
    out << qint32(s.runsRequired) << s.scalingFactor << s.hasScalingFile;
    writeEnum(out, s.status);
    out << s.statusText;
    writeOptional(out, s.scoreMinutes);
    writeOptional(out, s.provisionalMinutes);
    writeOptional(out, s.energyJoules);
}
bool read(PayloadReader& in, ResultSet& s) {
    in >> s.round >> s.submitter >> s.system >> s.benchmark >> s.hasSystemDescription;
    read(in, s.systemDescription);
    quint32 runs = 0;
    in >> runs;
    if (!plausibleCount(in, runs))
        return false;
    s.runs.resize(runs);
    for (auto& run : s.runs)
        read(in, run);
    qint32 required = 0;
    in >> required >> s.scalingFactor >> s.hasScalingFile;
    s.runsRequired = required;
    s.status = readEnum<ScoreStatus>(in);
    if (s.status < ScoreStatus::Ok || s.status > ScoreStatus::Unscorable)
        return false; // keep in step with the last ScoreStatus value
    in >> s.statusText;
    s.scoreMinutes = readOptional(in);
    s.provisionalMinutes = readOptional(in);
    s.energyJoules = readOptional(in);
    return in.ok() && plausible(s);
}

void write(QDataStream& out, const ImportProblem& p) {
    out << p.file << qint32(p.line) << p.message;
    writeEnum(out, p.severity);
}
void read(PayloadReader& in, ImportProblem& p) {
    qint32 line = 0;
    in >> p.file >> line >> p.message;
    p.line = line;
    p.severity = readEnum<ProblemSeverity>(in);
}

void setUp(QDataStream& stream) {
    stream.setVersion(QDataStream::Qt_6_4);
    stream.setByteOrder(QDataStream::BigEndian);
    stream.setFloatingPointPrecision(QDataStream::DoublePrecision);
}

} // namespace

QByteArray DatasetCodec::encode(const Dataset& dataset) {
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        setUp(out);
        out << dataset.sources;
        out << quint32(dataset.resultSets.size());
        for (const auto& set : dataset.resultSets)
            write(out, set);
        out << quint32(dataset.problems.size());
        for (const auto& problem : dataset.problems)
            write(out, problem);
    }
    QByteArray bytes(kMagic, sizeof kMagic);
    {
        QDataStream header(&bytes, QIODevice::WriteOnly | QIODevice::Append);
        setUp(header);
        header << kFormatVersion;
    }
    bytes.append(qCompress(payload, 9));
    return bytes;
}

Expected<Dataset> DatasetCodec::decode(const QByteArray& bytes) {
    auto fail = [](const QString& message) { return Expected<Dataset>(Failure{message}); };
    if (bytes.size() < 8 || !bytes.startsWith(QByteArray(kMagic, sizeof kMagic)))
        return fail(QStringLiteral("not an MLPX dataset (bad magic)"));
    quint32 version = 0;
    {
        QDataStream header(bytes.mid(4, 4));
        setUp(header);
        header >> version;
    }
    if (version != kFormatVersion)
        return fail(QStringLiteral("MLPX format version %1, this build reads version %2; "
                                   "regenerate it with mlperf-explorer export-dataset")
                        .arg(version)
                        .arg(kFormatVersion));
    const QByteArray compressed = bytes.mid(8);
    // qUncompress allocates the size the stream's 4-byte big-endian prefix claims before it
    // inflates anything. zlib cannot expand data more than 1032:1, so a larger claim is damage
    // (found by fuzz_datasetcodec: a 4 GB allocation from a 40-byte file).
    if (compressed.size() < 4 || qint64(qFromBigEndian<quint32>(compressed.constData())) >
                                     qint64(compressed.size() - 4) * 1032 + 64)
        return fail(QStringLiteral("MLPX payload is corrupt (impossible uncompressed size)"));
    const QByteArray payload = qUncompress(compressed);
    if (payload.isEmpty())
        return fail(QStringLiteral("MLPX payload is corrupt (decompression failed)"));

    Dataset dataset;
    // What encode()'s QDataStream wrote, read straight from the bytes (PayloadReader).
    PayloadReader in(payload);
    // Not a QStringList read at once: QDataStream reserves a list's claimed count before reading
    // it, so 4 bytes of a damaged file could ask for tens of gigabytes. Same wire format.
    quint32 sources = 0;
    in >> sources;
    if (!plausibleCount(in, sources, 4)) // a string takes at least its 4-byte length
        return fail(QStringLiteral("MLPX payload is corrupt (source count)"));
    for (quint32 i = 0; i < sources && in.ok(); ++i) {
        QString source;
        in >> source;
        dataset.sources << source;
    }
    quint32 sets = 0;
    in >> sets;
    if (!plausibleCount(in, sets))
        return fail(QStringLiteral("MLPX payload is corrupt (result set count)"));
    dataset.resultSets.resize(sets);
    for (auto& set : dataset.resultSets)
        if (!read(in, set))
            return fail(QStringLiteral("MLPX payload is corrupt (truncated result set, or a number "
                                       "no import can produce)"));
    quint32 problems = 0;
    in >> problems;
    if (!plausibleCount(in, problems))
        return fail(QStringLiteral("MLPX payload is corrupt (problem count)"));
    dataset.problems.resize(problems);
    for (auto& problem : dataset.problems)
        read(in, problem);
    if (!in.ok())
        return fail(QStringLiteral("MLPX payload is corrupt (truncated)"));
    if (!in.atEnd())
        return fail(QStringLiteral("MLPX payload is corrupt (trailing bytes)"));
    return dataset;
}

} // namespace mlpe
