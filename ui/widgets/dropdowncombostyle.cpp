#include "dropdowncombostyle.h"

#include <QComboBox>

namespace mlpe {

DropDownComboStyle::DropDownComboStyle() = default;

void DropDownComboStyle::apply(QComboBox* combo) {
    auto* style =
        new DropDownComboStyle; // no base style: the application's, followed if it changes
    style->setParent(combo);
    combo->setStyle(style);
}

int DropDownComboStyle::styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                                  QStyleHintReturn* returnData) const {
    if (hint == SH_ComboBox_Popup)
        return 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

} // namespace mlpe
