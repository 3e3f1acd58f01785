// ProblemListModel: every import problem with file, line and reason; model contract.
#include "ui/table/problemlistmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace mlpe;
using Column = ProblemListModel::Column;

class TestProblemListModel : public QObject {
    Q_OBJECT
private slots:
    void contentsAndContract();
};

void TestProblemListModel::contentsAndContract() {
    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Problems as the importer words them (file, 1-based line, reason).
    std::vector<ImportProblem> problems{
        {"/r/v4.1/Krai/results/x/bert/result_3.txt", 412, "MLLOG record is not valid JSON",
         ProblemSeverity::Warning},
        {"/r/v4.1/Foo/systems/bar.json", 0, "missing system description", ProblemSeverity::Error},
        {"/r/v4.1/Baz/results/y/new_bench", 0,
         "unknown benchmark: accepted runs whose run_stop "
         "says success",
         ProblemSeverity::Info},
    };
    model.setProblems(problems);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.count(ProblemSeverity::Error), 1);
    QCOMPARE(model.count(ProblemSeverity::Warning), 1);
    QCOMPARE(model.index(0, int(Column::Line)).data().toInt(), 412);
    QVERIFY(!model.index(1, int(Column::Line)).data().isValid()); // no line: empty cell
    QCOMPARE(model.index(1, int(Column::Severity)).data().toString(), QStringLiteral("Error"));
    QCOMPARE(model.index(0, int(Column::Message)).data(Qt::ToolTipRole).toString(),
             QStringLiteral("/r/v4.1/Krai/results/x/bert/result_3.txt:412: MLLOG record is not "
                            "valid JSON"));
    model.setProblems({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestProblemListModel)
#include "tst_problemlistmodel.moc"
