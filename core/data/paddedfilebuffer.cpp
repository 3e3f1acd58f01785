#include "paddedfilebuffer.h"

#include "regularfile.h"

#include <algorithm>
#include <cstring>
#include <simdjson.h>

namespace mlpe {

static_assert(PaddedFileBuffer::kPadding >= simdjson::SIMDJSON_PADDING,
              "records are parsed in place: the buffer needs simdjson's padding");

PaddedFileBuffer::PaddedFileBuffer() = default;
PaddedFileBuffer::~PaddedFileBuffer() = default;

void PaddedFileBuffer::reserve(std::size_t size) {
    if (size <= m_capacity && m_data)
        return;
    const std::size_t capacity = std::max(size, m_capacity + m_capacity / 2);
    m_data = std::make_unique_for_overwrite<char[]>(capacity + kPadding);
    m_capacity = capacity;
}

bool PaddedFileBuffer::load(const QString& path, QString& error) {
    m_size = 0;
    RegularFile file;
    if (!file.open(path, RegularFile::kLogLimit, error))
        return false;
    const auto limit = static_cast<std::size_t>(RegularFile::kLogLimit);
    // One byte beyond the size: reading 0 there confirms the end without a second allocation.
    reserve(static_cast<std::size_t>(file.size()) + 1);
    std::size_t size = 0;
    for (;;) {
        if (size == m_capacity) { // the file grew since it was opened: keep reading, up to the cap
            if (size > limit) {
                error = QStringLiteral("file grew beyond the %1 a log may have")
                            .arg(RegularFile::limitText(RegularFile::kLogLimit));
                return false;
            }
            std::unique_ptr<char[]> old = std::move(m_data);
            const std::size_t oldCapacity = m_capacity;
            m_capacity = 0;
            reserve(std::min(oldCapacity * 2 + 4096, limit + 1));
            std::memcpy(m_data.get(), old.get(), size);
        }
        const qint64 n =
            file.read(m_data.get() + size, static_cast<qint64>(m_capacity - size), error);
        if (n < 0)
            return false;
        if (n == 0)
            break;
        size += static_cast<std::size_t>(n);
    }
    m_size = size;
    std::memset(m_data.get() + m_size, 0, kPadding);
    return true;
}

} // namespace mlpe
