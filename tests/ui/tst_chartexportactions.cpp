// The window's export: Ctrl+E opens the export dialog (a real key event, no clash with
// another shortcut), the chart shown is exported as shown (zoom), options are remembered in the
// settings, Copy chart puts an image and SVG on the clipboard, and Export table writes the rows.
#include "common/testdataset.h"
#include "core/session/pricetable.h"
#include "ui/chartexportactions.h"
#include "ui/chartpanel.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/mainwindow.h"
#include "ui/state/appsettings.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/exportchartdialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace mlpe;

namespace {

// Runs `act` on the next modal dialog of type T once it is the active modal widget (a dialog
// opened from inside another's exec() shows up a few event-loop turns later).
template <typename T> void whenModal(QObject* context, std::function<void(T*)> act) {
    auto* poll = new QTimer(context);
    QObject::connect(poll, &QTimer::timeout, context, [poll, act] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            poll->deleteLater();
            poll->stop();
            act(dialog);
        }
    });
    poll->start(10);
}

} // namespace

class TestChartExportActions : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void ctrlEOpensExportDialogAndShortcutIsUnique();
    void exportsTheChartAsShown();
    void optionsRemembered();
    void copyChartPutsImageAndSvg();
    void exportTableWritesRows();
    void exportFromTheMenuIsConfirmed();
    void exportsNameThePricesUsed();
    void typedSuffixWinsOverChosenFormat_data();
    void typedSuffixWinsOverChosenFormat();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    ChartExportActions* m_actions = nullptr;
};

void TestChartExportActions::init() {
    auto settings = std::make_unique<AppSettings>(m_dir.filePath("settings.ini"));
    m_window =
        std::make_unique<MainWindow>(ImportController::roundImportFunction(), std::move(settings));
    m_window->resize(1280, 800);
    m_window->setDataset(testdata::smallDataset());
    m_window->state()->setRound("4.1");
    m_window->state()->setBenchmark("llama2_70b_lora");
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_actions = m_window->findChild<ChartExportActions*>();
    QVERIFY(m_actions);
}

void TestChartExportActions::cleanup() {
    m_window.reset();
}

void TestChartExportActions::ctrlEOpensExportDialogAndShortcutIsUnique() {
    const QKeySequence ctrlE(Qt::CTRL | Qt::Key_E);
    QCOMPARE(m_actions->exportChartAction()->shortcut(), ctrlE);
    int withCtrlE = 0;
    for (QAction* a : m_window->findChildren<QAction*>())
        withCtrlE += a->shortcuts().contains(ctrlE) ? 1 : 0;
    QCOMPARE(withCtrlE, 1);
    bool shown = false;
    QTimer::singleShot(0, this, [&shown] {
        if (auto* dialog = qobject_cast<ExportChartDialog*>(QApplication::activeModalWidget())) {
            shown = true;
            dialog->reject();
        }
    });
    m_window->chartPanel()->scatterChart("efficiency")->setFocus();
    QTest::keyClick(m_window->chartPanel()->scatterChart("efficiency"), Qt::Key_E,
                    Qt::ControlModifier);
    QVERIFY(shown);
}

void TestChartExportActions::exportsTheChartAsShown() {
    ScatterChartView* chart = m_window->chartPanel()->scatterChart("efficiency");
    chart->zoomTo(QRectF(QPointF(6, 0.6), QPointF(40, 1.2)));
    const ChartExportView view = m_actions->currentView();
    QCOMPARE(view.chartId, QStringLiteral("efficiency"));
    QVERIFY(view.zoom.has_value());
    QCOMPARE(*view.zoom, chart->visibleRange());
    const QString path = m_dir.filePath("shown.svg");
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    QVERIFY(m_actions->exportCurrentChart(path, options));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("Llama 2 70B LoRA"));
    // An unwritable path: a message naming it, nothing written.
    const Expected<void> failed = m_actions->exportCurrentChart("/nonexistent/dir/x.svg", options);
    QVERIFY(!failed);
    const QString& error = failed.error();
    QVERIFY2(error.contains("/nonexistent/dir/x.svg"), qPrintable(error));
}

void TestChartExportActions::optionsRemembered() {
    AppSettings settings(m_dir.filePath("remember.ini"));
    ChartExportOptions o;
    o.format = ChartExportOptions::Format::Pdf;
    o.widthPx = 2400;
    o.heightPx = 1500;
    o.dpi = 300;
    o.pdfPageMm = QSizeF(297, 210);
    o.footnote = false;
    settings.setChartExportOptions(o);
    settings.sync();
    AppSettings reopened(m_dir.filePath("remember.ini"));
    const ChartExportOptions r = reopened.chartExportOptions();
    QCOMPARE(r.format, o.format);
    QCOMPARE(r.widthPx, 2400);
    QCOMPARE(r.heightPx, 1500);
    QCOMPARE(r.dpi, 300.0);
    QCOMPARE(r.pdfPageMm, QSizeF(297, 210));
    QVERIFY(!r.footnote);
    // The dialog starts from them and its presets compute sizes.
    ExportChartDialog dialog(r, QSize(700, 450));
    QCOMPARE(dialog.options().pdfPageMm, QSizeF(297, 210));
    if (const QString build = qEnvironmentVariable("MLPE_BUILD_DIR"); !build.isEmpty()) {
        QDir().mkpath(build + "/screenshots");
        dialog.show();
        dialog.grab().save(build + "/screenshots/export-dialog.png");
    }
    dialog.applyDoubleSizePreset();
    QCOMPARE(dialog.options().widthPx, 1400);
    QCOMPARE(dialog.options().dpi, 192.0);
    dialog.applyPrintPreset(); // same physical size (1400 / 192 in) at 300 dpi
    QCOMPARE(dialog.options().widthPx, qRound(1400.0 / 192 * 300));
    QCOMPARE(dialog.options().dpi, 300.0);
}

void TestChartExportActions::copyChartPutsImageAndSvg() {
    m_actions->copyChartAction()->trigger();
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QVERIFY(mime->hasImage());
    const QImage image = qvariant_cast<QImage>(mime->imageData());
    QVERIFY(image.width() >= 400);
    QVERIFY(mime->hasFormat("image/svg+xml"));
    const QByteArray svg = mime->data("image/svg+xml");
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("derived metrics"));
}

void TestChartExportActions::exportTableWritesRows() {
    const QString path = m_dir.filePath("rows.csv");
    QVERIFY(m_actions->exportTable(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    // The provenance first, as comment lines: data, reference, definitions, tool.
    QByteArrayList provenance;
    while (!lines.isEmpty() && lines.front().startsWith("# "))
        provenance << lines.takeFirst();
    QVERIFY2(provenance.size() >= 3, provenance.join('\n').constData());
    QVERIFY(provenance.front().contains("Data: MLPerf Training v4.1; benchmark Llama 2 70B LoRA"));
    QVERIFY(provenance.join('\n').contains("mlperf-explorer"));
    QCOMPARE(lines.size(), 1 + m_window->state()->pointsInAnalysis());
    QVERIFY(lines.front().startsWith("round,submitter,system,accelerator_family,accelerators"));
    const QString json = m_dir.filePath("rows.json");
    QVERIFY(m_actions->exportTable(json));
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    QVERIFY(j.readAll().trimmed().startsWith("{"));
}

void TestChartExportActions::exportFromTheMenuIsConfirmed() {
    // File > Export table…, a name typed into the file dialog: the status bar confirms the file
    // written (an export used to end silently).
    const QString path = m_dir.filePath("from-menu.csv");
    QTimer::singleShot(0, this, [path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->selectFile(path);
        QMetaObject::invokeMethod(dialog, "accept"); // a slot, protected in QFileDialog
    });
    m_actions->exportTableAction()->trigger();
    QVERIFY(QFileInfo::exists(path));
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("(%1 row").arg(m_window->state()->pointsInAnalysis())),
             qPrintable(message));
}

void TestChartExportActions::exportsNameThePricesUsed() {
    // The cost to train depends on prices the user typed: the table's CSV header and the cost
    // chart's footnote say which, with λ money.
    const Expected<PriceTable> prices =
        PriceTable::make({{QStringLiteral("H100"), 2.5}}, QStringLiteral("EUR"), std::nullopt);
    QVERIFY(prices);
    m_window->state()->setPrices(*prices);
    m_window->state()->setLambdaMoney(0.75);
    const QByteArray line = "your prices in EUR: H100 2.5; value of time λ = 0.75 EUR per minute "
                            "saved.";
    const QString csv = m_dir.filePath("priced.csv");
    QVERIFY(m_actions->exportTable(csv));
    QFile table(csv);
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QByteArray content = table.readAll();
    const QByteArray header = content.left(content.indexOf("\nround,"));
    QVERIFY2(header.contains("\n# Cost to train = G / 60 × price per accelerator-hour, " + line),
             header.constData());
    ChartExporter exporter(m_window->state(), ChartExportView{QStringLiteral("cost"), {}, {}});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    const QByteArray svg = exporter.toSvg(options);
    QVERIFY(svg.contains("your prices in EUR: H100 2.5"));
}

void TestChartExportActions::typedSuffixWinsOverChosenFormat_data() {
    QTest::addColumn<int>("formatSteps"); // Down presses from PNG in the dialog's format box
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("written");
    QTest::addColumn<QByteArray>("magic");
    QTest::addColumn<QString>("statusNote");
    QTest::newRow("SVG chosen, fig.pdf typed")
        << 1 << "fig.pdf"
        << "fig.pdf" << QByteArray("%PDF-") << "as PDF, as its name says (SVG was chosen)";
    QTest::newRow("PDF chosen, x.png typed")
        << 2 << "x.png"
        << "x.png" << QByteArray("\x89PNG") << "as PNG, as its name says";
    QTest::newRow("SVG chosen, no suffix typed") << 1 << "plain"
                                                 << "plain.svg" << QByteArray("<?xml") << "";
}

void TestChartExportActions::typedSuffixWinsOverChosenFormat() {
    // Ctrl+E, the format picked with the arrow keys, Return; a name typed into the file dialog,
    // Save: the file is what its name says, and the status bar says why when the two differ.
    QFETCH(int, formatSteps);
    QFETCH(QString, typed);
    QFETCH(QString, written);
    QFETCH(QByteArray, magic);
    QFETCH(QString, statusNote);
    // A folder of its own, empty: nothing for the file dialog's completer to offer.
    const QString folder =
        m_dir.filePath(QStringLiteral("typed-%1").arg(QFileInfo(typed).baseName()));
    QVERIFY(QDir().mkpath(folder));
    // The file dialog opens there (the folder of the last export, from the window's settings
    // file, which this second view of it changes): the name alone is typed.
    AppSettings settings(m_dir.filePath("settings.ini"));
    settings.setLastExportDirectory(folder);
    settings.sync();
    const QString typedPath = typed;
    whenModal<ExportChartDialog>(this, [this, formatSteps, typedPath](ExportChartDialog* dialog) {
        dialog->formatBox()->setCurrentIndex(0);
        dialog->formatBox()->setFocus();
        for (int i = 0; i < formatSteps; ++i)
            QTest::keyClick(dialog->formatBox(), Qt::Key_Down);
        whenModal<QFileDialog>(this, [typedPath](QFileDialog* files) {
            auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name)
                files->reject();
            QVERIFY(name);
            QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(name, typedPath);
            // A click on Save: Return goes where the offscreen platform last put the focus, which
            // is not always the dialog just opened.
            QPushButton* save = nullptr;
            for (QPushButton* button : files->findChildren<QPushButton*>())
                save = button->isDefault() ? button : save;
            // The button reads Open while what is typed names a folder, and the dialog learns what
            // a folder holds in the background: wait until it reads Save.
            const bool saveShown = save && QTest::qWaitFor([save] {
                                       return save->text() == QFileDialog::tr("&Save");
                                   });
            if (!saveShown)
                files->reject(); // fail below instead of waiting for the dialog forever
            QVERIFY(saveShown);
            QTest::mouseClick(save, Qt::LeftButton);
        });
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    m_window->chartPanel()->scatterChart("efficiency")->setFocus();
    QTest::keyClick(m_window->chartPanel()->scatterChart("efficiency"), Qt::Key_E,
                    Qt::ControlModifier);
    const QString path = QDir(folder).filePath(written);
    QTRY_VERIFY(QFileInfo::exists(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY2(file.read(magic.size()) == magic, qPrintable(path));
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    if (statusNote.isEmpty())
        QVERIFY2(!message.contains("as its name says"), qPrintable(message));
    else
        QVERIFY2(message.contains(statusNote), qPrintable(message));
}

QTEST_MAIN(TestChartExportActions)
#include "tst_chartexportactions.moc"
