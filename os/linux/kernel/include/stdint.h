/*
 * os/linux/kernel/include/stdint.h -- the C standard header <stdint.h> for code built
 * into dtrace.ko.
 * SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
 *
 * The kernel compiles with -nostdinc, but the portable framework (common/)
 * is freestanding C written against <stdint.h>, <stddef.h>, <stdarg.h>,
 * <stdbool.h> and <limits.h>.  The Kbuild file puts this directory first on
 * the include path, and each header here maps the standard names onto the
 * kernel's own definitions.  Only names the kernel lacks are defined here.
 */
#ifndef DTRACE_KCOMPAT_STDINT_H
#define DTRACE_KCOMPAT_STDINT_H

#include <linux/types.h>
#include <linux/limits.h>

/* <linux/types.h> has the exact-width types and uintptr_t. */
typedef long			intptr_t;
typedef long long		intmax_t;
typedef unsigned long long	uintmax_t;

#define INT8_MIN	S8_MIN
#define INT8_MAX	S8_MAX
#define UINT8_MAX	U8_MAX
#define INT16_MIN	S16_MIN
#define INT16_MAX	S16_MAX
#define UINT16_MAX	U16_MAX
#define INT32_MIN	S32_MIN
#define INT32_MAX	S32_MAX
#define UINT32_MAX	U32_MAX
#define INT64_MIN	S64_MIN
#define INT64_MAX	S64_MAX
#define UINT64_MAX	U64_MAX
#ifndef UINTPTR_MAX
#define UINTPTR_MAX	ULONG_MAX
#endif
#define INTPTR_MIN	LONG_MIN
#define INTPTR_MAX	LONG_MAX
#define INTMAX_MIN	LLONG_MIN
#define INTMAX_MAX	LLONG_MAX
#define UINTMAX_MAX	ULLONG_MAX

#define INT8_C(c)	c
#define INT16_C(c)	c
#define INT32_C(c)	c
#define INT64_C(c)	c ## LL
#define UINT8_C(c)	c
#define UINT16_C(c)	c
#define UINT32_C(c)	c ## U
#define UINT64_C(c)	c ## ULL
#define INTMAX_C(c)	c ## LL
#define UINTMAX_C(c)	c ## ULL

#endif /* DTRACE_KCOMPAT_STDINT_H */
