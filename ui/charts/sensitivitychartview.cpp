#include "sensitivitychartview.h"

#include "comparisonmarkers.h"
#include "core/text/sensitivityverdict.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace mlpe {

using analysis::BreakEvenOutcome;

SensitivityChartView::SensitivityChartView(ComparisonModel* comparison, QWidget* parent)
    : AbstractChartView(parent)
    , m_comparison(comparison)
    , m_axisX(new QCategoryAxis)
    , m_axes(chart(), m_axisX, {tr("Candidate reference (number, submitter, N), by N")},
             {.title = tr("Break-even N* (E′ = τ), log2"),
              .log = true,
              .labelFormat = QStringLiteral("%g"),
              .shortTitle = tr("N* (log2)")})
    , m_series(chart(), &m_axes) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignRight);
    m_axisX->setTitleText(m_axes.xSpec().title);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setLabelsAngle(-90);
    connect(c, &QChart::plotAreaChanged, this, [this] { placeCandidateLabels(); });
    connect(comparison, &ComparisonModel::comparisonChanged, this,
            &SensitivityChartView::scheduleRebuild);
    rebuild();
}

void SensitivityChartView::setScenario(int scenario) {
    if (scenario == m_scenario)
        return;
    m_scenario = scenario;
    scheduleRebuild();
}

QString SensitivityChartView::verdictText() const {
    const auto& c = m_comparison->result();
    return QString::fromStdString(
        text::sensitivityVerdict(m_scenario == 0 ? c.a.sensitivity : c.b.sensitivity).text);
}

void SensitivityChartView::buildChart() {
    setChartTitle(
        tr("Reference sensitivity (%1): %2")
            .arg(m_scenario == 0 ? QStringLiteral("view of A") : QStringLiteral("view of B"),
                 verdictText()));
    QRectF range = buildSeries();
    if (!m_series.endRebuild()) {
        // A reused series kept an old place: build again from there, so that the legend order is
        // the stable one.
        m_series.discardMisplaced();
        range = buildSeries();
        m_series.endRebuild();
    }
    m_axisX->setStartValue(0.5);
    m_axes.applyRange(range);
}

QScatterSeries* SensitivityChartView::outcomeSeries(const QString& family, int kind) {
    // kind 0: found values (the family's marker); 1: bound "at or above" (▲); 2: "below" (▼).
    const QString name = kind == 0   ? family
                         : kind == 1 ? tr("%1: at or above N_max ▲").arg(family)
                                     : tr("%1: below the smallest N ▼").arg(family);
    if (QScatterSeries* made = m_outcomeSeries.value(name))
        return made;
    bool created = false;
    QScatterSeries* s = m_series.plainScatter(SeriesRole::BreakEven, name, true,
                                              ChartSeriesSet::Filling::Append, &created);
    const QStringList view = m_comparison->state()->familiesInScope();
    if (created && kind == 0) {
        ComparisonMarkers::styleFamilySeries(s, family, false, 11, view);
    } else if (created) {
        s->setMarkerSize(16);
        s->setLightMarker(ComparisonMarkers::arrowMarker(FamilyLooks::styleIn(family, view).colour,
                                                         kind == 1, 16));
    }
    m_outcomeSeries.insert(name, s);
    return s;
}

void SensitivityChartView::placeCandidateLabels() {
    const int n = static_cast<int>(m_candidateLabels.size());
    // Upright labels need a text line each, and a little air between them.
    const double pitch = QFontMetricsF(m_axisX->labelsFont()).height() * 1.3;
    const double width = chart()->plotArea().width();
    const int step = n == 0 || width <= 0 ? 1 : std::max(1, int(std::ceil(n * pitch / width)));
    QStringList shown;
    for (int i = 0; i < n; i += step)
        shown << m_candidateLabels[i];
    m_labelStep = step;
    if (shown == m_axisX->categoriesLabels())
        return; // a resize that keeps the step (and the plot area's signal while relabelling)
    for (const QString& label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    for (int i = 0; i < n; i += step)
        m_axisX->append(m_candidateLabels[i], i + 1);
}

QRectF SensitivityChartView::buildSeries() {
    m_series.beginRebuild(nullptr);
    m_outcomeSeries.clear();
    m_candidateLabels.clear();
    m_found = m_atOrAbove = m_below = 0;
    const analysis::AnalysisResult& r =
        m_scenario == 0 ? m_comparison->result().a : m_comparison->result().b;
    const auto& points = m_comparison->points();
    std::unordered_map<std::string, std::size_t> byKey;
    for (std::size_t i = 0; i < points.size(); ++i)
        byKey.emplace(points[i].key, i);
    const auto& entries = r.sensitivity.entries;

    // Y range: found values, the bounds, and the N range of the view.
    ValueBox box;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (r.points[i].state == analysis::PointState::InView)
            box.include(QPointF(1, double(points[i].accelerators)));
    if (entries.empty() || box.empty) {
        placeCandidateLabels();
        return QRectF(QPointF(0, 1), QPointF(1, 1024));
    }
    const double nMin = box.y0, nMax = box.y1;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& e = entries[i];
        const auto it = byKey.find(e.referenceKey);
        const QString family =
            it == byKey.end() ? tr("?") : QString::fromStdString(points[it->second].family);
        const QString submitter =
            it == byKey.end() ? QString() : QString::fromStdString(points[it->second].submitter);
        const double x = static_cast<double>(i) + 1;
        // Category labels must be unique: the candidate's number goes first.
        m_candidateLabels << QStringLiteral("%1 %2 %3")
                                 .arg(i + 1)
                                 .arg(submitter.left(6))
                                 .arg(e.referenceAccelerators);
        switch (e.threshold.outcome) {
        case BreakEvenOutcome::Found:
            outcomeSeries(family, 0)->append(x, e.threshold.accelerators);
            box.includeY(e.threshold.accelerators);
            ++m_found;
            break;
        case BreakEvenOutcome::AtOrAbove:
            outcomeSeries(family, 1)->append(x, nMax);
            ++m_atOrAbove;
            break;
        case BreakEvenOutcome::Below:
            outcomeSeries(family, 2)->append(x, nMin);
            ++m_below;
            break;
        default:
            break;
        }
    }
    // The data's N range: the bounds sit on these lines.
    const double x1 = static_cast<double>(entries.size()) + 0.5;
    const auto rangeLine = [&](double y, const QString& name) {
        QLineSeries* line = m_series.line(SeriesRole::Threshold, name,
                                          QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine), true);
        line->append(0.5, y);
        line->append(x1, y);
    };
    rangeLine(nMax, tr("N_max = %1").arg(nMax));
    rangeLine(nMin, tr("N_min = %1").arg(nMin));
    placeCandidateLabels();
    const auto [y0, y1] = paddedInterval(box.y0, box.y1, true);
    return QRectF(QPointF(0.5, y0), QPointF(x1, y1));
}

} // namespace mlpe
