#include "filtersettings.h"

#include <QAnyStringView>
#include <QUtf8StringView>
#include <algorithm>

namespace mlpe {

namespace {

// Compared as UTF-8, without a QString per call: the window asks this of every point on
// every change (10,000 points, five fields, several times a change).
bool contains(const QStringList& list, const std::string& value) {
    const QUtf8StringView utf8(value.data(), static_cast<qsizetype>(value.size()));
    return std::any_of(list.cbegin(), list.cend(),
                       [&](const QString& entry) { return QAnyStringView::equal(entry, utf8); });
}

void sortUnique(QStringList& list) {
    list.sort();
    list.removeDuplicates();
}

} // namespace

bool FilterSettings::acceptsScope(const analysis::AnalysisPoint& p) const {
    if (!rounds.isEmpty() && !contains(rounds, p.round))
        return false;
    return benchmark.isEmpty() ||
           QAnyStringView::equal(
               benchmark,
               QUtf8StringView(p.benchmark.data(), static_cast<qsizetype>(p.benchmark.size())));
}

bool FilterSettings::acceptsIgnoringFamily(const analysis::AnalysisPoint& p) const {
    if (!acceptsScope(p))
        return false;
    if (contains(hiddenDivisions, p.division) || contains(hiddenAvailabilities, p.availability) ||
        contains(hiddenSubmitters, p.submitter))
        return false;
    if (minAccelerators > 0 && p.accelerators < minAccelerators)
        return false;
    return maxAccelerators <= 0 || p.accelerators <= maxAccelerators;
}

bool FilterSettings::accepts(const analysis::AnalysisPoint& p) const {
    return acceptsIgnoringFamily(p) && !familyHidden(p);
}

bool FilterSettings::familyHidden(const QString& group, const QString& family) const {
    if (!onlyFamilies.isEmpty() && !analysis::namesGroup(onlyFamilies, group, family))
        return true;
    return analysis::namesGroup(hiddenFamilies, group, family);
}

bool FilterSettings::familyHidden(const analysis::AnalysisPoint& p) const {
    if (onlyFamilies.isEmpty() && hiddenFamilies.isEmpty())
        return false; // nothing named: no group to form (namesGroup() of an empty list is false)
    if (hardwareGrouping == analysis::HardwareGrouping::Family)
        return familyHidden(QString::fromStdString(p.family));
    return familyHidden(QString::fromStdString(analysis::hardwareGroupOf(p, hardwareGrouping)),
                        QString::fromStdString(analysis::familyOf(p)));
}

bool FilterSettings::onlyScope() const {
    return scopeOnly() == *this;
}

FilterSettings FilterSettings::scopeOnly() const {
    FilterSettings f;
    f.rounds = rounds;
    f.benchmark = benchmark;
    f.hardwareGrouping = hardwareGrouping;
    return f;
}

void FilterSettings::normalise() {
    sortUnique(hiddenDivisions);
    sortUnique(hiddenAvailabilities);
    sortUnique(hiddenSubmitters);
    sortUnique(hiddenFamilies);
    sortUnique(onlyFamilies);
}

} // namespace mlpe
