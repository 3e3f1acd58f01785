#include "mllogscanner.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace mlpe {

namespace {

constexpr std::size_t kTokenSize = MllogScanner::kToken.size();

// First ":::MLLOG " in [begin, begin + length), or nullptr. glibc's memmem was the hottest
// function of an import; this SIMD filter (after W. Mula's "SIMD-friendly substring search")
// tests two needle bytes that rarely occur 4 apart ('M' at +3, 'G' at +7) for 16 (SSE2) or 32
// (AVX2, chosen at run time) candidate positions at a time and confirms candidates with memcmp.
// Loads read up to p + 7 + width - 1 <= lastStart + 7 < begin + length while
// p + width - 1 <= lastStart.
const char* findTokenScalar(const char* p, const char* lastStart) {
    for (; p <= lastStart; ++p) {
        if (std::memcmp(p, MllogScanner::kToken.data(), kTokenSize) == 0)
            return p;
    }
    return nullptr;
}

#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2"))) const char* findTokenAvx2(const char* p, const char* lastStart) {
    const __m256i m = _mm256_set1_epi8('M');
    const __m256i g = _mm256_set1_epi8('G');
    while (p + 31 <= lastStart) {
        const __m256i atM = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 3));
        const __m256i atG = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 7));
        auto mask = static_cast<unsigned>(_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(atM, m), _mm256_cmpeq_epi8(atG, g))));
        while (mask != 0) {
            const int bit = __builtin_ctz(mask);
            if (std::memcmp(p + bit, MllogScanner::kToken.data(), kTokenSize) == 0)
                return p + bit;
            mask &= mask - 1;
        }
        p += 32;
    }
    return findTokenScalar(p, lastStart);
}

const bool kHaveAvx2 = __builtin_cpu_supports("avx2");
#endif

const char* findToken(const char* begin, std::size_t length) {
    if (length < kTokenSize)
        return nullptr;
    const char* const lastStart = begin + (length - kTokenSize); // last possible match
    const char* p = begin;
#if defined(__x86_64__) || defined(__i386__)
    if (kHaveAvx2)
        return findTokenAvx2(p, lastStart);
#endif
#if defined(__SSE2__)
    const __m128i m = _mm_set1_epi8('M');
    const __m128i g = _mm_set1_epi8('G');
    while (p + 15 <= lastStart) {
        const __m128i atM = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 3));
        const __m128i atG = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 7));
        auto mask = static_cast<unsigned>(
            _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(atM, m), _mm_cmpeq_epi8(atG, g))));
        while (mask != 0) {
            const int bit = __builtin_ctz(mask);
            if (std::memcmp(p + bit, MllogScanner::kToken.data(), kTokenSize) == 0)
                return p + bit;
            mask &= mask - 1;
        }
        p += 16;
    }
#endif
    return findTokenScalar(p, lastStart);
}

// The end of the line holding the token at `token` (its '\n', or `end`), and in `last` the last
// token on that line. One pass over the record's bytes instead of memchr for the line end and a
// second token search through the record: a token inside a record is rare, but the record
// follows the LAST token of a line, so it must be looked for.
const char* lineEndScalar(const char* p, const char* end, const char*& last) {
    for (; p < end; ++p) {
        if (*p == '\n')
            return p;
        if (static_cast<std::size_t>(end - p) >= kTokenSize &&
            std::memcmp(p, MllogScanner::kToken.data(), kTokenSize) == 0)
            last = p;
    }
    return end;
}

#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2"))) const char* lineEndAvx2(const char* p, const char* end,
                                                        const char*& last) {
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i m = _mm256_set1_epi8('M');
    const __m256i g = _mm256_set1_epi8('G');
    // Loads read up to p + 38, candidates up to p + 31 + 8: both < end while p + 40 <= end.
    while (end - p >= 40) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i atM = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 3));
        const __m256i atG = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 7));
        const auto newlines =
            static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, newline)));
        auto candidates = static_cast<unsigned>(_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(atM, m), _mm256_cmpeq_epi8(atG, g))));
        if (newlines != 0) // only tokens that start before the line ends
            candidates &= (1u << __builtin_ctz(newlines)) - 1u;
        while (candidates != 0) {
            const int bit = __builtin_ctz(candidates);
            if (std::memcmp(p + bit, MllogScanner::kToken.data(), kTokenSize) == 0)
                last = p + bit;
            candidates &= candidates - 1;
        }
        if (newlines != 0)
            return p + __builtin_ctz(newlines);
        p += 32;
    }
    return lineEndScalar(p, end, last);
}
#endif

const char* lineEnd(const char* p, const char* end, const char*& last) {
#if defined(__x86_64__) || defined(__i386__)
    if (kHaveAvx2)
        return lineEndAvx2(p, end, last);
#endif
    return lineEndScalar(p, end, last);
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

} // namespace

bool MllogScanner::next(MllogRecord& record) {
    const char* base = m_text.data();
    const std::size_t size = m_text.size();
    if (m_pos >= size)
        return false;
    const char* hit = findToken(base + m_pos, size - m_pos);
    if (!hit) {
        m_pos = size;
        return false;
    }
    const char* const end = base + size;
    const char* const lineEndAt = lineEnd(hit + 1, end, hit); // `hit`: the line's last token
    m_pos = lineEndAt < end ? static_cast<std::size_t>(lineEndAt - base) + 1 : size;

    const char* begin = hit + kToken.size();
    const char* recordEnd = lineEndAt;
    while (begin < recordEnd && isSpace(*begin))
        ++begin;
    while (recordEnd > begin && isSpace(recordEnd[-1]))
        --recordEnd;
    record.text = std::string_view(begin, static_cast<std::size_t>(recordEnd - begin));
    record.offset = static_cast<std::size_t>(begin - base);
    return true;
}

std::size_t MllogScanner::findLastToken(std::string_view text) {
    std::size_t last = std::string_view::npos;
    const char* from = text.data();
    const char* const end = text.data() + text.size();
    while (const char* hit = findToken(from, static_cast<std::size_t>(end - from))) {
        last = static_cast<std::size_t>(hit - text.data());
        from = hit + 1;
    }
    return last;
}

int MllogScanner::lineNumberAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
}

} // namespace mlpe
