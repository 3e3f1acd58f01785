#include "explorerstate.h"

#include "core/analysis/analysisengine.h"
#include "core/model/analysisinput.h"
#include "core/session/viewanalysis.h"

#include <QCollator>
#include <QElapsedTimer>
#include <QMap>
#include <algorithm>

namespace mlpe {

ExplorerState::ExplorerState(QObject* parent)
    : QObject(parent)
    , m_dataset(std::make_shared<const Dataset>()) {
    m_params.fits.enabled = false; // the window computes fits when their curves are shown
}

ExplorerState::~ExplorerState() = default;

QString ExplorerState::pointKeyOf(const ResultSet& set) {
    return mlpe::pointKeyOf(set); // the one definition, core/model/analysisinput.h
}

void ExplorerState::setDataset(Dataset dataset) {
    m_dataset = std::make_shared<const Dataset>(std::move(dataset));
    m_selectedKey.clear();
    chooseDefaultScope();
    recompute();
    emit datasetChanged();
    emit filterChanged();
    emit selectionChanged(m_selectedKey);
}

QStringList ExplorerState::rounds() const {
    QSet<QString> seen;
    for (const ResultSet& set : m_dataset->resultSets)
        seen.insert(set.round);
    QStringList list(seen.begin(), seen.end());
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(list.begin(), list.end(),
              [&](const QString& a, const QString& b) { return collator.compare(a, b) > 0; });
    return list;
}

QStringList ExplorerState::benchmarks(const QString& round) const {
    QSet<QString> seen;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (round.isEmpty() || set.round == round)
            seen.insert(canonicalBenchmarkId(set.benchmark));
    }
    QStringList list(seen.begin(), seen.end());
    std::sort(list.begin(), list.end(), [](const QString& a, const QString& b) {
        return benchmarkDisplayName(a).compare(benchmarkDisplayName(b), Qt::CaseInsensitive) < 0;
    });
    return list;
}

void ExplorerState::chooseDefaultScope() {
    const QStringList allRounds = rounds();
    if (!m_filter.round.isEmpty() && !allRounds.contains(m_filter.round))
        m_filter.round.clear();
    if (m_filter.round.isEmpty() && !allRounds.isEmpty())
        m_filter.round = allRounds.first();
    const QStringList ids = benchmarks(m_filter.round);
    if (!m_filter.benchmark.isEmpty() && ids.contains(m_filter.benchmark))
        return;
    // The benchmark with the most scored result sets in the round: the richest scaling picture.
    QMap<QString, int> scored;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (set.round == m_filter.round && set.scoreMinutes)
            ++scored[canonicalBenchmarkId(set.benchmark)];
    }
    m_filter.benchmark.clear();
    int best = -1;
    for (auto it = scored.cbegin(); it != scored.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            m_filter.benchmark = it.key();
        }
    }
}

void ExplorerState::setFilter(const ExplorerFilter& filter) {
    if (filter == m_filter)
        return;
    m_filter = filter;
    recompute();
    emit filterChanged();
}

void ExplorerState::setRound(const QString& round) {
    ExplorerFilter f = m_filter;
    f.round = round;
    setFilter(f);
}

void ExplorerState::setBenchmark(const QString& canonicalId) {
    ExplorerFilter f = m_filter;
    f.benchmark = canonicalId;
    setFilter(f);
}

void ExplorerState::setFamilyHidden(const QString& family, bool hidden) {
    ExplorerFilter f = m_filter;
    if (hidden)
        f.hiddenFamilies.insert(family);
    else
        f.hiddenFamilies.remove(family);
    setFilter(f);
}

void ExplorerState::resetFilters() {
    setFilter(m_filter.scopeOnly());
}

void ExplorerState::setExcluded(const QString& pointKey, bool excluded) {
    if (excluded == m_excluded.contains(pointKey))
        return;
    if (excluded)
        m_excluded.insert(pointKey);
    else
        m_excluded.remove(pointKey);
    recompute();
    emit exclusionsChanged();
}

void ExplorerState::restoreAll() {
    if (m_excluded.isEmpty())
        return;
    m_excluded.clear();
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
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].set->key() == resultSetKey)
            return static_cast<int>(i);
    }
    return -1;
}

int ExplorerState::pointsInAnalysis() const {
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(),
                                          [](const ExplorerRow& r) { return r.inAnalysis(); }));
}

QStringList ExplorerState::familiesInScope() const {
    QSet<QString> seen;
    for (const ExplorerRow& row : m_rows)
        seen.insert(row.set->systemDescription.accelerator.family);
    QStringList list(seen.begin(), seen.end());
    list.sort(Qt::CaseInsensitive);
    return list;
}

void ExplorerState::setAnalysisParams(const analysis::AnalysisParams& params) {
    m_params = params;
    m_params.filter = {};
    recompute();
    emit analysisParamsChanged();
}

void ExplorerState::setReferenceStrategy(analysis::ReferenceStrategy strategy) {
    if (strategy == m_params.reference.strategy)
        return;
    analysis::AnalysisParams p = m_params;
    p.reference.strategy = strategy;
    setAnalysisParams(p);
}

void ExplorerState::setUserReference(const QString& pointKey) {
    analysis::AnalysisParams p = m_params;
    p.reference.strategy = analysis::ReferenceStrategy::UserPick;
    p.reference.userKey = pointKey.toStdString();
    setAnalysisParams(p);
}

void ExplorerState::setScenarios(const analysis::ComparisonScenario& a,
                                 const analysis::ComparisonScenario& b) {
    if (a == m_scenarioA && b == m_scenarioB)
        return;
    analysis::ComparisonScenario newB = b; // `a` or `b` may be a member itself
    m_scenarioA = a;
    m_scenarioB = std::move(newB);
    emit scenariosChanged();
}

void ExplorerState::swapScenarios() {
    // Copies: setScenarios() assigns A before reading B.
    const analysis::ComparisonScenario a = m_scenarioA, b = m_scenarioB;
    setScenarios(b, a);
}

void ExplorerState::setScenarioAFromView() {
    analysis::ComparisonScenario a;
    a.reference = m_params.reference;
    setScenarios(a, m_scenarioB);
}

analysis::AnalysisParams ExplorerState::analysisInputParams() const {
    analysis::AnalysisParams p = m_params;
    for (const analysis::AnalysisPoint& point : m_points)
        if (m_excluded.contains(QString::fromStdString(point.key)))
            p.filter.excludedKeys.push_back(point.key);
    return p;
}

void ExplorerState::setTau(double tau) {
    if (tau == m_params.breakEven.tau)
        return;
    analysis::AnalysisParams p = m_params;
    p.breakEven.tau = tau;
    setAnalysisParams(p);
}

void ExplorerState::setLambda(double lambda) {
    if (lambda == m_params.breakEven.lambda)
        return;
    analysis::AnalysisParams p = m_params;
    p.breakEven.lambda = lambda;
    setAnalysisParams(p);
}

void ExplorerState::setClusterCount(int k) {
    if (k == m_params.clustering.k)
        return;
    analysis::AnalysisParams p = m_params;
    p.clustering.k = k;
    setAnalysisParams(p);
}

void ExplorerState::setSeed(quint64 seed) {
    if (seed == m_params.clustering.seed)
        return;
    analysis::AnalysisParams p = m_params;
    p.clustering.seed = seed;
    setAnalysisParams(p);
}

namespace {
QStringList sortedList(const QSet<QString>& set) {
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

QSet<QString> toSet(const QStringList& list) {
    return QSet<QString>(list.begin(), list.end());
}

constexpr Availability kAvailabilities[] = {Availability::OnPremise, Availability::Cloud,
                                            Availability::Preview, Availability::Unknown};
} // namespace

ViewState ExplorerState::viewState() const {
    ViewState s;
    s.dataSources = m_dataset->sources;
    if (!m_filter.round.isEmpty())
        s.rounds = QStringList{m_filter.round};
    s.benchmark = m_filter.benchmark;
    s.hiddenDivisions = sortedList(m_filter.hiddenDivisions);
    // Labels, not enum values: the file must not depend on the enum's order.
    for (Availability a : kAvailabilities)
        if (m_filter.hiddenAvailabilities.contains(static_cast<int>(a)))
            s.hiddenAvailabilities << availabilityLabel(a);
    s.hiddenSubmitters = sortedList(m_filter.hiddenSubmitters);
    s.hiddenFamilies = sortedList(m_filter.hiddenFamilies);
    s.minAccelerators = m_filter.minAccelerators;
    s.maxAccelerators = m_filter.maxAccelerators;
    s.excluded = sortedList(m_excluded);
    s.analysis = m_params;
    s.colourBy = m_colourBy;
    s.scenarioA = m_scenarioA;
    s.scenarioB = m_scenarioB;
    return s;
}

QString ExplorerState::checkViewState(const ViewState& state) {
    if (state.rounds.size() > 1)
        return tr("the window shows one round or all rounds, this view has %1 (rounds %2); "
                  "`mlperf-explorer analyze --session` can compute it")
            .arg(state.rounds.size())
            .arg(state.rounds.join(QStringLiteral(", ")));
    for (const QString& label : state.hiddenAvailabilities) {
        const bool known =
            std::any_of(std::begin(kAvailabilities), std::end(kAvailabilities),
                        [&](Availability a) { return availabilityLabel(a) == label; });
        if (!known)
            return tr("unknown availability \"%1\" in the filter").arg(label);
    }
    return {};
}

void ExplorerState::resetToDefaults() {
    m_filter = {};
    m_excluded.clear();
    m_params = {};
    m_colourBy = ColourBy::Family;
    m_scenarioA = ViewState().scenarioA;
    m_scenarioB = ViewState().scenarioB;
    chooseDefaultScope();
    recompute();
    emit filterChanged();
    emit exclusionsChanged();
    emit analysisParamsChanged();
    emit scenariosChanged();
    emit viewStateApplied();
}

bool ExplorerState::applyViewState(const ViewState& state, QString* error, QStringList* notes) {
    // Validate everything first: nothing below may fail once the state starts changing.
    const QString problem = checkViewState(state);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    ExplorerFilter filter;
    filter.round = state.rounds.value(0);
    filter.benchmark = state.benchmark;
    filter.hiddenDivisions = toSet(state.hiddenDivisions);
    for (Availability a : kAvailabilities)
        if (state.hiddenAvailabilities.contains(availabilityLabel(a)))
            filter.hiddenAvailabilities.insert(static_cast<int>(a));
    filter.hiddenSubmitters = toSet(state.hiddenSubmitters);
    filter.hiddenFamilies = toSet(state.hiddenFamilies);
    filter.minAccelerators = state.minAccelerators;
    filter.maxAccelerators = state.maxAccelerators;

    QStringList mismatches = viewStateMismatches(state, *m_dataset);
    // A round or benchmark the data lacks: show the default scope rather than nothing.
    const bool roundMissing = !filter.round.isEmpty() && !rounds().contains(filter.round);
    const bool benchmarkMissing =
        !filter.benchmark.isEmpty() && !benchmarks(filter.round).contains(filter.benchmark);
    const ExplorerFilter asked = filter;
    m_filter = filter;
    if (roundMissing || benchmarkMissing) {
        chooseDefaultScope();
        mismatches.removeIf([](const QString& m) {
            return m.startsWith(QLatin1String("round ")) ||
                   m.startsWith(QLatin1String("benchmark "));
        });
        mismatches << tr("round %1, benchmark %2 are not in the data; showing round %3, %4 instead")
                          .arg(asked.round.isEmpty() ? tr("(all)") : asked.round,
                               asked.benchmark.isEmpty() ? tr("(all)") : asked.benchmark,
                               m_filter.round.isEmpty() ? tr("(all)") : m_filter.round,
                               m_filter.benchmark);
    }
    m_excluded = toSet(state.excluded);
    m_params = state.analysis;
    m_params.filter = {};
    m_colourBy = state.colourBy;
    m_scenarioA = state.scenarioA;
    m_scenarioB = state.scenarioB;
    recompute();
    emit filterChanged();
    emit exclusionsChanged();
    emit analysisParamsChanged();
    emit scenariosChanged();
    emit viewStateApplied();
    if (notes)
        *notes = mismatches;
    return true;
}

void ExplorerState::setFitsEnabled(bool enabled) {
    if (enabled == m_params.fits.enabled)
        return;
    analysis::AnalysisParams p = m_params;
    p.fits.enabled = enabled;
    setAnalysisParams(p);
}

void ExplorerState::setColourBy(ColourBy colourBy) {
    if (colourBy == m_colourBy)
        return;
    m_colourBy = colourBy;
    emit displayOptionsChanged();
}

void ExplorerState::setShowErrorBars(bool show) {
    if (show == m_showErrorBars)
        return;
    m_showErrorBars = show;
    emit displayOptionsChanged();
}

int ExplorerState::rowOfPoint(int point) const {
    return point >= 0 && static_cast<size_t>(point) < m_pointRows.size()
               ? m_pointRows[static_cast<size_t>(point)]
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

void ExplorerState::recompute() {
    QElapsedTimer timer;
    timer.start();
    std::vector<ExplorerRow> rows;
    std::vector<analysis::AnalysisPoint> points;
    std::vector<int> pointRows;
    analysis::AnalysisParams params = m_params;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (!m_filter.acceptsScope(set))
            continue;
        ExplorerRow row;
        row.set = &set;
        row.pointKey = pointKeyOf(set);
        row.passesFilter = m_filter.accepts(set);
        row.excluded = m_excluded.contains(row.pointKey);
        // Scaling is compared within one benchmark: with "all benchmarks" the table lists the
        // results but nothing is derived (E' across benchmarks would be meaningless).
        if (row.passesFilter && row.hasScore() && !m_filter.benchmark.isEmpty()) {
            // Filtering is done here, once, for table and analysis alike; the analysis only
            // learns which of its points the user excluded.
            row.point = static_cast<int>(points.size());
            points.push_back(toAnalysisPoint(set)); // key = pointKeyOf(set)
            pointRows.push_back(static_cast<int>(rows.size()));
            if (row.excluded)
                params.filter.excludedKeys.push_back(points.back().key);
        }
        rows.push_back(std::move(row));
    }
    const bool sameRows =
        rows.size() == m_rows.size() &&
        std::equal(rows.begin(), rows.end(), m_rows.begin(),
                   [](const ExplorerRow& a, const ExplorerRow& b) { return a.set == b.set; });
    m_result = analysis::runAnalysis(points, params);
    m_rows = std::move(rows);
    m_points = std::move(points);
    m_pointRows = std::move(pointRows);
    m_lastRecomputeUs = timer.nsecsElapsed() / 1000;
    emit rowsChanged(sameRows);
}

} // namespace mlpe
