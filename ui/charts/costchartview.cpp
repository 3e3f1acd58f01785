#include "costchartview.h"

#include "charttext.h"
#include "ui/state/explorerstate.h"

#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSet>
#include <cmath>

namespace mlpe {

CostChartView::CostChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, timeToTrainAxis(),
                       {.title = tr("Cost to train (your prices, log₂)"),
                        .log = true,
                        .labelFormat = QStringLiteral("%g"),
                        .shortTitle = tr("Cost (log₂)")},
                       parent)
    , m_placeholder(new QLabel(viewport())) {
    chart()->setTitle(tr("Time T vs cost to train"));
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_placeholder->setStyleSheet(QStringLiteral("QLabel { background: palette(window); "
                                                "border: 1px solid palette(mid); padding: 8px; }"));
    m_placeholder->hide();
}

QString CostChartView::placeholderText() const {
    const analysis::CostResult& cost = state()->analysis().cost;
    if (!cost.enabled)
        return tr("No prices: the cost to train needs a price per accelerator-hour for each "
                  "family. None is built in; set your prices (or open a session that has them) "
                  "to see T against cost here.");
    if (cost.pricedPoints == 0)
        return tr("No family in view has a price: nothing to draw in money.");
    return {};
}

std::optional<QPointF> CostChartView::valueOf(const ExplorerRow& row,
                                              const analysis::PointResult& result) const {
    // Log axes: a point at cost or T <= 0 would hide its whole series.
    const double t = row.set->scoreMinutes.value_or(NAN);
    if (!result.costToTrain)
        return std::nullopt;
    const double cost = *result.costToTrain;
    if (!(t > 0) || !(cost > 0) || !std::isfinite(t) || !std::isfinite(cost))
        return std::nullopt;
    return QPointF(t, cost);
}

QStringList CostChartView::drawableFamilies(const QStringList& inScope) const {
    // Prices are per accelerator family, whatever the grouping: a group is drawable when a row
    // of it has a priced family (hidden groups included, so that the legend can show them again).
    const PriceTable& prices = state()->prices();
    QSet<QString> priced;
    for (const ExplorerRow& row : state()->rows()) {
        if (row.set && !priced.contains(row.group) &&
            prices.priceOf(row.set->systemDescription.accelerator.family))
            priced.insert(row.group);
    }
    QStringList drawable;
    for (const QString& group : inScope)
        if (priced.contains(group))
            drawable << group;
    return drawable;
}

void CostChartView::addOverlays(ValueBox& range) {
    const analysis::AnalysisResult& a = state()->analysis();
    const auto& points = state()->analysisPoints();
    placePlaceholder();
    if (!a.cost.enabled)
        return;
    if (!a.cost.frontier.empty()) {
        QLineSeries* frontier = addLine(SeriesRole::Frontier, tr("Frontier"),
                                        QPen(QColor(0x33, 0x33, 0x33), 1.6), true);
        for (size_t i : a.cost.frontier) {
            const std::optional<double>& c =
                i < a.points.size() ? a.points[i].costToTrain : std::optional<double>();
            if (c && *c > 0 && points[i].minutes > 0)
                frontier->append(points[i].minutes, *c);
        }
    }
    for (const bool knee : {true, false}) {
        const analysis::CostChoice& choice = knee ? a.cost.knee : a.cost.valueOfTime;
        if (!choice.available || !(choice.minutes > 0) || !(choice.cost > 0))
            continue;
        const QString name = knee ? (choice.fallback ? tr("Knee (fallback)") : tr("Cost knee"))
                                  : tr("Value of time");
        // The same symbols as the G vs T chart's knee and optimum.
        QScatterSeries* marker = addScatter(
            SeriesRole::BreakEven, name, knee ? QColor(0xD5, 0x5E, 0x00) : QColor(0x00, 0x72, 0xB2),
            knee ? MarkerShape::Pentagon : MarkerShape::Cross, knee ? 24 : 15, true);
        marker->setProperty("mlpeDefinition",
                            knee ? QStringLiteral("knee") : QStringLiteral("value_of_time"));
        marker->setBorderColor(Qt::black);
        marker->append(choice.minutes, choice.cost);
        range.include({choice.minutes, choice.cost});
    }
}

void CostChartView::placePlaceholder() {
    const QString text = placeholderText();
    m_placeholder->setText(text);
    m_placeholder->setVisible(!text.isEmpty());
    if (text.isEmpty())
        return;
    const int width = std::max(120, std::min(460, viewport()->width() - 40));
    m_placeholder->setFixedWidth(width);
    m_placeholder->adjustSize();
    m_placeholder->move((viewport()->width() - m_placeholder->width()) / 2,
                        (viewport()->height() - m_placeholder->height()) / 2);
    m_placeholder->raise();
}

void CostChartView::resizeEvent(QResizeEvent* event) {
    ScatterChartView::resizeEvent(event);
    placePlaceholder();
}

QString CostChartView::captionText() const {
    const analysis::CostResult& cost = state()->analysis().cost;
    if (!cost.enabled)
        return tr("Cost to train = G / 60 × price per accelerator-hour: shown once you give "
                  "prices (none are built in).");
    const QLocale locale;
    const QString currency = QString::fromStdString(cost.currency);
    QStringList notes;
    if (cost.knee.available)
        notes << (cost.knee.fallback ? tr("⬟ knee (fallback: the frontier point farthest from the "
                                          "chord): N = %1")
                                     : tr("⬟ knee: N = %1"))
                     .arg(cost.knee.accelerators);
    if (cost.valueOfTime.available)
        notes << tr("✚ min cost + λ·T (λ = %1 %2 per minute): N = %3")
                     .arg(locale.toString(cost.lambdaMoney, 'g', 4), currency)
                     .arg(cost.valueOfTime.accelerators);
    QString unpriced;
    if (!cost.unpricedFamilies.empty()) {
        QStringList families;
        for (const std::string& f : cost.unpricedFamilies)
            families << QString::fromStdString(f);
        unpriced = tr("Not drawn, no price: %1. ").arg(families.join(QStringLiteral(", ")));
    }
    const QString found = notes.isEmpty() ? QString() : notes.join(QStringLiteral("; ")) + ". ";
    return tr("Cost to train = G / 60 × your price per accelerator-hour, in %1 (derived, not an "
              "MLPerf result). Frontier: systems no other beats on both T and cost. %2%3")
        .arg(currency, found, unpriced);
}

QString CostChartView::captionDetails() const {
    const analysis::CostResult& cost = state()->analysis().cost;
    QStringList lines;
    for (const analysis::CostChoice* choice : {&cost.knee, &cost.valueOfTime}) {
        const QString text =
            QString::fromStdString(choice->reason.empty() ? choice->inputs : choice->reason);
        if (!text.isEmpty())
            lines << text;
    }
    lines << ScatterChartView::captionDetails();
    return lines.join(QLatin1Char('\n'));
}

} // namespace mlpe
