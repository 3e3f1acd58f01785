#pragma once

#include "core/io/regularfile.h"
#include "mllogscanner.h"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace mlpe {

// Streams the MLLOG records of one log file (a result_*.txt or a power log) to a callback, in
// file order. The file is read in chunks of kChunkBytes into one reused buffer that stays in the
// CPU cache; only the complete lines of each chunk are scanned, an unfinished last line waits for
// the next chunk. Reading whole files into one large buffer instead took twice as long on the
// real rounds: the copy left the cache, and every larger file faulted in fresh pages.
//
// Memory stays bounded whatever the file holds: a line longer than maxHeldLine keeps only its
// text from its last ":::MLLOG " on (the record is what follows the LAST token of a line), and a
// record that alone exceeds maxHeldLine is reported as overlong (MllogRecord::overlong), which
// MllogRecordParser refuses like any record beyond its limit.
class MllogFileReader {
public:
    static constexpr std::size_t kChunkBytes = std::size_t(128) << 10;
    // Above MllogRecordParser::kMaxRecordBytes (16 MiB): every record the parser accepts fits.
    static constexpr std::size_t kMaxHeldLine = std::size_t(32) << 20;
    // Readable bytes after the data in the buffer: records are parsed in place by simdjson,
    // which reads up to SIMDJSON_PADDING bytes past the end of a document.
    static constexpr std::size_t kPadding = 64;

    // Returns false to stop reading (the rest of the file is not needed).
    using RecordHandler = std::function<bool(const MllogRecord&)>;

    // Small sizes are for tests (every chunk boundary, line shedding); the defaults are tuned.
    explicit MllogFileReader(std::size_t chunkBytes = kChunkBytes,
                             std::size_t maxHeldLine = kMaxHeldLine);
    ~MllogFileReader();
    MllogFileReader(const MllogFileReader&) = delete;
    MllogFileReader& operator=(const MllogFileReader&) = delete;

    // Calls onRecord for every record of `path` (record.offset: byte offset in the file; the
    // record's bytes are valid during the call only), read in `dialect` (MllogScanner), until
    // the end or until the handler stops it. A Failure when the file cannot be read (see
    // RegularFile: regular files of at most kLogLimit bytes) or fails while being read; records
    // before the failure have been handed out.
    Expected<void> read(const QString& path, const RecordHandler& onRecord,
                        LogDialect dialect = LogDialect::Mllog);

    // 1-based line number of byte `offset` of the file last read, for messages: the file is
    // read again up to the offset (errors are rare; counting every line would cost every
    // import a pass over all bytes). 0 when the file cannot be read again.
    int lineNumberAt(std::uint64_t offset);

private:
    void reserve(std::size_t size);
    // The held bytes [0, m_held) are an unfinished line longer than m_maxHeldLine: keeps what a
    // record can still come from (see the class comment).
    void shedLongLine();
    // Scans the complete lines in [0, end) and hands their records out; false when the handler
    // stopped the reading.
    bool scanLines(std::size_t end, const RecordHandler& onRecord);

    const std::size_t m_chunkBytes;
    const std::size_t m_maxHeldLine;
    RegularFile m_file; // kept open after read(): lineNumberAt reads the same file again
    std::unique_ptr<char[]> m_data;
    std::size_t m_capacity = 0; // usable bytes, padding excluded
    std::size_t m_held = 0;     // bytes of an unfinished line at the start of the buffer
    std::uint64_t m_base = 0;   // file offset of m_data[0]
    // The current line's last token starts a record longer than m_maxHeldLine; its bytes were
    // dropped (offset: where its text began in the file). Cleared by a later token on the line.
    bool m_overlong = false;
    std::uint64_t m_overlongOffset = 0;
    LogDialect m_dialect = LogDialect::Mllog; // of the file being read
};

} // namespace mlpe
