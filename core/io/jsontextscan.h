#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

namespace mlpe {

// What a JSON text says that QJsonDocument does not keep: QJsonDocument takes the last of two
// members with one name without a word, accepts a raw control character (a NUL) inside a string,
// and turns a number into a double (a version of 1e300 reads back as nothing like it). Readers
// of files from elsewhere (system descriptions, sessions) scan the text once after it parsed, to
// refuse what is ambiguous and to quote values as they were written.
//
// The scan walks the text without recursion; on text that is not valid JSON it reports what it
// found before the trouble. Nesting deeper than kMaxDepth is not looked into (the parsers refuse
// such files anyway).
class JsonTextScan {
public:
    static constexpr int kMaxDepth = 512;
    static constexpr std::size_t kMaxRepeatedKeys = 100;

    // A member name given twice in one object.
    struct RepeatedKey {
        QString path; // where the object is: "" (the top level), "view.zoom", "prices[2]"
        QString key;  // the name, decoded
        int line = 0; // 1-based line of the second occurrence
        int firstLine = 0;
    };

    static JsonTextScan scan(const QByteArray& json);

    // In text order, at most kMaxRepeatedKeys.
    const std::vector<RepeatedKey>& repeatedKeys() const { return m_repeated; }
    // The first raw control character (U+0000 to U+001F) inside a string, which JSON allows only
    // escaped: its line (0: none) and its code.
    int controlCharacterLine() const { return m_controlLine; }
    int controlCharacter() const { return m_control; }
    // The value of the top-level object's member `key` as written ("1e300", "\"x\""), or empty
    // when there is none.
    QByteArray topLevelText(const QString& key) const;

private:
    std::vector<RepeatedKey> m_repeated;
    int m_controlLine = 0;
    int m_control = 0;
    // A top-level member's value, where it is in m_text (cut out only when asked for).
    struct TopLevelValue {
        QString key;
        qsizetype start = 0;
        qsizetype length = 0;
    };
    std::vector<TopLevelValue> m_topLevel;
    QByteArray m_text;
};

} // namespace mlpe
