#include "chartaxes.h"

#include "ui/widgets/onscreen.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLogValueAxis>
#include <QTextDocument>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace mlpe {

namespace {

// Powers of two read best as they are ("%g": 0.125, 0.25, 0.5, 1, 2): a linear axis's fixed
// decimals ("%.2f", E') printed 0.125 as "0.13" when that axis turned log.
QString logLabelFormat(const AxisSpec& spec) {
    return spec.labelFormat.endsWith(QLatin1Char('f')) ? QStringLiteral("%g") : spec.labelFormat;
}

QAbstractAxis* makeAxis(const AxisSpec& spec) {
    if (spec.log) {
        auto* axis = new QLogValueAxis;
        axis->setBase(spec.logBase);
        axis->setLabelFormat(logLabelFormat(spec));
        axis->setMinorTickCount(-1); // no unlabeled minor grid between powers of two
        axis->setTitleText(ChartAxes::titleText(spec, false));
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setLabelFormat(spec.labelFormat);
    axis->setTickCount(7);
    axis->setTitleText(spec.title);
    return axis;
}

// Pixels one tick label needs along its axis, gap included: across, the wider of the labels at
// the ends of the range (the longest numbers are there: 0.0625, 4096); up, a line of text.
// Labels closer than that overlap, and Qt then elides every label of the axis to "...".
double labelSpacing(const QAbstractAxis* axis, bool horizontal, const QString& format, double first,
                    double last) {
    const QFontMetricsF metrics(axis->labelsFont());
    if (!horizontal)
        return metrics.height() + 4.0;
    const QByteArray f = format.toUtf8();
    return std::max(metrics.horizontalAdvance(QString::asprintf(f.constData(), first)),
                    metrics.horizontalAdvance(QString::asprintf(f.constData(), last))) +
           12.0;
}

// Ticks at multiples of a nice step from 0 (so 0 itself is a tick and never "-0.00"), labels
// with as many decimals as the step needs. About six ticks, fewer when `plotLength` (if known)
// cannot hold six labels apart.
void applyNiceTicks(QValueAxis* axis, bool horizontal, double plotLength) {
    const double lo = axis->min();
    const double hi = axis->max();
    const auto apply = [&](int targetTicks) {
        const double step = niceTickStep(hi - lo, targetTicks);
        if (!(step > 0) || !std::isfinite(step))
            return 0.0;
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0.0);
        axis->setTickInterval(step);
        const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
        axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
        return step;
    };
    const double step = apply(6);
    if (!(step > 0) || !(plotLength > 0))
        return;
    const double first = std::ceil(lo / step - 1e-9) * step;
    const double last = std::floor(hi / step + 1e-9) * step;
    const double spacing = labelSpacing(axis, horizontal, axis->labelFormat(), first, last);
    const int fits = std::max(2, int(plotLength / spacing));
    if (fits < 6)
        apply(fits);
}

// Whether Qt Charts would cut the labels of a horizontal log axis: it gives each label the
// axis's width (`axisLength`: from the chart's left margin to the plot's right edge, the y axis's
// labels included) over the tick count, less 4 px of padding each side, and elides a label wider
// than that (HorizontalAxis::updateGeometry), measured as a text document with half a pixel of
// margin (ChartPresenter::textBoundingRect).
bool labelsElided(const QLogValueAxis* axis, const QString& format, double axisLength, double first,
                  double last) {
    const QByteArray f = format.toUtf8();
    double widest = 0.0;
    for (double value : {first, last}) {
        QTextDocument document;
        document.setDocumentMargin(0.5);
        document.setDefaultFont(axis->labelsFont());
        document.setPlainText(QString::asprintf(f.constData(), value));
        widest = std::max(widest, document.size().width());
    }
    return axisLength / std::max(1, axis->tickCount()) - 8.0 < widest;
}

// A log axis labels only the powers of its base: a zoom into less than a factor of the base
// (E' 0.7..1.1) left one label or none. The base then becomes its square root, fourth root...
// until at least two labelled ticks are in view, labelled with three significant digits. On a
// plot too short for a label at every power, every second (fourth...) power is labelled: on
// screen as soon as labels would be closer than their width; off screen (exports) only where
// Qt Charts would otherwise cut them to "...", so that a figure that fitted keeps every power.
void applyLogTicks(QLogValueAxis* axis, const AxisSpec& spec, bool horizontal, double plotLength,
                   double axisLength, bool onScreen) {
    int root = 1;
    axis->setBase(spec.logBase);
    while (root < 64 && axis->tickCount() < 2) {
        root *= 2;
        axis->setBase(std::pow(spec.logBase, 1.0 / root));
    }
    const auto crowded = [&] {
        if (!(plotLength > 0) || axis->tickCount() <= 2)
            return false;
        const double b = axis->base();
        const double first = std::pow(b, std::ceil(std::log(axis->min()) / std::log(b) - 1e-9));
        const double last = std::pow(b, std::floor(std::log(axis->max()) / std::log(b) + 1e-9));
        const QString format = logLabelFormat(spec);
        if (horizontal && labelsElided(axis, format, axisLength, first, last))
            return true;
        return onScreen && plotLength / (axis->tickCount() - 1) <
                               labelSpacing(axis, horizontal, format, first, last);
    };
    for (double base = spec.logBase; root == 1 && crowded() && base < 1e6;) {
        base *= base;
        axis->setBase(base);
        if (axis->tickCount() < 2) { // one power too far: the last base that left two ticks
            axis->setBase(std::sqrt(base));
            break;
        }
    }
    const QString format = root == 1 ? logLabelFormat(spec) : QStringLiteral("%.3g");
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

QFont scaledFont(const QFont& font, double scale) {
    QFont f = font;
    if (font.pointSizeF() > 0)
        f.setPointSizeF(font.pointSizeF() * scale);
    else if (font.pixelSize() > 0)
        f.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * scale))));
    return f;
}

} // namespace

double niceTickStep(double span, int targetTicks) {
    if (!(span > 0) || !std::isfinite(span) || targetTicks < 1)
        return 0.0;
    const double raw = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= raw * (1.0 - 1e-9))
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

void ValueBox::include(const QPointF& p) {
    if (empty) {
        x0 = x1 = p.x();
        y0 = y1 = p.y();
        empty = false;
        return;
    }
    x0 = std::min(x0, p.x());
    x1 = std::max(x1, p.x());
    y0 = std::min(y0, p.y());
    y1 = std::max(y1, p.y());
}

ChartAxes::ChartAxes(QChart* chart, const AxisSpec& x, const AxisSpec& y)
    : ChartAxes(chart, makeAxis(x), x, y) {}

ChartAxes::ChartAxes(QChart* chart, QAbstractAxis* xAxis, const AxisSpec& x, const AxisSpec& y)
    : m_chart(chart)
    , m_x(x)
    , m_y(y)
    , m_axisX(xAxis)
    , m_axisY(makeAxis(y)) {
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    // Queued: the title is changed after Qt Charts' layout, which then runs again.
    QObject::connect(
        chart, &QChart::plotAreaChanged, m_axisY,
        [this] {
            fitTitles();
            fitTicks();
        },
        Qt::QueuedConnection);
}

QString ChartAxes::titleText(const AxisSpec& spec, bool shortForm) {
    const QString title = shortForm && !spec.shortTitle.isEmpty() ? spec.shortTitle : spec.title;
    // An axis switched to log2 (E') says so; the T, S, G titles already do.
    if (!spec.log || title.contains(QLatin1String("log")))
        return title;
    return title + QStringLiteral(", log₂");
}

void ChartAxes::setTitleFit(TitleFit fit) {
    m_titleFit = fit;
    fitTitles();
    fitTicks(); // an export sets it once laid out: its log labels are fitted to that plot too
}

void ChartAxes::fitTitles() {
    if (m_fitting)
        return;
    m_fitting = true;
    const QRectF plot = m_chart->plotArea();
    if (plot.width() > 0 && plot.height() > 0) {
        fitTitle(m_axisX, m_x, plot.width(), m_fontX);
        fitTitle(m_axisY, m_y, plot.height(), m_fontY);
    }
    m_fitting = false;
}

void ChartAxes::fitTitle(QAbstractAxis* axis, const AxisSpec& spec, double length,
                         TitleFont& font) {
    if (qobject_cast<QCategoryAxis*>(axis))
        return; // its caller's title
    if (axis->titleFont() != font.shown)
        font.base = axis->titleFont(); // a theme changed it since
    // Qt Charts cuts a title longer than the plot's side, measured as it measures it: a text
    // document with half a pixel of margin (ChartPresenter::textBoundingRect).
    const auto fits = [length](const QString& text, const QFont& f) {
        QTextDocument document;
        document.setDocumentMargin(0.5);
        document.setDefaultFont(f);
        document.setHtml(text);
        return document.size().width() <= length;
    };
    const QString whole = titleText(spec, false);
    const QString brief = titleText(spec, true);
    QString text = fits(whole, font.base) ? whole : brief;
    QFont chosen = font.base;
    if (m_titleFit == TitleFit::KeepWhole && text != whole) {
        // Shrink in 5% steps until the whole title fits, then the short one.
        for (const QString& candidate : {whole, brief}) {
            QFont f = font.base;
            for (double scale = 1.0; scale >= kMinTitleFontScale - 1e-9; scale -= 0.05) {
                f = scaledFont(font.base, scale);
                if (fits(candidate, f))
                    break;
            }
            text = candidate;
            chosen = f;
            if (fits(candidate, f))
                break;
        }
    }
    if (m_titleFit != TitleFit::KeepWhole && !fits(text, chosen)) {
        // On screen even the short title is longer than a small plot's side: a smaller font
        // (down to the same floor as exports) rather than a title cut mid-word.
        for (double scale = 0.95; scale >= kMinTitleFontScale - 1e-9; scale -= 0.05) {
            chosen = scaledFont(font.base, scale);
            if (fits(text, chosen))
                break;
        }
    }
    font.shown = chosen;
    if (axis->titleFont() != chosen)
        axis->setTitleFont(chosen);
    if (axis->titleText() != text)
        axis->setTitleText(text);
}

void ChartAxes::attach(QAbstractSeries* series) const {
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
}

void ChartAxes::setYLog(bool log) {
    if (m_y.log == log)
        return;
    const QRectF range = visibleRange();
    m_y.log = log;
    // Both scales stay in the chart and the unused one is hidden: a removed axis leaves its
    // labels on screen until the event loop deletes them (twice the labels in the window and
    // in a headless export).
    QAbstractAxis* previous = m_axisY;
    for (QAbstractSeries* series : m_chart->series())
        series->detachAxis(previous);
    previous->setVisible(false);
    if (!m_axisYOther) {
        m_axisYOther = makeAxis(m_y);
        m_chart->addAxis(m_axisYOther, Qt::AlignLeft);
    }
    m_axisY = m_axisYOther;
    m_axisYOther = previous;
    m_axisY->setVisible(true);
    for (QAbstractSeries* series : m_chart->series())
        series->attachAxis(m_axisY);
    m_fontY.shown = QFont(); // the new axis's font is its own
    fitTitles();
    if (!log || range.top() > 0)
        applyRange(range);
}

QPointF ChartAxes::toLinear(const QPointF& v) const {
    return {m_x.log ? std::log2(v.x()) : v.x(), m_y.log ? std::log2(v.y()) : v.y()};
}

QPointF ChartAxes::fromLinear(const QPointF& l) const {
    return {m_x.log ? std::exp2(l.x()) : l.x(), m_y.log ? std::exp2(l.y()) : l.y()};
}

std::pair<double, double> paddedInterval(double lo, double hi, bool log, bool nonNegative,
                                         double plotLength) {
    // Margin u (in the axis's linear units) keeps an edge point u / (span + 2u) of the plot's
    // length from its edge: at least kMarkerMarginPx needs u >= margin * span / (length - 2
    // margin).
    const auto pad = [plotLength](double rule, double span) {
        if (plotLength > 4 * kMarkerMarginPx)
            return std::max(rule, kMarkerMarginPx * span / (plotLength - 2 * kMarkerMarginPx));
        return rule;
    };
    if (log) {
        const double l = std::log2(lo);
        const double h = std::log2(hi);
        const double u = pad(kAxisPadding * std::max(h - l, 1.0), h - l);
        return {std::exp2(l - u), std::exp2(h + u)};
    }
    const double span = hi - lo > 0 ? hi - lo : std::max(std::abs(hi), 0.1);
    const double u = pad(kAxisPadding * span, hi - lo);
    std::pair<double, double> range{lo - u, hi + u};
    // Non-negative quantities stop at 0 (E' from -20 to 40 suggested impossible values).
    if (nonNegative && lo >= 0)
        range.first = std::max(0.0, range.first);
    return range;
}

QRectF ChartAxes::paddedRange(const ValueBox& box) const {
    if (box.empty)
        return QRectF(QPointF(m_x.log ? 1 : 0, m_y.log ? 1 : 0),
                      QPointF(m_x.log ? 64 : 1, m_y.log ? 64 : 1));
    // A marker is drawn around its point: the padding keeps points on the data's edge whole.
    const QRectF r = box.rect();
    const QRectF plot = m_chart->plotArea();
    const auto [x0, x1] =
        paddedInterval(r.left(), r.right(), m_x.log, m_x.nonNegative, plot.width());
    const auto [y0, y1] =
        paddedInterval(r.top(), r.bottom(), m_y.log, m_y.nonNegative, plot.height());
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

QRectF ChartAxes::visibleRange() const {
    auto range = [](QAbstractAxis* axis) -> std::pair<double, double> {
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            return {v->min(), v->max()};
        if (auto* l = qobject_cast<QLogValueAxis*>(axis))
            return {l->min(), l->max()};
        return {0, 1};
    };
    const auto [x0, x1] = range(m_axisX);
    const auto [y0, y1] = range(m_axisY);
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

void ChartAxes::applyRange(const QRectF& r) {
    // Round tick values on linear axes after any zoom (E' 0.49, 1.72, 2.95 reads badly); log2
    // axes tick at powers of two already.
    const auto apply = [](QAbstractAxis* axis, const AxisSpec& spec, double lo, double hi) {
        if (!spec.log && spec.nonNegative && lo < 0) {
            hi = std::max(hi - lo, 1e-9); // keep the span: a pan stops at 0
            lo = 0.0;
        }
        axis->setRange(lo, hi);
    };
    apply(m_axisX, m_x, r.left(), r.right());
    apply(m_axisY, m_y, r.top(), r.bottom());
    fitTicks();
}

void ChartAxes::fitTicks() {
    if (m_fittingTicks)
        return;
    m_fittingTicks = true;
    // A chart on screen thins its ticks to what its plot holds; an export keeps about six per
    // linear axis whatever its size (a figure is large enough for them) and thins a log axis
    // only where Qt Charts would cut its labels.
    bool onScreen = false;
    if (QGraphicsScene* scene = m_chart->scene()) {
        for (const QGraphicsView* view : scene->views())
            onScreen = onScreen || isOnScreen(view);
    }
    const QRectF plot = m_chart->plotArea();
    const double axisLength = plot.right() - m_chart->margins().left();
    const auto fit = [onScreen, axisLength](QAbstractAxis* axis, const AxisSpec& spec,
                                            bool horizontal, double plotLength) {
        if (auto* l = qobject_cast<QLogValueAxis*>(axis); l && l->min() > 0 && l->max() > l->min())
            applyLogTicks(l, spec, horizontal, plotLength, axisLength, onScreen);
        // A category axis (a QValueAxis) keeps the caller's labels.
        auto* v = qobject_cast<QValueAxis*>(axis);
        if (v && !qobject_cast<QCategoryAxis*>(axis))
            applyNiceTicks(v, horizontal, onScreen ? plotLength : 0.0);
    };
    fit(m_axisX, m_x, true, plot.width());
    fit(m_axisY, m_y, false, plot.height());
    m_fittingTicks = false;
}

void ChartAxes::applyNiceRange(const QRectF& r) {
    // Whole tick steps at both ends on linear axes; the padding already keeps edge points whole.
    const auto widen = [](const AxisSpec& spec, double lo, double hi) {
        if (spec.log)
            return std::pair{lo, hi};
        const double step = niceTickStep(hi - lo);
        if (!(step > 0))
            return std::pair{lo, hi};
        return std::pair{std::floor(lo / step + 1e-9) * step, std::ceil(hi / step - 1e-9) * step};
    };
    const auto [x0, x1] = widen(m_x, r.left(), r.right());
    const auto [y0, y1] = widen(m_y, r.top(), r.bottom());
    applyRange(QRectF(QPointF(x0, y0), QPointF(x1, y1)));
}

std::pair<double, double> ChartAxes::overlayXExtent(const ValueBox& box) const {
    const QRectF padded = paddedRange(box);
    return {padded.left(), padded.right()};
}

} // namespace mlpe
