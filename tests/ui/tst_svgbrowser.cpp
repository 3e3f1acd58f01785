// Exported SVG reads the same in a browser as in the app: every font-family names an installed
// font with generic fallbacks (no bare "Sans Serif", which browsers do not know and replace with
// a serif), and Chromium, headless, lays every <text> of every chart kind out within a few per
// cent of the width Qt measured for it. Skipped with a message when chromium is not installed
// (scripts/install-deps.sh installs it).
#include "core/store/embeddeddataset.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/chartkinds.h"
#include "ui/charts/svgfonts.h"
#include "ui/state/explorerstate.h"

#include <QDir>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace mlpe;

namespace {

struct SvgText {
    QString family;  // the first family of the list
    double size = 0; // font-size, in the SVG's user units
    int weight = 400;
    bool italic = false;
    QString text;
    double x = 0, y = 0;
};

QString firstFamily(const QString& list) {
    QString first = list.section(QLatin1Char(','), 0, 0).trimmed();
    first.remove(QLatin1Char('\'')).remove(QLatin1Char('"'));
    return first;
}

// The <text> elements in document order, with the font attributes they inherit.
QList<SvgText> textsOf(const QByteArray& svg) {
    QList<SvgText> texts;
    QXmlStreamReader xml(svg);
    QList<SvgText> stack{SvgText{}};
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            SvgText t = stack.back();
            const QXmlStreamAttributes a = xml.attributes();
            if (a.hasAttribute(QStringLiteral("font-family")))
                t.family = a.value(QStringLiteral("font-family")).toString();
            if (a.hasAttribute(QStringLiteral("font-size")))
                t.size = a.value(QStringLiteral("font-size")).toDouble();
            if (a.hasAttribute(QStringLiteral("font-weight")))
                t.weight = a.value(QStringLiteral("font-weight")).toInt();
            if (a.hasAttribute(QStringLiteral("font-style")))
                t.italic = a.value(QStringLiteral("font-style")) == QLatin1String("italic");
            if (xml.name() == QLatin1String("text")) {
                t.x = a.value(QStringLiteral("x")).toDouble();
                t.y = a.value(QStringLiteral("y")).toDouble();
                t.text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                texts << t;
                continue; // readElementText consumed the end element
            }
            stack << t;
        } else if (xml.isEndElement()) {
            stack.removeLast();
        }
    }
    return texts;
}

// Qt's width of `t` in the font it names, at the size the file gives (font size in user units =
// pixels at 96 dpi; the exporter writes whole pixel sizes, the ones Qt draws with).
double qtWidth(const SvgText& t) {
    QFont font(firstFamily(t.family));
    if (t.size == std::round(t.size))
        font.setPixelSize(int(t.size));
    else
        font.setPointSizeF(t.size * 72.0 / 96.0);
    font.setWeight(QFont::Weight(t.weight));
    font.setItalic(t.italic);
    return QFontMetricsF(font).horizontalAdvance(t.text);
}

// The page: the SVG inline, and a script that writes each <text>'s getBBox().width, in document
// order, into <pre id="out"> (read back with --dump-dom).
QByteArray pageFor(const QByteArray& svg) {
    QByteArray inner = svg;
    inner.remove(0, inner.indexOf("<svg"));
    return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>" + inner +
           "<pre id=\"out\"></pre><script>"
           "const w = Array.from(document.querySelectorAll('svg text')).map(t => "
           "t.getBBox().width);"
           "document.getElementById('out').textContent = 'WIDTHS' + JSON.stringify(w) + "
           "'END';</script></body></html>";
}

} // namespace

class TestSvgBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fontFamiliesHaveFallbacks();
    void browserTextWidthsMatchQt();

private:
    // Chromium's widths of the SVG's texts, or an empty list (and a failure) when it fails.
    QList<double> browserWidths(const QByteArray& svg, const QString& name);
    QList<QPair<QString, QByteArray>> m_svgs; // chart id, SVG
    QString m_chromium;
    QTemporaryDir m_dir;
};

void TestSvgBrowser::initTestCase() {
    ExplorerState state;
    state.setDataset(loadEmbeddedDataset());
    state.setRound(QStringLiteral("4.1"));
    state.setBenchmark(QStringLiteral("llama2_70b_lora"));
    QVERIFY(state.pointsInAnalysis() > 2);
    state.setFitsEnabled(true);
    state.setShowErrorBars(true);
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    for (const QString& id : chartKindIds()) {
        ChartExporter exporter(&state, ChartExportView{id, std::nullopt, AxisLogMode::Auto});
        m_svgs.append({id, exporter.toSvg(options)});
    }
    m_chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
}

void TestSvgBrowser::fontFamiliesHaveFallbacks() {
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    for (const auto& [id, svg] : m_svgs) {
        int count = 0;
        for (auto it = family.globalMatch(QString::fromUtf8(svg)); it.hasNext(); ++count) {
            const QString list = it.next().captured(1);
            QVERIFY2(list.endsWith(QLatin1String(", sans-serif")), qPrintable(id + ": " + list));
            QVERIFY2(list.contains(QLatin1String("'DejaVu Sans'")), qPrintable(id + ": " + list));
            QVERIFY2(firstFamily(list) != QLatin1String("Sans Serif"), qPrintable(id));
        }
        QVERIFY2(count > 0, qPrintable(id + ": no font-family at all"));
        QVERIFY2(!textsOf(svg).isEmpty(), qPrintable(id + ": no text"));
    }
    // An alias resolves to the installed font it stands for; a real name is kept first.
    QCOMPARE(SvgFonts::fallbackList(QStringLiteral("Sans Serif")),
             QStringLiteral("'DejaVu Sans', Helvetica, Arial, sans-serif"));
    QCOMPARE(SvgFonts::fallbackList(QStringLiteral("DejaVu Serif")),
             QStringLiteral("'DejaVu Serif', 'DejaVu Sans', Helvetica, Arial, sans-serif"));
}

QList<double> TestSvgBrowser::browserWidths(const QByteArray& svg, const QString& name) {
    const QString path = m_dir.filePath(name + QStringLiteral(".html"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pageFor(svg)) < 0)
        return {};
    file.close();
    QProcess chromium;
    chromium.start(m_chromium, {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                                QStringLiteral("--disable-gpu"), QStringLiteral("--dump-dom"),
                                QStringLiteral("--user-data-dir=") + m_dir.filePath("profile"),
                                QStringLiteral("file://") + path});
    if (!chromium.waitForFinished(120000)) {
        chromium.kill();
        chromium.waitForFinished();
        return {};
    }
    const QByteArray out = chromium.readAllStandardOutput();
    const qsizetype begin = out.indexOf("WIDTHS");
    const qsizetype end = out.indexOf("END", begin);
    if (begin < 0 || end < 0)
        return {};
    QList<double> widths;
    for (const QJsonValue v : QJsonDocument::fromJson(out.mid(begin + 6, end - begin - 6)).array())
        widths << v.toDouble();
    return widths;
}

void TestSvgBrowser::browserTextWidthsMatchQt() {
    if (m_chromium.isEmpty())
        QSKIP("chromium is not installed (scripts/install-deps.sh installs it): the exported "
              "SVG was not checked in a browser");
    QVERIFY(m_dir.isValid());
    int checked = 0;
    int joints = 0;        // runs continued on the same line
    double worstShare = 0; // largest |browser - Qt| / Qt over the lines of 20 characters or more
    for (const auto& [id, svg] : m_svgs) {
        const QList<SvgText> texts = textsOf(svg);
        const QList<double> widths = browserWidths(svg, id);
        QVERIFY2(widths.size() == texts.size(),
                 qPrintable(QStringLiteral("%1: %2 widths from chromium for %3 texts")
                                .arg(id)
                                .arg(widths.size())
                                .arg(texts.size())));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            if (texts[i].text.trimmed().isEmpty())
                continue;
            const double qt = qtWidth(texts[i]);
            // 3 % and half a character: the two engines round advances differently.
            const double tolerance = 0.03 * qt + 0.5 * texts[i].size;
            QVERIFY2(std::abs(widths[i] - qt) <= tolerance,
                     qPrintable(QStringLiteral("%1: \"%2\" (%3, %4): browser %5, Qt %6")
                                    .arg(id, texts[i].text, texts[i].family)
                                    .arg(texts[i].size)
                                    .arg(widths[i])
                                    .arg(qt)));
            if (texts[i].text.size() >= 20)
                worstShare = std::max(worstShare, std::abs(widths[i] - qt) / qt);
            ++checked;
            // Where Qt continues a line with the next run (a change of script: ≥, τ, λ, ≈), it
            // placed that run at its own width of this one: the browser's width must agree, or
            // the line shows a gap (or an overlap) there.
            if (i + 1 < texts.size() && texts[i + 1].y == texts[i].y) {
                const double advance = texts[i + 1].x - texts[i].x;
                if (std::abs(advance - qt) < 0.5 * texts[i].size) {
                    QVERIFY2(std::abs(widths[i] - advance) <= 0.01 * advance + 0.25 * texts[i].size,
                             qPrintable(QStringLiteral("%1: gap after \"%2\": next run at +%3, "
                                                       "browser width %4")
                                            .arg(id, texts[i].text)
                                            .arg(advance)
                                            .arg(widths[i])));
                    ++joints;
                }
            }
        }
    }
    qInfo("%d texts of %d SVG files measured in chromium; longer lines within %.2f %% of Qt",
          checked, int(m_svgs.size()), 100 * worstShare);
    QVERIFY(checked > 50);
    qInfo("%d runs continued by another on the same line", joints);
    QVERIFY(joints > 0);

    // The check can fail: the same figure named in another font (here DejaVu Sans Condensed,
    // as a browser substitutes a font it does not know) has lines off by more than the
    // tolerance against Qt's widths in the font the figure was laid out in.
    QByteArray bare = m_svgs.front().second;
    bare.replace("font-family=\"'DejaVu Sans', Helvetica, Arial, sans-serif\"",
                 "font-family=\"'DejaVu Sans Condensed', sans-serif\"");
    const QList<SvgText> texts = textsOf(bare);
    const QList<double> widths = browserWidths(bare, QStringLiteral("substituted"));
    QCOMPARE(widths.size(), texts.size());
    double worst = 0;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        SvgText laidOut = texts[i];
        laidOut.family = QStringLiteral("DejaVu Sans"); // what Qt measured with
        const double qt = qtWidth(laidOut);
        if (qt > 0)
            worst = std::max(worst, std::abs(widths[i] - qt) / (0.03 * qt + 0.5 * texts[i].size));
    }
    qInfo("substituted font: worst deviation %.2f tolerances", worst);
    QVERIFY(worst > 1.0);
}

QTEST_MAIN(TestSvgBrowser)
#include "tst_svgbrowser.moc"
