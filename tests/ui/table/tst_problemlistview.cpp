// ProblemListView: the list of import problems. Its columns fit their contents whether the
// problems arrive while it is shown or while it is hidden (the "Import problems" dock starts
// closed: it is measured when first shown, to the same widths).
#include "ui/table/problemlistmodel.h"
#include "ui/table/problemlistview.h"

#include <QTableView>
#include <QTest>

using namespace mlpe;
using Column = ProblemListModel::Column;

namespace {

std::vector<ImportProblem> someProblems() {
    std::vector<ImportProblem> problems;
    for (int i = 0; i < 40; ++i)
        problems.push_back({QStringLiteral("/r/v5.1/Sub%1/results/sys/bert/result_%1.txt").arg(i),
                            100000 + i, QStringLiteral("MLLOG record is not valid JSON"),
                            i % 3 == 0 ? ProblemSeverity::Warning : ProblemSeverity::Info});
    problems.push_back(
        {"/r/v5.1/Foo/systems/bar.json", 0, "missing system description", ProblemSeverity::Error});
    return problems;
}

QList<int> widths(const ProblemListView& view) {
    return {view.table()->columnWidth(int(Column::Severity)),
            view.table()->columnWidth(int(Column::Line)),
            view.table()->columnWidth(int(Column::File))};
}

} // namespace

class TestProblemListView : public QObject {
    Q_OBJECT
private slots:
    void columnsFitWhetherShownOrHidden();
};

void TestProblemListView::columnsFitWhetherShownOrHidden() {
    ProblemListView shown;
    shown.resize(800, 300);
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    const QList<int> before = widths(shown);
    shown.setProblems(someProblems());
    const QList<int> fitted = widths(shown);
    QVERIFY(fitted != before); // the six-digit line numbers widen the line column
    QCOMPARE(fitted[2], 320);

    ProblemListView hidden;
    hidden.resize(800, 300);
    hidden.setProblems(someProblems());
    QCOMPARE(hidden.summaryText(), shown.summaryText());
    QCOMPARE(widths(hidden), before); // not measured while nobody sees it
    hidden.show();
    QVERIFY(QTest::qWaitForWindowExposed(&hidden));
    QCOMPARE(widths(hidden), fitted);
}

QTEST_MAIN(TestProblemListView)
#include "tst_problemlistview.moc"
