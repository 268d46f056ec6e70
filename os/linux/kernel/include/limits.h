/*
 * os/linux/kernel/include/limits.h -- the C standard header <limits.h> for code built
 * into dtrace.ko.
 * SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
 *
 * The kernel compiles with -nostdinc, but the portable framework (common/)
 * is freestanding C written against <stdint.h>, <stddef.h>, <stdarg.h>,
 * <stdbool.h> and <limits.h>.  The Kbuild file puts this directory first on
 * the include path, and each header here maps the standard names onto the
 * kernel's own definitions.  Only names the kernel lacks are defined here.
 */
#ifndef DTRACE_KCOMPAT_LIMITS_H
#define DTRACE_KCOMPAT_LIMITS_H

#include <linux/limits.h>	/* INT_MAX, LONG_MAX, SIZE_MAX, ... */

#ifndef CHAR_BIT
#define CHAR_BIT	8
#endif
#define SCHAR_MIN	(-128)
#define SCHAR_MAX	127
#define UCHAR_MAX	255
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN	0
#define CHAR_MAX	UCHAR_MAX
#else
#define CHAR_MIN	SCHAR_MIN
#define CHAR_MAX	SCHAR_MAX
#endif

#endif /* DTRACE_KCOMPAT_LIMITS_H */
