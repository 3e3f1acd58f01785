#include "explorerstate.h"

#include "backgroundtask.h"
#include "core/analysis/analysisengine.h"
#include "core/analysis/clusteringmemo.h"
#include "core/analysis/vectorupperstate.h"
#include "core/io/logging.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/session/viewanalysis.h"
#include "core/text/hardwaremixwarning.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QMap>
#include <QSet>
#include <QThreadPool>
#include <algorithm>
#include <thread>

namespace mlpe {

ExplorerState::ExplorerState(QObject* parent)
    : QObject(parent)
    , m_dataset(std::make_shared<const Dataset>())
    , m_clusteringMemo(std::make_shared<analysis::ClusteringMemo>()) {
    m_view.analysis.fits.enabled = false; // the window computes fits when their curves are shown
}

ExplorerState::~ExplorerState() = default;

QString ExplorerState::pointKeyOf(const ResultSet& set) {
    return mlpe::pointKeyOf(set); // the one definition, core/model/analysisinput.h
}

void ExplorerState::setDataset(Dataset dataset) {
    setDataset(PreparedDataset::prepare(std::move(dataset)));
}

void ExplorerState::setDataset(PreparedDataset prepared) {
    ++m_generation; // a running analysis is of the old data: dropped when it ends
    m_dataset = std::move(prepared.dataset);
    m_rounds = std::move(prepared.rounds);
    m_benchmarksOfRound.clear();
    m_index = std::move(prepared.index);
    m_selectedKey.clear();
    chooseDefaultScope();
    recompute();
    emit datasetChanged();
    emit filterChanged();
    emit selectionChanged(m_selectedKey);
}

QStringList ExplorerState::rounds() const {
    return m_rounds; // found once per dataset (PreparedDataset), asked on every change
}

QStringList ExplorerState::benchmarks(const QString& round) const {
    if (const auto it = m_benchmarksOfRound.constFind(round); it != m_benchmarksOfRound.cend())
        return *it;
    QSet<QString> seen;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (round.isEmpty() || set.round == round)
            seen.insert(canonicalBenchmarkId(set.round, set.benchmark));
    }
    QStringList list(seen.begin(), seen.end());
    std::sort(list.begin(), list.end(), [](const QString& a, const QString& b) {
        return benchmarkDisplayName(a).compare(benchmarkDisplayName(b), Qt::CaseInsensitive) < 0;
    });
    m_benchmarksOfRound.insert(round, list);
    return list;
}

void ExplorerState::chooseDefaultScope() {
    const QStringList allRounds = rounds();
    QString round = m_view.round();
    if (!round.isEmpty() && !allRounds.contains(round))
        round.clear();
    if (round.isEmpty() && !allRounds.isEmpty())
        round = allRounds.first();
    m_view.rounds = round.isEmpty() ? QStringList() : QStringList{round};
    const QStringList ids = benchmarks(round);
    if (!m_view.benchmark.isEmpty() && ids.contains(m_view.benchmark))
        return;
    // The benchmark with the most scored result sets in the round: the richest scaling picture.
    QMap<QString, int> scored;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (set.round == round && set.scoreMinutes)
            ++scored[canonicalBenchmarkId(set.round, set.benchmark)];
    }
    m_view.benchmark.clear();
    int best = -1;
    for (auto it = scored.cbegin(); it != scored.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            m_view.benchmark = it.key();
        }
    }
}

void ExplorerState::setFilter(FilterSettings filter) {
    filter.normalise();
    if (filter == m_view.filter())
        return;
    static_cast<FilterSettings&>(m_view) = std::move(filter);
    recompute();
    emit filterChanged();
}

void ExplorerState::setRound(const QString& round) {
    FilterSettings f = m_view.filter();
    f.rounds = round.isEmpty() ? QStringList() : QStringList{round};
    setFilter(f);
}

void ExplorerState::setBenchmark(const QString& canonicalId) {
    FilterSettings f = m_view.filter();
    f.benchmark = canonicalId;
    setFilter(f);
}

void ExplorerState::setFamilyHidden(const QString& family, bool hidden) {
    FilterSettings f = m_view.filter();
    if (hidden) {
        f.hiddenFamilies << family;
    } else {
        f.hiddenFamilies.removeAll(family);
        if (!f.onlyFamilies.isEmpty() && !f.onlyFamilies.contains(family))
            f.onlyFamilies << family; // shown beside the chosen ones, still a positive choice
    }
    setFilter(f);
}

void ExplorerState::setHardwareGrouping(analysis::HardwareGrouping grouping) {
    FilterSettings f = m_view.filter();
    f.hardwareGrouping = grouping;
    setFilter(f);
}

bool ExplorerState::groupHidden(const QString& group) const {
    if (const auto it = m_viewRows->indexes.familyOfGroup.constFind(group);
        it != m_viewRows->indexes.familyOfGroup.constEnd())
        return m_view.familyHidden(group, it.value());
    return m_view.familyHidden(group);
}

void ExplorerState::resetFilters() {
    setFilter(m_view.scopeOnly());
}

bool ExplorerState::isExcluded(const QString& pointKey) const {
    return std::binary_search(m_view.excluded.cbegin(), m_view.excluded.cend(), pointKey);
}

void ExplorerState::setExcluded(const QString& pointKey, bool excluded) {
    if (excluded == isExcluded(pointKey))
        return;
    QStringList& list = m_view.excluded;
    if (excluded)
        list.insert(std::lower_bound(list.begin(), list.end(), pointKey), pointKey);
    else
        list.removeAll(pointKey);
    recompute();
    emit exclusionsChanged();
}

void ExplorerState::restoreAll() {
    if (m_view.excluded.isEmpty())
        return;
    m_view.excluded.clear();
    recompute();
    emit exclusionsChanged();
}

void ExplorerState::setSelectedKey(const QString& resultSetKey) {
    if (resultSetKey == m_selectedKey)
        return;
    m_selectedKey = resultSetKey;
    emit selectionChanged(m_selectedKey);
}

int ExplorerState::rowIndexOfKey(const QString& resultSetKey) const {
    if (!m_viewRows->indexes.data)
        return -1;
    const int set = m_viewRows->indexes.data->firstSetOfKey.value(resultSetKey, -1);
    return set < 0 || static_cast<std::size_t>(set) >= m_viewRows->indexes.rowOfSet.size()
               ? -1
               : m_viewRows->indexes.rowOfSet[static_cast<std::size_t>(set)];
}

int ExplorerState::pointsInAnalysis() const {
    return m_viewRows->indexes.pointsInAnalysis;
}

void ExplorerState::setAnalysisParams(const analysis::AnalysisParams& params) {
    m_view.analysis = params;
    m_view.analysis.filter = {};
    m_view.fitCurves = params.fits.enabled; // in the window, fits are computed to be drawn
    recompute();
    emit analysisParamsChanged();
}

void ExplorerState::setReferenceStrategy(analysis::ReferenceStrategy strategy) {
    if (strategy == m_view.analysis.reference.strategy)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.reference.strategy = strategy;
    setAnalysisParams(p);
}

void ExplorerState::setUserReference(const QString& pointKey) {
    analysis::AnalysisParams p = m_view.analysis;
    p.reference.strategy = analysis::ReferenceStrategy::UserPick;
    p.reference.userKey = pointKey.toStdString();
    setAnalysisParams(p);
}

void ExplorerState::setScenarios(const analysis::ComparisonScenario& a,
                                 const analysis::ComparisonScenario& b) {
    if (a == m_view.scenarioA && b == m_view.scenarioB)
        return;
    analysis::ComparisonScenario newB = b; // `a` or `b` may be a member itself
    m_view.scenarioA = a;
    m_view.scenarioB = std::move(newB);
    emit scenariosChanged();
}

void ExplorerState::swapScenarios() {
    // Copies: setScenarios() assigns A before reading B.
    const analysis::ComparisonScenario a = m_view.scenarioA, b = m_view.scenarioB;
    setScenarios(b, a);
}

void ExplorerState::setScenarioAFromView() {
    analysis::ComparisonScenario a;
    a.reference = m_view.analysis.reference;
    setScenarios(a, m_view.scenarioB);
}

void ExplorerState::setTau(double tau) {
    if (tau == m_view.analysis.breakEven.tau)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.breakEven.tau = tau;
    setAnalysisParams(p);
}

void ExplorerState::setLambda(double lambda) {
    if (lambda == m_view.analysis.breakEven.lambda)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.breakEven.lambda = lambda;
    setAnalysisParams(p);
}

void ExplorerState::setClusterCount(int k) {
    if (k == m_view.analysis.clustering.k)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.clustering.k = k;
    setAnalysisParams(p);
}

void ExplorerState::setSeed(quint64 seed) {
    if (seed == m_view.analysis.clustering.seed)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.clustering.seed = seed;
    setAnalysisParams(p);
}

void ExplorerState::setPrices(const PriceTable& prices) {
    if (prices == m_view.prices)
        return;
    m_view.prices = prices;
    recompute();
    emit analysisParamsChanged();
}

void ExplorerState::setLambdaMoney(double lambdaMoney) {
    if (lambdaMoney == m_view.analysis.cost.lambdaMoney)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.cost.lambdaMoney = lambdaMoney;
    setAnalysisParams(p);
}

namespace {
constexpr Availability kAvailabilities[] = {Availability::OnPremise, Availability::Cloud,
                                            Availability::Preview, Availability::Unknown};
} // namespace

ViewState ExplorerState::viewState() const {
    ViewState s = m_view;
    s.dataSources = m_dataset->sources;
    return s;
}

Expected<void> ExplorerState::checkViewState(const ViewState& state) {
    if (state.rounds.size() > 1)
        return Failure{tr("the window shows one round or all rounds, this view has %1 (rounds %2); "
                          "`mlperf-explorer analyze --session` can compute it")
                           .arg(state.rounds.size())
                           .arg(state.rounds.join(QStringLiteral(", ")))};
    for (const QString& label : state.hiddenAvailabilities) {
        const bool known =
            std::any_of(std::begin(kAvailabilities), std::end(kAvailabilities),
                        [&](Availability a) { return availabilityLabel(a) == label; });
        if (!known)
            return Failure{tr("unknown availability \"%1\" in the filter").arg(label)};
    }
    return {};
}

void ExplorerState::resetToDefaults() {
    // Prices are what the user pays, not a view setting: a new view keeps them (as the window
    // starts with the settings' copy), only the value of time returns to its default.
    PriceTable prices = std::move(m_view.prices);
    m_view = ViewState();
    m_view.prices = std::move(prices);
    chooseDefaultScope();
    recompute();
    emit filterChanged();
    emit exclusionsChanged();
    emit analysisParamsChanged();
    emit scenariosChanged();
    emit viewStateApplied();
}

Expected<QStringList> ExplorerState::applyViewState(const ViewState& state) {
    // Validate everything first: nothing below may fail once the state starts changing.
    if (const Expected<void> showable = checkViewState(state); !showable)
        return Failure{showable.error()};
    QStringList mismatches = viewStateMismatches(state, *m_dataset);
    // What the window keeps of a view state: no presentation (the window applies it), no data
    // sources (the data is loaded apart), a normalised filter and sorted exclusions.
    ViewState view;
    static_cast<FilterSettings&>(view) = state.filter();
    view.normalise();
    view.excluded = state.excluded;
    view.excluded.sort();
    view.excluded.removeDuplicates();
    view.analysis = state.analysis;
    view.analysis.filter = {};
    // The window computes fits only while their curves are drawn.
    view.analysis.fits.enabled = state.fitCurves;
    view.fitCurves = state.fitCurves;
    view.colourBy = state.colourBy;
    view.scenarioA = state.scenarioA;
    view.scenarioB = state.scenarioB;
    view.prices = state.prices;
    // A round or benchmark the data lacks: show the default scope rather than nothing.
    const QString askedRound = view.round();
    const QString askedBenchmark = view.benchmark;
    const bool roundMissing = !askedRound.isEmpty() && !rounds().contains(askedRound);
    const bool benchmarkMissing =
        !askedBenchmark.isEmpty() && !benchmarks(askedRound).contains(askedBenchmark);
    m_view = std::move(view);
    if (roundMissing || benchmarkMissing) {
        chooseDefaultScope();
        mismatches.removeIf([](const QString& m) {
            return m.startsWith(QLatin1String("round ")) ||
                   m.startsWith(QLatin1String("benchmark "));
        });
        mismatches << tr("round %1, benchmark %2 are not in the data; showing round %3, %4 instead")
                          .arg(askedRound.isEmpty() ? tr("(all)") : askedRound,
                               askedBenchmark.isEmpty() ? tr("(all)") : askedBenchmark,
                               m_view.round().isEmpty() ? tr("(all)") : m_view.round(),
                               m_view.benchmark);
    }
    recompute();
    emit filterChanged();
    emit exclusionsChanged();
    emit analysisParamsChanged();
    emit scenariosChanged();
    emit viewStateApplied();
    return mismatches;
}

void ExplorerState::setFitsEnabled(bool enabled) {
    if (enabled == m_view.analysis.fits.enabled)
        return;
    analysis::AnalysisParams p = m_view.analysis;
    p.fits.enabled = enabled;
    setAnalysisParams(p);
}

void ExplorerState::setColourBy(ColourBy colourBy) {
    if (colourBy == m_view.colourBy)
        return;
    m_view.colourBy = colourBy;
    emit displayOptionsChanged();
}

void ExplorerState::setShowErrorBars(bool show) {
    if (show == m_showErrorBars)
        return;
    m_showErrorBars = show;
    emit displayOptionsChanged();
}

int ExplorerState::rowOfPoint(int point) const {
    const std::vector<int>& pointRows = m_viewRows->pointRows;
    return point >= 0 && static_cast<size_t>(point) < pointRows.size()
               ? pointRows[static_cast<size_t>(point)]
               : -1;
}

const analysis::PointResult* ExplorerState::pointResult(const ExplorerRow& row) const {
    if (row.point < 0 || static_cast<size_t>(row.point) >= m_result.points.size())
        return nullptr;
    return &m_result.points[static_cast<size_t>(row.point)];
}

QString ExplorerState::referenceKeyOf(const ExplorerRow& row) const {
    const analysis::PointResult* r = pointResult(row);
    if (!r || r->reference < 0 || static_cast<size_t>(r->reference) >= m_result.references.size())
        return {};
    return QString::fromStdString(m_result.references[static_cast<size_t>(r->reference)].key);
}

ExplorerState::RowIndexes ExplorerState::indexRows(const std::vector<ExplorerRow>& rows,
                                                   std::shared_ptr<const DatasetIndex> data,
                                                   std::vector<int> rowOfSet) {
    RowIndexes x;
    x.rowOfSet = std::move(rowOfSet);
    x.data = std::move(data);
    // A view has tens of groups and thousands of rows. Under the family grouping the rows of one
    // family share one string (DatasetIndex::families): comparing the shared data finds it without
    // hashing every row's group (3 ms at 10,000 rows); other groupings make a string per row and
    // are looked up by hash.
    QStringList groups;
    QList<int> scoredInGroup;
    QHash<QString, qsizetype> groupIndex;
    QHash<QString, int> scoredBySubmitter;
    for (const ExplorerRow& row : rows) {
        x.pointsInAnalysis += row.inAnalysis() ? 1 : 0;
        const int scored = row.hasScore() ? 1 : 0;
        scoredBySubmitter[row.set->submitter] += scored;
        const QChar* groupData = row.group.constData();
        qsizetype g = 0;
        while (g < groups.size() && groups[g].constData() != groupData)
            ++g;
        if (g == groups.size()) {
            const auto it = groupIndex.constFind(row.group);
            if (it != groupIndex.cend()) {
                g = it.value();
            } else {
                groupIndex.insert(row.group, g);
                groups << row.group;
                scoredInGroup << 0;
                x.familyOfGroup.insert(row.group, row.set->systemDescription.accelerator.family);
            }
        }
        scoredInGroup[g] += scored;
    }
    for (qsizetype g = 0; g < groups.size(); ++g)
        x.scoredPerGroup.insert(groups[g], scoredInGroup[g]);
    for (auto it = scoredBySubmitter.cbegin(); it != scoredBySubmitter.cend(); ++it)
        x.scoredPerSubmitter.insert(it.key(), it.value());
    x.familiesInScope = std::move(groups);
    x.familiesInScope.sort(Qt::CaseInsensitive);
    return x;
}

bool ExplorerState::ViewRows::reusableFor(const Dataset* data, const ViewState& view) const {
    return dataset.get() == data && static_cast<const FilterSettings&>(view) == filter &&
           view.excluded == excluded && view.prices == prices;
}

struct ExplorerState::Derived {
    std::shared_ptr<const ViewRows> rows;
    analysis::AnalysisParams params; // the input's, with this view's analysis settings
    analysis::AnalysisResult result;
    QString mixWarning;      // text::hardwareMixWarning() of the result, made where it is computed
    quint64 rowsVisited = 0; // result sets and rows walked to build the rows and their indexes
    QElapsedTimer timer;     // since the change
    bool background = false; // derived and analysed on the thread pool

    void analyse(analysis::ClusteringMemo* memo) {
        result = analysis::runAnalysis(rows->input.points, params, memo);
        describeResult();
    }
    // What the window shows of the result in more than one place, made once, off the window's
    // thread for a large view (the hardware-mix warning walks every point: 0.6 ms at 10,000).
    void describeResult() {
        mixWarning = QString::fromStdString(text::hardwareMixSentence(rows->input.points, result));
    }
};

// Reads only its arguments (no member of the state): it runs on the thread pool for large views.
ExplorerState::Derived ExplorerState::deriveRows(std::shared_ptr<const Dataset> dataset,
                                                 std::shared_ptr<const DatasetIndex> data,
                                                 const ViewState& view,
                                                 std::shared_ptr<const ViewRows> previous,
                                                 bool twoThreads) {
    Derived d;
    if (previous && previous->reusableFor(dataset.get(), view)) {
        d.rows = std::move(previous);
    } else {
        auto made = std::make_shared<ViewRows>();
        made->dataset = std::move(dataset);
        made->filter = view;
        made->excluded = view.excluded;
        made->prices = view.prices;
        made->pickedReference = view.analysis.reference.userKey;
        d.rowsVisited = buildRows(*made, data, view, twoThreads);
        d.rows = std::move(made);
    }
    // The analysis settings are this view's; the selection (filter, exclusions, cost) is the
    // one built with the points, which depends on nothing else.
    const analysis::AnalysisParams& built = d.rows->input.params;
    d.params = view.analysis;
    d.params.filter = built.filter;
    // A pick (a click on a point) changes the reference alone: whether the filter leaves it
    // out is looked up, without building rows and points again.
    if (view.analysis.reference.userKey != d.rows->pickedReference)
        d.params.filter.filteredOutKeys =
            filteredOutReferenceKeys(view, *d.rows->dataset, data->setPoints);
    d.params.cost.enabled = built.cost.enabled;
    d.params.cost.currency = built.cost.currency;
    return d;
}

quint64 ExplorerState::buildRows(ViewRows& v, std::shared_ptr<const DatasetIndex> data,
                                 const ViewState& view, bool twoThreads) {
    const DatasetIndex& index = *data;
    const std::vector<analysis::AnalysisPoint>& setPoints = index.setPoints;
    const std::size_t sets = v.dataset->resultSets.size();
    // The table's rows: every result set in scope (round + benchmark), scored or not. They do
    // not depend on the analysis' input until their points are filled in below, so a large view
    // builds them on a second thread while this one builds the input (each about 5 ms at
    // 10,000 sets).
    std::vector<int> rowOfSet(sets, -1);
    const auto rowsOfScope = [&] {
        for (std::size_t i = 0; i < sets; ++i) {
            const analysis::AnalysisPoint& point = setPoints[i];
            if (!view.acceptsScope(point))
                continue;
            ExplorerRow row;
            row.set = &v.dataset->resultSets[i];
            row.pointKey = index.pointKeys[i];
            row.passesFilter = view.accepts(point);
            row.excluded =
                std::binary_search(view.excluded.cbegin(), view.excluded.cend(), row.pointKey);
            row.group = view.hardwareGrouping == analysis::HardwareGrouping::Family
                            ? index.families[i] // the group is the family: made once per dataset
                            : QString::fromStdString(
                                  analysis::hardwareGroupOf(point, view.hardwareGrouping));
            rowOfSet[i] = static_cast<int>(v.rows.size());
            v.rows.push_back(std::move(row));
        }
    };
    std::thread rowsThread;
    if (twoThreads)
        rowsThread = std::thread(rowsOfScope);
    else
        rowsOfScope();
    // The analysis: exactly what `analyze --session` computes for this view (one function).
    v.input = viewAnalysisInput(view, *v.dataset, setPoints, index.duplicates);
    if (rowsThread.joinable())
        rowsThread.join();
    v.pointRows.assign(v.input.points.size(), -1);
    for (std::size_t p = 0; p < v.input.sets.size(); ++p) {
        const int row = rowOfSet[v.input.sets[p]];
        if (row < 0) // a point passes the filter, which implies the scope: not expected
            continue;
        v.rows[static_cast<std::size_t>(row)].point = static_cast<int>(p);
        v.pointRows[p] = row;
    }
    v.indexes = indexRows(v.rows, std::move(data), std::move(rowOfSet));
    return sets + v.rows.size();
}

void ExplorerState::apply(Derived d) {
    QElapsedTimer applying;
    applying.start();
    m_rowsVisited += d.rowsVisited;
    const std::vector<ExplorerRow>& before = m_viewRows->rows;
    const std::vector<ExplorerRow>& now = d.rows->rows;
    const bool sameRows =
        d.rows == m_viewRows ||
        (now.size() == before.size() &&
         std::equal(now.begin(), now.end(), before.begin(),
                    [](const ExplorerRow& a, const ExplorerRow& b) { return a.set == b.set; }));
    // Swapped, not assigned: `d` leaves with the previous view's result (and its rows and
    // points, unless they are reused), freed on the thread pool (about 4 ms at 10,000 points, of
    // the window's thread otherwise).
    std::swap(m_result, d.result);
    std::swap(m_viewRows, d.rows);
    std::swap(m_inputParams, d.params);
    std::swap(m_mixWarning, d.mixWarning);
    m_lastRecomputeUs = d.timer.nsecsElapsed() / 1000;
    roomLogger("ui").debug(
        "analysis recompute: {} row(s), {} point(s) in the analysis{}, {:.1f} ms", rows().size(),
        analysisPoints().size(), d.background ? " (in the background)" : "",
        double(m_lastRecomputeUs) / 1000.0);
    emit rowsChanged(sameRows);
    m_lastApplyUs = applying.nsecsElapsed() / 1000;
    if (d.background) {
        // A large view: the pool frees the previous one. A small one costs less than the hop.
        QThreadPool::globalInstance()->start(
            [previous = std::make_shared<Derived>(std::move(d))]() mutable { previous.reset(); });
    }
}

std::size_t ExplorerState::setsInScope() {
    const std::vector<analysis::AnalysisPoint>& setPoints = m_index->setPoints;
    m_rowsVisited += setPoints.size();
    return static_cast<std::size_t>(
        std::count_if(setPoints.cbegin(), setPoints.cend(),
                      [this](const analysis::AnalysisPoint& p) { return m_view.acceptsScope(p); }));
}

void ExplorerState::recompute() {
    if (m_running) { // the running analysis is for an older view: start again when it ends
        m_queued = true;
        return;
    }
    QElapsedTimer timer;
    timer.start();
    // The rows in scope bound the points: a large view derives its rows (the view's input, with
    // its duplicate check, about 100 ms at 10,000 sets) and its analysis off the window's thread.
    if (setsInScope() >= static_cast<std::size_t>(m_backgroundThreshold)) {
        startBackground(timer);
        return;
    }
    Derived d = deriveRows(m_dataset, m_index, m_view, m_viewRows, false);
    d.timer = timer;
    d.analyse(m_clusteringMemo.get());
    apply(std::move(d));
}

void ExplorerState::startBackground(QElapsedTimer timer) {
    m_running = true;
    m_queued = false;
    const quint64 generation = m_generation;
    auto* watcher = new QFutureWatcher<std::shared_ptr<Derived>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        std::shared_ptr<Derived> done = watcher->result();
        watcher->deleteLater();
        m_running = false;
        if (m_queued || generation != m_generation) {
            m_queued = false;
            recompute(); // the latest view wins; this result is dropped
            return;
        }
        apply(std::move(*done));
    });
    // The worker reads only its own copies: the view, and the data and its points, which are
    // immutable and shared (a new dataset replaces the pointers, never what they point to).
    watcher->setFuture(runInBackground([dataset = m_dataset, index = m_index, view = m_view,
                                        previous = m_viewRows, memo = m_clusteringMemo, timer] {
        // A pool thread keeps the AVX state of the thread that started it, often the
        // window's, with the upper halves in use (vectorupperstate.h).
        analysis::clearVectorUpperState();
        auto derived = std::make_shared<Derived>(deriveRows(dataset, index, view, previous, true));
        derived->timer = timer;
        derived->background = true;
        derived->analyse(memo.get());
        return derived;
    }));
}

} // namespace mlpe
