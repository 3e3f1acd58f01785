#include "provenancetext.h"

#include "core/model/benchmarkcatalog.h"
#include "core/model/systemdescription.h"
#include "explorerstate.h"
#include "referencetext.h"

#include <QDate>
#include <QLocale>
#include <algorithm>

namespace mlpe {

QString ProvenanceText::disclaimer() {
    return tr("S, E′ and G are derived metrics, not official MLPerf results.");
}

QString ProvenanceText::dataSource(const ExplorerState& state) {
    QStringList parts;
    for (const QString& source : state.dataset().sources) {
        if (source == QLatin1String("embedded"))
            parts << tr("embedded dataset (MLPerf Training results as published, scored by this "
                        "tool)");
        else
            parts << source;
    }
    if (parts.isEmpty())
        parts << tr("embedded dataset");
    return parts.join(QStringLiteral(", "));
}

QString ProvenanceText::toolAndDate() {
    const QString version = QCoreApplication::applicationVersion();
    return tr("mlperf-explorer %1, %2")
        .arg(version.isEmpty() ? QStringLiteral("dev") : version,
             QDate::currentDate().toString(Qt::ISODate));
}

QStringList ProvenanceText::paragraphs(const ExplorerState& state) {
    const FilterSettings& f = state.filter();
    const analysis::AnalysisParams& params = state.analysisParams();
    const analysis::AnalysisResult& a = state.analysis();
    const QLocale c = QLocale::c(); // a footnote is read by others: "." decimals everywhere

    QStringList divisions;
    for (const QString& d : {QStringLiteral("closed"), QStringLiteral("open")})
        if (!f.hiddenDivisions.contains(d))
            divisions << d;
    QStringList availability;
    for (Availability av : {Availability::OnPremise, Availability::Cloud, Availability::Preview,
                            Availability::Unknown})
        if (!f.hiddenAvailabilities.contains(availabilityLabel(av)))
            availability << availabilityLabel(av);
    QString scope =
        tr("Data: MLPerf Training %1; benchmark %2; division %3; availability %4")
            .arg(f.round().isEmpty() ? tr("all rounds") : tr("v%1").arg(f.round()),
                 benchmarkDisplayName(f.benchmark),
                 divisions.isEmpty() ? tr("none") : divisions.join(QStringLiteral(", ")),
                 availability.isEmpty() ? tr("none") : availability.join(QStringLiteral(", ")));
    QStringList narrowed;
    if (!f.hiddenSubmitters.isEmpty())
        narrowed << tr("%n submitter(s) hidden", nullptr, int(f.hiddenSubmitters.size()));
    if (!f.onlyFamilies.isEmpty())
        narrowed << tr("only families: %1").arg(f.onlyFamilies.join(QStringLiteral(", ")));
    if (!f.hiddenFamilies.isEmpty()) {
        QStringList hidden(f.hiddenFamilies.begin(), f.hiddenFamilies.end());
        std::sort(hidden.begin(), hidden.end());
        narrowed << tr("families hidden: %1").arg(hidden.join(QStringLiteral(", ")));
    }
    if (f.minAccelerators > 0 || f.maxAccelerators > 0)
        narrowed << tr("N from %1 to %2")
                        .arg(f.minAccelerators > 0 ? QString::number(f.minAccelerators)
                                                   : QStringLiteral("1"),
                             f.maxAccelerators > 0 ? QString::number(f.maxAccelerators)
                                                   : QStringLiteral("∞"));
    if (!state.exclusions().isEmpty())
        narrowed << tr("%n system(s) excluded", nullptr, int(state.exclusions().size()));
    if (!narrowed.isEmpty())
        scope += QStringLiteral("; ") + narrowed.join(QStringLiteral("; "));
    scope += QLatin1Char('.');

    QString reference;
    if (a.references.empty()) {
        reference = tr("Reference: none (no point in view).");
    } else if (a.references.size() > 1) {
        QStringList each;
        for (const analysis::ReferenceAssignment& ref : a.references)
            each << QStringLiteral("%1: %2").arg(QString::fromStdString(ref.family),
                                                 ReferenceText::displayName(state, ref));
        reference = tr("References (per family: each family's smallest-N system, slowest on "
                       "ties): %1.")
                        .arg(each.join(QStringLiteral("; ")));
    } else {
        const bool pick = a.reference.applied == analysis::ReferenceStrategy::UserPick;
        reference = tr("Reference (%1): %2, %3.")
                        .arg(pick ? tr("user pick")
                                  : tr("paper rule: among the smallest N in view, the slowest"),
                             ReferenceText::displayName(state, a.references.front()),
                             ReferenceText::figures(a.references.front()));
    }
    if (a.reference.fellBack)
        reference += QLatin1Char(' ') + tr("The picked reference was not usable: %1.")
                                            .arg(QString::fromStdString(a.reference.reason));
    if (const QString& mix = state.hardwareMixWarning(); !mix.isEmpty())
        reference += QLatin1Char(' ') + mix;

    const QString definitions =
        tr("Definitions: T = official time to train (minutes); N = accelerators; S = T_ref/T; "
           "E′ = (N_ref·T_ref)/(N·T); G = N·T accelerator-minutes. Break-even: largest N with "
           "E′ ≥ τ = %1, interpolated in log₂ N; Pareto knee = Kneedle knee of the (T, G) "
           "frontier; value of time = configuration minimising G + λ·T, λ = %2.")
            .arg(c.toString(params.breakEven.tau, 'g', 6),
                 c.toString(params.breakEven.lambda, 'g', 6));

    const analysis::ClusteringResult& cl = a.clustering;
    const QString clustering =
        cl.performed ? tr("Clusters: k-means++, k = %1%2, seed %3.")
                           .arg(cl.chosenK)
                           .arg(cl.autoK ? tr(" (auto: best silhouette over 2…8)") : QString())
                           .arg(cl.seed)
                     : tr("Clusters: none (too few points); seed %1.").arg(params.clustering.seed);

    QStringList result{scope, reference, definitions, clustering};
    if (const QString money = pricesParagraph(state); !money.isEmpty())
        result << money;
    result << disclaimer() + QLatin1Char(' ') +
                  tr("Source: %1. %2.").arg(dataSource(state), toolAndDate());
    return result;
}

QString ProvenanceText::pricesParagraph(const ExplorerState& state) {
    const PriceTable& prices = state.prices();
    if (prices.isEmpty())
        return {};
    const QLocale c = QLocale::c();
    QStringList each;
    for (auto it = prices.prices().cbegin(); it != prices.prices().cend(); ++it)
        each << QStringLiteral("%1 %2").arg(it.key(), c.toString(it.value(), 'g', 15));
    const double lambdaMoney = state.analysisParams().cost.lambdaMoney;
    return tr("Cost to train = G / 60 × price per accelerator-hour, your prices in %1: %2; value "
              "of time λ = %3 %1 per minute saved%4.")
        .arg(prices.currency(), each.join(QStringLiteral("; ")), c.toString(lambdaMoney, 'g', 15),
             lambdaMoney == 0.0 ? tr(" (0: the cheapest configuration)") : QString());
}

} // namespace mlpe
