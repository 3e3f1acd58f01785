#pragma once

#include <QByteArray>
#include <QString>

namespace mlpe::SvgFonts {

// The font list written for `family` in exported SVG: the font Qt drew with (an alias such as
// Qt's "Sans Serif", which no browser knows, resolved to the installed font it stands for), then
// DejaVu Sans (the app's font, installed with it), then fonts every platform has and the generic
// family, e.g. "'DejaVu Sans', Helvetica, Arial, sans-serif". A viewer thus draws the text in the
// font it was measured in, or in a sans-serif of similar width, never in a serif fallback.
QString fallbackList(const QString& family);

// `svg` (QSvgGenerator's output) with every font-family attribute and style property replaced
// by fallbackList() of its family. Everything else is kept byte for byte.
QByteArray withFontFallbacks(const QByteArray& svg);

} // namespace mlpe::SvgFonts
