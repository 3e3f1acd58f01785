#pragma once

#include <QString>
#include <cstdint>

// A synthetic MLPerf Training round on disk, for measuring growth (bench generate, bench ui
// --data, `mlperf-explorer analyze --data`): `sets` result sets of one benchmark, each a valid
// system description and the benchmark's required number of MLLOG result logs that the
// importer scores `ok` under the round's rules. Eight accelerator families (real model names, so
// that the family table matches them), N = 1..1024 accelerators, times from an Amdahl model with
// a per-family serial fraction and a few per cent of run-to-run noise (fixed-seed 64-bit LCG: the
// same options write the same bytes).
struct SyntheticRoundOptions {
    int sets = 1000;
    QString round = QStringLiteral("4.1"); // a round with rules (core/model/roundrules.cpp)
    // llama2_70b_lora (10 runs a set) or gpt3 (3 runs a set: fewer files at 100,000 sets).
    QString benchmark = QStringLiteral("llama2_70b_lora");
    std::uint64_t seed = 1;
};

// Writes `parent`/training_results_v<round>/ (which must not exist yet). Returns an empty
// string, or what failed, naming the file.
QString writeSyntheticRound(const QString& parent, const SyntheticRoundOptions& options);
