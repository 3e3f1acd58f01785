#pragma once

#include "core/io/expected.h"
#include "core/model/dataset.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace mlpe {

// Compact, versioned serialisation of a Dataset (the embedded `.mlpx` file).
//
// Format, version 3 (2 lacked ScoreStatus::Unscorable, 1 ScoreStatus::BadScalingFile):
//   bytes 0..3   magic "MLPX"
//   bytes 4..7   format version, big-endian quint32 (= 3)
//   bytes 8..    qCompress(payload) (zlib, level 9, with Qt's 4-byte size prefix)
// payload: QDataStream (Qt_6_4, big-endian, DoublePrecision) of
//   sources (QStringList), quint32 count + result sets, quint32 count + problems;
//   every field of ResultSet / SystemDescription / AcceleratorIdentity / RunResult /
//   ImportProblem in declaration order; enums as qint32 (a value outside the enum is
//   rejected as corrupt); optional<double> as bool + double.
// Doubles are written as their IEEE-754 bits, so a round trip is bit-exact (NaN minutes
// included). Any change of the field list must bump kFormatVersion; older versions are rejected
// with a message (the embedded file is regenerated with `mlperf-explorer export-dataset`).
class DatasetCodec {
public:
    static constexpr quint32 kFormatVersion = 3;

    static QByteArray encode(const Dataset& dataset);
    // The dataset, or why the bytes are not a dataset of this format version.
    static Expected<Dataset> decode(const QByteArray& bytes);
};

} // namespace mlpe
