// bench session: what sessions and undo cost on the embedded data, measured, never asserted.
//   bench session [--repeat N]
// A MainWindow (1280x800, offscreen unless a platform is set) on v4.1 Llama 2 70B LoRA. Medians
// of: the window's view state compared with the saved one (the unsaved mark, after every change),
// its JSON (write) and parse (read), a whole session open (check + apply + charts + table), and
// one undo + redo pair of a tau change.
#include "core/session/sessioncodec.h"
#include "core/store/embeddeddataset.h"
#include "ui/mainwindow.h"
#include "ui/session/sessioncontroller.h"
#include "ui/session/undohistory.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

double medianMicroseconds(int repeat, const std::function<void()>& work) {
    std::vector<double> us;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        us.push_back(double(t.nsecsElapsed()) / 1000.0);
    }
    std::sort(us.begin(), us.end());
    return us[us.size() / 2];
}

} // namespace

int runSessionBench(int argc, char** argv) {
    int repeat = 50;
    for (int i = 1; i + 1 < argc; i += 2)
        if (QString::fromLocal8Bit(argv[i]) == QLatin1String("--repeat"))
            repeat = std::max(1, QString::fromLocal8Bit(argv[i + 1]).toInt());
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    mlpe::Dataset data = mlpe::loadEmbeddedDataset();
    if (data.resultSets.empty()) {
        std::fprintf(stderr, "bench session: this build has no embedded dataset\n");
        return 1;
    }
    QTemporaryDir dir;
    mlpe::MainWindow window(mlpe::ImportController::roundImportFunction(),
                            std::make_unique<mlpe::AppSettings>(dir.filePath("settings.ini")));
    window.resize(1280, 800);
    window.setDataset(std::move(data));
    window.show();
    mlpe::ExplorerState* state = window.state();
    state->setRound(QStringLiteral("4.1"));
    state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    app.processEvents();
    mlpe::SessionController* session = window.sessionController();
    const QString path = dir.filePath(QStringLiteral("bench.mlpes"));
    session->saveTo(path);

    const mlpe::ViewState view = session->currentViewState();
    const QByteArray json = mlpe::SessionCodec::toJson(view);
    volatile bool sink = false;
    // What every change costs the unsaved mark: the window's view state compared with the saved
    // one (both through the codec's JSON object).
    const double snapshot = medianMicroseconds(repeat, [&] {
        sink = sink ^ mlpe::SessionCodec::sameView(session->currentViewState(), view);
    });
    const double write =
        medianMicroseconds(repeat, [&] { (void)mlpe::SessionCodec::toJson(view); });
    const double read = medianMicroseconds(
        repeat, [&] { (void)mlpe::SessionCodec::fromJson(json, QStringLiteral("bench")); });
    const double open = medianMicroseconds(repeat, [&] { session->openFile(path); });
    state->setTau(0.8);
    const double undoRedo = medianMicroseconds(repeat, [&] {
        window.undoHistory()->stack()->undo();
        window.undoHistory()->stack()->redo();
    });
    std::printf(
        "bench session: v4.1 Llama 2 70B LoRA, %d points, %lld-byte session, median of %d\n",
        state->pointsInAnalysis(), static_cast<long long>(json.size()), repeat);
    std::printf("  view state + compare with saved (per change, unsaved mark): %8.1f us\n",
                snapshot);
    std::printf("  write JSON:                                                 %8.1f us\n", write);
    std::printf("  read + validate JSON:                                       %8.1f us\n", read);
    std::printf("  open session (read, check, apply, charts, table):           %8.1f us\n", open);
    std::printf("  undo + redo of a tau change (two recomputes):               %8.1f us\n",
                undoRedo);
    return 0;
}
