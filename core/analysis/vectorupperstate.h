#pragma once

namespace mlpe::analysis {

// Marks the upper halves of the x86 AVX registers as unused (VZEROUPPER) where the processor
// has AVX; nothing elsewhere. Why: Qt leaves them in use (`analyze` while it sets up its
// command line; the window from QApplication on, its event loop again after every clear), and
// while they are, every SSE instruction of this thread (the analysis is compiled for
// plain x86-64: all its floating point is SSE) waits on the register's previous upper half. The
// fits' bootstrap ran 2.5x slower that way. No value changes: SSE code never reads those halves.
// Call it where heavy work starts on a thread; a thread started afterwards inherits the state.
void clearVectorUpperState();

// Whether the upper halves are in use now (XGETBV with ECX = 1, bit 2), for the test; false where
// that cannot be read.
bool vectorUpperStateInUse();

// Whether vectorUpperStateInUse() can read the state here (x86-64 with AVX and XGETBV 1).
bool vectorUpperStateReadable();

} // namespace mlpe::analysis
