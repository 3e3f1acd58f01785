#include "scalingfit.h"

#include "deterministicrandom.h"
#include "numberformat.h"
#include "percentile.h"
#include "vectorupperstate.h"

#include <Eigen/Dense>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

namespace mlpe::analysis {

namespace {

// The points as the profiled SSE needs them: per distinct N, its count and the mean of
// y = ln T + ln N; plus the spread of y within each N, which no (sigma, kappa) can explain.
struct Grouped {
    std::vector<double> n;
    std::vector<std::uint32_t> nIndex; // of each n among the fitted samples' distinct N
    std::vector<double> weight;
    std::vector<double> meanY;
    double within = 0.0;
    double total = 0.0; // number of points
    double sst = 0.0;   // total sum of squares of ln T (for R^2)
};

// A sample with its logarithms taken once (a bootstrap regroups the same samples many times).
struct LoggedSample {
    double n = 0.0;
    double lnT = 0.0;
    double y = 0.0;           // ln T + ln N
    std::uint32_t nIndex = 0; // of n among the distinct N (a bootstrap's table of ln f)
};

std::vector<LoggedSample> logged(const std::vector<FitSample>& samples) {
    std::vector<LoggedSample> out;
    out.reserve(samples.size());
    for (const FitSample& s : samples) {
        const double lnT = std::log(s.minutes);
        out.push_back({s.accelerators, lnT, lnT + std::log(s.accelerators)});
    }
    return out;
}

// Groups samples already in ascending N, sample i being sampleAt(i), into `g` (whose vectors
// are reused). Every sum runs in that order: the order fixes the bits.
template <typename SampleAt>
void groupSorted(std::size_t count, const SampleAt& sampleAt, Grouped& g) {
    g.n.clear();
    g.nIndex.clear();
    g.weight.clear();
    g.meanY.clear();
    g.within = 0.0;
    g.sst = 0.0;
    double meanLnT = 0.0;
    for (std::size_t i = 0; i < count; ++i)
        meanLnT += sampleAt(i).lnT;
    meanLnT /= static_cast<double>(count);
    for (std::size_t i = 0; i < count;) {
        const LoggedSample& first = sampleAt(i);
        std::size_t j = i;
        double sum = 0.0;
        while (j < count && sampleAt(j).n == first.n)
            sum += sampleAt(j++).y;
        const double weight = static_cast<double>(j - i);
        const double mean = sum / weight;
        for (std::size_t k = i; k < j; ++k) {
            const double y = sampleAt(k).y;
            g.within += (y - mean) * (y - mean);
        }
        g.n.push_back(first.n);
        g.nIndex.push_back(first.nIndex);
        g.weight.push_back(weight);
        g.meanY.push_back(mean);
        i = j;
    }
    for (std::size_t i = 0; i < count; ++i) {
        const double lnT = sampleAt(i).lnT;
        g.sst += (lnT - meanLnT) * (lnT - meanLnT);
    }
    g.total = static_cast<double>(count);
}

// Sorts `samples` by N and groups them into `g` (whose vectors are reused).
void groupLogged(std::vector<LoggedSample>& samples, Grouped& g) {
    std::sort(samples.begin(), samples.end(),
              [](const LoggedSample& a, const LoggedSample& b) { return a.n < b.n; });
    groupSorted(
        samples.size(), [&](std::size_t i) -> const LoggedSample& { return samples[i]; }, g);
}

// groupLogged() of the samples source[drawn[i] & 0xffffffff], where each drawn value holds its
// sample's nIndex in the upper 32 bits: std::sort's moves depend only on the outcomes of its
// comparisons, and comparing the nIndex gives the outcomes comparing n gives (nIndex is n's
// rank), so sorting these 8-byte values leaves the samples in the order groupLogged() leaves
// the 32-byte samples in: the same sums in the same order, a quarter of the bytes moved.
void groupDrawn(const std::vector<LoggedSample>& source, std::vector<std::uint64_t>& drawn,
                Grouped& g) {
    std::sort(drawn.begin(), drawn.end(),
              [](std::uint64_t a, std::uint64_t b) { return (a >> 32) < (b >> 32); });
    groupSorted(
        drawn.size(),
        [&](std::size_t i) -> const LoggedSample& { return source[drawn[i] & 0xffffffffU]; }, g);
}

Grouped groupSamples(const std::vector<FitSample>& samples) {
    std::vector<LoggedSample> l = logged(samples);
    Grouped g;
    groupLogged(l, g);
    return g;
}

double lnF(double n, double sigma, double kappa) {
    return std::log1p(sigma * (n - 1.0) + kappa * n * (n - 1.0));
}

// Profiled SSE with ln f of group j given by lnFOf(j); lnT1 receives the best ln T1.
template <typename LnFOf>
double profiledSseWith(const Grouped& g, const LnFOf& lnFOf, double* lnT1 = nullptr) {
    // Residual per group r_j = meanY_j - ln f_j; the best constant is their weighted mean.
    // Sums are taken relative to the first residual to avoid cancellation.
    double r0 = 0.0, sw = 0.0, swd = 0.0, swdd = 0.0;
    for (std::size_t j = 0; j < g.n.size(); ++j) {
        const double r = g.meanY[j] - lnFOf(j);
        if (j == 0)
            r0 = r;
        const double d = r - r0;
        sw += g.weight[j];
        swd += g.weight[j] * d;
        swdd += g.weight[j] * d * d;
    }
    if (lnT1)
        *lnT1 = r0 + swd / sw;
    return g.within + std::max(0.0, swdd - swd * swd / sw);
}

// Profiled SSE at (sigma, kappa); lnT1 receives the best ln T1.
double profiledSse(const Grouped& g, double sigma, double kappa, double* lnT1 = nullptr) {
    return profiledSseWith(
        g, [&](std::size_t j) { return lnF(g.n[j], sigma, kappa); }, lnT1);
}

struct Candidate {
    double sigma = 0.0;
    double kappa = 0.0;
    double sse = 0.0;
};

// Levenberg-Marquardt on the profiled residuals (variable projection: ln T1 eliminated), box
// constraints by fixing a coordinate at its bound while the gradient pushes outwards.
Candidate refine(const Grouped& g, Candidate start, bool usl) {
    const Eigen::Vector2d lower(0.0, 0.0);
    const Eigen::Vector2d upper(1.0, usl ? kMaxKappa : 0.0);
    Eigen::Vector2d p(start.sigma, start.kappa);
    double sse = start.sse;
    double lambda = 1e-3;
    const std::size_t m = g.n.size();
    std::vector<double> r(m);
    std::vector<Eigen::Vector2d> dr(m);
    for (int iteration = 0; iteration < 100; ++iteration) {
        // Weighted residuals e_j = sqrt(w_j) (r_j - c) and their derivatives; c's derivative is
        // the weighted mean of the derivatives of r.
        double sw = 0.0, c = 0.0;
        Eigen::Vector2d meanDerivative(0.0, 0.0);
        for (std::size_t j = 0; j < m; ++j) {
            const double n = g.n[j];
            const double f = 1.0 + p[0] * (n - 1.0) + p[1] * n * (n - 1.0);
            r[j] = g.meanY[j] - std::log(f);
            dr[j] = Eigen::Vector2d(-(n - 1.0) / f, -n * (n - 1.0) / f);
            sw += g.weight[j];
            c += g.weight[j] * r[j];
            meanDerivative += g.weight[j] * dr[j];
        }
        c /= sw;
        meanDerivative /= sw;
        // Normal equations J'J and J'e of the weighted residuals, accumulated row by row (the
        // Jacobian itself is never needed).
        Eigen::Matrix2d a = Eigen::Matrix2d::Zero();
        Eigen::Vector2d gradient = Eigen::Vector2d::Zero();
        for (std::size_t j = 0; j < m; ++j) {
            const Eigen::Vector2d jr = dr[j] - meanDerivative;
            a.noalias() += g.weight[j] * (jr * jr.transpose());
            gradient += g.weight[j] * (r[j] - c) * jr;
        }
        std::array<bool, 2> fixed{};
        for (int d = 0; d < 2; ++d)
            fixed[static_cast<std::size_t>(d)] = (upper[d] <= lower[d]) ||
                                                 (p[d] <= lower[d] && gradient[d] > 0.0) ||
                                                 (p[d] >= upper[d] && gradient[d] < 0.0);
        bool accepted = false;
        while (!accepted && lambda < 1e12) {
            Eigen::Matrix2d mtx = a;
            Eigen::Vector2d rhs = -gradient;
            for (int d = 0; d < 2; ++d) {
                mtx(d, d) += lambda * std::max(a(d, d), 1e-300);
                if (fixed[static_cast<std::size_t>(d)]) {
                    mtx.row(d).setZero();
                    mtx.col(d).setZero();
                    mtx(d, d) = 1.0;
                    rhs[d] = 0.0;
                }
            }
            const Eigen::Vector2d step = mtx.ldlt().solve(rhs);
            const Eigen::Vector2d next = (p + step).cwiseMax(lower).cwiseMin(upper);
            const double nextSse = profiledSse(g, next[0], next[1]);
            if (std::isfinite(nextSse) && nextSse < sse) {
                const double gain = sse - nextSse;
                p = next;
                sse = nextSse;
                lambda = std::max(lambda / 3.0, 1e-12);
                accepted = true;
                if (gain <= 1e-14 * std::max(sse, 1e-300))
                    return {p[0], p[1], sse};
            } else {
                lambda *= 4.0;
            }
        }
        if (!accepted)
            break;
    }
    return {p[0], p[1], sse};
}

// 0 plus `perDecade` log-spaced values per decade from 10^-decades up to `top`.
std::vector<double> logGrid(double top, int decades, int perDecade) {
    std::vector<double> values{0.0};
    const int steps = decades * perDecade;
    for (int i = 0; i <= steps; ++i)
        values.push_back(top * std::pow(10.0, -decades + static_cast<double>(i) / perDecade));
    return values;
}

struct SearchGrid {
    std::vector<double> sigmas;
    std::vector<double> kappas;
};

const SearchGrid& fullGrid(bool usl) {
    static const SearchGrid amdahl{logGrid(1.0, 7, 16), {0.0}};
    static const SearchGrid universal{logGrid(1.0, 7, 4), logGrid(kMaxKappa, 11, 4)};
    return usl ? universal : amdahl;
}

const SearchGrid& coarseGrid(bool usl) {
    static const SearchGrid amdahl{logGrid(1.0, 7, 2), {0.0}};
    static const SearchGrid universal{logGrid(1.0, 7, 1), logGrid(kMaxKappa, 11, 1)};
    return usl ? universal : amdahl;
}

// ln f of every cell of a grid at every distinct N of the fitted samples, computed once: a
// bootstrap evaluates the same grid at (subsets of) the same N in every resample, and the
// logarithms were nearly all of its time. The same function of the same arguments: the same
// bits as computing them in place.
class GridLnF {
public:
    GridLnF(const SearchGrid& grid, const std::vector<double>& distinctN)
        : m_width(distinctN.size()) {
        m_values.reserve(grid.sigmas.size() * grid.kappas.size() * m_width);
        for (double s : grid.sigmas)
            for (double k : grid.kappas)
                for (double n : distinctN)
                    m_values.push_back(lnF(n, s, k));
    }
    // ln f of cell `cell` (in the grid's sigma-major order) at distinct N number `nIndex`.
    double at(std::size_t cell, std::uint32_t nIndex) const {
        return m_values[cell * m_width + nIndex];
    }

private:
    std::size_t m_width;
    std::vector<double> m_values;
};

// Grid search, then LM from the best few cells (and from `hint`, when given). `table`, when
// given, holds ln f of `grid` at the distinct N that g.nIndex numbers.
Candidate globalMinimum(const Grouped& g, bool usl, const SearchGrid& grid, int starts,
                        const Candidate* hint, const GridLnF* table = nullptr) {
    std::vector<Candidate> cells;
    cells.reserve(grid.sigmas.size() * grid.kappas.size());
    for (double s : grid.sigmas)
        for (double k : grid.kappas) {
            const std::size_t cell = cells.size();
            const double sse =
                table ? profiledSseWith(g,
                                        [&](std::size_t j) { return table->at(cell, g.nIndex[j]); })
                      : profiledSse(g, s, k);
            cells.push_back({s, k, sse});
        }
    const auto count = std::min<std::size_t>(static_cast<std::size_t>(starts), cells.size());
    std::partial_sort(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(count),
                      cells.end(),
                      [](const Candidate& a, const Candidate& b) { return a.sse < b.sse; });
    Candidate best = cells.front();
    const auto consider = [&](const Candidate& start) {
        const Candidate c = refine(g, start, usl);
        if (c.sse < best.sse)
            best = c;
    };
    for (std::size_t i = 0; i < count; ++i)
        consider(cells[i]);
    if (hint)
        consider({hint->sigma, hint->kappa, profiledSse(g, hint->sigma, hint->kappa)});
    return best;
}

int minimumDistinct(FitModel model) {
    return model == FitModel::Usl ? 4 : 3;
}

ScalingFit fitGrouped(const Grouped& g, FitModel model, const SearchGrid& grid, int starts,
                      const Candidate* hint, const GridLnF* table = nullptr) {
    ScalingFit fit;
    fit.model = model;
    fit.points = static_cast<int>(g.total);
    fit.distinctAccelerators = static_cast<int>(g.n.size());
    const bool usl = model == FitModel::Usl;
    const Candidate best = globalMinimum(g, usl, grid, starts, hint, table);
    double lnT1 = 0.0;
    fit.sse = profiledSse(g, best.sigma, best.kappa, &lnT1);
    fit.outcome = FitOutcome::Fitted;
    fit.sigma = best.sigma;
    fit.kappa = best.kappa;
    fit.t1Minutes = std::exp(lnT1);
    fit.r2 = g.sst > 0.0 ? 1.0 - fit.sse / g.sst : kNaN;
    // AICc with k = fitted coefficients + the error variance (Burnham & Anderson 2002).
    const double n = g.total;
    const double k = usl ? 4.0 : 3.0;
    fit.aicc = (n - k - 1.0 > 0.0 && fit.sse > 0.0)
                   ? n * std::log(fit.sse / n) + 2.0 * k + 2.0 * k * (k + 1.0) / (n - k - 1.0)
                   : kNaN;
    fit.peakAccelerators =
        (usl && fit.kappa > 0.0) ? std::sqrt((1.0 - fit.sigma) / fit.kappa) : kNaN;
    return fit;
}

std::string validate(const std::vector<FitSample>& samples, FitModel model) {
    for (const FitSample& s : samples)
        if (!(s.accelerators >= 1.0) || !(s.minutes > 0.0) || !std::isfinite(s.minutes) ||
            !std::isfinite(s.accelerators))
            return "a point has N < 1 or no positive finite time";
    std::vector<double> ns;
    for (const FitSample& s : samples)
        ns.push_back(s.accelerators);
    std::sort(ns.begin(), ns.end());
    const auto distinct = std::unique(ns.begin(), ns.end()) - ns.begin();
    if (distinct < minimumDistinct(model))
        return std::to_string(distinct) + " distinct N; " +
               (model == FitModel::Usl ? std::string("USL") : std::string("Amdahl")) +
               " needs at least " + std::to_string(minimumDistinct(model));
    return {};
}

ScalingFit notFitted(const std::vector<FitSample>& samples, FitModel model, std::string reason) {
    ScalingFit fit;
    fit.model = model;
    fit.outcome = FitOutcome::NotFitted;
    fit.reason = std::move(reason);
    fit.points = static_cast<int>(samples.size());
    std::vector<double> ns;
    for (const FitSample& s : samples)
        ns.push_back(s.accelerators);
    std::sort(ns.begin(), ns.end());
    fit.distinctAccelerators = static_cast<int>(std::unique(ns.begin(), ns.end()) - ns.begin());
    return fit;
}

} // namespace

double ScalingFit::minutesAt(double n) const {
    if (outcome != FitOutcome::Fitted || !(n > 0.0))
        return kNaN;
    return t1Minutes * std::exp(lnF(n, sigma, kappa)) / n;
}

double ScalingFit::efficiencyAt(double n) const {
    if (outcome != FitOutcome::Fitted || referenceAccelerators <= 0 || !(n > 0.0))
        return kNaN;
    const auto ref = static_cast<double>(referenceAccelerators);
    const double gRef = std::isfinite(referenceAcceleratorMinutes) ? referenceAcceleratorMinutes
                                                                   : ref * minutesAt(ref);
    return gRef / (n * minutesAt(n));
}

ScalingFit fitScalingLaw(const std::vector<FitSample>& samples, FitModel model) {
    const std::string problem = validate(samples, model);
    if (!problem.empty())
        return notFitted(samples, model, problem);
    const bool usl = model == FitModel::Usl;
    return fitGrouped(groupSamples(samples), model, fullGrid(usl), usl ? 4 : 2, nullptr);
}

namespace {

// The samples of a bootstrap with their logarithms taken once, and the number of each one's N
// among the distinct N (the samples were validated by the full fit).
struct BootstrapSource {
    std::vector<LoggedSample> samples;
    std::vector<double> distinctN;

    explicit BootstrapSource(const std::vector<FitSample>& fitSamples)
        : samples(logged(fitSamples)) {
        for (const LoggedSample& s : samples)
            distinctN.push_back(s.n);
        std::sort(distinctN.begin(), distinctN.end());
        distinctN.erase(std::unique(distinctN.begin(), distinctN.end()), distinctN.end());
        for (LoggedSample& s : samples)
            s.nIndex = static_cast<std::uint32_t>(
                std::lower_bound(distinctN.begin(), distinctN.end(), s.n) - distinctN.begin());
    }
};

// One model's bootstrap: its full fit, the values of the resamples fitted so far, and the
// intervals from them.
class ModelBootstrap {
public:
    ModelBootstrap(ScalingFit full, const BootstrapSource& source)
        : m_fit(std::move(full))
        , m_usl(m_fit.model == FitModel::Usl)
        , m_hint{m_fit.sigma, m_fit.kappa, m_fit.sse}
        , m_table(coarseGrid(m_usl), source.distinctN) {}

    // Fits one resample's groups (skipped when it has too few distinct N).
    void add(const Grouped& g) {
        if (static_cast<int>(g.n.size()) < minimumDistinct(m_fit.model))
            return; // too few distinct N in this resample
        // A coarse grid guards against a far-away minimum; LM from the full fit does the rest.
        const ScalingFit r = fitGrouped(g, m_fit.model, coarseGrid(m_usl), 1, &m_hint, &m_table);
        m_sigmas.push_back(r.sigma);
        m_kappas.push_back(r.kappa);
        // kappa = 0: throughput never peaks, N_peak = infinity (an unbounded interval end).
        m_peaks.push_back(std::isfinite(r.peakAccelerators)
                              ? r.peakAccelerators
                              : std::numeric_limits<double>::infinity());
        m_peakResamples += std::isfinite(r.peakAccelerators) ? 1 : 0;
    }

    ScalingFit finish(int resamples, double level) {
        ScalingFit fit = m_fit;
        fit.resamples = static_cast<int>(m_sigmas.size());
        // With barely enough distinct N almost every resample repeats an N and cannot be
        // fitted; the few that can are near copies of the data and their spread means nothing.
        if (2 * fit.resamples < resamples) {
            fit.reason = "no intervals: only " + formatCount(fit.resamples) + " of " +
                         formatCount(resamples) + " resamples had enough distinct N";
            return fit;
        }
        const double tail = (1.0 - level) / 2.0;
        fit.peakResamples = m_peakResamples;
        fit.sigmaInterval = {percentile(m_sigmas, tail), percentile(m_sigmas, 1.0 - tail)};
        if (m_usl)
            fit.kappaInterval = {percentile(m_kappas, tail), percentile(m_kappas, 1.0 - tail)};
        fit.peakInterval = {percentile(m_peaks, tail), percentile(m_peaks, 1.0 - tail)};
        return fit;
    }

private:
    ScalingFit m_fit;
    bool m_usl;
    Candidate m_hint;
    GridLnF m_table;
    std::vector<double> m_sigmas, m_kappas, m_peaks;
    int m_peakResamples = 0;
};

} // namespace

ScalingFit fitScalingLawWithBootstrap(const std::vector<FitSample>& samples, FitModel model,
                                      int resamples, double level, std::uint64_t seed) {
    ScalingFit fit = fitScalingLaw(samples, model);
    if (fit.outcome != FitOutcome::Fitted || resamples <= 0)
        return fit;
    clearVectorUpperState();
    const BootstrapSource source(samples);
    ModelBootstrap bootstrap(std::move(fit), source);
    DeterministicRandom random(seed);
    std::vector<LoggedSample> drawn(samples.size());
    Grouped g;
    for (int b = 0; b < resamples; ++b) {
        for (LoggedSample& s : drawn)
            s = source.samples[random.index(source.samples.size())];
        groupLogged(drawn, g);
        bootstrap.add(g);
    }
    return bootstrap.finish(resamples, level);
}

std::vector<ScalingFit> fitScalingLawsWithBootstrap(const std::vector<FitSample>& samples,
                                                    const std::vector<FitModel>& models,
                                                    int resamples, double level, std::uint64_t seed,
                                                    const CancelFlag* cancel) {
    std::vector<ScalingFit> fits;
    for (FitModel model : models)
        fits.push_back(fitScalingLaw(samples, model));
    std::vector<std::size_t> fitted; // the models whose bootstrap runs
    for (std::size_t i = 0; i < fits.size(); ++i)
        if (fits[i].outcome == FitOutcome::Fitted && resamples > 0)
            fitted.push_back(i);
    if (fitted.empty())
        return fits;
    clearVectorUpperState(); // 18,000 fits' worth of SSE (vectorupperstate.h)
    if (samples.size() >
        0xffffffffU) { // an index would not fit in the 32 bits groupDrawn() gives it
        for (std::size_t i : fitted)
            fits[i] = fitScalingLawWithBootstrap(samples, models[i], resamples, level, seed);
        return fits;
    }
    const BootstrapSource source(samples);
    std::vector<ModelBootstrap> bootstraps;
    bootstraps.reserve(fitted.size());
    for (std::size_t i : fitted)
        bootstraps.emplace_back(fits[i], source);
    DeterministicRandom random(seed);
    std::vector<std::uint64_t> drawn(samples.size());
    Grouped g;
    for (int b = 0; b < resamples; ++b) {
        if (isCancelled(cancel))
            return fits; // the point fits without intervals; the caller drops the result
        for (std::uint64_t& d : drawn) {
            const std::size_t i = random.index(source.samples.size());
            d = (std::uint64_t{source.samples[i].nIndex} << 32) | i;
        }
        groupDrawn(source.samples, drawn, g);
        for (ModelBootstrap& bootstrap : bootstraps)
            bootstrap.add(g);
    }
    for (std::size_t k = 0; k < fitted.size(); ++k)
        fits[fitted[k]] = bootstraps[k].finish(resamples, level);
    return fits;
}

} // namespace mlpe::analysis
