#include "pricesdialog.h"

#include "inlinebanner.h"
#include "ui/state/explorerstate.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mlpe {

namespace {

// An empty price cell says "no price" (greyed): a family without a price is told apart from a
// price of the user's, and no number is ever put there for them.
class NoPriceDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!option->text.trimmed().isEmpty())
            return;
        option->text = PricesDialog::tr("no price");
        option->palette.setColor(QPalette::Text,
                                 option->palette.color(QPalette::Disabled, QPalette::Text));
        option->font.setItalic(true);
    }
};

QString csvFilter() {
    return PricesDialog::tr("Price tables (*.csv);;All files (*)");
}

} // namespace

PricesDialog::PricesDialog(ExplorerState* state, QWidget* parent)
    : QDialog(parent)
    , m_state(state)
    , m_banner(new InlineBanner(this))
    , m_table(new QTableWidget(this))
    , m_currency(new QLineEdit(this)) {
    setWindowTitle(tr("Accelerator prices"));
    setObjectName(QStringLiteral("pricesDialog"));
    // The families of the data, and any the current prices name beyond them (a session made on
    // other data): a price is never dropped just by opening this dialog.
    m_families = priceableFamilies(state->dataset());
    for (const QString& family : state->prices().families())
        if (!m_families.contains(family))
            m_families << family;
    m_families.sort();

    auto* intro = new QLabel(tr("What one accelerator-hour of each family costs you. Nothing "
                                "is shown in money until you give a price; a family without "
                                "one is left out of every cost."),
                             this);
    intro->setWordWrap(true);
    m_banner->setDismissible(true);
    m_banner->hide();

    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels(
        {tr("Accelerator family"), tr("Price per accelerator-hour")});
    m_table->setRowCount(static_cast<int>(m_families.size()));
    for (int row = 0; row < m_families.size(); ++row) {
        auto* family = new QTableWidgetItem(m_families[row]);
        family->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(row, FamilyColumn, family);
        auto* price = new QTableWidgetItem;
        price->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, PriceColumn, price);
    }
    m_table->setItemDelegateForColumn(PriceColumn, new NoPriceDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(FamilyColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(PriceColumn, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);

    m_currency->setPlaceholderText(tr("e.g. USD"));
    m_currency->setMaxLength(16);
    auto* currencyForm = new QFormLayout;
    currencyForm->addRow(tr("&Currency of every price:"), m_currency);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    QPushButton* importButton =
        buttons->addButton(tr("&Import CSV…"), QDialogButtonBox::ActionRole);
    QPushButton* exportButton =
        buttons->addButton(tr("&Export CSV…"), QDialogButtonBox::ActionRole);
    importButton->setObjectName(QStringLiteral("importPrices"));
    exportButton->setObjectName(QStringLiteral("exportPrices"));
    importButton->setToolTip(tr("Read a price file (%1); a file with any bad row changes nothing")
                                 .arg(QLatin1String(PriceTable::kHeader)));
    exportButton->setToolTip(
        tr("Write this table as a price file (%1)").arg(QLatin1String(PriceTable::kHeader)));
    connect(importButton, &QPushButton::clicked, this, &PricesDialog::chooseImportFile);
    connect(exportButton, &QPushButton::clicked, this, &PricesDialog::chooseExportFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &PricesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PricesDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_banner);
    layout->addWidget(m_table, 1);
    layout->addLayout(currencyForm);
    layout->addWidget(buttons);
    showTable(state->prices());
    resize(460, 420);
}

int PricesDialog::rowOf(const QString& family) const {
    return static_cast<int>(m_families.indexOf(family));
}

void PricesDialog::showTable(const PriceTable& prices) {
    for (int row = 0; row < m_families.size(); ++row) {
        const std::optional<double> price = prices.priceOf(m_families[row]);
        m_table->item(row, PriceColumn)
            ->setText(price ? QString::number(*price, 'g', QLocale::FloatingPointShortest)
                            : QString());
    }
    m_currency->setText(prices.currency());
}

Expected<PriceTable> PricesDialog::tableFromCells() const {
    QMap<QString, double> prices;
    for (int row = 0; row < m_families.size(); ++row) {
        const QString text = m_table->item(row, PriceColumn)->text().trimmed();
        if (text.isEmpty())
            continue; // no price for this family
        bool ok = false;
        const double price = QLocale::c().toDouble(text, &ok);
        if (!ok)
            return Failure{tr("%1: the price \"%2\" is not a number").arg(m_families[row], text)};
        prices.insert(m_families[row], price);
    }
    const QString currency = m_currency->text().trimmed();
    Expected<PriceTable> table = PriceTable::make(prices, currency, m_families);
    if (!table)
        return Failure{table.error()};
    return table;
}

bool PricesDialog::importFile(const QString& path) {
    const Expected<PriceTable> read =
        PriceTable::readFile(path, priceableFamilies(m_state->dataset()));
    if (!read) {
        m_banner->showMessage(InlineBanner::Kind::Error,
                              tr("Nothing was imported. %1").arg(read.error()));
        return false;
    }
    showTable(*read);
    m_banner->showMessage(InlineBanner::Kind::Info,
                          tr("Imported %n price(s) from %1; OK applies them.", nullptr,
                             static_cast<int>(read->prices().size()))
                              .arg(QFileInfo(path).fileName()));
    return true;
}

bool PricesDialog::exportFile(const QString& path) {
    const Expected<PriceTable> table = tableFromCells();
    if (!table) {
        m_banner->showMessage(InlineBanner::Kind::Error,
                              tr("Nothing was exported: %1").arg(table.error()));
        return false;
    }
    if (const Expected<void> written = table->writeFile(path); !written) {
        m_banner->showMessage(InlineBanner::Kind::Error,
                              tr("Nothing was exported: %1").arg(written.error()));
        return false;
    }
    m_banner->showMessage(InlineBanner::Kind::Info,
                          tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void PricesDialog::chooseImportFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import prices"), {}, csvFilter());
    if (!path.isEmpty())
        importFile(path);
}

void PricesDialog::chooseExportFile() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export prices"), tr("prices.csv"), csvFilter());
    if (!path.isEmpty())
        exportFile(path);
}

void PricesDialog::keyPressEvent(QKeyEvent* event) {
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    QWidget* focus = focusWidget();
    if (enter && focus && focus != m_table && m_table->isAncestorOf(focus)) {
        event->accept(); // the delegate has seen it and commits the cell
        return;
    }
    QDialog::keyPressEvent(event);
}

void PricesDialog::accept() {
    // A cell still being edited (OK pressed with Enter from the currency, or a shortcut) holds
    // text the table has not seen yet: the editor commits when it loses the focus.
    m_table->setFocus();
    const Expected<PriceTable> table = tableFromCells();
    if (!table) {
        m_banner->showMessage(InlineBanner::Kind::Error, tr("Not applied: %1").arg(table.error()));
        return; // the dialog stays open, the prices in use are unchanged
    }
    m_state->setPrices(*table);
    QDialog::accept();
}

} // namespace mlpe
