#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the process since it started, or -1 where they cannot be counted (only
/// glibc's allocator is wrapped). For the Benchmarks executable only: linking this target
/// replaces the C library's allocation functions with counting ones for the whole process.
long allocation_count(void);

#endif
