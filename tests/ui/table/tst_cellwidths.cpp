// ResultsTableView sizes its columns as QTableView's own sizeHintForColumn() does, cell by cell
// through the delegate, but asks the delegate once per shape of a cell (CellWidths: digits read
// as 0). Every column of every round and benchmark of the embedded data, with a reference row
// (bold) and an excluded one (italic), must come out as wide as QTableView makes it; so must a
// shown, scrolled table that measures only some rows (resizeContentsPrecision).
#include "core/store/embeddeddataset.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstableview.h"

#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>
#include <QTest>

using namespace mlpe;

namespace {

// The two column widths side by side: ours, and QTableView's for the same model, font, style,
// icon size and wrapping.
class MeasuredTable : public ResultsTableView {
public:
    using ResultsTableView::ResultsTableView;
    using ResultsTableView::sizeHintForColumn;
};

class PlainTable : public QTableView {
public:
    using QTableView::sizeHintForColumn;
    explicit PlainTable(const QTableView& like) {
        setModel(like.model());
        setFont(like.font());
        setStyle(like.style());
        setIconSize(like.iconSize());
        setWordWrap(like.wordWrap());
        setShowGrid(like.showGrid());
        setTextElideMode(like.textElideMode());
        verticalHeader()->setVisible(like.verticalHeader()->isVisible());
        verticalHeader()->setDefaultSectionSize(like.verticalHeader()->defaultSectionSize());
        horizontalHeader()->setResizeContentsPrecision(
            like.horizontalHeader()->resizeContentsPrecision());
    }
};

QStringList differences(const MeasuredTable& ours, const PlainTable& qts, const QString& view) {
    QStringList found;
    for (int c = 0; c < ours.model()->columnCount(); ++c) {
        const int a = ours.sizeHintForColumn(c);
        const int b = qts.sizeHintForColumn(c);
        if (a != b)
            found
                << QStringLiteral("%1, column %2: %3 instead of %4").arg(view).arg(c).arg(a).arg(b);
    }
    return found;
}

} // namespace

class TestCellWidths : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyViewOfTheEmbeddedData();
    void shownTableMeasuresTheSameRows();

private:
    Dataset m_data;
};

void TestCellWidths::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

void TestCellWidths::everyViewOfTheEmbeddedData() {
    ExplorerState state;
    state.setDataset(m_data);
    MeasuredTable ours(&state);
    PlainTable qts(ours);
    QStringList found;
    int views = 0;
    int cells = 0;
    for (const QString& round : state.rounds()) {
        for (const QString& benchmark : state.benchmarks(round)) {
            state.setRound(round);
            state.setBenchmark(benchmark);
            if (state.rows().empty())
                continue;
            // An italic row too (the reference rows are bold).
            state.setExcluded(state.rows().back().pointKey, true);
            found << differences(ours, qts, round + QLatin1Char('/') + benchmark);
            state.setExcluded(state.rows().back().pointKey, false);
            ++views;
            cells += int(state.rows().size()) * ours.model()->columnCount();
        }
    }
    QVERIFY2(views >= 20, qPrintable(QString::number(views)));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    qInfo("%d views, %d cells: every column as wide as QTableView makes it", views, cells);
}

void TestCellWidths::shownTableMeasuresTheSameRows() {
    ExplorerState state;
    state.setDataset(m_data);
    state.setRound(QString()); // every round: the most rows
    state.setBenchmark(state.benchmarks(QString()).value(0));
    MeasuredTable ours(&state);
    PlainTable qts(ours);
    QVERIFY(state.rows().size() > 40);
    // A short table (a few rows in view): the rows past them are measured one below, one above
    // in turn, up to the precision; at the top, in the middle and at the end.
    for (QTableView* view : {static_cast<QTableView*>(&ours), static_cast<QTableView*>(&qts)}) {
        view->resize(900, 140);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
    }
    int compared = 0;
    for (int precision = 4; precision <= 16; ++precision) {
        for (const double at : {0.0, 0.3, 0.5, 0.8, 1.0}) {
            for (QTableView* view :
                 {static_cast<QTableView*>(&ours), static_cast<QTableView*>(&qts)}) {
                view->horizontalHeader()->setResizeContentsPrecision(precision);
                QScrollBar* bar = view->verticalScrollBar();
                bar->setValue(int(bar->minimum() + at * (bar->maximum() - bar->minimum())));
            }
            QCOMPARE(ours.verticalScrollBar()->value(), qts.verticalScrollBar()->value());
            const QStringList found = differences(
                ours, qts, QStringLiteral("precision %1, scrolled to %2").arg(precision).arg(at));
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
            ++compared;
        }
    }
    QCOMPARE(compared, 13 * 5);
}

QTEST_MAIN(TestCellWidths)
#include "tst_cellwidths.moc"
