#pragma once

#include "core/session/viewstate.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QXYSeries;

namespace mlpe {

struct ExplorerRow;
namespace analysis {
struct PointResult;
}

// What "Colour by" cluster, round or submitter groups the points into: a label per point, and
// per label a colour and a place in the legend. Clusters take the hull colours (a point and its
// hull match) in cluster order; rounds and submitters the family palette in sorted order.
class PointCategories {
    Q_DECLARE_TR_FUNCTIONS(mlpe::PointCategories)
public:
    explicit PointCategories(ColourBy by)
        : m_by(by) {}

    // The label of a point's category ("Cluster 2", "v4.1", "Dell"), registered for labels().
    QString add(const ExplorerRow& row, const analysis::PointResult& result);
    // Every label added, in legend order.
    QStringList labels() const;
    QColor colour(const QString& label) const;
    // colour() of each label, in order.
    QList<QColor> colours(const QList<QString>& labels) const;
    // Gives each point of `series` its colour, all at once: each point's own
    // setPointConfiguration() re-lays out every marker of the series (quadratic in its points).
    static void colourPoints(QXYSeries* series, const QList<QColor>& colours);

private:
    ColourBy m_by;
    QHash<QString, int> m_cluster; // label -> cluster index (-1: none); all labels are keys
    // labels()' place of each label, made on the first colour() after an add() of a new label:
    // colour() is asked once per point, and sorting the labels each time made a colour change
    // at 10,000 points take half a second.
    mutable QHash<QString, int> m_place;
};

} // namespace mlpe
