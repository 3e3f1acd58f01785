#pragma once

// Internal to core/import (includes simdjson, which core_import links privately): used by the run
// and power log parsers, never by code outside core/import.

#include "mllogscanner.h"

#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>
#include <vector>

namespace mlpe {

// Parses MLLOG records as JSON with one reused simdjson parser. Records are parsed in place in
// MllogFileReader's buffer (the bytes after a record serve as simdjson's padding). A record that is
// not valid UTF-8 is re-read as Latin-1 (mlperf-data.md: never fail on invalid UTF-8): its bytes
// are transcoded to UTF-8 and parsed again; NaN / Infinity / huge integers, which Python's
// json.loads (the official checker) accepts, are accepted too. Only genuinely malformed JSON fails
// (rule 1).
class MllogRecordParser {
public:
    // Parses `record`; on success `root()` is the JSON value until the next parse().
    // On failure returns false and `errorText()` says why. An MLL line (v0.6) that does not
    // have the dialect's form fails like malformed JSON: the official parser fails it too.
    bool parse(const MllogRecord& record);

    // A record longer than this is refused as malformed (the longest in rounds v3.1-v5.1 is a
    // few KiB): what one record may cost in parser memory is bounded.
    static constexpr std::size_t kMaxRecordBytes = std::size_t(16) << 20;

    simdjson::dom::element root() const { return m_root; }
    const char* errorText() const {
        if (m_mllMalformed)
            return "line is not \":::MLL <seconds> <key>: <json>\"";
        return m_error == simdjson::CAPACITY ? "record longer than 16 MiB"
                                             : simdjson::error_message(m_error);
    }

    // The record's key: MLLOG's "key" string (empty when missing / not a string), or the key
    // written before an MLL record's JSON. Valid until the next parse().
    std::string_view key() const;

    // The record's clock reading in its dialect's unit: MLLOG "time_ms" (milliseconds, a number
    // or a numeric string), MLL the seconds before the key. nullopt when absent or not a number;
    // `written` (when given) receives the value as written, for messages.
    std::optional<double> clock(std::string* written = nullptr) const;

    // A number given as JSON number (integer or float: 1.7e12, 123.0) or as a numeric string.
    static std::optional<double> number(simdjson::dom::element value);
    // root()[field] / root()["metadata"][field] as number or string.
    std::optional<double> numberField(std::string_view field) const;
    std::optional<double> metadataNumber(std::string_view field) const;
    std::string_view metadataString(std::string_view field) const;

private:
    simdjson::dom::parser m_parser;
    simdjson::dom::element m_root;
    simdjson::error_code m_error = simdjson::SUCCESS;
    bool m_mll = false;          // the last record was an MLL line
    bool m_mllMalformed = false; // ... that did not have the dialect's form
    std::string_view m_mllKey;
    std::string_view m_mllTime;
    std::vector<char> m_latin1Scratch;
    std::vector<char> m_pythonScratch;
};

} // namespace mlpe
