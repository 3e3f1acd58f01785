#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/analysis/analysisresult.h"
#include "core/io/expected.h"
#include "core/model/dataset.h"
#include "core/session/filtersettings.h"
#include "core/session/viewanalysis.h"
#include "core/session/viewstate.h"
#include "explorerrow.h"
#include "prepareddataset.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace mlpe {

namespace analysis {
class ClusteringMemo;
} // namespace analysis

// The one shared state of the explorer: data, the view (a ViewState: filter, exclusions, analysis
// settings, scenarios) and the selection, plus everything derived from them. Panels, table and
// charts observe it (and edit it through its setters); none of them owns it. Every setter
// recomputes (a few hundred microseconds on real data) and emits rowsChanged() once, then the
// specific xxxChanged() signal. From backgroundThreshold() result sets in scope on, the rows and
// the analysis are derived on the thread pool instead: the setter updates the view and returns,
// the rows and the analysis change together when it is done (rowsChanged() then); a change made
// meanwhile wins, the analysis of the older one is dropped.
//
// The analysis is computed by viewAnalysisInput() + runAnalysis() on the view state, exactly as
// `mlperf-explorer analyze --session` computes it: the window and the command line cannot
// disagree (tst_viewequivalence).
class ExplorerState : public QObject {
    Q_OBJECT
public:
    explicit ExplorerState(QObject* parent = nullptr);
    ~ExplorerState() override;

    // --- data
    // Replaces the data. Keeps round/benchmark when they still exist, otherwise picks the newest
    // round and its benchmark with the most scored results. Clears the selection.
    void setDataset(Dataset dataset);
    void setDataset(PreparedDataset prepared); // the same, prepared already (on any thread)
    const Dataset& dataset() const { return *m_dataset; }
    QStringList rounds() const;                         // newest first
    QStringList benchmarks(const QString& round) const; // canonical ids; round "" = all rounds

    // --- filter (the FilterSettings part of the view)
    const FilterSettings& filter() const { return m_view; }
    void setFilter(FilterSettings filter);
    void setRound(const QString& round);
    void setBenchmark(const QString& canonicalId);
    void setFamilyHidden(const QString& family, bool hidden);
    // Family or variant as "the same hardware" (per-family references, family list, legends).
    void setHardwareGrouping(analysis::HardwareGrouping grouping);
    // Whether the family filter leaves out hardware group `group` (a family, or a variant under
    // variant grouping, where an entry naming its family counts too).
    bool groupHidden(const QString& group) const;
    // Clears every criterion but round and benchmark ("Reset filters" of the empty state).
    void resetFilters();

    // --- exclusions (by point key "round/submitter/system/benchmark", pointKeyOf())
    bool isExcluded(const QString& pointKey) const;
    void setExcluded(const QString& pointKey, bool excluded);
    void restoreAll();
    const QStringList& exclusions() const { return m_view.excluded; } // sorted

    // --- analysis settings (reference, tau, lambda, clustering, ...). The `filter` member of
    // the params is ignored: it is built from filter() and exclusions().
    const analysis::AnalysisParams& analysisParams() const { return m_view.analysis; }
    void setAnalysisParams(const analysis::AnalysisParams& params);
    void setReferenceStrategy(analysis::ReferenceStrategy strategy);
    // User pick by point key; switches the strategy to UserPick.
    void setUserReference(const QString& pointKey);
    void setTau(double tau);
    void setLambda(double lambda);
    void setClusterCount(int k); // 0 = auto
    void setSeed(quint64 seed);
    // Amdahl / USL fits per series (AnalysisParams::fits.enabled; off by default in the window,
    // where they are drawn as curves) and run-to-run error bars on the charts (display only).
    void setFitsEnabled(bool enabled);
    bool showErrorBars() const { return m_showErrorBars; }
    void setShowErrorBars(bool show);
    // What the scatter charts' point colours show (display only; shapes always show families).
    ColourBy colourBy() const { return m_view.colourBy; }
    void setColourBy(ColourBy colourBy);

    // --- money: the user's price per accelerator-hour of each family (empty = nothing in money
    // is shown) and the value of time in money per minute saved. Part of the analysis (cost to
    // train, the (T, cost) frontier): a change recomputes and emits analysisParamsChanged(), so
    // undo takes it as one step.
    const PriceTable& prices() const { return m_view.prices; }
    void setPrices(const PriceTable& prices);
    void setLambdaMoney(double lambdaMoney);

    // --- comparison scenarios A and B (the Compare view). Part of the view state, so
    // sessions keep them and undo covers them. Setting them recomputes nothing here: the
    // comparison is derived by ComparisonModel.
    const analysis::ComparisonScenario& scenarioA() const { return m_view.scenarioA; }
    const analysis::ComparisonScenario& scenarioB() const { return m_view.scenarioB; }
    void setScenarios(const analysis::ComparisonScenario& a, const analysis::ComparisonScenario& b);
    void swapScenarios();
    // Scenario A becomes the current view's reference choice (B is kept).
    void setScenarioAFromView();
    // The params the last analysis ran with: analysisParams() with the selection
    // viewAnalysisInput() built (rounds, benchmark, families in view, exclusions).
    const analysis::AnalysisParams& analysisInputParams() const { return m_inputParams; }

    // --- selection (by result set key, ResultSet::key(); empty = none)
    const QString& selectedKey() const { return m_selectedKey; }
    void setSelectedKey(const QString& resultSetKey);

    // --- derived
    // Every result set in scope (round + benchmark), in dataset order; see ExplorerRow.
    const std::vector<ExplorerRow>& rows() const { return m_viewRows->rows; }
    int rowIndexOfKey(const QString& resultSetKey) const;
    int pointsInAnalysis() const;
    // What runAnalysis() was given (rows passing the filter with a score, excluded ones
    // included and marked in the params) and what it returned; index-aligned.
    const std::vector<analysis::AnalysisPoint>& analysisPoints() const {
        return m_viewRows->input.points;
    }
    const analysis::AnalysisResult& analysis() const { return m_result; }
    // text::hardwareMixSentence() of analysis() ("The reference, ... scaling.");
    // empty when the view mixes no hardware under its reference.
    const QString& hardwareMixWarning() const { return m_mixWarning; }
    // Row of an analysis point (index into rows()), or -1.
    int rowOfPoint(int point) const;
    // The derived values of a row, or null when the row is not in the analysis.
    const analysis::PointResult* pointResult(const ExplorerRow& row) const;
    // Point key of the reference row `row` is measured against (empty when none).
    QString referenceKeyOf(const ExplorerRow& row) const;
    // Duration of the last recompute (filter, analysis and rows), microseconds.
    qint64 lastRecomputeMicroseconds() const { return m_lastRecomputeUs; }
    // The window's thread taken by the last result taken (the rows, their indexes and every
    // view's update on rowsChanged()), microseconds: what a background analysis still blocks.
    qint64 lastApplyMicroseconds() const { return m_lastApplyUs; }
    // Views of this many result sets in scope or more are derived in the background (see the
    // class comment).
    int backgroundThreshold() const { return m_backgroundThreshold; }
    void setBackgroundThreshold(int sets) { m_backgroundThreshold = sets; }
    // A background analysis is running: rows() and analysis() still show the previous view.
    bool analysisPending() const { return m_running; }
    // Families (or variants, under variant grouping) present in scope regardless of the family
    // filter (chart legends, filter panel), sorted case-insensitively. Computed once per
    // recompute: charts, table cells and editors ask for it once per point.
    const QStringList& familiesInScope() const { return m_viewRows->indexes.familiesInScope; }
    // Scored result sets in scope per hardware group and per submitter, ignoring the filter.
    const QMap<QString, int>& scoredPerGroup() const { return m_viewRows->indexes.scoredPerGroup; }
    const QMap<QString, int>& scoredPerSubmitter() const {
        return m_viewRows->indexes.scoredPerSubmitter;
    }
    // Rows the state has walked since it was created: the rows built by each recompute, plus any
    // derived query that walks them. Per-change paths ask for derived values once per point, so
    // a query that walked every row would make a change quadratic; tests count this per change.
    quint64 rowsVisited() const { return m_rowsVisited; }

    static QString pointKeyOf(const ResultSet& set);

    // --- the view state (sessions, undo): data sources, filter, exclusions and analysis
    // settings. The presentation fields (chart, zoom, table) are left at their defaults; the
    // window adds them.
    ViewState viewState() const;
    // Applies the analysis part of `state` all at once (one recompute) or not at all: fails and
    // leaves everything unchanged when the window cannot show it (several rounds), saying why.
    // Applied, it gives the notes on what the data lacks and what is shown instead (see
    // viewStateMismatches()). Data sources are not loaded here.
    Expected<QStringList> applyViewState(const ViewState& state);
    // The check applyViewState() makes: fails, saying why, when the window cannot show `state`.
    static Expected<void> checkViewState(const ViewState& state);
    // File > New: every filter, exclusion and setting back to its default, default scope; the
    // prices are kept (what an accelerator-hour costs does not depend on the view).
    void resetToDefaults();

signals:
    void datasetChanged();
    // After applyViewState(): every xxxChanged() signal has been emitted once.
    void viewStateApplied();
    void filterChanged();
    void exclusionsChanged();
    void selectionChanged(const QString& resultSetKey);
    void analysisParamsChanged();
    void scenariosChanged();
    // Display-only options changed (error bars): charts redraw, nothing is recomputed.
    void displayOptionsChanged();
    // The rows (and everything derived) were recomputed. `sameRows` is true when the list of
    // result sets is unchanged (only flags or derived values changed): views can keep their
    // selection and scroll position.
    void rowsChanged(bool sameRows);

private:
    // What one recompute gives before the state takes it: the rows, and the analysis.
    struct Derived;
    // Derived once per recompute, with the rows (see familiesInScope()): O(1) per query.
    struct RowIndexes {
        QStringList familiesInScope;
        // The row of each result set (-1: not in scope). A key's first row is the row of its
        // first set (DatasetIndex::firstSetOfKey): the sets of one key share round and benchmark
        // folder, so they are in scope together.
        std::vector<int> rowOfSet;
        std::shared_ptr<const DatasetIndex> data; // of the data the rows point into
        QHash<QString, QString> familyOfGroup;    // hardware group -> family of its first row
        int pointsInAnalysis = 0;
        // Scored result sets in scope per hardware group and per submitter (the filter lists'
        // counts), whatever the filter says.
        QMap<QString, int> scoredPerGroup;
        QMap<QString, int> scoredPerSubmitter;
    };
    // What a view's rows and the analysis' points are made of: the data, and the view's filter,
    // exclusions, grouping and prices, but none of its analysis settings (the reference pick
    // included). Immutable and shared,
    // so that a change of the analysis settings alone (tau, lambda, k, the reference rule)
    // reuses them: at 10,000 sets they take about 7 ms to build.
    struct ViewRows {
        std::shared_ptr<const Dataset> dataset; // what the rows point into
        std::vector<ExplorerRow> rows;
        std::vector<int> pointRows;
        // Its params' filter and cost parts are the view's; the rest is set per analysis.
        ViewAnalysisInput input;
        RowIndexes indexes;
        // What it was built from (see reusableFor()).
        FilterSettings filter;
        QStringList excluded;
        PriceTable prices;
        std::string pickedReference; // the pick input.params' filteredOutKeys were made for
        bool reusableFor(const Dataset* data, const ViewState& view) const;
    };
    static RowIndexes indexRows(const std::vector<ExplorerRow>& rows,
                                std::shared_ptr<const DatasetIndex> data,
                                std::vector<int> rowOfSet);
    void recompute();
    // The rows and input of `view`: `previous` when it was built from the same data and the same
    // parts of the view, else made again (`twoThreads`: the rows on a thread of their own,
    // beside the analysis' input, for large views).
    static Derived deriveRows(std::shared_ptr<const Dataset> dataset,
                              std::shared_ptr<const DatasetIndex> index, const ViewState& view,
                              std::shared_ptr<const ViewRows> previous, bool twoThreads);
    // Fills `rows` (its dataset set) for `view`; returns the result sets and rows it walked.
    static quint64 buildRows(ViewRows& rows, std::shared_ptr<const DatasetIndex> index,
                             const ViewState& view, bool twoThreads);
    std::size_t setsInScope();
    void apply(Derived derived);
    void startBackground(QElapsedTimer sinceChange);
    void chooseDefaultScope();

    std::shared_ptr<const Dataset> m_dataset;
    // The last clustering, reused by a recompute whose clustered features did not change (tau,
    // lambda, prices): shared with the background analysis, which may outlive a change.
    std::shared_ptr<analysis::ClusteringMemo> m_clusteringMemo;
    // Every result set as a point, in order; shared with the background work, never modified.
    std::shared_ptr<const DatasetIndex> m_index = std::make_shared<const DatasetIndex>();
    // Filter, exclusions, analysis settings, scenarios, colour-by. Its data sources and
    // presentation fields are unused (viewState() fills the sources from the dataset).
    ViewState m_view;
    QString m_selectedKey;
    // The rows, points and indexes of the last result taken. Their dataset is m_dataset, or the
    // previous one while a background analysis of the new data runs.
    std::shared_ptr<const ViewRows> m_viewRows = std::make_shared<const ViewRows>();
    QStringList m_rounds; // of the current dataset, newest first (PreparedDataset)
    // benchmarks() of the current dataset, computed on the first question.
    mutable QHash<QString, QStringList> m_benchmarksOfRound;
    quint64 m_rowsVisited = 0;
    analysis::AnalysisParams m_inputParams;
    analysis::AnalysisResult m_result;
    QString m_mixWarning;
    qint64 m_lastRecomputeUs = 0;
    qint64 m_lastApplyUs = 0;
    bool m_showErrorBars = false;
    // Real data (tens of points) stays synchronous: a change is one frame either way.
    int m_backgroundThreshold = 2000;
    bool m_running = false;   // a background analysis is running
    bool m_queued = false;    // the view changed since it started: its result is stale
    quint64 m_generation = 0; // bumped by setDataset(): results of older data are dropped
};

} // namespace mlpe
