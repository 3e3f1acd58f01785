#include "vectorupperstate.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>
#define MLPE_X86_64_GNU 1
#endif

namespace mlpe::analysis {

#ifdef MLPE_X86_64_GNU
namespace {

// Compiled for AVX alone, called only where the processor has it.
__attribute__((target("avx"))) void zeroUpper() {
    _mm256_zeroupper();
}

bool hasAvx() {
    static const bool avx = __builtin_cpu_supports("avx");
    return avx;
}

// XGETBV with ECX = 1 (the XINUSE bitmap): CPUID leaf 0xD, sub-leaf 1, EAX bit 2.
bool hasXgetbv1() {
    static const bool available = [] {
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        if (!hasAvx() || __get_cpuid_max(0, nullptr) < 0xD)
            return false;
        __cpuid_count(0xD, 1, eax, ebx, ecx, edx);
        return (eax & (1U << 2)) != 0;
    }();
    return available;
}

} // namespace

void clearVectorUpperState() {
    if (hasAvx())
        zeroUpper();
}

bool vectorUpperStateReadable() {
    return hasXgetbv1();
}

bool vectorUpperStateInUse() {
    if (!hasXgetbv1())
        return false;
    unsigned low = 0, high = 0;
    asm volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(1U));
    return (low & (1U << 2)) != 0; // state component 2: the upper halves of YMM0-15
}

#else

void clearVectorUpperState() {}

bool vectorUpperStateReadable() {
    return false;
}

bool vectorUpperStateInUse() {
    return false;
}

#endif

} // namespace mlpe::analysis
