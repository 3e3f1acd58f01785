#include "mllogrecordparser.h"

#include <array>
#include <charconv>

namespace mlpe {

namespace {

// Latin-1 -> UTF-8: bytes >= 0x80 become two bytes.
void latin1ToUtf8(std::string_view in, std::vector<char>& out) {
    out.clear();
    out.reserve(in.size() * 2 + simdjson::SIMDJSON_PADDING);
    for (const char c : in) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            out.push_back(c);
        } else {
            out.push_back(static_cast<char>(0xC0 | (byte >> 6)));
            out.push_back(static_cast<char>(0x80 | (byte & 0x3F)));
        }
    }
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

struct PythonLiteral {
    std::string_view text;        // as Python's json.dumps writes it
    std::string_view replacement; // strict JSON that compares the same way
};

// Python's json.loads reads these as float('nan') / float('inf') / float('-inf'). NaN never meets
// a quality target, so null (no number) is equivalent. ±Infinity must still compare as ±inf does
// against finite thresholds (inf >= 0.908 holds, -inf < 1.0 holds): ±DBL_MAX does exactly that,
// and simdjson rejects numbers that overflow to infinity.
constexpr std::array<PythonLiteral, 3> kPythonLiterals{{
    {"-Infinity", "-1.7976931348623157e308"},
    {"Infinity", "1.7976931348623157e308"},
    {"NaN", "null"},
}};

// The Python-only literal at the start of `text`, or nullptr.
const PythonLiteral* pythonLiteralAt(std::string_view text) {
    for (const PythonLiteral& literal : kPythonLiterals) {
        if (text.substr(0, literal.text.size()) == literal.text)
            return &literal;
    }
    return nullptr;
}

// Python's json.loads (which the official checker uses) also accepts NaN, Infinity and
// -Infinity, and integers of any size; simdjson rejects them. Outside strings, rewrite those
// literals (see kPythonLiterals) and over-long integers as floats. Returns false when nothing
// needed rewriting.
bool rewriteForPython(std::string_view in, std::vector<char>& out) {
    out.clear();
    out.reserve(in.size() + 16 + simdjson::SIMDJSON_PADDING);
    bool changed = false;
    bool inString = false;
    for (std::size_t i = 0; i < in.size();) {
        const char c = in[i];
        if (inString) {
            out.push_back(c);
            if (c == '\\' && i + 1 < in.size()) {
                out.push_back(in[i + 1]);
                i += 2;
                continue;
            }
            inString = c != '"';
            ++i;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.push_back(c);
            ++i;
            continue;
        }
        if (const PythonLiteral* literal = pythonLiteralAt(in.substr(i))) {
            out.insert(out.end(), literal->replacement.begin(), literal->replacement.end());
            i += literal->text.size();
            changed = true;
            continue;
        }
        if (isDigit(c) || (c == '-' && i + 1 < in.size() && isDigit(in[i + 1]))) {
            std::size_t end = i + 1;
            while (end < in.size() && isDigit(in[end]))
                ++end;
            const bool integer =
                end >= in.size() || (in[end] != '.' && in[end] != 'e' && in[end] != 'E');
            out.insert(out.end(), in.begin() + static_cast<std::ptrdiff_t>(i),
                       in.begin() + static_cast<std::ptrdiff_t>(end));
            if (integer && end - i > 18) { // beyond 64 bits, possibly
                out.insert(out.end(), {'.', '0'});
                changed = true;
            }
            i = end;
            continue;
        }
        out.push_back(c);
        ++i;
    }
    return changed;
}

} // namespace

bool MllogRecordParser::parse(const MllogRecord& record) {
    m_mll = record.mllMalformed || !record.mllKey.empty();
    m_mllMalformed = record.mllMalformed;
    m_mllKey = record.mllKey;
    m_mllTime = record.mllTime;
    if (m_mllMalformed) {
        m_error = simdjson::TAPE_ERROR;
        return false;
    }
    if (record.overlong || record.text.size() > kMaxRecordBytes) {
        // simdjson would allocate several times the record; no real record comes near this.
        m_error = simdjson::CAPACITY;
        return false;
    }
    // Fast path: in place; the scanner's buffer has >= SIMDJSON_PADDING readable bytes after
    // every record.
    m_error = m_parser.parse(record.text.data(), record.text.size(), false).get(m_root);
    if (m_error == simdjson::SUCCESS)
        return true;
    // Slow path, only for records simdjson rejects: Latin-1 bytes, then Python-only literals.
    std::string_view text = record.text;
    if (m_error == simdjson::UTF8_ERROR) {
        latin1ToUtf8(text, m_latin1Scratch);
        const std::size_t length = m_latin1Scratch.size();
        m_latin1Scratch.resize(length + simdjson::SIMDJSON_PADDING, '\0');
        text = std::string_view(m_latin1Scratch.data(), length);
        m_error = m_parser.parse(text.data(), text.size(), false).get(m_root);
        if (m_error == simdjson::SUCCESS)
            return true;
    }
    const simdjson::error_code original = m_error;
    if (rewriteForPython(text, m_pythonScratch)) {
        const std::size_t length = m_pythonScratch.size();
        m_pythonScratch.resize(length + simdjson::SIMDJSON_PADDING, '\0');
        m_error = m_parser.parse(m_pythonScratch.data(), length, false).get(m_root);
        if (m_error == simdjson::SUCCESS)
            return true;
    }
    m_error = original;
    return false;
}

std::string_view MllogRecordParser::key() const {
    if (m_mll)
        return m_mllKey;
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

std::optional<double> MllogRecordParser::clock(std::string* written) const {
    if (m_mll) {
        // Python's float() of the official parser: the whole text must be one number ("1.2.3"
        // fails).
        if (written)
            *written = std::string(m_mllTime);
        double seconds = 0;
        const char* const end = m_mllTime.data() + m_mllTime.size();
        const auto [stop, ec] = std::from_chars(m_mllTime.data(), end, seconds);
        if (ec != std::errc() || stop != end || m_mllTime.empty())
            return std::nullopt;
        return seconds;
    }
    simdjson::dom::element value;
    if (m_root["time_ms"].get(value) != simdjson::SUCCESS) {
        if (written)
            *written = "(missing)";
        return std::nullopt;
    }
    if (written)
        *written = simdjson::minify(value);
    return number(value);
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
