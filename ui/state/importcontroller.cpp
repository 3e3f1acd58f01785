#include "importcontroller.h"

#include "backgroundtask.h"
#include "core/import/roundimporter.h"

#include <QFutureWatcher>
#include <QPointer>

namespace mlpe {

struct ImportController::Job {
    quint64 id = 0;
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    QFutureWatcher<Dataset>* watcher = nullptr;
};

ImportController::ImportFunction ImportController::roundImportFunction() {
    return [](const QStringList& roots, const ProgressFunction& progress,
              const std::atomic<bool>* cancel) {
        ImportOptions options;
        options.progress = progress;
        options.cancel = cancel;
        return RoundImporter::importRounds(roots, options).dataset;
    };
}

ImportController::ImportController(ImportFunction importFunction, QObject* parent)
    : QObject(parent)
    , m_importFunction(std::move(importFunction)) {}

ImportController::~ImportController() {
    if (m_current) {
        m_current->cancel->store(true);
        m_current->watcher->disconnect(this);
        m_current->watcher->waitForFinished();
    }
}

bool ImportController::isRunning() const {
    return m_current != nullptr;
}

void ImportController::start(const QStringList& roots) {
    if (m_current) {
        // Latest request wins: the old job keeps running until it notices the flag, and its
        // result is ignored (its watcher deletes itself when it is done).
        m_current->cancel->store(true);
        m_current->watcher->disconnect(this);
        connect(m_current->watcher, &QFutureWatcherBase::finished, m_current->watcher,
                &QObject::deleteLater);
        m_current.reset();
    }
    auto job = std::make_shared<Job>();
    job->id = m_nextJobId++;
    job->watcher = new QFutureWatcher<Dataset>(this);
    m_current = job;
    m_roots = roots;

    QPointer<ImportController> self(this);
    const quint64 id = job->id;
    ProgressFunction progressForward = [self, id](int done, int total) {
        // Called on a worker thread: hop to the controller's thread, drop stale jobs' progress.
        QMetaObject::invokeMethod(
            self.data(),
            [self, id, done, total] {
                if (self && self->m_current && self->m_current->id == id)
                    emit self->progress(done, total);
            },
            Qt::QueuedConnection);
    };
    connect(job->watcher, &QFutureWatcherBase::finished, this, [this, job] { onJobFinished(job); });
    std::shared_ptr<std::atomic<bool>> cancelFlag = job->cancel;
    ImportFunction fn = m_importFunction;
    job->watcher->setFuture(runInBackground([fn, roots, progressForward, cancelFlag] {
        return fn(roots, progressForward, cancelFlag.get());
    }));
    emit started(roots);
}

void ImportController::cancel() {
    if (m_current)
        m_current->cancel->store(true);
}

void ImportController::onJobFinished(const std::shared_ptr<Job>& job) {
    if (job != m_current)
        return;
    m_current.reset();
    job->watcher->deleteLater();
    if (job->cancel->load()) {
        emit importCancelled();
        return;
    }
    emit importAvailable(job->watcher->result());
}

} // namespace mlpe
