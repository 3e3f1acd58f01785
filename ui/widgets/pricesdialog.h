#pragma once

#include "core/io/expected.h"
#include "core/session/pricetable.h"

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QPushButton;
class QTableWidget;

namespace mlpe {

class ExplorerState;
class InlineBanner;

// Accelerator prices: one row per accelerator family of the loaded data (the families a price
// table may name, priceableFamilies()), an editable price per accelerator-hour (empty = no
// price; nothing is ever filled in for the user), one currency for the whole table. Import CSV…
// fills the table from a price file, all or nothing; Export CSV… writes the table atomically;
// OK checks the table (a bad cell keeps the dialog open, naming the family) and hands it to
// ExplorerState::setPrices() as one undoable change. Errors show in a banner in the dialog.
class PricesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PricesDialog(ExplorerState* state, QWidget* parent = nullptr);

    enum Column { FamilyColumn, PriceColumn };
    QTableWidget* table() const { return m_table; }
    QLineEdit* currencyEditor() const { return m_currency; }
    QPushButton* okButton() const { return m_ok; }
    InlineBanner* banner() const { return m_banner; }
    // The row of `family`, or -1.
    int rowOf(const QString& family) const;

    // The table as the cells say it, checked (PriceTable::make against the data's families);
    // the message names the family of a bad cell.
    Expected<PriceTable> tableFromCells() const;
    // What the buttons do once a file is chosen. Import replaces the cells and the currency with
    // the file's (families the file leaves out become empty) or, on any error, changes nothing
    // and shows the message (it names the file and the line). Export writes the checked table
    // (header only when empty); a failed write says so and leaves an existing file as it was.
    bool importFile(const QString& path);
    bool exportFile(const QString& path);

    void accept() override;

protected:
    // Enter in a price cell's editor commits the cell, it does not press OK.
    void keyPressEvent(QKeyEvent* event) override;

private:
    void showTable(const PriceTable& prices);
    void chooseImportFile();
    void chooseExportFile();

    ExplorerState* m_state;
    QStringList m_families;
    InlineBanner* m_banner;
    QTableWidget* m_table;
    QLineEdit* m_currency;
    QPushButton* m_ok;
};

} // namespace mlpe
