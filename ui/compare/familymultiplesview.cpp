#include "familymultiplesview.h"

#include "core/analysis/analysisengine.h"
#include "core/text/scalinganswer.h"
#include "core/text/sensitivityverdict.h"
#include "ui/charts/familypanel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/rebuildwhenshown.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>
#include <set>

namespace mlpe {

using namespace analysis;
using namespace text;

FamilyMultiplesView::FamilyMultiplesView(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_grid(new QGridLayout)
    , m_empty(new QLabel(this))
    , m_rebuild(new RebuildWhenShown(this, [this] { build(); })) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addLayout(m_grid, 1);
    m_empty->setWordWrap(true);
    connect(state, &ExplorerState::rowsChanged, this, [this] { m_rebuild->request(); });
}

void FamilyMultiplesView::rebuild() {
    m_rebuild->rebuildNow();
}

QString FamilyMultiplesView::answerFor(const QString& family) const {
    const int i = m_families.indexOf(family);
    return i < 0 ? QString() : m_answers[i];
}

void FamilyMultiplesView::build() {
    const auto& points = m_state->analysisPoints();
    AnalysisParams params = m_state->analysisInputParams();
    params.reference.strategy = ReferenceStrategy::PerFamily;
    params.clustering.enabled = false;
    params.fits.enabled = false;
    params.sensitivity.enabled = false;
    m_result = runAnalysis(points, params);

    // Shared axes over every family: every point in view, tau, and E' = 0.
    std::set<std::string> families;
    ValueBox shared;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& r = m_result.points[i];
        if (r.state != PointState::InView || !std::isfinite(r.efficiency))
            continue;
        families.insert(points[i].family);
        shared.include(QPointF(points[i].accelerators, r.efficiency));
    }
    m_empty->setVisible(families.empty());
    m_empty->setText(tr("No point in view: choose a benchmark with results."));
    shared.includeY(params.breakEven.tau);
    shared.includeY(0.0);

    // A family's panel is reused (its series too); panels of families gone are deleted.
    QHash<QString, FamilyPanel*> previous;
    for (int i = 0; i < m_panels.size(); ++i) {
        m_grid->removeWidget(m_panels[i]); // placed again below, in the new order
        previous.insert(m_families[i], m_panels[i]);
    }
    m_panels.clear();
    m_families.clear();
    m_answers.clear();
    const int columns = families.size() <= 4 ? 2 : 3;
    for (const std::string& f : families) {
        const QString family = QString::fromStdString(f);
        FamilyPanel* panel = previous.take(family);
        if (!panel)
            panel = new FamilyPanel(this);
        const QString answer = QString::fromStdString(scalingAnswer(points, m_result, f));
        panel->setContent({family, &points, &m_result, params.breakEven.tau, shared, answer,
                           m_state->familiesInScope()});
        m_grid->addWidget(panel, int(m_panels.size()) / columns, int(m_panels.size()) % columns);
        m_families << family;
        m_answers << answer;
        m_panels << panel;
    }
    qDeleteAll(previous);
}

} // namespace mlpe
