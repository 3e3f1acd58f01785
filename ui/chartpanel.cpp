#include "chartpanel.h"

#include "charts/chartkinds.h"
#include "charts/chartpage.h"
#include "state/explorerstate.h"
#include "widgets/inlinebanner.h"

#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

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
    for (const ChartKind& kind : chartKinds()) {
        auto* page = new ChartPage(kind, state, m_tabs);
        m_pages << page;
        connect(page, &ChartPage::built, this, &ChartPanel::pageBuilt);
        const int index = m_tabs->addTab(page, tr(kind.tabTitle));
        m_tabs->setTabToolTip(index, tr(kind.toolTip));
    }
    connect(m_banner, &InlineBanner::actionTriggered, state, &ExplorerState::resetFilters);
    connect(state, &ExplorerState::rowsChanged, this, &ChartPanel::updateState);
    connect(state, &ExplorerState::displayOptionsChanged, this, &ChartPanel::updateState);
    updateState();
}

ChartPage* ChartPanel::page(const QString& id) const {
    return m_pages.value(chartKindIds().indexOf(id));
}

AbstractChartView* ChartPanel::chart(const QString& id) const {
    ChartPage* p = page(id);
    return p ? p->chart() : nullptr;
}

ScatterChartView* ChartPanel::scatterChart(const QString& id) const {
    ChartPage* p = page(id);
    return p ? p->scatterChart() : nullptr;
}

ChartLegend* ChartPanel::legend(const QString& id) const {
    ChartPage* p = page(id);
    return p ? p->legend() : nullptr;
}

CaptionLabel* ChartPanel::caption(const QString& id) const {
    ChartPage* p = page(id);
    return p ? p->caption() : nullptr;
}

ChartPage* ChartPanel::currentPage() const {
    return m_pages.value(m_tabs->currentIndex());
}

ScatterChartView* ChartPanel::currentScatterChart() const {
    ChartPage* p = currentPage();
    return p ? p->scatterChart() : nullptr;
}

QList<ScatterChartView*> ChartPanel::scatterCharts() const {
    QList<ScatterChartView*> charts;
    for (ChartPage* p : m_pages)
        if (p->scatterChart())
            charts << p->scatterChart();
    return charts;
}

void ChartPanel::zoomBackCurrent() {
    if (ChartPage* p = currentPage())
        p->zoomBack();
}

void ChartPanel::resetZoomCurrent() {
    if (ChartPage* p = currentPage())
        p->resetZoom();
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
    for (ChartPage* p : m_pages)
        p->updateCaption();
}

} // namespace mlpe
