#pragma once

#include <future>

namespace mlpe {

// Fontconfig's set-up (reading its configuration files and font caches: a tenth of the window
// thread's work before the first frame, which a window without text, the start-up floor, never
// pays) needs no Qt. Started first thing in main(), it runs on another thread while QApplication
// starts; wait() before the first text is laid out (the window's construction), so that Qt finds
// it done instead of doing it again on the window's thread. Without fontconfig (not Linux) both
// do nothing.
class FontSetUp {
public:
    static FontSetUp start();
    void wait();

private:
    std::future<void> m_done;
};

} // namespace mlpe
