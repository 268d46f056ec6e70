/* SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only */
/*
 * os/linux/kernel/dtrace_os_linux.h -- set-up of the Linux OS layer
 * (dtrace_os_linux.c) beyond the OS interface of common/dtrace_os.h,
 * called by the module entry points in dtrace_dev.c.
 */
#ifndef DTRACE_OS_LINUX_H
#define DTRACE_OS_LINUX_H

/**
 * dtrace_os_linux_init - prepare the OS layer before the framework starts:
 * the per-CPU irq_work items that deliver raise() and stop(), and the CPU
 * hotplug state that omni cyclics (profile-N) are instances of.
 * Returns 0, or a negative errno when the hotplug state cannot be
 * registered (the module then does not load; nothing is left set up).
 */
int dtrace_os_linux_init(void);

/**
 * dtrace_os_linux_fini - after the framework is torn down (no probe can
 * fire, no cyclic is left): remove the CPU hotplug state, wait for
 * raise()/stop() deliveries in flight and drop the requests never
 * delivered.  Also undoes a failed dtrace_os_linux_init().
 */
void dtrace_os_linux_fini(void);

/**
 * dtrace_os_ksym - the address of kernel symbol @name (kallsyms, data
 * symbols included), or 0 when there is none.  Control path, module
 * load only (it may sleep).
 */
unsigned long dtrace_os_ksym(const char *name);

/**
 * dtrace_syscall_init / dtrace_syscall_fini - the syscall provider
 * (dtrace_syscall.c), registered after dtrace_init() and removed before
 * dtrace_fini().  init returns 0 or an errno value of the framework.
 */
int dtrace_syscall_init(void);
void dtrace_syscall_fini(void);

/**
 * dtrace_sdt_init / dtrace_sdt_fini - the sdt provider (dtrace_sdt.c):
 * every vmlinux trace event as sdt:GROUP::NAME; same contract.
 */
int dtrace_sdt_init(void);
void dtrace_sdt_fini(void);

#endif /* DTRACE_OS_LINUX_H */
