#pragma once

// A small Dataset built in code for the UI tests: the shape of real v4.1/v5.0 result sets (names
// borrowed from the published rounds), with times chosen so that derived values are easy to
// check by hand. Not a substitute for real data: tst_mainwindow also runs on the embedded set.
#include "core/model/dataset.h"

namespace mlpe::testdata {

inline ResultSet makeSet(const QString& round, const QString& submitter, const QString& system,
                         const QString& benchmark, const QString& family, int nodes, int perNode,
                         std::optional<double> minutes, const QString& division = "closed",
                         Availability availability = Availability::OnPremise) {
    ResultSet set;
    set.round = round;
    set.submitter = submitter;
    set.system = system;
    set.benchmark = benchmark;
    set.hasSystemDescription = true;
    SystemDescription& sys = set.systemDescription;
    sys.submitterFolder = submitter;
    sys.systemKey = system;
    sys.submitterDisplay = submitter;
    sys.systemName = system + QStringLiteral(" (display)");
    sys.division = division;
    sys.availability = availability;
    sys.rawStatus = QStringLiteral("available");
    sys.nodes = nodes;
    sys.acceleratorsPerNode = perNode;
    sys.accelerator.rawName = QStringLiteral("NVIDIA %1-SXM5-80GB").arg(family);
    sys.accelerator.family = family;
    sys.accelerator.matched = true;
    set.runsRequired = 10;
    set.runs.resize(10);
    for (auto& run : set.runs) {
        run.fileName = QStringLiteral("result_x.txt");
        run.validity = minutes ? RunValidity::Valid : RunValidity::NoRunStop;
        run.minutes = minutes.value_or(0.0);
    }
    if (minutes) {
        set.status = ScoreStatus::Ok;
        set.statusText = QStringLiteral("ok");
        set.scoreMinutes = minutes;
    } else {
        set.status = ScoreStatus::TooManyInvalid;
        set.statusText = QStringLiteral("no score: 10 invalid runs");
    }
    return set;
}

// v4.1 llama2_70b_lora: 6 scored sets (H100 N = 8, 8, 16, 64; H200 N = 8, 64), one unscored;
// v4.1 bert: 2 sets; v5.0 llama2_70b_lora: 1 set; v4.1 ssd (RetinaNet) 1 set.
inline Dataset smallDataset() {
    Dataset d;
    d.sources << QStringLiteral("test");
    const QString lora = QStringLiteral("llama2_70b_lora");
    d.resultSets.push_back(makeSet("4.1", "Dell", "XE9680x8H100", lora, "H100", 1, 8, 30.0));
    d.resultSets.push_back(makeSet("4.1", "NVIDIA", "dgxh100_n1", lora, "H100", 1, 8, 28.0));
    d.resultSets.push_back(makeSet("4.1", "Lambda", "1cc_2xh100", lora, "H100", 2, 8, 15.0,
                                   "closed", Availability::Cloud));
    d.resultSets.push_back(makeSet("4.1", "Oracle", "bm_gpu_h100_64", lora, "H100", 8, 8, 5.0,
                                   "closed", Availability::Cloud));
    d.resultSets.push_back(makeSet("4.1", "Lenovo", "SR680a_H200", lora, "H200", 1, 8, 24.0));
    d.resultSets.push_back(makeSet("4.1", "Azure", "nd_h200_v5_x8", lora, "H200", 8, 8, 4.0,
                                   "closed", Availability::Cloud));
    d.resultSets.push_back(makeSet("4.1", "Clemson", "broken_h100", lora, "H100", 7, 8, {}));
    d.resultSets.push_back(makeSet("4.1", "NVIDIA", "dgxh100_n1", "bert", "H100", 1, 8, 5.5));
    d.resultSets.push_back(makeSet("4.1", "Krai", "7920T_2xA5000", "bert", "RTX", 1, 2, 366.185,
                                   "open", Availability::OnPremise));
    d.resultSets.push_back(makeSet("5.0", "NVIDIA", "dgxb200_n1", lora, "B200", 1, 8, 11.0));
    d.resultSets.push_back(makeSet("4.1", "NVIDIA", "dgxh100_n1", "ssd", "H100", 1, 8, 20.0));
    return d;
}

} // namespace mlpe::testdata
