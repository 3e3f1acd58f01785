#pragma once

#include "core/analysis/analysisresult.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace mlpe {

class ExplorerState;
class RebuildWhenShown;
class FamilyPanel;

// The hardware-controlled view: small multiples, one panel per accelerator family in view, each
// family measured against its own smallest system (the per-family rule), all panels on the same
// axes (log2 N; E'), each with the E' = tau line, its reference ringed and its own threshold
// break-even N* as a vertical line. Under each panel, the family's answer in words
// (scalingAnswer()). A family's panel is kept from one rebuild to the next.
class FamilyMultiplesView : public QWidget {
    Q_OBJECT
public:
    explicit FamilyMultiplesView(ExplorerState* state, QWidget* parent = nullptr);

    // Builds now (a change does it by itself while the view is visible, and when next shown).
    void rebuild();
    const QList<FamilyPanel*>& panels() const { return m_panels; }
    const analysis::AnalysisResult& result() const { return m_result; }
    // Families shown, in panel order.
    QStringList families() const { return m_families; }
    QString answerFor(const QString& family) const;

private:
    void build();
    ExplorerState* m_state;
    QGridLayout* m_grid;
    QLabel* m_empty;
    QList<FamilyPanel*> m_panels; // in family order
    QStringList m_families;
    QStringList m_answers;
    analysis::AnalysisResult m_result;
    RebuildWhenShown* m_rebuild;
};

} // namespace mlpe
