#pragma once

#include "core/model/roundrules.h"

#include <cstddef>
#include <string_view>

namespace mlpe {

// One log record found in a log: the text after the LAST token of its line, with surrounding
// whitespace (and a trailing '\r') trimmed. Points into the scanned buffer.
// MLLOG (":::MLLOG {json}"): `text` is the whole JSON record.
// MLL (v0.6, ":::MLL <seconds> <key>: {json}"): `text` is the JSON after the key (its "value"
// and "metadata"), `mllTime` and `mllKey` the seconds and key before it; a line that does not
// have that form (the official 0.6 parser's regular expression) is `mllMalformed`.
struct MllogRecord {
    std::string_view text;
    // Byte offset of `text` in the buffer (of the token for a malformed MLL line), for line
    // numbers in messages.
    std::size_t offset = 0;
    // Too long to hold (MllogFileReader): `text` is empty, the parser refuses the record.
    bool overlong = false;
    std::string_view mllTime;
    std::string_view mllKey;
    bool mllMalformed = false;
};

// Finds log records in text held in memory: a whole log, or the complete lines of a chunk of one
// (MllogFileReader); see docs/scoring.md, "Log lines". Lines are separated by '\n' (so CRLF
// works); anything before the token -- rank prefixes "0: ", progress output joined with '\r' --
// is ignored, as are lines without the token. Bytes are not decoded.
// Fast path: a SIMD search for the token, then one SIMD pass over the record for its line end
// and any later token on the line.
class MllogScanner {
public:
    static constexpr std::string_view kToken = ":::MLLOG ";
    // The v0.6 dialect's token: the official parser takes a line from its last ":::MLL" on.
    static constexpr std::string_view kMllToken = ":::MLL";

    explicit MllogScanner(std::string_view text, LogDialect dialect = LogDialect::Mllog)
        : m_text(text)
        , m_dialect(dialect) {}

    // Next record, or false at the end of the buffer.
    bool next(MllogRecord& record);

    static std::string_view tokenOf(LogDialect dialect) {
        return dialect == LogDialect::Mll ? kMllToken : kToken;
    }

    // Position of the last token in `text`, or npos.
    static std::size_t findLastToken(std::string_view text, LogDialect dialect = LogDialect::Mllog);

    // 1-based line number of byte `offset` (counts '\n' before it; only for error messages).
    static int lineNumberAt(std::string_view text, std::size_t offset);

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    LogDialect m_dialect;
};

} // namespace mlpe
