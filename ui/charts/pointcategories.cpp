#include "pointcategories.h"

#include "core/analysis/analysisresult.h"
#include "ui/state/explorerrow.h"
#include "ui/widgets/familypalette.h"

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
    m_cluster.insert(label, cluster);
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
    return FamilyPalette::categoryColour(int(labels().indexOf(label)));
}

} // namespace mlpe
