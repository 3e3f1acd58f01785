#pragma once

#include <QWidget>

namespace mlpe {

// One line of text that, given less width than it needs, ends with "…" instead of stopping
// mid-word unannounced as a QLabel does (the status bar's data list). It asks for the width of
// its whole text and takes less without complaint; the tooltip is the caller's.
class ElidedLabel : public QWidget {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return m_text; }
    // What the label shows at its present width: the text, or its start and "…".
    QString shownText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
};

} // namespace mlpe
