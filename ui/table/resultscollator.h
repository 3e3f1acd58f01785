#pragma once

#include <QCollator>

namespace mlpe {

// The collation of the results table's texts: numeric ("v4.1" before "v10"), case-insensitive,
// in the GUI locale at first use. One instance, shared by the proxy's comparisons and the sort
// keys' ranks, so that both order texts alike.
inline const QCollator& resultsCollator() {
    static const QCollator collator = [] {
        QCollator c;
        c.setNumericMode(true);
        c.setCaseSensitivity(Qt::CaseInsensitive);
        return c;
    }();
    return collator;
}

} // namespace mlpe
