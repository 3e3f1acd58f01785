#include "acceleratorfamilies.h"

#include <QHash>
#include <QRegularExpression>

namespace mlpe {

namespace {

// Every accelerator_model_name of rounds v0.6..v5.1 (see docs/scoring.md and
// tst_acceleratorfamilies, one row per real name). Order matters: the Grace-Blackwell
// superchips before the plain Blackwells (both contain "B200"/"B300"), L40S before L40 before
// L4, the RTX boards before any rule that could see "A5000" or "A100"-like text, NVL before SXM,
// V100S before V100, Gaudi 2 and 3 before the first Gaudi.
const std::vector<AcceleratorFamilies::Rule> kRules{
    // NVIDIA Blackwell
    {R"(\bGB300\b)", "GB300", ""},
    {R"(\bB300-SXM-(\d+)\s*GB)", "B300", "SXM %1GB"},
    {R"(\bB300\b)", "B300", ""},
    {R"(\bGB200\b)", "GB200", ""},
    {R"(\bB200-SXM-(\d+)\s*GB)", "B200", "SXM %1GB"},
    {R"(\bB200\b)", "B200", ""},
    // NVIDIA Hopper
    {R"(\bH200[-\s]+NVL[-\s]+(\d+)\s*GB)", "H200", "NVL %1GB"},
    {R"(\bH200[-\s]+NVL\b)", "H200", "NVL"},
    {R"(\bH200-SXM\d?-(\d+)\s*GB)", "H200", "SXM %1GB"},
    {R"(\bH200\b)", "H200", ""},
    {R"(\bH100[-\s]+NVL\b.*\(PCIe\))", "H100", "NVL PCIe"},
    {R"(\bH100[-\s]+NVL\b)", "H100", "NVL"},
    {R"(\bH100-PCIe-(\d+)\s*GB)", "H100", "PCIe %1GB"},
    {R"(\bH100-SXM\d?-(\d+)\s*GB)", "H100", "SXM %1GB"},
    {R"(\bH100\s+(\d+)\s*GB\s+HBM3\b)", "H100", "SXM %1GB"}, // the HBM3 H100 is the SXM part
    {R"(\bH100\b)", "H100", ""},
    // NVIDIA workstation / consumer boards (before anything matching bare model numbers)
    // One family per generation (Ampere, Ada, Blackwell): a per-family reference must never
    // compare a workstation card of one generation with another's.
    {R"(\bRTX\s+A(\d+)\b)", "RTX A%1", ""},
    {R"(\bGeForce\s+RTX\s+(\d+)\b)", "RTX %1", "GeForce"},
    {R"(\bRTX\s+Pro\s+(\d+)\b.*?(\d+)\s*GB)", "RTX PRO %1", "%2GB"},
    {R"(\bRTX\s+Pro\s+(\d+)\b)", "RTX PRO %1", ""},
    // NVIDIA Ampere / Ada
    {R"(\bA100-SXM\d?-(\d+)\s*GB)", "A100", "SXM %1GB"},
    {R"(\bA100\s*-\s*PCIe\s*-\s*(\d+)\s*GB)", "A100", "PCIe %1GB"},
    {R"(\bA100\b)", "A100", ""},
    {R"(\bA10G\b)", "A10G", ""},
    {R"(\bA30\b)", "A30", ""},
    {R"(\bA40\b)", "A40", ""},
    // NVIDIA Volta (v0.6 to v1.0): "Tesla V100-SXM2-16GB", "NVIDIA V100-SXM3-32GB (450W)",
    // "Nvidia Tesla V100S-PCIe-32GB", "Nvidia Tesla V100"
    {R"(\bV100S[-\s]+PCIe[-\s]+(\d+)\s*GB)", "V100", "V100S PCIe %1GB"},
    {R"(\bV100-(SXM\d)-(\d+)\s*GB)", "V100", "%1 %2GB"},
    {R"(\bV100-PCIe-(\d+)\s*GB)", "V100", "PCIe %1GB"},
    {R"(\bV100\b)", "V100", ""},
    {R"(\bL40S\b)", "L40S", ""},
    {R"(\bL40\b)", "L40", ""},
    {R"(\bL4\b)", "L4", ""},
    // AMD
    {R"(\bMI325X\s+(\d+)\s*GB\s+(HBM3E?)(?:\s+(DLC))?)", "MI325X", "%1GB %2 %3"},
    {R"(\bMI325X\b)", "MI325X", ""},
    {R"(\bMI300X\s+(\d+)\s*GB\s+(HBM3E?))", "MI300X", "%1GB %2"},
    {R"(\bMI300X\b)", "MI300X", ""},
    {R"(\bMI355X\b)", "MI355X", ""},
    {R"(\bMI350X\b)", "MI350X", ""},
    {R"(\bRadeon\s+RX\s+(\d+\s*\w*))", "Radeon RX", "%1"},
    // Intel
    {R"(\bGaudi\s*(?:\(R\))?\s*3\b)", "Gaudi 3", ""},
    {R"(\bGaudi\s*(?:\(R\))?\s*2\b)", "Gaudi 2", ""},
    {R"(\bGaudi\b)", "Gaudi", ""}, // the first generation (v1.0 "Habana Gaudi")
    // Google
    {R"(\bTPU[-\s]*v5e\b)", "TPU v5e", ""},
    {R"(\bTPU[-\s]*v5p\b)", "TPU v5p", ""},
    {R"(\bTPU[-\s]*v4\b)", "TPU v4", ""},
    {R"(\bTPU[-\s]*v3\b)", "TPU v3", ""}, // v0.6 "tpu-v3", v0.7 "TPU v3"
    {R"(\btrillium\b|\bTPU[-\s]*v6e\b)", "Trillium", ""},
    // Huawei (v0.7, v1.0): "Ascend910", "Ascend 910 Pro A", "Ascend 910 Premium A"
    {R"(\bAscend\s*910\s*(.*)$)", "Ascend 910", "%1"},
    // Graphcore (v1.0 on): "Graphcore IPU GC200"
    {R"(\bGC(\d+)\b)", "IPU GC%1", ""},
    // CPU-only systems (v0.6 and v3.1 Intel): accelerators_per_node is 0.
    {R"(^\s*(N/?A|none)\s*$)", "CPU only", ""},
};

struct CompiledRule {
    QRegularExpression regex;
    QString family;
    QString variant;
};

const std::vector<CompiledRule>& compiledRules() {
    static const std::vector<CompiledRule> compiled = [] {
        std::vector<CompiledRule> out;
        out.reserve(kRules.size());
        for (const auto& rule : kRules)
            out.push_back({QRegularExpression(QString::fromUtf8(rule.pattern),
                                              QRegularExpression::CaseInsensitiveOption),
                           QString::fromUtf8(rule.family), QString::fromUtf8(rule.variant)});
        return out;
    }();
    return compiled;
}

} // namespace

const std::vector<AcceleratorFamilies::Rule>& AcceleratorFamilies::rules() {
    return kRules;
}

AcceleratorIdentity AcceleratorFamilies::identify(QStringView rawName) {
    // A pure function of the name, and an import asks it for the same few names again and again
    // (one per system description: 100,000 descriptions of eight accelerators in a synthetic
    // round): the rules' regular expressions run once per name and thread. Bounded, should the
    // names be many.
    thread_local QHash<QString, AcceleratorIdentity> known;
    QString name = rawName.toString();
    if (const auto found = known.constFind(name); found != known.constEnd())
        return found.value();
    if (known.size() >= 1024)
        known.clear();
    const AcceleratorIdentity id = identifyUncached(rawName);
    known.insert(std::move(name), id);
    return id;
}

AcceleratorIdentity AcceleratorFamilies::identifyUncached(QStringView rawName) {
    AcceleratorIdentity id;
    id.rawName = rawName.trimmed().toString();
    id.family = id.rawName;
    for (const auto& rule : compiledRules()) {
        const auto match = rule.regex.match(id.rawName);
        if (!match.hasMatch())
            continue;
        // Family and variant may both hold captures (%1, ...): "RTX A%1" names the generation.
        const auto substitute = [&match](QString text) {
            // Replace from the highest index down so that %1 does not eat the start of %10.
            for (int group = match.lastCapturedIndex(); group >= 1; --group)
                text.replace(QStringLiteral("%%1").arg(group),
                             match.captured(group).trimmed().toUpper());
            static const QRegularExpression leftover(QStringLiteral("%\\d+"));
            text.remove(leftover);
            return text.simplified();
        };
        id.family = substitute(rule.family);
        id.variant = substitute(rule.variant);
        id.matched = true;
        break;
    }
    return id;
}

AcceleratorIdentity AcceleratorFamilies::identify(QStringView rawName, QStringView systemName) {
    AcceleratorIdentity id = identify(rawName);
    if (id.matched || id.rawName.compare(QLatin1String("TPU"), Qt::CaseInsensitive) != 0)
        return id;
    const AcceleratorIdentity fromSystem = identify(systemName);
    if (fromSystem.matched && fromSystem.family.startsWith(QLatin1String("TPU "))) {
        id.family = fromSystem.family;
        id.variant = fromSystem.variant;
        id.matched = true;
    }
    return id;
}

} // namespace mlpe
