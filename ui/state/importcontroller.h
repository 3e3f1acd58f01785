#pragma once

#include "core/model/dataset.h"

#include <QObject>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

template <typename T> class QFutureWatcher;

namespace mlpe {

// Runs an import off the GUI thread (the thread pool + QFutureWatcher) and reports back with
// signals carrying values. The latest request wins: starting a new import cancels the running
// one, whose result is then dropped. Progress from worker threads is forwarded to the GUI thread.
class ImportController : public QObject {
    Q_OBJECT
public:
    // The import itself: roots in, dataset out. `progress(done, total)` may be called from any
    // thread; `cancel` is polled by the importer, which then returns what it has.
    using ProgressFunction = std::function<void(int done, int total)>;
    using ImportFunction = std::function<Dataset(const QStringList& roots, const ProgressFunction&,
                                                 const std::atomic<bool>* cancel)>;

    // The application's import: RoundImporter::importRounds on 2 threads.
    static ImportFunction roundImportFunction();

    explicit ImportController(ImportFunction importFunction, QObject* parent = nullptr);
    ~ImportController() override; // cancels and waits for a running import

    void start(const QStringList& roots);
    void cancel();
    bool isRunning() const;
    const QStringList& roots() const { return m_roots; }
    // The import this controller runs (a session loading its folders uses the same one).
    const ImportFunction& importFunction() const { return m_importFunction; }

signals:
    void started(const QStringList& roots);
    void progress(int done, int total);
    void importAvailable(const mlpe::Dataset& dataset);
    void importCancelled();

private:
    struct Job;
    void onJobFinished(const std::shared_ptr<Job>& job);

    ImportFunction m_importFunction;
    std::shared_ptr<Job> m_current;
    QStringList m_roots;
    quint64 m_nextJobId = 1;
};

} // namespace mlpe
