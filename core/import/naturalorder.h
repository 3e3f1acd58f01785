#pragma once

#include <QStringList>
#include <QStringView>

namespace mlpe {

// "Natural" file-name order: runs of digits compare by value, so result_2 < result_10 and
// result_01 < result_2; ties (01 vs 1) fall back to plain comparison. Locale-independent.
bool naturalLess(QStringView a, QStringView b);
void sortNaturally(QStringList& names);

} // namespace mlpe
