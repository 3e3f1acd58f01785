#pragma once

#include "core/model/dataset.h"
#include "core/session/viewstate.h"

#include <functional>

class QObject;
class QWidget;

namespace mlpe {

class ExplorerState;
class ImportController;

// What SessionController needs from the window it serves, and nothing more: the shared state,
// the data, and the presentation part of a view (chart shown, zoom, table sort and columns),
// which lives in widgets the session code does not know. MainWindow implements it; a test can
// implement it with a bare widget.
class SessionHost {
public:
    virtual ~SessionHost() = default;

    // The window: parent of dialogs, owner of the title and the status bar.
    virtual QWidget* hostWidget() = 0;
    virtual ExplorerState* hostState() const = 0;
    // The import the window uses (a session's folders are imported the same way).
    virtual ImportController* hostImporter() const = 0;
    // Replaces everything shown (ExplorerState::setDataset plus what the window adds).
    virtual void setHostDataset(Dataset dataset) = 0;

    // The presentation fields of `state` (chart, zoom, sort, hidden columns) from the widgets.
    virtual void storePresentation(ViewState& state) const = 0;
    // Shows the presentation fields of `state`; a state without hidden columns keeps the
    // window's own column choice.
    virtual void applyPresentation(const ViewState& state) = 0;
    // The window's presentation at File > New: default columns, sorted by N, default chart.
    virtual void resetPresentation() = 0;
    // Calls `changed` (with `context` alive) whenever the presentation changes.
    virtual void onPresentationChanged(QObject* context, const std::function<void()>& changed) = 0;
    virtual void showStatusMessage(const QString& message) = 0;
};

} // namespace mlpe
