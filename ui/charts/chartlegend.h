#pragma once

#include <QScrollArea>

class QLegendMarker;
class QToolButton;

namespace mlpe {

class FlowLayout;
class LegendEntryButton;
class ScatterChartView;

// The legend of a scatter chart in the window, as a widget of its own: Qt Charts' QLegend can
// neither wrap nor scroll, so on a short or narrow chart it cut entries off (or we dropped the
// overlay entries). This one lists every entry of the chart's legend markers -- families first,
// then the overlays (reference, clusters, ideal lines, ...) -- and scrolls when they do not fit.
// Beside the chart it is one column; below the chart (narrow windows) the entries wrap into rows
// and it takes at most three rows of height.
// A family entry is a button: click hides or shows the family, Ctrl+click (or Alt+click) shows
// only this family, right-click opens the chart's family menu; Tab reaches it and Space clicks.
// Overlay entries only explain a symbol. Exported charts keep Qt's legend inside the chart.
class ChartLegend : public QScrollArea {
    Q_OBJECT
public:
    explicit ChartLegend(ScatterChartView* chart, QWidget* parent = nullptr);

    void setBelowChart(bool below);
    bool isBelowChart() const { return m_below; }
    // Every entry, in the chart legend's order; family entries have the property "family".
    QList<QToolButton*> entries() const { return m_entries; }
    // The entry whose full label is `label`, or null.
    QToolButton* entry(const QString& label) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    LegendEntryButton* newEntry();
    LegendEntryButton* reuseSpare();
    // Shows `marker` on `b`; true when its icon or text changed (its size may have).
    bool showMarker(LegendEntryButton* b, QLegendMarker* marker, qreal dpr);
    void fitContents();
    int rowHeight() const; // of one entry; 0 when there is none
    void familyClicked(const QString& family, Qt::KeyboardModifiers modifiers);

    ScatterChartView* m_chart;
    QWidget* m_contents;
    FlowLayout* m_flow;
    QList<QToolButton*> m_entries;
    QList<LegendEntryButton*> m_spare; // hidden, after m_entries in the layout, for reuse
    static constexpr qsizetype kMaxSpareEntries = 128;
    bool m_below = false;
};

} // namespace mlpe
