// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_dev.c -- dtrace.ko's module entry points and the
 * /dev/dtrace/dtrace character device.
 *
 * Where it sits: a consumer (libdtrace with -x backend=kernel, or
 * test/kernel/devprobe) opens /dev/dtrace/dtrace and issues the DTRACEIOC_*
 * commands of include/dtrace/ioctl.h.  This file turns each open into a
 * framework consumer state (dtrace_state_open), each ioctl into
 * dtrace_ioctl(), and each last close into dtrace_state_close(); the
 * framework (common/, entry points in common/dtrace_core.h) does the rest.
 *
 * Invariants:
 *  - The framework is initialised (dtrace_init: the dtrace provider with
 *    BEGIN, END and ERROR; then the profile, syscall, sdt, proc, sched,
 *    io, lockstat and fbt providers)
 *    before the device exists, and the device is gone before the
 *    framework is torn down, so no open races with either.
 *  - The framework returns positive errno values; the VFS wants negative.
 *  - The ioctl structures carry pointers as uint64_t, so 32-bit callers
 *    use the same layout: compat_ioctl only widens the argument pointer.
 *  - The kernel log: every line of the module starts "dtrace: " (pr_fmt);
 *    loading says so once at info level, unloading only at debug level,
 *    and tracing runs log nothing at info level (the framework's reasons
 *    for refusing an enabling only with the verbose parameter set).
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/module.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/irq_work.h>
#include <linux/poll.h>
#include <linux/slab.h>
#include <linux/wait.h>

#include <dtrace/ioctl.h>

#include "dtrace_core.h"
#include "dtrace_os_linux.h"

/*
 * One open: its consumer state, and what wakes a consumer waiting in
 * poll(2) for the state to want it.  Probe context (any, NMI included)
 * only queues the irq_work (dtrace_os_consumer_wake); the irq_work wakes
 * the wait queue once interrupts are on.
 */
struct dtrace_dev_open {
	dtrace_state_t		*state;
	wait_queue_head_t	waitq;
	struct irq_work		wake;
};

static void dtrace_dev_wake(struct irq_work *w)
{
	struct dtrace_dev_open *o = container_of(w, struct dtrace_dev_open,
	    wake);

	wake_up_interruptible(&o->waitq);
}

void dtrace_os_consumer_wake(void *waker)
{
	struct dtrace_dev_open *o = waker;

	if (o != NULL)
		irq_work_queue(&o->wake);
}

static int dtrace_dev_open(struct inode *inode, struct file *file)
{
	struct dtrace_dev_open *o;
	int err;

	(void)inode;
	o = kzalloc(sizeof(*o), GFP_KERNEL);
	if (o == NULL)
		return -ENOMEM;
	init_waitqueue_head(&o->waitq);
	init_irq_work(&o->wake, dtrace_dev_wake);
	err = dtrace_state_open(&o->state);
	if (err != 0) {
		kfree(o);
		return -dtrace_os_errno_of(err);
	}
	dtrace_state_set_waker(o->state, o);
	file->private_data = o;
	return 0;
}

static int dtrace_dev_release(struct inode *inode, struct file *file)
{
	struct dtrace_dev_open *o = file->private_data;

	(void)inode;
	file->private_data = NULL;
	if (o != NULL) {
		/* no probe of the state fires after this: then no wake-up */
		dtrace_state_close(o->state);
		irq_work_sync(&o->wake);
		kfree(o);
	}
	/* the pid probes this open made: no site outlives it (SIGKILL too) */
	dtrace_kpid_release(file);
	return 0;
}

/* Readable while the state wants its consumer (dtrace_state_wanted). */
static __poll_t dtrace_dev_poll(struct file *file, poll_table *wait)
{
	struct dtrace_dev_open *o = file->private_data;

	poll_wait(file, &o->waitq, wait);
	return dtrace_state_wanted(o->state) ? EPOLLIN | EPOLLRDNORM : 0;
}

static long dtrace_dev_ioctl(struct file *file, unsigned int cmd,
    unsigned long arg)
{
	int err;

	switch (cmd) {
	case DTRACEIOC_UPROBE_MAKE:
	case DTRACEIOC_UPROBE_RESOLVE:
	case DTRACEIOC_UPROBE_FORKED:
		err = dtrace_kpid_ioctl(file, cmd, arg);
		return err != 0 ? -err : 0;
	default:
		break;
	}
	err = dtrace_ioctl(((struct dtrace_dev_open *)file->private_data)->state,
	    cmd, (uint64_t)arg);

	return err != 0 ? -dtrace_os_errno_of(err) : 0;
}

static const struct file_operations dtrace_dev_fops = {
	.owner		= THIS_MODULE,
	.open		= dtrace_dev_open,
	.release	= dtrace_dev_release,
	.unlocked_ioctl	= dtrace_dev_ioctl,
	.poll		= dtrace_dev_poll,
	.compat_ioctl	= compat_ptr_ioctl,
	.llseek		= noop_llseek,
};

static struct miscdevice dtrace_dev = {
	.minor		= MISC_DYNAMIC_MINOR,
	.name		= "dtrace",
	.nodename	= "dtrace/dtrace",	/* /dev/dtrace/dtrace */
	.mode		= 0600,
	.fops		= &dtrace_dev_fops,
};

static int __init dtrace_module_init(void)
{
	int err;

	err = dtrace_os_linux_init();
	if (err != 0) {
		pr_err("cannot register the CPU hotplug callbacks (%d)\n", err);
		dtrace_os_linux_fini();
		return err;
	}
	err = dtrace_init();
	if (err != 0) {
		pr_err("framework initialisation failed (error %d)\n",
		    err);
		dtrace_os_linux_fini();
		return -dtrace_os_errno_of(err);
	}
	err = dtrace_provider_profile_init();
	if (err != 0) {
		pr_err("cannot register the profile provider (%d)\n",
		    err);
		goto fail_framework;
	}
	err = dtrace_syscall_init();
	if (err != 0) {
		pr_err("cannot register the syscall provider (%d)\n",
		    err);
		goto fail_profile;
	}
	err = dtrace_sdt_init();
	if (err != 0) {
		pr_err("cannot register the sdt provider (%d)\n", err);
		goto fail_syscall;
	}
	err = dtrace_stable_init();
	if (err != 0) {
		pr_err("cannot register the proc/sched/io providers (%d)\n",
		    err);
		goto fail_stable;
	}
	err = dtrace_fbt_init();
	if (err != 0)	/* the module is useful without it */
		pr_warn("cannot register the fbt provider (%d)\n", err);
	err = misc_register(&dtrace_dev);
	if (err != 0) {
		pr_err("cannot register /dev/dtrace/dtrace (%d)\n", err);
		goto fail_fbt;
	}
	pr_info("loaded, /dev/dtrace/dtrace ready\n");
	return 0;

fail_fbt:
	dtrace_fbt_fini();	/* also when its init failed */
fail_stable:
	dtrace_stable_fini();	/* also when its init failed */
	dtrace_sdt_fini();
fail_syscall:
	dtrace_syscall_fini();
fail_profile:
	dtrace_provider_profile_fini();
fail_framework:
	(void)dtrace_fini();
	dtrace_os_linux_fini();
	/* the framework's errors are positive, the kernel's negative */
	return err < 0 ? err : -dtrace_os_errno_of(err);
}

static void __exit dtrace_module_exit(void)
{
	int err;

	misc_deregister(&dtrace_dev);
	dtrace_kpid_fini();
	dtrace_fbt_fini();
	dtrace_stable_fini();
	dtrace_sdt_fini();
	dtrace_syscall_fini();
	dtrace_provider_profile_fini();
	err = dtrace_fini();
	if (err != 0)
		pr_err("framework teardown failed (error %d)\n", err);
	dtrace_os_linux_fini();
	pr_debug("unloaded\n");
}

module_init(dtrace_module_init);
module_exit(dtrace_module_exit);

MODULE_LICENSE("Dual BSD/GPL");
MODULE_AUTHOR("The portable DTrace authors");
MODULE_DESCRIPTION("DTrace: dynamic tracing framework and /dev/dtrace/dtrace");
MODULE_VERSION("0.1.0");
