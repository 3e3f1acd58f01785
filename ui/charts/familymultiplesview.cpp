#include "familymultiplesview.h"

#include "comparisonmarkers.h"
#include "core/analysis/analysisengine.h"
#include "core/analysis/scalinganswer.h"
#include "core/analysis/sensitivityverdict.h"
#include "ui/state/explorerstate.h"

#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <set>

namespace mlpe {

using namespace analysis;

FamilyMultiplesView::FamilyMultiplesView(ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_grid(new QGridLayout)
    , m_empty(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addLayout(m_grid, 1);
    m_empty->setWordWrap(true);
    const auto markDirty = [this] {
        m_dirty = true;
        if (isVisible())
            rebuild();
    };
    connect(state, &ExplorerState::rowsChanged, this, markDirty);
}

void FamilyMultiplesView::showEvent(QShowEvent* event) {
    if (m_dirty)
        rebuild();
    QWidget::showEvent(event);
}

QString FamilyMultiplesView::answerFor(const QString& family) const {
    const int i = m_families.indexOf(family);
    return i < 0 ? QString() : m_answers[i];
}

void FamilyMultiplesView::rebuild() {
    m_dirty = false;
    qDeleteAll(m_panels);
    m_panels.clear();
    m_families.clear();
    m_answers.clear();
    const auto& points = m_state->analysisPoints();
    AnalysisParams params = m_state->analysisInputParams();
    params.reference.strategy = ReferenceStrategy::PerFamily;
    params.clustering.enabled = false;
    params.fits.enabled = false;
    params.sensitivity.enabled = false;
    m_result = runAnalysis(points, params);

    // Shared axes over every family.
    std::set<std::string> families;
    double x0 = INFINITY, x1 = -INFINITY, y1 = params.breakEven.tau;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& r = m_result.points[i];
        if (r.state != PointState::InView || !std::isfinite(r.efficiency))
            continue;
        families.insert(points[i].family);
        x0 = std::min(x0, double(points[i].accelerators));
        x1 = std::max(x1, double(points[i].accelerators));
        y1 = std::max(y1, r.efficiency);
    }
    m_empty->setVisible(families.empty());
    m_empty->setText(tr("No point in view: choose a benchmark with results."));
    if (families.empty())
        return;
    const double lx0 = std::exp2(std::log2(x0) - 0.4), lx1 = std::exp2(std::log2(x1) + 0.4);
    const double top = y1 * 1.1;
    const int columns = families.size() <= 4 ? 2 : 3;
    int index = 0;
    for (const std::string& f : families) {
        const QString family = QString::fromStdString(f);
        auto* view = new QChartView(this);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(260, 200);
        QChart* c = view->chart();
        c->setAnimationOptions(QChart::NoAnimation);
        c->legend()->hide();
        auto* ax = new QLogValueAxis;
        ax->setBase(4.0); // base 2 crowds a small panel spanning 2..4096
        ax->setLabelFormat(QStringLiteral("%g"));
        ax->setTitleText(tr("N (log scale)"));
        ax->setRange(lx0, lx1);
        auto* ay = new QValueAxis;
        ay->setTitleText(tr("E′"));
        ay->setRange(0, top);
        ay->applyNiceNumbers(); // 0, 0.3, ... rather than 0.29, 0.59, ...
        ay->setLabelFormat(QStringLiteral("%.2g"));
        c->addAxis(ax, Qt::AlignBottom);
        c->addAxis(ay, Qt::AlignLeft);
        const auto add = [&](QXYSeries* s) {
            c->addSeries(s);
            s->attachAxis(ax);
            s->attachAxis(ay);
        };
        auto* tau = new QLineSeries;
        tau->setPen(QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
        tau->append(lx0, params.breakEven.tau);
        tau->append(lx1, params.breakEven.tau);
        add(tau);
        auto* dots = new QScatterSeries;
        ComparisonMarkers::styleFamilySeries(dots, family, false, 9, m_state->familiesInScope());
        auto* ref = new QScatterSeries;
        ref->setMarkerSize(18);
        ref->setColor(Qt::transparent);
        ref->setPen(QPen(Qt::black, 2));
        QString refName;
        for (std::size_t i = 0; i < points.size(); ++i) {
            const PointResult& r = m_result.points[i];
            if (r.state != PointState::InView || points[i].family != f)
                continue;
            dots->append(points[i].accelerators, r.efficiency);
            if (r.isReference) {
                ref->append(points[i].accelerators, r.efficiency);
                refName = QStringLiteral("%1, N = %2")
                              .arg(QString::fromStdString(points[i].submitter))
                              .arg(points[i].accelerators);
                view->setToolTip(tr("Reference of %1: %2 (%3)")
                                     .arg(family, QString::fromStdString(points[i].systemName),
                                          QString::fromStdString(points[i].key)));
            }
        }
        add(dots);
        add(ref);
        for (const BreakEvenResult& b : m_result.breakEven) {
            if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.series != f)
                continue;
            if ((b.outcome == BreakEvenOutcome::Found ||
                 b.outcome == BreakEvenOutcome::AtOrAbove) &&
                std::isfinite(b.accelerators)) {
                auto* marker = new QLineSeries;
                marker->setPen(QPen(
                    FamilyPalette::styleFor(family, m_state->familiesInScope()).colour.darker(130),
                    2, b.outcome == BreakEvenOutcome::Found ? Qt::SolidLine : Qt::DotLine));
                marker->append(b.accelerators, 0);
                marker->append(b.accelerators, top);
                add(marker);
            }
        }
        const QString answer = QString::fromStdString(scalingAnswer(points, m_result, f));
        m_families << family;
        m_answers << answer;
        c->setTitle(
            QStringLiteral("<b>%1</b> — reference %2<br><small>%3</small>")
                .arg(family.toHtmlEscaped(), refName.toHtmlEscaped(), answer.toHtmlEscaped()));
        m_grid->addWidget(view, index / columns, index % columns);
        m_panels << view;
        ++index;
    }
}

} // namespace mlpe
