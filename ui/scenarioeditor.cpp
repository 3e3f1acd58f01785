#include "scenarioeditor.h"

#include "explorerstate.h"
#include "familypalette.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>
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
    , m_family(new QComboBox(this)) {
    auto* form = new QFormLayout(this);
    form->addRow(tr("Reference:"), m_reference);
    form->addRow(tr("Families:"), m_family);
    m_reference->setToolTip(tr("Paper rule: the slowest of the smallest systems in view. Per "
                               "family: each family's smallest system. Or any system in view."));
    m_family->setToolTip(tr("This scenario's own family filter (narrows the view)."));
    m_reference->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_reference->setMinimumContentsLength(24);
    const auto emitEdited = [this] {
        if (!m_updating)
            emit edited(scenario());
    };
    connect(m_reference, &QComboBox::currentIndexChanged, this, emitEdited);
    connect(m_family, &QComboBox::currentIndexChanged, this, emitEdited);
    connect(state, &ExplorerState::rowsChanged, this, [this] { refill(); });
    refill();
}

void ScenarioEditor::refill() {
    m_updating = true;
    const QSignalBlocker b1(m_reference), b2(m_family);
    m_reference->clear();
    m_reference->addItem(tr("Paper rule"), kPaper);
    m_reference->addItem(tr("Per family (hardware-controlled)"), kFamily);
    // Systems in view, by N then name: the likely references first.
    std::vector<std::size_t> order;
    const auto& points = m_state->analysisPoints();
    const auto& result = m_state->analysis();
    QStringList families;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i >= result.points.size() || result.points[i].state != analysis::PointState::InView)
            continue;
        order.push_back(i);
        const QString f = QString::fromStdString(points[i].family);
        if (!families.contains(f))
            families << f;
    }
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return points[a].accelerators != points[b].accelerators
                   ? points[a].accelerators < points[b].accelerators
                   : points[a].key < points[b].key;
    });
    for (std::size_t i : order) {
        const auto& p = points[i];
        const QString name = QString::fromStdString(p.systemName).simplified();
        m_reference->addItem(FamilyPalette::swatchIcon(QString::fromStdString(p.family)),
                             tr("N = %1 · %2 (%3)")
                                 .arg(p.accelerators)
                                 .arg(name.isEmpty() ? QString::fromStdString(p.system) : name,
                                      QString::fromStdString(p.submitter)),
                             QString::fromStdString(p.key));
    }
    families.sort(Qt::CaseInsensitive);
    m_family->clear();
    m_family->addItem(tr("All families in view"), QString());
    for (const QString& f : families)
        m_family->addItem(FamilyPalette::swatchIcon(f), tr("%1 only").arg(f), f);
    m_updating = false;
    setScenario(m_shown);
}

void ScenarioEditor::setScenario(const analysis::ComparisonScenario& s) {
    m_shown = s;
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
    const QString family =
        s.families.empty() ? QString() : QString::fromStdString(s.families.front());
    int f = m_family->findData(family);
    if (f < 0) {
        m_family->addItem(tr("%1 only (not in view)").arg(family), family);
        f = m_family->count() - 1;
    }
    m_family->setCurrentIndex(f);
    m_updating = false;
}

analysis::ComparisonScenario ScenarioEditor::scenario() const {
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
    const QString family = m_family->currentData().toString();
    if (!family.isEmpty())
        s.families.push_back(family.toStdString());
    return s;
}

} // namespace mlpe
