#include "familypalette.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <array>
#include <cmath>

namespace mlpe {

namespace {

// Okabe–Ito, without yellow (#F0E442 is unreadable as a small marker on white).
constexpr std::array<QRgb, 7> kOkabeIto{
    0x0072B2, // blue
    0xD55E00, // vermillion
    0x009E73, // bluish green
    0xCC79A7, // reddish purple
    0xE69F00, // orange
    0x56B4E9, // sky blue
    0x000000, // black
};

struct KnownFamily {
    const char* name;
    int colour;
    MarkerShape shape;
};

// The families of the five published rounds, most frequent first, so that the families a user
// usually compares (H100, H200, B200, GB200, MI300X, ...) get clearly different colours and
// circles. Less frequent ones reuse a colour with another shape.
constexpr std::array<KnownFamily, 26> kKnownFamilies{{
    {"H100", 0, MarkerShape::Circle},
    {"H200", 1, MarkerShape::Circle},
    {"B200", 2, MarkerShape::Circle},
    {"GB200", 3, MarkerShape::Circle},
    {"A100", 4, MarkerShape::Circle},
    {"MI300X", 5, MarkerShape::Circle},
    {"TPU v5p", 6, MarkerShape::Circle},
    {"MI325X", 5, MarkerShape::Triangle},
    {"Trillium", 6, MarkerShape::Triangle},
    {"TPU v5e", 6, MarkerShape::Rectangle},
    {"Gaudi 2", 4, MarkerShape::Triangle},
    {"L40S", 0, MarkerShape::Triangle},
    {"L40", 0, MarkerShape::Rectangle},
    {"L4", 0, MarkerShape::RotatedRectangle},
    {"RTX A5000", 1, MarkerShape::Triangle},
    {"RTX 4090", 1, MarkerShape::RotatedRectangle},
    {"RTX PRO 6000", 1, MarkerShape::Pentagon},
    {"GB300", 3, MarkerShape::Triangle},
    {"B300", 2, MarkerShape::Triangle},
    {"MI350X", 5, MarkerShape::Rectangle},
    {"MI355X", 5, MarkerShape::RotatedRectangle},
    {"A30", 4, MarkerShape::Rectangle},
    {"A10G", 4, MarkerShape::RotatedRectangle},
    {"Radeon", 1, MarkerShape::Rectangle},
    {"CPU", 6, MarkerShape::Star},
    {"Gaudi 3", 4, MarkerShape::Pentagon},
}};

constexpr std::array<QRgb, 9> kTolMuted{0x332288, 0x88CCEE, 0x44AA99, 0x117733, 0x999933,
                                        0xDDCC77, 0xCC6677, 0x882255, 0xAA4499};

} // namespace

FamilyStyle FamilyPalette::styleFor(const QString& family) {
    for (const auto& known : kKnownFamilies) {
        if (family.compare(QLatin1String(known.name), Qt::CaseInsensitive) == 0)
            return {QColor::fromRgb(kOkabeIto[static_cast<size_t>(known.colour)]), known.shape};
    }
    // Unknown or unmatched names (shown as their raw name): a deterministic choice from the
    // name's hash (qHash with a fixed seed is stable across runs), with shapes the known families
    // rarely use so that they stand out as "other".
    const size_t h = qHash(family, 0x4d4c5045u);
    constexpr std::array<MarkerShape, 3> otherShapes{MarkerShape::Pentagon, MarkerShape::Star,
                                                     MarkerShape::RotatedRectangle};
    return {QColor::fromRgb(kOkabeIto[h % kOkabeIto.size()]),
            otherShapes[(h / kOkabeIto.size()) % otherShapes.size()]};
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
    // Table cells ask for the icon on every repaint: draw each one once (GUI thread only).
    static QHash<QPair<QString, int>, QIcon> cache;
    if (const auto it = cache.constFind({family, size}); it != cache.constEnd())
        return *it;
    const FamilyStyle style = styleFor(family);
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
    }
    painter.end();
    return *cache.insert({family, size}, QIcon(pixmap));
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
