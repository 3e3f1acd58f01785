#pragma once

#include <QStyledItemDelegate>

namespace mlpe {

// Draws a result file path so that what identifies it stays readable: the path starts at the
// round folder ("training_results_v4.1/…", the full path is in the tooltip), the round,
// submitter and system folders are always shown, and only what follows them is elided in the
// middle when the column is narrow ("training_results_v4.1/NVIDIA/results/dgxh100/…/result_3.txt").
class PathElideDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The text drawn for `path` in `width` pixels with `metrics`.
    static QString elidedPath(const QString& path, const QFontMetrics& metrics, int width);
    // "training_results_v4.1/NVIDIA/results/dgxh100" of a path, and the rest after it.
    static std::pair<QString, QString> splitPath(const QString& path);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace mlpe
