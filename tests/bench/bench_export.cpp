// bench export: one chart to SVG and to PNG through ChartExporter (target < 0.3 s each), and the
// whole `mlperf-explorer report` of a round (target < 10 s), measured, never asserted.
//   bench export [--round 4.1] [--benchmark bert] [--repeat N] [--data DIR]
// The report runs the real executable (build/release/app/mlperf-explorer) into a fresh folder.
#include "core/import/roundimporter.h"
#include "core/store/embeddeddataset.h"
#include "ui/charts/chartexporter.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int runExportBench(int argc, char** argv) {
    QString round = QStringLiteral("4.1");
    QString benchmark = QStringLiteral("bert");
    QString dataDir;
    int repeat = 10;
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--round"))
            round = value;
        else if (key == QLatin1String("--benchmark"))
            benchmark = value;
        else if (key == QLatin1String("--data"))
            dataDir = value;
        else if (key == QLatin1String("--repeat"))
            repeat = std::max(1, value.toInt());
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    mlpe::Dataset data = dataDir.isEmpty() ? mlpe::loadEmbeddedDataset()
                                           : mlpe::RoundImporter::importRounds({dataDir}).dataset;
    mlpe::ExplorerState state;
    state.setDataset(std::move(data));
    state.setRound(round);
    state.setBenchmark(benchmark);
    std::printf("bench export: v%s %s, %d points in the analysis\n", qPrintable(round),
                qPrintable(benchmark), state.pointsInAnalysis());
    for (const QString& chart : {QStringLiteral("efficiency"), QStringLiteral("pareto")}) {
        for (const auto format :
             {mlpe::ChartExportOptions::Format::Svg, mlpe::ChartExportOptions::Format::Png}) {
            std::vector<double> ms;
            for (int i = 0; i < repeat; ++i) {
                QElapsedTimer timer;
                timer.start();
                // A fresh exporter each time: chart creation and layout are part of the cost.
                mlpe::ChartExporter exporter(&state,
                                             {chart, std::nullopt, mlpe::AxisLogMode::Auto});
                mlpe::ChartExportOptions options;
                options.format = format;
                const QByteArray bytes = exporter.toBytes(options);
                ms.push_back(double(timer.nsecsElapsed()) / 1e6);
                if (bytes.isEmpty())
                    return 1;
            }
            std::printf("  %-10s %s 1600x1000 @ 200 dpi: median %.1f ms, max %.1f ms\n",
                        qPrintable(chart),
                        format == mlpe::ChartExportOptions::Format::Svg ? "SVG" : "PNG", median(ms),
                        *std::max_element(ms.begin(), ms.end()));
        }
    }
    const QString exe = QDir(QCoreApplication::applicationDirPath())
                            .filePath(QStringLiteral("../../app/mlperf-explorer"));
    QTemporaryDir out;
    QStringList args{QStringLiteral("report"), QStringLiteral("--round"), round,
                     QStringLiteral("--output"), out.filePath(QStringLiteral("report"))};
    if (!dataDir.isEmpty())
        args << QStringLiteral("--data") << dataDir;
    QElapsedTimer timer;
    timer.start();
    QProcess process;
    process.start(exe, args);
    process.waitForFinished(120000);
    std::printf("  report v%s (4 workloads, %s): %.2f s, exit %d\n", qPrintable(round),
                dataDir.isEmpty() ? "embedded data" : "imported folder",
                double(timer.nsecsElapsed()) / 1e9, process.exitCode());
    return 0;
}
