// Counts heap allocations for `Benchmarks driver` (Tests/Performance/README.md): glibc's
// allocation functions, defined here, count and forward to glibc's own (`__libc_malloc` and
// friends, which glibc exports for exactly this). The executable's definitions take precedence
// over the C library's for every library of the process, the Swift runtime's included.
#include "AllocationCounter.h"

#include <errno.h>  // defines __GLIBC__ with the C library's other macros
#include <stddef.h>

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static long count = 0;

long allocation_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }

static void counted(void) { __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  counted();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  counted();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  counted();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counted();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}
#else
long allocation_count(void) { return -1; }
#endif
