// "Group hardware by: Variant" in the filter panel, chosen with the keyboard on the combo: the
// v4.1 RetinaNet H100 series splits into its variants in the E' legend and the family list, each
// variant gets its own per-family reference (so the references change), one undo step goes back
// to families, and the colours stay distinct.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/chartpanel.h"
#include "ui/charts/chartlegend.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <set>

using namespace mlpe;

class TestGroupByVariant : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void variantSplitsTheH100Series();

private:
    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

namespace {

QStringList legendFamilies(ChartLegend* legend) {
    QStringList families;
    for (QToolButton* entry : legend->entries())
        if (!entry->property("family").toString().isEmpty())
            families << entry->property("family").toString();
    return families;
}

std::set<std::string> referenceKeys(const ExplorerState& state) {
    std::set<std::string> keys;
    for (const analysis::ReferenceAssignment& r : state.analysis().references)
        keys.insert(r.family + " = " + r.key);
    return keys;
}

} // namespace

void TestGroupByVariant::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

void TestGroupByVariant::variantSplitsTheH100Series() {
    auto window =
        testing::openMainWindow(m_data, m_settingsDir.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    ExplorerState* state = window->state();
    state->setRound(QStringLiteral("4.1"));
    state->setBenchmark(QStringLiteral("retinanet"));
    state->setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    QTest::qWait(50);
    ChartLegend* legend = window->chartPanel()->legend("efficiency"); // E' vs N
    QVERIFY(legend);
    QVERIFY(legendFamilies(legend).contains(QStringLiteral("H100")));
    const std::set<std::string> familyReferences = referenceKeys(*state);

    // The keyboard on the combo: focus it with a click, close the list it opens, Down.
    QComboBox* groupBy = window->filterPanel()->groupBySelector();
    QCOMPARE(groupBy->currentText(), QStringLiteral("Family"));
    groupBy->setFocus();
    QTest::keyClick(groupBy, Qt::Key_Down);
    QCOMPARE(groupBy->currentText(), QStringLiteral("Variant"));
    QCOMPARE(state->filter().hardwareGrouping, analysis::HardwareGrouping::Variant);
    QTest::qWait(50);

    QUndoStack* undo = window->findChild<QUndoStack*>();
    QVERIFY(undo);

    // The legend and the family list name variants: H100 is split, no bare H100 is left.
    const QStringList variants = legendFamilies(legend);
    const QStringList h100 = variants.filter(QRegularExpression(QStringLiteral("^H100 ")));
    QVERIFY2(h100.size() >= 2, qPrintable(variants.join(", ")));
    QVERIFY(!variants.contains(QStringLiteral("H100")));
    QCOMPARE(state->familiesInScope().size(), variants.size());
    const QListWidget* list = window->filterPanel()->findChild<QListWidget*>();
    QVERIFY(list);
    QStringList listed;
    for (int i = 0; i < list->count(); ++i)
        listed << list->item(i)->data(Qt::UserRole).toString();
    for (const QString& v : h100)
        QVERIFY2(listed.contains(v), qPrintable(listed.join(", ")));
    // Each variant its own reference: the per-family references changed, one per group.
    const std::set<std::string> variantReferences = referenceKeys(*state);
    QVERIFY(variantReferences != familyReferences);
    QCOMPARE(int(variantReferences.size()), int(variants.size()));
    // Every group keeps its own colour and shape.
    std::set<std::pair<QRgb, int>> looks;
    for (const QString& v : variants) {
        const auto style = FamilyLooks::styleIn(v, state->familiesInScope());
        looks.insert({style.colour.rgb(), int(style.shape)});
    }
    QCOMPARE(int(looks.size()), int(variants.size()));

    // "Only H100" names the family: every H100 variant stays ticked in the list, the rest not.
    FilterSettings only = state->filter();
    only.onlyFamilies = {QStringLiteral("H100")};
    state->setFilter(only);
    QTest::qWait(50);
    for (int i = 0; i < list->count(); ++i) {
        const QString group = list->item(i)->data(Qt::UserRole).toString();
        const bool isH100 = group.startsWith(QStringLiteral("H100 "));
        QCOMPARE(list->item(i)->checkState(), isH100 ? Qt::Checked : Qt::Unchecked);
        QCOMPARE(state->groupHidden(group), !isH100);
    }
    for (const analysis::AnalysisPoint& p : state->analysisPoints())
        QVERIFY(QString::fromStdString(p.family).startsWith(QStringLiteral("H100 ")));
    undo->undo(); // the filter step
    QTest::qWait(50);
    QVERIFY(state->filter().onlyFamilies.isEmpty());

    // At 1024x700 every variant's legend label fits its entry (screenshot kept for a look).
    window->resize(1024, 700);
    QTest::qWait(100);
    for (QToolButton* entry : legend->entries()) {
        if (entry->property("family").toString().isEmpty())
            continue;
        const int text = entry->fontMetrics().horizontalAdvance(entry->text());
        QVERIFY2(text + entry->iconSize().width() <= entry->width(),
                 qPrintable(QStringLiteral("%1: %2 px of text in %3 px")
                                .arg(entry->text())
                                .arg(text)
                                .arg(entry->width())));
    }
    const QString shots =
        qEnvironmentVariable("MLPE_BUILD_DIR", QDir::tempPath()) + QStringLiteral("/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(window->grab().save(shots + QStringLiteral("/group-by-variant-1024x700.png")));

    // One undo step back to families.
    QCOMPARE(undo->undoText(), QStringLiteral("Group hardware by variant"));
    undo->undo();
    QTest::qWait(50);
    QCOMPARE(state->filter().hardwareGrouping, analysis::HardwareGrouping::Family);
    QCOMPARE(groupBy->currentText(), QStringLiteral("Family"));
    QVERIFY(legendFamilies(legend).contains(QStringLiteral("H100")));
    QCOMPARE(referenceKeys(*state), familyReferences);
}

QTEST_MAIN(TestGroupByVariant)
#include "tst_groupbyvariant.moc"
