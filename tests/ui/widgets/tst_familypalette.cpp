// FamilyPalette: distinct looks for the families users compare, stable whatever the filters.
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QSet>
#include <QTest>

using namespace mlpe;

class TestFamilyPalette : public QObject {
    Q_OBJECT
private slots:
    void commonFamiliesDistinct();
    void everyKnownFamilyHasUniqueLook();
    void unknownNamesDeterministic();
    void swatchShowsShape();
    void sameLineFamiliesDifferInColour();
    void familiesUseOnlyFamilyShapes();
    void legendOrderByVendorThenGeneration();
    void variantsAndSeriesKeepTheFamilysLook();
};

void TestFamilyPalette::commonFamiliesDistinct() {
    // The families most often in one chart: each its own colour (shape alone is not enough).
    QSet<QRgb> colours;
    for (const char* f : {"H100", "H200", "B200", "GB200", "A100", "MI300X", "TPU v5p"})
        colours.insert(FamilyPalette::styleFor(f).colour.rgb());
    QCOMPARE(colours.size(), 7);
}

void TestFamilyPalette::everyKnownFamilyHasUniqueLook() {
    QSet<QPair<QRgb, int>> looks;
    const QStringList families{
        "H100",         "H200",    "B200",    "GB200",  "A100",   "MI300X", "TPU v5p",   "MI325X",
        "Trillium",     "TPU v5e", "Gaudi 2", "L40S",   "L40",    "L4",     "RTX A5000", "RTX 4090",
        "RTX PRO 6000", "GB300",   "B300",    "MI350X", "MI355X", "A30",    "A10G"};
    for (const QString& f : families) {
        const FamilyStyle s = FamilyPalette::styleFor(f);
        looks.insert({s.colour.rgb(), int(s.shape)});
    }
    QCOMPARE(looks.size(), families.size());
    // Case-insensitive, as the family table is.
    QCOMPARE(FamilyPalette::styleFor("h100").colour, FamilyPalette::styleFor("H100").colour);
}

void TestFamilyPalette::unknownNamesDeterministic() {
    const FamilyStyle a = FamilyPalette::styleFor("Some Future Chip 9000");
    const FamilyStyle b = FamilyPalette::styleFor("Some Future Chip 9000");
    QCOMPARE(a.colour, b.colour);
    QCOMPARE(a.shape, b.shape);
    QVERIFY(a.shape != MarkerShape::Circle); // unknowns never look like a main family
    QVERIFY(FamilyPalette::familyShapes().contains(a.shape));
    // The same in every run (qHash is seeded per process, this is not): FNV-1a 64 of the
    // lower-cased name, computed independently (Python) -> colour index 1, shape index 0.
    QCOMPARE(a.colour, QColor(0xD5, 0x5E, 0x00));
    QCOMPARE(a.shape, MarkerShape::Rectangle);
}

void TestFamilyPalette::sameLineFamiliesDifferInColour() {
    // These once shared one colour and differed only by shape.
    QSet<QRgb> amd;
    for (const char* f : {"MI300X", "MI325X", "MI350X", "MI355X"})
        amd.insert(FamilyPalette::styleFor(f).colour.rgb());
    QCOMPARE(amd.size(), 4);
    QVERIFY(FamilyPalette::styleFor("B200").colour != FamilyPalette::styleFor("B300").colour);
}

void TestFamilyPalette::familiesUseOnlyFamilyShapes() {
    // Star, diamond, pentagon and cross are reserved for centroid, break-even, knee, optimum.
    for (const char* f :
         {"H100",     "H200",         "B200",        "B300",     "GB200",     "GB300",
          "A100",     "A30",          "A10G",        "L4",       "L40",       "L40S",
          "MI300X",   "MI325X",       "MI350X",      "MI355X",   "TPU v5p",   "TPU v5e",
          "Trillium", "Gaudi 2",      "Gaudi 3",     "CPU only", "Radeon RX", "RTX A5000",
          "RTX 4090", "RTX PRO 6000", "Unknown Chip"}) {
        const MarkerShape shape = FamilyPalette::styleFor(f).shape;
        QVERIFY2(FamilyPalette::familyShapes().contains(shape), f);
        QVERIFY(shape != MarkerShape::Star && shape != MarkerShape::RotatedRectangle &&
                shape != MarkerShape::Pentagon && shape != MarkerShape::Cross);
    }
}

void TestFamilyPalette::legendOrderByVendorThenGeneration() {
    // The order depends on the names only (not on the order they were met in).
    QStringList a{"Zeta Chip", "MI300X", "H200", "TPU v5p", "A100", "B200", "Gaudi 2", "H100"};
    QStringList b{"H100", "Gaudi 2", "B200", "A100", "TPU v5p", "H200", "MI300X", "Zeta Chip"};
    FamilyPalette::sortForLegend(a);
    FamilyPalette::sortForLegend(b);
    const QStringList expected{"A100",   "H100",    "H200",    "B200",
                               "MI300X", "TPU v5p", "Gaudi 2", "Zeta Chip"};
    QCOMPARE(a, expected);
    QCOMPARE(b, expected);
}

void TestFamilyPalette::swatchShowsShape() {
    // B200 and B300 differ in shape as well as colour: their swatches must differ.
    QVERIFY(FamilyPalette::styleFor("B200").shape != FamilyPalette::styleFor("B300").shape);
    const QImage b200 = FamilyPalette::swatchIcon("B200").pixmap(12, 12).toImage();
    const QImage b300 = FamilyPalette::swatchIcon("B300").pixmap(12, 12).toImage();
    QVERIFY(!b200.isNull());
    QVERIFY(b200 != b300);
    // The centre pixel carries the family colour.
    QCOMPARE(QColor(b200.pixel(6, 6)).rgb(), FamilyPalette::styleFor("B200").colour.rgb());
}

// Grouping by variant or series names the groups "H100 SXM 80GB", "H100 · NVIDIA eos": each
// starts from its family's home look and legend place, so H100 stays blue (it turned orange, the
// colour of an unknown name's hash) and the first H100 group in the legend keeps that look.
void TestFamilyPalette::variantsAndSeriesKeepTheFamilysLook() {
    const FamilyStyle h100 = FamilyPalette::styleFor(QStringLiteral("H100"));
    for (const char* group : {"H100 SXM 80GB", "H100 NVL 94GB", "h100 · NVIDIA eos pytorch"}) {
        const FamilyStyle look = FamilyPalette::styleFor(QString::fromUtf8(group));
        QCOMPARE(look.colour, h100.colour);
        QCOMPARE(look.shape, h100.shape);
    }
    // The longest family name that starts the group: L40S, not L40.
    QCOMPARE(FamilyPalette::styleFor(QStringLiteral("L40S PCIe 48GB")).colour,
             FamilyPalette::styleFor(QStringLiteral("L40S")).colour);
    // A name that only starts with the letters of a family is not of it.
    QCOMPARE(FamilyPalette::legendRank(QStringLiteral("H1000X")),
             FamilyPalette::legendRank(QStringLiteral("Some Future Chip")));
    QVERIFY(FamilyPalette::legendRank(QStringLiteral("H100 SXM 80GB")) <
            FamilyPalette::legendRank(QStringLiteral("H200 SXM 141GB")));
    const QStringList view{QStringLiteral("H200 SXM 141GB"), QStringLiteral("H100 SXM 80GB"),
                           QStringLiteral("B200 SXM 180GB")};
    QCOMPARE(FamilyLooks::styleIn(QStringLiteral("H100 SXM 80GB"), view).colour, h100.colour);
    QCOMPARE(FamilyLooks::styleIn(QStringLiteral("H200 SXM 141GB"), view).colour,
             FamilyPalette::styleFor(QStringLiteral("H200")).colour);
}

QTEST_MAIN(TestFamilyPalette)
#include "tst_familypalette.moc"
