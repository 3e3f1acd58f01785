#pragma once

#include <QStringList>

// The sub-commands that render charts. They need Qt Widgets and Qt Charts, so they
// live in mlperf-explorer-gui with the window; gui/main.cpp runs them on a QApplication on the
// offscreen platform, which needs no display.
namespace mlpe::cli {

int runExport(const QStringList& args); // one chart (PNG/SVG/PDF) or the table (CSV/JSON)
int runReport(const QStringList& args); // every figure and table of a round, with index.html

} // namespace mlpe::cli
