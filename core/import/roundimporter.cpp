#include "roundimporter.h"

#include "core/io/folderentries.h"
#include "core/io/logging.h"
#include "core/io/regularfile.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/duplicateresultsets.h"
#include "core/model/roundrules.h"
#include "missingfileslist.h"
#include "resultsetscorer.h"
#include "systemdescriptionreader.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <thread>

namespace mlpe {

namespace {

struct WorkItem {
    QString folder;   // absolute path of results/<system>/<benchmark>
    ResultSet set;    // keys and system description filled in
    qint64 bytes = 0; // about the size of the folder's files: the scheduling cost estimate
    // The folder does not exist: the set is only known from MISSING_FILES.txt and is complete
    // as scanned (no runs, status set); the workers do not score it.
    bool absent = false;
    ScoreContext context; // MISSING_FILES.txt and the round's summarizer on this set
};

struct RoundScan {
    std::vector<WorkItem> items;
    std::vector<ImportProblem> problems;
    bool usable = false;
};

// Says why `path/name` (not a folder) is not imported.
ImportProblem notAFolderProblem(const QString& path, const QString& name, const QString& what) {
    return {path + QLatin1Char('/') + name, 0,
            QStringLiteral("%1, not a folder: not imported").arg(what), ProblemSeverity::Warning};
}

// Says that the folder `path` cannot be read, so that what it holds does not vanish silently.
ImportProblem unreadableFolderProblem(const QString& path, const QString& error) {
    return {path, 0,
            QStringLiteral("cannot read this folder (%1): the result sets in it are not imported")
                .arg(error),
            ProblemSeverity::Error};
}

// The folders in `path`, by name. Nothing in it disappears without a problem (when `problems`
// is given): a folder that cannot be read, a name that is not UTF-8 (it cannot be opened
// through a QString path), and a dangling link, link loop, FIFO or other special entry where a
// folder could be. Regular files are not reported (README.md, MISSING_FILES.txt, notes); `files`
// (when given) receives their names, from the same listing.
QStringList subfolders(const QString& path, std::vector<ImportProblem>* problems = nullptr,
                       QStringList* files = nullptr) {
    const Expected<FolderEntries::Listing> read = FolderEntries::read(path);
    if (!read) {
        if (problems)
            problems->push_back(unreadableFolderProblem(path, read.error()));
        return {};
    }
    const FolderEntries::Listing& listing = *read;
    if (files)
        *files = listing.files;
    if (problems) {
        for (const QString& name : listing.undecodable)
            problems->push_back({path + QLatin1Char('/') + name, 0,
                                 QStringLiteral("name is not valid UTF-8 (bytes shown as \\xNN): "
                                                "it cannot be opened and is not imported"),
                                 ProblemSeverity::Warning});
        for (const auto& [name, what] : listing.others)
            problems->push_back(notAFolderProblem(path, name, what));
    }
    return listing.folders;
}

QString incompleteText(int found, int required) {
    return QStringLiteral("incomplete: %1 of %2 runs").arg(found).arg(required);
}

// One system's description as read, and whether the round's summarizer would skip it.
struct SystemEntry {
    std::optional<SystemDescription> description;
    QString summarizerSkip; // ScoreContext::summarizerSkip; empty when it scores the system
};

// Reads <submitter>/systems/<system>.json once per system: the description, or nullopt with an
// Error problem (missing or unreadable JSON), and whether the round's result summarizer skips
// the system because its JSON lacks a field it requires (RoundRules::summarizerSystemFields).
class SystemDescriptions {
public:
    SystemDescriptions(std::vector<ImportProblem>& problems, const RoundRules* rules)
        : m_problems(problems)
        , m_rules(rules) {}

    const SystemEntry& get(const QString& systemsPath, const QString& submitter,
                           const QString& system) {
        const QString key = submitter + QLatin1Char('/') + system;
        auto it = m_cache.find(key);
        if (it != m_cache.end())
            return it->second;
        const QString jsonPath = systemsPath + QLatin1Char('/') + system + QStringLiteral(".json");
        SystemEntry entry;
        if (!m_unreadableFolder.isEmpty()) {
            m_problems.push_back({jsonPath, 0,
                                  QStringLiteral("no system description for results/%1: its "
                                                 "folder cannot be read (%2)")
                                      .arg(system, m_unreadableFolder),
                                  ProblemSeverity::Error});
        } else if (Expected<QByteArray> bytes =
                       RegularFile::readAll(jsonPath, RegularFile::kSmallFileLimit);
                   bytes || QFileInfo(jsonPath).isFile()) {
            // Read at once: a description read is a regular file, no stat needed first (a path
            // lookup a system). One that cannot be read is read again by readFile() when it
            // is a file, which says why, as it always has.
            QStringList fields;
            entry.description =
                bytes ? SystemDescriptionReader::parse(*bytes, jsonPath, submitter, m_problems,
                                                       &fields)
                      : SystemDescriptionReader::readFile(jsonPath, submitter, m_problems, &fields);
            if (entry.description && m_rules) {
                QStringList missing;
                for (const QString& field : m_rules->summarizerSystemFields)
                    if (!fields.contains(field))
                        missing << QLatin1Char('"') + field + QLatin1Char('"');
                if (!missing.isEmpty())
                    entry.summarizerSkip =
                        QStringLiteral("the %1 result summarizer skips this system: its "
                                       "description lacks %2")
                            .arg(m_rules->label(), missing.join(QStringLiteral(", ")));
            }
        } else {
            m_problems.push_back({jsonPath, 0,
                                  QStringLiteral("no system description for results/%1: its "
                                                 "result sets cannot be scored")
                                      .arg(system),
                                  ProblemSeverity::Error});
        }
        return m_cache.emplace(key, std::move(entry)).first->second;
    }

    using Cache = std::map<QString, SystemEntry>;
    Cache takeCache() { return std::move(m_cache); }
    void addCache(Cache&& cache) { m_cache.merge(cache); }
    // The systems/ folder cannot be listed (`error` says why): no description is read from it.
    void setUnreadableFolder(const QString& error) { m_unreadableFolder = error; }

private:
    std::vector<ImportProblem>& m_problems;
    const RoundRules* m_rules;
    Cache m_cache;
    QString m_unreadableFolder;
};

void describe(WorkItem& item, const SystemEntry& entry) {
    ResultSet& set = item.set;
    set.hasSystemDescription = entry.description.has_value();
    item.context.summarizerSkip = entry.summarizerSkip;
    if (entry.description) {
        set.systemDescription = *entry.description;
    } else {
        set.systemDescription.submitterFolder = set.submitter;
        set.systemDescription.systemKey = set.system;
    }
}

// MISSING_FILES.txt (see MissingFilesList): a listed set whose folder exists but lacks listed
// logs gets a Warning saying how many; a listed set whose folder does not exist at all still
// becomes a result set (0 runs, incomplete) so that the user sees one row per published set.
void applyMissingFiles(const QString& root, const QString& round, const QSet<QString>& submitters,
                       SystemDescriptions& descriptions, RoundScan& scan) {
    const QString listPath = QDir(root).absoluteFilePath(MissingFilesList::fileName());
    // Sets of a folder that is no submitter: said once per such folder, with how many.
    std::map<QString, std::pair<int, int>> strangers; // submitter -> first line, set count
    const auto reportStrangers = [&] {
        constexpr std::size_t kReported = 20; // one by one; the rest counted in one line
        std::size_t index = 0;
        int others = 0;
        int otherSets = 0;
        for (const auto& [submitter, seen] : strangers) {
            if (index++ >= kReported) {
                ++others;
                otherSets += seen.second;
                continue;
            }
            scan.problems.push_back(
                {listPath, seen.first,
                 QStringLiteral("lists %1 result set(s) of %2: %2 is not a submitter of this "
                                "round (no systems/ and results/), ignored")
                     .arg(seen.second)
                     .arg(submitter),
                 ProblemSeverity::Info});
        }
        if (others > 0)
            scan.problems.push_back(
                {listPath, 0,
                 QStringLiteral("lists %1 result set(s) of %2 more folders that are not "
                                "submitters of this round: ignored")
                     .arg(otherSets)
                     .arg(others),
                 ProblemSeverity::Info});
    };
    for (const auto& entry : MissingFilesList::read(root, scan.problems)) {
        const QString setPath =
            QStringLiteral("%1/results/%2/%3").arg(entry.submitter, entry.system, entry.benchmark);
        const QString folder = QDir(root).absoluteFilePath(setPath);
        if (!submitters.contains(entry.submitter)) {
            auto [it, fresh] = strangers.emplace(entry.submitter, std::pair(entry.firstLine, 0));
            ++it->second.second;
            continue;
        }
        ResultSet set;
        set.round = round;
        set.submitter = entry.submitter;
        set.system = entry.system;
        set.benchmark = entry.benchmark;
        const int listed = int(entry.files.size());
        if (QFileInfo(folder).isDir()) {
            int missing = 0;
            for (const QString& file : entry.files)
                missing += QFileInfo::exists(folder + QLatin1Char('/') + file) ? 0 : 1;
            if (missing > 0) {
                // Fewer files than required are then known to exist: the set stays incomplete.
                for (WorkItem& item : scan.items)
                    if (item.set.key() == set.key())
                        item.context.logsListedMissing = true;
                scan.problems.push_back(
                    {folder, 0,
                     QStringLiteral("result set %1: %2 of the %3 logs listed for it in %4 are "
                                    "missing from this copy of the round")
                         .arg(set.key())
                         .arg(missing)
                         .arg(listed)
                         .arg(MissingFilesList::fileName()),
                     ProblemSeverity::Warning});
            }
            continue;
        }
        const QString systemsPath = QDir(root).absoluteFilePath(entry.submitter + "/systems");
        WorkItem item;
        item.set = std::move(set);
        describe(item, descriptions.get(systemsPath, entry.submitter, entry.system));
        ResultSet& absent = item.set;
        absent.runsRequired = BenchmarkCatalog::lookup(round, entry.benchmark).requiredRuns;
        const QString unscorable = ResultSetScorer::unscorableReason(absent, item.context);
        if (absent.hasSystemDescription && !unscorable.isEmpty()) {
            absent.status = ScoreStatus::Unscorable;
            absent.statusText = QStringLiteral("no score: ") + unscorable;
        } else if (absent.hasSystemDescription) {
            absent.status = ScoreStatus::NoRuns; // as a folder without result_*.txt
            absent.statusText = incompleteText(0, absent.runsRequired);
        } else {
            absent.status = ScoreStatus::NoSystemDescription;
            absent.statusText = QStringLiteral("no system description");
        }
        scan.problems.push_back(
            {listPath, entry.firstLine,
             QStringLiteral("result set %1: its folder %2 is not in this copy of the round; its "
                            "%3 logs are listed in %4 (left out of this copy): %5, no score")
                 .arg(absent.key(), setPath)
                 .arg(listed)
                 .arg(MissingFilesList::fileName(), absent.statusText),
             ProblemSeverity::Warning});
        item.folder = folder;
        item.absent = true;
        scan.items.push_back(std::move(item));
    }
    reportStrangers();
}

// What one submitter folder of a round holds: its result sets (keys and system descriptions
// filled in, not yet scored), the problems found on the way, the descriptions read.
struct SubmitterScan {
    bool isSubmitter = false; // has systems/ and results/ (else README folders, tooling, ...)
    std::vector<WorkItem> items;
    std::vector<ImportProblem> problems;
    SystemDescriptions::Cache descriptions;
};

// Whether the submitter folder `path` has both systems/ and results/ as folders. A folder with
// neither is no submitter (tooling, documentation) and says nothing; one that cannot be read, or
// has one of the two missing or not a folder, gets a problem naming the path: its result sets
// would otherwise vanish without a word.
bool isSubmitterFolder(const QString& path, std::vector<ImportProblem>& problems) {
    const Expected<FolderEntries::Listing> read = FolderEntries::read(path);
    if (!read) {
        problems.push_back(unreadableFolderProblem(path, read.error()));
        return false;
    }
    const FolderEntries::Listing& listing = *read;
    const auto whatIs = [&](const QString& name) -> QString {
        if (listing.folders.contains(name))
            return {};
        if (listing.files.contains(name))
            return QStringLiteral("a file");
        for (const auto& [other, what] : listing.others)
            if (other == name)
                return what;
        return QStringLiteral("missing");
    };
    const QString systems = whatIs(QStringLiteral("systems"));
    const QString results = whatIs(QStringLiteral("results"));
    const QString missing = QStringLiteral("missing");
    if (systems.isEmpty() && results.isEmpty())
        return true;
    if (systems == missing && results == missing)
        return false;
    for (const auto& [name, what] : {std::pair(QStringLiteral("systems"), systems),
                                     std::pair(QStringLiteral("results"), results)}) {
        if (what.isEmpty())
            continue;
        problems.push_back(
            {path + QLatin1Char('/') + name, 0,
             QStringLiteral("%1: a submitter folder needs both systems/ and results/ as folders; "
                            "nothing in this one is imported")
                 .arg(what == missing ? what : what + QStringLiteral(", not a folder")),
             ProblemSeverity::Error});
    }
    return false;
}

SubmitterScan scanSubmitter(const QDir& rootDir, const QString& submitter, const QString& round) {
    SubmitterScan scan;
    const QString systemsPath = rootDir.filePath(submitter + QStringLiteral("/systems"));
    const QString resultsPath = rootDir.filePath(submitter + QStringLiteral("/results"));
    if (!isSubmitterFolder(rootDir.filePath(submitter), scan.problems))
        return scan;
    scan.isSubmitter = true;
    SystemDescriptions descriptions(scan.problems, RoundRulesTable::find(round));
    // A systems/ folder that cannot be listed is said once, with its reason: every system of
    // the submitter would otherwise read as "no system description".
    if (const auto listed = FolderEntries::read(systemsPath); !listed) {
        const QString& error = listed.error();
        scan.problems.push_back(
            {systemsPath, 0,
             QStringLiteral("cannot read this folder (%1): no system of %2 can be described, "
                            "its result sets cannot be scored")
                 .arg(error, submitter),
             ProblemSeverity::Error});
        descriptions.setUnreadableFolder(error);
    }
    for (const QString& system : subfolders(resultsPath, &scan.problems)) {
        const SystemEntry& description = descriptions.get(systemsPath, submitter, system);
        const QString systemResults = resultsPath + QLatin1Char('/') + system;
        // One listing of the system folder gives its benchmarks and its files; its problems
        // follow the stray logs' line, as they always have.
        std::vector<ImportProblem> listingProblems;
        QStringList files;
        const QStringList benchmarks = subfolders(systemResults, &listingProblems, &files);
        // Logs right in the system folder (v0.7 Alibaba) belong to no benchmark: the official
        // summarizer reads logs only in <benchmark>/ folders, and so does the explorer, but not
        // without saying so. Matched as QDir matched the name filter "result_*.txt": ignoring
        // case.
        const auto stray = std::count_if(files.cbegin(), files.cend(), [](const QString& name) {
            return name.startsWith(QLatin1String("result_"), Qt::CaseInsensitive) &&
                   name.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive);
        });
        if (stray > 0)
            scan.problems.push_back(
                {systemResults, 0,
                 QStringLiteral("%1 result log(s) directly in this system folder, in no "
                                "<benchmark> folder: not imported (the official summarizer "
                                "reads logs only in benchmark folders)")
                     .arg(stray),
                 ProblemSeverity::Warning});
        for (auto& problem : listingProblems)
            scan.problems.push_back(std::move(problem));
        for (const QString& benchmark : benchmarks) {
            WorkItem item;
            item.folder = systemResults + QLatin1Char('/') + benchmark;
            item.bytes = FolderEntries::estimatedFileBytes(item.folder);
            item.set.round = round;
            item.set.submitter = submitter;
            item.set.system = system;
            item.set.benchmark = benchmark;
            describe(item, description);
            scan.items.push_back(std::move(item));
        }
    }
    scan.descriptions = descriptions.takeCache();
    return scan;
}

// Runs `worker` on `threads` threads at once (values < 1 mean 1), the calling one included;
// returns when every one has returned. The scan and the scoring share out their work this way.
void runOnThreads(int threads, const std::function<void()>& worker) {
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (auto& thread : pool)
        thread.join();
}

// Lists one round's result sets and reads its system descriptions, so that the expensive log
// scoring can be spread over threads. The submitters are scanned in parallel too (listing the
// folders and sizing their files is an eighth of an import), their findings joined in name
// order, so the result does not depend on the schedule.
RoundScan scanRound(const QString& root, const QString& round, int threads) {
    RoundScan scan;
    const QDir rootDir(root);
    const QStringList names = subfolders(root, &scan.problems);
    std::vector<SubmitterScan> scans(static_cast<std::size_t>(names.size()));
    std::atomic<qsizetype> next{0};
    runOnThreads(static_cast<int>(std::min<qsizetype>(threads, names.size())), [&] {
        for (qsizetype i = next++; i < names.size(); i = next++)
            scans[static_cast<std::size_t>(i)] = scanSubmitter(rootDir, names[i], round);
    });
    SystemDescriptions descriptions(scan.problems, RoundRulesTable::find(round));
    QSet<QString> submitters;
    for (qsizetype i = 0; i < names.size(); ++i) {
        SubmitterScan& submitter = scans[static_cast<std::size_t>(i)];
        for (auto& problem : submitter.problems)
            scan.problems.push_back(std::move(problem));
        if (!submitter.isSubmitter)
            continue;
        scan.usable = true;
        submitters.insert(names[i]);
        for (auto& item : submitter.items)
            scan.items.push_back(std::move(item));
        descriptions.addCache(std::move(submitter.descriptions));
    }
    if (scan.usable)
        applyMissingFiles(root, round, submitters, descriptions, scan);
    return scan;
}

// A root is either a round folder or a folder of round folders.
QStringList expandRoots(const QStringList& roots) {
    QStringList expanded;
    for (const QString& root : roots) {
        const QString clean = QFileInfo(root).absoluteFilePath();
        QStringList rounds;
        if (RoundImporter::roundFromFolderName(QFileInfo(clean).fileName()).isEmpty()) {
            for (const QString& child : subfolders(clean))
                if (child.startsWith(QLatin1String("training_results_v")))
                    rounds.append(clean + QLatin1Char('/') + child);
        }
        if (rounds.isEmpty())
            expanded.append(clean);
        else
            expanded.append(rounds);
    }
    return expanded;
}

bool lessByKey(const ResultSet& a, const ResultSet& b) {
    if (a.round != b.round)
        return a.round < b.round;
    if (a.submitter != b.submitter)
        return a.submitter < b.submitter;
    if (a.system != b.system)
        return a.system < b.system;
    return a.benchmark < b.benchmark;
}

// The roots' result sets to score (each root checked, scanned and its problems kept in
// `result`); an unusable root makes the import Unusable and adds nothing.
std::vector<WorkItem> collectWork(const QStringList& roots, const ImportOptions& options,
                                  ImportResult& result) {
    std::vector<WorkItem> work;
    QStringList seen;
    for (const QString& root : expandRoots(roots)) {
        const QFileInfo info(root);
        if (seen.contains(root)) {
            result.dataset.problems.push_back(
                {root, 0, QStringLiteral("folder given twice; read once"), ProblemSeverity::Info});
            continue;
        }
        seen.append(root);
        auto unusable = [&](const QString& message) {
            result.status = ImportStatus::Unusable;
            result.dataset.problems.push_back({root, 0, message, ProblemSeverity::Error});
        };
        if (!info.exists()) {
            unusable(QStringLiteral("folder does not exist"));
            continue;
        }
        if (!info.isDir()) {
            unusable(QStringLiteral("not a folder (expected a training_results_vX.Y folder)"));
            continue;
        }
        if (const auto listed = FolderEntries::read(root); !listed) {
            unusable(QStringLiteral("cannot read this folder (%1)").arg(listed.error()));
            continue;
        }
        if (QDir(root).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
            unusable(QStringLiteral("empty folder (expected a training_results_vX.Y folder)"));
            continue;
        }
        QString round = RoundImporter::roundFromFolderName(info.fileName());
        if (round.isEmpty()) {
            round = options.round;
        } else if (!options.round.isEmpty() && options.round != round) {
            // The name says which round the folder holds; a different round given for folders
            // without one is not applied to it, and the user is told (not silently ignored).
            result.dataset.problems.push_back(
                {root, 0,
                 QStringLiteral("the folder name says round %1; the round given (%2) is only "
                                "for folders not named training_results_vX.Y, so %1 is used")
                     .arg(round, options.round),
                 ProblemSeverity::Warning});
        }
        RoundScan scan = scanRound(root, round, options.threads);
        if (!scan.usable) {
            // What was found on the way (an unreadable submitter folder, results/ without
            // systems/) says why no submitter was found.
            for (auto& problem : scan.problems)
                result.dataset.problems.push_back(std::move(problem));
            unusable(QStringLiteral("not an MLPerf training results folder: no "
                                    "<submitter>/systems + <submitter>/results found"));
            continue;
        }
        if (round.isEmpty()) {
            unusable(QStringLiteral("cannot tell the round from the folder name (expected "
                                    "training_results_vX.Y); give it explicitly (--round X.Y)"));
            continue;
        }
        result.dataset.sources.append(root);
        for (auto& problem : scan.problems)
            result.dataset.problems.push_back(std::move(problem));
        for (auto& item : scan.items)
            work.push_back(std::move(item));
    }

    return work;
}

// Whether the two sets have one key (ResultSet::key(), "round/submitter/system/benchmark"),
// without building it twice for every neighbour: equal parts are one key; different parts can
// still make one key only where a part holds a '/'.
bool sameKey(const ResultSet& a, const ResultSet& b) {
    if (a.round == b.round && a.submitter == b.submitter && a.system == b.system &&
        a.benchmark == b.benchmark)
        return true;
    const auto slashed = [](const ResultSet& s) {
        for (const QString* part : {&s.round, &s.submitter, &s.system, &s.benchmark})
            if (part->contains(QLatin1Char('/')))
                return true;
        return false;
    };
    return (slashed(a) || slashed(b)) && a.key() == b.key();
}

// Sorted work: the same result set from two roots (a round given twice, or two copies of it)
// keeps the later root's, as in Dataset::merge, and the user is told.
void dropRepeatedSets(std::vector<WorkItem>& work, std::vector<ImportProblem>& problems) {
    const auto repeated = [](const WorkItem& a, const WorkItem& b) {
        return sameKey(a.set, b.set);
    };
    if (std::adjacent_find(work.begin(), work.end(), repeated) == work.end())
        return; // the usual case: nothing to drop, nothing to move
    std::vector<WorkItem> unique;
    unique.reserve(work.size());
    for (std::size_t i = 0; i < work.size(); ++i) {
        if (i + 1 < work.size() && repeated(work[i], work[i + 1])) {
            problems.push_back(
                {work[i + 1].folder, 0,
                 QStringLiteral("result set %1 also found in %2; the later folder is used")
                     .arg(work[i].set.key(), work[i].folder),
                 ProblemSeverity::Info});
            continue;
        }
        unique.push_back(std::move(work[i]));
    }
    work = std::move(unique);
}

} // namespace

QString RoundImporter::roundFromFolderName(const QString& folderName) {
    static const QRegularExpression pattern(QStringLiteral(R"((?:^|[^0-9A-Za-z])v(\d+\.\d+)\b)"));
    const auto match = pattern.match(folderName);
    return match.hasMatch() ? match.captured(1) : QString();
}

ImportResult RoundImporter::importRounds(const QStringList& roots, const ImportOptions& options) {
    const DebugTimer timer;
    ImportResult result = importRoundsUntimed(roots, options);
    roomLogger("import").debug("{} result set(s) from {} folder(s), {} problem(s), {} thread(s), "
                               "{:.1f} ms",
                               result.dataset.resultSets.size(), roots.size(),
                               result.dataset.problems.size(), options.threads, timer.elapsedMs());
    return result;
}

ImportResult RoundImporter::importRoundsUntimed(const QStringList& roots,
                                                const ImportOptions& options) {
    ImportResult result;
    if (roots.isEmpty()) {
        result.status = ImportStatus::Unusable;
        result.dataset.problems.push_back(
            {QString(), 0, QStringLiteral("no folder given"), ProblemSeverity::Error});
        return result;
    }

    std::vector<WorkItem> work = collectWork(roots, options, result);

    // Deterministic: sort the work list by key, score into fixed slots, concatenate in order.
    // A round's scan lists it in that order already (submitters, systems and benchmarks each
    // sorted): checked first, so its items are not moved through a merge sort for nothing.
    const auto byKey = [](const WorkItem& a, const WorkItem& b) { return lessByKey(a.set, b.set); };
    if (!std::is_sorted(work.begin(), work.end(), byKey))
        std::stable_sort(work.begin(), work.end(), byKey);
    dropRepeatedSets(work, result.dataset.problems);
    const int total = static_cast<int>(work.size());
    result.resultSetsTotal = total;
    std::vector<std::vector<ImportProblem>> slotProblems(work.size());
    std::vector<char> scored(work.size(), 0);
    // Largest folders first (longest-processing-time scheduling): a 30 MB set picked up last
    // would otherwise leave one thread working alone at the end. Results still land in the
    // slot of their key, so the output order does not depend on this.
    std::vector<int> schedule(work.size());
    for (std::size_t i = 0; i < work.size(); ++i)
        schedule[i] = static_cast<int>(i);
    std::stable_sort(schedule.begin(), schedule.end(), [&work](int a, int b) {
        return work[static_cast<std::size_t>(a)].bytes > work[static_cast<std::size_t>(b)].bytes;
    });
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    auto worker = [&] {
        ResultSetScorer scorer;
        for (;;) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                return;
            const int position = next.fetch_add(1);
            if (position >= total)
                return;
            const int index = schedule[static_cast<std::size_t>(position)];
            auto& item = work[static_cast<std::size_t>(index)];
            if (!item.absent)
                scorer.score(item.folder, item.set, slotProblems[static_cast<std::size_t>(index)],
                             item.context);
            scored[static_cast<std::size_t>(index)] = 1;
            const int finished = done.fetch_add(1) + 1;
            if (options.progress)
                options.progress(finished, total);
        }
    };
    runOnThreads(std::clamp(options.threads, 1, std::max(1, total)), worker);

    auto& sets = result.dataset.resultSets;
    sets.reserve(work.size());
    std::vector<QString> folders; // of each set kept, for the duplicates' problem lines
    for (std::size_t i = 0; i < work.size(); ++i) {
        if (!scored[i])
            continue;
        sets.push_back(std::move(work[i].set));
        folders.push_back(work[i].folder);
        for (auto& problem : slotProblems[i])
            result.dataset.problems.push_back(std::move(problem));
    }
    for (const DuplicateResultSets& group : findDuplicateResultSets(sets))
        for (std::size_t copy : group.copies)
            result.dataset.problems.push_back(
                {folders[copy], 0, duplicateMessage(sets[group.kept]), ProblemSeverity::Info});
    if (done.load() < total) {
        if (result.status == ImportStatus::Ok)
            result.status = ImportStatus::Cancelled;
        result.dataset.problems.push_back(
            {QString(), 0,
             QStringLiteral("import cancelled: %1 of %2 result sets loaded")
                 .arg(done.load())
                 .arg(total),
             ProblemSeverity::Warning});
    }
    return result;
}

} // namespace mlpe
