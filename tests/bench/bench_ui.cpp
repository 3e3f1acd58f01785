// bench ui: the explorer's update path on real data, measured, never asserted.
//   bench ui [--data DIR] [--round 4.1] [--benchmark llama2_70b_lora] [--repeat N]
//            [--screenshot PATH] [--only TEXT]   (only the changes whose name contains TEXT)
//            [--paints yes]   (and which widgets the last repaint of each change painted)
// A MainWindow (1280x800, offscreen unless a platform is set) on the embedded dataset (or DIR,
// imported), then N times each change a user makes: a filter toggle, a reference strategy, a
// reference pick, the N range, the hardware grouping, lambda, tau, k, an exclusion, a round
// switch (when another round publishes the benchmark), colour-by.
// Timed with QElapsedTimer from the state setter until the table and the visible chart are updated
// (from backgroundThreshold() sets in scope on, when the background result is taken), and again
// including the repaint (processEvents); also the window's thread taken by the setter and by taking
// the result (ExplorerState::lastApplyMicroseconds()).
#include "core/import/roundimporter.h"
#include "core/model/benchmarkcatalog.h"
#include "core/store/embeddeddataset.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPaintEvent>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <map>
#include <vector>

namespace {

struct Stats {
    double median = 0;
    double max = 0;
};

Stats stats(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.back()};
}

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// Counts the paint events of every widget and the area they repaint (overlapping parents and
// children each count: each paints its part).
class PaintCounter : public QObject {
public:
    int events = 0;
    double area = 0;
    // --paints: which widgets painted, by class (and object name), in the last repaint counted.
    bool byWidget = false;
    std::map<QString, std::pair<int, double>> widgets;

    void reset() {
        events = 0;
        area = 0;
        widgets.clear();
    }

protected:
    bool eventFilter(QObject* object, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            ++events;
            double painted = 0;
            for (const QRect& r : static_cast<QPaintEvent*>(event)->region())
                painted += double(r.width()) * r.height();
            area += painted;
            if (byWidget) {
                QString name = QString::fromLatin1(object->metaObject()->className());
                if (!object->objectName().isEmpty())
                    name += QLatin1Char('#') + object->objectName();
                const QRect box = static_cast<QPaintEvent*>(event)->region().boundingRect();
                name += QStringLiteral(" %1x%2").arg(box.width()).arg(box.height());
                if (auto* widget = qobject_cast<QWidget*>(object); widget && widget->parentWidget())
                    name += QStringLiteral(" in %1").arg(
                        QString::fromLatin1(widget->parentWidget()->metaObject()->className()));
                auto& [count, pixels] = widgets[name];
                ++count;
                pixels += painted;
            }
        }
        return false;
    }
};

} // namespace

int runUiBench(int argc, char** argv) {
    QString dataDir;
    QString round = QStringLiteral("4.1");
    QString benchmark = QStringLiteral("llama2_70b_lora");
    int repeat = 50;
    QString screenshot;          // --screenshot PATH: the window after the changes, to look at
    QString only;                // --only TEXT: the changes whose name contains it (to profile one)
    bool paintsByWidget = false; // --paints yes: the widgets each change's last repaint painted
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--data"))
            dataDir = value;
        else if (key == QLatin1String("--round"))
            round = value;
        else if (key == QLatin1String("--benchmark"))
            benchmark = value;
        else if (key == QLatin1String("--repeat"))
            repeat = std::max(1, value.toInt());
        else if (key == QLatin1String("--screenshot"))
            screenshot = value;
        else if (key == QLatin1String("--only"))
            only = value;
        else if (key == QLatin1String("--paints"))
            paintsByWidget = value == QLatin1String("yes");
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    mlpe::Dataset data;
    if (!dataDir.isEmpty())
        data = mlpe::RoundImporter::importRounds({dataDir}).dataset;
    else
        data = mlpe::loadEmbeddedDataset();
    if (data.resultSets.empty()) {
        std::fprintf(stderr, "bench ui: no data (no embedded dataset; pass --data DIR)\n");
        return 1;
    }
    // A round switch needs a second round that publishes the benchmark: the newest other one
    // (the real data's; with --data, a second synthetic round: bench generate --round 4.0).
    QString otherRound;
    for (const mlpe::ResultSet& set : data.resultSets) {
        if (set.round != round && set.round > otherRound &&
            mlpe::canonicalBenchmarkId(set.round, set.benchmark) == benchmark)
            otherRound = set.round;
    }
    QElapsedTimer startup;
    startup.start();
    mlpe::MainWindow window(mlpe::ImportController::roundImportFunction(),
                            std::make_unique<mlpe::AppSettings>(QStringLiteral("/dev/null")));
    window.resize(1280, 800);
    window.setDataset(std::move(data));
    window.show();
    QApplication::processEvents();
    const double startupMs = startup.nsecsElapsed() / 1e6;
    // No ratio here: a floor built in this process after the window would skip Qt's warm-up
    // (fonts, styles, plugins) that the window paid, and gave ratios far above the real one. The
    // start-up against its floor is timed as whole processes (bench-startup-floor and
    // MLPE_EXIT_AFTER_FIRST_PAINT, docs/performance.md, "Start-up").
    PaintCounter paints;
    paints.byWidget = paintsByWidget;
    app.installEventFilter(&paints);
    std::printf("bench ui: MainWindow built, data set, shown and painted in %.1f ms (in process, "
                "import excluded; the start-up against its floor is timed as whole processes: "
                "docs/performance.md, \"Start-up\")\n",
                startupMs);
    mlpe::ExplorerState* state = window.state();
    state->setRound(round);
    state->setBenchmark(benchmark);
    QApplication::processEvents();
    while (state->analysisPending())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QApplication::processEvents();
    std::printf("bench ui: v%s %s, %d result sets in scope, %d in the analysis, %d repeats "
                "(rows and analysis in the background from %d sets in scope)\n",
                qPrintable(round), qPrintable(benchmark), int(state->rows().size()),
                state->pointsInAnalysis(), repeat, state->backgroundThreshold());
    const QString family = state->familiesInScope().value(0);
    const QString someKey = state->rows().empty() ? QString() : state->rows().back().pointKey;
    const std::vector<std::pair<const char*, std::function<void(int)>>> changes{
        {"filter: toggle a family", [&](int i) { state->setFamilyHidden(family, i % 2 == 0); }},
        {"reference: paper <-> per family",
         [&](int i) {
             state->setReferenceStrategy(i % 2 ? mlpe::analysis::ReferenceStrategy::PaperRule
                                               : mlpe::analysis::ReferenceStrategy::PerFamily);
         }},
        {"reference: pick a system <-> paper",
         [&](int i) {
             if (i % 2 == 0)
                 state->setUserReference(someKey); // a click on its point
             else
                 state->setReferenceStrategy(mlpe::analysis::ReferenceStrategy::PaperRule);
         }},
        {"N range: from 16 <-> any",
         [&](int i) {
             mlpe::FilterSettings f = state->filter();
             f.minAccelerators = i % 2 == 0 ? 16 : 0;
             state->setFilter(f);
         }},
        {"grouping: variant <-> family",
         [&](int i) {
             state->setHardwareGrouping(i % 2 == 0 ? mlpe::analysis::HardwareGrouping::Variant
                                                   : mlpe::analysis::HardwareGrouping::Family);
         }},
        {"lambda: 16 <-> 64", [&](int i) { state->setLambda(i % 2 ? 64.0 : 16.0); }},
        {"tau: 0.8 <-> 1.0", [&](int i) { state->setTau(i % 2 ? 1.0 : 0.8); }},
        {"k: auto <-> 3", [&](int i) { state->setClusterCount(i % 2 ? 0 : 3); }},
        {"exclude / restore a system", [&](int i) { state->setExcluded(someKey, i % 2 == 0); }},
        {"round: the other one <-> this one",
         [&](int i) { state->setRound(i % 2 == 0 && !otherRound.isEmpty() ? otherRound : round); }},
        {"colour by: submitter <-> family",
         [&](int i) {
             state->setColourBy(i % 2 == 0 ? mlpe::ColourBy::Submitter : mlpe::ColourBy::Family);
         }},
    };
    for (const auto& [name, change] : changes) {
        if (!QString::fromLatin1(name).contains(only))
            continue;
        if (QString::fromLatin1(name).startsWith(QLatin1String("round:")) && otherRound.isEmpty()) {
            std::printf("  %-34s skipped: no other round publishes %s\n", name,
                        qPrintable(benchmark));
            continue;
        }
        std::vector<double> blocked;
        std::vector<double> sync;
        std::vector<double> painted;
        std::vector<double> core;
        std::vector<double> applied;
        std::vector<double> repaintCpu;
        std::vector<double> paintEvents;
        std::vector<double> paintedArea;
        for (int i = 0; i < repeat * 2; ++i) {
            QElapsedTimer timer;
            timer.start();
            change(i);
            blocked.push_back(timer.nsecsElapsed() / 1e6); // the window's thread, taken
            // From backgroundThreshold() sets in scope on, rows and analysis end on the thread
            // pool.
            while (state->analysisPending())
                QApplication::processEvents(QEventLoop::WaitForMoreEvents);
            sync.push_back(timer.nsecsElapsed() / 1e6);
            paints.reset();
            const double cpu = threadCpuMs();
            QApplication::processEvents(); // layout + repaint of table and chart
            painted.push_back(timer.nsecsElapsed() / 1e6);
            repaintCpu.push_back(threadCpuMs() - cpu);
            paintEvents.push_back(paints.events);
            paintedArea.push_back(paints.area / 1000.0);
            core.push_back(state->lastRecomputeMicroseconds() / 1e3);
            applied.push_back(state->lastApplyMicroseconds() / 1e3);
        }
        const Stats b = stats(blocked);
        const Stats s = stats(sync);
        const Stats p = stats(painted);
        const Stats c = stats(core);
        const Stats a = stats(applied);
        std::printf("  %-34s analysis %7.2f ms | setter %6.2f ms (max %6.2f) | "
                    "result taken %6.2f ms (max %6.2f) | "
                    "state->table+chart %7.2f ms (max %7.2f) | +repaint %7.2f ms (max %7.2f)\n",
                    name, c.median, b.median, b.max, a.median, a.max, s.median, s.max, p.median,
                    p.max);
        const Stats rc = stats(repaintCpu);
        const Stats pe = stats(paintEvents);
        const Stats pa = stats(paintedArea);
        std::printf(
            "  %-34s the repaint: CPU %6.2f ms (max %6.2f) | %3.0f paint events (max %3.0f) "
            "| %5.0f kpx painted (max %5.0f)\n",
            "", rc.median, rc.max, pe.median, pe.max, pa.median, pa.max);
        if (paintsByWidget) {
            std::vector<std::pair<double, QString>> widest;
            for (const auto& [widget, counted] : paints.widgets)
                widest.emplace_back(counted.second,
                                    QStringLiteral("%1 (%2)").arg(widget).arg(counted.first));
            std::sort(widest.rbegin(), widest.rend());
            for (const auto& [pixels, widget] : widest)
                std::printf("  %-34s   %7.0f kpx  %s\n", "", pixels / 1000.0, qPrintable(widget));
        }
    }
    if (!screenshot.isEmpty() && !window.grab().save(screenshot)) {
        std::fprintf(stderr, "bench ui: cannot write %s\n", qPrintable(screenshot));
        return 1;
    }
    return 0;
}
