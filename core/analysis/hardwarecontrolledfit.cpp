#include "hardwarecontrolledfit.h"

#include "deterministicrandom.h"
#include "percentile.h"
#include "slopeintervalcoverage.h"
#include "studentt.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <map>

namespace mlpe::analysis {

namespace {

constexpr double kNotANumber = std::numeric_limits<double>::quiet_NaN();

struct LoggedPoint {
    double x = 0.0; // log2 N
    double y = 0.0; // log2 T
};

// A usable family: its points, and the within-family sums the slope and the bootstrap need
// (x and y centred on the family's means).
struct UsableFamily {
    std::string name;
    std::vector<LoggedPoint> points;
    double sxx = 0.0; // sum (x - mean x)^2 > 0 (at least two distinct N)
    double sxy = 0.0; // sum (x - mean x)(y - mean y)
    double minN = 0.0;
    double maxN = 0.0;
};

bool validSample(const FamilySample& s) {
    return std::isfinite(s.accelerators) && s.accelerators >= 1.0 && std::isfinite(s.minutes) &&
           s.minutes > 0.0;
}

// Splits the samples into usable families and left-out ones (both sorted by family name).
void groupFamilies(const std::vector<FamilySample>& samples, std::vector<UsableFamily>& usable,
                   std::vector<LeftOutFamily>& leftOut) {
    std::map<std::string, std::vector<FamilySample>> byFamily;
    for (const FamilySample& s : samples)
        byFamily[s.family].push_back(s);
    for (auto& [name, members] : byFamily) {
        std::sort(members.begin(), members.end(), [](const FamilySample& a, const FamilySample& b) {
            return a.accelerators != b.accelerators ? a.accelerators < b.accelerators
                                                    : a.minutes < b.minutes;
        });
        const int count = static_cast<int>(members.size());
        if (count == 1) {
            leftOut.push_back({name, "one point", count});
            continue;
        }
        if (members.front().accelerators == members.back().accelerators) {
            leftOut.push_back({name, "one distinct N", count});
            continue;
        }
        UsableFamily f;
        f.name = name;
        f.minN = members.front().accelerators;
        f.maxN = members.back().accelerators;
        double meanX = 0.0, meanY = 0.0;
        for (const FamilySample& s : members) {
            f.points.push_back({std::log2(s.accelerators), std::log2(s.minutes)});
            meanX += f.points.back().x;
            meanY += f.points.back().y;
        }
        meanX /= count;
        meanY /= count;
        for (const LoggedPoint& p : f.points) {
            f.sxx += (p.x - meanX) * (p.x - meanX);
            f.sxy += (p.x - meanX) * (p.y - meanY);
        }
        usable.push_back(std::move(f));
    }
}

// The fixed-effects regression solved as a least-squares problem with Eigen: one indicator
// column per family, then log2 N. Fills slope, intercepts (lines), SSR-based standard error.
void solveFixedEffects(const std::vector<UsableFamily>& families, HardwareControlledFit& fit) {
    const auto groups = static_cast<Eigen::Index>(families.size());
    Eigen::Index rows = 0;
    for (const UsableFamily& f : families)
        rows += static_cast<Eigen::Index>(f.points.size());
    Eigen::MatrixXd design = Eigen::MatrixXd::Zero(rows, groups + 1);
    Eigen::VectorXd y(rows);
    Eigen::Index row = 0;
    for (Eigen::Index g = 0; g < groups; ++g)
        for (const LoggedPoint& p : families[static_cast<std::size_t>(g)].points) {
            design(row, g) = 1.0;
            design(row, groups) = p.x;
            y(row++) = p.y;
        }
    const Eigen::VectorXd beta = design.colPivHouseholderQr().solve(y);
    fit.slope = beta(groups);
    for (Eigen::Index g = 0; g < groups; ++g) {
        const UsableFamily& f = families[static_cast<std::size_t>(g)];
        fit.lines.push_back(
            {f.name, beta(g), f.sxy / f.sxx, static_cast<int>(f.points.size()), f.minN, f.maxN});
    }
    const double ssr = (y - design * beta).squaredNorm();
    double sxx = 0.0;
    for (const UsableFamily& f : families)
        sxx += f.sxx;
    const Eigen::Index dof = rows - groups - 1;
    if (dof > 0)
        fit.slopeSe = std::sqrt(ssr / static_cast<double>(dof) / sxx);
    else
        fit.standardErrorReason = "not computed, because no degrees of freedom are left (" +
                                  std::to_string(rows) + " points, " + std::to_string(groups) +
                                  " " + hardwareGroupNoun(fit.grouping, false) +
                                  " intercept(s) and one slope)";
}

// CR2 (Bell-McCaffrey) with families as clusters. Within family g the residuals are
// e = y~ - b x~ (x~, y~ centred on the family's means), and x~ is an eigenvector of I - H_gg
// (H the hat matrix of the fixed-effects design) with eigenvalue 1 - Sxx_g / Sxx, so the
// bias-reduced sandwich comes in closed form:
//   Var(b) = sum_g (Sxy_g - b Sxx_g)^2 / (1 - Sxx_g / Sxx) / Sxx^2.
// Interval: b -/+ t(G - 1) SE, the small-sample rule whose coverage slopecoveragesimulation.h
// measures.
// Bell and McCaffrey's degrees of freedom for the CR2 variance of the slope, under independent
// errors of one spread: (tr B)^2 / tr(B^2) with B the G x G matrix
//   B_gh = c_g c_h (delta_gh Sxx_g - Sxx_g Sxx_h / Sxx),  c_g = 1 / (Sxx sqrt(1 - Sxx_g / Sxx))
// (the closed form of M q_g . M q_h, q_g the CR2 weights of family g, M = I - H). Balanced
// families give G - 1; a family that carries most of Sxx gives fewer. Rounded down to a whole
// number, which only widens the interval (the t quantile is taken at whole degrees of freedom).
int bellMcCaffreyDegreesOfFreedom(const std::vector<UsableFamily>& families, double sxx) {
    const std::size_t g = families.size();
    std::vector<double> c(g);
    for (std::size_t i = 0; i < g; ++i)
        c[i] = 1.0 / (sxx * std::sqrt(1.0 - families[i].sxx / sxx));
    double trace = 0.0, squares = 0.0;
    for (std::size_t i = 0; i < g; ++i)
        for (std::size_t j = 0; j < g; ++j) {
            const double b =
                c[i] * c[j] *
                ((i == j ? families[i].sxx : 0.0) - families[i].sxx * families[j].sxx / sxx);
            if (i == j)
                trace += b;
            squares += b * b;
        }
    const double dof = trace * trace / squares;
    return std::max(1, static_cast<int>(std::floor(dof + 1e-9)));
}

void clusterRobust(const std::vector<UsableFamily>& families, HardwareControlledFit& fit) {
    double minSlope = families.front().sxy / families.front().sxx;
    double maxSlope = minSlope;
    for (const UsableFamily& f : families) {
        minSlope = std::min(minSlope, f.sxy / f.sxx);
        maxSlope = std::max(maxSlope, f.sxy / f.sxx);
    }
    fit.familySlopeMin = minSlope;
    fit.familySlopeMax = maxSlope;
    if (families.size() < 2) {
        fit.clusterReason = "not computed, because a cluster-robust error needs at least two " +
                            hardwareGroupNoun(fit.grouping, true);
        return;
    }
    double sxx = 0.0;
    for (const UsableFamily& f : families)
        sxx += f.sxx;
    double meat = 0.0;
    for (const UsableFamily& f : families) {
        const double score = f.sxy - fit.slope * f.sxx;
        meat += score * score / (1.0 - f.sxx / sxx);
    }
    fit.clusterSe = std::sqrt(meat) / sxx;
    fit.clusterDegreesOfFreedom = bellMcCaffreyDegreesOfFreedom(families, sxx);
    const double half =
        studentTCriticalValue(fit.level, fit.clusterDegreesOfFreedom) * fit.clusterSe;
    fit.clusterLow = fit.slope - half;
    fit.clusterHigh = fit.slope + half;
    fit.clusterCoverage = simulatedSlopeCoverage(SlopeIntervalMethod::ClusterRobustT,
                                                 static_cast<int>(families.size()), fit.level);
}

// One intercept for all the usable points: the slope a pooled fit reports.
double naiveSlope(const std::vector<UsableFamily>& families) {
    double n = 0.0, meanX = 0.0, meanY = 0.0;
    for (const UsableFamily& f : families)
        for (const LoggedPoint& p : f.points) {
            meanX += p.x;
            meanY += p.y;
            n += 1.0;
        }
    meanX /= n;
    meanY /= n;
    double sxx = 0.0, sxy = 0.0;
    for (const UsableFamily& f : families)
        for (const LoggedPoint& p : f.points) {
            sxx += (p.x - meanX) * (p.x - meanX);
            sxy += (p.x - meanX) * (p.y - meanY);
        }
    return sxy / sxx;
}

// Cluster bootstrap: draw as many families as there are, with replacement; each drawn copy keeps
// its own intercept, so a resample's slope is sum Sxy / sum Sxx over the drawn families (never
// 0 / 0: every usable family has Sxx > 0).
void bootstrapFamilies(const std::vector<UsableFamily>& families, int resamples, double level,
                       std::uint64_t seed, HardwareControlledFit& fit) {
    fit.level = level;
    fit.seed = seed;
    if (families.size() < 2) {
        fit.intervalReason = "not computed, because only one " +
                             hardwareGroupNoun(fit.grouping, false) +
                             " has two distinct N (the bootstrap resamples whole " +
                             hardwareGroupNoun(fit.grouping, true) + ')';
        return;
    }
    if (resamples < 1) {
        fit.intervalReason = "not computed, because no bootstrap resamples were asked for";
        return;
    }
    DeterministicRandom random(seed);
    std::vector<double> slopes;
    slopes.reserve(static_cast<std::size_t>(resamples));
    for (int r = 0; r < resamples; ++r) {
        double sxx = 0.0, sxy = 0.0;
        for (std::size_t draw = 0; draw < families.size(); ++draw) {
            const UsableFamily& f = families[random.index(families.size())];
            sxx += f.sxx;
            sxy += f.sxy;
        }
        slopes.push_back(sxy / sxx);
    }
    const double tail = (1.0 - level) / 2.0;
    fit.resamples = resamples;
    fit.slopeLow = percentile(slopes, tail);
    fit.slopeHigh = percentile(slopes, 1.0 - tail);
    fit.efficiencyFactorLow = efficiencyFactorPerDoubling(fit.slopeHigh);
    fit.efficiencyFactorHigh = efficiencyFactorPerDoubling(fit.slopeLow);
    // With few families the percentile interval is too narrow (slopeintervalcoverage.h): with
    // two or three it is mostly the range of the families' own slopes, and with more it still
    // misses family-to-family differences in slope that only a few clusters sample.
    fit.bootstrapCoverage = simulatedSlopeCoverage(SlopeIntervalMethod::FamilyBootstrap,
                                                   static_cast<int>(families.size()), level);
    if (!coverageEarnsLevel(fit.bootstrapCoverage))
        fit.intervalNote =
            "only " + std::to_string(families.size()) + ' ' +
            hardwareGroupNoun(fit.grouping, true) + " (few clusters): resampling whole " +
            hardwareGroupNoun(fit.grouping, true) + " gives an interval that is too narrow";
}

} // namespace

double efficiencyFactorPerDoubling(double slope) {
    return std::exp2(-(1.0 + slope));
}

HardwareControlledFit fitHardwareControlled(const std::vector<FamilySample>& samples, int resamples,
                                            double level, std::uint64_t seed,
                                            HardwareGrouping grouping) {
    HardwareControlledFit fit;
    fit.grouping = grouping;
    fit.level = level;
    fit.seed = seed;
    if (!std::all_of(samples.begin(), samples.end(), validSample)) {
        fit.reason = "not computed, because a point has N < 1 or no positive finite time";
        return fit;
    }
    std::vector<UsableFamily> families;
    groupFamilies(samples, families, fit.leftOut);
    if (families.empty()) {
        fit.reason = samples.empty()
                         ? "not computed, because no point is in view"
                         : "not computed, because no " + hardwareGroupNoun(grouping, false) +
                               " has two distinct N";
        return fit;
    }
    fit.outcome = HardwareFitOutcome::Fitted;
    fit.families = static_cast<int>(families.size());
    for (const UsableFamily& f : families)
        fit.points += static_cast<int>(f.points.size());
    solveFixedEffects(families, fit);
    fit.efficiencyFactor = efficiencyFactorPerDoubling(fit.slope);
    // One family: one intercept is the model itself; take its slope rather than a recomputation
    // that differs in the last bits (a hardware mix of 1e-16 would read as a finding).
    fit.naiveSlope = families.size() == 1 ? fit.slope : naiveSlope(families);
    fit.hardwareMix = fit.naiveSlope - fit.slope;
    clusterRobust(families, fit);
    bootstrapFamilies(families, resamples, level, seed, fit);
    return fit;
}

} // namespace mlpe::analysis
