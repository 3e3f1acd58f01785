#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

namespace mlpe::analysis {

// Random numbers that are identical on every platform and standard library: std::mt19937_64's
// output sequence is fixed by the C++ standard, while std::uniform_*_distribution are not.
// So we only take raw 64-bit words from the engine and map them ourselves.
class DeterministicRandom {
public:
    explicit DeterministicRandom(std::uint64_t seed)
        : m_engine(seed) {}

    // Uniform in [0, 1): the top 53 bits of one engine word, times 2^-53.
    double uniform() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }

    // Uniform index in [0, n) for n > 0 (floor of uniform() * n; n is far below 2^53 here).
    std::size_t index(std::size_t n) {
        const auto i = static_cast<std::size_t>(uniform() * static_cast<double>(n));
        return i < n ? i : n - 1;
    }

    // Skips `words` engine words: the state `words` calls of uniform() or index() would leave
    // (std::mersenne_twister_engine::discard, standard; it twists without tempering).
    void discard(unsigned long long words) { m_engine.discard(words); }

private:
    std::mt19937_64 m_engine;
};

} // namespace mlpe::analysis
