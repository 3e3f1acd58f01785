#include "qtmarkershape.h"

namespace mlpe {

QScatterSeries::MarkerShape qtMarkerShape(MarkerShape shape) {
    switch (shape) {
    case MarkerShape::Circle:
        return QScatterSeries::MarkerShapeCircle;
    case MarkerShape::Rectangle:
        return QScatterSeries::MarkerShapeRectangle;
    case MarkerShape::Triangle:
        return QScatterSeries::MarkerShapeTriangle;
    case MarkerShape::RotatedRectangle:
        return QScatterSeries::MarkerShapeRotatedRectangle;
    case MarkerShape::Pentagon:
        return QScatterSeries::MarkerShapePentagon;
    case MarkerShape::Star:
        return QScatterSeries::MarkerShapeStar;
    case MarkerShape::Cross:
        return QScatterSeries::MarkerShapeRectangle; // drawn as a light marker
    }
    return QScatterSeries::MarkerShapeCircle;
}

} // namespace mlpe
