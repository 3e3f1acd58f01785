// Removed when core/analysis gets its first real source file.
namespace mlpe::analysis {
int placeholder() { return 0; }
}
