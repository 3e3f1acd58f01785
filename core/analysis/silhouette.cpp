#include "silhouette.h"

#include "deterministicrandom.h"

#include <Eigen/Core>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <numeric>
#include <thread>

namespace mlpe::analysis {

std::vector<double> silhouettes(const std::vector<double>& data, std::size_t dims,
                                const std::vector<std::size_t>& rows,
                                const std::vector<int>& labels, int k) {
    return silhouettesForEach(data, dims, rows, {labels}, {k}).front();
}

namespace {

// Rows whose per-cluster sums advance together: one distance per row and partner, added in
// vector lanes (8 SSE2 registers of accumulators, so that the adds of one lane, which must stay
// in order, wait for nothing but their own previous add).
constexpr std::size_t kLanes = 16;
using Lanes = Eigen::Array<double, kLanes, 1>;

// Distances of the kLanes rows of a block (rows first.., `lanes` of them real) to every row j,
// out[j * kLanes + lane]. `blockT` holds the block's coordinates by dimension
// (blockT[d * kLanes + lane]). Each is sqrt of the sum over
// the dimensions, in order, of the squared differences, as for a pair (i, j) with i < j: the
// difference changes only its sign when the two rows swap, so its square, and the distance, are
// the same bits.
template <std::size_t D>
void blockDistances(const std::vector<double>& points, std::size_t n, std::size_t dims,
                    std::size_t first, std::size_t lanes, const std::vector<double>& blockT,
                    std::vector<double>& out) {
    if constexpr (D > 0)
        dims = D; // known at compile time: the loops over dimensions and lanes unroll
    for (std::size_t j = 0; j < n; ++j) {
        double* o = &out[j * kLanes];
        const double* xj = &points[j * dims];
        std::fill_n(o, kLanes, 0.0);
        for (std::size_t dd = 0; dd < dims; ++dd) {
            const double v = xj[dd];
            const double* column = &blockT[dd * kLanes];
            for (std::size_t a = 0; a < kLanes; ++a) {
                const double diff = column[a] - v;
                o[a] += diff * diff;
            }
        }
    }
    // A row's distance to itself is 0 even where its difference is not (an infinity).
    for (std::size_t a = 0; a < lanes; ++a)
        out[(first + a) * kLanes + a] = 0.0;
    // Eigen's packet square root (sqrtpd) is IEEE's correctly rounded one, as std::sqrt.
    Eigen::Map<Eigen::ArrayXd> all(out.data(), static_cast<Eigen::Index>(n * kLanes));
    all = all.sqrt();
}

} // namespace

std::vector<std::vector<double>> silhouettesForEach(const std::vector<double>& data,
                                                    std::size_t dims,
                                                    const std::vector<std::size_t>& rows,
                                                    const std::vector<std::vector<int>>& labellings,
                                                    const std::vector<int>& ks) {
    const std::size_t n = rows.size();
    const std::size_t m = labellings.size();
    std::vector<std::vector<double>> result(m);
    // Column layout per row: the clusters of labelling 0, then of labelling 1, ... (width K).
    std::vector<std::size_t> used; // labellings with k >= 2
    std::vector<std::size_t> offset(m, 0);
    std::size_t width = 0;
    for (std::size_t l = 0; l < m; ++l)
        if (ks[l] >= 2 && n > 0) {
            used.push_back(l);
            offset[l] = width;
            width += static_cast<std::size_t>(ks[l]);
        }
    if (used.empty())
        return result;
    // The members of every column (a cluster of one labelling), ascending:
    // members[memberStart[c] .. memberStart[c + 1]).
    std::vector<std::size_t> memberStart(width + 1, 0);
    for (std::size_t l : used)
        for (std::size_t i = 0; i < n; ++i)
            ++memberStart[offset[l] + static_cast<std::size_t>(labellings[l][i]) + 1];
    for (std::size_t c = 0; c < width; ++c)
        memberStart[c + 1] += memberStart[c];
    std::vector<std::size_t> members(memberStart[width]);
    {
        std::vector<std::size_t> next(memberStart.begin(), memberStart.end() - 1);
        for (std::size_t l : used)
            for (std::size_t i = 0; i < n; ++i)
                members[next[offset[l] + static_cast<std::size_t>(labellings[l][i])]++] = i;
    }

    // The selected rows, contiguous.
    std::vector<double> points(n * dims);
    for (std::size_t i = 0; i < n; ++i)
        std::copy_n(&data[rows[i] * dims], dims, &points[i * dims]);

    // sums[i * width + column]: total distance of row i to the rows of that cluster, added in
    // ascending order of the other row (as the definition reads; that order fixes the bits).
    // Row i's own distance is 0 and adding it changes no sum. Rows go kLanes at a time; a last
    // short block repeats its first row in the lanes left over (their sums are dropped).
    // The blocks are independent (each writes only its own rows' sums): above a few hundred
    // rows two threads take them in turn, with the same sums in any schedule.
    std::vector<double> sums(n * width, 0.0);
    const std::size_t blocks = (n + kLanes - 1) / kLanes;
    std::atomic<std::size_t> nextBlock{0};
    const auto work = [&] {
        std::vector<double> blockT(dims * kLanes);
        std::vector<double> distances(n * kLanes);
        for (std::size_t b = nextBlock++; b < blocks; b = nextBlock++) {
            const std::size_t first = b * kLanes;
            const std::size_t lanes = std::min(kLanes, n - first);
            for (std::size_t a = 0; a < kLanes; ++a)
                for (std::size_t dd = 0; dd < dims; ++dd)
                    blockT[dd * kLanes + a] = points[(first + (a < lanes ? a : 0)) * dims + dd];
            switch (dims) {
            case 1:
                blockDistances<1>(points, n, dims, first, lanes, blockT, distances);
                break;
            case 2:
                blockDistances<2>(points, n, dims, first, lanes, blockT, distances);
                break;
            case 3:
                blockDistances<3>(points, n, dims, first, lanes, blockT, distances);
                break;
            default:
                blockDistances<0>(points, n, dims, first, lanes, blockT, distances);
                break;
            }
            for (std::size_t c = 0; c < width; ++c) {
                Lanes acc = Lanes::Zero();
                for (std::size_t e = memberStart[c]; e < memberStart[c + 1]; ++e)
                    acc += Eigen::Map<const Lanes>(&distances[members[e] * kLanes]);
                for (std::size_t a = 0; a < lanes; ++a)
                    sums[(first + a) * width + c] = acc[a];
            }
        }
    };
    // A thread costs tens of microseconds; 500 rows x 7 labellings take about half a millisecond.
    if (n >= 500 && std::thread::hardware_concurrency() >= 2) {
        std::thread second(work);
        work();
        second.join();
    } else {
        work();
    }

    std::vector<int> counts;
    for (std::size_t q = 0; q < used.size(); ++q) {
        const std::size_t l = used[q];
        const auto kk = static_cast<std::size_t>(ks[l]);
        const std::vector<int>& labels = labellings[l];
        counts.assign(kk, 0);
        for (std::size_t i = 0; i < n; ++i)
            ++counts[static_cast<std::size_t>(labels[i])];
        std::vector<double>& s = result[l];
        s.assign(n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            const auto own = static_cast<std::size_t>(labels[i]);
            if (counts[own] <= 1)
                continue; // singleton: s = 0 by convention
            const double* row = &sums[i * width + offset[l]];
            const double a = row[own] / (counts[own] - 1);
            double b = std::numeric_limits<double>::infinity();
            for (std::size_t c = 0; c < kk; ++c)
                if (c != own && counts[c] > 0)
                    b = std::min(b, row[c] / counts[c]);
            const double mx = std::max(a, b);
            s[i] = (std::isfinite(b) && mx > 0.0) ? (b - a) / mx : 0.0;
        }
    }
    return result;
}

double meanSilhouette(const std::vector<double>& values, int k) {
    if (k < 2 || values.empty() || static_cast<std::size_t>(k) >= values.size())
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

std::vector<std::size_t> silhouetteSample(std::size_t rows, std::size_t limit, std::uint64_t seed) {
    std::vector<std::size_t> all(rows);
    std::iota(all.begin(), all.end(), std::size_t{0});
    if (rows <= limit)
        return all;
    DeterministicRandom random(seed);
    for (std::size_t i = 0; i < limit; ++i)
        std::swap(all[i], all[i + random.index(rows - i)]);
    all.resize(limit);
    std::sort(all.begin(), all.end());
    return all;
}

} // namespace mlpe::analysis
