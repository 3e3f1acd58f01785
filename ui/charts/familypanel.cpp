#include "familypanel.h"

#include "comparisonmarkers.h"
#include "core/analysis/analysispoint.h"
#include "core/text/numberwords.h"
#include "ui/widgets/familylooks.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <cmath>

namespace mlpe {

using namespace analysis;
using namespace text;

AxisSpec FamilyPanel::xSpec() {
    AxisSpec x{tr("N (log scale)"), true, QStringLiteral("%g")};
    x.logBase = 4.0; // base 2 crowds a small panel spanning 2..4096
    return x;
}

AxisSpec FamilyPanel::ySpec() {
    return {tr("E′"), false, QStringLiteral("%.2g")};
}

FamilyPanel::FamilyPanel(QWidget* parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_answer(new QLabel(this))
    , m_axes(m_view->chart(), xSpec(), ySpec())
    , m_series(m_view->chart(), &m_axes) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_answer);
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(260, 200);
    QChart* c = m_view->chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->hide();
}

void FamilyPanel::setContent(const Content& content) {
    m_series.beginRebuild(nullptr);
    QRectF range = m_axes.paddedRange(content.shared);
    m_axes.applyNiceRange(range);
    range = m_axes.visibleRange();
    QLineSeries* tau = m_series.line(SeriesRole::Threshold, QStringLiteral("tau"),
                                     QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine), false);
    tau->append(range.left(), content.tau);
    tau->append(range.right(), content.tau);
    addPoints(content);
    addBreakEven(content, range);
    if (!m_series.endRebuild()) {
        // Series order is drawing order: build again from the first one out of place.
        m_series.discardMisplaced();
        setContent(content);
        return;
    }
    m_answer->setText(content.answer);
}

void FamilyPanel::addPoints(const Content& content) {
    const auto& points = *content.points;
    const std::string family = content.family.toStdString();
    bool created = false;
    QScatterSeries* dots = m_series.plainScatter(SeriesRole::Family, content.family, false,
                                                 ChartSeriesSet::Filling::Append, &created);
    if (created)
        ComparisonMarkers::styleFamilySeries(dots, content.family, false, 9,
                                             content.familiesInView);
    QScatterSeries* ref = m_series.plainScatter(SeriesRole::Reference, QStringLiteral("reference"),
                                                false, ChartSeriesSet::Filling::Append, &created);
    if (created) {
        ref->setMarkerSize(18);
        ref->setColor(Qt::transparent);
        ref->setPen(QPen(Qt::black, 2));
    }
    QString refName;
    m_view->setToolTip(QString());
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& r = content.result->points[i];
        if (r.state != PointState::InView || points[i].family != family)
            continue;
        dots->append(points[i].accelerators, r.efficiency);
        if (!r.isReference)
            continue;
        ref->append(points[i].accelerators, r.efficiency);
        refName = QStringLiteral("%1, N = %2")
                      .arg(QString::fromStdString(points[i].submitter))
                      .arg(points[i].accelerators);
        m_view->setToolTip(tr("Reference of %1: %2 (%3)")
                               .arg(content.family, QString::fromStdString(points[i].systemName),
                                    QString::fromStdString(points[i].key)));
    }
    m_view->chart()->setTitle(QStringLiteral("<b>%1</b> — reference %2")
                                  .arg(content.family.toHtmlEscaped(), refName.toHtmlEscaped()));
}

void FamilyPanel::addBreakEven(const Content& content, const QRectF& range) {
    const std::string family = content.family.toStdString();
    for (const BreakEvenResult& b : content.result->breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.series != family)
            continue;
        if (!(b.outcome == BreakEvenOutcome::Found || b.outcome == BreakEvenOutcome::AtOrAbove) ||
            !std::isfinite(b.accelerators))
            continue;
        // A family at one size has no break-even to mark ("N* ≥ 8" against itself): the texts
        // leave it out with the reason (thresholdLeftOut), and so does the chart.
        if (!thresholdLeftOut(b).empty())
            continue;
        QLineSeries* marker = m_series.line(
            SeriesRole::BreakEven, QStringLiteral("N*"),
            QPen(FamilyLooks::styleIn(content.family, content.familiesInView).colour.darker(130), 2,
                 b.outcome == BreakEvenOutcome::Found ? Qt::SolidLine : Qt::DotLine),
            false);
        marker->append(b.accelerators, range.top());
        marker->append(b.accelerators, range.bottom());
    }
}

} // namespace mlpe
