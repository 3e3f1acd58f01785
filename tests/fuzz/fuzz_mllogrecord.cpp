// MllogScanner + MllogRecordParser on arbitrary log bytes (records are parsed in place, so the
// input is copied into a buffer with simdjson's padding, as MllogFileReader does).
#include "core/import/mllogrecordparser.h"
#include "core/import/mllogscanner.h"

#include <cstdint>
#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<char> buffer(size + simdjson::SIMDJSON_PADDING, '\0');
    std::memcpy(buffer.data(), data, size);
    static mlpe::MllogRecordParser parser;
    mlpe::MllogScanner scanner(std::string_view(buffer.data(), size));
    mlpe::MllogRecord record;
    while (scanner.next(record)) {
        if (record.offset > size || record.text.size() > size)
            __builtin_trap();
        if (!parser.parse(record))
            continue;
        (void)parser.key();
        (void)parser.numberField("time_ms");
        (void)parser.metadataNumber("samples_count");
        (void)parser.metadataString("status");
        (void)mlpe::MllogScanner::lineNumberAt(std::string_view(buffer.data(), size),
                                               record.offset);
    }
    return 0;
}
