#include "resultsetscorer.h"

#include "core/io/folderentries.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/roundrules.h"
#include "naturalorder.h"
#include "olympicscore.h"
#include "powerlogparser.h"
#include "runlogparser.h"
#include "scalingfile.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace mlpe {

struct ResultSetScorer::Impl {
    RunLogParser runParser;
    PowerLogParser powerParser;
    long long records = 0;

    // False when scaling.json exists but is unusable (reported as an Error naming the file): the
    // set then gets no number at all (ScoreStatus::BadScalingFile); `statusText` says why.
    bool readScaling(const QDir& dir, const FolderEntries::Listing* listing, ResultSet& set,
                     std::vector<ImportProblem>& problems, QString& statusText);
};

namespace {

ImportProblem folderProblem(const QDir& dir, QString message, ProblemSeverity severity) {
    return {dir.absolutePath(), 0, std::move(message), severity};
}

QString incompleteText(int found, int required) {
    return QStringLiteral("incomplete: %1 of %2 runs").arg(found).arg(required);
}

// What the set folder's listing says of its entry `name` (links followed). Unsure without a
// listing, or for an entry of another kind (a dangling link, a FIFO, one that cannot be
// examined): QFileInfo then decides, as it did for every entry before the listing was asked
// first (two to four system calls a set saved).
enum class Entry { Folder, File, Absent, Unsure };

Entry entryIn(const FolderEntries::Listing* listing, const QString& name) {
    if (!listing)
        return Entry::Unsure;
    if (listing->folders.contains(name))
        return Entry::Folder;
    if (listing->files.contains(name))
        return Entry::File;
    for (const auto& other : listing->others)
        if (other.first == name)
            return Entry::Unsure;
    return Entry::Absent; // an ASCII name is never among the undecodable ones
}

// Whether the set has power logs to read: a power/ folder. Anything else by that name (a file,
// a dangling link, a FIFO) is reported: its energy is not silently missing.
bool hasPowerFolder(const QDir& dir, const FolderEntries::Listing* listing,
                    std::vector<ImportProblem>& problems) {
    const Entry listed = entryIn(listing, QStringLiteral("power"));
    if (listed == Entry::Folder)
        return true;
    if (listed == Entry::Absent)
        return false;
    const QFileInfo power(dir.absoluteFilePath(QStringLiteral("power")));
    if (power.isDir())
        return true;
    if (power.exists() || power.isSymLink())
        problems.push_back({power.absoluteFilePath(), 0,
                            QStringLiteral("power logs expected in a folder, but this is not "
                                           "one: no energy for this set"),
                            ProblemSeverity::Warning});
    return false;
}

} // namespace

bool ResultSetScorer::Impl::readScaling(const QDir& dir, const FolderEntries::Listing* listing,
                                        ResultSet& set, std::vector<ImportProblem>& problems,
                                        QString& statusText) {
    set.scalingFactor = 1.0;
    set.hasScalingFile = false;
    const QString name = QStringLiteral("scaling.json");
    const Entry listed = entryIn(listing, name);
    if (listed == Entry::Absent)
        return true;
    const QString path = dir.absoluteFilePath(name);
    // Anything named scaling.json counts as present: a folder, a dangling symbolic link or a
    // link loop is an unreadable scaling.json (no score), never an unscaled one.
    if (listed == Entry::Unsure) {
        const QFileInfo info(path);
        if (!info.exists() && !info.isSymLink())
            return true;
    }
    set.hasScalingFile = true;
    const Expected<double> factor = ScalingFile::read(path);
    if (!factor) {
        statusText = QStringLiteral("no score: unreadable scaling.json");
        problems.push_back({path, 0,
                            factor.error() + QStringLiteral(": this result set gets no score"),
                            ProblemSeverity::Error});
        return false;
    }
    // mlperf-data.md: the factor is always >= 1; anything else is a damaged file, and applying
    // it (or ignoring it) would show a wrong number.
    if (!std::isfinite(*factor) || *factor < 1.0 || *factor > ScalingFile::kMaxFactor) {
        statusText = QStringLiteral("no score: invalid scaling.json");
        problems.push_back({path, 0,
                            QStringLiteral("scaling_factor %1 is not a number from 1 to %2: this "
                                           "result set gets no score")
                                .arg(*factor, 0, 'g', 17)
                                .arg(ScalingFile::kMaxFactor),
                            ProblemSeverity::Error});
        return false;
    }
    set.scalingFactor = *factor;
    return true;
}

QString ResultSetScorer::unscorableReason(const ResultSet& set, const ScoreContext& context,
                                          ProblemSeverity* severity) {
    if (severity)
        *severity = ProblemSeverity::Error;
    const RoundRules* rules = RoundRulesTable::find(set.round);
    if (!rules)
        return QStringLiteral("no rules for round %1 (rounds with rules: %2)")
            .arg(set.round, RoundRulesTable::knownRounds());
    if (!rules->benchmark(set.benchmark))
        return QStringLiteral("benchmark \"%1\" is not part of ruleset %2")
            .arg(set.benchmark, rules->ruleset);
    if (!context.summarizerSkip.isEmpty() && severity)
        *severity = ProblemSeverity::Info; // what the official summarizer does
    return context.summarizerSkip;
}

ResultSetScorer::ResultSetScorer()
    : d(std::make_unique<Impl>()) {}

ResultSetScorer::~ResultSetScorer() = default;

long long ResultSetScorer::recordsParsed() const {
    return d->records;
}

void ResultSetScorer::score(const QString& folderPath, ResultSet& set,
                            std::vector<ImportProblem>& problems, const ScoreContext& context) {
    const QDir dir(folderPath);
    const RoundRules* rules = RoundRulesTable::find(set.round);
    const BenchmarkInfo info = BenchmarkCatalog::lookup(set.round, set.benchmark);
    const bool openDivision =
        set.hasSystemDescription &&
        set.systemDescription.division.compare(QLatin1String("open"), Qt::CaseInsensitive) == 0;

    // Why the round's rules cannot score the set (empty: they can). Its runs are still read,
    // with no target when the rules have none (run_stop's status decides), so that their
    // problems show.
    ProblemSeverity unscorableSeverity = ProblemSeverity::Error;
    const QString unscorable = unscorableReason(set, context, &unscorableSeverity);
    RunCheck check;
    check.openDivision = openDivision;
    check.dialect = rules ? rules->dialect : LogDialect::Mllog;
    check.initLimitMinutes = rules ? rules->initLimitMinutes(openDivision) : 30.0;
    if (rules && info.known && rules->convergence == ConvergenceRule::QualityTarget)
        check.target = rules->target(*rules->benchmark(set.benchmark), openDivision);

    set.runs.clear();
    set.scoreMinutes.reset();
    set.provisionalMinutes.reset();
    set.energyJoules.reset();
    // The listing first: it answers for scaling.json and power/ too. A folder that was listed
    // exists; one that was not is asked, as before.
    const Expected<FolderEntries::Listing> read = FolderEntries::read(folderPath);
    const FolderEntries::Listing* listed = read ? &*read : nullptr;
    if (!read && !dir.exists())
        problems.push_back(folderProblem(dir, QStringLiteral("result folder does not exist"),
                                         ProblemSeverity::Error));
    QString scalingStatus;
    const bool scalingUsable = d->readScaling(dir, listed, set, problems, scalingStatus);

    // Everything named result_*.txt is a run, whatever it is: a folder, a FIFO, a device, a
    // dangling link or a name that is not UTF-8 becomes an unreadable (invalid) run with a
    // problem naming it, never a silently missing one (RegularFile refuses to read special
    // files). A folder that cannot be read is said so, not taken for one without runs.
    const bool unreadable = !read && dir.exists();
    if (unreadable)
        problems.push_back(folderProblem(
            dir,
            QStringLiteral("cannot read this result folder (%1): its runs are not imported")
                .arg(read.error()),
            ProblemSeverity::Error));
    const FolderEntries::Listing listing = read.value_or(FolderEntries::Listing{});
    QStringList undecodable = listing.undecodable;
    QStringList files;
    const auto isRun = [](const QString& name) {
        return name.startsWith(QLatin1String("result_")) && name.endsWith(QLatin1String(".txt"));
    };
    for (const QStringList* names : {&listing.files, &listing.folders})
        for (const QString& name : *names)
            if (isRun(name))
                files.append(name);
    for (const auto& other : listing.others)
        if (isRun(other.first))
            files.append(other.first);
    undecodable.removeIf([&](const QString& name) { return !isRun(name); });
    files.append(undecodable);
    sortNaturally(files);
    const bool hasPower = hasPowerFolder(dir, listed, problems);

    // Per valid run, in file order: minutes, time-to-train in ms, index into set.runs.
    std::vector<double> validMinutes;
    std::vector<double> validTimeToTrainMs;
    std::vector<std::size_t> validRunIndex;
    set.runs.reserve(static_cast<std::size_t>(files.size()));
    for (const QString& name : files) {
        const QString path = dir.absoluteFilePath(name);
        RunLogParser::Result parsed;
        if (undecodable.contains(name)) {
            parsed.run.fileName = name;
            parsed.run.validity = RunValidity::Unreadable;
            parsed.run.detail = QStringLiteral(
                "file name is not valid UTF-8 (bytes shown as \\xNN): it cannot be opened");
        } else {
            parsed = d->runParser.parse(path, check);
        }
        d->records += parsed.records;
        if (parsed.run.valid()) {
            validMinutes.push_back(parsed.run.minutes);
            validTimeToTrainMs.push_back(parsed.timeToTrainMs);
            validRunIndex.push_back(set.runs.size());
        } else {
            problems.push_back({path, parsed.run.line,
                                QStringLiteral("invalid run (%1): %2")
                                    .arg(runValidityLabel(parsed.run.validity), parsed.run.detail),
                                ProblemSeverity::Warning});
        }
        set.runs.push_back(std::move(parsed.run));
    }
    const int drop = info.olympicDrop;
    const int found = set.runsFound();
    const int invalid = found - static_cast<int>(validMinutes.size());
    set.runsRequired = info.requiredRuns; // 0 for a benchmark the round's rules do not have
    const OlympicScore olympic = OlympicScore::compute(validMinutes, invalid, drop);

    // Energy per valid run (only where power logs exist). A broken power setup usually breaks
    // every run alike (e.g. v4.0 smc-*-power: start and stop share one timestamp in 1,020 node
    // logs), so a set reports its first few power problems and counts the rest.
    std::vector<double> validJoules(validMinutes.size(), std::nan(""));
    if (hasPower) {
        // One node log per node of the system (every real power set has exactly that): fewer
        // or more is a partial or foreign measurement, not this run's energy.
        const int nodes = set.hasSystemDescription ? set.systemDescription.nodes : 0;
        std::vector<ImportProblem> powerProblems;
        for (std::size_t i = 0; i < validRunIndex.size(); ++i) {
            RunResult& run = set.runs[validRunIndex[i]];
            // power/<name up to the first dot>/, as the official summarizer derives it.
            const QString runName = QFileInfo(run.fileName).baseName();
            const auto joules =
                d->powerParser.runEnergy(dir.absoluteFilePath(QStringLiteral("power/") + runName),
                                         validTimeToTrainMs[i], powerProblems, nodes);
            if (joules && std::isfinite(*joules) && *joules >= 0) {
                run.energyJoules = joules;
                validJoules[i] = *joules;
            } else if (joules) {
                powerProblems.push_back(
                    {dir.absoluteFilePath(QStringLiteral("power/") + runName), 0,
                     QStringLiteral("energy %1 J is not a finite measurement: no energy for %2")
                         .arg(*joules)
                         .arg(run.fileName),
                     ProblemSeverity::Warning});
            }
        }
        constexpr std::size_t kShown = 3;
        for (std::size_t i = 0; i < powerProblems.size() && i < kShown; ++i)
            problems.push_back(std::move(powerProblems[i]));
        if (powerProblems.size() > kShown)
            problems.push_back(
                folderProblem(dir,
                              QStringLiteral("%1 more power-log problems in this set (not listed)")
                                  .arg(powerProblems.size() - kShown),
                              ProblemSeverity::Warning));
    }

    // Fewer files than required: incomplete when this copy lacks listed logs of the set, or when
    // too few exist for an olympic mean; otherwise scored, as the official summarizer does.
    const bool shortOfRuns = found < set.runsRequired;
    if (!set.hasSystemDescription) {
        set.status = ScoreStatus::NoSystemDescription;
        set.statusText = QStringLiteral("no system description");
    } else if (!unscorable.isEmpty()) {
        set.status = ScoreStatus::Unscorable;
        set.statusText = QStringLiteral("no score: ") + unscorable;
        problems.push_back(
            folderProblem(dir, QStringLiteral("no score: ") + unscorable, unscorableSeverity));
    } else if (!scalingUsable) {
        // Runs stay parsed (and their problems listed) so the user sees them; no number at all.
        set.status = ScoreStatus::BadScalingFile;
        set.statusText = scalingStatus;
    } else if (found == 0) {
        set.status = ScoreStatus::NoRuns;
        set.statusText = incompleteText(0, set.runsRequired);
        if (!unreadable)
            problems.push_back(folderProblem(
                dir,
                QStringLiteral("no result_*.txt files (benchmark requires %1): no score")
                    .arg(set.runsRequired),
                ProblemSeverity::Warning));
    } else if (shortOfRuns && (context.logsListedMissing || (!olympic.mean && invalid <= drop))) {
        set.status = ScoreStatus::Incomplete;
        set.statusText = incompleteText(found, set.runsRequired);
        QString message = QStringLiteral("only %1 of %2 required result files: no official score")
                              .arg(found)
                              .arg(set.runsRequired);
        if (olympic.mean) {
            set.provisionalMinutes = *olympic.mean * set.scalingFactor;
            message += QStringLiteral(" (provisional olympic mean of the files present: %1 min)")
                           .arg(*set.provisionalMinutes, 0, 'f', 3);
        }
        problems.push_back(folderProblem(dir, message, ProblemSeverity::Warning));
    } else if (invalid > drop || !olympic.mean) {
        set.status = ScoreStatus::TooManyInvalid;
        set.statusText = QStringLiteral("no score: %1 invalid runs").arg(invalid);
        problems.push_back(folderProblem(
            dir,
            QStringLiteral("no score: %1 invalid runs, the olympic mean may drop at most %2")
                .arg(invalid)
                .arg(drop),
            ProblemSeverity::Warning));
    } else if (const double score = *olympic.mean * set.scalingFactor;
               !std::isfinite(score) || score <= 0) {
        // Unreachable with validated runs and factor; kept so that no path can ever label a
        // non-finite or non-positive number "ok".
        set.status = ScoreStatus::TooManyInvalid;
        set.statusText = QStringLiteral("no score: implausible result");
        problems.push_back(folderProblem(
            dir,
            QStringLiteral("score %1 min is not a positive finite number: no score").arg(score),
            ProblemSeverity::Error));
    } else {
        set.status = ScoreStatus::Ok;
        set.statusText = QStringLiteral("ok");
        set.scoreMinutes = score;
        if (found > set.runsRequired)
            problems.push_back(folderProblem(
                dir,
                QStringLiteral("%1 result files where %2 are required: all are averaged, as the "
                               "official summarizer does")
                    .arg(found)
                    .arg(set.runsRequired),
                ProblemSeverity::Info));
        else if (shortOfRuns)
            problems.push_back(folderProblem(
                dir,
                QStringLiteral("only %1 of %2 required result files, none listed as missing: "
                               "scored over the files present, as the official summarizer does "
                               "(it does not count them)")
                    .arg(found)
                    .arg(set.runsRequired),
                ProblemSeverity::Info));
        if (hasPower) {
            const bool allMeasured =
                std::all_of(olympic.kept.begin(), olympic.kept.end(),
                            [&](std::size_t i) { return !std::isnan(validJoules[i]); });
            const double energy =
                allMeasured ? OlympicScore::meanOver(validJoules, olympic.kept) * set.scalingFactor
                            : 0.0;
            if (allMeasured && std::isfinite(energy) && energy >= 0)
                set.energyJoules = energy;
            else if (allMeasured)
                problems.push_back(folderProblem(
                    dir,
                    QStringLiteral("energy %1 J is not a finite measurement: no energy to train "
                                   "for this set")
                        .arg(energy),
                    ProblemSeverity::Warning));
            else
                problems.push_back(folderProblem(
                    dir, QStringLiteral("power logs incomplete: no energy to train for this set"),
                    ProblemSeverity::Warning));
        }
    }
}

} // namespace mlpe
