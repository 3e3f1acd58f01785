#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace mlpe::analysis {

// One block of MT19937-64: the next 312 states from `state`, in place; the 312 tempered words of
// `state` into `out` (deterministicrandom.cpp).
void twistMt19937_64(std::uint64_t* state);
void temperMt19937_64(const std::uint64_t* state, std::uint64_t* out);

// Random numbers that are identical on every platform and standard library: the output of
// std::mt19937_64 (fixed by the C++ standard), while std::uniform_*_distribution are not. So we
// only take raw 64-bit words from the engine and map them ourselves.
//
// The engine is MT19937-64 written out here rather than std::mt19937_64, with the same words
// (tst_deterministicrandom compares them): it twists and tempers a whole block of 312 words at
// once, loops without branches that the compiler vectorises, and a draw is one read from the
// block. The run bootstrap takes 10^8 to 10^9 words, where the library's word-by-word engine
// was a sixth of `analyze`.
class DeterministicRandom {
public:
    explicit DeterministicRandom(std::uint64_t seed) {
        m_state[0] = seed;
        for (std::size_t i = 1; i < kN; ++i)
            m_state[i] = 6364136223846793005ULL * (m_state[i - 1] ^ (m_state[i - 1] >> 62)) + i;
    }

    // The next engine word (what std::mt19937_64's operator() returns).
    std::uint64_t word() {
        if (m_next == kN)
            refill();
        return m_out[m_next++];
    }

    // Uniform in [0, 1): the top 53 bits of one engine word, times 2^-53.
    double uniform() { return static_cast<double>(word() >> 11) * 0x1.0p-53; }

    // Standard normal, Box-Muller from two uniforms (1 - u keeps the logarithm finite): the
    // simulations' noise, the same on every platform.
    double normal() {
        const double u1 = 1.0 - uniform();
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
    }

    // Uniform index in [0, n) for n > 0 (floor of uniform() * n; n is far below 2^53 here).
    std::size_t index(std::size_t n) {
        const auto i = static_cast<std::size_t>(uniform() * static_cast<double>(n));
        return i < n ? i : n - 1;
    }

    // Skips `words` engine words: the state `words` calls of word() would leave (as
    // std::mersenne_twister_engine::discard, whole blocks twisted without tempering).
    void discard(unsigned long long words) {
        const std::size_t buffered = kN - m_next;
        if (words <= buffered) {
            m_next += static_cast<std::size_t>(words);
            return;
        }
        words -= buffered;
        for (; words > kN; words -= kN)
            twist();
        refill();
        m_next = static_cast<std::size_t>(words);
    }

private:
    static constexpr std::size_t kN = 312; // words of a block

    // The next 312 states (std::mersenne_twister_engine::_M_gen_rand's recurrence), and the
    // block's words from them: deterministicrandom.cpp, compiled for the wider vectors of the
    // processor it runs on where it can (integer arithmetic: the same words on every one).
    void twist() { twistMt19937_64(m_state.data()); }

    void refill() {
        twistMt19937_64(m_state.data());
        temperMt19937_64(m_state.data(), m_out.data());
        m_next = 0;
    }

    std::array<std::uint64_t, kN> m_state{};
    std::array<std::uint64_t, kN> m_out{};
    std::size_t m_next = kN; // the block is used up: the first word twists
};

} // namespace mlpe::analysis
