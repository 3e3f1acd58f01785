// PricesDialog: a price typed into a cell and OK (real key and mouse events) becomes the
// state's price table; a bad cell keeps the dialog open and applies nothing; a bad price file
// is refused with its line named and the table left as it was; export writes what import reads
// back, and a failed write leaves the old file as it was.
#include "common/testdataset.h"
#include "core/store/embeddeddataset.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/inlinebanner.h"
#include "ui/widgets/pricesdialog.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>

using namespace mlpe;

namespace {

QString fixture(const QString& name) {
    return qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/prices/") + name;
}

PriceTable table(const QMap<QString, double>& prices, const QString& currency) {
    Expected<PriceTable> made = PriceTable::make(prices, currency, std::nullopt);
    if (!made)
        qFatal("%s", qPrintable(made.error()));
    return *made;
}

// Every price cell and the currency, as shown.
QStringList cells(const PricesDialog& dialog) {
    QStringList out;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
        out << dialog.table()->item(row, PricesDialog::FamilyColumn)->text() + u'=' +
                   dialog.table()->item(row, PricesDialog::PriceColumn)->text();
    out << dialog.currencyEditor()->text();
    return out;
}

// Opens the price cell of `family` for editing with F2 and types `text` into the editor that
// has the focus, then Enter commits it.
void typePrice(PricesDialog& dialog, const QString& family, const QString& text) {
    const int row = dialog.rowOf(family);
    QVERIFY(row >= 0);
    dialog.table()->setFocus();
    dialog.table()->setCurrentCell(row, PricesDialog::PriceColumn);
    QTest::keyClick(dialog.table(), Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY2(editor, "F2 opened no editor");
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier); // replace what the cell held
    if (text.isEmpty())
        QTest::keyClick(editor, Qt::Key_Backspace);
    else
        QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits on its next event; Enter in a cell is not the dialog's OK.
    QTRY_COMPARE(dialog.table()->item(row, PricesDialog::PriceColumn)->text(), text);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.banner()->isHidden());
}

void typeCurrency(PricesDialog& dialog, const QString& currency) {
    QTest::mouseClick(dialog.currencyEditor(), Qt::LeftButton);
    QTest::keyClick(dialog.currencyEditor(), Qt::Key_A, Qt::ControlModifier);
    if (currency.isEmpty())
        QTest::keyClick(dialog.currencyEditor(), Qt::Key_Backspace);
    else
        QTest::keyClicks(dialog.currencyEditor(), currency);
}

} // namespace

class TestPricesDialog : public QObject {
    Q_OBJECT
private slots:
    void init();
    void rowsAreTheDataFamiliesWithNoPriceFilledIn();
    void typedPriceAndOkApplies();
    void okWithTheEditorStillOpenApplies();
    void badCellKeepsDialogOpen_data();
    void badCellKeepsDialogOpen();
    void clearingEveryPriceApplies();
    void importBadFileChangesNothing_data();
    void importBadFileChangesNothing();
    void importFillsTheTable();
    void exportRoundTrip();
    void failedExportKeepsOldFile();
    void screenshotOnEmbeddedData();

private:
    std::unique_ptr<ExplorerState> m_state;
};

void TestPricesDialog::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset()); // families B200, H100, H200, RTX
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora"); // H100 and H200 points
}

void TestPricesDialog::rowsAreTheDataFamiliesWithNoPriceFilledIn() {
    PricesDialog dialog(m_state.get());
    QCOMPARE(cells(dialog), QStringList({"B200=", "H100=", "H200=", "RTX=", ""}));
    // Prices in use are shown as given (shortest form), the others stay empty.
    m_state->setPrices(table({{"H200", 3.25}}, "EUR"));
    PricesDialog shown(m_state.get());
    QCOMPARE(cells(shown), QStringList({"B200=", "H100=", "H200=3.25", "RTX=", "EUR"}));
}

void TestPricesDialog::typedPriceAndOkApplies() {
    PricesDialog dialog(m_state.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typePrice(dialog, "H100", "2.5");
    typeCurrency(dialog, "USD");
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(m_state->prices(), table({{"H100", 2.5}}, "USD"));
    // The analysis now has money: cost enabled, H100 points priced.
    QVERIFY(m_state->analysis().cost.enabled);
    QCOMPARE(m_state->analysisPoints().front().pricePerAcceleratorHour, std::optional(2.5));
}

void TestPricesDialog::okWithTheEditorStillOpenApplies() {
    m_state->setPrices(table({{"H100", 2.5}}, "USD"));
    PricesDialog dialog(m_state.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int row = dialog.rowOf("H200");
    dialog.table()->setFocus();
    dialog.table()->setCurrentCell(row, PricesDialog::PriceColumn);
    QTest::keyClick(dialog.table(), Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(editor);
    QTest::keyClicks(editor, "4");
    // No Enter: the click on OK takes the focus, which commits the editor first.
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(m_state->prices(), table({{"H100", 2.5}, {"H200", 4.0}}, "USD"));
}

void TestPricesDialog::badCellKeepsDialogOpen_data() {
    QTest::addColumn<QString>("price");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("message"); // part of the banner's text
    QTest::newRow("negative") << "-3"
                              << "USD"
                              << "H200";
    QTest::newRow("zero") << "0"
                          << "USD"
                          << "H200";
    QTest::newRow("not a number") << "three"
                                  << "USD"
                                  << "H200: the price \"three\"";
    QTest::newRow("infinite") << "inf"
                              << "USD"
                              << "H200";
    QTest::newRow("not a number (nan)") << "nan"
                                        << "USD"
                                        << "H200";
    // The one range of prices (a price file and a session refuse it too): 1e16 was accepted
    // here and saved into a session that could not be opened again.
    QTest::newRow("above the range") << "1e16"
                                     << "USD"
                                     << "H200\": price 1e+16 is outside the range of prices, 1e-9 "
                                        "to 1e15";
    QTest::newRow("below the range") << "1e-12"
                                     << "USD"
                                     << "is outside the range of prices";
    QTest::newRow("no currency") << "3"
                                 << ""
                                 << "currency";
}

void TestPricesDialog::badCellKeepsDialogOpen() {
    QFETCH(QString, price);
    QFETCH(QString, currency);
    QFETCH(QString, message);
    const PriceTable before = table({{"RTX", 0.5}}, "USD");
    m_state->setPrices(before);
    PricesDialog dialog(m_state.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typePrice(dialog, "H200", price);
    typeCurrency(dialog, currency);
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.banner()->isVisible());
    QVERIFY2(dialog.banner()->text().contains(message), qPrintable(dialog.banner()->text()));
    QCOMPARE(m_state->prices(), before);
}

void TestPricesDialog::clearingEveryPriceApplies() {
    m_state->setPrices(table({{"RTX", 0.5}}, "USD"));
    PricesDialog dialog(m_state.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typePrice(dialog, "RTX", "");
    QCOMPARE(dialog.table()->item(dialog.rowOf("RTX"), PricesDialog::PriceColumn)->text(),
             QString());
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(m_state->prices().isEmpty());
    QVERIFY(!m_state->analysis().cost.enabled);
}

void TestPricesDialog::importBadFileChangesNothing_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    // Line numbers count the header as line 1 (see the fixtures).
    QTest::newRow("negative") << "negative.csv"
                              << "negative.csv: line 3: ";
    QTest::newRow("non-numeric") << "not-a-number.csv"
                                 << "not-a-number.csv: line 2: ";
    QTest::newRow("unknown family") << "unknown-family.csv"
                                    << "unknown-family.csv: line 3: family \"NoSuchChip\"";
    QTest::newRow("duplicate family")
        << "duplicate-family.csv"
        << "duplicate-family.csv: line 4: family \"H100\" is given twice";
    QTest::newRow("two currencies") << "two-currencies.csv"
                                    << "two-currencies.csv: line 3: ";
    QTest::newRow("missing file") << "no-such-file.csv"
                                  << "no-such-file.csv";
    QTest::newRow("price above the range")
        << "huge.csv"
        << "huge.csv: line 3: price 1e308 is outside the range of prices";
    QTest::newRow("header only") << "header-only.csv"
                                 << "header-only.csv: no prices";
}

void TestPricesDialog::importBadFileChangesNothing() {
    QFETCH(QString, file);
    QFETCH(QString, message);
    m_state->setPrices(table({{"RTX", 0.5}}, "EUR"));
    PricesDialog dialog(m_state.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typePrice(dialog, "B200", "7"); // an edit not applied yet stays too
    const QStringList before = cells(dialog);
    QVERIFY(!dialog.importFile(fixture(file)));
    QCOMPARE(cells(dialog), before);
    QVERIFY2(dialog.banner()->text().contains(message), qPrintable(dialog.banner()->text()));
    QVERIFY(dialog.banner()->text().contains("Nothing was imported"));
    QCOMPARE(m_state->prices(), table({{"RTX", 0.5}}, "EUR"));
}

void TestPricesDialog::importFillsTheTable() {
    m_state->setPrices(table({{"RTX", 0.5}}, "EUR"));
    PricesDialog dialog(m_state.get());
    QVERIFY(dialog.importFile(fixture("h100.csv")));
    // The file's prices replace the table's (RTX is not in it); applied only with OK.
    QCOMPARE(cells(dialog), QStringList({"B200=", "H100=2.5", "H200=", "RTX=", "USD"}));
    QCOMPARE(m_state->prices(), table({{"RTX", 0.5}}, "EUR"));
    dialog.accept();
    QCOMPARE(m_state->prices(), table({{"H100", 2.5}}, "USD"));
}

void TestPricesDialog::exportRoundTrip() {
    const PriceTable prices = table({{"H100", 2.5}, {"H200", 3.25}, {"RTX", 0.1}}, "USD");
    m_state->setPrices(prices);
    QTemporaryDir dir;
    const QString path = dir.filePath("prices.csv");
    PricesDialog dialog(m_state.get());
    QVERIFY(dialog.exportFile(path));
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), QByteArray("family,price_per_accelerator_hour,currency\n"
                                           "H100,2.5,USD\nH200,3.25,USD\nRTX,0.1,USD\n"));
    const Expected<PriceTable> read =
        PriceTable::readFile(path, priceableFamilies(m_state->dataset()));
    QVERIFY(read);
    QCOMPARE(*read, prices);
    // And back into a fresh dialog's table.
    m_state->setPrices({});
    PricesDialog other(m_state.get());
    QVERIFY(other.importFile(path));
    other.accept();
    QCOMPARE(m_state->prices(), prices);
}

void TestPricesDialog::failedExportKeepsOldFile() {
    m_state->setPrices(table({{"H100", 2.5}, {"H200", 3.25}}, "USD"));
    QTemporaryDir dir;
    const QString path = dir.filePath("prices.csv");
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old file\n");
    }
    PricesDialog dialog(m_state.get());
    // A file-size limit of 16 bytes (what a full disk does to write()), for the export only.
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit limit = saved;
    limit.rlim_cur = 16;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
    const bool exported = dialog.exportFile(path);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);
    QVERIFY(!exported);
    QVERIFY2(dialog.banner()->text().contains("cannot write " + path),
             qPrintable(dialog.banner()->text()));
    QFile old(path);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the old file\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"prices.csv"});
}

void TestPricesDialog::screenshotOnEmbeddedData() {
    Dataset data = loadEmbeddedDataset();
    if (data.resultSets.empty())
        QSKIP("No embedded dataset in this build");
    ExplorerState state;
    state.setDataset(std::move(data));
    state.setPrices(table({{"H100", 2.5}, {"H200", 3.5}}, "USD"));
    PricesDialog dialog(&state);
    QVERIFY(!dialog.importFile(fixture("negative.csv"))); // a refused file: the banner shows
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Every family of the embedded data is a row, and none has a price it was not given.
    QCOMPARE(dialog.table()->rowCount(), int(priceableFamilies(state.dataset()).size()));
    const QString shots = qEnvironmentVariable("MLPE_BUILD_DIR") + QStringLiteral("/screenshots");
    QDir().mkpath(shots);
    QVERIFY(dialog.grab().save(shots + QStringLiteral("/prices-dialog.png")));
}

QTEST_MAIN(TestPricesDialog)
#include "tst_pricesdialog.moc"
