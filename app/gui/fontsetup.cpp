#include "fontsetup.h"

#ifdef MLPE_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

namespace mlpe {

FontSetUp FontSetUp::start() {
    FontSetUp setUp;
#ifdef MLPE_HAVE_FONTCONFIG
    // FcInit is thread-safe; Qt's own call (QFontconfigDatabase) then finds the configuration
    // loaded. Two threads that both found it missing would each load it (one copy thrown away):
    // hence wait() before the window's first text.
    setUp.m_done = std::async(std::launch::async, [] { FcInit(); });
#endif
    return setUp;
}

void FontSetUp::wait() {
    if (m_done.valid())
        m_done.wait();
}

} // namespace mlpe
