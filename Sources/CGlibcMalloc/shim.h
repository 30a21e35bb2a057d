// glibc's malloc extensions (malloc_trim), which the Swift Glibc module does not include. Empty on
// other platforms; Swift code calls malloc_trim under `#if canImport(Glibc)`.
#if defined(__linux__)
#include <malloc.h>
#endif
