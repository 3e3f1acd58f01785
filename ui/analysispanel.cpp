#include "analysispanel.h"

#include "breakevenintervals.h"
#include "core/analysis/analysislabels.h"
#include "core/text/numberwords.h"
#include "hardwarefitpanel.h"
#include "scalingfitpanel.h"
#include "ui/state/explorerstate.h"
#include "ui/state/referencetext.h"
#include "ui/widgets/captionlabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace mlpe {

namespace {

using analysis::Feature;
using analysis::ReferenceStrategy;
using analysis::Standardisation;

const QList<QPair<Feature, const char*>>& featureChoices() {
    static const QList<QPair<Feature, const char*>> choices{
        {Feature::Log2Accelerators, QT_TRANSLATE_NOOP("mlpe::AnalysisPanel", "log₂ N")},
        {Feature::Efficiency, QT_TRANSLATE_NOOP("mlpe::AnalysisPanel", "E′")},
        {Feature::Log2Minutes, QT_TRANSLATE_NOOP("mlpe::AnalysisPanel", "log₂ T")},
        {Feature::Speedup, QT_TRANSLATE_NOOP("mlpe::AnalysisPanel", "S")},
        {Feature::Log2AcceleratorMinutes, QT_TRANSLATE_NOOP("mlpe::AnalysisPanel", "log₂ G")},
    };
    return choices;
}

// Greedy word wrap to `columns` characters, continuation lines indented by four spaces. The
// dock's break-even label is not word-wrapped by Qt (in a scroll area a wrapped label got the
// height of its unwrapped text and lines were cut), and "E′ ≥ τ, B200: N* ≈ 126 (117–128; 1,413
// of 2,000 resamples cross)" is wider than a 280 px dock.
QString wrapForDock(const QString& line, int columns = 30) {
    QStringList out;
    QString current;
    for (const QString& word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!current.isEmpty() && current.size() + 1 + word.size() > columns) {
            out << current;
            current = QStringLiteral("    ") + word;
        } else {
            current = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
        }
    }
    out << current;
    return out.join(QLatin1Char('\n'));
}

QString outcomeText(const analysis::BreakEvenResult& b) {
    // Numbers as every text for people writes them (numberwords.h).
    const QString n = QString::fromStdString(analysis::formatAccelerators(b.accelerators));
    if (const std::string leftOut = text::thresholdLeftOut(b); !leftOut.empty())
        return QString::fromStdString(leftOut);
    switch (b.outcome) {
    case analysis::BreakEvenOutcome::Found:
        return b.definition == analysis::BreakEvenDefinition::EfficiencyThreshold
                   ? QString::fromStdString(text::thresholdText(b))
                   : AnalysisPanel::tr("N = %1").arg(n);
    case analysis::BreakEvenOutcome::AtOrAbove:
        return AnalysisPanel::tr("N* ≥ %1 (every N meets τ)").arg(n);
    case analysis::BreakEvenOutcome::Below:
        return AnalysisPanel::tr("no N meets τ");
    case analysis::BreakEvenOutcome::Fallback:
        // Reasons can be long: they go to the tooltip (with the inputs), not into the dock.
        return AnalysisPanel::tr("N = %1 (fallback)").arg(n);
    case analysis::BreakEvenOutcome::NotAvailable:
        return AnalysisPanel::tr("n/a");
    }
    return {};
}

// The money lines under the break-even ones, only with the user's prices: the (T, cost) knee,
// the value-of-time optimum in money, and which families in view have no price (they take no
// part in either). Definitions and reasons go to `inputs` (the tooltip).
QStringList costLines(const analysis::CostResult& cost, QStringList& inputs) {
    QStringList lines;
    if (!cost.enabled)
        return lines;
    const QString currency = QString::fromStdString(cost.currency);
    const auto choice = [&](const QString& what, const analysis::CostChoice& c) {
        QString outcome = AnalysisPanel::tr("n/a");
        if (c.available)
            outcome = AnalysisPanel::tr("N = %1, %2 %3%4")
                          .arg(QString::fromStdString(analysis::formatAccelerators(c.accelerators)),
                               QLocale().toString(c.cost, 'f', 2), currency,
                               c.fallback ? AnalysisPanel::tr(" (fallback)") : QString());
        lines << wrapForDock(QStringLiteral("%1: %2").arg(what, outcome));
        inputs << (c.reason.empty()
                       ? QString::fromStdString(c.inputs)
                       : QStringLiteral("%1 — %2").arg(QString::fromStdString(c.inputs),
                                                       QString::fromStdString(c.reason)));
    };
    choice(AnalysisPanel::tr("Cost knee"), cost.knee);
    choice(AnalysisPanel::tr("Cost + λ money·T"), cost.valueOfTime);
    if (!cost.unpricedFamilies.empty()) {
        QStringList families;
        for (const std::string& f : cost.unpricedFamilies)
            families << QString::fromStdString(f);
        lines << wrapForDock(
            AnalysisPanel::tr("No price: %1").arg(families.join(QStringLiteral(", "))));
    }
    return lines;
}

} // namespace

double AnalysisPanel::lambdaFromSlider(int position) {
    return std::exp2(position / 4.0);
}

int AnalysisPanel::sliderFromLambda(double lambda) {
    return lambda > 0 ? static_cast<int>(std::lround(std::log2(lambda) * 4.0)) : 0;
}

AnalysisPanel::AnalysisPanel(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_strategy(new QComboBox(this))
    , m_references(new QListWidget(this))
    , m_fallback(new CaptionLabel(6, this))
    , m_useSelected(new QPushButton(tr("Use selected system"), this))
    , m_tau(new QDoubleSpinBox(this))
    , m_lambda(new QSlider(Qt::Horizontal, this))
    , m_lambdaValue(new QLabel(this))
    , m_lambdaMoney(new QDoubleSpinBox(this))
    , m_k(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_standardisation(new QComboBox(this))
    , m_breakEven(new QLabel(this))
    , m_intervals(new BreakEvenIntervals(state, this))
    , m_notes(new CaptionLabel(4, this)) {
    connect(m_intervals, &BreakEvenIntervals::updated, this, &AnalysisPanel::updateBreakEvenText);
    QPalette notePalette = m_notes->palette();
    notePalette.setColor(QPalette::WindowText, QColor(0x8A, 0x4B, 0x00));
    m_notes->setPalette(notePalette);

    // The selectors shrink to the dock (their longest item elides) instead of widening the
    // panel beyond it.
    for (QComboBox* selector : {m_strategy, m_k, m_standardisation}) {
        selector->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        selector->setMinimumContentsLength(8);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createReferenceGroup());
    layout->addWidget(createBreakEvenGroup());
    layout->addWidget(createClusterGroup());
    layout->addWidget(new ScalingFitPanel(state, this));
    layout->addWidget(new HardwareFitPanel(state, this));
    layout->addWidget(m_notes);
    layout->addStretch(1);

    connect(m_strategy, &QComboBox::activated, this, &AnalysisPanel::applyFromWidgets);
    connect(m_useSelected, &QPushButton::clicked, this, [this] {
        const int row = m_state->rowIndexOfKey(m_state->selectedKey());
        if (row >= 0)
            m_state->setUserReference(m_state->rows()[size_t(row)].pointKey);
    });
    connect(m_tau, &QDoubleSpinBox::valueChanged, this, &AnalysisPanel::applyFromWidgets);
    connect(m_lambda, &QSlider::valueChanged, this, &AnalysisPanel::applyFromWidgets);
    connect(m_lambdaMoney, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_rebuilding)
            m_state->setLambdaMoney(value);
    });
    connect(m_k, &QComboBox::activated, this, &AnalysisPanel::applyFromWidgets);
    connect(m_seed, &QSpinBox::valueChanged, this, &AnalysisPanel::applyFromWidgets);
    connect(m_standardisation, &QComboBox::activated, this, &AnalysisPanel::applyFromWidgets);
    connect(state, &ExplorerState::rowsChanged, this, &AnalysisPanel::rebuild);
    connect(state, &ExplorerState::selectionChanged, this, [this] {
        m_useSelected->setEnabled(m_state->rowIndexOfKey(m_state->selectedKey()) >= 0);
    });
    rebuild();
    m_useSelected->setEnabled(false);

    const QList<QWidget*> chain = tabChain();
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}

QGroupBox* AnalysisPanel::createReferenceGroup() {
    m_strategy->addItem(tr("Paper rule (smallest N, slowest)"), int(ReferenceStrategy::PaperRule));
    m_strategy->addItem(tr("User pick"), int(ReferenceStrategy::UserPick));
    m_strategy->addItem(tr("Per family (hardware-controlled)"), int(ReferenceStrategy::PerFamily));
    m_strategy->setToolTip(tr("Paper rule: among the systems in view with the smallest N, the "
                              "slowest.\nUser pick: a system you choose (R, or a point's or row's "
                              "context menu).\nPer family: each accelerator family's smallest-N "
                              "system (slowest on ties), so E′ measures scaling, not hardware."));
    // Plain text everywhere in the panel: rich-text labels with word wrap cost milliseconds of
    // text layout on every recompute (measured with callgrind), plain ones a fraction of that.
    m_useSelected->setToolTip(tr("Make the selected system the reference (R)"));

    auto* box = new QGroupBox(tr("Reference"), this);
    auto* refLayout = new QVBoxLayout(box);
    refLayout->addWidget(m_strategy);
    // A list, not a label: per family there are up to ten references, and every one must be
    // readable (scroll when they do not fit). Two lines each: family and figures, then the name.
    m_references->setWordWrap(false);
    m_references->setTextElideMode(Qt::ElideRight);
    m_references->setSelectionMode(QAbstractItemView::NoSelection);
    m_references->setFocusPolicy(Qt::StrongFocus); // scrollable with the keyboard
    m_references->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_references->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // names elide
    m_references->setUniformItemSizes(true);
    m_references->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    refLayout->addWidget(m_references);
    QPalette warn = m_fallback->palette();
    warn.setColor(QPalette::WindowText, QColor(0x8A, 0x4B, 0x00));
    m_fallback->setPalette(warn);
    refLayout->addWidget(m_fallback);
    refLayout->addWidget(m_useSelected);

    return box;
}

QGroupBox* AnalysisPanel::createBreakEvenGroup() {
    m_tau->setRange(0.05, 2.0);
    m_tau->setSingleStep(0.05);
    m_tau->setDecimals(2);
    m_tau->setToolTip(tr("Efficiency threshold τ: break-even is the largest N with E′ ≥ τ"));
    m_lambda->setRange(0, 64); // 2^0 .. 2^16
    m_lambda->setToolTip(tr("Value of time λ: accelerator-minutes you would pay to save one "
                            "minute; the optimum minimises G + λ·T"));
    m_lambdaValue->setMinimumWidth(48);

    auto* box = new QGroupBox(tr("Break-even"), this);
    auto* breakLayout = new QFormLayout(box);
    breakLayout->addRow(tr("τ (E′ threshold):"), m_tau);
    auto* lambdaRow = new QHBoxLayout;
    lambdaRow->addWidget(m_lambda, 1);
    lambdaRow->addWidget(m_lambdaValue);
    breakLayout->addRow(tr("λ (value of time):"), lambdaRow);
    // The same range as --lambda-money and a session's lambda_money.
    m_lambdaMoney->setRange(0.0, 1e9);
    m_lambdaMoney->setDecimals(2);
    m_lambdaMoney->setAccelerated(true);
    // Applied on Enter or when the field is left: each applied digit would recompute and
    // reformat the field under the cursor.
    m_lambdaMoney->setKeyboardTracking(false);
    // Its size hint is the widest value of the range with the currency suffix, wider than the
    // dock: take the row's width instead.
    m_lambdaMoney->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_lambdaMoney->setMinimumWidth(90);
    breakLayout->addRow(tr("λ money per minute:"), m_lambdaMoney);
    m_breakEven->setTextFormat(Qt::PlainText);
    // Not word-wrapped: in a scroll area a wrapped label gets the height of its unwrapped text
    // and the extra lines were cut off. Long lines are broken before their parenthesis instead
    // (updateBreakEvenText), so that the panel stays as narrow as its dock.
    breakLayout->addRow(m_breakEven);

    return box;
}

QGroupBox* AnalysisPanel::createClusterGroup() {
    m_k->addItem(tr("Auto (best silhouette)"), 0);
    for (int k = 2; k <= 8; ++k)
        m_k->addItem(QString::number(k), k);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("k-means++ seed: same seed, same clusters, on every platform"));
    m_standardisation->addItem(tr("z-score"), int(Standardisation::ZScore));
    m_standardisation->addItem(tr("min–max"), int(Standardisation::MinMax));
    m_standardisation->addItem(tr("none"), int(Standardisation::None));

    auto* box = new QGroupBox(tr("Clusters (k-means++)"), this);
    auto* clusterLayout = new QFormLayout(box);
    // In a narrow dock a row puts its field under its label rather than widening the panel.
    clusterLayout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    clusterLayout->addRow(tr("k:"), m_k);
    clusterLayout->addRow(tr("Seed:"), m_seed);
    auto* featureRow = new QGridLayout;
    featureRow->setSpacing(4);
    for (const auto& [feature, label] : featureChoices()) {
        auto* check = new QCheckBox(tr(label), this);
        check->setProperty("feature", int(feature));
        featureRow->addWidget(check, int(m_features.size()) / 3, int(m_features.size()) % 3);
        m_features << check;
        connect(check, &QCheckBox::toggled, this, &AnalysisPanel::applyFromWidgets);
    }
    clusterLayout->addRow(tr("Features:"), featureRow);
    clusterLayout->addRow(tr("Scaling:"), m_standardisation);

    return box;
}

QList<QWidget*> AnalysisPanel::tabChain() const {
    QList<QWidget*> chain{m_strategy, m_references,  m_useSelected, m_tau,
                          m_lambda,   m_lambdaMoney, m_k,           m_seed};
    for (QCheckBox* box : m_features)
        chain << box;
    chain << m_standardisation;
    return chain;
}

QString AnalysisPanel::referenceText() const {
    return ReferenceText::details(*m_state);
}

void AnalysisPanel::showClusterCount(int k) {
    // A session or the command line may ask for any k, not only the listed 2..8: show that k
    // as its own entry (in order) rather than "Auto", which would also make the next edit of
    // another setting silently switch the clustering to Auto.
    int index = m_k->findData(k);
    if (index < 0) {
        index = 1; // after "Auto"
        while (index < m_k->count() && m_k->itemData(index).toInt() < k)
            ++index;
        m_k->insertItem(index, QString::number(k), k);
    }
    m_k->setCurrentIndex(index);
}

void AnalysisPanel::showLambdaMoney(double lambdaMoney) {
    // Money needs the user's prices: without them the control has nothing to weigh against.
    const PriceTable& prices = m_state->prices();
    m_lambdaMoney->setEnabled(!prices.isEmpty());
    m_lambdaMoney->setSuffix(prices.isEmpty() ? QString()
                                              : QStringLiteral(" %1").arg(prices.currency()));
    m_lambdaMoney->setToolTip(
        prices.isEmpty()
            ? tr("Value of time in money: set accelerator prices first (Analysis ▸ Accelerator "
                 "prices…)")
            : tr("Value of time in money: what you would pay (%1) to finish one minute sooner; "
                 "the cost optimum minimises cost + λ·T (0: the cheapest run)")
                  .arg(prices.currency()));
    m_lambdaMoney->setValue(lambdaMoney);
}

void AnalysisPanel::rebuild() {
    m_rebuilding = true;
    const analysis::AnalysisParams& p = m_state->analysisParams();
    const analysis::AnalysisResult& a = m_state->analysis();
    m_strategy->setCurrentIndex(m_strategy->findData(int(p.reference.strategy)));
    updateReferences();

    m_tau->setValue(p.breakEven.tau);
    m_lambda->setValue(sliderFromLambda(p.breakEven.lambda));
    m_lambdaValue->setText(QLocale().toString(p.breakEven.lambda, 'g', 4));
    showLambdaMoney(p.cost.lambdaMoney);
    showClusterCount(p.clustering.k);
    m_seed->setValue(
        static_cast<int>(std::min<quint64>(p.clustering.seed, std::numeric_limits<int>::max())));
    for (QCheckBox* box : m_features) {
        const auto f = Feature(box->property("feature").toInt());
        box->setChecked(std::find(p.clustering.features.begin(), p.clustering.features.end(), f) !=
                        p.clustering.features.end());
    }
    m_standardisation->setCurrentIndex(
        m_standardisation->findData(int(p.clustering.standardisation)));

    updateBreakEvenText();
    QStringList notes;
    for (const std::string& n : a.notes)
        notes << QString::fromStdString(n);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    m_rebuilding = false;
}

void AnalysisPanel::updateBreakEvenText() {
    const analysis::AnalysisResult& a = m_state->analysis();
    bool withInterval = false;
    QStringList lines;
    QStringList inputs;
    for (const analysis::BreakEvenResult& b : a.breakEven) {
        QString what;
        switch (b.definition) {
        case analysis::BreakEvenDefinition::EfficiencyThreshold:
            what = tr("E′ ≥ τ, %1").arg(QString::fromStdString(analysis::breakEvenSeriesLabel(b)));
            break;
        case analysis::BreakEvenDefinition::ParetoKnee:
            what = tr("Pareto knee");
            break;
        case analysis::BreakEvenDefinition::ValueOfTime:
            what = tr("Value of time, %1").arg(QString::fromStdString(b.series));
            break;
        }
        // The run-spread interval, once the background bootstrap has it for this view.
        const analysis::BreakEvenResult* spread = m_intervals->intervalFor(b);
        withInterval = withInterval || spread;
        QString line = QStringLiteral("%1: %2").arg(
            what, spread ? BreakEvenIntervals::describe(*spread) : outcomeText(b));
        lines << wrapForDock(line);
        inputs << (b.reason.empty()
                       ? QString::fromStdString(b.inputs)
                       : QStringLiteral("%1 — %2").arg(QString::fromStdString(b.inputs),
                                                       QString::fromStdString(b.reason)));
    }
    lines << costLines(a.cost, inputs);
    if (withInterval)
        lines << BreakEvenIntervals::legend();
    m_breakEven->setText(lines.join(QLatin1Char('\n')));
    m_breakEven->setToolTip(inputs.join(QLatin1Char('\n')));
}

void AnalysisPanel::updateReferences() {
    const analysis::AnalysisResult& a = m_state->analysis();
    QStringList texts;
    QStringList tips;
    for (const analysis::ReferenceAssignment& r : a.references) {
        const QString head = r.family.empty() ? ReferenceText::figures(r)
                                              : tr("%1 — %2").arg(QString::fromStdString(r.family),
                                                                  ReferenceText::figures(r));
        texts << QStringLiteral("%1\n%2").arg(head, ReferenceText::displayName(*m_state, r));
        tips << tr("%1\nkey: %2").arg(texts.back(), QString::fromStdString(r.key));
    }
    if (texts.isEmpty())
        texts << tr("No reference (no point in view)");
    // Items are reused: this runs on every recompute and the list rarely changes.
    bool same = m_references->count() == texts.size();
    for (int i = 0; same && i < m_references->count(); ++i)
        same = m_references->item(i)->text() == texts[i];
    if (!same) {
        m_references->clear();
        for (int i = 0; i < texts.size(); ++i) {
            auto* item = new QListWidgetItem(texts[i], m_references);
            item->setToolTip(i < tips.size() ? tips[i] : QString());
        }
        // Room for up to three references (two lines each); more scroll.
        const int rowHeight = 2 * m_references->fontMetrics().lineSpacing() + 6;
        const int shown = std::min<int>(int(texts.size()), 3);
        m_references->setFixedHeight(shown * rowHeight + 2 * m_references->frameWidth() + 2);
    }
    // The picked reference's problem and the hardware mix, each a warning of its own.
    QStringList warnings;
    if (a.reference.fellBack)
        warnings << QStringLiteral("⚠ %1").arg(QString::fromStdString(a.reference.reason));
    if (const QString& mix = m_state->hardwareMixWarning(); !mix.isEmpty())
        warnings << QStringLiteral("⚠ %1").arg(mix);
    m_fallback->setText(warnings.join(QLatin1Char('\n')));
    m_fallback->setVisible(!warnings.isEmpty());
}

void AnalysisPanel::applyFromWidgets() {
    if (m_rebuilding)
        return;
    analysis::AnalysisParams p = m_state->analysisParams();
    p.reference.strategy = ReferenceStrategy(m_strategy->currentData().toInt());
    if (p.reference.strategy == ReferenceStrategy::UserPick && p.reference.userKey.empty()) {
        const int row = m_state->rowIndexOfKey(m_state->selectedKey());
        if (row >= 0)
            p.reference.userKey = m_state->rows()[size_t(row)].pointKey.toStdString();
    }
    p.breakEven.tau = m_tau->value();
    p.breakEven.lambda = lambdaFromSlider(m_lambda->value());
    p.clustering.k = m_k->currentData().toInt();
    p.clustering.seed = static_cast<quint64>(m_seed->value());
    std::vector<Feature> features;
    for (QCheckBox* box : m_features) {
        if (box->isChecked())
            features.push_back(Feature(box->property("feature").toInt()));
    }
    if (!features.empty()) // at least one feature: keep the previous choice otherwise
        p.clustering.features = features;
    p.clustering.standardisation = Standardisation(m_standardisation->currentData().toInt());
    m_state->setAnalysisParams(p);
}

} // namespace mlpe
