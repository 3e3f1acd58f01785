#pragma once

#include <QWidget>

namespace mlpe {

// Word-wrapped text in a fixed number of lines. Unlike a word-wrapped QLabel it never asks the
// layout for heightForWidth, so changing its text on every recompute costs one repaint instead of
// a relayout of the window (measured: QLabel::heightForWidth was most of the update time).
// Text beyond the last line is clipped; the tooltip always holds the full text.
class CaptionLabel : public QWidget {
    Q_OBJECT
public:
    explicit CaptionLabel(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString m_text;
    int m_lines;
};

} // namespace mlpe
