#include "benchmarkcomparability.h"

#include "benchmarkcatalog.h"
#include "roundrules.h"

namespace mlpe {

namespace {

// Position of a round among the known rounds (RoundRulesTable, oldest first); -1 if unknown.
int roundIndex(QStringView round) {
    const auto& rounds = RoundRulesTable::all();
    for (std::size_t i = 0; i < rounds.size(); ++i)
        if (rounds[i].round == round)
            return static_cast<int>(i);
    return -1;
}

BenchmarkVersion version(const char* benchmark, const char* first, const char* last,
                         const char* target, const char* change = "") {
    return {QString::fromLatin1(benchmark), QString::fromLatin1(first), QString::fromLatin1(last),
            QString::fromUtf8(target), QString::fromUtf8(change)};
}

// MLCommons' versions of the benchmarks (the rounds' training rules and results pages), and the
// rounds' checkers for the targets (roundrules.cpp). A version ends where the benchmark's model,
// data or target changed, or where it was retired.
std::vector<BenchmarkVersion> buildTable() {
    return {
        version("resnet", "0.6", "4.0", "75.9% top-1 accuracy",
                "v0.6 raised the target from v0.5's 74.9%"),
        version("ssd_resnet34", "0.6", "1.1", "23.0% COCO mAP",
                "v0.6 raised the target from v0.5's 21.2%"),
        version("retinanet", "2.0", "5.1", "34.0% mAP (OpenImages)",
                "replaced SSD-ResNet34 in v2.0 under the same folder name, ssd"),
        version("maskrcnn", "0.6", "3.1", "0.377 box and 0.339 mask mAP"),
        version("gnmt", "0.6", "0.7", "24.0 SacreBLEU",
                "v0.6 raised the target from v0.5's 21.8 BLEU"),
        version("transformer", "0.6", "0.7", "25.0 BLEU"),
        version("ncf", "0.6", "0.6", "0.635 HR@10"),
        version("minigo_9x9", "0.6", "0.6", "50% win rate against the reference, 9x9 board"),
        version("minigo", "0.7", "2.1", "50% win rate against the reference, 19x19 board",
                "a 19x19 board from v0.7 (v0.6 played 9x9, another benchmark)"),
        version("bert", "0.7", "0.7", "0.712 masked-LM accuracy"),
        // Every v0.7 run that says success stops at >= 0.712, every v1.0 one at >= 0.720.
        version("bert", "1.0", "5.0", "0.720 masked-LM accuracy",
                "the target rose from 0.712 to 0.720 masked-LM accuracy in v1.0"),
        version("dlrm", "0.7", "2.1", "0.8025 AUC"),
        version("dlrm_dcnv2", "3.0", "5.1", "0.80275 AUC",
                "replaced DLRM in v3.0 (DCNv2 model, multi-hot Criteo 4TB)"),
        version("rnnt", "1.0", "3.1", "0.058 word error rate"),
        version("unet3d", "1.0", "4.0", "0.908 mean DICE"),
        version("gpt3", "3.0", "4.1", "2.69 log perplexity"),
        version("stable_diffusion", "3.1", "5.0", "FID <= 90 and CLIP >= 0.15"),
        version("rgat", "4.0", "5.1", "72% accuracy", "published as gnn in v4.0 and v4.1"),
        version("llama2_70b_lora", "4.0", "5.1", "0.925 evaluation loss"),
        version("llama31_405b", "5.0", "5.1", "5.6 log perplexity"),
        version("llama31_8b", "5.1", "5.1", "3.3 log perplexity"),
        version("flux1", "5.1", "5.1", "0.586 validation loss"),
    };
}

} // namespace

QString BenchmarkVersion::label() const {
    const QString name = benchmarkDisplayName(benchmark);
    return firstRound == lastRound ? QStringLiteral("%1 v%2").arg(name, firstRound)
                                   : QStringLiteral("%1 v%2-v%3").arg(name, firstRound, lastRound);
}

const std::vector<BenchmarkVersion>& BenchmarkComparability::all() {
    static const std::vector<BenchmarkVersion> table = buildTable();
    return table;
}

const BenchmarkVersion* BenchmarkComparability::versionOf(QStringView benchmark,
                                                          QStringView round) {
    const int at = roundIndex(round);
    if (at < 0)
        return nullptr;
    for (const BenchmarkVersion& v : all())
        if (v.benchmark == benchmark && roundIndex(v.firstRound) <= at &&
            at <= roundIndex(v.lastRound))
            return &v;
    return nullptr;
}

bool BenchmarkComparability::comparable(QStringView benchmark, QStringView roundA,
                                        QStringView roundB) {
    const BenchmarkVersion* a = versionOf(benchmark, roundA);
    return a && a == versionOf(benchmark, roundB);
}

QString BenchmarkComparability::breakBetween(QStringView benchmark, QStringView roundA,
                                             QStringView roundB) {
    if (comparable(benchmark, roundA, roundB))
        return {};
    const QString name = benchmarkDisplayName(benchmark.toString());
    const BenchmarkVersion* a = versionOf(benchmark, roundA);
    const BenchmarkVersion* b = versionOf(benchmark, roundB);
    if (!a || !b)
        return QStringLiteral("%1 has no version in v%2").arg(name, (a ? roundB : roundA));
    // The later version's change says what broke the comparison.
    const BenchmarkVersion* later = roundIndex(a->firstRound) > roundIndex(b->firstRound) ? a : b;
    return QStringLiteral("%1: %2").arg(
        name, later->change.isEmpty()
                  ? QStringLiteral("a new version from v%1").arg(later->firstRound)
                  : later->change);
}

} // namespace mlpe
