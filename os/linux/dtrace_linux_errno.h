/* SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only */
/*
 * os/linux/dtrace_linux_errno.h -- the framework's error codes (DTRACE_E*,
 * common/dtrace_os.h) as Linux errno numbers: the one table both Linux
 * OS layers use for dtrace_os_errno_of().
 *
 * Where it sits: included by os/linux/kernel/dtrace_os_linux.c (dtrace.ko,
 * errno numbers from <linux/errno.h>) and os/linux/user/dtrace_os_user.c
 * (the user host, from <errno.h>); Linux gives both the same numbers.
 * common/ never sees it: the framework knows only DTRACE_E*.
 *
 * Invariants: the includer has included dtrace_os.h and its errno header
 * first; this header includes nothing itself, so it compiles unchanged
 * in the kernel and in user space.
 */
#ifndef DTRACE_LINUX_ERRNO_H
#define DTRACE_LINUX_ERRNO_H

/*
 * dtrace_linux_errno_of -- the Linux errno number for the framework's
 * error code @err: 0 for 0; EINVAL for a code outside DTRACE_E* (a
 * framework bug, reported as an invalid argument rather than as success).
 * Used by both OS layers' dtrace_os_errno_of() (Guide: none; an OS-layer
 * detail of the ioctl interface).
 */
static inline int
dtrace_linux_errno_of(int err)
{
	static const int errnos[DTRACE_ENUMERRORS] = {
		[DTRACE_E2BIG] = E2BIG,
		[DTRACE_EACCES] = EACCES,
		[DTRACE_EALREADY] = EALREADY,
		[DTRACE_EBUSY] = EBUSY,
		[DTRACE_EFAULT] = EFAULT,
		[DTRACE_EINVAL] = EINVAL,
		[DTRACE_ENOENT] = ENOENT,
		[DTRACE_ENOMEM] = ENOMEM,
		[DTRACE_ENOSPC] = ENOSPC,
		[DTRACE_ENOTTY] = ENOTTY,
		[DTRACE_EPERM] = EPERM,
		[DTRACE_ESRCH] = ESRCH,
	};

	if (err == 0)
		return 0;
	if (err < 0 || err >= DTRACE_ENUMERRORS || errnos[err] == 0)
		return EINVAL;
	return errnos[err];
}

#endif /* DTRACE_LINUX_ERRNO_H */
