#pragma once

#include "abstractchartview.h"

#include <QBrush>
#include <QMargins>
#include <QString>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace mlpe {

class ExplorerState;

// Justifies the number of clusters: within-cluster sum of squares (elbow) and mean silhouette
// for every k tried, the chosen k marked. Compact (short on screen), it also shortens its axis
// titles and hides its legend: the axis titles, in their lines' colours, name the lines.
class ClusterDiagnosticsView : public AbstractChartView {
    Q_OBJECT
public:
    explicit ClusterDiagnosticsView(ExplorerState* state, QWidget* parent = nullptr);

    QString captionText() const override;

protected:
    void buildChart() override;
    // One-word axis titles and no legend while compact, so that the axes keep their labels.
    void compactChanged() override;

private:
    double silhouetteTickStep() const;

    ExplorerState* m_state;
    QLineSeries* m_wcss;
    QLineSeries* m_silhouette;
    QScatterSeries* m_chosen;
    QLineSeries* m_chosenLine;
    QValueAxis* m_axisK;
    QValueAxis* m_axisWcss;
    QValueAxis* m_axisSilhouette;
    // What the compact form replaces, restored when the chart is tall again.
    struct FullForm {
        QString kTitle, wcssTitle, silhouetteTitle;
        QMargins margins;
        QBrush axisTitleBrush;
    } m_full;
};

} // namespace mlpe
