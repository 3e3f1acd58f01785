#pragma once

#include <QProxyStyle>

class QComboBox;

namespace mlpe {

// The application's style, except that a combo box's list drops down below the box, in the same
// place on every visit (Fusion opens it over the box, scrolled so that the current item sits on
// it). What the style sheet "QComboBox { combobox-popup: 0; }" did, without a style sheet: one
// made Qt set up its style sheet machinery for the box at start-up.
class DropDownComboStyle : public QProxyStyle {
    Q_OBJECT
public:
    // Gives `combo` this style; the style is owned by the combo box.
    static void apply(QComboBox* combo);

    int styleHint(StyleHint hint, const QStyleOption* option = nullptr,
                  const QWidget* widget = nullptr,
                  QStyleHintReturn* returnData = nullptr) const override;

private:
    DropDownComboStyle();
};

} // namespace mlpe
