#include "filterpanel.h"

#include "core/analysis/numberformat.h"
#include "core/model/benchmarkcatalog.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/dropdowncombostyle.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"
#include "ui/widgets/familyvisibility.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMap>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mlpe {

namespace {

// Refills a combo box only when its items differ (it may be inside its own activated()).
void setComboItems(QComboBox* combo, const QList<QPair<QString, QString>>& items,
                   const QString& current) {
    bool same = combo->count() == items.size();
    for (int i = 0; same && i < combo->count(); ++i)
        same = combo->itemText(i) == items[i].first &&
               combo->itemData(i).toString() == items[i].second;
    if (!same) {
        combo->clear();
        for (const auto& [text, data] : items)
            combo->addItem(text, data);
    }
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

} // namespace

FilterPanel::FilterPanel(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_round(new QComboBox(this))
    , m_benchmark(new QComboBox(this))
    , m_groupBy(new QComboBox(this))
    , m_closed(new QCheckBox(tr("Closed"), this))
    , m_open(new QCheckBox(tr("Open"), this))
    , m_onPremise(new QCheckBox(tr("Available on-premise"), this))
    , m_cloud(new QCheckBox(tr("Available cloud"), this))
    , m_preview(new QCheckBox(tr("Preview / research"), this))
    , m_families(new QListWidget(this))
    , m_submitters(new QListWidget(this))
    , m_minN(new QSpinBox(this))
    , m_maxN(new QSpinBox(this))
    , m_summary(new QLabel(this))
    , m_energy(new QLabel(this)) {
    auto* scope = new QFormLayout;
    scope->addRow(tr("&Round:"), m_round);
    scope->addRow(tr("&Benchmark:"), m_benchmark);
    scope->addRow(tr("&Group hardware by:"), m_groupBy);
    m_groupBy->addItem(tr("Family"), int(analysis::HardwareGrouping::Family));
    m_groupBy->addItem(tr("Variant"), int(analysis::HardwareGrouping::Variant));
    m_groupBy->addItem(tr("Series"), int(analysis::HardwareGrouping::Series));
    m_groupBy->setToolTip(
        tr("What counts as the same hardware for per-family references, the family list and the "
           "legend: the accelerator family (H100), or its variant as the data name it (H100 SXM "
           "80GB, H100 NVL 94GB: form factor and memory), or the system series (one submitter's "
           "system design at several sizes: per-series references give each series' strong-"
           "scaling efficiency against its own smallest size)"));
    m_round->setToolTip(tr("MLPerf Training round (or every round, to compare across rounds)"));
    m_benchmark->setToolTip(
        tr("Benchmark; ssd and retinanet (and gnn and rgat) are one benchmark across rounds"));
    // The lists drop down below their box, in the same place on every visit. Fusion's default
    // opens a list over the box, scrolled so that the current item sits on it: the items moved
    // between visits and the first ones could be out of sight.
    for (QComboBox* selector : {m_round, m_benchmark}) {
        DropDownComboStyle::apply(selector);
        selector->setMaxVisibleItems(24); // every benchmark of a round without scrolling
    }

    auto* division = new QHBoxLayout;
    division->addWidget(m_closed);
    division->addWidget(m_open);
    division->addStretch();
    auto* availability = new QVBoxLayout;
    availability->setSpacing(0);
    availability->addWidget(m_onPremise);
    availability->addWidget(m_cloud);
    availability->addWidget(m_preview);

    for (QSpinBox* box : {m_minN, m_maxN}) {
        box->setRange(0, 1 << 20);
        box->setSpecialValueText(tr("any"));
        box->setAccelerated(true);
    }
    auto* range = new QHBoxLayout;
    range->addWidget(new QLabel(tr("N from"), this));
    range->addWidget(m_minN, 1);
    range->addWidget(new QLabel(tr("to"), this));
    range->addWidget(m_maxN, 1);

    m_families->setToolTip(tr("Accelerator family: colour and marker used in every chart; count "
                              "= scored results in this round and benchmark.\nCtrl+click: only "
                              "this family; right-click for more."));
    m_families->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_families, &QWidget::customContextMenuRequested, this, &FilterPanel::showFamilyMenu);
    m_families->viewport()->installEventFilter(this);
    m_submitters->setToolTip(tr("Submitter folder names"));
    m_summary->setWordWrap(false); // two fixed lines: no heightForWidth on every recompute
    auto* reset = new QPushButton(tr("Reset filters"), this);
    m_reset = reset;
    reset->setToolTip(tr("Show everything in this round and benchmark"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(scope);
    auto* criteria = new QFormLayout;
    criteria->addRow(tr("Division:"), division);
    criteria->addRow(tr("Availability:"), availability);
    criteria->addRow(range);
    layout->addLayout(criteria);
    layout->addWidget(new QLabel(tr("Accelerator family:"), this));
    layout->addWidget(m_families, 3);
    layout->addWidget(new QLabel(tr("Submitter:"), this));
    layout->addWidget(m_submitters, 2);
    layout->addWidget(m_summary);
    layout->addWidget(m_energy);
    layout->addWidget(reset);

    connect(m_round, &QComboBox::activated, this,
            [this] { m_state->setRound(m_round->currentData().toString()); });
    connect(m_benchmark, &QComboBox::activated, this,
            [this] { m_state->setBenchmark(m_benchmark->currentData().toString()); });
    connect(m_groupBy, &QComboBox::activated, this, [this] {
        m_state->setHardwareGrouping(
            static_cast<analysis::HardwareGrouping>(m_groupBy->currentData().toInt()));
    });
    for (QCheckBox* box : {m_closed, m_open, m_onPremise, m_cloud, m_preview})
        connect(box, &QCheckBox::toggled, this, &FilterPanel::applyFromWidgets);
    for (QListWidget* list : {m_families, m_submitters})
        connect(list, &QListWidget::itemChanged, this, &FilterPanel::applyFromWidgets);
    for (QSpinBox* box : {m_minN, m_maxN})
        connect(box, &QSpinBox::valueChanged, this, &FilterPanel::applyFromWidgets);
    connect(reset, &QPushButton::clicked, state, &ExplorerState::resetFilters);

    connect(state, &ExplorerState::rowsChanged, this, &FilterPanel::rebuild);
    connect(state, &ExplorerState::datasetChanged, this, &FilterPanel::rebuild);
    rebuild();

    const QList<QWidget*> chain = tabChain();
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}

QList<QWidget*> FilterPanel::tabChain() const {
    return {m_round,   m_benchmark, m_closed, m_open,     m_onPremise,  m_cloud,
            m_preview, m_minN,      m_maxN,   m_families, m_submitters, m_reset};
}

QString FilterPanel::familyAt(const QPoint& viewportPos) const {
    const QListWidgetItem* item = m_families->itemAt(viewportPos);
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void FilterPanel::showFamilyMenu(const QPoint& pos) {
    const QString family = familyAt(m_families->viewport()->mapFrom(m_families, pos));
    QMenu menu(this);
    FamilyVisibility::addMenuActions(&menu, m_state, family, false); // ticking toggles here
    menu.exec(m_families->mapToGlobal(pos));
}

bool FilterPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_families->viewport() &&
        (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease ||
         event->type() == QEvent::MouseButtonDblClick)) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton &&
            (mouse->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            const QString family = familyAt(mouse->position().toPoint());
            if (event->type() == QEvent::MouseButtonRelease && !family.isEmpty())
                FamilyVisibility::showOnly(m_state, family);
            return true; // not a selection change or a tick
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FilterPanel::fillCheckList(QListWidget* list,
                                const QList<QPair<QString, int>>& valuesAndCounts,
                                const QStringList& hidden, bool swatches) {
    // Same values as shown: update in place. (This runs inside the list's own itemChanged when
    // the user ticks a box; deleting the items there would pull the rug from under Qt.)
    bool sameValues = list->count() == valuesAndCounts.size();
    for (int i = 0; sameValues && i < list->count(); ++i)
        sameValues = list->item(i)->data(Qt::UserRole).toString() == valuesAndCounts[i].first;
    if (sameValues) {
        for (int i = 0; i < list->count(); ++i) {
            const auto& [value, count] = valuesAndCounts[i];
            list->item(i)->setText(QStringLiteral("%1  (%2)").arg(value).arg(count));
            list->item(i)->setCheckState(hidden.contains(value) ? Qt::Unchecked : Qt::Checked);
        }
        return;
    }
    list->clear();
    for (const auto& [value, count] : valuesAndCounts) {
        auto* item = new QListWidgetItem(QStringLiteral("%1  (%2)").arg(value).arg(count), list);
        item->setData(Qt::UserRole, value);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(hidden.contains(value) ? Qt::Unchecked : Qt::Checked);
        if (swatches)
            item->setIcon(
                FamilyPalette::swatchIcon(FamilyLooks::styleIn(value, m_state->familiesInScope())));
    }
}

void FilterPanel::rebuild() {
    m_rebuilding = true;
    const FilterSettings& f = m_state->filter();

    QList<QPair<QString, QString>> rounds{{tr("All rounds"), QString()}};
    for (const QString& r : m_state->rounds())
        rounds.append({tr("v%1").arg(r), r});
    setComboItems(m_round, rounds, f.round());
    QList<QPair<QString, QString>> benchmarks{{tr("All benchmarks"), QString()}};
    for (const QString& id : m_state->benchmarks(f.round()))
        benchmarks.append({benchmarkDisplayName(id), id});
    setComboItems(m_benchmark, benchmarks, f.benchmark);
    m_groupBy->setCurrentIndex(m_groupBy->findData(int(f.hardwareGrouping)));

    m_closed->setChecked(!f.hiddenDivisions.contains(QStringLiteral("closed")));
    m_open->setChecked(!f.hiddenDivisions.contains(QStringLiteral("open")));
    m_onPremise->setChecked(
        !f.hiddenAvailabilities.contains(availabilityLabel(Availability::OnPremise)));
    m_cloud->setChecked(!f.hiddenAvailabilities.contains(availabilityLabel(Availability::Cloud)));
    m_preview->setChecked(
        !f.hiddenAvailabilities.contains(availabilityLabel(Availability::Preview)));

    // Counts of scored results in scope, ignoring the list's own criterion.
    QMap<QString, int> families = m_state->scoredPerGroup();
    const QMap<QString, int>& submitters = m_state->scoredPerSubmitter();
    for (const QString& family : f.hiddenFamilies)
        families.insert(family, families.value(family));
    // Families in the charts' legend order (vendor, then generation), so that list and legend
    // read alike.
    QStringList familyOrder = families.keys();
    FamilyPalette::sortForLegend(familyOrder);
    QList<QPair<QString, int>> familyItems;
    for (const QString& family : familyOrder)
        familyItems.append({family, families.value(family)});
    QList<QPair<QString, int>> submitterItems;
    for (auto it = submitters.cbegin(); it != submitters.cend(); ++it)
        submitterItems.append({it.key(), it.value()});
    QStringList hiddenFamilies; // by either rule: hidden, or not among "only these families"
    for (const auto& item : familyItems)
        if (m_state->groupHidden(item.first))
            hiddenFamilies << item.first;
    fillCheckList(m_families, familyItems, hiddenFamilies, true);
    fillCheckList(m_submitters, submitterItems, f.hiddenSubmitters, false);

    m_minN->setValue(f.minAccelerators);
    m_maxN->setValue(f.maxAccelerators);

    const int inScope = static_cast<int>(m_state->rows().size());
    int shown = 0;
    for (const ExplorerRow& row : m_state->rows())
        shown += row.passesFilter ? 1 : 0;
    m_summary->setText(tr("%1 of %2 result sets shown,\n%3 in the analysis.")
                           .arg(shown)
                           .arg(inScope)
                           .arg(m_state->pointsInAnalysis()));
    updateEnergy();
    m_rebuilding = false;
}

QString FilterPanel::energyText() const {
    return m_energy->text();
}

void FilterPanel::updateEnergy() {
    // The analysis's count (EnergySummary): measured from power logs, never estimated.
    const analysis::EnergySummary& e = m_state->analysis().energy;
    // Two fixed lines like the summary above: one line was cut at the dock's width, and a
    // word-wrapped label costs a heightForWidth pass on every recompute.
    if (m_state->filter().benchmark.isEmpty()) {
        // Every benchmark at once has no analysis (E′ needs one workload): the sets shown are
        // counted here, as the table shows their energy.
        int shown = 0;
        int measured = 0;
        for (const ExplorerRow& row : m_state->rows())
            if (row.passesFilter) {
                ++shown;
                measured += row.set && row.set->energyJoules ? 1 : 0;
            }
        m_energy->setText(tr("Energy measured for %1 of %2\nsets shown.").arg(measured).arg(shown));
        m_energy->setToolTip(tr("Energy to train is measured from the power logs; sets without "
                                "them get none (never estimated). Per benchmark, the analysis "
                                "gives the measured range."));
        return;
    }
    m_energy->setText(tr("Energy measured for %1 of %2\nsets in view.")
                          .arg(e.measuredPoints)
                          .arg(e.pointsInView));
    // 3 significant figures, as in every sentence (numberwords.h): "20.6–46.6 MJ".
    const auto range = [](double low, double high) {
        return QString::fromStdString(analysis::formatApprox(low) + "–" +
                                      analysis::formatApprox(high));
    };
    QString tip = tr("Energy to train is measured from the power logs; sets without them get "
                     "none (never estimated).");
    if (e.measuredPoints > 0)
        tip += QLatin1Char('\n') +
               tr("Measured: %1 MJ, %2 kJ per accelerator-minute.")
                   .arg(range(e.joulesMin / 1e6, e.joulesMax / 1e6),
                        range(e.perAcceleratorMinuteMin / 1e3, e.perAcceleratorMinuteMax / 1e3));
    m_energy->setToolTip(tip);
}

void FilterPanel::applyFromWidgets() {
    if (m_rebuilding)
        return;
    FilterSettings f = m_state->filter();
    f.hiddenDivisions.clear();
    if (!m_closed->isChecked())
        f.hiddenDivisions << QStringLiteral("closed");
    if (!m_open->isChecked())
        f.hiddenDivisions << QStringLiteral("open");
    // "Unknown" has no check box: it stays as it was.
    f.hiddenAvailabilities.removeAll(availabilityLabel(Availability::OnPremise));
    f.hiddenAvailabilities.removeAll(availabilityLabel(Availability::Cloud));
    f.hiddenAvailabilities.removeAll(availabilityLabel(Availability::Preview));
    if (!m_onPremise->isChecked())
        f.hiddenAvailabilities << availabilityLabel(Availability::OnPremise);
    if (!m_cloud->isChecked())
        f.hiddenAvailabilities << availabilityLabel(Availability::Cloud);
    if (!m_preview->isChecked())
        f.hiddenAvailabilities << availabilityLabel(Availability::Preview);
    auto collectHidden = [](QListWidget* list, QStringList& hidden) {
        for (int i = 0; i < list->count(); ++i) {
            const QString value = list->item(i)->data(Qt::UserRole).toString();
            hidden.removeAll(value);
            if (list->item(i)->checkState() == Qt::Unchecked)
                hidden << value;
        }
    };
    if (f.onlyFamilies.isEmpty()) {
        collectHidden(m_families, f.hiddenFamilies);
    } else {
        // Under "only these families" the ticks edit the positive list, which stays positive:
        // families the list does not show (not in this scope) keep their place in it.
        for (int i = 0; i < m_families->count(); ++i) {
            const QString family = m_families->item(i)->data(Qt::UserRole).toString();
            f.onlyFamilies.removeAll(family);
            f.hiddenFamilies.removeAll(family);
            if (m_families->item(i)->checkState() == Qt::Checked)
                f.onlyFamilies << family;
        }
        if (f.onlyFamilies.isEmpty()) // every box unticked: hidden one by one, not "all shown"
            for (int i = 0; i < m_families->count(); ++i)
                f.hiddenFamilies << m_families->item(i)->data(Qt::UserRole).toString();
    }
    collectHidden(m_submitters, f.hiddenSubmitters);
    f.minAccelerators = m_minN->value();
    f.maxAccelerators = m_maxN->value();
    m_state->setFilter(f);
}

} // namespace mlpe
