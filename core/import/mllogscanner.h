#pragma once

#include <cstddef>
#include <string_view>

namespace mlpe {

// One MLLOG record found in a log: the text after the LAST ":::MLLOG " of its line, with
// surrounding whitespace (and a trailing '\r') trimmed. Points into the scanned buffer.
struct MllogRecord {
    std::string_view text;
    std::size_t offset = 0; // byte offset of text in the buffer (for line numbers on errors)
    // Too long to hold (MllogFileReader): `text` is empty, the parser refuses the record.
    bool overlong = false;
};

// Finds MLLOG records in text held in memory: a whole log, or the complete lines of a chunk of
// one (MllogFileReader); see mlperf-data.md, "Log lines". Lines are separated by '\n' (so CRLF
// works); anything before the token -- rank prefixes "0: ", progress output joined with '\r' --
// is ignored, as are lines without the token. Bytes are not decoded.
// Fast path: a SIMD search for the token, then one SIMD pass over the record for its line end
// and any later token on the line.
class MllogScanner {
public:
    static constexpr std::string_view kToken = ":::MLLOG ";

    explicit MllogScanner(std::string_view text)
        : m_text(text) {}

    // Next record, or false at the end of the buffer.
    bool next(MllogRecord& record);

    // Position of the last token in `text`, or npos.
    static std::size_t findLastToken(std::string_view text);

    // 1-based line number of byte `offset` (counts '\n' before it; only for error messages).
    static int lineNumberAt(std::string_view text, std::size_t offset);

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace mlpe
