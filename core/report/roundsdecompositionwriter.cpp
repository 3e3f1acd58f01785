#include "roundsdecompositionwriter.h"

#include "core/text/decompositionverdict.h"
#include "reportjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace mlpe {

namespace {

using analysis::RoundFactor;
using analysis::RoundsDecomposition;

QString csvNumber(double v) {
    return std::isfinite(v) ? QString::number(v, 'g', QLocale::FloatingPointShortest) : QString();
}

QJsonObject factorJson(const RoundFactor& f) {
    return {{QStringLiteral("factor"), ReportJson::number(f.factor)},
            {QStringLiteral("low"), ReportJson::number(f.low)},
            {QStringLiteral("high"), ReportJson::number(f.high)}};
}

} // namespace

QByteArray RoundsDecompositionWriter::toCsv(const RoundsDecomposition& d) {
    QString text = QStringLiteral("part,factor,low,high\n");
    const std::pair<const char*, const RoundFactor*> parts[] = {
        {"total", &d.total}, {"hardware", &d.hardware}, {"round", &d.round}, {"scale", &d.scale}};
    for (const auto& [name, f] : parts)
        text += QStringLiteral("%1,%2,%3,%4\n")
                    .arg(QLatin1String(name), csvNumber(f->factor), csvNumber(f->low),
                         csvNumber(f->high));
    return text.toUtf8();
}

QByteArray RoundsDecompositionWriter::toJson(const RoundsDecomposition& d, const QString& benchmark,
                                             const QString& version) {
    using ReportJson::number;
    using ReportJson::text;
    using ReportJson::textOrNull;
    const bool fitted = d.outcome == analysis::DecompositionOutcome::Fitted;
    QJsonObject o;
    o.insert(QStringLiteral("benchmark"), benchmark);
    o.insert(QStringLiteral("version"), version);
    o.insert(QStringLiteral("from"), text(d.fromRound));
    o.insert(QStringLiteral("to"), text(d.toRound));
    o.insert(QStringLiteral("group_by"), text(analysis::hardwareGroupingLabel(d.grouping)));
    o.insert(QStringLiteral("outcome"),
             fitted ? QStringLiteral("fitted") : QStringLiteral("not computed"));
    o.insert(QStringLiteral("reason"), textOrNull(d.reason));
    o.insert(QStringLiteral("results"), d.points);
    o.insert(QStringLiteral("rounds"), d.rounds);
    o.insert(QStringLiteral("hardware_groups"), d.hardwareGroups);
    o.insert(QStringLiteral("degrees_of_freedom"), d.degreesOfFreedom);
    o.insert(QStringLiteral("residual_spread_log2"), number(d.residualSpread));
    o.insert(QStringLiteral("from_results"), d.fromPoints);
    o.insert(QStringLiteral("to_results"), d.toPoints);
    o.insert(QStringLiteral("from_minutes"), number(d.fromMinutes));
    o.insert(QStringLiteral("to_minutes"), number(d.toMinutes));
    o.insert(QStringLiteral("from_accelerators"), number(d.fromAccelerators));
    o.insert(QStringLiteral("to_accelerators"), number(d.toAccelerators));
    o.insert(QStringLiteral("slope"), QJsonObject{{QStringLiteral("value"), number(d.slope)},
                                                  {QStringLiteral("low"), number(d.slopeLow)},
                                                  {QStringLiteral("high"), number(d.slopeHigh)}});
    o.insert(QStringLiteral("factors"),
             QJsonObject{{QStringLiteral("total"), factorJson(d.total)},
                         {QStringLiteral("hardware"), factorJson(d.hardware)},
                         {QStringLiteral("round"), factorJson(d.round)},
                         {QStringLiteral("scale"), factorJson(d.scale)}});
    QJsonObject interval{{QStringLiteral("level"), d.level},
                         {QStringLiteral("resamples"), d.resamples},
                         {QStringLiteral("seed"), QString::number(d.seed)},
                         {QStringLiteral("reason"), textOrNull(d.intervalReason)},
                         {QStringLiteral("note"), textOrNull(d.intervalNote)}};
    if (d.interval == analysis::DecompositionInterval::Series) {
        interval.insert(QStringLiteral("method"), QStringLiteral("series"));
        interval.insert(QStringLiteral("series"), d.seriesClusters);
    }
    o.insert(QStringLiteral("interval"), interval);
    QJsonArray thin;
    for (const analysis::ThinCell& c : d.thinCells)
        thin.append(QJsonObject{{QStringLiteral("round"), text(c.round)},
                                {QStringLiteral("hardware"), text(c.hardware)},
                                {QStringLiteral("results"), c.points}});
    o.insert(QStringLiteral("thin_cells"), thin);
    o.insert(QStringLiteral("one_round_hardware"), ReportJson::textArray(d.oneRoundHardware));
    o.insert(QStringLiteral("left_out_rounds"), ReportJson::textArray(d.leftOutRounds));
    o.insert(QStringLiteral("left_out_results"), d.leftOutPoints);
    o.insert(QStringLiteral("sentence"), text(text::decompositionSentence(d)));
    o.insert(QStringLiteral("caveats"), textOrNull(text::decompositionCaveats(d)));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray RoundsDecompositionWriter::summaryText(const RoundsDecomposition& d) {
    QByteArray text = QByteArray::fromStdString(text::decompositionSentence(d)) + '\n';
    const std::string caveats = text::decompositionCaveats(d);
    if (!caveats.empty())
        text += QByteArray::fromStdString(caveats) + '\n';
    return text;
}

} // namespace mlpe
