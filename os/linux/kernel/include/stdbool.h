/*
 * os/linux/kernel/include/stdbool.h -- the C standard header <stdbool.h> for code built
 * into dtrace.ko.
 * SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
 *
 * The kernel compiles with -nostdinc, but the portable framework (common/)
 * is freestanding C written against <stdint.h>, <stddef.h>, <stdarg.h>,
 * <stdbool.h> and <limits.h>.  The Kbuild file puts this directory first on
 * the include path, and each header here maps the standard names onto the
 * kernel's own definitions.  Only names the kernel lacks are defined here.
 */
#ifndef DTRACE_KCOMPAT_STDBOOL_H
#define DTRACE_KCOMPAT_STDBOOL_H

#include <linux/types.h>	/* bool */
#include <linux/stddef.h>	/* true, false */

#define __bool_true_false_are_defined	1

#endif /* DTRACE_KCOMPAT_STDBOOL_H */
