#pragma once

#include <QWidget>

namespace mlpe {

// Word-wrapped text in a fixed number of lines. Unlike a word-wrapped QLabel it never asks the
// layout for heightForWidth, so changing its text on every recompute costs one repaint instead of
// a relayout of the window (measured: QLabel::heightForWidth was most of the update time).
// Text beyond the last line never stops mid-sentence unannounced: the last line then ends with
// "…", and the tooltip always holds the full text (plus any details given with it).
class CaptionLabel : public QWidget {
    Q_OBJECT
public:
    explicit CaptionLabel(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    // The text, and details that only the tooltip shows (definitions, per-family values).
    void setText(const QString& text, const QString& details);
    // True when the text did not fit in the lines at the last paint (it was elided).
    bool isElided() const { return m_elided; }
    const QString& text() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString m_text;
    QString m_details;
    int m_lines;
    bool m_elided = false;
};

} // namespace mlpe
