#include "jsontextscan.h"

#include <QHash>
#include <algorithm>

namespace mlpe {

namespace {

// One open object or array.
struct Frame {
    bool object = false;
    bool expectKey = true; // object: the next string is a member name
    QString key;           // object: the current member's name
    int index = 0;         // array: the current element
    // Object: names so far, with their lines. A list looked through while it is short (a system
    // description has 34 names: hashing each cost more than the comparisons); a hash beyond.
    std::vector<std::pair<QString, int>> names;
    QHash<QString, int> seen;

    // The line of an earlier member named `key` (0: none); the name is remembered at `line`.
    int remember(const QString& key, int line) {
        constexpr std::size_t kListed = 64;
        if (names.size() < kListed) {
            for (const auto& [name, at] : names)
                if (name == key)
                    return at;
            names.emplace_back(key, line);
            return 0;
        }
        if (seen.isEmpty()) {
            for (const auto& [name, at] : names)
                seen.insert(name, at);
        }
        const auto found = seen.constFind(key);
        if (found != seen.constEnd())
            return found.value();
        seen.insert(key, line);
        return 0;
    }
};

// The JSON path of the innermost frame's container, built only when a repeat is reported.
QString pathOf(const std::vector<Frame>& stack) {
    QString path;
    // The last frame is the object holding the repeated key: its own place is given by the
    // frames around it.
    for (std::size_t i = 0; i + 1 < stack.size(); ++i) {
        const Frame& f = stack[i];
        if (f.object)
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + f.key;
        else
            path += QStringLiteral("[%1]").arg(f.index);
    }
    return path;
}

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

JsonTextScan JsonTextScan::scan(const QByteArray& json) {
    JsonTextScan result;
    result.m_text = json; // shared, not copied: topLevelText() cuts its values from it
    std::vector<Frame> stack;
    const char* p = json.constData();
    const qsizetype n = json.size();
    int line = 1;
    int deepest = 0; // > 0: inside nesting beyond kMaxDepth, not looked into
    qsizetype i = 0;

    // Reads the string starting at the quote at `i`; leaves `i` after its closing quote. The
    // decoded text (escapes resolved, \uXXXX as the UTF-16 unit it names) goes to `out` when it
    // is wanted.
    const auto readString = [&](QString* out) {
        ++i;
        qsizetype run = i; // start of the bytes not yet decoded into `out`
        const auto flush = [&](qsizetype end) {
            if (out && end > run)
                *out += QString::fromUtf8(p + run, end - run);
        };
        while (i < n && p[i] != '"') {
            const unsigned char c = static_cast<unsigned char>(p[i]);
            if (c < 0x20) {
                if (result.m_controlLine == 0) {
                    result.m_controlLine = line;
                    result.m_control = c;
                }
                if (c == '\n')
                    ++line;
            }
            if (c != '\\' || i + 1 >= n) {
                ++i;
                continue;
            }
            flush(i);
            const char e = p[i + 1];
            i += 2;
            char16_t unit = char16_t(e);
            switch (e) {
            case 'b':
                unit = u'\b';
                break;
            case 'f':
                unit = u'\f';
                break;
            case 'n':
                unit = u'\n';
                break;
            case 'r':
                unit = u'\r';
                break;
            case 't':
                unit = u'\t';
                break;
            case 'u':
                unit = 0;
                for (int k = 0; k < 4 && i < n; ++k, ++i)
                    unit = char16_t(unit * 16 + std::max(0, hexValue(p[i])));
                break;
            default:
                break;
            }
            if (out)
                *out += QChar(unit);
            run = i;
        }
        flush(i);
        ++i; // the closing quote
    };

    while (i < n) {
        const char c = p[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == ':') {
            ++i;
            continue;
        }
        if (deepest > 0) {
            // Beyond kMaxDepth: only brackets, strings and lines are followed.
            if (c == '{' || c == '[')
                ++deepest;
            else if (c == '}' || c == ']')
                --deepest;
            if (c == '"')
                readString(nullptr);
            else
                ++i;
            continue;
        }
        if (c == '{' || c == '[') {
            if (stack.size() >= std::size_t(kMaxDepth)) {
                deepest = 1;
                ++i;
                continue;
            }
            Frame frame;
            frame.object = c == '{';
            stack.push_back(std::move(frame));
            ++i;
            continue;
        }
        if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
            ++i;
            continue;
        }
        if (c == ',') {
            if (!stack.empty()) {
                Frame& f = stack.back();
                if (f.object)
                    f.expectKey = true;
                else
                    ++f.index;
            }
            ++i;
            continue;
        }
        const bool isKey = !stack.empty() && stack.back().object && stack.back().expectKey;
        const qsizetype start = i;
        if (c == '"') {
            QString key;
            readString(isKey ? &key : nullptr);
            if (isKey) {
                Frame& f = stack.back();
                f.expectKey = false;
                f.key = key;
                const int firstLine = f.remember(key, line);
                if (firstLine > 0 && result.m_repeated.size() < kMaxRepeatedKeys)
                    result.m_repeated.push_back({pathOf(stack), key, line, firstLine});
                continue;
            }
        } else {
            // A number, true, false or null: up to the next delimiter.
            while (i < n && p[i] != ',' && p[i] != '}' && p[i] != ']' && p[i] != ' ' &&
                   p[i] != '\n' && p[i] != '\r' && p[i] != '\t')
                ++i;
            if (i == start)
                ++i; // a byte no JSON text holds here: skip it
        }
        if (stack.size() == 1 && stack.back().object)
            result.m_topLevel.push_back({stack.back().key, start, i - start});
    }
    return result;
}

QByteArray JsonTextScan::topLevelText(const QString& key) const {
    for (const TopLevelValue& value : m_topLevel)
        if (value.key == key)
            return m_text.mid(value.start, value.length);
    return {};
}

} // namespace mlpe
