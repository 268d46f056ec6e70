/* SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only */
/*
 * os/linux/kernel/dtrace_os_linux.h -- set-up of the Linux OS layer
 * (dtrace_os_linux.c) beyond the OS interface of common/dtrace_os.h,
 * called by the module entry points in dtrace_dev.c.
 */
#ifndef DTRACE_OS_LINUX_H
#define DTRACE_OS_LINUX_H

/**
 * dtrace_os_linux_init - prepare the OS layer's per-CPU state (the
 * irq_work items that deliver raise() and stop()) before the framework
 * starts.  Cannot fail.
 */
void dtrace_os_linux_init(void);

/**
 * dtrace_os_linux_fini - after the framework is torn down (no probe can
 * fire): wait for raise()/stop() deliveries in flight and drop the
 * requests never delivered.
 */
void dtrace_os_linux_fini(void);

#endif /* DTRACE_OS_LINUX_H */
