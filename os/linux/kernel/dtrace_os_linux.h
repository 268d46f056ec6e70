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

/*
 * dtrace_stable_init / dtrace_stable_fini - the Guide's stable proc,
 * sched, io and lockstat providers (dtrace_stable.c), after dtrace_init() / before
 * dtrace_fini().  init returns 0 or an errno value of the framework.
 */
int dtrace_stable_init(void);
void dtrace_stable_fini(void);

struct pt_regs;
struct file;

/*
 * The pid provider (dtrace_pid.c): DTRACEIOC_UPROBE_* commands of an
 * open of the device, that open's release (after its consumer state is
 * closed), and module unload.  dtrace_kpid_ioctl returns 0 or a positive
 * errno value.
 */
int dtrace_kpid_ioctl(struct file *file, unsigned int cmd, unsigned long arg);
void dtrace_kpid_release(struct file *file);
void dtrace_kpid_fini(void);

/**
 * dtrace_os_linux_uentry - [P] a pid entry probe fires on this CPU (@on 1)
 * or has fired (0), preemption disabled between: user stacks then take
 * the return address on top of the user stack as the first caller.
 */
void dtrace_os_linux_uentry(int on);

/**
 * struct dtrace_os_linux_regs - what dtrace_os_linux_regs_enter() saved:
 * the registers of the probe below this one on the CPU, if any.
 */
struct dtrace_os_linux_regs {
	struct pt_regs *regs;
	int skip;
};

/**
 * dtrace_os_linux_regs_enter - [P] a provider that fires a probe from a
 * trap or trampoline with the probed context's registers @regs (fbt) says
 * so before dtrace_probe(): stack() then unwinds from @regs (the frames
 * of its callers: the kernel's unwinder starts above regs->ip), dropping
 * the first @skip of them, or with regs->ip first when @skip is -1 (a
 * return probe, whose regs->ip is the return address in the caller); and
 * fbt's getargval reads them.  The previous
 * registers go to @save; dtrace_os_linux_regs_exit(@save) restores them.
 */
void dtrace_os_linux_regs_enter(struct pt_regs *regs, int skip,
    struct dtrace_os_linux_regs *save);
void dtrace_os_linux_regs_exit(const struct dtrace_os_linux_regs *save);

/** dtrace_os_linux_regs - [P] the registers of the probe firing, or NULL. */
struct pt_regs *dtrace_os_linux_regs(void);

/**
 * dtrace_fbt_init / dtrace_fbt_fini - register / unregister the fbt
 * provider (dtrace_fbt.c), after dtrace_init() / before dtrace_fini().
 * Init returns 0 or a framework errno value.
 */
int dtrace_fbt_init(void);
void dtrace_fbt_fini(void);

#endif /* DTRACE_OS_LINUX_H */
