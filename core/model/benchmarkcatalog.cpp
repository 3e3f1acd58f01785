#include "benchmarkcatalog.h"

#include <limits>

namespace mlpe {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// [low, high) -- the usual accuracy target, "low <= v < high".
ValueRange atLeast(double low, double high = 1.0) {
    return {low, high, true, false};
}
// (low, high] -- loss-like metrics, lower is better: "low < v <= high".
ValueRange atMost(double high, double low = 0.0) {
    return {low, high, false, true};
}

BenchmarkInfo entry(const char* folder, const char* canonicalId, const char* displayName,
                    int requiredRuns, int drop, QualityTarget target) {
    return {QString::fromLatin1(folder),
            QString::fromLatin1(canonicalId),
            QString::fromUtf8(displayName),
            requiredRuns,
            drop,
            target,
            true};
}

std::vector<BenchmarkInfo> buildTable() {
    // Targets, run counts and D: mlperf-data.md (taken from the official compliance checker and
    // result summarizer: benchmark_meta result file counts, D = 4 for unet3d).
    using Q = QualityTarget;
    QualityTarget maskRcnn;
    maskRcnn.kind = TargetKind::MaskRcnn;
    maskRcnn.bbox = atLeast(0.377);
    maskRcnn.segm = atLeast(0.339);
    QualityTarget stableDiffusion;
    stableDiffusion.kind = TargetKind::StableDiffusion;
    stableDiffusion.fid = {0.0, 90.0, true, true};
    stableDiffusion.clip = {0.15, 1.0, true, true};

    return {
        entry("bert", "bert", "BERT-large", 10, 1, Q::scalarRange(atLeast(0.720))),
        entry("dlrm_dcnv2", "dlrm_dcnv2", "DLRM-DCNv2", 10, 1,
              Q::scalarRange({0.80275, 1.0, true, true})),
        entry("gnn", "rgat", "R-GAT", 10, 1, Q::scalarRange(atLeast(0.72))),
        entry("rgat", "rgat", "R-GAT", 10, 1, Q::scalarRange(atLeast(0.72))),
        entry("ssd", "retinanet", "RetinaNet", 5, 1, Q::scalarRange(atLeast(0.340))),
        entry("retinanet", "retinanet", "RetinaNet", 5, 1, Q::scalarRange(atLeast(0.340))),
        entry("gpt3", "gpt3", "GPT-3 175B", 3, 1, Q::scalarRange(atMost(2.69, 2.6))),
        entry("llama2_70b_lora", "llama2_70b_lora", "Llama 2 70B LoRA", 10, 1,
              Q::scalarRange(atMost(0.925))),
        entry("llama31_405b", "llama31_405b", "Llama 3.1 405B", 3, 1, Q::scalarRange(atMost(5.6))),
        entry("llama31_8b", "llama31_8b", "Llama 3.1 8B", 10, 1, Q::scalarRange(atMost(3.3))),
        entry("flux1", "flux1", "FLUX.1", 10, 1, Q::scalarRange(atMost(0.586))),
        entry("stable_diffusion", "stable_diffusion", "Stable Diffusion v2", 10, 1,
              stableDiffusion),
        entry("resnet", "resnet", "ResNet-50", 5, 1, Q::scalarRange(atLeast(0.759))),
        entry("maskrcnn", "maskrcnn", "Mask R-CNN", 5, 1, maskRcnn),
        entry("rnnt", "rnnt", "RNN-T", 10, 1, Q::scalarRange(atMost(0.058))),
        entry("unet3d", "unet3d", "3D U-Net", 40, 4, Q::scalarRange(atLeast(0.908, kInf))),
    };
}

} // namespace

const std::vector<BenchmarkInfo>& BenchmarkCatalog::all() {
    static const std::vector<BenchmarkInfo> table = buildTable();
    return table;
}

BenchmarkInfo BenchmarkCatalog::lookup(QStringView folder) {
    for (const BenchmarkInfo& info : all()) {
        if (info.folder == folder)
            return info;
    }
    BenchmarkInfo unknown;
    unknown.folder = folder.toString();
    unknown.canonicalId = unknown.folder;
    unknown.displayName = unknown.folder;
    return unknown;
}

QString canonicalBenchmarkId(const QString& benchmarkFolder) {
    return BenchmarkCatalog::lookup(benchmarkFolder).canonicalId;
}

QString benchmarkDisplayName(const QString& canonicalId) {
    // Canonical ids are folder names too ("retinanet", "rgat"), so the catalogue knows them.
    return BenchmarkCatalog::lookup(canonicalId).displayName;
}

} // namespace mlpe
