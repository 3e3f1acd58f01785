#pragma once

#include "core/model/importproblem.h"
#include "core/model/resultset.h"

#include <QString>
#include <memory>
#include <vector>

namespace mlpe {

// Scores one `<submitter>/results/<system>/<benchmark>/` folder. Not thread-safe: use one instance
// per thread (it owns reusable parse buffers).
//
// Contracts beyond the fields (mlperf-data.md is the rule book):
// - Runs are the files `result_*.txt`, in natural file-name order; each is judged by the four
//   validity rules (RunLogParser); every invalid or unreadable run adds one Warning problem with
//   the file's absolute path (and the offending line for malformed JSON).
// - Open-division systems use the open target (eval_accuracy < 1.0) and the 240-minute init limit.
// - Unknown benchmark folders: no quality target, runs whose run_stop says "success" count (one
//   Info problem says so); runsRequired = max(files found, 2 * D + 1) with D = 1, because the
//   rules give no count and fewer files cannot form an olympic mean.
// - status / statusText: NoSystemDescription "no system description" (runs still parsed, no
//   score); NoRuns "incomplete: 0 of R runs"; Incomplete "incomplete: 7 of 10 runs" (with
//   provisionalMinutes = the olympic mean of the files that exist, x scaling, when computable);
//   TooManyInvalid "no score: 2 invalid runs" (F > D); Ok "ok". A missing system JSON is NOT
//   reported here (the caller that looked for it reports it).
// - scaling.json: applied to score, provisional score and energy. One that cannot be read or
//   parsed, has no numeric "scaling_factor", or a factor < 1 or not finite is reported (Error,
//   naming the file) and the set gets status BadScalingFile ("no score: unreadable
//   scaling.json" / "no score: invalid scaling.json") with no score, provisional score or
//   energy, whatever its runs: an unscaled number would be silently wrong. The factor stays 1.0.
//   Precedence: NoSystemDescription, then BadScalingFile, then the run-count statuses.
// - energyJoules (set level): only when Ok and every averaged run has usable power logs.
class ResultSetScorer {
public:
    ResultSetScorer();
    ~ResultSetScorer();
    // Expects set.round, submitter, system, benchmark, hasSystemDescription and systemDescription
    // filled in by the caller (division comes from systemDescription.division; when there is no
    // system description, assume "closed", still parse every run so the user sees them, and set
    // status NoSystemDescription / statusText "no system description").
    // Fills runs (natural file-name order), runsRequired, scalingFactor/hasScalingFile, status,
    // statusText, scoreMinutes (only when Ok), provisionalMinutes, energyJoules.
    // Appends one ImportProblem per unusable thing (absolute file path, 1-based line where it
    // applies).
    void score(const QString& folderPath, ResultSet& set, std::vector<ImportProblem>& problems);

    // MLLOG records parsed by this instance so far (for throughput figures).
    long long recordsParsed() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace mlpe
