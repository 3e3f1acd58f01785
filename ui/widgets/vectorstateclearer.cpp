#include "vectorstateclearer.h"

#include "core/analysis/vectorupperstate.h"

#include <QCoreApplication>

namespace mlpe {

void VectorStateClearer::installOnApplication() {
    QCoreApplication* app = QCoreApplication::instance();
    if (!app || app->findChild<VectorStateClearer*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new VectorStateClearer(app));
}

bool VectorStateClearer::eventFilter(QObject* watched, QEvent* event) {
    analysis::clearVectorUpperState();
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
