#pragma once

#include "resultset.h"

#include <QString>
#include <cstddef>
#include <vector>

namespace mlpe {

// Result sets that hold the same runs: one submission published under two submitter folders
// (v4.0's smc-ac-power and smc-dc-power hold byte-identical run logs for 12 result sets, some
// also under smc; v4.1 Dell's -POWER system repeats another's llama2_70b_lora runs with only the
// platform name changed). The official table lists each folder, so `summarize` keeps every one; an
// analysis counts each run once, so it keeps one and leaves the copies out: the first by key that
// has measured energy (v4.1 Dell's -POWER set carries the power logs of runs published twice),
// else the first by key.
//
// "The same runs": one round, benchmark and number of accelerators, the same run file names, and
// every run's validity and duration equal to the bit (identical logs under two different N are
// not one result published twice, and are left alone). Durations come from millisecond clock
// readings, so two real sets of two or more runs never match by chance; sets whose runs all take
// one time (as fixtures built in code do) are never called copies, nor are sets of fewer than two
// runs.
struct DuplicateResultSets {
    std::size_t kept = 0;            // index of the set counted
    std::vector<std::size_t> copies; // indices of the sets with the same runs, left out
};

// Groups of sets with the same runs among `candidates` (indices into `sets`, ascending), in order
// of their first member; without candidates, among all sets.
std::vector<DuplicateResultSets> findDuplicateResultSets(const std::vector<ResultSet>& sets);
std::vector<DuplicateResultSets>
findDuplicateResultSets(const std::vector<ResultSet>& sets,
                        const std::vector<std::size_t>& candidates);

// `candidates` without the copies: each group of sets with the same runs counted once.
std::vector<std::size_t> countedOnce(const std::vector<ResultSet>& sets,
                                     const std::vector<std::size_t>& candidates);

// The problem line said of each copy: "the same runs as <kept key> (...): both listed in
// summaries, counted once in analyses (as <kept key>)".
QString duplicateMessage(const ResultSet& kept);

} // namespace mlpe
