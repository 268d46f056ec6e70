/*
 * os/linux/user/dtrace_uhost.c -- the user host's "device": libdtrace's
 * user backend calls dt_uhost_open/ioctl/close, which map onto the
 * framework entry points of common/dtrace_core.h in the same process.
 *
 * Invariants: the framework is initialised once per process (the first
 * open), and the user host providers registered once; states are
 * independent, like opens of the kernel device.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <sys/stat.h>

#include <dtrace/ioctl.h>

#include "dtrace_core.h"
#include "dtrace_uhost.h"
#include "dtrace_uprov.h"
#include "dtrace_pidprov.h"
#include "dtrace_usdt.h"
#include "dtrace_uproc.h"
#include "dtrace_bpf.h"	/* kernel capture (os/linux/bpf/) */

static pthread_once_t uhost_init_once = PTHREAD_ONCE_INIT;
static int uhost_init_err;

static void
uhost_framework_init(void)
{
	uhost_init_err = dtrace_init();
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_profile_init();
	/* processes under control (dtrace_ptrace.c): syscall and proc */
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_syscall_init();
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_procprov_init();
	/* every process, through kernel capture: trace events, scheduler */
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_sdtprov_init();
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_schedprov_init();
	/* and kernel functions, where the kernel has kprobes */
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_fbtprov_init();
}

/*
 * Each open's wait descriptor, what poll(2) on the kernel device is: an
 * eventfd the framework's wake-ups write (dtrace_os_consumer_wake, whose
 * cookie is the address of uw_fd), found again by state.
 */
typedef struct uhost_waiter {
	int uw_fd;
	dtrace_state_t *uw_state;
	struct uhost_waiter *uw_next;
} uhost_waiter_t;

static pthread_mutex_t uhost_waiters_lock = PTHREAD_MUTEX_INITIALIZER;
static uhost_waiter_t *uhost_waiters;

int
dt_uhost_open(void **statep)
{
	dtrace_state_t *state;
	uhost_waiter_t *w;
	int err;

	pthread_once(&uhost_init_once, uhost_framework_init);
	/* the framework's error codes become errno numbers here */
	if (uhost_init_err != 0)
		return (dtrace_os_errno_of(uhost_init_err));
	if ((w = calloc(1, sizeof (*w))) == NULL)
		return (ENOMEM);
	/* above 2: a consumer with stdout closed must find it closed */
	if ((w->uw_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) >= 0 &&
	    w->uw_fd <= 2) {
		int fd = fcntl(w->uw_fd, F_DUPFD_CLOEXEC, 3);

		(void) close(w->uw_fd);
		w->uw_fd = fd;
	}
	if (w->uw_fd < 0) {
		err = errno;
		free(w);
		return (err);
	}
	if ((err = dtrace_state_open(&state)) != 0) {
		(void) close(w->uw_fd);
		free(w);
		return (dtrace_os_errno_of(err));
	}
	dtrace_state_set_waker(state, &w->uw_fd);
	w->uw_state = state;
	pthread_mutex_lock(&uhost_waiters_lock);
	w->uw_next = uhost_waiters;
	uhost_waiters = w;
	pthread_mutex_unlock(&uhost_waiters_lock);
	*statep = state;
	return (0);
}

int
dt_uhost_waitfd(void *state)
{
	uhost_waiter_t *w;
	int fd = -1;

	pthread_mutex_lock(&uhost_waiters_lock);
	for (w = uhost_waiters; w != NULL; w = w->uw_next) {
		if (w->uw_state == state)
			fd = w->uw_fd;
	}
	pthread_mutex_unlock(&uhost_waiters_lock);
	return (fd);
}

/* Is the fixed-size name @s NUL-terminated and non-empty? */
static int
uhost_name_ok(const char *s, size_t len)
{
	return (s[0] != '\0' && memchr(s, '\0', len) != NULL);
}

/*
 * Check the user-level probe @u (include/dtrace/ioctl.h,
 * dtrace_uprobespec_t) and describe it as the pid provider's @s.
 * Returns 0 or the errno value the ABI gives for it.
 */
static int
uhost_uprobe_spec(const dtrace_uprobespec_t *u, dtrace_pidspec_t *s)
{
	const uint64_t *offs = (const uint64_t *)(uintptr_t)u->dups_offs;
	int deferred = (u->dups_flags & DTRACE_UPROBE_DEFERRED) != 0;
	uint32_t i;

	memset(s, 0, sizeof (*s));
	if ((u->dups_flags & ~DTRACE_UPROBE_DEFERRED) != 0 ||
	    u->dups_kind < DTRACE_UPROBE_ENTRY ||
	    u->dups_kind > DTRACE_UPROBE_USDT || u->dups_pid <= 0 ||
	    !uhost_name_ok(u->dups_mod, sizeof (u->dups_mod)) ||
	    (u->dups_kind != DTRACE_UPROBE_USDT &&
	    !uhost_name_ok(u->dups_func, sizeof (u->dups_func))) ||
	    memchr(u->dups_func, '\0', sizeof (u->dups_func)) == NULL ||
	    !uhost_name_ok(u->dups_name, sizeof (u->dups_name)) ||
	    u->dups_nargs > DTRACE_USDT_MAXARGS ||
	    (u->dups_kind == DTRACE_UPROBE_USDT && u->dups_argtypes != 0 &&
	    (u->dups_typeslen > DTRACE_UPROBE_MAXTYPES ||
	    dtrace_usdt_types_check((const char *)(uintptr_t)
	    u->dups_argtypes, u->dups_typeslen, u->dups_nargs) != 0)))
		return (EINVAL);
	if (u->dups_noffs > DTRACE_UPROBE_MAXSITES)
		return (E2BIG);
	if (!deferred) {
		struct stat st;

		if (u->dups_noffs == 0 || offs == NULL || u->dups_path == 0 ||
		    stat((const char *)(uintptr_t)u->dups_path, &st) != 0 ||
		    !S_ISREG(st.st_mode))
			return (EINVAL);
		for (i = 0; i < u->dups_noffs; i++) {
			/* a function of unknown extent has its entry only */
			if (u->dups_kind != DTRACE_UPROBE_USDT &&
			    offs[i] != 0 && offs[i] >= u->dups_size)
				return (EINVAL);
			if (u->dups_foff + offs[i] >= (uint64_t)st.st_size)
				return (EINVAL);
		}
	}
	if (u->dups_kind == DTRACE_UPROBE_USDT &&
	    !uhost_name_ok(u->dups_prov, sizeof (u->dups_prov)))
		return (EINVAL);
	s->dps_pid = (pid_t)u->dups_pid;
	s->dps_kind = u->dups_kind == DTRACE_UPROBE_ENTRY ?
	    DTRACE_PIDSPEC_ENTRY : u->dups_kind == DTRACE_UPROBE_RETURN ?
	    DTRACE_PIDSPEC_RETURN : u->dups_kind == DTRACE_UPROBE_OFFSET ?
	    DTRACE_PIDSPEC_OFFSET : DTRACE_PIDSPEC_USDT;
	memcpy(s->dps_mod, u->dups_mod, sizeof (s->dps_mod));
	memcpy(s->dps_func, u->dups_func, sizeof (s->dps_func));
	memcpy(s->dps_name, u->dups_name, sizeof (s->dps_name));
	s->dps_path = (const char *)(uintptr_t)u->dups_path;
	s->dps_addr = u->dups_addr;
	s->dps_size = u->dups_size;
	s->dps_foff = u->dups_foff;
	s->dps_noffs = u->dups_noffs;
	s->dps_offs = offs;
	s->dps_deferred = deferred;
	if (u->dups_kind == DTRACE_UPROBE_USDT) {
		s->dps_prov = u->dups_prov;
		s->dps_sem = u->dups_sem;
		s->dps_nargs = u->dups_nargs;
		s->dps_args = (const dtrace_usdt_arg_t *)(uintptr_t)
		    u->dups_args;
		if (u->dups_argtypes != 0) {
			s->dps_types = (const char *)(uintptr_t)
			    u->dups_argtypes;
			s->dps_typeslen = u->dups_typeslen;
		}
	}
	return (0);
}

/* DTRACEIOC_PROC_WATCH: the tracer's own breakpoints (any backend). */
static int
uhost_watch(const dtrace_uprobewatch_t *w)
{
	if (w->dupw_kind == DTRACE_UPROBEWATCH_MAPS)
		return (dtrace_pidprov_watch_maps((pid_t)w->dupw_pid,
		    w->dupw_addr));
	if (w->dupw_kind != DTRACE_UPROBEWATCH_IFUNC ||
	    w->dupw_nrets == 0 || w->dupw_rets == 0)
		return (EINVAL);
	if (w->dupw_nrets > DTRACE_UPROBE_MAXSITES)
		return (E2BIG);
	return (dtrace_pidprov_watch_ifunc((pid_t)w->dupw_pid, w->dupw_addr,
	    (const uint64_t *)(uintptr_t)w->dupw_rets, w->dupw_nrets));
}

/* DTRACEIOC_UPROBE_*: the pid provider's ptrace breakpoints. */
static int
uhost_uprobe_ioctl(uint32_t cmd, void *arg)
{
	dtrace_pidspec_t spec;
	int err;

	if (arg == NULL)
		return (EFAULT);
	if ((err = uhost_uprobe_spec(arg, &spec)) != 0)
		return (err);
	if (cmd == DTRACEIOC_UPROBE_MAKE)
		return (dtrace_pidprov_create(&spec));
	if (spec.dps_deferred)
		return (EINVAL);
	return (dtrace_pidprov_resolve(&spec));
}

int
dt_uhost_ioctl(void *state, uint32_t cmd, void *arg)
{
	switch (cmd) {
	case DTRACEIOC_UPROBE_MAKE:
	case DTRACEIOC_UPROBE_RESOLVE:
		return (uhost_uprobe_ioctl(cmd, arg));
	case DTRACEIOC_UPROBE_FORKED:
		/* the tracer took its breakpoints out of the child already */
		return (arg == NULL ? EFAULT : 0);
	case DTRACEIOC_STOP:
		/* what the kernel captured before the stop still fires */
		dtrace_bpf_flush();
		break;
	default:
		break;
	}
	return (dtrace_os_errno_of(dtrace_ioctl(state, cmd,
	    (uint64_t)(uintptr_t)arg)));
}

/* The hooks DTRACEIOC_PROC_HOOKS installs, called by the tracer thread. */
static void (*uhost_mapped_hook)(pid_t);
static void (*uhost_ifunc_hook)(pid_t, uint64_t, uint64_t);

static void
uhost_mapped(pid_t pid)
{
	if (uhost_mapped_hook != NULL)
		uhost_mapped_hook(pid);
}

static void
uhost_ifunc(pid_t pid, uint64_t resolver, uint64_t impl)
{
	if (uhost_ifunc_hook != NULL)
		uhost_ifunc_hook(pid, resolver, impl);
}

int
dt_uhost_pctl(uint32_t cmd, void *arg)
{
	dtrace_procreq_t *q = arg;
	dtrace_uproc_t *p;
	int err, wstat = 0;

	if (q == NULL)
		return (EFAULT);
	if (cmd == DTRACEIOC_PROC_WATCH)
		return (uhost_watch(arg));
	p = (dtrace_uproc_t *)(uintptr_t)q->dpq_handle;
	switch (cmd) {
	case DTRACEIOC_PROC_CREATE:
		if (q->dpq_file == 0 || q->dpq_argv == 0)
			return (EINVAL);
		if ((err = dtrace_uproc_createve(
		    (const char *)(uintptr_t)q->dpq_file,
		    (char *const *)(uintptr_t)q->dpq_argv,
		    (char *const *)(uintptr_t)q->dpq_envp, &p)) != 0)
			return (err);
		q->dpq_handle = (uint64_t)(uintptr_t)p;
		q->dpq_pid = (int32_t)dtrace_uproc_pid(p);
		return (0);
	case DTRACEIOC_PROC_GRAB:
		if ((err = dtrace_uproc_grab((pid_t)q->dpq_pid,
		    (q->dpq_flags & DTRACE_PROCREQ_FORPROBES) ?
		    DTRACE_UPROC_FORPROBES : 0, &p)) != 0)
			return (err);
		q->dpq_handle = (uint64_t)(uintptr_t)p;
		return (0);
	case DTRACEIOC_PROC_CONTINUE:
		return (p == NULL ? EINVAL : dtrace_uproc_continue(p));
	case DTRACEIOC_PROC_RELEASE:
		if (p == NULL)
			return (EINVAL);
		dtrace_uproc_release(p);
		q->dpq_handle = 0;
		return (0);
	case DTRACEIOC_PROC_STATUS:
		if (p == NULL)
			return (EINVAL);
		q->dpq_exited = dtrace_uproc_status(p, &wstat);
		q->dpq_status = wstat;
		q->dpq_execerr = q->dpq_exited ? dtrace_uproc_execerr(p) : 0;
		return (0);
	case DTRACEIOC_PROC_ADVANCE:
		return (dtrace_pidprov_prepare((pid_t)q->dpq_pid));
	case DTRACEIOC_PROC_HOOKS:
		/* each hook given replaces its own; 0 leaves it */
		if (q->dpq_mapped != 0)
			uhost_mapped_hook = (void (*)(pid_t))(uintptr_t)
			    q->dpq_mapped;
		if (q->dpq_ifunc != 0)
			uhost_ifunc_hook = (void (*)(pid_t, uint64_t,
			    uint64_t))(uintptr_t)q->dpq_ifunc;
		if (q->dpq_gone != 0)
			dtrace_uproc_set_gone_hook((void (*)(pid_t))
			    (uintptr_t)q->dpq_gone);
		if (q->dpq_forked != 0)
			dtrace_uproc_set_fork_hook((void (*)(pid_t, pid_t))
			    (uintptr_t)q->dpq_forked);
		dtrace_pidprov_set_mapped_hook(uhost_mapped);
		dtrace_pidprov_set_ifunc_hook(uhost_ifunc);
		return (0);
	default:
		return (ENOTTY);
	}
}

void
dt_uhost_set_capture(int mode)
{
	dtrace_bpf_set_mode(mode);
}

/* The first provider whose late firing refused an in-place action. */
static char uhost_late_why[256];

void
dtrace_uprov_late(dtrace_id_t id, const char *prov)
{
	if (uhost_late_why[0] != '\0' ||
	    !(dtrace_probe_uctx(id) & DTRACE_UCTX_INPLACE))
		return;
	(void) snprintf(uhost_late_why, sizeof (uhost_late_why), "%s probes "
	    "fire once kernel capture has drained their events: stop(), "
	    "raise(), copyout() and copyoutstr() would act after the event, "
	    "not where the thread stands (for syscall and proc probes, a "
	    "process under control, -c or -p, can)", prov);
}

int
dt_uhost_capture_serves(const char *prov, const char **whyp)
{
	if (strcmp(prov, "inplace") == 0) {
		if (whyp != NULL)
			*whyp = uhost_late_why[0] != '\0' ? uhost_late_why :
			    NULL;
		return (uhost_late_why[0] == '\0');
	}
	if (strcmp(prov, "syscall-inplace") == 0) {
		if (whyp != NULL)
			*whyp = NULL;
		return (dtrace_bpf_serves("syscall", NULL) &&
		    dtrace_syscall_bytracer());
	}
	return (dtrace_bpf_serves(prov, whyp));
}

const char *
dt_uhost_profile_how(void)
{
	return (dtrace_profile_how());
}

void
dt_uhost_close(void *state)
{
	uhost_waiter_t *w, **wp;

	if (state == NULL)
		return;
	dtrace_state_close(state);	/* no wake-up after this */
	pthread_mutex_lock(&uhost_waiters_lock);
	for (wp = &uhost_waiters; (w = *wp) != NULL; wp = &w->uw_next) {
		if (w->uw_state == state) {
			*wp = w->uw_next;
			(void) close(w->uw_fd);
			free(w);
			break;
		}
	}
	pthread_mutex_unlock(&uhost_waiters_lock);
}
