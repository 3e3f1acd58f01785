#include "familypalette.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace mlpe {

namespace {

// Okabe–Ito without yellow (#F0E442 is unreadable as a small marker on white), then Paul Tol's
// colour-blind-safe "muted" dark tones, so that families of one vendor line (MI300X … MI355X,
// B200 / B300) differ in colour as well as in shape.
constexpr std::array<QRgb, 11> kFamilyColours{
    0x0072B2, // 0 blue
    0xD55E00, // 1 vermillion
    0x009E73, // 2 bluish green
    0xCC79A7, // 3 reddish purple
    0xE69F00, // 4 orange
    0x56B4E9, // 5 sky blue
    0x000000, // 6 black
    0x332288, // 7 indigo
    0x882255, // 8 wine
    0x999933, // 9 olive
    0x44AA99, // 10 teal
};

// Hue group of each colour above: colours of one group look alike as small markers (blue, sky
// blue and indigo; the two greens; the two purples), so two families of one group in a view
// must differ in shape.
constexpr std::array<int, 11> kHueGroups{0, 1, 2, 3, 4, 0, 5, 0, 3, 6, 2};

struct KnownFamily {
    const char* name;
    int colour;
    MarkerShape shape;
};

// The families of the five published rounds, in legend order: by vendor (NVIDIA, AMD, Google,
// Intel, others), then by generation. Each has a home look (colour, family shape), unique among
// them; the 21 pairs of hue group and shape go first to the families most often seen together,
// so that in most views every family keeps its home look (FamilyLooks moves the others).
constexpr std::array<KnownFamily, 26> kKnownFamilies{{
    // NVIDIA, by generation
    {"A10G", 4, MarkerShape::Triangle},
    {"A30", 4, MarkerShape::Rectangle},
    {"A100", 4, MarkerShape::Circle},
    {"RTX A5000", 9, MarkerShape::Circle},
    {"L4", 7, MarkerShape::Triangle},
    {"L40", 0, MarkerShape::Rectangle},
    {"L40S", 10, MarkerShape::Triangle},
    {"RTX 4090", 8, MarkerShape::Triangle},
    {"H100", 0, MarkerShape::Circle},
    {"H200", 1, MarkerShape::Circle},
    {"B200", 2, MarkerShape::Circle},
    {"B300", 9, MarkerShape::Triangle},
    {"GB200", 3, MarkerShape::Circle},
    {"GB300", 8, MarkerShape::Rectangle},
    {"RTX PRO 6000", 7, MarkerShape::Rectangle},
    // AMD
    {"MI300X", 5, MarkerShape::Triangle},
    {"MI325X", 9, MarkerShape::Rectangle},
    {"MI350X", 10, MarkerShape::Rectangle},
    {"MI355X", 1, MarkerShape::Rectangle},
    {"Radeon RX", 1, MarkerShape::Triangle},
    // Google
    {"TPU v5e", 6, MarkerShape::Rectangle},
    {"TPU v5p", 6, MarkerShape::Circle},
    {"Trillium", 6, MarkerShape::Triangle},
    // Intel
    {"Gaudi 2", 8, MarkerShape::Circle},
    {"Gaudi 3", 3, MarkerShape::Rectangle},
    {"CPU only", 5, MarkerShape::Rectangle},
}};

constexpr std::array<QRgb, 9> kTolMuted{0x332288, 0x88CCEE, 0x44AA99, 0x117733, 0x999933,
                                        0xDDCC77, 0xCC6677, 0x882255, 0xAA4499};

// The known family `name` is, or (under variant or series grouping) the one it is of: a variant
// ("H100 SXM 80GB") or a series ("H100 · NVIDIA eos") starts with its family's name and a space,
// and takes that family's home look and legend place, so that grouping by variant or series
// re-deals no colours (H100 stays blue). The longest such name wins ("L40S" over "L40"); -1 when
// none matches.
int knownFamilyIndex(const QString& name) {
    int found = -1;
    qsizetype foundLength = 0;
    for (size_t i = 0; i < kKnownFamilies.size(); ++i) {
        const QLatin1String known(kKnownFamilies[i].name);
        if (name.compare(known, Qt::CaseInsensitive) == 0)
            return int(i);
        if (known.size() > foundLength && name.size() > known.size() &&
            name.startsWith(known, Qt::CaseInsensitive) && name.at(known.size()) == u' ') {
            found = int(i);
            foundLength = known.size();
        }
    }
    return found;
}

} // namespace

FamilyStyle FamilyPalette::styleFor(const QString& family) {
    if (const int i = knownFamilyIndex(family); i >= 0) {
        const KnownFamily& known = kKnownFamilies[size_t(i)];
        return {QColor::fromRgb(kFamilyColours[static_cast<size_t>(known.colour)]), known.shape};
    }
    // Unknown or unmatched names (shown as their raw name): a deterministic choice from the
    // name's hash, among the family shapes but never a circle, so that they do not look like a
    // main family. FNV-1a of the lower-cased UTF-16 name: qHash is not the same from one run to
    // the next (Qt 6 mixes in a per-process seed), and a family must keep its look.
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const QChar c : family.toLower()) {
        h ^= c.unicode();
        h *= 0x100000001b3ULL;
    }
    constexpr std::array<MarkerShape, 2> otherShapes{MarkerShape::Rectangle, MarkerShape::Triangle};
    return {QColor::fromRgb(kFamilyColours[h % kFamilyColours.size()]),
            otherShapes[(h / kFamilyColours.size()) % otherShapes.size()]};
}

QList<QColor> FamilyPalette::familyColours() {
    QList<QColor> colours;
    for (const QRgb rgb : kFamilyColours)
        colours << QColor::fromRgb(rgb);
    return colours;
}

int FamilyPalette::hueGroup(const QColor& colour) {
    for (size_t i = 0; i < kFamilyColours.size(); ++i) {
        if (QColor::fromRgb(kFamilyColours[i]).rgb() == colour.rgb())
            return kHueGroups[i];
    }
    return -1;
}

QList<MarkerShape> FamilyPalette::familyShapes() {
    return {MarkerShape::Circle, MarkerShape::Rectangle, MarkerShape::Triangle};
}

int FamilyPalette::legendRank(const QString& family) {
    const int i = knownFamilyIndex(family);
    return i >= 0 ? i : int(kKnownFamilies.size());
}

void FamilyPalette::sortForLegend(QStringList& families) {
    std::stable_sort(families.begin(), families.end(), [](const QString& a, const QString& b) {
        const int ra = legendRank(a);
        const int rb = legendRank(b);
        if (ra != rb)
            return ra < rb;
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
}

QColor FamilyPalette::categoryColour(int index) {
    if (index < 0)
        return excludedColour();
    return QColor::fromRgb(kFamilyColours[static_cast<size_t>(index) % kFamilyColours.size()]);
}

namespace {

// Regular polygon (or star when `innerRatio` < 1) inscribed in `box`, first vertex at the top.
QPolygonF regularShape(const QRectF& box, int vertices, double innerRatio) {
    QPolygonF polygon;
    const QPointF centre = box.center();
    const double outer = box.width() / 2.0;
    const int steps = innerRatio < 1.0 ? 2 * vertices : vertices;
    for (int i = 0; i < steps; ++i) {
        const double radius = (innerRatio < 1.0 && i % 2 == 1) ? outer * innerRatio : outer;
        const double angle = -M_PI / 2.0 + 2.0 * M_PI * i / steps;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

} // namespace

QIcon FamilyPalette::swatchIcon(const QString& family, int size) {
    return swatchIcon(styleFor(family), size);
}

QIcon FamilyPalette::swatchIcon(const FamilyStyle& style, int size) {
    // Table cells ask for the icon on every repaint: draw each one once (GUI thread only).
    static QHash<QPair<QPair<QRgb, int>, int>, QIcon> cache;
    const QPair<QPair<QRgb, int>, int> key{{style.colour.rgb(), int(style.shape)}, size};
    if (const auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(style.colour);
    painter.setPen(Qt::NoPen);
    const QRectF box(1, 1, size - 2, size - 2);
    switch (style.shape) {
    case MarkerShape::Circle:
        painter.drawEllipse(box);
        break;
    case MarkerShape::Rectangle:
        painter.drawRect(box.adjusted(1, 1, -1, -1));
        break;
    case MarkerShape::Triangle:
        painter.drawPolygon(regularShape(box, 3, 1.0));
        break;
    case MarkerShape::RotatedRectangle:
        painter.drawPolygon(regularShape(box, 4, 1.0));
        break;
    case MarkerShape::Pentagon:
        painter.drawPolygon(regularShape(box, 5, 1.0));
        break;
    case MarkerShape::Star:
        painter.drawPolygon(regularShape(box, 5, 0.45));
        break;
    case MarkerShape::Cross:
        painter.drawRect(
            QRectF(box.center().x() - box.width() / 6, box.top(), box.width() / 3, box.height()));
        painter.drawRect(
            QRectF(box.left(), box.center().y() - box.height() / 6, box.width(), box.height() / 3));
        break;
    }
    painter.end();
    return *cache.insert(key, QIcon(pixmap));
}

QString FamilyPalette::shapeGlyph(MarkerShape shape) {
    switch (shape) {
    case MarkerShape::Circle:
        return QStringLiteral("●");
    case MarkerShape::Rectangle:
        return QStringLiteral("■");
    case MarkerShape::Triangle:
        return QStringLiteral("▲");
    case MarkerShape::RotatedRectangle:
        return QStringLiteral("◆");
    case MarkerShape::Pentagon:
        return QStringLiteral("⬟");
    case MarkerShape::Star:
        return QStringLiteral("★");
    case MarkerShape::Cross:
        return QStringLiteral("✚");
    }
    return QStringLiteral("●");
}

QColor FamilyPalette::excludedColour() {
    return QColor(0xB0, 0xB0, 0xB0);
}

QColor FamilyPalette::clusterColour(int cluster) {
    if (cluster < 0)
        return excludedColour();
    return QColor::fromRgb(kTolMuted[static_cast<size_t>(cluster) % kTolMuted.size()]);
}

} // namespace mlpe
