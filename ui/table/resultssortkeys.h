#pragma once

#include <QObject>
#include <vector>

class QAbstractItemModel;
class QModelIndex;

namespace mlpe {

// The sort values of a source model, read once per row and column and held typed, so that the
// proxy's comparisons need no QVariant, no toDouble() and no collation each (a re-sort of 10,000
// rows makes ~130,000 of them). A number is held as a double, a text as its rank among the
// column's texts under the proxy's collation (numeric, case-insensitive), an empty value as
// such. Columns are read lazily, only those sorted by, and kept up to date from the source's
// signals; connect() before the proxy connects its own, so that the keys are new when it sorts.
class ResultsSortKeys : public QObject {
    Q_OBJECT
public:
    enum class Kind : unsigned char { Empty, Number, Text };
    struct Key {
        Kind kind = Kind::Empty;
        double number = 0; // Number: the value; Text: the rank (equal texts, equal ranks)
    };

    explicit ResultsSortKeys(QObject* parent = nullptr);

    // Follows `model` (nullptr: none); `role` is the role whose values are sorted.
    void setModel(const QAbstractItemModel* model, int role);
    // The key of a source row in a column; nullptr if the column mixes numbers and texts (the
    // caller then compares the QVariants as before).
    const Key* key(int row, int column) const;
    // Columns read since the last change of the model (for tests).
    int columnsRead() const { return m_columnsRead; }

private:
    struct Column {
        bool valid = false;
        bool mixed = false;
        bool hasText = false;
        std::vector<Key> keys;
    };
    void read(int column) const;
    void rankTexts(Column& column, int index) const;
    void dropAll();
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);

    const QAbstractItemModel* m_model = nullptr;
    int m_role = 0;
    mutable std::vector<Column> m_columns;
    mutable int m_columnsRead = 0;
};

} // namespace mlpe
