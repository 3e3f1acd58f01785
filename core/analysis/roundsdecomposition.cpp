#include "roundsdecomposition.h"

#include "acrossrounds.h"
#include "deterministicrandom.h"
#include "studentt.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace mlpe::analysis {

namespace {

constexpr double kNotANumber = std::numeric_limits<double>::quiet_NaN();

bool usable(const RoundSample& s) {
    return std::isfinite(s.accelerators) && s.accelerators >= 1.0 && std::isfinite(s.minutes) &&
           s.minutes > 0.0;
}

// Union-find over the nodes "r:<round>" and "h:<hardware>": a result joins its round and its
// hardware, so two rounds are comparable when hardware links them, directly or through others.
class Components {
public:
    std::string find(const std::string& node) {
        auto it = m_parent.find(node);
        if (it == m_parent.end())
            return m_parent[node] = node;
        if (it->second == node)
            return node;
        return it->second = find(it->second);
    }
    void join(const std::string& a, const std::string& b) {
        const std::string ra = find(a), rb = find(b);
        if (ra != rb)
            m_parent[std::max(ra, rb)] = std::min(ra, rb);
    }

private:
    std::map<std::string, std::string> m_parent;
};

// Webb's six-point weights: +-sqrt(1/2), +-1, +-sqrt(3/2), each with probability 1/6 (mean 0,
// variance 1); with few results they give more distinct resamples than +-1.
double webbWeight(DeterministicRandom& random) {
    static const double kValues[6] = {-std::sqrt(1.5), -1.0, -std::sqrt(0.5),
                                      std::sqrt(0.5),  1.0,  std::sqrt(1.5)};
    return kValues[random.index(6)];
}

// Percentile bounds of `values` at `level` (sorted in place).
std::pair<double, double> percentiles(std::vector<double>& values, double level) {
    std::sort(values.begin(), values.end());
    const auto at = [&](double q) {
        const double pos = q * static_cast<double>(values.size() - 1);
        const auto lo = static_cast<std::size_t>(std::floor(pos));
        const std::size_t hi = std::min(lo + 1, values.size() - 1);
        return values[lo] + (pos - static_cast<double>(lo)) * (values[hi] - values[lo]);
    };
    return {at((1.0 - level) / 2.0), at((1.0 + level) / 2.0)};
}

// The fitted results: y = log2 T, the design (one column per round, one per hardware group but
// the first, log2 N last), and which rows belong to the two rounds compared.
struct Design {
    std::vector<std::string> rounds;   // columns 0 .. R-1
    std::vector<std::string> hardware; // hardware[0] has no column; the others R .. R+H-2
    Eigen::MatrixXd x;
    Eigen::VectorXd y;
    std::vector<Eigen::Index> fromRows;
    std::vector<Eigen::Index> toRows;
    Eigen::Index slopeColumn = 0;
};

Design buildDesign(const std::vector<RoundSample>& kept, const std::string& from,
                   const std::string& to) {
    Design d;
    std::set<std::string> rounds, hardware;
    for (const RoundSample& s : kept) {
        rounds.insert(s.round);
        hardware.insert(s.hardware);
    }
    d.rounds.assign(rounds.begin(), rounds.end());
    std::sort(d.rounds.begin(), d.rounds.end(), roundBefore);
    d.hardware.assign(hardware.begin(), hardware.end());
    const auto roundColumn = [&](const std::string& r) {
        return static_cast<Eigen::Index>(std::find(d.rounds.begin(), d.rounds.end(), r) -
                                         d.rounds.begin());
    };
    const auto rows = static_cast<Eigen::Index>(kept.size());
    const auto roundCount = static_cast<Eigen::Index>(d.rounds.size());
    const auto hardwareCount = static_cast<Eigen::Index>(d.hardware.size());
    d.slopeColumn = roundCount + hardwareCount - 1;
    d.x = Eigen::MatrixXd::Zero(rows, d.slopeColumn + 1);
    d.y.resize(rows);
    for (Eigen::Index i = 0; i < rows; ++i) {
        const RoundSample& s = kept[static_cast<std::size_t>(i)];
        d.x(i, roundColumn(s.round)) = 1.0;
        const auto h = static_cast<Eigen::Index>(
            std::find(d.hardware.begin(), d.hardware.end(), s.hardware) - d.hardware.begin());
        if (h > 0)
            d.x(i, roundCount + h - 1) = 1.0;
        d.x(i, d.slopeColumn) = std::log2(s.accelerators);
        d.y(i) = std::log2(s.minutes);
        if (s.round == from)
            d.fromRows.push_back(i);
        if (s.round == to)
            d.toRows.push_back(i);
    }
    return d;
}

// Row weights whose product with y gives the mean over `rows` minus the mean over `others`.
Eigen::RowVectorXd meanDifference(Eigen::Index n, const std::vector<Eigen::Index>& rows,
                                  const std::vector<Eigen::Index>& others) {
    Eigen::RowVectorXd w = Eigen::RowVectorXd::Zero(n);
    for (Eigen::Index i : rows)
        w(i) += 1.0 / static_cast<double>(rows.size());
    for (Eigen::Index i : others)
        w(i) -= 1.0 / static_cast<double>(others.size());
    return w;
}

// Names the cells and groups the estimate leans on with little.
void nameThinParts(const std::vector<RoundSample>& kept, RoundsDecomposition& result) {
    std::map<std::pair<std::string, std::string>, int> cells;
    std::map<std::string, std::set<std::string>> roundsOf;
    for (const RoundSample& s : kept) {
        ++cells[{s.round, s.hardware}];
        roundsOf[s.hardware].insert(s.round);
    }
    for (const auto& [cell, count] : cells)
        if (count == 1)
            result.thinCells.push_back({cell.first, cell.second, count});
    std::sort(
        result.thinCells.begin(), result.thinCells.end(), [](const ThinCell& a, const ThinCell& b) {
            return a.round != b.round ? roundBefore(a.round, b.round) : a.hardware < b.hardware;
        });
    for (const auto& [hardware, rounds] : roundsOf)
        if (rounds.size() == 1)
            result.oneRoundHardware.push_back(hardware);
}

// The results of each system series (rows of the design); a result without a series is a series
// of its own.
std::vector<std::vector<Eigen::Index>> seriesClusters(const std::vector<RoundSample>& kept) {
    std::map<std::string, std::size_t> clusters;
    std::vector<std::vector<Eigen::Index>> members;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        // Keys of their own for results without a series: an index behind a byte no series has.
        std::string key(1, kept[i].series.empty() ? '\x01' : 's');
        key.append(kept[i].series.empty() ? std::to_string(i) : kept[i].series);
        const auto [it, inserted] = clusters.emplace(key, members.size());
        if (inserted)
            members.emplace_back();
        members[it->second].push_back(static_cast<Eigen::Index>(i));
    }
    return members;
}

// CR2 by system series with Bell and McCaffrey's degrees of freedom, for each part (a row p of
// `parts`, the part = p y): q_g = (I - H_gg)^(-1/2) p_g on the rows of series g (directions the
// series' own terms fit exactly, eigenvalue of I - H_gg near 0, left at zero),
//   Var = sum_g (q_g . e)^2,   dof = (tr B)^2 / tr(B^2),  B = Q' (I - H) Q,
// interval: part -/+ t(dof) sqrt(Var), dof rounded down (which only widens it).
struct SeriesInterval {
    double low = kNotANumber;
    double high = kNotANumber;
    int degreesOfFreedom = 0;
};

std::vector<SeriesInterval> seriesIntervals(const std::vector<std::vector<Eigen::Index>>& members,
                                            const Eigen::MatrixXd& parts,
                                            const Eigen::MatrixXd& leverageMap,
                                            const Eigen::VectorXd& residual,
                                            const Eigen::VectorXd& estimate, double level) {
    const Eigen::Index n = residual.size();
    const auto g = static_cast<Eigen::Index>(members.size());
    std::vector<Eigen::MatrixXd> q(static_cast<std::size_t>(parts.rows()),
                                   Eigen::MatrixXd::Zero(n, g));
    for (Eigen::Index c = 0; c < g; ++c) {
        const auto& rows = members[static_cast<std::size_t>(c)];
        const auto m = static_cast<Eigen::Index>(rows.size());
        Eigen::MatrixXd block(m, m);
        for (Eigen::Index i = 0; i < m; ++i)
            for (Eigen::Index j = 0; j < m; ++j)
                block(i, j) =
                    (i == j ? 1.0 : 0.0) - leverageMap(rows[std::size_t(i)], rows[std::size_t(j)]);
        const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(block);
        Eigen::VectorXd inverseRoot = eig.eigenvalues();
        for (Eigen::Index k = 0; k < m; ++k)
            inverseRoot(k) = inverseRoot(k) > 1e-9 ? 1.0 / std::sqrt(inverseRoot(k)) : 0.0;
        const Eigen::MatrixXd root =
            eig.eigenvectors() * inverseRoot.asDiagonal() * eig.eigenvectors().transpose();
        for (Eigen::Index k = 0; k < parts.rows(); ++k) {
            Eigen::VectorXd pg(m);
            for (Eigen::Index i = 0; i < m; ++i)
                pg(i) = parts(k, rows[std::size_t(i)]);
            const Eigen::VectorXd qg = root * pg;
            for (Eigen::Index i = 0; i < m; ++i)
                q[std::size_t(k)](rows[std::size_t(i)], c) = qg(i);
        }
    }
    const Eigen::MatrixXd residualMaker = Eigen::MatrixXd::Identity(n, n) - leverageMap;
    std::vector<SeriesInterval> out(static_cast<std::size_t>(parts.rows()));
    for (Eigen::Index k = 0; k < parts.rows(); ++k) {
        const Eigen::MatrixXd& qk = q[std::size_t(k)];
        const double variance = (qk.transpose() * residual).squaredNorm();
        const Eigen::MatrixXd bm = qk.transpose() * residualMaker * qk;
        const double trace = bm.trace();
        const double squares = bm.squaredNorm(); // tr(B^2), B symmetric
        if (!(squares > 0.0) || !(variance >= 0.0))
            continue;
        const int dof = std::max(1, static_cast<int>(std::floor(trace * trace / squares + 1e-9)));
        const double half = studentTCriticalValue(level, dof) * std::sqrt(variance);
        out[std::size_t(k)] = {estimate(k) - half, estimate(k) + half, dof};
    }
    return out;
}

// What the interval is, by the simulated coverage of docs/analysis.md (bench decomposition
// --shared): the per-result bootstrap holds only for independent errors.
std::string intervalNoteFor(DecompositionInterval interval, int clusters) {
    if (interval == DecompositionInterval::Series)
        return "CR2 cluster-robust interval by system series (" + std::to_string(clusters) +
               " series), t with Bell–McCaffrey degrees of freedom: simulated coverage 0.87–1.00 "
               "on the real designs with half the noise shared within a series";
    return "wild bootstrap of the residuals: its simulated coverage is at least 0.90 "
           "only when the results vary independently around the model; results of "
           "one system series share their errors and make it too narrow, so it is "
           "not called a 95 % interval (--interval series: by system series)";
}

} // namespace

std::vector<RoundSample> roundSamples(const std::vector<AnalysisPoint>& points,
                                      const std::string& benchmark, const std::string& version,
                                      HardwareGrouping grouping) {
    std::vector<RoundSample> samples;
    for (const AnalysisPoint& p : points)
        if (p.benchmark == benchmark && p.benchmarkVersion == version && p.accelerators > 0 &&
            std::isfinite(p.minutes) && p.minutes > 0)
            samples.push_back({p.round, hardwareGroupOf(p, grouping),
                               static_cast<double>(p.accelerators), p.minutes, systemSeriesOf(p)});
    return samples;
}

RoundsDecomposition decomposeRounds(const std::vector<RoundSample>& samples,
                                    const std::string& from, const std::string& to, int resamples,
                                    double level, std::uint64_t seed, HardwareGrouping grouping,
                                    DecompositionInterval interval) {
    RoundsDecomposition result;
    result.grouping = grouping;
    result.interval = interval;
    result.fromRound = from;
    result.toRound = to;
    result.level = level;
    result.seed = seed;
    const std::string noun = hardwareGroupNoun(grouping, false);
    if (from == to) {
        result.reason = "the two rounds are the same (v" + from + ")";
        return result;
    }
    Components components;
    std::set<std::string> roundsSeen;
    for (const RoundSample& s : samples)
        if (usable(s)) {
            components.join("r:" + s.round, "h:" + s.hardware);
            roundsSeen.insert(s.round);
        }
    for (const std::string& r : {from, to})
        if (!roundsSeen.count(r)) {
            result.reason = "no result in v" + r;
            return result;
        }
    if (components.find("r:" + from) != components.find("r:" + to)) {
        result.reason = "no " + noun + " ran in both v" + from + " and v" + to +
                        ", nor links them through other rounds: the round cannot be told apart "
                        "from the hardware";
        return result;
    }
    // The rounds tied to the two by shared hardware; the others are left out, and named.
    const std::string component = components.find("r:" + from);
    std::vector<RoundSample> kept;
    std::set<std::string> leftOut;
    for (const RoundSample& s : samples) {
        if (!usable(s))
            continue;
        if (components.find("r:" + s.round) == component) {
            kept.push_back(s);
        } else {
            leftOut.insert(s.round);
            ++result.leftOutPoints;
        }
    }
    result.leftOutRounds.assign(leftOut.begin(), leftOut.end());
    std::sort(result.leftOutRounds.begin(), result.leftOutRounds.end(), roundBefore);

    const Design d = buildDesign(kept, from, to);
    const Eigen::Index n = d.x.rows();
    const Eigen::Index p = d.x.cols();
    result.points = static_cast<int>(n);
    result.rounds = static_cast<int>(d.rounds.size());
    result.hardwareGroups = static_cast<int>(d.hardware.size());
    result.fromPoints = static_cast<int>(d.fromRows.size());
    result.toPoints = static_cast<int>(d.toRows.size());
    if (n < p) {
        result.reason = std::to_string(n) + " results for " + std::to_string(p) +
                        " parameters (a term per round and per " + noun + ", and the slope)";
        return result;
    }
    const Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(d.x);
    if (qr.rank() < p) {
        // Only when every result has one N: the slope cannot be told from the terms.
        result.reason = "the results do not separate the slope from the round and " + noun +
                        " terms (one N throughout)";
        return result;
    }
    // Coefficients as a linear map of y: beta = A y, A = (X'X)^-1 X'.
    const Eigen::MatrixXd a = qr.solve(Eigen::MatrixXd::Identity(n, n));
    const Eigen::VectorXd beta = a * d.y;
    result.slope = beta(d.slopeColumn);

    // The four parts as linear maps of y (rows: total, hardware, round, scale, slope).
    const Eigen::RowVectorXd toMinusFrom = meanDifference(n, d.toRows, d.fromRows);
    const auto column = [&](const std::string& r) {
        return static_cast<Eigen::Index>(std::find(d.rounds.begin(), d.rounds.end(), r) -
                                         d.rounds.begin());
    };
    const auto roundCount = static_cast<Eigen::Index>(d.rounds.size());
    Eigen::MatrixXd parts = Eigen::MatrixXd::Zero(5, n);
    parts.row(0) = toMinusFrom;
    const Eigen::RowVectorXd xDiff = toMinusFrom * d.x; // mean of each column, to minus from
    for (Eigen::Index h = roundCount; h < d.slopeColumn; ++h)
        parts.row(1) += xDiff(h) * a.row(h);
    parts.row(2) = a.row(column(to)) - a.row(column(from));
    parts.row(3) = xDiff(d.slopeColumn) * a.row(d.slopeColumn);
    parts.row(4) = a.row(d.slopeColumn);
    const Eigen::VectorXd estimate = parts * d.y;
    const auto factorOf = [](double log2Part) { return std::exp2(log2Part); };
    result.total.factor = factorOf(estimate(0));
    result.hardware.factor = factorOf(estimate(1));
    result.round.factor = factorOf(estimate(2));
    result.scale.factor = factorOf(estimate(3));
    const auto geometricMean = [&](const std::vector<Eigen::Index>& rows, Eigen::Index col) {
        double sum = 0.0;
        for (Eigen::Index i : rows)
            sum += col < 0 ? d.y(i) : d.x(i, col);
        return std::exp2(sum / static_cast<double>(rows.size()));
    };
    result.fromMinutes = geometricMean(d.fromRows, -1);
    result.toMinutes = geometricMean(d.toRows, -1);
    result.fromAccelerators = geometricMean(d.fromRows, d.slopeColumn);
    result.toAccelerators = geometricMean(d.toRows, d.slopeColumn);
    nameThinParts(kept, result);
    result.degreesOfFreedom = static_cast<int>(n - p);
    const Eigen::VectorXd model = d.x * beta;
    result.fitted = kept;
    for (Eigen::Index i = 0; i < n; ++i)
        result.fitted[static_cast<std::size_t>(i)].minutes = std::exp2(model(i));
    const Eigen::VectorXd residual = d.y - model;
    if (n > p)
        result.residualSpread =
            std::sqrt(residual.squaredNorm() / static_cast<double>(result.degreesOfFreedom));
    result.outcome = DecompositionOutcome::Fitted;

    if (resamples < 1 && interval == DecompositionInterval::Results) {
        result.intervalReason = "not computed (no resamples asked for)";
        return result;
    }
    if (n == p) {
        result.intervalReason = "not computed: no residual degree of freedom (" +
                                std::to_string(n) + " results, " + std::to_string(p) +
                                " parameters)";
        return result;
    }
    const Eigen::MatrixXd leverageMap = d.x * a; // H
    RoundFactor* factors[4] = {&result.total, &result.hardware, &result.round, &result.scale};
    if (interval == DecompositionInterval::Series) {
        const auto members = seriesClusters(kept);
        result.seriesClusters = static_cast<int>(members.size());
        const std::vector<SeriesInterval> ci =
            seriesIntervals(members, parts, leverageMap, residual, estimate, level);
        for (int k = 0; k < 4; ++k) {
            factors[k]->low = factorOf(ci[std::size_t(k)].low);
            factors[k]->high = factorOf(ci[std::size_t(k)].high);
        }
        result.slopeLow = ci[4].low;
        result.slopeHigh = ci[4].high;
        result.intervalNote = intervalNoteFor(interval, result.seriesClusters);
        return result;
    }
    // Wild bootstrap: y* = fit + w e / (1 - h), w Webb's weights (the 1 / (1 - h) of HC3: plain
    // residuals under-cover with as few results as a round has). A result that the model fits
    // exactly (leverage 1: alone in its cell and hardware) has no residual to tell its noise:
    // it gets the residuals' spread, or the total of its round would seem surer than it is.
    const Eigen::VectorXd& fitted = model;
    Eigen::VectorXd scaled(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const double h = leverageMap(i, i);
        scaled(i) = h < 1.0 - 1e-9 ? residual(i) / (1.0 - h) : result.residualSpread;
    }
    const Eigen::VectorXd base = parts * fitted;
    const Eigen::MatrixXd noiseMap = parts * scaled.asDiagonal(); // 5 x n
    DeterministicRandom random(seed);
    std::vector<std::vector<double>> draws(5, std::vector<double>(std::size_t(resamples)));
    Eigen::VectorXd w(n);
    for (int r = 0; r < resamples; ++r) {
        for (Eigen::Index i = 0; i < n; ++i)
            w(i) = webbWeight(random);
        const Eigen::VectorXd values = base + noiseMap * w;
        for (int k = 0; k < 5; ++k)
            draws[std::size_t(k)][std::size_t(r)] = values(k);
    }
    for (int k = 0; k < 4; ++k) {
        const auto [lo, hi] = percentiles(draws[std::size_t(k)], level);
        factors[k]->low = factorOf(lo);
        factors[k]->high = factorOf(hi);
    }
    std::tie(result.slopeLow, result.slopeHigh) = percentiles(draws[4], level);
    result.resamples = resamples;
    // Named by the rule of slopeintervalcoverage.h, from the simulation of `bench
    // decomposition --shared` (docs/analysis.md).
    result.intervalNote = intervalNoteFor(interval, result.seriesClusters);
    return result;
}

RoundsDecomposition decomposeFromEarliest(const std::vector<RoundSample>& samples,
                                          const std::string& to, int resamples, double level,
                                          std::uint64_t seed, HardwareGrouping grouping,
                                          DecompositionInterval interval) {
    std::set<std::string> rounds;
    for (const RoundSample& s : samples)
        if (s.round != to)
            rounds.insert(s.round);
    std::vector<std::string> ordered(rounds.begin(), rounds.end());
    std::sort(ordered.begin(), ordered.end(), roundBefore);
    RoundsDecomposition d;
    d.toRound = to;
    d.grouping = grouping;
    d.reason = "no earlier round of this benchmark version has results";
    for (const std::string& from : ordered) {
        if (!roundBefore(from, to))
            break;
        d = decomposeRounds(samples, from, to, resamples, level, seed, grouping, interval);
        if (d.outcome == DecompositionOutcome::Fitted)
            break;
    }
    return d;
}

} // namespace mlpe::analysis
