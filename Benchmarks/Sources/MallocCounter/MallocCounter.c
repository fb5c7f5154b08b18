#define _GNU_SOURCE
#include "MallocCounter.h"
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static int counting = 0;
static long allocations = 0;

static inline void count(void) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
        __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    }
}

void malloc_counter_start(void) {
    __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counting, 1, __ATOMIC_RELAXED);
}

long malloc_counter_stop(void) {
    __atomic_store_n(&counting, 0, __ATOMIC_RELAXED);
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    count();
    return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
