#include "compareview.h"

#include "comparisontablemodel.h"
#include "core/report/comparisonreportwriter.h"
#include "core/text/comparisonverdict.h"
#include "core/text/scalinganswer.h"
#include "core/text/sensitivityverdict.h"
#include "familymultiplesview.h"
#include "scenarioeditor.h"
#include "ui/charts/acrossroundsview.h"
#include "ui/charts/comparisonchartpage.h"
#include "ui/charts/sensitivitypage.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace mlpe {

using namespace analysis;
using namespace text;

CompareView::CompareView(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_comparison(new ComparisonModel(state, this))
    , m_editorA(new ScenarioEditor(tr("Scenario A (filled)"), state, this))
    , m_editorB(new ScenarioEditor(tr("Scenario B (hollow)"), state, this))
    , m_swap(new QPushButton(tr("Swap A/B"), this))
    , m_setA(new QPushButton(tr("Set A from current view"), this))
    , m_hardwareFamily(new QComboBox(this))
    , m_hardwareTest(new QPushButton(tr("Hardware test"), this))
    , m_note(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_verdicts(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_chart(new ComparisonChartPage(m_comparison, this))
    , m_model(new ComparisonTableModel(m_comparison, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_breakEven(new QLabel(this))
    , m_sensitivity(new SensitivityPage(m_comparison, this))
    , m_families(new FamilyMultiplesView(state, this))
    , m_rounds(new AcrossRoundsView(state, this)) {
    setObjectName(QStringLiteral("compareView"));
    for (QLabel* l : {m_note, m_answer, m_verdicts, m_breakEven}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_note->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #5a4200; "
                                         "border: 1px solid #e0c46c; padding: 4px; }"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(createScenarioRow());
    layout->addWidget(m_note);
    layout->addWidget(m_verdicts);
    layout->addWidget(m_answer);
    layout->addWidget(m_tabs, 1);

    setUpTable();
    createTabs();
    connectControls();
    m_editorA->setScenario(m_state->scenarioA());
    m_editorB->setScenario(m_state->scenarioB());
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(int(ComparisonTableModel::Column::System), 150);
    m_fittedRows = m_model->rowCount();
    refillHardwareFamilies();
    updateTexts();
}

QHBoxLayout* CompareView::createScenarioRow() {
    m_swap->setToolTip(tr("Exchange scenarios A and B"));
    m_setA->setToolTip(tr("Scenario A becomes the reference choice of the main view"));
    m_hardwareTest->setToolTip(
        tr("The reviewers' test: B = this family only, measured against its own smallest "
           "system; A = the paper rule on every system in view"));
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_swap);
    buttons->addWidget(m_setA);
    auto* hw = new QHBoxLayout;
    hw->addWidget(m_hardwareFamily, 1);
    hw->addWidget(m_hardwareTest);
    buttons->addLayout(hw);
    buttons->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(m_editorA, 1);
    top->addWidget(m_editorB, 1);
    top->addLayout(buttons);

    return top;
}

void CompareView::setUpTable() {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ComparisonTableModel::SortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Columns fit their contents when the rows change, not on every recompute (ResizeToContents
    // measures every cell on every model reset: a third of a live update). Long system names
    // would push the numbers out of sight: the name column keeps a set width, elided.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(false);
}

ComparisonChartView* CompareView::chartView() const {
    return m_chart->chartView();
}

SensitivityChartView* CompareView::sensitivityView() const {
    return m_sensitivity->chartView();
}

void CompareView::createTabs() {
    auto* tableSide = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_breakEven);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_chart);
    split->addWidget(tableSide);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({520, 560});
    split->setChildrenCollapsible(false);
    m_tabs->addTab(split, tr("E′ under A and B"));

    m_tabs->addTab(m_sensitivity, tr("Reference sensitivity"));
    m_tabs->addTab(m_families, tr("Per family (hardware-controlled)"));
    m_tabs->addTab(m_rounds, tr("Across rounds"));
}

void CompareView::connectControls() {
    connect(m_editorA, &ScenarioEditor::edited, this, [this](const ComparisonScenario& a) {
        m_state->setScenarios(a, m_state->scenarioB());
    });
    connect(m_editorB, &ScenarioEditor::edited, this, [this](const ComparisonScenario& b) {
        m_state->setScenarios(m_state->scenarioA(), b);
    });
    connect(m_swap, &QPushButton::clicked, m_state, &ExplorerState::swapScenarios);
    connect(m_setA, &QPushButton::clicked, m_state, &ExplorerState::setScenarioAFromView);
    connect(m_hardwareTest, &QPushButton::clicked, this, &CompareView::applyHardwareTest);
    connect(m_comparison, &ComparisonModel::comparisonChanged, this, [this] {
        if (m_model->rowCount() != m_fittedRows) {
            m_fittedRows = m_model->rowCount();
            m_table->resizeColumnsToContents();
            m_table->setColumnWidth(int(ComparisonTableModel::Column::System), 150);
        }
        m_editorA->setScenario(m_state->scenarioA());
        m_editorB->setScenario(m_state->scenarioB());
        refillHardwareFamilies();
        updateTexts();
    });
    // Linked selection: table row <-> the state's selected result set (charts ring it).
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_state->setSelectedKey(
                        current.data(ComparisonTableModel::ResultSetKeyRole).toString());
            });
    const auto showSelection = [this](const QString& key) {
        const int row = m_model->rowOfResultSetKey(key);
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        if (row < 0 || !index.isValid()) {
            m_table->clearSelection();
            return;
        }
        if (m_table->currentIndex().row() != index.row())
            m_table->selectRow(index.row());
        m_table->scrollTo(index);
    };
    connect(m_state, &ExplorerState::selectionChanged, this, showSelection);
}

void CompareView::refillHardwareFamilies() {
    const QString current = m_hardwareFamily->currentData().toString();
    QMap<QString, int> counts; // families in view, with their points
    const auto& points = m_state->analysisPoints();
    const auto& result = m_state->analysis();
    for (std::size_t i = 0; i < points.size() && i < result.points.size(); ++i)
        if (result.points[i].state == PointState::InView)
            ++counts[QString::fromStdString(points[i].family)];
    const QSignalBlocker blocker(m_hardwareFamily);
    m_hardwareFamily->clear();
    QString largest;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        m_hardwareFamily->addItem(
            FamilyPalette::swatchIcon(FamilyLooks::styleIn(it.key(), m_state->familiesInScope())),
            tr("%1 only").arg(it.key()), it.key());
        if (largest.isEmpty() || it.value() > counts.value(largest))
            largest = it.key();
    }
    // Keep the user's choice; else the family with the most points (the reviewers' H100 test).
    const int keep = m_hardwareFamily->findData(current.isEmpty() ? largest : current);
    m_hardwareFamily->setCurrentIndex(keep >= 0 ? keep : m_hardwareFamily->findData(largest));
    m_hardwareTest->setEnabled(!counts.isEmpty());
}

void CompareView::applyHardwareTest() {
    const QString family = m_hardwareFamily->currentData().toString();
    if (family.isEmpty())
        return;
    ComparisonScenario a; // the paper rule on everything in view
    ComparisonScenario b;
    b.reference.strategy = ReferenceStrategy::PerFamily; // the family's own smallest system
    b.families = {family.toStdString()};
    m_state->setScenarios(a, b);
}

QString CompareView::breakEvenText() const {
    return m_breakEven->text();
}
QString CompareView::noteText() const {
    return m_note->isVisible() ? m_note->text() : QString();
}
QString CompareView::answerText() const {
    return m_answer->text();
}
QString CompareView::verdictText() const {
    return m_verdicts->text();
}

void CompareView::updateTexts() {
    const ComparisonResult& c = m_comparison->result();
    // Break-even: the three definitions (series "all"), A next to B.
    const auto find = [](const AnalysisResult& r, BreakEvenDefinition d) -> const BreakEvenResult* {
        for (const BreakEvenResult& b : r.breakEven)
            if (b.definition == d && b.series == "all")
                return &b;
        return nullptr;
    };
    const std::pair<BreakEvenDefinition, QString> definitions[] = {
        {BreakEvenDefinition::EfficiencyThreshold,
         tr("Efficiency threshold (largest N with E′ ≥ τ = %1)")
             .arg(m_state->analysisParams().breakEven.tau)},
        {BreakEvenDefinition::ParetoKnee, tr("Pareto knee (Kneedle on T vs G)")},
        {BreakEvenDefinition::ValueOfTime,
         tr("Value of time (min G + λT, λ = %1)").arg(m_state->analysisParams().breakEven.lambda)},
    };
    QString html = tr("<table cellspacing='0' cellpadding='3'><tr><th align='left'>Break-even"
                      "</th><th align='left'>A</th><th align='left'>B</th></tr>");
    for (const auto& [definition, label] : definitions) {
        const BreakEvenResult* a = find(c.a, definition);
        const BreakEvenResult* b = find(c.b, definition);
        html +=
            QStringLiteral("<tr><td>%1</td><td><b>%2</b></td><td><b>%3</b></td></tr>")
                .arg(label.toHtmlEscaped(), a ? ComparisonReportWriter::breakEvenText(*a) : tr("—"),
                     b ? ComparisonReportWriter::breakEvenText(*b) : tr("—"));
    }
    html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                .arg(tr("Reference sensitivity"),
                     QString::fromStdString(text::sensitivityVerdict(c.a.sensitivity).text)
                         .toHtmlEscaped(),
                     QString::fromStdString(text::sensitivityVerdict(c.b.sensitivity).text)
                         .toHtmlEscaped());
    html +=
        QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr></table>")
            .arg(tr("Reference"),
                 m_comparison->referenceName(c.a, c.a.references.size() == 1 ? 0 : -1)
                     .toHtmlEscaped(),
                 c.b.references.size() == 1 ? m_comparison->referenceName(c.b, 0).toHtmlEscaped()
                                            : tr("one per family (%1)").arg(c.b.references.size()));
    html += tr("<small>%1 of %2 rows change rank. E′ and ranks are derived metrics, not official "
               "MLPerf results.</small>")
                .arg(c.rankChanges)
                .arg(c.rows.size());
    m_breakEven->setText(html);

    QStringList notes;
    for (int s = 0; s < 2; ++s) {
        const QString note = m_comparison->mixedHardwareNote(s);
        if (!note.isEmpty())
            notes << QStringLiteral("%1: %2").arg(s == 0 ? tr("A") : tr("B"), note);
    }
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());

    // A one-family scenario answers the hardware test in words.
    QStringList answers;
    const auto& points = m_comparison->points();
    const ComparisonScenario* scenarios[] = {&m_state->scenarioA(), &m_state->scenarioB()};
    const AnalysisResult* results[] = {&c.a, &c.b};
    for (int s = 0; s < 2; ++s) {
        // Pooled E' against several references (per family, several families) has no single
        // answer: the per-family panels give one each.
        if (results[s]->references.size() != 1)
            continue;
        const std::string series =
            scenarios[s]->families.size() == 1 ? scenarios[s]->families.front() : "all";
        const std::string answer = scalingAnswer(points, *results[s], series);
        if (!answer.empty())
            answers << tr("<b>%1</b> (%2): %3")
                           .arg(
                               s == 0 ? tr("A") : tr("B"),
                               ComparisonReportWriter::scenarioLabel(*scenarios[s]).toHtmlEscaped(),
                               QString::fromStdString(answer).toHtmlEscaped());
    }
    m_answer->setText(answers.join(QStringLiteral("<br>")));

    const text::ComparisonVerdicts verdicts = text::comparisonVerdicts(points, c);
    QStringList lines;
    for (const std::string* line : {&verdicts.ranking, &verdicts.breakEven, &verdicts.hardware})
        if (!line->empty())
            lines << QStringLiteral("• ") + QString::fromStdString(*line).toHtmlEscaped();
    m_verdicts->setText(lines.join(QStringLiteral("<br>")));
    m_verdicts->setVisible(!lines.isEmpty());
}

} // namespace mlpe
