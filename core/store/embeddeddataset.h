#pragma once

#include "core/model/dataset.h"

#include <QString>

namespace mlpe {

// The dataset compiled into the binary (`:/embedded/mlperf-training.mlpx`: all published rounds
// scored by our importer; regenerate with `mlperf-explorer export-dataset`, see README).
class EmbeddedDataset {
public:
    static QString resourcePath(); // ":/embedded/mlperf-training.mlpx"
    // False when the build had no resources/embedded/mlperf-training.mlpx.
    static bool isAvailable();
    // Decodes it. On failure (absent, corrupt, old format) returns an empty Dataset whose single
    // Error problem says why; sources is {"embedded"} on success.
    static Dataset load();
};

// Convenience for callers: EmbeddedDataset::load().
Dataset loadEmbeddedDataset();

} // namespace mlpe
