#include "embeddeddataset.h"

#include "datasetcodec.h"

#include <QFile>

#ifdef MLPE_HAVE_EMBEDDED_DATASET
// The resource lives in the static core library: make sure it is registered even when the
// linker would otherwise drop its initialiser.
static void initEmbeddedResource() {
    Q_INIT_RESOURCE(embedded_dataset);
}
#endif

namespace mlpe {

namespace {
void ensureResource() {
#ifdef MLPE_HAVE_EMBEDDED_DATASET
    static const bool once = (initEmbeddedResource(), true);
    Q_UNUSED(once);
#endif
}
} // namespace

QString EmbeddedDataset::resourcePath() {
    return QStringLiteral(":/embedded/mlperf-training.mlpx");
}

bool EmbeddedDataset::isAvailable() {
    ensureResource();
    return QFile::exists(resourcePath());
}

Dataset EmbeddedDataset::load() {
    ensureResource();
    Dataset empty;
    QFile file(resourcePath());
    if (!file.open(QIODevice::ReadOnly)) {
        empty.problems.push_back({resourcePath(), 0,
                                  QStringLiteral("no embedded dataset in this build "
                                                 "(resources/embedded/mlperf-training.mlpx)"),
                                  ProblemSeverity::Error});
        return empty;
    }
    Expected<Dataset> dataset = DatasetCodec::decode(file.readAll());
    if (!dataset) {
        empty.problems.push_back({resourcePath(), 0, dataset.error(), ProblemSeverity::Error});
        return empty;
    }
    dataset->sources = QStringList{QStringLiteral("embedded")};
    return std::move(*dataset);
}

Dataset loadEmbeddedDataset() {
    return EmbeddedDataset::load();
}

} // namespace mlpe
