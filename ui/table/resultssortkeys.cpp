#include "resultssortkeys.h"

#include "resultscollator.h"

#include <QAbstractItemModel>
#include <QHash>
#include <algorithm>

namespace mlpe {

ResultsSortKeys::ResultsSortKeys(QObject* parent)
    : QObject(parent) {}

void ResultsSortKeys::setModel(const QAbstractItemModel* model, int role) {
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_role = role;
    dropAll();
    if (!model)
        return;
    connect(model, &QAbstractItemModel::dataChanged, this, &ResultsSortKeys::onDataChanged);
    // Anything that moves, adds or removes rows or columns: read again when next sorted.
    connect(model, &QAbstractItemModel::modelReset, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::rowsMoved, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::columnsInserted, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::columnsRemoved, this, &ResultsSortKeys::dropAll);
    connect(model, &QAbstractItemModel::columnsMoved, this, &ResultsSortKeys::dropAll);
}

void ResultsSortKeys::dropAll() {
    m_columns.clear();
    m_columnsRead = 0;
}

const ResultsSortKeys::Key* ResultsSortKeys::key(int row, int column) const {
    if (!m_model || column < 0 || row < 0)
        return nullptr;
    if (size_t(column) >= m_columns.size())
        m_columns.resize(size_t(column) + 1);
    if (!m_columns[size_t(column)].valid)
        read(column);
    const Column& c = m_columns[size_t(column)];
    if (c.mixed || size_t(row) >= c.keys.size())
        return nullptr;
    return &c.keys[size_t(row)];
}

void ResultsSortKeys::read(int index) const {
    Column& column = m_columns[size_t(index)];
    column = Column{};
    column.valid = true;
    ++m_columnsRead;
    const int rows = m_model->rowCount();
    column.keys.resize(size_t(rows));
    bool hasNumber = false;
    for (int r = 0; r < rows; ++r) {
        const QVariant v = m_model->index(r, index).data(m_role);
        Key& k = column.keys[size_t(r)];
        if (!v.isValid())
            continue;
        if (v.typeId() == QMetaType::QString) {
            k.kind = Kind::Text;
            column.hasText = true;
        } else {
            k.kind = Kind::Number;
            k.number = v.toDouble();
            hasNumber = true;
        }
    }
    // A column of numbers and texts compares a number with a text as texts: left to the caller.
    column.mixed = hasNumber && column.hasText;
    if (column.hasText && !column.mixed)
        rankTexts(column, index);
}

void ResultsSortKeys::rankTexts(Column& column, int index) const {
    // Each distinct text once (a column of submitters holds a few dozen), sorted by the proxy's
    // collation; texts that compare equal share a rank, so they tie as they did.
    QHash<QString, int> distinctOf;
    QStringList texts;
    std::vector<int> distinctOfRow(column.keys.size(), -1);
    for (size_t r = 0; r < column.keys.size(); ++r) {
        if (column.keys[r].kind != Kind::Text)
            continue;
        const QString text = m_model->index(int(r), index).data(m_role).toString();
        auto it = distinctOf.constFind(text);
        if (it == distinctOf.constEnd()) {
            it = distinctOf.insert(text, int(texts.size()));
            texts << text;
        }
        distinctOfRow[r] = *it;
    }
    const QCollator& collator = resultsCollator();
    std::vector<int> order(size_t(texts.size()));
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return collator.compare(texts[a], texts[b]) < 0; });
    std::vector<double> rankOf(order.size());
    double rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && collator.compare(texts[order[i - 1]], texts[order[i]]) < 0)
            ++rank;
        rankOf[size_t(order[i])] = rank;
    }
    for (size_t r = 0; r < column.keys.size(); ++r) {
        if (distinctOfRow[r] >= 0)
            column.keys[r].number = rankOf[size_t(distinctOfRow[r])];
    }
}

void ResultsSortKeys::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight) {
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    const int last = std::min(bottomRight.column(), int(m_columns.size()) - 1);
    for (int c = topLeft.column(); c <= last; ++c) {
        Column& column = m_columns[size_t(c)];
        if (!column.valid)
            continue;
        // A text's rank depends on every other text of the column: read it all again when next
        // sorted. Numbers are read again only in the changed rows (a change of a few rows in
        // 10,000 re-reads a few).
        if (column.hasText || column.mixed) {
            column.valid = false;
            continue;
        }
        const int end = std::min(bottomRight.row(), int(column.keys.size()) - 1);
        for (int r = topLeft.row(); r <= end; ++r) {
            const QVariant v = m_model->index(r, c).data(m_role);
            Key& k = column.keys[size_t(r)];
            if (!v.isValid()) {
                k = Key{};
            } else if (v.typeId() == QMetaType::QString) {
                column.valid = false; // a text now: read the column again
                break;
            } else {
                k = Key{Kind::Number, v.toDouble()};
            }
        }
    }
}

} // namespace mlpe
