#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

// The executable defines malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign, so the
// dynamic linker binds every library's calls to these (the Swift runtime's included). Each counts
// the call, when counting is on, and forwards to glibc's own implementation (__libc_*), so free()
// stays glibc's and matches.

/// Starts counting from zero.
void malloc_counter_start(void);

/// Stops counting and returns the number of allocation calls since `malloc_counter_start`.
long malloc_counter_stop(void);

#endif
