#include "explorerfilter.h"

namespace mlpe {

bool ExplorerFilter::acceptsScope(const ResultSet& set) const {
    if (!round.isEmpty() && set.round != round)
        return false;
    return benchmark.isEmpty() || canonicalBenchmarkId(set.benchmark) == benchmark;
}

bool ExplorerFilter::acceptsIgnoringFamily(const ResultSet& set) const {
    if (!acceptsScope(set))
        return false;
    const SystemDescription& sys = set.systemDescription;
    if (!hiddenDivisions.isEmpty() && hiddenDivisions.contains(sys.division))
        return false;
    if (hiddenAvailabilities.contains(static_cast<int>(sys.availability)))
        return false;
    if (hiddenSubmitters.contains(set.submitter))
        return false;
    const int n = set.accelerators();
    if (minAccelerators > 0 && n < minAccelerators)
        return false;
    return maxAccelerators <= 0 || n <= maxAccelerators;
}

bool ExplorerFilter::accepts(const ResultSet& set) const {
    return acceptsIgnoringFamily(set) &&
           !hiddenFamilies.contains(set.systemDescription.accelerator.family);
}

bool ExplorerFilter::onlyScope() const {
    return scopeOnly() == *this;
}

ExplorerFilter ExplorerFilter::scopeOnly() const {
    ExplorerFilter f;
    f.round = round;
    f.benchmark = benchmark;
    return f;
}

QString canonicalBenchmarkId(const QString& benchmarkFolder) {
    if (benchmarkFolder == QLatin1String("ssd"))
        return QStringLiteral("retinanet");
    if (benchmarkFolder == QLatin1String("gnn"))
        return QStringLiteral("rgat");
    return benchmarkFolder;
}

QString benchmarkDisplayName(const QString& canonicalId) {
    // mlperf-data.md, "Benchmarks (folder name -> display name)".
    static const QHash<QString, QString> names{
        {QStringLiteral("bert"), QStringLiteral("BERT-large")},
        {QStringLiteral("dlrm_dcnv2"), QStringLiteral("DLRM-DCNv2")},
        {QStringLiteral("gpt3"), QStringLiteral("GPT-3 175B")},
        {QStringLiteral("retinanet"), QStringLiteral("RetinaNet")},
        {QStringLiteral("rgat"), QStringLiteral("R-GAT")},
        {QStringLiteral("stable_diffusion"), QStringLiteral("Stable Diffusion v2")},
        {QStringLiteral("llama2_70b_lora"), QStringLiteral("Llama 2 70B LoRA")},
        {QStringLiteral("llama31_405b"), QStringLiteral("Llama 3.1 405B")},
        {QStringLiteral("llama31_8b"), QStringLiteral("Llama 3.1 8B")},
        {QStringLiteral("flux1"), QStringLiteral("FLUX.1")},
        {QStringLiteral("resnet"), QStringLiteral("ResNet-50")},
        {QStringLiteral("maskrcnn"), QStringLiteral("Mask R-CNN")},
        {QStringLiteral("rnnt"), QStringLiteral("RNN-T")},
        {QStringLiteral("unet3d"), QStringLiteral("3D U-Net")},
    };
    return names.value(canonicalId, canonicalId);
}

} // namespace mlpe
