#include "roundrules.h"

#include <limits>

namespace mlpe {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// [low, high): the usual accuracy target, "low <= v < high" (the checkers'
// "v['value'] >= low and v['value'] < 1.0").
QualityTarget atLeast(double low, double high = 1.0) {
    return QualityTarget::scalarRange({low, high, true, false});
}
// (low, high]: loss-like metrics, lower is better: "low < v <= high".
QualityTarget atMost(double high, double low = 0.0) {
    return QualityTarget::scalarRange({low, high, false, true});
}

QualityTarget maskRcnn() {
    QualityTarget target;
    target.kind = TargetKind::MaskRcnn;
    target.bbox = {0.377, 1.0, true, false};
    target.segm = {0.339, 1.0, true, false};
    return target;
}

QualityTarget stableDiffusion() {
    QualityTarget target;
    target.kind = TargetKind::StableDiffusion;
    target.fid = {0.0, 90.0, true, true};
    target.clip = {0.15, 1.0, true, true};
    return target;
}

RoundBenchmark bench(const char* folder, const char* benchmark, int runs, QualityTarget target,
                     int drop = 1) {
    return {QString::fromLatin1(folder), QString::fromLatin1(benchmark), runs, drop, target};
}

// The benchmarks that keep their rules over many rounds (targets: the rounds' closed_*.yaml
// ATLEAST_ONE_CHECK; runs: benchmark_meta.py's result file counts; D = 4 for unet3d: the
// summarizer's max_dropped_scores).
RoundBenchmark bert() {
    return bench("bert", "bert", 10, atLeast(0.720));
}
RoundBenchmark dlrm() {
    return bench("dlrm", "dlrm", 5, atLeast(0.8025));
}
RoundBenchmark dlrmDcnV2() {
    return bench("dlrm_dcnv2", "dlrm_dcnv2", 10,
                 QualityTarget::scalarRange({0.80275, 1.0, true, true}));
}
RoundBenchmark gpt3() {
    return bench("gpt3", "gpt3", 3, atMost(2.69, 2.6));
}
RoundBenchmark maskrcnn() {
    return bench("maskrcnn", "maskrcnn", 5, maskRcnn());
}
RoundBenchmark minigo() { // 19x19 board, win rate against the reference checkpoint
    return bench("minigo", "minigo", 10, atLeast(0.50));
}
RoundBenchmark resnet() {
    return bench("resnet", "resnet", 5, atLeast(0.759));
}
RoundBenchmark ssdResNet34() { // SSD with a ResNet-34 backbone, COCO mAP
    return bench("ssd", "ssd_resnet34", 5, atLeast(0.230));
}
RoundBenchmark retinanet(const char* folder) { // "ssd" until v4.1, "retinanet" from v5.0
    return bench(folder, "retinanet", 5, atLeast(0.340));
}
RoundBenchmark rnnt() {
    return bench("rnnt", "rnnt", 10, atMost(0.058));
}
RoundBenchmark unet3d() {
    return bench("unet3d", "unet3d", 40, atLeast(0.908, kInf), 4);
}
RoundBenchmark rgat(const char* folder) { // "gnn" in v4.x, "rgat" from v5.0
    return bench(folder, "rgat", 10, atLeast(0.72));
}
RoundBenchmark llama2LoRA() {
    return bench("llama2_70b_lora", "llama2_70b_lora", 10, atMost(0.925));
}
RoundBenchmark llama31_405b() {
    return bench("llama31_405b", "llama31_405b", 3, atMost(5.6));
}
RoundBenchmark stableDiffusionV2() {
    return bench("stable_diffusion", "stable_diffusion", 10, stableDiffusion());
}

// The fields of a system description the v1.0-era and later result summarizers read for every
// row (summarize_results(): _check_and_update_system_specs); a system lacking one is skipped.
QStringList modernSummarizerFields() {
    return {QStringLiteral("division"),
            QStringLiteral("status"),
            QStringLiteral("submitter"),
            QStringLiteral("system_name"),
            QStringLiteral("host_processor_model_name"),
            QStringLiteral("host_processor_core_count"),
            QStringLiteral("host_processors_per_node"),
            QStringLiteral("number_of_nodes"),
            QStringLiteral("accelerator_model_name"),
            QStringLiteral("accelerators_per_node"),
            QStringLiteral("framework"),
            QStringLiteral("hw_notes"),
            QStringLiteral("sw_notes")};
}

RoundRules round(const char* name, const char* ruleset, std::vector<RoundBenchmark> benchmarks) {
    RoundRules rules;
    rules.round = QString::fromLatin1(name);
    rules.ruleset = QString::fromLatin1(ruleset);
    rules.summarizerSystemFields = modernSummarizerFields();
    rules.benchmarks = std::move(benchmarks);
    return rules;
}

// v0.6 (July 2019), ruleset training_0.6.0. Logs in the MLL dialect, times in seconds.
// Convergence: the checker's common.yaml requires run_stop status "success" and prints no
// target to check; targets below are the round's rules (training_rules v0.6) for the record.
// Initialisation < 20 min (init_stop check in seconds: 20*60). Run counts: benchmark_meta.py.
// System fields: the mlperf_logging summarizers that list ruleset 0.6.0 read only ":::MLLOG"
// records (or time MLL seconds as milliseconds), so none of them scored this round's logs; the
// round's systems are read in all three of their formats (docs/scoring.md) and none is skipped.
RoundRules v06() {
    RoundRules r = round("0.6", "training_0.6.0",
                         {bench("resnet", "resnet", 5, atLeast(0.759)),
                          bench("ssd", "ssd_resnet34", 5, atLeast(0.230)),
                          bench("maskrcnn", "maskrcnn", 5, maskRcnn()),
                          // The summarizer's _benchmark_alias(): Google published Mask R-CNN
                          // as "mask".
                          bench("mask", "maskrcnn", 5, maskRcnn()),
                          bench("gnmt", "gnmt", 10, atLeast(24.0, kInf)),               // SacreBLEU
                          bench("transformer", "transformer", 10, atLeast(25.0, kInf)), // BLEU
                          bench("ncf", "ncf", 10, atLeast(0.635)),                      // HR@10
                          // 9x9 board: another benchmark than v0.7's 19x19 MiniGo.
                          bench("minigo", "minigo_9x9", 10, atLeast(0.50))});
    r.dialect = LogDialect::Mll;
    r.convergence = ConvergenceRule::RunStopSuccess;
    r.openTarget = OpenDivisionTarget::ClosedTarget;
    r.closedInitLimitMinutes = r.openInitLimitMinutes = 20.0;
    r.summarizerSystemFields.clear();
    return r;
}

// v0.7 (July 2020), ruleset training_0.7.0 (mlperf_logging compliance_checker/0.7.0, renamed
// training_0.7.0 later). Open division: open_common.yaml enqueues the benchmark's own config,
// target included. Initialisation < 20 min (common.yaml: 20*60*1e3). GNMT and Transformer log
// BLEU as a fraction from this round on. System fields: the 0.7-era summarizer's
// summarize_results() required these seven, not division or number_of_nodes.
RoundRules v07() {
    RoundRules r = round("0.7", "training_0.7.0",
                         {bench("bert", "bert", 10, atLeast(0.712)), dlrm(),
                          bench("gnmt", "gnmt", 10, atLeast(0.24)), maskrcnn(), minigo(), resnet(),
                          ssdResNet34(), bench("transformer", "transformer", 10, atLeast(0.25))});
    r.openTarget = OpenDivisionTarget::ClosedTarget;
    r.closedInitLimitMinutes = r.openInitLimitMinutes = 20.0;
    r.summarizerSystemFields = {QStringLiteral("submitter"),
                                QStringLiteral("system_name"),
                                QStringLiteral("host_processor_model_name"),
                                QStringLiteral("host_processor_core_count"),
                                QStringLiteral("accelerator_model_name"),
                                QStringLiteral("accelerators_per_node"),
                                QStringLiteral("framework")};
    return r;
}

// v1.0 (June 2021), ruleset training_1.0.0. BERT's target rose from 0.712 to 0.720; RNN-T and
// 3D U-Net joined. Open division: open_common.yaml enqueues closed_<benchmark>.yaml. The
// initialisation limit is 30 minutes: published runs (Google tpu-v4-2048 Mask R-CNN, Dell
// DSS8440 MiniGo) initialise in 20-30 minutes and none longer.
RoundRules v10() {
    RoundRules r =
        round("1.0", "training_1.0.0",
              {bert(), dlrm(), maskrcnn(), minigo(), resnet(), ssdResNet34(), rnnt(), unet3d()});
    r.openTarget = OpenDivisionTarget::ClosedTarget;
    r.closedInitLimitMinutes = r.openInitLimitMinutes = 30.0;
    return r;
}

// v1.1 (December 2021), ruleset training_1.1.0: v1.0's benchmarks and targets; the open
// division has its own open_<benchmark>.yaml (value < 1.0).
RoundRules v11() {
    RoundRules r =
        round("1.1", "training_1.1.0",
              {bert(), dlrm(), maskrcnn(), minigo(), resnet(), ssdResNet34(), rnnt(), unet3d()});
    r.closedInitLimitMinutes = r.openInitLimitMinutes = 30.0;
    return r;
}

// v2.0 (June 2022) and v2.1 (November 2022), rulesets training_2.0.0 / training_2.1.0: the "ssd"
// folder now holds RetinaNet (mAP 0.340). common.yaml allows 240 minutes of initialisation to the
// open division but also checks 30 minutes for everyone, so 30 minutes hold for both.
RoundRules v2x(const char* name, const char* ruleset) {
    RoundRules r =
        round(name, ruleset,
              {bert(), dlrm(), maskrcnn(), minigo(), resnet(), retinanet("ssd"), rnnt(), unet3d()});
    r.closedInitLimitMinutes = r.openInitLimitMinutes = 30.0;
    return r;
}

// v3.0 (June 2023), ruleset training_3.0.0: DLRM-DCNv2 replaces DLRM, GPT-3 joins, MiniGo
// leaves. Initialisation: 30 minutes closed, 240 open (compile_time_mins).
RoundRules v30() {
    return round(
        "3.0", "training_3.0.0",
        {bert(), dlrmDcnV2(), gpt3(), maskrcnn(), resnet(), retinanet("ssd"), rnnt(), unet3d()});
}

// v3.1 to v5.1: the rounds the explorer was first built for (docs/scoring.md); benchmark lists
// from the rounds' closed_common.yaml.
RoundRules v31() {
    return round("3.1", "training_3.1.0",
                 {bert(), dlrmDcnV2(), gpt3(), maskrcnn(), resnet(), rnnt(), retinanet("ssd"),
                  stableDiffusionV2(), unet3d()});
}
RoundRules v40() {
    return round("4.0", "training_4.0.0",
                 {bert(), dlrmDcnV2(), rgat("gnn"), gpt3(), llama2LoRA(), resnet(),
                  retinanet("ssd"), stableDiffusionV2(), unet3d()});
}
RoundRules v41() {
    return round("4.1", "training_4.1.0",
                 {bert(), dlrmDcnV2(), rgat("gnn"), gpt3(), llama2LoRA(), retinanet("ssd"),
                  stableDiffusionV2()});
}
RoundRules v50() {
    return round("5.0", "training_5.0.0",
                 {bert(), dlrmDcnV2(), llama2LoRA(), llama31_405b(), retinanet("retinanet"),
                  rgat("rgat"), stableDiffusionV2()});
}
RoundRules v51() {
    return round("5.1", "training_5.1.0",
                 {dlrmDcnV2(), bench("flux1", "flux1", 10, atMost(0.586)), llama2LoRA(),
                  llama31_405b(), bench("llama31_8b", "llama31_8b", 10, atMost(3.3)),
                  retinanet("retinanet"), rgat("rgat")});
}

std::vector<RoundRules> buildTable() {
    return {v06(),
            v07(),
            v10(),
            v11(),
            v2x("2.0", "training_2.0.0"),
            v2x("2.1", "training_2.1.0"),
            v30(),
            v31(),
            v40(),
            v41(),
            v50(),
            v51()};
}

} // namespace

const RoundBenchmark* RoundRules::benchmark(QStringView folder) const {
    for (const RoundBenchmark& b : benchmarks)
        if (b.folder == folder)
            return &b;
    return nullptr;
}

QualityTarget RoundRules::target(const RoundBenchmark& b, bool openDivision) const {
    if (openDivision && openTarget == OpenDivisionTarget::BelowOne)
        return QualityTarget::openDivision();
    return b.target;
}

double RoundRules::initLimitMinutes(bool openDivision) const {
    return openDivision ? openInitLimitMinutes : closedInitLimitMinutes;
}

QString RoundRules::label() const {
    return QStringLiteral("v%1 (%2)").arg(round, ruleset);
}

const std::vector<RoundRules>& RoundRulesTable::all() {
    static const std::vector<RoundRules> table = buildTable();
    return table;
}

const RoundRules* RoundRulesTable::find(QStringView round) {
    for (const RoundRules& rules : all())
        if (rules.round == round)
            return &rules;
    return nullptr;
}

QString RoundRulesTable::knownRounds() {
    QStringList rounds;
    for (const RoundRules& rules : all())
        rounds << rules.round;
    return rounds.join(QStringLiteral(", "));
}

} // namespace mlpe
