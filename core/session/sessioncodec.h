#pragma once

#include "core/io/expected.h"
#include "viewstate.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace mlpe {

// The session file (.mlpes): a ViewState as versioned JSON, documented in the README.
//   { "format": "mlperf-explorer-session", "version": 2, "data": {...}, "filter": {...},
//     "excluded": [...], "reference": {...}, "break_even": {...}, "clustering": {...},
//     "comparison": {"a": {...}, "b": {...}}, "view": {...} }
// Version 2: point keys name the benchmark; "comparison" holds scenarios A and B.
// Reading is strict: a syntax error, a wrong type, an unknown key or value, or a newer format
// version refuses the whole file with one message naming the file and (for syntax errors) the
// line, or the JSON path of the offending value ("clustering.k"). Sections and keys that are
// absent take their defaults, so files of older versions (fewer keys) still open.
// Repeated entries of a list (sources, rounds, hidden names, families, hidden columns) are
// collapsed to their first occurrence; a list of more than kMaxListEntries different entries is
// refused (no real view names that many, and the filters compare names one by one).
// Also refused: a key given twice in one object (JSON readers keep one or the other; which value
// counts would be a guess), a raw control character in a string, a text longer than
// kMaxTextLength characters (names, keys and paths are short; a longer one would only be
// printed back in messages), a seed outside 0 to 2^63 - 1 (the command line's range), a
// view.chart or a view.zoom key that is no chart of ViewState::chartIds() (an old name of one is
// read as its id: ViewState::chartIdOf()), and a price outside
// PriceTable's range. A version that is too new is quoted as written ("1e300").
class SessionCodec {
public:
    static constexpr int kVersion = 2;
    // A session is a few kilobytes; readFile refuses a larger file (and anything that is not a
    // regular file) before parsing it.
    static constexpr qint64 kMaxFileBytes = qint64(16) << 20;
    static constexpr qsizetype kMaxListEntries = 10000;
    static constexpr qsizetype kMaxTextLength = 4096;
    static constexpr const char* kFormat = "mlperf-explorer-session";
    static constexpr const char* kSuffix = "mlpes";

    static QByteArray toJson(const ViewState& state);
    static QJsonObject toJsonObject(const ViewState& state);
    // `fileName` only names the source in messages.
    static Expected<ViewState> fromJson(const QByteArray& json, const QString& fileName);

    // File helpers: readFile reports an unreadable file like a corrupt one ("PATH: cannot open:
    // not a regular file (a FIFO)"); writeFile goes through writeFileAtomically (the old file
    // stays intact when writing fails; the failure reads "cannot write PATH: reason").
    static Expected<ViewState> readFile(const QString& path);
    static Expected<void> writeFile(const QString& path, const ViewState& state);

    // Two view states compared as a file records them: what is not stored in a session is not
    // part of the state either, and the comparison can never drift from what a file records.
    // sameView: everything, presentation included (exact double comparison); sameAnalysis: the
    // analysis part only (data, filter, exclusions, analysis settings), what undo restores.
    static bool sameView(const ViewState& a, const ViewState& b);
    static bool sameAnalysis(const ViewState& a, const ViewState& b);
};

} // namespace mlpe
