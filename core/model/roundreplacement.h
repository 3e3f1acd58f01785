#pragma once

#include "dataset.h"

#include <QStringList>

namespace mlpe {

// What merging an import into the data shown did to rounds that were already there.
struct RoundReplacement {
    QStringList rounds;      // rounds of the import that replaced earlier data ("4.1"), sorted
    int removedSets = 0;     // result sets of those rounds dropped from the earlier data
    int removedProblems = 0; // problems of those rounds dropped from the earlier data
};

// Merges `imported` into `current` round by round: every round the import contains replaces
// that round in `current` entirely — its result sets *and* its problems — so re-importing v4.1
// neither lists each set as "loaded twice" nor keeps the old warnings beside the new ones. One
// Info problem (file: the import's sources) says which rounds were replaced. Rounds the import
// does not contain are kept as they are.
RoundReplacement mergeReplacingRounds(Dataset& current, Dataset imported);

// The round a problem's file belongs to, from the round folder in its path
// ("…/training_results_v4.1/NVIDIA/…" -> "4.1"); empty when the path names none.
QString roundOfProblemFile(const QString& file);

} // namespace mlpe
