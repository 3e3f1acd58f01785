#pragma once

#include <QBrush>
#include <QChartView>
#include <QMargins>
#include <QString>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace mlpe {

class ExplorerState;

// Justifies the number of clusters: within-cluster sum of squares (elbow) and mean silhouette
// for every k tried, the chosen k marked.
class ClusterDiagnosticsView : public QChartView {
    Q_OBJECT
public:
    explicit ClusterDiagnosticsView(ExplorerState* state, QWidget* parent = nullptr);

    void rebuild();
    QString captionText() const;
    QLineSeries* wcssSeries() const { return m_wcss; }
    QLineSeries* silhouetteSeries() const { return m_silhouette; }
    QScatterSeries* chosenMarker() const { return m_chosen; }

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // On screen and shorter than kChartTitledHeight: no title and one-word axis titles, so that
    // the axes keep their labels (an export never is).
    void fitTitles();
    double silhouetteTickStep() const;

    ExplorerState* m_state;
    QLineSeries* m_wcss;
    QLineSeries* m_silhouette;
    QScatterSeries* m_chosen;
    QLineSeries* m_chosenLine;
    QValueAxis* m_axisK;
    QValueAxis* m_axisWcss;
    QValueAxis* m_axisSilhouette;
    bool m_dirty = true;
    bool m_compact = false;
    // What the compact form replaces, restored when the chart is tall again.
    struct FullForm {
        QString title, kTitle, wcssTitle, silhouetteTitle;
        QMargins margins;
        QBrush axisTitleBrush;
    } m_full;
};

} // namespace mlpe
