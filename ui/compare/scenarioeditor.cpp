#include "scenarioeditor.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QMenu>
#include <QSet>
#include <QSignalBlocker>
#include <QToolButton>
#include <algorithm>

namespace mlpe {

using analysis::ReferenceStrategy;

namespace {
// Item data of the reference combo: "paper", "family" or a point key.
const QString kPaper = QStringLiteral("\x01paper");
const QString kFamily = QStringLiteral("\x01family");
} // namespace

ScenarioEditor::ScenarioEditor(const QString& title, ExplorerState* state, QWidget* parent)
    : QGroupBox(title, parent)
    , m_state(state)
    , m_reference(new QComboBox(this))
    , m_family(new QToolButton(this))
    , m_familyMenu(new QMenu(this)) {
    auto* form = new QFormLayout(this);
    form->addRow(tr("Reference:"), m_reference);
    form->addRow(tr("Families:"), m_family);
    m_reference->setToolTip(tr("Paper rule: the slowest of the smallest systems in view. Per "
                               "family: each family's smallest system. Or any system in view."));
    m_family->setToolTip(tr("This scenario's own family filter (narrows the view): tick one "
                            "family or several."));
    m_family->setMenu(m_familyMenu);
    m_family->setPopupMode(QToolButton::InstantPopup);
    m_family->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_family->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_reference->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_reference->setMinimumContentsLength(24);
    const auto emitEdited = [this] {
        if (!m_updating)
            emit edited(scenario());
    };
    connect(m_reference, &QComboBox::currentIndexChanged, this, emitEdited);
    // A tick changes the filter; "All families in view" clears the ticks.
    connect(m_familyMenu, &QMenu::triggered, this, [this, emitEdited](QAction* action) {
        if (m_updating)
            return;
        if (action->data().toString().isEmpty())
            m_shown.families.clear();
        else
            m_shown.families = tickedFamilies();
        showFamilies();
        emitEdited();
    });
    connect(state, &ExplorerState::rowsChanged, this, &ScenarioEditor::onRowsChanged);
    m_stale = true;
}

QComboBox* ScenarioEditor::referenceCombo() {
    refillIfStale();
    return m_reference;
}

QToolButton* ScenarioEditor::familyButton() {
    refillIfStale();
    return m_family;
}

void ScenarioEditor::showEvent(QShowEvent* event) {
    refillIfStale();
    QGroupBox::showEvent(event);
}

void ScenarioEditor::onRowsChanged() {
    m_stale = true;
    if (isVisible())
        refillIfStale();
}

void ScenarioEditor::refillIfStale() {
    if (m_stale)
        refill();
}

void ScenarioEditor::refill() {
    m_stale = false;
    ++m_refills;
    m_updating = true;
    const QSignalBlocker b1(m_reference);
    m_reference->clear();
    m_reference->addItem(tr("Paper rule"), kPaper);
    m_reference->addItem(tr("Per family (hardware-controlled)"), kFamily);
    // Systems in view, by N then name: the likely references first.
    std::vector<std::size_t> order;
    const auto& points = m_state->analysisPoints();
    const auto& result = m_state->analysis();
    QSet<QString> familySet;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i >= result.points.size() || result.points[i].state != analysis::PointState::InView)
            continue;
        order.push_back(i);
        familySet.insert(QString::fromStdString(points[i].family));
    }
    QStringList families(familySet.begin(), familySet.end());
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return points[a].accelerators != points[b].accelerators
                   ? points[a].accelerators < points[b].accelerators
                   : points[a].key < points[b].key;
    });
    const QStringList& view = m_state->familiesInScope();
    for (std::size_t i : order) {
        const auto& p = points[i];
        const QString name = QString::fromStdString(p.systemName).simplified();
        m_reference->addItem(
            FamilyPalette::swatchIcon(FamilyLooks::styleIn(QString::fromStdString(p.family), view)),
            tr("N = %1 · %2 (%3)")
                .arg(p.accelerators)
                .arg(name.isEmpty() ? QString::fromStdString(p.system) : name,
                     QString::fromStdString(p.submitter)),
            QString::fromStdString(p.key));
    }
    families.sort(Qt::CaseInsensitive);
    refillFamilies(families);
    m_updating = false;
    setScenario(m_shown);
}

void ScenarioEditor::setScenario(const analysis::ComparisonScenario& s) {
    m_shown = s;
    if (m_stale)
        return; // shown by the refill
    m_updating = true;
    QString data = s.reference.strategy == ReferenceStrategy::PaperRule ? kPaper
                   : s.reference.strategy == ReferenceStrategy::PerFamily
                       ? kFamily
                       : QString::fromStdString(s.reference.userKey);
    int index = m_reference->findData(data);
    if (index < 0 && s.reference.strategy == ReferenceStrategy::UserPick) {
        // A pick not in view (another benchmark, filtered out): shown as such, kept.
        m_reference->addItem(tr("%1 (not in view)").arg(data), data);
        index = m_reference->count() - 1;
    }
    m_reference->setCurrentIndex(std::max(index, 0));
    showFamilies();
    m_updating = false;
}

void ScenarioEditor::refillFamilies(const QStringList& families) {
    m_familyMenu->clear();
    QAction* all = m_familyMenu->addAction(tr("All families in view"));
    all->setCheckable(true);
    all->setData(QString());
    m_familyMenu->addSeparator();
    for (const QString& f : families) {
        QAction* action = m_familyMenu->addAction(
            FamilyPalette::swatchIcon(FamilyLooks::styleIn(f, m_state->familiesInScope())), f);
        action->setCheckable(true);
        action->setData(f);
    }
}

void ScenarioEditor::showFamilies() {
    QStringList names;
    for (const std::string& f : m_shown.families)
        names << QString::fromStdString(f);
    // A family of the scenario that is not in view (a session from another round): kept, and
    // listed so that it can be unticked.
    for (const QString& f : names) {
        const QList<QAction*> actions = m_familyMenu->actions();
        const bool listed = std::any_of(actions.begin(), actions.end(),
                                        [&](QAction* a) { return a->data().toString() == f; });
        if (!listed) {
            QAction* action = m_familyMenu->addAction(tr("%1 (not in view)").arg(f));
            action->setCheckable(true);
            action->setData(f);
        }
    }
    for (QAction* action : m_familyMenu->actions()) {
        const QString f = action->data().toString();
        action->setChecked(f.isEmpty() ? names.isEmpty() : names.contains(f));
    }
    m_family->setText(names.isEmpty()     ? tr("All families in view")
                      : names.size() == 1 ? tr("%1 only").arg(names.front())
                                          : names.join(QStringLiteral(", ")));
}

std::vector<std::string> ScenarioEditor::tickedFamilies() const {
    std::vector<std::string> families;
    for (QAction* action : m_familyMenu->actions())
        if (action->isChecked() && !action->data().toString().isEmpty())
            families.push_back(action->data().toString().toStdString());
    return families;
}

analysis::ComparisonScenario ScenarioEditor::scenario() const {
    if (m_stale)
        return m_shown; // the lists wait for a refill; the scenario is the one last set
    analysis::ComparisonScenario s;
    const QString data = m_reference->currentData().toString();
    if (data == kPaper) {
        s.reference.strategy = ReferenceStrategy::PaperRule;
    } else if (data == kFamily) {
        s.reference.strategy = ReferenceStrategy::PerFamily;
    } else {
        s.reference.strategy = ReferenceStrategy::UserPick;
        s.reference.userKey = data.toStdString();
    }
    s.families = m_shown.families;
    return s;
}

} // namespace mlpe
