#pragma once

#include "chartaxes.h"

#include <QChartView>
#include <QString>

namespace mlpe {

class RebuildWhenShown;

// What every chart view of the explorer shares, in one place:
// - it is rebuilt from its source only while visible (scheduleRebuild()): a hidden tab or window
//   catches up when it is next shown (RebuildWhenShown);
// - whether it is on screen (isOnScreen()): an export's view is laid out but never shown, so
//   that ticks thin out and titles shorten only for a reader's screen, never in a figure;
// - on screen and shorter than kChartTitledHeight it drops its title (the tab names the chart,
//   the caption the rest: the title's lines took the room the axes needed); a subclass with more
//   to shorten does it in compactChanged(). Exports always keep the title.
class AbstractChartView : public QChartView {
    Q_OBJECT
public:
    // Whether `view` (any chart view) is on a reader's screen: shown, and not an export's
    // offscreen view (Qt::WA_DontShowOnScreen).
    static bool isOnScreen(const QWidget* view);

    // Builds the chart from its source now (a change does it by itself while the chart is
    // visible, and when it is next shown).
    void rebuild();
    // The text for the caption under the chart (the panel's caption, an export's footnote):
    // definitions and what the markers mean; empty for a chart that has none.
    virtual QString captionText() const { return {}; }
    // What only the caption's tooltip shows: definitions, per-family values, keys.
    virtual QString captionDetails() const { return {}; }
    // KeepWhole (exports) keeps the title at any height; Shorten (default) drops it on a short
    // chart on screen.
    void setTitleFit(TitleFit fit);
    // On screen, shorter than kChartTitledHeight and allowed to shorten: no title.
    bool isCompact() const { return m_compact; }

protected:
    explicit AbstractChartView(QWidget* parent = nullptr);

    // The source changed: rebuilt now when visible, else when next shown.
    void scheduleRebuild();
    // Builds the chart from the source (series, axes, title).
    virtual void buildChart() = 0;
    // The chart's title, shown unless the chart is compact (a null title: the chart keeps the
    // one it set itself).
    void setChartTitle(const QString& title);
    // isCompact() changed: shorten (or restore) what else the chart needs to keep its axes.
    virtual void compactChanged() {}

    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitTitle();
    // While its window is on its way to the screen (shown, not yet exposed), the window's layout
    // settles in several passes: the chart was resized four times before the first frame, each a
    // layout of its axes. It takes the last size only, once the pending layouts are done or
    // the window is exposed, whichever comes first.
    bool deferChartSize();
    void applyDeferredSize();

    bool m_sizeDeferred = false;
    bool m_applyingSize = false;

    RebuildWhenShown* m_rebuild;
    QString m_title;
    TitleFit m_titleFit = TitleFit::Shorten;
    bool m_compact = false;
};

} // namespace mlpe
