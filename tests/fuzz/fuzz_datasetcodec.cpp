// DatasetCodec::decode. First byte 0: the input is a whole .mlpx file; otherwise the rest is the
// payload, compressed and given a valid header here so that mutations reach the field decoder
// (a mutated zlib stream rarely decompresses). A decoded dataset keeps the importer's promises.
#include "core/store/datasetcodec.h"

#include <QDataStream>
#include <QIODevice>
#include <cmath>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    const QByteArray rest(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    QByteArray bytes;
    if (data[0] == 0) {
        bytes = rest;
    } else {
        bytes = QByteArray("MLPX");
        QDataStream header(&bytes, QIODevice::WriteOnly | QIODevice::Append);
        header.setByteOrder(QDataStream::BigEndian);
        header << mlpe::DatasetCodec::kFormatVersion;
        bytes.append(qCompress(rest, 1));
    }
    const auto dataset = mlpe::DatasetCodec::decode(bytes);
    if (!dataset)
        return 0;
    for (const auto& set : dataset->resultSets) {
        const qint64 n =
            qint64(set.systemDescription.nodes) * set.systemDescription.acceleratorsPerNode;
        if (n < 0 || n > 1000000)
            __builtin_trap();
        if (set.status == mlpe::ScoreStatus::Ok &&
            !(set.scoreMinutes && std::isfinite(*set.scoreMinutes) && *set.scoreMinutes > 0))
            __builtin_trap();
    }
    return 0;
}
