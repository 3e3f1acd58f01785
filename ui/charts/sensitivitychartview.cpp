#include "sensitivitychartview.h"

#include "comparisonmarkers.h"
#include "core/analysis/sensitivityverdict.h"
#include "ui/compare/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMap>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace mlpe {

using analysis::BreakEvenOutcome;

SensitivityChartView::SensitivityChartView(ComparisonModel* comparison, QWidget* parent)
    : QChartView(parent)
    , m_comparison(comparison)
    , m_axisX(new QCategoryAxis)
    , m_axisY(new QLogValueAxis) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignRight);
    m_axisX->setTitleText(tr("Candidate reference (number, submitter, N), by N"));
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setLabelsAngle(-60);
    m_axisY->setBase(2.0);
    m_axisY->setLabelFormat(QStringLiteral("%g"));
    m_axisY->setTitleText(tr("Break-even N* (E′ = τ), log2"));
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    connect(comparison, &ComparisonModel::comparisonChanged, this, [this] {
        m_dirty = true;
        if (isVisible())
            rebuild();
    });
    rebuild();
}

void SensitivityChartView::showEvent(QShowEvent* event) {
    if (m_dirty)
        rebuild();
    QChartView::showEvent(event);
}

void SensitivityChartView::setScenario(int scenario) {
    if (scenario == m_scenario)
        return;
    m_scenario = scenario;
    m_dirty = true;
    if (isVisible())
        rebuild();
}

QString SensitivityChartView::verdictText() const {
    const auto& c = m_comparison->result();
    return QString::fromStdString((m_scenario == 0 ? c.sensitivityA : c.sensitivityB).text);
}

void SensitivityChartView::rebuild() {
    m_dirty = false;
    QChart* c = chart();
    c->removeAllSeries();
    for (const QString& label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    m_found = m_atOrAbove = m_below = 0;
    const analysis::AnalysisResult& r =
        m_scenario == 0 ? m_comparison->result().a : m_comparison->result().b;
    const auto& points = m_comparison->points();
    std::unordered_map<std::string, std::size_t> byKey;
    for (std::size_t i = 0; i < points.size(); ++i)
        byKey.emplace(points[i].key, i);
    const auto& entries = r.sensitivity.entries;
    c->setTitle(
        tr("Reference sensitivity (%1): %2")
            .arg(m_scenario == 0 ? QStringLiteral("view of A") : QStringLiteral("view of B"),
                 verdictText()));

    // Y range: found values, the bounds, and the N range of the view.
    double nMin = INFINITY, nMax = -INFINITY;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (r.points[i].state == analysis::PointState::InView) {
            nMin = std::min(nMin, double(points[i].accelerators));
            nMax = std::max(nMax, double(points[i].accelerators));
        }
    if (entries.empty() || !std::isfinite(nMin)) {
        m_axisX->setRange(0, 1);
        m_axisY->setRange(1, 1024);
        return;
    }
    double y0 = nMin, y1 = nMax;
    for (const auto& e : entries)
        if (e.threshold.outcome == BreakEvenOutcome::Found) {
            y0 = std::min(y0, e.threshold.accelerators);
            y1 = std::max(y1, e.threshold.accelerators);
        }
    const double lo = std::exp2(std::log2(y0) - 0.5), hi = std::exp2(std::log2(y1) + 0.5);

    QMap<QString, QScatterSeries*> found, up, down;
    const auto series = [&](QMap<QString, QScatterSeries*>& map, const QString& family, int kind) {
        QScatterSeries*& s = map[family];
        if (!s) {
            s = new QScatterSeries;
            const QStringList view = m_comparison->state()->familiesInScope();
            const QColor colour = FamilyPalette::styleFor(family, view).colour;
            if (kind == 0) {
                s->setName(family);
                ComparisonMarkers::styleFamilySeries(s, family, false, 11, view);
            } else {
                s->setName(kind == 1 ? tr("%1: at or above N_max ▲").arg(family)
                                     : tr("%1: below the smallest N ▼").arg(family));
                s->setMarkerSize(16);
                s->setLightMarker(ComparisonMarkers::arrowMarker(colour, kind == 1, 16));
            }
            c->addSeries(s);
            s->attachAxis(m_axisX);
            s->attachAxis(m_axisY);
        }
        return s;
    };
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& e = entries[i];
        const auto it = byKey.find(e.referenceKey);
        const QString family =
            it == byKey.end() ? tr("?") : QString::fromStdString(points[it->second].family);
        const QString submitter =
            it == byKey.end() ? QString() : QString::fromStdString(points[it->second].submitter);
        const double x = static_cast<double>(i) + 1;
        // Category labels must be unique: the candidate's number goes first.
        m_axisX->append(QStringLiteral("%1 %2 %3")
                            .arg(i + 1)
                            .arg(submitter.left(6))
                            .arg(e.referenceAccelerators),
                        x);
        switch (e.threshold.outcome) {
        case BreakEvenOutcome::Found:
            series(found, family, 0)->append(x, e.threshold.accelerators);
            ++m_found;
            break;
        case BreakEvenOutcome::AtOrAbove:
            series(up, family, 1)->append(x, nMax);
            ++m_atOrAbove;
            break;
        case BreakEvenOutcome::Below:
            series(down, family, 2)->append(x, nMin);
            ++m_below;
            break;
        default:
            break;
        }
    }
    // The data's N range: the bounds sit on these lines.
    const auto rangeLine = [&](double y, const QString& name) {
        auto* line = new QLineSeries;
        line->setName(name);
        line->setPen(QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine));
        line->append(0.5, y);
        line->append(static_cast<double>(entries.size()) + 0.5, y);
        c->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
    };
    rangeLine(nMax, tr("N_max = %1").arg(nMax));
    rangeLine(nMin, tr("N_min = %1").arg(nMin));
    m_axisX->setStartValue(0.5);
    m_axisX->setRange(0.5, static_cast<double>(entries.size()) + 0.5);
    m_axisY->setRange(lo, hi);
}

} // namespace mlpe
