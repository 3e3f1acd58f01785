#include "clusterdiagnosticsview.h"

#include "chartaxes.h"
#include "core/analysis/analysislabels.h"
#include "ui/state/explorerstate.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace mlpe {

ClusterDiagnosticsView::ClusterDiagnosticsView(ExplorerState* state, QWidget* parent)
    : AbstractChartView(parent)
    , m_state(state)
    , m_wcss(new QLineSeries)
    , m_silhouette(new QLineSeries)
    , m_chosen(new QScatterSeries)
    , m_chosenLine(new QLineSeries)
    , m_axisK(new QValueAxis)
    , m_axisWcss(new QValueAxis)
    , m_axisSilhouette(new QValueAxis) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, kChartMinimumHeight);
    QChart* c = chart();
    setChartTitle(tr("Choosing k: elbow (WCSS) and mean silhouette"));
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignBottom);
    m_axisK->setTitleText(tr("k, number of clusters"));
    m_axisK->setLabelFormat(QStringLiteral("%d"));
    m_axisWcss->setTitleText(tr("WCSS (standardised units²)"));
    m_axisWcss->setLabelFormat(QStringLiteral("%.1f"));
    m_axisSilhouette->setTitleText(tr("Mean silhouette"));
    m_axisSilhouette->setLabelFormat(QStringLiteral("%.2f"));
    c->addAxis(m_axisK, Qt::AlignBottom);
    c->addAxis(m_axisWcss, Qt::AlignLeft);
    c->addAxis(m_axisSilhouette, Qt::AlignRight);

    m_wcss->setName(tr("WCSS (elbow)"));
    m_wcss->setPen(QPen(QColor(0x00, 0x72, 0xB2), 2));
    m_wcss->setPointsVisible(true);
    m_silhouette->setName(tr("Mean silhouette"));
    m_silhouette->setPen(QPen(QColor(0xD5, 0x5E, 0x00), 2, Qt::DashLine));
    m_silhouette->setPointsVisible(true);
    m_chosen->setName(tr("Chosen k"));
    m_chosen->setMarkerSize(16);
    m_chosen->setColor(Qt::transparent);
    m_chosen->setPen(QPen(Qt::black, 2));
    m_chosenLine->setPen(QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DotLine));
    for (QLineSeries* s : {m_wcss, m_chosenLine}) {
        c->addSeries(s);
        s->attachAxis(m_axisK);
        s->attachAxis(m_axisWcss);
    }
    for (QXYSeries* s : std::initializer_list<QXYSeries*>{m_silhouette, m_chosen}) {
        c->addSeries(s);
        s->attachAxis(m_axisK);
        s->attachAxis(m_axisSilhouette);
    }
    for (QLegendMarker* m : c->legend()->markers(m_chosenLine))
        m->setVisible(false);
    connect(state, &ExplorerState::rowsChanged, this, [this] { scheduleRebuild(); });
}

void ClusterDiagnosticsView::compactChanged() {
    const bool compact = isCompact();
    QChart* c = chart();
    if (compact) {
        m_full = {m_axisK->titleText(), m_axisWcss->titleText(), m_axisSilhouette->titleText(),
                  c->margins(), m_axisWcss->titleBrush()};
        m_axisK->setTitleText(tr("k"));
        m_axisWcss->setTitleText(tr("WCSS"));
        m_axisSilhouette->setTitleText(tr("Silhouette"));
        // Without the legend, the axis titles in their lines' colours name the lines.
        m_axisWcss->setTitleBrush(m_wcss->pen().color());
        m_axisSilhouette->setTitleBrush(m_silhouette->pen().color());
        c->setMargins(QMargins(4, 4, 4, 4));
    } else {
        m_axisK->setTitleText(m_full.kTitle);
        m_axisWcss->setTitleText(m_full.wcssTitle);
        m_axisSilhouette->setTitleText(m_full.silhouetteTitle);
        m_axisWcss->setTitleBrush(m_full.axisTitleBrush);
        m_axisSilhouette->setTitleBrush(m_full.axisTitleBrush);
        c->setMargins(m_full.margins);
    }
    c->legend()->setVisible(!compact);
    m_axisSilhouette->setTickInterval(silhouetteTickStep());
}

double ClusterDiagnosticsView::silhouetteTickStep() const {
    // Seven labels in 0.2 steps overlap on a compact chart, and Qt elides them all to "...".
    return isCompact() ? 0.4 : 0.2;
}

void ClusterDiagnosticsView::buildChart() {
    const analysis::ClusteringResult& c = m_state->analysis().clustering;
    QList<QPointF> wcss;
    QList<QPointF> silhouette;
    double wMax = 0.0;
    for (const analysis::KDiagnostic& d : c.diagnostics) {
        if (std::isfinite(d.wcss)) {
            wcss << QPointF(d.k, d.wcss);
            wMax = std::max(wMax, d.wcss);
        }
        if (std::isfinite(d.meanSilhouette))
            silhouette << QPointF(d.k, d.meanSilhouette);
    }
    m_wcss->replace(wcss);
    m_silhouette->replace(silhouette);
    QList<QPointF> chosen;
    QList<QPointF> chosenLine;
    for (const QPointF& p : silhouette) {
        if (int(p.x()) == c.chosenK)
            chosen << p;
    }
    if (c.performed && c.chosenK > 0)
        chosenLine << QPointF(c.chosenK, 0) << QPointF(c.chosenK, wMax > 0 ? wMax * 1.1 : 1.0);
    m_chosen->replace(chosen);
    m_chosenLine->replace(chosenLine);
    const int kMax = c.diagnostics.empty() ? 8 : c.diagnostics.back().k;
    const int kMin = c.diagnostics.empty() ? 1 : c.diagnostics.front().k;
    m_axisK->setRange(kMin - 0.5, kMax + 0.5);
    m_axisK->setTickCount(std::min(kMax - kMin + 2, 12));
    m_axisK->setTickType(QValueAxis::TicksDynamic);
    m_axisK->setTickAnchor(kMin);
    m_axisK->setTickInterval(1);
    m_axisWcss->setRange(0, wMax > 0 ? wMax * 1.05 : 1.0);
    m_axisWcss->applyNiceNumbers();
    m_axisSilhouette->setRange(-0.2, 1.0);
    // Ticks anchored at 0 in steps of 0.2: 0 is exactly a tick (equal steps from -0.2 gave
    // -2.8e-17, labelled "-0.00").
    m_axisSilhouette->setTickType(QValueAxis::TicksDynamic);
    m_axisSilhouette->setTickAnchor(0.0);
    m_axisSilhouette->setTickInterval(silhouetteTickStep());
    m_axisSilhouette->setLabelFormat(QStringLiteral("%.1f"));
}

QString ClusterDiagnosticsView::captionText() const {
    const analysis::ClusteringResult& c = m_state->analysis().clustering;
    if (!c.performed)
        return tr("No clustering: too few points in the analysis.");
    const QLocale locale;
    return tr("k-means++ with up to %1 restarts per k (fewer once no unseen optimum is expected) "
              "and seed %2; WCSS in standardised units. "
              "Chosen k = %3 (%4), mean silhouette %5. The silhouette compares each point's "
              "distance to its own cluster with the nearest other cluster (1 = well separated).")
        .arg(m_state->analysis().clustering.restartsPerK)
        .arg(c.seed)
        .arg(c.chosenK)
        .arg(c.autoK ? tr("auto: best mean silhouette over k = 2…8") : tr("fixed by the user"))
        .arg(std::isfinite(c.meanSilhouette) ? locale.toString(c.meanSilhouette, 'f', 3)
                                             : QStringLiteral("—"));
}

} // namespace mlpe
