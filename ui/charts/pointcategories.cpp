#include "pointcategories.h"

#include "core/analysis/analysisresult.h"
#include "ui/state/explorerrow.h"
#include "ui/widgets/familypalette.h"

#include <QXYSeries>
#include <algorithm>

namespace mlpe {

QString PointCategories::add(const ExplorerRow& row, const analysis::PointResult& result) {
    QString label;
    int cluster = -1;
    switch (m_by) {
    case ColourBy::Family:
        label = row.group;
        break;
    case ColourBy::Cluster:
        cluster = result.cluster;
        label = cluster >= 0 ? tr("Cluster %1").arg(cluster + 1) : tr("No cluster");
        break;
    case ColourBy::Round:
        label = tr("v%1").arg(row.set->round);
        break;
    case ColourBy::Submitter:
        label = row.set->submitter;
        break;
    }
    if (!m_cluster.contains(label)) {
        m_cluster.insert(label, cluster);
        m_place.clear();
    }
    return label;
}

QStringList PointCategories::labels() const {
    QStringList labels = m_cluster.keys();
    std::sort(labels.begin(), labels.end(), [this](const QString& a, const QString& b) {
        if (m_by == ColourBy::Cluster) {
            // Cluster 1, 2, … 10 in number order, "No cluster" last.
            const unsigned ca = unsigned(m_cluster.value(a));
            const unsigned cb = unsigned(m_cluster.value(b));
            if (ca != cb)
                return ca < cb;
        }
        return QString::localeAwareCompare(a, b) < 0;
    });
    return labels;
}

QColor PointCategories::colour(const QString& label) const {
    if (m_by == ColourBy::Cluster)
        return FamilyPalette::clusterColour(m_cluster.value(label, -1));
    if (m_place.isEmpty()) {
        const QStringList sorted = labels();
        for (qsizetype i = 0; i < sorted.size(); ++i)
            m_place.insert(sorted[i], int(i));
    }
    return FamilyPalette::categoryColour(m_place.value(label, -1));
}

QList<QColor> PointCategories::colours(const QList<QString>& labels) const {
    QList<QColor> list;
    list.reserve(labels.size());
    for (const QString& label : labels)
        list << colour(label);
    return list;
}

void PointCategories::colourPoints(QXYSeries* series, const QList<QColor>& colours) {
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> configs;
    for (qsizetype i = 0; i < colours.size(); ++i)
        configs[int(i)][QXYSeries::PointConfiguration::Color] = colours[i];
    series->setPointsConfiguration(configs);
}

} // namespace mlpe
