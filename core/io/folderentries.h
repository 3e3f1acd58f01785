#pragma once

#include <QString>
#include <QStringList>

namespace mlpe {

// The entries of one folder, read with readdir. QDir silently drops names whose bytes are not
// valid UTF-8 (it cannot decode them), which made result sets vanish without a word; here such
// names are kept apart, readable (bytes that are not UTF-8 written as \xNN), so that the caller
// can report them. The entries cannot be opened through a QString path.
class FolderEntries {
public:
    enum class Kind { Folders, NotFolders };

    // Names of the entries of `path` of that kind (symbolic links followed; "." and ".."
    // excluded), sorted by name. `undecodable` receives the escaped names of entries whose name
    // is not UTF-8, whatever their kind. Empty when the folder cannot be read.
    static QStringList list(const QString& path, Kind kind, QStringList* undecodable = nullptr);

    // `bytes` as text: valid UTF-8 decoded, every other byte as \xNN.
    static QString escapedName(const QByteArray& bytes);
};

} // namespace mlpe
