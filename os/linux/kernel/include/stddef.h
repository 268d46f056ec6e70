/*
 * os/linux/kernel/include/stddef.h -- the C standard header <stddef.h> for code built
 * into dtrace.ko.
 * SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
 *
 * The kernel compiles with -nostdinc, but the portable framework (common/)
 * is freestanding C written against <stdint.h>, <stddef.h>, <stdarg.h>,
 * <stdbool.h> and <limits.h>.  The Kbuild file puts this directory first on
 * the include path, and each header here maps the standard names onto the
 * kernel's own definitions.  Only names the kernel lacks are defined here.
 */
#ifndef DTRACE_KCOMPAT_STDDEF_H
#define DTRACE_KCOMPAT_STDDEF_H

#include <linux/types.h>
#include <linux/stddef.h>	/* NULL, offsetof, true/false */

/* size_t and ptrdiff_t come from <linux/types.h>. */

#endif /* DTRACE_KCOMPAT_STDDEF_H */
