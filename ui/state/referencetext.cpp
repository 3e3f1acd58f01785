#include "referencetext.h"

#include "core/analysis/hardwaregrouping.h"
#include "explorerstate.h"

#include <QLocale>

namespace mlpe::ReferenceText {

using analysis::ReferenceStrategy;

QString displayName(const ExplorerState& state, const analysis::ReferenceAssignment& ref) {
    const int row = state.rowOfPoint(static_cast<int>(ref.pointIndex));
    if (row < 0 || size_t(row) >= state.rows().size())
        return QString::fromStdString(ref.key);
    const ResultSet& set = *state.rows()[size_t(row)].set;
    const QString name = set.systemDescription.systemName.isEmpty()
                             ? set.system
                             : set.systemDescription.systemName.simplified();
    return QObject::tr("%1 (%2, v%3)").arg(name, set.submitter, set.round);
}

QString figures(const analysis::ReferenceAssignment& ref) {
    return QObject::tr("N = %1, T = %2 min")
        .arg(ref.accelerators)
        .arg(QLocale().toString(ref.minutes, 'f', 1));
}

QString caption(const ExplorerState& state) {
    const analysis::AnalysisResult& a = state.analysis();
    if (a.references.empty())
        return QObject::tr("No reference (no point in view).");
    QString text;
    if (a.references.size() > 1) {
        // One per group: family, variant or series, as the view groups the hardware.
        text = QObject::tr("References: one per %1 (%2, listed in the analysis panel).")
                   .arg(QString::fromStdString(analysis::hardwareGroupNoun(
                       analysis::groupingOf(state.analysisPoints()), false)))
                   .arg(a.references.size());
    } else {
        const QString how = a.reference.applied == ReferenceStrategy::UserPick
                                ? QObject::tr("your pick")
                                : QObject::tr("paper rule");
        text = QObject::tr("Reference (%1): %2, N = %3.")
                   .arg(how, displayName(state, a.references.front()))
                   .arg(a.references.front().accelerators);
    }
    if (a.reference.fellBack)
        text += QObject::tr(" ⚠ Your pick is not usable; see the analysis panel.");
    if (const QString& mix = state.hardwareMixWarning(); !mix.isEmpty())
        text += QStringLiteral(" ⚠ ") + mix;
    return text;
}

QString details(const ExplorerState& state) {
    const analysis::AnalysisResult& a = state.analysis();
    QStringList lines;
    for (const analysis::ReferenceAssignment& ref : a.references) {
        const QString family =
            ref.family.empty() ? QString() : QString::fromStdString(ref.family) + ": ";
        lines << QObject::tr("%1%2 — %3 (key %4)")
                     .arg(family, displayName(state, ref), figures(ref),
                          QString::fromStdString(ref.key));
    }
    if (a.reference.fellBack)
        lines << QStringLiteral("⚠ %1").arg(QString::fromStdString(a.reference.reason));
    return lines.join(QLatin1Char('\n'));
}

} // namespace mlpe::ReferenceText
