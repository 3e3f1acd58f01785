#include "mllogscanner.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace mlpe {

namespace {

// A token and the two of its bytes the SIMD filter tests: bytes that rarely occur at that
// distance from each other in log text ('M' at +3 and 'G' at +7 for ":::MLLOG ", 'M' at +3 and
// 'L' at +5 for ":::MLL"). probeA < probeB < text.size().
struct Token {
    std::string_view text;
    std::size_t probeA;
    std::size_t probeB;
};

constexpr Token kMllog{MllogScanner::kToken, 3, 7};
constexpr Token kMll{MllogScanner::kMllToken, 3, 5};

// The scanning functions take the token as a template argument: its bytes and probe offsets are
// then constants in the SIMD loops, as fast as the search for one fixed token.

// First token in [begin, begin + length), or nullptr. glibc's memmem was the hottest function
// of an import; this SIMD filter (after W. Mula's "SIMD-friendly substring search") tests the
// token's two probe bytes for 16 (SSE2) or 32 (AVX2, chosen at run time) candidate positions at
// a time and confirms candidates with memcmp. Loads read up to
// p + probeB + width - 1 <= lastStart + probeB < begin + length while p + width - 1 <= lastStart.
template <const Token& token> const char* findTokenScalar(const char* p, const char* lastStart) {
    for (; p <= lastStart; ++p) {
        if (std::memcmp(p, token.text.data(), token.text.size()) == 0)
            return p;
    }
    return nullptr;
}

#if defined(__x86_64__) || defined(__i386__)
template <const Token& token>
__attribute__((target("avx2"))) const char* findTokenAvx2(const char* p, const char* lastStart) {
    const __m256i a = _mm256_set1_epi8(token.text[token.probeA]);
    const __m256i b = _mm256_set1_epi8(token.text[token.probeB]);
    while (p + 31 <= lastStart) {
        const __m256i atA = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + token.probeA));
        const __m256i atB = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + token.probeB));
        auto mask = static_cast<unsigned>(_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(atA, a), _mm256_cmpeq_epi8(atB, b))));
        while (mask != 0) {
            const int bit = __builtin_ctz(mask);
            if (std::memcmp(p + bit, token.text.data(), token.text.size()) == 0)
                return p + bit;
            mask &= mask - 1;
        }
        p += 32;
    }
    return findTokenScalar<token>(p, lastStart);
}

const bool kHaveAvx2 = __builtin_cpu_supports("avx2");
#endif

template <const Token& token> const char* findToken(const char* begin, std::size_t length) {
    if (length < token.text.size())
        return nullptr;
    const char* const lastStart = begin + (length - token.text.size()); // last possible match
    const char* p = begin;
#if defined(__x86_64__) || defined(__i386__)
    if (kHaveAvx2)
        return findTokenAvx2<token>(p, lastStart);
#endif
#if defined(__SSE2__)
    const __m128i a = _mm_set1_epi8(token.text[token.probeA]);
    const __m128i b = _mm_set1_epi8(token.text[token.probeB]);
    while (p + 15 <= lastStart) {
        const __m128i atA = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + token.probeA));
        const __m128i atB = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + token.probeB));
        auto mask = static_cast<unsigned>(
            _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(atA, a), _mm_cmpeq_epi8(atB, b))));
        while (mask != 0) {
            const int bit = __builtin_ctz(mask);
            if (std::memcmp(p + bit, token.text.data(), token.text.size()) == 0)
                return p + bit;
            mask &= mask - 1;
        }
        p += 16;
    }
#endif
    return findTokenScalar<token>(p, lastStart);
}

// The end of the line holding the token at `token` (its '\n', or `end`), and in `last` the last
// token on that line. One pass over the record's bytes instead of memchr for the line end and a
// second token search through the record: a token inside a record is rare, but the record
// follows the LAST token of a line, so it must be looked for.
template <const Token& token>
const char* lineEndScalar(const char* p, const char* end, const char*& last) {
    for (; p < end; ++p) {
        if (*p == '\n')
            return p;
        if (static_cast<std::size_t>(end - p) >= token.text.size() &&
            std::memcmp(p, token.text.data(), token.text.size()) == 0)
            last = p;
    }
    return end;
}

#if defined(__x86_64__) || defined(__i386__)
template <const Token& token>
__attribute__((target("avx2"))) const char* lineEndAvx2(const char* p, const char* end,
                                                        const char*& last) {
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i a = _mm256_set1_epi8(token.text[token.probeA]);
    const __m256i b = _mm256_set1_epi8(token.text[token.probeB]);
    // Loads read up to p + probeB + 31, candidates up to p + 31 + size - 1: both < end while
    // p + 32 + size <= end (size > probeB).
    const auto margin = static_cast<std::ptrdiff_t>(32 + token.text.size());
    while (end - p >= margin) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i atA = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + token.probeA));
        const __m256i atB = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + token.probeB));
        const auto newlines =
            static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, newline)));
        auto candidates = static_cast<unsigned>(_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(atA, a), _mm256_cmpeq_epi8(atB, b))));
        if (newlines != 0) // only tokens that start before the line ends
            candidates &= (1u << __builtin_ctz(newlines)) - 1u;
        while (candidates != 0) {
            const int bit = __builtin_ctz(candidates);
            if (std::memcmp(p + bit, token.text.data(), token.text.size()) == 0)
                last = p + bit;
            candidates &= candidates - 1;
        }
        if (newlines != 0)
            return p + __builtin_ctz(newlines);
        p += 32;
    }
    return lineEndScalar<token>(p, end, last);
}
#endif

template <const Token& token>
const char* lineEnd(const char* p, const char* end, const char*& last) {
#if defined(__x86_64__) || defined(__i386__)
    if (kHaveAvx2)
        return lineEndAvx2<token>(p, end, last);
#endif
    return lineEndScalar<token>(p, end, last);
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool isDigitOrDot(char c) {
    return (c >= '0' && c <= '9') || c == '.';
}

bool isKeyChar(char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

// ":::MLL <seconds> <key>: <json>" after the token, as the official 0.6 parser's regular
// expression reads a stripped line: one space, [\d.]+, one space, [A-Za-z0-9_]+, an optional
// space, ':', at least one whitespace, then the value (at least one character). False when the
// line does not have that form.
bool splitMllLine(std::string_view rest, MllogRecord& record) {
    std::size_t i = 0;
    const auto run = [&](bool (*accept)(char)) {
        const std::size_t from = i;
        while (i < rest.size() && accept(rest[i]))
            ++i;
        return rest.substr(from, i - from);
    };
    if (i >= rest.size() || rest[i] != ' ')
        return false;
    ++i;
    record.mllTime = run(isDigitOrDot);
    if (record.mllTime.empty() || i >= rest.size() || rest[i] != ' ')
        return false;
    ++i;
    record.mllKey = run(isKeyChar);
    if (record.mllKey.empty())
        return false;
    if (i < rest.size() && rest[i] == ' ')
        ++i;
    if (i >= rest.size() || rest[i] != ':')
        return false;
    ++i;
    const std::size_t spaces = i;
    while (i < rest.size() && isSpace(rest[i]))
        ++i;
    if (i == spaces || i >= rest.size())
        return false;
    record.text = rest.substr(i);
    return true;
}

} // namespace

namespace {

// The next record of `text` from `pos` on (MllogScanner::next), `token` the dialect's.
template <const Token& token>
bool nextRecord(std::string_view text, std::size_t& pos, MllogRecord& record) {
    const char* base = text.data();
    const std::size_t size = text.size();
    if (pos >= size)
        return false;
    const char* hit = findToken<token>(base + pos, size - pos);
    if (!hit) {
        pos = size;
        return false;
    }
    const char* const end = base + size;
    const char* const lineEndAt = lineEnd<token>(hit + 1, end, hit); // `hit`: the line's last token
    pos = lineEndAt < end ? static_cast<std::size_t>(lineEndAt - base) + 1 : size;

    const char* begin = hit + token.text.size();
    const char* recordEnd = lineEndAt;
    while (recordEnd > begin && isSpace(recordEnd[-1]))
        --recordEnd;
    record = MllogRecord();
    if constexpr (&token == &kMll) {
        // The line's own spacing is part of the format: no trimming after the token.
        const std::string_view rest(begin, static_cast<std::size_t>(recordEnd - begin));
        if (!splitMllLine(rest, record)) {
            record.mllMalformed = true;
            record.text = rest;
            record.offset = static_cast<std::size_t>(hit - base);
            return true;
        }
        record.offset = static_cast<std::size_t>(record.text.data() - base);
        return true;
    }
    while (begin < recordEnd && isSpace(*begin))
        ++begin;
    record.text = std::string_view(begin, static_cast<std::size_t>(recordEnd - begin));
    record.offset = static_cast<std::size_t>(begin - base);
    return true;
}

} // namespace

bool MllogScanner::next(MllogRecord& record) {
    return m_dialect == LogDialect::Mll ? nextRecord<kMll>(m_text, m_pos, record)
                                        : nextRecord<kMllog>(m_text, m_pos, record);
}

namespace {

template <const Token& token> std::size_t lastTokenIn(std::string_view text) {
    std::size_t last = std::string_view::npos;
    const char* from = text.data();
    const char* const end = text.data() + text.size();
    while (const char* hit = findToken<token>(from, static_cast<std::size_t>(end - from))) {
        last = static_cast<std::size_t>(hit - text.data());
        from = hit + 1;
    }
    return last;
}

} // namespace

std::size_t MllogScanner::findLastToken(std::string_view text, LogDialect dialect) {
    return dialect == LogDialect::Mll ? lastTokenIn<kMll>(text) : lastTokenIn<kMllog>(text);
}

int MllogScanner::lineNumberAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
}

} // namespace mlpe
