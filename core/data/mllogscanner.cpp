#include "mllogscanner.h"

#include <algorithm>
#include <cstring>

namespace mlpe {

namespace {

const char* findToken(const char* begin, std::size_t length) {
    return static_cast<const char*>(
        memmem(begin, length, MllogScanner::kToken.data(), MllogScanner::kToken.size()));
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
    const auto* newline = static_cast<const char*>(
        std::memchr(hit, '\n', size - static_cast<std::size_t>(hit - base)));
    const char* lineEnd = newline ? newline : base + size;
    // The record follows the LAST token of the line.
    for (;;) {
        const char* from = hit + 1;
        const char* again = findToken(from, static_cast<std::size_t>(lineEnd - from));
        if (!again)
            break;
        hit = again;
    }
    m_pos = newline ? static_cast<std::size_t>(newline - base) + 1 : size;

    const char* begin = hit + kToken.size();
    const char* end = lineEnd;
    while (begin < end && isSpace(*begin))
        ++begin;
    while (end > begin && isSpace(end[-1]))
        --end;
    record.text = std::string_view(begin, static_cast<std::size_t>(end - begin));
    record.offset = static_cast<std::size_t>(begin - base);
    return true;
}

int MllogScanner::lineNumberAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
}

} // namespace mlpe
