#include "benchmarkcatalog.h"

#include "roundrules.h"

#include <array>
#include <utility>

namespace mlpe {

namespace {

// Display names of the canonical ids (RoundBenchmark::benchmark).
constexpr std::array<std::pair<const char*, const char*>, 21> kDisplayNames{{
    {"bert", "BERT-large"},
    {"dlrm", "DLRM"},
    {"dlrm_dcnv2", "DLRM-DCNv2"},
    {"flux1", "FLUX.1"},
    {"gnmt", "GNMT"},
    {"gpt3", "GPT-3 175B"},
    {"llama2_70b_lora", "Llama 2 70B LoRA"},
    {"llama31_405b", "Llama 3.1 405B"},
    {"llama31_8b", "Llama 3.1 8B"},
    {"maskrcnn", "Mask R-CNN"},
    {"minigo", "MiniGo"},
    {"minigo_9x9", "MiniGo 9x9"},
    {"ncf", "NCF"},
    {"resnet", "ResNet-50"},
    {"retinanet", "RetinaNet"},
    {"rgat", "R-GAT"},
    {"rnnt", "RNN-T"},
    {"ssd_resnet34", "SSD-ResNet34"},
    {"stable_diffusion", "Stable Diffusion v2"},
    {"transformer", "Transformer"},
    {"unet3d", "3D U-Net"},
}};

QString displayNameOf(const QString& canonicalId) {
    for (const auto& [id, name] : kDisplayNames)
        if (canonicalId == QLatin1String(id))
            return QString::fromUtf8(name);
    return canonicalId;
}

BenchmarkInfo infoOf(const RoundBenchmark& b) {
    BenchmarkInfo info;
    info.folder = b.folder;
    info.canonicalId = b.benchmark;
    info.displayName = displayNameOf(b.benchmark);
    info.requiredRuns = b.requiredRuns;
    info.olympicDrop = b.olympicDrop;
    info.target = b.target;
    info.known = true;
    return info;
}

} // namespace

BenchmarkInfo BenchmarkCatalog::lookup(QStringView round, QStringView folder) {
    if (const RoundRules* rules = RoundRulesTable::find(round))
        if (const RoundBenchmark* b = rules->benchmark(folder))
            return infoOf(*b);
    BenchmarkInfo unknown = lookup(folder);
    unknown.folder = folder.toString();
    unknown.requiredRuns = 0;
    unknown.olympicDrop = 1;
    unknown.target = QualityTarget();
    unknown.known = false;
    return unknown;
}

BenchmarkInfo BenchmarkCatalog::lookup(QStringView folderOrId) {
    const auto& rounds = RoundRulesTable::all();
    // Newest round first: a folder name that changed meaning ("ssd") means what it means today.
    for (auto it = rounds.rbegin(); it != rounds.rend(); ++it)
        if (const RoundBenchmark* b = it->benchmark(folderOrId))
            return infoOf(*b);
    for (auto it = rounds.rbegin(); it != rounds.rend(); ++it)
        for (const RoundBenchmark& b : it->benchmarks)
            if (b.benchmark == folderOrId)
                return infoOf(b);
    BenchmarkInfo unknown;
    unknown.folder = folderOrId.toString();
    unknown.canonicalId = unknown.folder;
    unknown.displayName = unknown.folder;
    return unknown;
}

QString canonicalBenchmarkId(const QString& round, const QString& benchmarkFolder) {
    return BenchmarkCatalog::lookup(round, benchmarkFolder).canonicalId;
}

QString canonicalBenchmarkId(const QString& benchmarkFolder) {
    return BenchmarkCatalog::lookup(benchmarkFolder).canonicalId;
}

QString canonicalBenchmarkFor(const QString& name, const QStringList& rounds) {
    QString id;
    for (const RoundRules& rules : RoundRulesTable::all()) // oldest first: the newest wins
        if (rounds.contains(rules.round))
            if (const RoundBenchmark* b = rules.benchmark(name))
                id = b->benchmark;
    return id.isEmpty() ? canonicalBenchmarkId(name) : id;
}

QString benchmarkDisplayName(const QString& canonicalId) {
    // A folder name ("ssd", "gnn") is welcome too: the round-less lookup knows both.
    return BenchmarkCatalog::lookup(canonicalId).displayName;
}

} // namespace mlpe
