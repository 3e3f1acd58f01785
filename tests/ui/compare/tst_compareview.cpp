// The Compare view on the small test dataset (testdataset.h), v4.1
// Llama 2 LoRA:
//   H100: Dell XE9680 N 8 T 30 (G 240), NVIDIA dgxh100_n1 8/28 (224), Lambda
//   16/15 (240),
//         Oracle 64/5 (320);  H200: Lenovo 8/24 (192), Azure 64/4 (256).
// A = paper rule -> Dell (N = 8, slowest): E' = 240 / G
//   Lenovo 1.25 (1), NVIDIA 1.0714 (2), Dell 1 and Lambda 1 (3, tie), Azure
//   0.9375 (5), Oracle 0.75 (6).
// B = per family -> H100: Dell (240), H200: Lenovo (192)
//   NVIDIA 1.0714 (1), Dell, Lambda, Lenovo 1 (2, tie), Oracle 0.75 and Azure
//   0.75 (5, tie).
#include "common/testdataset.h"
#include "core/analysis/acrossrounds.h"
#include "core/analysis/roundsdecomposition.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"
#include "core/text/decompositionverdict.h"
#include "ui/charts/acrossroundsview.h"
#include "ui/charts/comparisonchartview.h"
#include "ui/charts/familypanel.h"
#include "ui/charts/sensitivitychartview.h"
#include "ui/compare/compareview.h"
#include "ui/compare/comparisontablemodel.h"
#include "ui/compare/familymultiplesview.h"
#include "ui/compare/scenarioeditor.h"
#include "ui/session/undohistory.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QXYSeries>
#include <cmath>
#include <map>
#include <set>

using namespace mlpe;
using namespace mlpe::analysis;
using namespace mlpe::text;
using Column = ComparisonTableModel::Column;

class TestCompareView : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void tableShowsBothScenariosAndRankChanges();
    void swapButtonSwapsAndUndoes();
    void setAFromCurrentView();
    void clickOnChartSelectsInBothScenariosAndTable();
    void selectionAndReferencesHaveTheirOwnSymbols();
    void editorChangeGoesToTheState();
    void hardwareTestPresetAnswersInWords();
    void mixedHardwareNote();
    void sensitivityChartDrawsEveryOutcome();
    void sensitivityLegendAndLabelsAreReadable();
    void familyPanelsUseTheirOwnReference();
    void oneSizeFamilyDrawsNoBreakEvenLine();
    void sessionStateRestoresScenarios();
    void acrossRoundsShowsEveryRoundOfTheFamily();
    void familyPanelsShowTheWholeAnswerAt1024();
    void acrossRoundsJoinsOnlyOneSystem();
    void acrossRoundsBreaksBetweenVersions();
    void acrossRoundsDecomposesTheChange();

private:
    int rowOf(const QString& submitter) const;
    QString cell(int row, Column c) const;

    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<CompareView> m_view;
};

void TestCompareView::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound(QStringLiteral("4.1"));
    m_state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    m_view = std::make_unique<CompareView>(m_state.get());
    m_view->resize(1200, 800);
}

void TestCompareView::cleanup() {
    m_view.reset();
    m_state.reset();
}

int TestCompareView::rowOf(const QString& submitter) const {
    ComparisonTableModel* model = m_view->tableModel();
    const auto& points = m_state->analysisPoints();
    for (int r = 0; r < model->rowCount(); ++r) {
        const auto i = model->index(r, 0).data(ComparisonTableModel::PointIndexRole).toULongLong();
        if (QString::fromStdString(points[i].submitter) == submitter)
            return r;
    }
    return -1;
}

QString TestCompareView::cell(int row, Column c) const {
    return m_view->tableModel()->index(row, int(c)).data().toString();
}

void TestCompareView::tableShowsBothScenariosAndRankChanges() {
    QAbstractItemModelTester tester(m_view->tableModel());
    QCOMPARE(m_view->tableModel()->rowCount(), 6);
    const int lenovo = rowOf("Lenovo");
    QCOMPARE(cell(lenovo, Column::EfficiencyA), QLocale().toString(1.25, 'f', 3));
    QCOMPARE(cell(lenovo, Column::EfficiencyB), QLocale().toString(1.0, 'f', 3));
    QCOMPARE(cell(lenovo, Column::Ratio), QLocale().toString(0.8, 'f', 3));
    QCOMPARE(cell(lenovo, Column::RankA), QStringLiteral("1"));
    QCOMPARE(cell(lenovo, Column::RankB), QStringLiteral("2"));
    QCOMPARE(cell(lenovo, Column::RankChange), QStringLiteral("▼ 1"));
    QVERIFY(m_view->tableModel()
                ->index(lenovo, 0)
                .data(ComparisonTableModel::RankChangedRole)
                .toBool());
    QVERIFY(m_view->tableModel()
                ->index(lenovo, int(Column::RankChange))
                .data(Qt::BackgroundRole)
                .isValid()); // highlighted
    const int dell = rowOf("Dell");
    QCOMPARE(cell(dell, Column::RankA), QStringLiteral("3")); // tie with Lambda
    QCOMPARE(cell(dell, Column::RankB),
             QStringLiteral("2")); // tie with Lambda and Lenovo
    QCOMPARE(cell(dell, Column::RankChange), QStringLiteral("▲ 1"));
    const int azure = rowOf("Azure");
    QCOMPARE(cell(azure, Column::RankA), QStringLiteral("5"));
    QCOMPARE(cell(azure, Column::RankB), QStringLiteral("5"));
    QCOMPARE(cell(azure, Column::RankChange), QStringLiteral("="));
    QVERIFY(!m_view->tableModel()
                 ->index(azure, int(Column::RankChange))
                 .data(Qt::BackgroundRole)
                 .isValid());
    // Break-even side by side: threshold under A and B, the three definitions.
    const QString be = m_view->breakEvenText();
    QVERIFY2(be.contains(QStringLiteral("Efficiency threshold")) &&
                 be.contains(QStringLiteral("Pareto knee")) &&
                 be.contains(QStringLiteral("Value of time")),
             qPrintable(be));
    QVERIFY(be.contains(QStringLiteral("4 of 6 rows change rank")) ||
            be.contains(QStringLiteral("5 of 6 rows change rank")));
    QCOMPARE(m_view->comparison()->result().rankChanges, 5); // all but Azure
}

void TestCompareView::swapButtonSwapsAndUndoes() {
    UndoHistory history(m_state.get());
    QTest::mouseClick(m_view->swapButton(), Qt::LeftButton);
    QCOMPARE(m_state->scenarioA().reference.strategy, ReferenceStrategy::PerFamily);
    QCOMPARE(m_state->scenarioB().reference.strategy, ReferenceStrategy::PaperRule);
    const int lenovo = rowOf("Lenovo");
    QCOMPARE(cell(lenovo, Column::RankA), QStringLiteral("2"));
    QCOMPARE(cell(lenovo, Column::RankChange), QStringLiteral("▲ 1"));
    QCOMPARE(history.stack()->count(), 1);
    QCOMPARE(history.stack()->undoText(), QStringLiteral("Swap comparison scenarios"));
    history.stack()->undo();
    QCOMPARE(m_state->scenarioA().reference.strategy, ReferenceStrategy::PaperRule);
    QCOMPARE(cell(rowOf("Lenovo"), Column::RankA), QStringLiteral("1"));
}

void TestCompareView::setAFromCurrentView() {
    m_state->setUserReference(
        ExplorerState::pointKeyOf(m_state->dataset().resultSets[2])); // Lambda, N = 16
    QTest::mouseClick(m_view->setAFromViewButton(), Qt::LeftButton);
    QCOMPARE(m_state->scenarioA().reference.strategy, ReferenceStrategy::UserPick);
    QCOMPARE(m_state->scenarioA().reference.userKey,
             std::string("4.1/Lambda/1cc_2xh100/llama2_70b_lora"));
    // Lambda's own E' is 1 under A now; it is Lambda's reference.
    QCOMPARE(cell(rowOf("Lambda"), Column::EfficiencyA), QLocale().toString(1.0, 'f', 3));
    QCOMPARE(m_view->editorA()->referenceCombo()->currentData().toString(),
             QStringLiteral("4.1/Lambda/1cc_2xh100/llama2_70b_lora"));
}

void TestCompareView::clickOnChartSelectsInBothScenariosAndTable() {
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    ComparisonChartView* chart = m_view->chartView();
    // Lenovo under A: (N = 8, E' = 1.25), alone at that spot.
    const QPoint pos = chart->viewportPosOf(QPointF(8, 1.25));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, pos);
    const QString lenovoKey = m_state->dataset().resultSets[4].key();
    QCOMPARE(m_state->selectedKey(), lenovoKey);
    const QModelIndex current = m_view->table()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(current.data(ComparisonTableModel::ResultSetKeyRole).toString(), lenovoKey);
    // Clicking empty space clears the selection.
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(m_state->selectedKey().isEmpty());
}

static QScatterSeries* seriesNamed(const ComparisonChartView* chart, const QString& name) {
    for (QAbstractSeries* s : chart->chart()->series())
        if (s->name() == name)
            return qobject_cast<QScatterSeries*>(s);
    return nullptr;
}

void TestCompareView::selectionAndReferencesHaveTheirOwnSymbols() {
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    ComparisonChartView* chart = m_view->chartView();
    // Click Lenovo under A (N = 8, E' = 1.25): a real click selects it.
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->viewportPosOf({8, 1.25}));
    QVERIFY(!m_state->selectedKey().isEmpty());
    QScatterSeries* selected = seriesNamed(chart, QStringLiteral("selected"));
    QScatterSeries* refA = seriesNamed(chart, QStringLiteral("reference A"));
    QScatterSeries* refB = seriesNamed(chart, QStringLiteral("reference B"));
    QVERIFY(selected && refA && refB);
    QVERIFY(selected->points().contains(QPointF(8, 1.25)));
    // The selection is drawn as its own image (corner brackets), never as a ring; the
    // references are the red ones, as in the main charts.
    QVERIFY(!selected->lightMarker().isNull());
    QCOMPARE(selected->color().alpha(), 0);
    QCOMPARE(refA->pen().color(), QColor(0xC0, 0x00, 0x00));
    QCOMPARE(refB->pen().color(), QColor(0xC0, 0x00, 0x00));
    QCOMPARE(refA->markerShape(), QScatterSeries::MarkerShapeCircle);
    QCOMPARE(refB->markerShape(), QScatterSeries::MarkerShapeRectangle);
    // Dell (N = 8, E' = 1) is the reference under both A and B: both symbols are seen there,
    // A's ring inside B's square. Along a ray from the point, red is crossed twice.
    QVERIFY(refA->points().contains(QPointF(8, 1)));
    QVERIFY(refB->points().contains(QPointF(8, 1)));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, QPoint(5, 5)); // no selection
    QApplication::processEvents();
    const QImage image = chart->viewport()->grab().toImage();
    const QPoint centre = chart->viewportPosOf({8, 1});
    int runs = 0;
    bool inRed = false;
    for (int dx = 1; dx <= 24; ++dx) {
        const QColor c = image.pixelColor(centre + QPoint(dx, 0));
        const bool red = c.red() > 150 && c.green() < 90 && c.blue() < 90;
        runs += red && !inRed ? 1 : 0;
        inRed = red;
    }
    QVERIFY2(runs >= 2, qPrintable(QString::number(runs)));
}

// Picks the `steps`-th entry of the menu the family button opens, with the keyboard from inside
// the menu's own event loop, as a user does.
static void pickFamilyEntry(QToolButton* button, int steps) {
    QTimer::singleShot(0, button, [steps] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return; // the test's checks below fail
        for (int i = 0; i < steps; ++i)
            QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestCompareView::editorChangeGoesToTheState() {
    m_view->show();
    QToolButton* family = m_view->editorB()->familyButton();
    // "All families in view", (separator), "H100", "H200": two steps down = H100.
    pickFamilyEntry(family, 2);
    QCOMPARE(m_state->scenarioB().families, std::vector<std::string>{"H100"});
    QCOMPARE(family->text(), QStringLiteral("H100 only"));
    QCOMPARE(m_view->comparison()->result().b.pointsInView, 4);
    QVERIFY(cell(rowOf("Lenovo"), Column::RankB).isEmpty()); // not in B's view
    // A second family ticked: both in B's view.
    pickFamilyEntry(family, 3);
    QCOMPARE(m_state->scenarioB().families, (std::vector<std::string>{"H100", "H200"}));
    QCOMPARE(family->text(), QStringLiteral("H100, H200"));
    QVERIFY(!cell(rowOf("Lenovo"), Column::RankB).isEmpty());
    // "All families in view" clears the ticks.
    pickFamilyEntry(family, 1);
    QVERIFY(m_state->scenarioB().families.empty());
    QCOMPARE(family->text(), QStringLiteral("All families in view"));
}

void TestCompareView::hardwareTestPresetAnswersInWords() {
    QComboBox* combo = m_view->hardwareFamilyCombo();
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->currentData().toString(),
             QStringLiteral("H100")); // most points in view
    combo->setCurrentIndex(combo->findData(QStringLiteral("H200")));
    QTest::mouseClick(m_view->hardwareTestButton(), Qt::LeftButton);
    QCOMPARE(m_state->scenarioB().families, std::vector<std::string>{"H200"});
    QCOMPARE(m_state->scenarioB().reference.strategy, ReferenceStrategy::PerFamily);
    QCOMPARE(m_state->scenarioA().reference.strategy, ReferenceStrategy::PaperRule);
    // H200 against Lenovo (192): 1.00 at N = 8, 192 / 256 = 0.75 at N = 64;
    // nothing above E' = 1 past N = 8 -> N* = 8.
    const QString answer = m_view->answerText();
    QVERIFY2(answer.contains(QStringLiteral("E′ falls from 1.00 at N = 8 to 0.750 at N = 64; "
                                            "N* ≈ 8 (τ = 1)")),
             qPrintable(answer));
}

void TestCompareView::mixedHardwareNote() {
    m_view->show();
    QVERIFY(m_view->noteText().isEmpty()); // paper rule: an H100 reference, 4 of 6 are H100
    ComparisonScenario a;
    a.reference.strategy = ReferenceStrategy::UserPick;
    a.reference.userKey = "4.1/Lenovo/SR680a_H200/llama2_70b_lora";
    m_state->setScenarios(a, m_state->scenarioB());
    QVERIFY2(m_view->noteText().contains(QStringLiteral("H200")) &&
                 m_view->noteText().contains(QStringLiteral("mixes hardware with scaling")),
             qPrintable(m_view->noteText()));
    // The sentence of every other place: the groups named, the reference's among them.
    QVERIFY2(m_view->noteText().contains(QStringLiteral("is one of 2 accelerator families in view "
                                                        "(H100, H200), and 4 of the 6 points are "
                                                        "of the others")),
             qPrintable(m_view->noteText()));
}

void TestCompareView::sensitivityChartDrawsEveryOutcome() {
    m_view->show();
    m_view->tabs()->setCurrentIndex(1); // the sensitivity chart is rebuilt while shown
    QVERIFY(m_view->sensitivityView()->isVisible());
    const SensitivityResult& s = m_view->comparison()->result().a.sensitivity;
    SensitivityChartView* chart = m_view->sensitivityView();
    // Candidates N <= 8: Dell, NVIDIA, Lenovo.
    QCOMPARE(int(s.entries.size()), 3);
    QCOMPARE(chart->foundMarks() + chart->atOrAboveMarks() + chart->belowMarks(), 3);
    QCOMPARE(chart->foundMarks(), s.found);
    QCOMPARE(chart->atOrAboveMarks(), s.atOrAbove);
    QVERIFY(chart->verdictText().startsWith(QStringLiteral("N* ")));
    // Raising tau above every E' (1.25 max under any candidate... 256/192
    // = 1.33): all "below".
    m_state->setTau(5.0);
    QCOMPARE(chart->belowMarks(), 3);
    QVERIFY2(chart->verdictText().contains(QStringLiteral("below the smallest N under 3")),
             qPrintable(chart->verdictText()));
}

// Real data, many candidates: the legend has one entry per family and outcome (it had one per
// candidate, "H100, H100, H200 …"), and no candidate label on the x axis is elided to "…"
// (upright, and every second, third … one when they would not fit one text line apart).
void TestCompareView::sensitivityLegendAndLabelsAreReadable() {
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound(QStringLiteral("4.1"));
    m_state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    for (const QSize size : {QSize(1000, 640), QSize(1800, 1000)}) {
        m_view->resize(size);
        m_view->show();
        QTabBar* bar = m_view->tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(1).center());
        SensitivityChartView* chart = m_view->sensitivityView();
        QVERIFY(chart->isVisible());
        QApplication::processEvents();
        const auto& entries = m_view->comparison()->result().a.sensitivity.entries;
        QVERIFY2(entries.size() >= 10, qPrintable(QString::number(entries.size())));
        QCOMPARE(chart->candidateLabels().size(), qsizetype(entries.size()));
        QStringList names;
        for (QLegendMarker* marker : chart->chart()->legend()->markers())
            if (marker->isVisible())
                names << marker->label();
        QStringList unique = names;
        unique.removeDuplicates();
        QCOMPARE(names, unique);
        QVERIFY2(names.size() < qsizetype(entries.size()), qPrintable(names.join(", ")));
        // Every label the scene draws is whole; together they name every step-th candidate.
        int drawn = 0;
        for (QGraphicsItem* item : chart->scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (!text || !text->isVisible())
                continue;
            const QString t = text->toPlainText();
            static const QRegularExpression candidate(QStringLiteral("^\\d+ \\S"));
            QVERIFY(t != QStringLiteral("…"));
            if (!candidate.match(t).hasMatch())
                continue; // the title, the legend, the N* ticks
            QVERIFY2(!t.contains(QStringLiteral("…")) && !t.contains(QStringLiteral("...")),
                     qPrintable(t));
            if (chart->candidateLabels().contains(t))
                ++drawn;
        }
        QCOMPARE(drawn, (int(entries.size()) + chart->labelStep() - 1) / chart->labelStep());
    }
}

void TestCompareView::familyPanelsUseTheirOwnReference() {
    FamilyMultiplesView* view = m_view->familyView();
    view->rebuild();
    QCOMPARE(view->families(), (QStringList{"H100", "H200"}));
    QCOMPARE(view->panels().size(), 2);
    QVERIFY2(view->answerFor("H200").contains(QStringLiteral("N* ≈ 8")),
             qPrintable(view->answerFor("H200")));
    // H100 against Dell (240): best per N 8: 1.0714, 16: 1.0, 64: 0.75 -> N*
    // = 16.
    QVERIFY2(view->answerFor("H100").contains(QStringLiteral("N* ≈ 16")),
             qPrintable(view->answerFor("H100")));
}

// A family whose points in view all sit at one N has no break-even to mark: its panel draws no
// N* line (the texts leave it out with the reason), where a dotted "N* ≥ 8" line stood.
void TestCompareView::oneSizeFamilyDrawsNoBreakEvenLine() {
    FilterSettings f = m_state->filter();
    f.maxAccelerators = 8;
    m_state->setFilter(f);
    FamilyMultiplesView* view = m_view->familyView();
    view->rebuild();
    QVERIFY(!view->panels().isEmpty());
    for (FamilyPanel* panel : view->panels()) {
        int lines = 0;
        for (const QAbstractSeries* s : panel->chartView()->chart()->series())
            lines += s->name() == QLatin1String("N*");
        QCOMPARE(lines, 0);
    }
    f.maxAccelerators = 0;
    m_state->setFilter(f);
}

void TestCompareView::sessionStateRestoresScenarios() {
    ViewState s = m_state->viewState();
    s.scenarioA.reference.strategy = ReferenceStrategy::PerFamily;
    s.scenarioB.reference.strategy = ReferenceStrategy::UserPick;
    s.scenarioB.reference.userKey = "4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora";
    QVERIFY(m_state->applyViewState(s));
    QCOMPARE(m_view->editorA()->referenceCombo()->currentIndex(),
             1); // per family
    QCOMPARE(m_view->editorB()->referenceCombo()->currentData().toString(),
             QStringLiteral("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"));
    QVERIFY(m_state->viewState().scenarioB == s.scenarioB);
}

// llama2_70b_lora: H100 only in v4.1 (4 results), B200 only in v5.0 (1); the
// main view's round (4.1) does not limit this tab, the benchmark does.
void TestCompareView::acrossRoundsShowsEveryRoundOfTheFamily() {
    m_view->show();
    m_view->tabs()->setCurrentIndex(3);
    AcrossRoundsView* rounds = m_view->roundsView();
    QVERIFY(rounds->isVisible());
    QCOMPARE(rounds->familyCombo()->currentData().toString(),
             QStringLiteral("H100")); // most
    QCOMPARE(rounds->roundsShown(), QStringList{"4.1"});
    rounds->familyCombo()->setCurrentIndex(rounds->familyCombo()->findData(QStringLiteral("B200")));
    QCOMPARE(rounds->roundsShown(), QStringList{"5.0"});
}

// At 1024 px the panels' titles cut the answer before its N*: it is a wrapped
// label now.
void TestCompareView::familyPanelsShowTheWholeAnswerAt1024() {
    m_view->resize(1024, 420);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->tabs()->setCurrentIndex(2);
    FamilyMultiplesView* view = m_view->familyView();
    QVERIFY(view->isVisible());
    QCOMPARE(view->panels().size(), 2);
    for (FamilyPanel* panel : view->panels()) {
        const QLabel* label = panel->answerLabel();
        const int i = int(view->panels().indexOf(panel));
        QCOMPARE(label->text(), view->answerFor(view->families()[i]));
        QVERIFY2(label->text().contains(QStringLiteral("N* ≈")), qPrintable(label->text()));
        QTRY_VERIFY(label->isVisible()); // a new panel is shown from the event loop
        QVERIFY(label->wordWrap());
        // Tall enough for every wrapped line (nothing cut off below).
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(label->height())
                                .arg(label->heightForWidth(label->width()))));
        QVERIFY(!panel->chartView()->chart()->title().contains(QStringLiteral("N*")));
    }
    // For a person to look at: MLPE_SCREENSHOT_DIR=/tmp ctest -R compareview.
    if (const QString dir = qEnvironmentVariable("MLPE_SCREENSHOT_DIR"); !dir.isEmpty())
        m_view->grab().save(dir + QStringLiteral("/compare-family-panels-1024.png"));
}

// Real data (the embedded rounds): a line joins one system's results in
// successive rounds, never two systems; the lines are dark enough to read on
// white.
void TestCompareView::acrossRoundsJoinsOnlyOneSystem() {
    const std::vector<AnalysisPoint> points = toAnalysisPoints(loadEmbeddedDataset());
    // The first (benchmark, family) where one system has results in two rounds of one version
    // of the benchmark (results across versions are never joined: acrossRoundsBreaks).
    // Keys "benchmark|family|submitter/system|version".
    std::map<std::string, std::set<std::string>> rounds;
    std::string pick;
    for (const AnalysisPoint& p : points) {
        const std::string key = p.benchmark + '|' + p.family + '|' + p.submitter + '/' + p.system +
                                '|' + p.benchmarkVersion;
        rounds[key].insert(p.round);
        if (pick.empty() && rounds[key].size() >= 2)
            pick = key;
    }
    QVERIFY2(!pick.empty(), "no system with results in two rounds in the embedded data");
    const QStringList parts = QString::fromStdString(pick).split(QLatin1Char('|'));
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound(QString::fromStdString(*rounds[pick].begin()));
    m_state->setBenchmark(parts[0]);
    QCOMPARE(m_state->filter().benchmark, parts[0]);
    m_view->show();
    m_view->tabs()->setCurrentIndex(3);
    AcrossRoundsView* view = m_view->roundsView();
    view->familyCombo()->setCurrentIndex(view->familyCombo()->findData(parts[1]));
    QCOMPARE(view->familyCombo()->currentData().toString(), parts[1]);
    QVERIFY(view->roundsShown().size() >= 2);

    // Where each system's results are drawn (N, E'), from the analysis the view
    // shows: one line per system and stretch of rounds of one version.
    const auto series = acrossRounds(points, parts[0].toStdString(), parts[1].toStdString(),
                                     AcrossRoundsReference::PerRound);
    std::map<std::pair<QString, int>, QList<QPointF>> bySystem;
    int version = 0;
    for (const RoundSeries& s : series) {
        version += s.breakBefore ? 1 : 0;
        for (std::size_t i = 0; i < s.points.size(); ++i) {
            const AnalysisPoint& p = points[s.points[i]];
            bySystem[{QString::fromStdString(p.submitter + '/' + p.system), version}]
                << QPointF(p.accelerators, s.efficiency[i]);
        }
    }
    const QList<QXYSeries*> lines = view->seriesWithRole(SeriesRole::SameSystem);
    QVERIFY(!lines.isEmpty());
    int expected = 0;
    for (const auto& [system, values] : bySystem)
        expected += values.size() >= 2 ? 1 : 0;
    QCOMPARE(lines.size(), expected);
    for (QXYSeries* line : lines) {
        // That system's points of one version, in round order.
        bool found = false;
        for (const auto& [system, values] : bySystem)
            found |= system.first == line->name() && values == line->points();
        QVERIFY2(found, qPrintable(line->name()));
        // Contrast against the white plot: WCAG ratio of at least 3.
        const QColor c = line->pen().color();
        const auto linear = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        const double l =
            0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
        QVERIFY2(1.05 / (l + 0.05) >= 3.0, qPrintable(c.name()));
    }
    // No other line series: the rounds' points are no longer joined in N order.
    int lineSeries = 0;
    for (QAbstractSeries* s : view->chartView()->chart()->series())
        lineSeries += s->type() == QAbstractSeries::SeriesTypeLine ? 1 : 0;
    QCOMPARE(lineSeries, int(lines.size()));
    if (const QString dir = qEnvironmentVariable("MLPE_SCREENSHOT_DIR"); !dir.isEmpty()) {
        m_view->resize(1024, 420);
        QApplication::processEvents();
        m_view->grab().save(dir + QStringLiteral("/compare-across-rounds-1024.png"));
        m_view->tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        m_view->grab().save(dir + QStringLiteral("/compare-chart-1024.png"));
    }
}

// Real data: BERT-large on A100 in v0.7 (target 0.712) and from v1.0 (0.720). The view names
// the break, starts the fixed reference again and joins no system across it.
void TestCompareView::acrossRoundsBreaksBetweenVersions() {
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound(QStringLiteral("0.7"));
    m_state->setBenchmark(QStringLiteral("bert"));
    m_view->show();
    m_view->tabs()->setCurrentIndex(3);
    AcrossRoundsView* view = m_view->roundsView();
    view->familyCombo()->setCurrentIndex(view->familyCombo()->findData(QStringLiteral("A100")));
    QVERIFY(view->roundsShown().contains(QStringLiteral("0.7")));
    QVERIFY(view->roundsShown().contains(QStringLiteral("1.0")));
    QVERIFY2(view->summaryText().contains(
                 QStringLiteral("break before v1.0 (not comparable with earlier rounds: "
                                "BERT-large: the target rose from 0.712 to 0.720 masked-LM "
                                "accuracy in v1.0)")),
             qPrintable(view->summaryText()));
    // No line holds a v0.7 point and a later one: the v0.7 points, by (N, E'), per round.
    const std::vector<AnalysisPoint> points = toAnalysisPoints(m_state->dataset());
    const auto series = acrossRounds(points, "bert", "A100", AcrossRoundsReference::PerRound);
    QList<QPointF> v07;
    for (const RoundSeries& s : series)
        if (s.round == "0.7")
            for (std::size_t i = 0; i < s.points.size(); ++i)
                v07 << QPointF(points[s.points[i]].accelerators, s.efficiency[i]);
    for (QXYSeries* line : view->seriesWithRole(SeriesRole::SameSystem)) {
        int old = 0;
        for (const QPointF& p : line->points())
            old += v07.contains(p) ? 1 : 0;
        QVERIFY2(old == 0 || old == line->points().size(), qPrintable(line->name()));
    }
}

// Real data: under the chart, BERT-large's change from the earliest comparable round to the
// newest, split into hardware, round and scale (the numbers are decomposeRounds()'s, tested in
// tst_roundsdecomposition); a pair across the v1.0 break is refused with its reason.
void TestCompareView::acrossRoundsDecomposesTheChange() {
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound(QStringLiteral("5.0"));
    m_state->setBenchmark(QStringLiteral("bert"));
    m_view->show();
    m_view->tabs()->setCurrentIndex(3);
    AcrossRoundsView* view = m_view->roundsView();
    QCOMPARE(view->toCombo()->currentData().toString(), QStringLiteral("5.0"));
    QVERIFY2(view->decompositionText().startsWith(QStringLiteral("v1.0 → v5.0: time to train × ")),
             qPrintable(view->decompositionText()));
    QVERIFY(view->decompositionText().contains(QStringLiteral(" = hardware × ")));
    QVERIFY(view->decompositionText().contains(QStringLiteral("one result only in")));
    QVERIFY(view->decompositionToolTip().startsWith(QStringLiteral(
        "percentile intervals (nominal 95 %) from 999 resamples, a wild bootstrap")));
    // The same numbers as the command line's: decomposeRounds() from v1.0 with the same seed.
    const std::vector<AnalysisPoint> points = toAnalysisPoints(m_state->dataset());
    const RoundsDecomposition d = decomposeRounds(
        roundSamples(points, "bert", "BERT-large v1.0-v5.0", HardwareGrouping::Family), "1.0",
        "5.0", 999, 0.95, 20261207);
    QVERIFY(view->decompositionText().startsWith(QString::fromStdString(decompositionSentence(d))));
    view->fromCombo()->setCurrentIndex(view->fromCombo()->findData(QStringLiteral("0.7")));
    QVERIFY2(view->decompositionText().startsWith(
                 QStringLiteral("v0.7 and v5.0 are not comparable (BERT-large: the target rose")),
             qPrintable(view->decompositionText()));
    view->fromCombo()->setCurrentIndex(0); // the automatic choice again
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
