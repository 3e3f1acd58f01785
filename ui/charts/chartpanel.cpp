#include "chartpanel.h"

#include "chartkinds.h"
#include "chartlegend.h"
#include "chartwithlegend.h"
#include "clusterdiagnosticsview.h"
#include "costchartview.h"
#include "efficiencychartview.h"
#include "paretochartview.h"
#include "speedupchartview.h"
#include "timechartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/inlinebanner.h"

#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace mlpe {

ChartPanel::ChartPanel(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_tabs(new QTabWidget(this))
    , m_banner(new InlineBanner(this)) {
    m_tabs->setDocumentMode(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    // The stretches only get space when the tabs (stretch 1) give way to the banner, which then
    // sits in the middle of the chart area, where the chart would be.
    layout->addStretch(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);
    layout->addStretch(0);
    // One tab per chart kind, in the registry's order (the View menu and Ctrl+1… follow).
    for (const ChartKind& kind : chartKinds())
        addPage(kind.create(state).release(), tr(kind.tabTitle), tr(kind.toolTip));
    m_efficiency = chartOf<EfficiencyChartView>();
    m_time = chartOf<TimeChartView>();
    m_speedup = chartOf<SpeedupChartView>();
    m_pareto = chartOf<ParetoChartView>();
    m_diagnostics = chartOf<ClusterDiagnosticsView>();
    m_cost = chartOf<CostChartView>();
    connect(m_banner, &InlineBanner::actionTriggered, state, &ExplorerState::resetFilters);
    connect(state, &ExplorerState::rowsChanged, this, &ChartPanel::updateState);
    connect(state, &ExplorerState::displayOptionsChanged, this, &ChartPanel::updateState);
    updateState();
}

QWidget* ChartPanel::addPage(AbstractChartView* chart, const QString& title,
                             const QString& toolTip) {
    auto* page = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    // Scatter charts get a legend widget that wraps and scrolls (Qt's in-chart legend cannot).
    if (auto* scatter = qobject_cast<ScatterChartView*>(chart)) {
        auto* withLegend = new ChartWithLegend(scatter, page);
        m_legends << withLegend->legend();
        layout->addWidget(withLegend, 1);
    } else {
        m_legends << nullptr;
        layout->addWidget(chart, 1);
    }
    // Three lines: short captions end within them; the details are in the tooltip.
    auto* caption = new CaptionLabel(3, page);
    QFont small = caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    caption->setFont(small);
    layout->addWidget(caption);
    m_captions << caption;
    m_charts << chart;
    const int index = m_tabs->addTab(page, title);
    m_tabs->setTabToolTip(index, toolTip);
    return page;
}

AbstractChartView* ChartPanel::chart(const QString& id) const {
    return m_charts.value(chartKindIds().indexOf(id));
}

ChartLegend* ChartPanel::legend(const QString& id) const {
    return m_legends.value(chartKindIds().indexOf(id));
}

CaptionLabel* ChartPanel::caption(const QString& id) const {
    return m_captions.value(chartKindIds().indexOf(id));
}

QList<ScatterChartView*> ChartPanel::scatterCharts() const {
    QList<ScatterChartView*> charts;
    for (AbstractChartView* chart : m_charts)
        if (auto* scatter = qobject_cast<ScatterChartView*>(chart))
            charts << scatter;
    return charts;
}

ScatterChartView* ChartPanel::currentScatterChart() const {
    return qobject_cast<ScatterChartView*>(m_charts.value(m_tabs->currentIndex()));
}

void ChartPanel::zoomBackCurrent() {
    if (ScatterChartView* chart = currentScatterChart())
        chart->zoomBack();
}

void ChartPanel::resetZoomCurrent() {
    if (ScatterChartView* chart = currentScatterChart())
        chart->resetZoom();
}

void ChartPanel::updateState() {
    const FilterSettings& filter = m_state->filter();
    const int inAnalysis = m_state->pointsInAnalysis();
    QString message;
    QString action;
    InlineBanner::Kind kind = InlineBanner::Kind::Info;
    bool hide = true;
    if (m_state->dataset().resultSets.empty()) {
        message = tr("No data loaded: import a training_results_vX.Y folder (Ctrl+O).");
    } else if (filter.benchmark.isEmpty()) {
        message = tr("Choose a benchmark in the filter panel: scaling is compared within one "
                     "benchmark.");
    } else if (m_state->rows().empty()) {
        message = tr("No results for this benchmark in this round.");
    } else if (inAnalysis == 0) {
        kind = InlineBanner::Kind::Warning;
        const bool anyScored = std::any_of(m_state->rows().begin(), m_state->rows().end(),
                                           [](const ExplorerRow& r) { return r.hasScore(); });
        if (!anyScored) {
            message = tr("None of the %1 result sets in scope has an official score (see the "
                         "Status column).")
                          .arg(m_state->rows().size());
        } else {
            message = tr("No scored system passes the current filters and exclusions — nothing "
                         "to plot.");
            action = filter.onlyScope() ? QString() : tr("Reset filters");
        }
    } else {
        hide = false;
        if (inAnalysis == 1) {
            kind = InlineBanner::Kind::Warning;
            message = tr("Only one system in the analysis: it is its own reference (E′ = S = 1); "
                         "widen the filters to compare scaling.");
            action = filter.onlyScope() ? QString() : tr("Reset filters");
        }
    }
    m_chartsHidden = hide;
    if (message.isEmpty())
        m_banner->hide();
    else
        m_banner->showMessage(kind, message, action);
    m_tabs->setVisible(!hide);
    for (int i = 0; i < m_charts.size(); ++i)
        m_captions[i]->setText(m_charts[i]->captionText(), m_charts[i]->captionDetails());
}

} // namespace mlpe
