#pragma once

#include <QFuture>
#include <QPromise>
#include <QThreadPool>
#include <memory>
#include <type_traits>

namespace mlpe {

// Runs `work` on the global thread pool and returns its future, for a QFutureWatcher on the GUI
// thread (house style: long work off the GUI thread, reporting back with values). QtCore only,
// so that the state tier needs no Qt Concurrent: the promise is shared because the pool takes a
// copyable function.
template <typename Work> QFuture<std::invoke_result_t<Work>> runInBackground(Work work) {
    using Result = std::invoke_result_t<Work>;
    auto promise = std::make_shared<QPromise<Result>>();
    QFuture<Result> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, work = std::move(work)]() mutable {
        promise->addResult(work());
        promise->finish();
    });
    return future;
}

} // namespace mlpe
