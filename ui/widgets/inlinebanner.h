#pragma once

#include <QFrame>

class QLabel;
class QAbstractButton;
class QPushButton;
class QToolButton;

namespace mlpe {

// An inline message where content would be (empty filter result, too few points, import
// problems), with one optional action button as the way out ("Reset filters").
class InlineBanner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error };

    explicit InlineBanner(QWidget* parent = nullptr);

    // Shows the banner; an empty actionText hides the button.
    void showMessage(Kind kind, const QString& text, const QString& actionText = {});
    QString text() const;
    QString actionText() const;
    // Adds a close button ("×"): the user can put the message away (e.g. a failed import's).
    void setDismissible(bool dismissible);
    QAbstractButton* dismissButton() const;

signals:
    void actionTriggered();
    void dismissed();

private:
    QLabel* m_icon;
    QLabel* m_text;
    QPushButton* m_action;
    QToolButton* m_dismiss;
    QString m_fullText;
};

} // namespace mlpe
