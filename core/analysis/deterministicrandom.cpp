#include "deterministicrandom.h"

namespace mlpe::analysis {

namespace {

constexpr std::size_t kN = 312;
constexpr std::size_t kM = 156;
constexpr std::uint64_t kUpper = ~std::uint64_t{0} << 31; // the upper 33 bits
constexpr std::uint64_t kLower = ~kUpper;
constexpr std::uint64_t kMatrix = 0xb5026f5aa96619e9ULL;

inline std::uint64_t step(std::uint64_t from, std::uint64_t next, std::uint64_t far) {
    const std::uint64_t y = (from & kUpper) | (next & kLower);
    return far ^ (y >> 1) ^ ((0 - (y & 1U)) & kMatrix);
}

} // namespace

// The run bootstrap draws 10^8 to 10^9 words, and these two loops were a third of its time in
// plain x86-64 code (two 64-bit lanes). Both vectorise; where the loader can pick a version by
// processor (ifunc: x86-64 Linux), an AVX2 version is built too (four lanes). Only integer
// operations: every version gives the same words.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__)
#define MLPE_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define MLPE_VECTOR_CLONES
#endif

MLPE_VECTOR_CLONES void twistMt19937_64(std::uint64_t* state) {
    for (std::size_t i = 0; i < kN - kM; ++i)
        state[i] = step(state[i], state[i + 1], state[i + kM]);
    for (std::size_t i = kN - kM; i < kN - 1; ++i)
        state[i] = step(state[i], state[i + 1], state[i + kM - kN]);
    state[kN - 1] = step(state[kN - 1], state[0], state[kM - 1]);
}

MLPE_VECTOR_CLONES void temperMt19937_64(const std::uint64_t* state, std::uint64_t* out) {
    for (std::size_t i = 0; i < kN; ++i) {
        std::uint64_t z = state[i];
        z ^= (z >> 29) & 0x5555555555555555ULL;
        z ^= (z << 17) & 0x71d67fffeda60000ULL;
        z ^= (z << 37) & 0xfff7eee000000000ULL;
        z ^= z >> 43;
        out[i] = z;
    }
}

} // namespace mlpe::analysis
