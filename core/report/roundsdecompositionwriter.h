#pragma once

#include "core/analysis/roundsdecomposition.h"

#include <QByteArray>
#include <QString>

namespace mlpe {

// The decomposition of the change in time to train between two rounds as `decompose` writes it
// (docs/formats.md, "decompose"): CSV rows of the four factors, a JSON document with everything,
// and the words for stderr.
class RoundsDecompositionWriter {
public:
    // "part,factor,low,high": total, hardware, round, scale (full precision; empty = none).
    static QByteArray toCsv(const analysis::RoundsDecomposition& d);
    // `benchmark` (canonical id) and `version` (its label) name what was decomposed.
    static QByteArray toJson(const analysis::RoundsDecomposition& d, const QString& benchmark,
                             const QString& version);
    // decompositionSentence() and decompositionCaveats(), one line each.
    static QByteArray summaryText(const analysis::RoundsDecomposition& d);
};

} // namespace mlpe
