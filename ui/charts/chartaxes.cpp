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
        axis->setLabelFormat(spec.labelFormat);
        axis->setMinorTickCount(-1); // no unlabeled minor grid between powers of two
        axis->setTitleText(spec.title);
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setLabelFormat(spec.labelFormat);
    axis->setTickCount(7);
    axis->setTitleText(spec.title);
    return axis;
}

} // namespace

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
    : m_x(x)
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
    const auto [x0, x1] = pad(r.left(), r.right(), m_x.log);
    const auto [y0, y1] = pad(r.top(), r.bottom(), m_y.log);
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
    m_axisX->setRange(r.left(), r.right());
    m_axisY->setRange(r.top(), r.bottom());
}

void ChartAxes::applyNiceRange(const QRectF& r) {
    applyRange(r);
    // Round tick values on linear axes (E' 0.03, 0.45, ... reads badly); log2 axes tick at
    // powers of two already.
    for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            v->applyNiceNumbers();
    }
}

std::pair<double, double> ChartAxes::overlayXExtent(const ValueBox& box) const {
    const QRectF padded = paddedRange(box);
    return {padded.left(), padded.right()};
}

} // namespace mlpe
