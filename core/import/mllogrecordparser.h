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
    // On failure returns false and `errorText()` says why.
    bool parse(const MllogRecord& record);

    // A record longer than this is refused as malformed (the longest in rounds v3.1-v5.1 is a
    // few KiB): what one record may cost in parser memory is bounded.
    static constexpr std::size_t kMaxRecordBytes = std::size_t(16) << 20;

    simdjson::dom::element root() const { return m_root; }
    const char* errorText() const {
        return m_error == simdjson::CAPACITY ? "record longer than 16 MiB"
                                             : simdjson::error_message(m_error);
    }

    // The record's "key" string, or empty when missing / not a string.
    std::string_view key() const;

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
    std::vector<char> m_latin1Scratch;
    std::vector<char> m_pythonScratch;
};

} // namespace mlpe
