// bench compare: the Compare view's update path, measured, never asserted.
//   bench compare [--round 4.1] [--benchmark llama2_70b_lora] [--repeat N]
// 1. compareScenarios() alone: two scenarios (paper rule vs per family) recomputed together on
//    the view's points (target: under 2 ms on v4.1 Llama 2, 29 points).
// 2. A live change in the Compare view (offscreen, 1280x800, the comparison tab shown): a
//    scenario edit through ExplorerState::setScenarios(), timed until the table and both
//    charts (A/B chart and sensitivity chart) are rebuilt and repainted (target: under 16 ms).
// With --screenshots DIR it instead saves PNGs of every Compare tab on the embedded data (v4.1
// Llama 2: paper vs per family; v4.1 BERT: the H100 hardware test), for looking at them.
#include "core/analysis/comparison.h"
#include "core/store/embeddeddataset.h"
#include "ui/charts/acrossroundsview.h"
#include "ui/charts/comparisonchartview.h"
#include "ui/charts/sensitivitychartview.h"
#include "ui/compare/compareview.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <algorithm>
#include <cstdio>
#include <ctime>
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

} // namespace

int runCompareBench(int argc, char** argv) {
    QString round = QStringLiteral("4.1");
    QString benchmark = QStringLiteral("llama2_70b_lora");
    int repeat = 200;
    QString shots;
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--round"))
            round = value;
        else if (key == QLatin1String("--benchmark"))
            benchmark = value;
        else if (key == QLatin1String("--repeat"))
            repeat = std::max(1, value.toInt());
        else if (key == QLatin1String("--screenshots"))
            shots = value;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    mlpe::ExplorerState state;
    state.setDataset(mlpe::loadEmbeddedDataset());
    state.setRound(round);
    state.setBenchmark(benchmark);
    using namespace mlpe::analysis;
    ComparisonScenario paper, family;
    family.reference.strategy = ReferenceStrategy::PerFamily;
    std::printf("bench compare: v%s %s, %d points in the analysis, %d repeats\n", qPrintable(round),
                qPrintable(benchmark), state.pointsInAnalysis(), repeat);

    std::vector<double> core;
    const auto params = state.analysisInputParams();
    std::size_t rows = 0;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        const ComparisonResult r = compareScenarios(state.analysisPoints(), params, paper, family);
        core.push_back(t.nsecsElapsed() / 1e6);
        rows += r.rows.size();
    }
    const Stats c = stats(core);
    std::printf("  compareScenarios (paper vs family, %zu rows): median %.3f ms, max %.3f ms\n",
                rows / std::size_t(repeat), c.median, c.max);

    mlpe::CompareView view(&state);
    view.resize(1400, 900);
    view.show();
    QApplication::processEvents();
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        const auto grab = [&](const QString& name) {
            QApplication::processEvents();
            view.grab().save(shots + QLatin1Char('/') + name + QStringLiteral(".png"));
            std::printf("  saved %s/%s.png\n", qPrintable(shots), qPrintable(name));
        };
        state.setScenarios(paper, family);
        for (int tab = 0; tab < 3; ++tab) {
            view.tabs()->setCurrentIndex(tab);
            grab(QStringLiteral("llama-%1").arg(tab));
        }
        state.setBenchmark(QStringLiteral("bert"));
        view.hardwareFamilyCombo()->setCurrentIndex(
            view.hardwareFamilyCombo()->findData(QStringLiteral("H100")));
        view.hardwareTestButton()->click();
        for (int tab = 0; tab < 3; ++tab) {
            view.tabs()->setCurrentIndex(tab);
            grab(QStringLiteral("bert-h100-%1").arg(tab));
        }
        for (const char* b : {"retinanet", "rgat"}) {
            state.setBenchmark(QString::fromLatin1(b));
            view.tabs()->setCurrentIndex(3);
            grab(QStringLiteral("%1-rounds").arg(QString::fromLatin1(b)));
        }
        for (const char* b : {"retinanet", "stable_diffusion", "llama2_70b_lora"}) {
            state.setBenchmark(QString::fromLatin1(b));
            view.hardwareTestButton()->click();
            view.tabs()->setCurrentIndex(0);
            grab(QStringLiteral("%1-h100-0").arg(QString::fromLatin1(b)));
        }
        // The Compare page in the window, as a user first sees it.
        mlpe::MainWindow window(mlpe::ImportController::roundImportFunction(),
                                std::make_unique<mlpe::AppSettings>(QStringLiteral("/dev/null")));
        window.resize(1600, 1000);
        window.setDataset(mlpe::loadEmbeddedDataset());
        window.show();
        window.state()->setRound(round);
        window.state()->setBenchmark(benchmark);
        window.showCompare(true);
        QApplication::processEvents();
        window.grab().save(shots + QStringLiteral("/mainwindow-compare.png"));
        return 0;
    }
    // Process CPU time too: robust when other jobs share the machine (wall time is not).
    std::vector<double> live, liveCpu, sensitivityLive, update, chartPaint;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        const std::clock_t cpuStart = std::clock();
        if (i % 2 == 0)
            state.setScenarios(paper, family);
        else
            state.setScenarios(family, paper);
        update.push_back(t.nsecsElapsed() / 1e6);
        view.chartView()->viewport()->repaint();
        chartPaint.push_back(t.nsecsElapsed() / 1e6 - update.back());
        view.table()->viewport()->repaint();
        live.push_back(t.nsecsElapsed() / 1e6);
        liveCpu.push_back(1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    }
    std::vector<double> paintOnly;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        view.chartView()->viewport()->repaint();
        paintOnly.push_back(t.nsecsElapsed() / 1e6);
    }
    std::printf("  A/B chart repaint with nothing changed: median %.2f ms\n",
                stats(paintOnly).median);
    std::printf("  of which: update (recompute, chart rebuild, table reset, labels) median %.2f "
                "ms; A/B chart repaint median %.2f ms\n",
                stats(update).median, stats(chartPaint).median);
    view.tabs()->setCurrentIndex(1);
    QApplication::processEvents();
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        state.setScenarios(i % 2 ? paper : family, i % 2 ? family : paper);
        view.sensitivityView()->viewport()->repaint();
        sensitivityLive.push_back(t.nsecsElapsed() / 1e6);
    }
    const Stats l = stats(live), s = stats(sensitivityLive);
    std::printf("  live scenario change, recompute + A/B chart + table repaint: median %.2f ms, "
                "max %.2f ms (CPU median %.2f ms)\n",
                l.median, l.max, stats(liveCpu).median);
    std::printf("  live scenario change, recompute + sensitivity chart repaint: median %.2f ms, "
                "max %.2f ms\n",
                s.median, s.max);
    // The Across rounds tab over every round of the embedded data, on BERT (the benchmark with
    // most results): a rebuild is the family's rounds, the chart and the decomposition of the
    // change between two rounds with 999 resamples.
    state.setBenchmark(QStringLiteral("bert"));
    view.tabs()->setCurrentIndex(3);
    QApplication::processEvents();
    std::vector<double> across;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        view.roundsView()->rebuild();
        view.roundsView()->chartView()->viewport()->repaint();
        across.push_back(t.nsecsElapsed() / 1e6);
    }
    const Stats a = stats(across);
    std::printf("  Across rounds rebuild + repaint (bert, %zu result sets in the data): median "
                "%.2f ms, max %.2f ms\n",
                state.dataset().resultSets.size(), a.median, a.max);
    return 0;
}
