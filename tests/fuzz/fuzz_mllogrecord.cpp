// MllogScanner + MllogRecordParser on arbitrary log bytes, in both dialects (MLLOG and v0.6's
// MLL); records are parsed in place, so the input is copied into a buffer with simdjson's
// padding, as MllogFileReader does.
#include "core/import/mllogrecordparser.h"
#include "core/import/mllogscanner.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<char> buffer(size + simdjson::SIMDJSON_PADDING, '\0');
    std::memcpy(buffer.data(), data, size);
    static mlpe::MllogRecordParser parser;
    for (const mlpe::LogDialect dialect : {mlpe::LogDialect::Mllog, mlpe::LogDialect::Mll}) {
        mlpe::MllogScanner scanner(std::string_view(buffer.data(), size), dialect);
        mlpe::MllogRecord record;
        while (scanner.next(record)) {
            if (record.offset > size || record.text.size() > size || record.mllKey.size() > size ||
                record.mllTime.size() > size)
                __builtin_trap();
            if (!parser.parse(record))
                continue;
            if (record.mllMalformed) // a line without the MLL form never parses
                __builtin_trap();
            (void)parser.key();
            // A clock, when there is one, is a number as written (never a guess).
            if (const auto clock = parser.clock();
                clock && std::isnan(*clock) && dialect == mlpe::LogDialect::Mll)
                __builtin_trap();
            (void)parser.numberField("time_ms");
            (void)parser.metadataNumber("samples_count");
            (void)parser.metadataString("status");
            (void)mlpe::MllogScanner::lineNumberAt(std::string_view(buffer.data(), size),
                                                   record.offset);
        }
    }
    return 0;
}
