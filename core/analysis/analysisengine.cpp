#include "analysisengine.h"

#include "breakeven.h"
#include "clustering.h"
#include "clusteringmemo.h"
#include "costanalysis.h"
#include "derivedmetrics.h"
#include "energysummary.h"
#include "hardwarecontrolledfit.h"
#include "paretofrontier.h"
#include "referenceselector.h"
#include "referencesensitivity.h"
#include "rununcertainty.h"
#include "scalingfit.h"
#include "vectorupperstate.h"
#include "viewfilter.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <thread>

namespace mlpe::analysis {

namespace {

double featureValue(Feature f, const PointResult& r, const AnalysisPoint& p) {
    switch (f) {
    case Feature::Log2Accelerators:
        return r.log2Accelerators;
    case Feature::Efficiency:
        return r.efficiency;
    case Feature::Log2Minutes:
        return std::log2(p.minutes);
    case Feature::Speedup:
        return r.speedup;
    case Feature::Log2AcceleratorMinutes:
        return std::log2(r.acceleratorMinutes);
    }
    return kNaN;
}

double chartValue(ChartMetric m, const PointResult& r, const AnalysisPoint& p) {
    switch (m) {
    case ChartMetric::Efficiency:
        return r.efficiency;
    case ChartMetric::Minutes:
        return p.minutes;
    case ChartMetric::Speedup:
        return r.speedup;
    case ChartMetric::AcceleratorMinutes:
        return r.acceleratorMinutes;
    }
    return kNaN;
}

SeriesPoint seriesPoint(const AnalysisPoint& p, const PointResult& r) {
    return {p.key, p.accelerators, p.minutes, r.acceleratorMinutes, r.efficiency};
}

// In-view input indices in an order that does not depend on the input order.
std::vector<std::size_t> canonicalOrder(const std::vector<AnalysisPoint>& points,
                                        const std::vector<PointState>& states) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (states[i] == PointState::InView)
            order.push_back(i);
    const auto less = [&](std::size_t a, std::size_t b) {
        const AnalysisPoint& pa = points[a];
        const AnalysisPoint& pb = points[b];
        if (pa.key != pb.key)
            return pa.key < pb.key;
        if (pa.accelerators != pb.accelerators)
            return pa.accelerators < pb.accelerators;
        return pa.minutes < pb.minutes;
    };
    // The input usually comes in key order already (the data is sorted by key). Strictly
    // ascending, it is the one order the sort could give (no two points are equivalent), so
    // the sort is skipped; with any tie or step back the sort decides, as it always did.
    bool strictlyAscending = true;
    for (std::size_t i = 1; i < order.size() && strictlyAscending; ++i)
        strictlyAscending = less(order[i - 1], order[i]);
    if (!strictlyAscending)
        std::sort(order.begin(), order.end(), less);
    return order;
}

void runClustering(const std::vector<AnalysisPoint>& points, const std::vector<std::size_t>& order,
                   const ClusteringParams& params, ClusteringMemo* memo, AnalysisResult& result) {
    const std::size_t dims = params.features.size();
    std::vector<double> features;
    features.reserve(order.size() * dims);
    std::vector<ChartPoint> chart;
    chart.reserve(order.size());
    for (std::size_t i : order) {
        const PointResult& r = result.points[i];
        for (Feature f : params.features)
            features.push_back(featureValue(f, r, points[i]));
        chart.push_back({r.log2Accelerators, chartValue(params.hullMetric, r, points[i])});
    }
    ClusteringOutput out =
        memo ? memo->cluster(features, chart, params) : clusterPoints(features, chart, params);
    for (std::size_t row = 0; row < order.size(); ++row) {
        result.points[order[row]].cluster = out.labels[row];
        result.points[order[row]].silhouette = out.silhouettes[row];
    }
    result.clustering = std::move(out.summary);
    result.notes.insert(result.notes.end(), out.notes.begin(), out.notes.end());
}

// N, T, G and key of the points in view, in the canonical order: what the reference
// sensitivity reads (the break-even's "all" series).
std::vector<SeriesPoint> sensitivityView(const std::vector<AnalysisPoint>& points,
                                         const std::vector<std::size_t>& order,
                                         const AnalysisResult& result) {
    std::vector<SeriesPoint> view;
    view.reserve(order.size());
    for (std::size_t i : order)
        view.push_back(seriesPoint(points[i], result.points[i]));
    return view;
}

void runBreakEven(const std::vector<AnalysisPoint>& points, const std::vector<std::size_t>& order,
                  const AnalysisParams& params, AnalysisResult& result) {
    std::vector<SeriesPoint> all;
    std::map<std::string, std::vector<SeriesPoint>> byFamily;
    for (std::size_t i : order) {
        all.push_back(seriesPoint(points[i], result.points[i]));
        byFamily[points[i].family].push_back(all.back());
    }
    const auto referenceText = [&](const std::string& family) {
        for (const ReferenceAssignment& a : result.references)
            if (a.family.empty() || a.family == family)
                return "; reference: " + a.key;
        return std::string("; reference: none");
    };
    // Pooled only when the points in view really are measured against different references
    // (per-family references with more than one family in view); one family in view has one.
    const bool pooled = result.references.size() > 1;
    const std::string allReference =
        pooled ? std::string("; pooled: E′ of each family measured against its own "
                             "reference (references differ)")
               : referenceText(result.references.empty() ? std::string()
                                                         : result.references.front().family);

    const BreakEvenParams& be = params.breakEven;
    result.breakEven.push_back(thresholdBreakEven(all, be.tau, "all"));
    result.breakEven.back().inputs += allReference;
    result.breakEven.back().pooledReferences = pooled;
    for (const auto& [family, series] : byFamily) {
        result.breakEven.push_back(thresholdBreakEven(series, be.tau, family));
        result.breakEven.back().inputs += referenceText(family);
    }

    std::vector<double> t, g;
    for (const SeriesPoint& p : all) {
        t.push_back(p.minutes);
        g.push_back(p.acceleratorMinutes);
    }
    const std::vector<std::size_t> frontier = paretoFrontier(t, g, be.paretoEpsilon);
    std::vector<SeriesPoint> frontierPoints;
    for (std::size_t row : frontier) {
        result.points[order[row]].pareto = true;
        result.paretoFrontier.push_back(order[row]);
        frontierPoints.push_back(all[row]);
    }
    result.breakEven.push_back(
        kneeBreakEven(frontierPoints, be.kneedleSensitivity, be.kneedleMinDistinctN));
    if (be.paretoEpsilon > 0.0)
        result.breakEven.back().inputs += ", Pareto epsilon = " + std::to_string(be.paretoEpsilon);

    result.breakEven.push_back(valueOfTimeBreakEven(all, be.lambda, "all"));
    for (const auto& [family, series] : byFamily)
        result.breakEven.push_back(valueOfTimeBreakEven(series, be.lambda, family));
}

// The reference every point of a series is measured against (index into `references`), or -1
// when its points use different ones (the "all" series under per-family references).
int seriesReference(const std::vector<int>& pointReference) {
    int common = -2;
    for (int r : pointReference) {
        if (common == -2)
            common = r;
        else if (r != common)
            return -1;
    }
    return common < 0 ? -1 : common;
}

// Amdahl and USL per series: all points, then each family. A series' E'_fit is measured against
// the reference its points use (the single one under the paper rule or a user pick, the
// family's own under per-family references); the pooled "all" series has none.
std::vector<ScalingFit> runFits(const std::vector<AnalysisPoint>& points,
                                const std::vector<std::size_t>& order, const FitParams& params,
                                const std::vector<ReferenceAssignment>& references,
                                const std::vector<int>& pointReference, const CancelFlag* cancel) {
    std::vector<FitSample> all;
    std::vector<int> allReferences;
    std::map<std::string, std::vector<FitSample>> byFamily;
    std::map<std::string, std::vector<int>> familyReferences;
    for (std::size_t i : order) {
        all.push_back({static_cast<double>(points[i].accelerators), points[i].minutes});
        allReferences.push_back(pointReference[i]);
        byFamily[points[i].family].push_back(all.back());
        familyReferences[points[i].family].push_back(pointReference[i]);
    }
    std::string familyList;
    for (const auto& entry : byFamily)
        familyList += (familyList.empty() ? "" : ", ") + entry.first;
    // The groups are named for what they are: variants are variants, series are series.
    const HardwareGrouping grouping = groupingOf(points);
    const std::string groups = grouping == HardwareGrouping::Series    ? " system series ("
                               : grouping == HardwareGrouping::Variant ? " accelerator variants ("
                                                                       : " accelerator families (";
    const std::string mixedNote =
        byFamily.size() > 1
            ? "pools " + std::to_string(byFamily.size()) + groups + familyList +
                  (grouping == HardwareGrouping::Series
                       ? "): a curve through different systems, whose σ and κ describe no machine"
                       : "): a curve through different accelerators, whose σ and κ describe no "
                         "machine")
            : std::string();
    // The series are independent (each bootstrap seeded alike): with the bootstrap, two
    // threads take them in turn ("all" is as large as the families together), and the fits are
    // listed in series order whichever thread fitted them.
    struct Series {
        const std::vector<FitSample>* samples;
        std::string name;
        int reference;
        std::string note;
    };
    std::vector<Series> series{{&all, "all", seriesReference(allReferences), mixedNote}};
    for (const auto& [family, samples] : byFamily)
        series.push_back({&samples, family, seriesReference(familyReferences[family]), {}});
    std::vector<std::vector<ScalingFit>> perSeries(series.size());
    const auto fitSeries = [&](std::size_t i) {
        const std::vector<FitModel> models{FitModel::Amdahl, FitModel::Usl};
        std::vector<ScalingFit>& modelFits = perSeries[i];
        if (params.bootstrap)
            modelFits = fitScalingLawsWithBootstrap(*series[i].samples, models, params.resamples,
                                                    params.level, params.seed, cancel);
        else
            for (FitModel model : models)
                modelFits.push_back(fitScalingLaw(*series[i].samples, model));
        for (ScalingFit& fit : modelFits) {
            fit.series = series[i].name;
            fit.note = series[i].note;
            if (series[i].reference >= 0) {
                const ReferenceAssignment& a =
                    references[static_cast<std::size_t>(series[i].reference)];
                fit.referenceAccelerators = a.accelerators;
                fit.referenceKey = a.key;
                fit.referenceAcceleratorMinutes = a.acceleratorMinutes;
            }
        }
    };
    std::atomic<std::size_t> next{0};
    const auto fitInTurn = [&] {
        for (std::size_t i = next++; i < series.size(); i = next++)
            fitSeries(i);
    };
    std::thread second;
    if (params.bootstrap && series.size() > 1 && std::thread::hardware_concurrency() >= 2)
        second = std::thread(fitInTurn);
    fitInTurn();
    if (second.joinable())
        second.join();
    std::vector<ScalingFit> fits;
    for (std::vector<ScalingFit>& modelFits : perSeries)
        for (ScalingFit& fit : modelFits)
            fits.push_back(std::move(fit));
    return fits;
}

// Points of one benchmark from versions MLCommons does not compare (BERT of v0.7 and of v1.0
// on: another target): the analysis pools whatever is in view, so the user is told which.
void noteMixedVersions(const std::vector<AnalysisPoint>& points,
                       const std::vector<PointState>& states, std::vector<std::string>& notes) {
    std::map<std::string, std::set<std::string>> versions; // benchmark -> versions in view
    const AnalysisPoint* last = nullptr; // the last pair inserted: a repeat inserts nothing
    for (std::size_t i = 0; i < points.size(); ++i) {
        const AnalysisPoint& p = points[i];
        if (states[i] != PointState::InView || p.benchmarkVersion.empty())
            continue;
        if (last && p.benchmarkVersion == last->benchmarkVersion && p.benchmark == last->benchmark)
            continue;
        versions[p.benchmark].insert(p.benchmarkVersion);
        last = &p;
    }
    for (const auto& [benchmark, inView] : versions) {
        if (inView.size() < 2)
            continue;
        std::string list;
        for (const std::string& v : inView)
            list += (list.empty() ? "" : ", ") + v;
        notes.push_back("the view mixes versions of a benchmark whose results are not "
                        "comparable (" +
                        list +
                        "): references, S, E′ and the fits pool them; keep to the rounds of one "
                        "version");
    }
}

// The within-family scaling law over the points in view.
HardwareControlledFit runHardwareFit(const std::vector<AnalysisPoint>& points,
                                     const std::vector<std::size_t>& order,
                                     const HardwareFitParams& params) {
    std::vector<FamilySample> samples;
    samples.reserve(order.size());
    for (std::size_t i : order)
        samples.push_back(
            {points[i].family, static_cast<double>(points[i].accelerators), points[i].minutes});
    return fitHardwareControlled(samples, params.resamples, params.level, params.seed,
                                 groupingOf(points));
}

// Threads of the run bootstrap: two where there are two cores (its blocks give the same bits
// for any count; each keeps its own tails, 1 KB a point, so not more).
int runBootstrapThreads() {
    return std::thread::hardware_concurrency() >= 2 ? 2 : 1;
}

} // namespace

AnalysisResult runAnalysis(const std::vector<AnalysisPoint>& points, const AnalysisParams& params,
                           ClusteringMemo* clusteringMemo, const CancelFlag* cancel) {
    // The caller's thread may come with the AVX upper halves in use (Qt leaves them so), which
    // slows every SSE instruction; the threads started below inherit the cleared state.
    clearVectorUpperState();
    AnalysisResult result;
    result.points.resize(points.size());
    const std::vector<PointState> states = classifyPoints(points, params.filter, result.notes);
    noteMixedVersions(points, states, result.notes);

    ReferenceSelection selection =
        selectReferences(points, states, params.reference, params.filter.filteredOutKeys);
    result.references = std::move(selection.references);
    result.reference = std::move(selection.summary);
    if (result.reference.fellBack)
        result.notes.push_back("reference: " + result.reference.reason);

    int excludedWithoutReference = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        PointResult& r = result.points[i];
        r.state = states[i];
        r.reference = selection.pointReference[i];
        if (r.state == PointState::InView)
            ++result.pointsInView;
        // Needs no reference: measured energy over the point's own G (excluded points show it).
        if (r.state == PointState::InView || r.state == PointState::Excluded)
            r.energyPerAcceleratorMinute = energyPerAcceleratorMinute(
                points[i].energyJoules, points[i].accelerators, points[i].minutes);
        if (r.reference < 0) {
            excludedWithoutReference += r.state == PointState::Excluded ? 1 : 0;
            continue;
        }
        const ReferenceAssignment& ref = result.references[static_cast<std::size_t>(r.reference)];
        r.isReference = ref.pointIndex == i;
        const DerivedMetrics m =
            deriveMetrics(points[i].accelerators, points[i].minutes, ref.accelerators, ref.minutes);
        r.log2Accelerators = m.log2Accelerators;
        r.speedup = m.speedup;
        r.efficiency = m.efficiency;
        r.acceleratorMinutes = m.acceleratorMinutes;
        r.idealSpeedup = m.idealSpeedup;
        r.idealMinutes = m.idealMinutes;
    }
    if (excludedWithoutReference > 0)
        result.notes.push_back(std::to_string(excludedWithoutReference) +
                               " excluded point(s) have no reference (their family has no "
                               "point in view): no derived values");

    const std::vector<std::size_t> order = canonicalOrder(points, states);
    // The fits need only N, T and the references: they run on a thread of their own while the
    // rest is computed (k-means may use a second one), and land in result.fits after the join.
    std::vector<ScalingFit> fits;
    std::thread fitting;
    std::vector<int> pointReference(points.size(), -1); // a copy: the other threads write points
    for (std::size_t i = 0; i < points.size(); ++i)
        pointReference[i] = result.points[i].reference;
    if (params.fits.enabled)
        fitting = std::thread([&] {
            fits = runFits(points, order, params.fits, result.references, pointReference, cancel);
        });
    // A cancelled analysis skips what it has not begun (its result is dropped).
    // The clustering reads the derived values and writes only its own fields (cluster,
    // silhouette, result.clustering) and its notes; the break-even, cost, bootstrap and
    // within-family stages neither read those nor add notes. So it runs on a thread of its own
    // beside them where there are two cores (at 10,000 points each side is ~20 ms of a change in
    // the window), and the notes come out in the same order either way.
    //
    // The reference sensitivity and the within-family fit read only the points in view and
    // write only their own member of the result: they are taken by whichever thread is free
    // first, the clustering's when its answer came from the memo (a tau or lambda change), the
    // window's thread otherwise. Each is computed once, by one thread, the same either way.
    std::vector<std::function<void()>> spare;
    if (params.sensitivity.enabled)
        spare.emplace_back([&] {
            if (!isCancelled(cancel))
                result.sensitivity = referenceSensitivity(
                    sensitivityView(points, order, result),
                    params.sensitivity.maxReferenceAccelerators, params.breakEven.tau);
        });
    spare.emplace_back([&] {
        if (isCancelled(cancel))
            result.hardwareControlled.reason = "not computed: the analysis was cancelled";
        else if (params.hardwareFit.enabled)
            result.hardwareControlled = runHardwareFit(points, order, params.hardwareFit);
        else
            result.hardwareControlled.reason = "not computed, because it was turned off";
    });
    std::atomic<std::size_t> nextSpare{0};
    const auto takeSpare = [&] {
        for (std::size_t i = nextSpare++; i < spare.size(); i = nextSpare++)
            spare[i]();
    };
    std::thread clustering;
    const auto cluster = [&] {
        if (!isCancelled(cancel))
            runClustering(points, order, params.clustering, clusteringMemo, result);
        takeSpare();
    };
    if (std::thread::hardware_concurrency() >= 2)
        clustering = std::thread(cluster);
    else
        cluster();
    // The run spread and the energy summary read and write neither what the clustering reads
    // (the derived values) nor what it writes: made once it has started, which needs neither.
    applyRunSpread(points, result);
    result.energy = summariseEnergy(points, result.points);
    if (!isCancelled(cancel))
        runBreakEven(points, order, params, result);
    if (!isCancelled(cancel))
        analyseCost(points, order, params, result);
    if (params.uncertainty.bootstrap && !isCancelled(cancel))
        bootstrapRunUncertainty(points, order, params.uncertainty, params.breakEven.tau, result,
                                runBootstrapThreads(), cancel);
    takeSpare();
    if (clustering.joinable())
        clustering.join();
    if (fitting.joinable())
        fitting.join();
    result.fits = std::move(fits);
    result.cancelled = isCancelled(cancel);
    return result;
}

} // namespace mlpe::analysis
