#include "chartseriesset.h"

#include "chartaxes.h"
#include "qtmarkershape.h"

#include <QChart>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPainterPath>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

namespace mlpe {

namespace {

const char* kRole = "mlpeRole";
const char* kFamily = "mlpeFamily";
// Whether the series has a legend entry (QLegendMarker::isVisible() is also false whenever the
// legend itself is hidden, as it is when a ChartLegend widget shows the entries).
const char* kInLegend = "mlpeInLegend";
const char* kPoolKey = "mlpePoolKey";

QString poolKey(SeriesRole role, const QString& name, const char* type) {
    return QString::number(int(role)) + QLatin1Char('|') + QLatin1String(type) + QLatin1Char('|') +
           name;
}

// Qt Charts has no cross: a vector-drawn image (the series' light marker), at 4x so that exports
// at 300 dpi stay sharp. Filled in `fill`, outlined in black like the other overlay markers.
QImage crossMarker(const QColor& fill, qreal size) {
    const int px = std::max(8, int(std::ceil(size * 4)));
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal arm = px / 3.2;
    const qreal c = px / 2.0;
    QPainterPath path;
    path.addRect(QRectF(c - arm / 2, 2, arm, px - 4));
    path.addRect(QRectF(2, c - arm / 2, px - 4, arm));
    path = path.simplified();
    painter.setPen(QPen(Qt::black, px / 16.0));
    painter.setBrush(fill);
    painter.drawPath(path);
    return image;
}

} // namespace

ChartSeriesSet::ChartSeriesSet(QChart* chart, const ChartAxes* axes)
    : m_chart(chart)
    , m_axes(axes) {}

void ChartSeriesSet::beginRebuild(const QAbstractSeries* keep) {
    m_unused.clear();
    m_requested.clear();
    for (QAbstractSeries* s : m_chart->series()) {
        if (s != keep)
            m_unused.insert(s->property(kPoolKey).toString(), static_cast<QXYSeries*>(s));
    }
}

bool ChartSeriesSet::endRebuild() {
    for (QXYSeries* unused : std::as_const(m_unused)) {
        if (m_parked.contains(unused))
            continue;
        if (isParkable(unused) && m_parked.size() < kMaxParked) {
            park(unused);
            continue;
        }
        m_chart->removeSeries(unused);
        delete unused;
    }
    m_unused.clear();
    // Every series asked for is in the chart now (reused, or created and added at its end).
    QList<QXYSeries*> inChart;
    for (QAbstractSeries* s : m_chart->series()) {
        if (m_requested.contains(static_cast<QXYSeries*>(s)))
            inChart << static_cast<QXYSeries*>(s);
    }
    qsizetype inPlace = 0;
    while (inPlace < inChart.size() && inPlace < m_requested.size() &&
           inChart[inPlace] == m_requested[inPlace])
        ++inPlace;
    m_misplaced = inChart.mid(inPlace);
    return m_misplaced.isEmpty();
}

bool ChartSeriesSet::isParkable(const QXYSeries* series) {
    // Legend-only keys: they hold no points, and a colour-by switch adds or drops dozens of them.
    return series->property(kRole).toInt() == static_cast<int>(SeriesRole::ColourKey);
}

void ChartSeriesSet::park(QXYSeries* series) {
    // Hidden, with no legend entry: Qt's legend hides the marker of a hidden series, and the
    // window's ChartLegend lists only series with an entry.
    series->setVisible(false);
    series->setProperty(kInLegend, false);
    m_parked.insert(series);
}

void ChartSeriesSet::discardMisplaced() {
    for (QXYSeries* s : std::as_const(m_misplaced)) {
        m_chart->removeSeries(s);
        delete s;
    }
    m_misplaced.clear();
    m_unused.clear();
    m_requested.clear();
}

void ChartSeriesSet::setFamily(QXYSeries* series, const QString& family) {
    series->setProperty(kFamily, family);
}

bool ChartSeriesSet::hasLegendEntry(const QAbstractSeries* series) {
    return series && series->property(kInLegend).toBool();
}

QString ChartSeriesSet::familyOf(const QAbstractSeries* series) {
    return series ? series->property(kFamily).toString() : QString();
}

void ChartSeriesSet::attach(QXYSeries* series, SeriesRole role, bool inLegend) {
    series->setProperty(kRole, static_cast<int>(role));
    series->setProperty(kInLegend, inLegend);
    m_chart->addSeries(series);
    m_axes->attach(series);
    if (!inLegend) {
        for (QLegendMarker* marker : m_chart->legend()->markers(series))
            marker->setVisible(false);
    }
}

QXYSeries* ChartSeriesSet::takeUnused(SeriesRole role, const QString& name, const char* type,
                                      Filling filling) {
    const auto it = m_unused.find(poolKey(role, name, type));
    if (it == m_unused.end())
        return nullptr;
    QXYSeries* series = it.value();
    m_unused.erase(it);
    m_parked.remove(series);
    if (series->name() != name) // a caller may have renamed it after asking (a hull's legend)
        series->setName(name);
    if (filling == Filling::Append)
        series->clear();
    series->setVisible(true);
    return series;
}

QScatterSeries* ChartSeriesSet::plainScatter(SeriesRole role, const QString& name, bool inLegend,
                                             Filling filling, bool* created) {
    auto* series = static_cast<QScatterSeries*>(takeUnused(role, name, "scatter", filling));
    *created = series == nullptr;
    if (*created) {
        series = new QScatterSeries;
        series->setName(name);
        series->setProperty(kPoolKey, poolKey(role, name, "scatter"));
        attach(series, role, inLegend);
    } else {
        series->setProperty(kInLegend, inLegend);
        for (QLegendMarker* marker : m_chart->legend()->markers(series))
            marker->setVisible(inLegend);
    }
    m_requested << series;
    return series;
}

QScatterSeries* ChartSeriesSet::scatter(SeriesRole role, const QString& name, const QColor& fill,
                                        MarkerShape shape, qreal size, bool inLegend,
                                        Filling filling) {
    auto* series = static_cast<QScatterSeries*>(takeUnused(role, name, "scatter", filling));
    const bool reused = series != nullptr;
    if (!reused) {
        series = new QScatterSeries;
        series->setName(name);
        series->setProperty(kPoolKey, poolKey(role, name, "scatter"));
    }
    series->setMarkerShape(qtMarkerShape(shape));
    series->setLightMarker(shape == MarkerShape::Cross ? crossMarker(fill, size) : QImage());
    series->setMarkerSize(size);
    series->setColor(fill);
    series->setBorderColor(fill.alpha() == 0 ? QColor(Qt::black) : fill.darker(140));
    series->setPointsConfiguration({});
    if (reused) {
        series->setProperty(kInLegend, inLegend);
        for (QLegendMarker* marker : m_chart->legend()->markers(series))
            marker->setVisible(inLegend);
    } else {
        attach(series, role, inLegend);
    }
    m_requested << series;
    return series;
}

QLineSeries* ChartSeriesSet::line(SeriesRole role, const QString& name, const QPen& pen,
                                  bool inLegend, Filling filling) {
    auto* series = static_cast<QLineSeries*>(takeUnused(role, name, "line", filling));
    if (series) {
        series->setPen(pen);
        series->setProperty(kInLegend, inLegend);
        for (QLegendMarker* marker : m_chart->legend()->markers(series))
            marker->setVisible(inLegend);
        m_requested << series;
        return series;
    }
    series = new QLineSeries;
    series->setName(name);
    series->setProperty(kPoolKey, poolKey(role, name, "line"));
    series->setPen(pen);
    attach(series, role, inLegend);
    m_requested << series;
    return series;
}

QList<QXYSeries*> ChartSeriesSet::withRole(SeriesRole role) const {
    QList<QXYSeries*> list;
    for (QAbstractSeries* s : m_chart->series()) {
        if (s->property(kRole).toInt() == static_cast<int>(role) &&
            !m_parked.contains(static_cast<QXYSeries*>(s)))
            list << static_cast<QXYSeries*>(s);
    }
    return list;
}

QXYSeries* ChartSeriesSet::family(const QString& family) const {
    for (QXYSeries* s : withRole(SeriesRole::Family)) {
        if (s->property(kFamily).toString() == family)
            return s;
    }
    return nullptr;
}

} // namespace mlpe
