#pragma once

#include <QString>
#include <cstddef>
#include <memory>
#include <string_view>

namespace mlpe {

// A reusable read buffer for whole log files, with kPadding readable spare bytes after the data
// so that simdjson can parse records in place (it reads up to SIMDJSON_PADDING bytes past the
// end of a document). Grows, never shrinks: one instance per thread keeps allocations rare.
class PaddedFileBuffer {
public:
    static constexpr std::size_t kPadding = 64; // == SIMDJSON_PADDING (checked in the .cpp)

    PaddedFileBuffer();
    ~PaddedFileBuffer();

    // Replaces the content with the bytes of `path` (a regular file of at most
    // RegularFile::kLogLimit bytes: see RegularFile). On failure returns false, sets `error`
    // and leaves the buffer empty.
    bool load(const QString& path, QString& error);

    std::string_view view() const { return {m_data.get(), m_size}; }

private:
    void reserve(std::size_t size);

    std::unique_ptr<char[]> m_data;
    std::size_t m_capacity = 0; // usable bytes, padding excluded
    std::size_t m_size = 0;
};

} // namespace mlpe
