#include "mllogrecordparser.h"

#include <charconv>

namespace mlpe {

bool MllogRecordParser::parse(const MllogRecord& record) {
    // The scanner's buffer has >= simdjson::SIMDJSON_PADDING readable bytes after every record.
    m_error = m_parser.parse(record.text.data(), record.text.size(), false).get(m_root);
    if (m_error == simdjson::UTF8_ERROR) {
        // Latin-1 -> UTF-8: bytes >= 0x80 become two bytes.
        m_latin1Scratch.clear();
        m_latin1Scratch.reserve(record.text.size() * 2 + simdjson::SIMDJSON_PADDING);
        for (const char c : record.text) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x80) {
                m_latin1Scratch.push_back(c);
            } else {
                m_latin1Scratch.push_back(static_cast<char>(0xC0 | (byte >> 6)));
                m_latin1Scratch.push_back(static_cast<char>(0x80 | (byte & 0x3F)));
            }
        }
        const std::size_t length = m_latin1Scratch.size();
        m_latin1Scratch.resize(length + simdjson::SIMDJSON_PADDING, '\0');
        m_error = m_parser.parse(m_latin1Scratch.data(), length, false).get(m_root);
    }
    return m_error == simdjson::SUCCESS;
}

std::string_view MllogRecordParser::key() const {
    std::string_view key;
    if (m_root["key"].get_string().get(key) != simdjson::SUCCESS)
        return {};
    return key;
}

std::optional<double> MllogRecordParser::number(simdjson::dom::element value) {
    switch (value.type()) {
    case simdjson::dom::element_type::INT64:
        return static_cast<double>(value.get_int64().value_unsafe());
    case simdjson::dom::element_type::UINT64:
        return static_cast<double>(value.get_uint64().value_unsafe());
    case simdjson::dom::element_type::DOUBLE:
        return value.get_double().value_unsafe();
    case simdjson::dom::element_type::STRING: {
        // Python's float("1727591757539") accepts numeric strings; so do we.
        std::string_view text = value.get_string().value_unsafe();
        while (!text.empty() && text.front() == ' ')
            text.remove_prefix(1);
        while (!text.empty() && text.back() == ' ')
            text.remove_suffix(1);
        double parsed = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
        if (ec == std::errc() && end == text.data() + text.size() && !text.empty())
            return parsed;
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

std::optional<double> MllogRecordParser::numberField(std::string_view field) const {
    simdjson::dom::element value;
    if (m_root[field].get(value) != simdjson::SUCCESS)
        return std::nullopt;
    return number(value);
}

std::optional<double> MllogRecordParser::metadataNumber(std::string_view field) const {
    simdjson::dom::element value;
    if (m_root["metadata"][field].get(value) != simdjson::SUCCESS)
        return std::nullopt;
    return number(value);
}

std::string_view MllogRecordParser::metadataString(std::string_view field) const {
    std::string_view text;
    if (m_root["metadata"][field].get_string().get(text) != simdjson::SUCCESS)
        return {};
    return text;
}

} // namespace mlpe
