#pragma once

#include "core/model/dataset.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace mlpe {

struct ImportOptions {
    // Worker threads scoring result sets (each with its own ResultSetScorer). Values < 1 mean 1.
    int threads = 2;
    // Called after each scored result set with (done, total). Called from the worker threads
    // (concurrently, done strictly increasing per call): a GUI must forward it with a queued
    // connection / QMetaObject::invokeMethod. May be empty.
    std::function<void(int done, int total)> progress;
    // Polled between result sets; when it becomes true the import stops early.
    const std::atomic<bool>* cancel = nullptr;
    // Round to use for a root whose folder name carries no "vX.Y" (e.g. a renamed checkout).
    // Ignored for folders named training_results_vX.Y.
    QString round;
};

enum class ImportStatus {
    Ok,        // every root was a results folder (problems may still exist for single files)
    Cancelled, // stopped by ImportOptions::cancel: the dataset holds what was scored until then
    Unusable,  // at least one root is not a usable results folder (Error problem says why)
};

struct ImportResult {
    Dataset dataset; // result sets sorted by (round, submitter, system, benchmark)
    ImportStatus status = ImportStatus::Ok;
    int resultSetsTotal = 0; // size of the work list (> dataset size when cancelled)
};

// Reads one or more `training_results_vX.Y` folders into a Dataset.
//
// Each root may be a round folder itself or a folder whose direct children are round folders
// named training_results_v* (e.g. the folder where all archives were unpacked).
// The round is taken from the folder name ("training_results_v4.1" -> "4.1", or any "vX.Y" in the
// name); otherwise ImportOptions::round is used; otherwise the root is Unusable with a message
// asking for it (MLLOG records carry no round number).
// A submitter counts only with both `systems/` and `results/`. Every
// `results/<system>/<benchmark>/` folder is one result set; a missing or unreadable
// `systems/<system>.json` gives one Error problem per system and the sets are kept with status
// NoSystemDescription. System JSONs without results are ignored. Output order is deterministic
// whatever the thread count.
// `MISSING_FILES.txt` at the top of a round (MissingFilesList: logs left out of this copy):
// a listed set whose folder exists but lacks listed logs gets a Warning naming the set and how
// many listed logs are missing; a listed set whose folder does not exist at all is still
// returned (system description when its JSON exists, runsRequired from the benchmark catalogue,
// no runs, status NoRuns "incomplete: 0 of 10 runs" like a folder without result files, or
// NoSystemDescription) with a Warning that its logs are listed in MISSING_FILES.txt, so that
// every published result set has a row. Unusable lines and unknown submitters: Info problems.
class RoundImporter {
public:
    static ImportResult importRounds(const QStringList& roots, const ImportOptions& options = {});

    // "training_results_v4.1" -> "4.1"; any "v<major>.<minor>" in the name; empty if none.
    static QString roundFromFolderName(const QString& folderName);

private:
    // importRounds() without its debug line (count and time, under MLPE_DEBUG or --verbose).
    static ImportResult importRoundsUntimed(const QStringList& roots, const ImportOptions& options);
};

} // namespace mlpe
