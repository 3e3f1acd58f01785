#include "chartaxes.h"

#include <QChart>
#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace mlpe {

namespace {

QAbstractAxis* makeAxis(const AxisSpec& spec) {
    if (spec.log) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2.0);
        // Powers of two read best as they are: 0.25, 0.5, 1, 2 (not 0.25, 0.50, 1.00, 2.00).
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setMinorTickCount(-1); // no unlabeled minor grid between powers of two
        // An axis switched to log2 (E') says so; the T, S, G titles already do.
        axis->setTitleText(spec.title.contains(QLatin1String("log"))
                               ? spec.title
                               : spec.title + QStringLiteral(", log₂"));
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setLabelFormat(spec.labelFormat);
    axis->setTickCount(7);
    axis->setTitleText(spec.title);
    return axis;
}

// Ticks at multiples of a nice step from 0 (so 0 itself is a tick and never "-0.00"), labels
// with as many decimals as the step needs.
void applyNiceTicks(QValueAxis* axis, double lo, double hi) {
    const double step = niceTickStep(hi - lo);
    if (!(step > 0) || !std::isfinite(step))
        return;
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
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
    : m_chart(chart)
    , m_x(x)
    , m_y(y)
    , m_axisX(makeAxis(x))
    , m_axisY(makeAxis(y)) {
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
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
    if (!log || range.top() > 0)
        applyRange(range);
}

QPointF ChartAxes::toLinear(const QPointF& v) const {
    return {m_x.log ? std::log2(v.x()) : v.x(), m_y.log ? std::log2(v.y()) : v.y()};
}

QPointF ChartAxes::fromLinear(const QPointF& l) const {
    return {m_x.log ? std::exp2(l.x()) : l.x(), m_y.log ? std::exp2(l.y()) : l.y()};
}

QRectF ChartAxes::paddedRange(const ValueBox& box) const {
    if (box.empty)
        return QRectF(QPointF(m_x.log ? 1 : 0, m_y.log ? 1 : 0),
                      QPointF(m_x.log ? 64 : 1, m_y.log ? 64 : 1));
    const QRectF r = box.rect();
    auto pad = [](double lo, double hi, bool log) {
        if (log) {
            double l = std::log2(lo);
            double h = std::log2(hi);
            const double span = std::max(h - l, 1.0);
            return std::pair{std::exp2(l - 0.08 * span), std::exp2(h + 0.08 * span)};
        }
        const double span = hi - lo > 0 ? hi - lo : std::max(std::abs(hi), 0.1);
        return std::pair{lo - 0.08 * span, hi + 0.08 * span};
    };
    // A marker is drawn around its point: the padding keeps points on the data's edge whole.
    // Non-negative quantities stop at 0 (E' from -20 to 40 suggested impossible values).
    const auto clamp = [](std::pair<double, double> range, const AxisSpec& spec, double lo) {
        if (!spec.log && spec.nonNegative && lo >= 0)
            range.first = std::max(0.0, range.first);
        return range;
    };
    const auto [x0, x1] = clamp(pad(r.left(), r.right(), m_x.log), m_x, r.left());
    const auto [y0, y1] = clamp(pad(r.top(), r.bottom(), m_y.log), m_y, r.top());
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
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            applyNiceTicks(v, lo, hi);
    };
    apply(m_axisX, m_x, r.left(), r.right());
    apply(m_axisY, m_y, r.top(), r.bottom());
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
