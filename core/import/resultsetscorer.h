#pragma once

#include "core/model/importproblem.h"
#include "core/model/resultset.h"

#include <QString>
#include <memory>
#include <vector>

namespace mlpe {

// What the caller knows of a result set beyond its folder.
struct ScoreContext {
    // MISSING_FILES.txt lists logs of this set that this copy of the round lacks: a set with
    // fewer files than required then stays incomplete (no score), as the files are known to exist.
    bool logsListedMissing = false;
    // Why the round's result summarizer skips the set's system (its description lacks a field
    // the summarizer requires, RoundRules::summarizerSystemFields); empty when it does not.
    QString summarizerSkip;
};

// Scores one `<submitter>/results/<system>/<benchmark>/` folder by the rules of its round
// (RoundRulesTable: dialect, targets, run counts, D, initialisation limits). Not thread-safe: use
// one instance per thread (it owns reusable parse buffers).
//
// Contracts beyond the fields (docs/scoring.md is the rule book):
// - Runs are the files `result_*.txt`, in natural file-name order; each is judged by the four
//   validity rules (RunLogParser); every invalid or unreadable run adds one Warning problem with
//   the file's absolute path (and the offending line for malformed JSON).
// - Open-division systems use the round's open target and initialisation limit.
// - A round without rules, a benchmark its ruleset does not have, or a system its summarizer
//   skips (context.summarizerSkip): status Unscorable with the reason ("no score: ..."), one
//   Error (Warning for the summarizer's skip) problem saying why; the runs are still read (the
//   quality target unknown, so run_stop's status decides) so that their problems show.
// - status / statusText: NoSystemDescription "no system description" (runs still parsed, no
//   score); NoRuns "incomplete: 0 of R runs"; Incomplete "incomplete: 7 of 10 runs" (with
//   provisionalMinutes = the olympic mean of the files that exist, x scaling, when computable)
//   when MISSING_FILES.txt lists logs of the set or too few files exist for an olympic mean;
//   fewer files than required otherwise are scored, as the official summarizer does (it does not
//   count them), with a Warning saying so; TooManyInvalid "no score: 2 invalid runs" (F > D);
//   Ok "ok". A missing system JSON is NOT reported here (the caller that looked for it reports
//   it).
// - scaling.json: applied to score, provisional score and energy. One that cannot be read or
//   parsed, has no numeric "scaling_factor", or a factor < 1 or not finite is reported (Error,
//   naming the file) and the set gets status BadScalingFile ("no score: unreadable
//   scaling.json" / "no score: invalid scaling.json") with no score, provisional score or
//   energy, whatever its runs: an unscaled number would be silently wrong. The factor stays 1.0.
//   Precedence: NoSystemDescription, Unscorable, then BadScalingFile, then the run-count
//   statuses.
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
    void score(const QString& folderPath, ResultSet& set, std::vector<ImportProblem>& problems,
               const ScoreContext& context = {});

    // Why the round's rules cannot score `set` (no rules for its round, a benchmark its ruleset
    // does not have, or context.summarizerSkip), or empty when they can; `severity` gets the
    // problem's severity (Info for the summarizer's skip: what the official tools do).
    static QString unscorableReason(const ResultSet& set, const ScoreContext& context,
                                    ProblemSeverity* severity = nullptr);

    // MLLOG records parsed by this instance so far (for throughput figures).
    long long recordsParsed() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace mlpe
