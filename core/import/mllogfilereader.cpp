#include "mllogfilereader.h"

#include <algorithm>
#include <cstring>
#include <simdjson.h>

namespace mlpe {

static_assert(MllogFileReader::kPadding >= simdjson::SIMDJSON_PADDING,
              "records are parsed in place: the buffer needs simdjson's padding");

namespace {

// The longest token's length less one: bytes at the end of a held line that may begin a token.
constexpr std::size_t kTokenTail = MllogScanner::kToken.size() - 1;
static_assert(MllogScanner::kMllToken.size() <= MllogScanner::kToken.size());

} // namespace

MllogFileReader::MllogFileReader(std::size_t chunkBytes, std::size_t maxHeldLine)
    : m_chunkBytes(std::max<std::size_t>(chunkBytes, 1))
    ,
    // A line that fits in one chunk is scanned whole: holding less than a chunk means nothing.
    m_maxHeldLine(std::max({maxHeldLine, m_chunkBytes, kTokenTail + 1})) {}

MllogFileReader::~MllogFileReader() = default;

void MllogFileReader::reserve(std::size_t size) {
    if (size <= m_capacity && m_data)
        return;
    const std::size_t capacity = std::max(size, m_capacity * 2);
    auto data = std::make_unique_for_overwrite<char[]>(capacity + kPadding);
    if (m_held > 0)
        std::memcpy(data.get(), m_data.get(), m_held);
    std::memset(data.get() + capacity, 0, kPadding);
    m_data = std::move(data);
    m_capacity = capacity;
}

void MllogFileReader::shedLongLine() {
    const std::size_t token =
        MllogScanner::findLastToken(std::string_view(m_data.get(), m_held), m_dialect);
    std::size_t keepFrom = m_held - kTokenTail; // no token: keep what may start one
    if (token != std::string_view::npos) {
        m_overlong = false; // a later token: the line's record starts there now
        if (m_held - token <= m_maxHeldLine) {
            keepFrom = token;
        } else {
            m_overlong = true;
            m_overlongOffset = m_base + token + MllogScanner::tokenOf(m_dialect).size();
        }
    }
    std::memmove(m_data.get(), m_data.get() + keepFrom, m_held - keepFrom);
    m_base += keepFrom;
    m_held -= keepFrom;
}

bool MllogFileReader::scanLines(std::size_t end, const RecordHandler& onRecord) {
    const std::string_view text(m_data.get(), end);
    if (m_overlong) {
        // The first line ends the line whose record was too long, unless a later token on it
        // (which the scan below finds) starts another record.
        const std::size_t firstLineEnd = std::min(text.find('\n'), end);
        MllogScanner firstLine(text.substr(0, firstLineEnd), m_dialect);
        MllogRecord later;
        if (!firstLine.next(later)) {
            MllogRecord record;
            record.offset = m_overlongOffset;
            record.overlong = true;
            if (!onRecord(record))
                return false;
        }
        m_overlong = false;
    }
    MllogScanner scanner(text, m_dialect);
    MllogRecord record;
    while (scanner.next(record)) {
        record.offset += m_base;
        if (!onRecord(record))
            return false;
    }
    return true;
}

Expected<void> MllogFileReader::read(const QString& path, const RecordHandler& onRecord,
                                     LogDialect dialect) {
    m_dialect = dialect;
    m_held = 0;
    m_base = 0;
    m_overlong = false;
    if (m_capacity > 8 * m_chunkBytes) { // after a file with huge lines: give the memory back
        m_data.reset();
        m_capacity = 0;
    }
    if (Expected<void> opened = m_file.open(path, RegularFile::kLogLimit); !opened)
        return opened;
    const auto limit = static_cast<std::uint64_t>(RegularFile::kLogLimit);
    std::uint64_t total = 0;
    for (;;) {
        reserve(m_held + m_chunkBytes);
        const Expected<qint64> read =
            m_file.read(m_data.get() + m_held, static_cast<qint64>(m_chunkBytes));
        if (!read)
            return Failure{read.error()};
        const qint64 n = *read;
        bool atEnd = n == 0;
        if (n > 0) {
            total += static_cast<std::uint64_t>(n);
            if (total > limit) { // the file grew since it was opened
                return Failure{QStringLiteral("file grew beyond the %1 a log may have")
                                   .arg(RegularFile::limitText(RegularFile::kLogLimit))};
            }
            // A short read once the size seen at open is reached is the end: no further read()
            // to be told so (system calls are costly in virtual machines).
            atEnd = static_cast<std::size_t>(n) < m_chunkBytes &&
                    total >= static_cast<std::uint64_t>(m_file.size());
            const std::size_t end = m_held + static_cast<std::size_t>(n);
            const auto* lastNewline = static_cast<const char*>(
                ::memrchr(m_data.get() + m_held, '\n', static_cast<std::size_t>(n)));
            std::size_t complete = 0; // bytes up to and including the last '\n'
            if (lastNewline) {
                complete = static_cast<std::size_t>(lastNewline - m_data.get()) + 1;
                if (!scanLines(complete, onRecord)) {
                    m_held = 0;
                    return {};
                }
                std::memmove(m_data.get(), m_data.get() + complete, end - complete);
                m_base += complete;
            }
            m_held = end - complete;
            if (m_held > m_maxHeldLine)
                shedLongLine();
        }
        if (atEnd) { // the last line needs no '\n'
            if (m_held > 0 || m_overlong)
                scanLines(m_held, onRecord);
            m_held = 0;
            return {};
        }
    }
}

int MllogFileReader::lineNumberAt(std::uint64_t offset) {
    if (!m_file.rewind())
        return 0;
    m_held = 0;
    const std::size_t chunk = std::max(m_chunkBytes, kChunkBytes);
    reserve(chunk);
    int line = 1;
    while (offset > 0) {
        const auto want = static_cast<qint64>(std::min<std::uint64_t>(offset, chunk));
        const Expected<qint64> read = m_file.read(m_data.get(), want);
        if (!read || *read <= 0)
            return 0;
        const qint64 n = *read;
        line += static_cast<int>(std::count(m_data.get(), m_data.get() + n, '\n'));
        offset -= static_cast<std::uint64_t>(n);
    }
    return line;
}

} // namespace mlpe
