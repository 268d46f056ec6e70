/*
 * lib/libdtrace/dt_proc.c -- libdtrace's process control: the processes a
 * consumer creates (dtrace -c) or grabs (dtrace -p), as the reference's
 * dtrace_proc_create / _grab / _continue / _release, and the notices
 * given to the consumer when they go away (dtrace_handle_proc).
 *
 * Where it sits: dtrace(1) creates or grabs its processes before compiling
 * (so $target is known: the first one sets it), continues them after
 * dtrace_go(), and releases them before dtrace_close().  The work is done
 * by the consumer's process-control host, reached only through the
 * DTRACEIOC_PROC_* commands of include/dtrace/ioctl.h (dt_pctl; on Linux
 * the user host's tracer, os/linux/user/dtrace_ptrace.c): a created
 * process waits, stopped before its execve(2), until continued; a grabbed
 * one is stopped until continued; on release a created process that still
 * lives is killed and a grabbed one detached, running, its instrumentation
 * removed.  dtrace_sleep() calls dt_proc_notify(), which calls the proc
 * handler once for each process that has exited -- with the reason when a
 * created one never ran its command because its execve(2) failed (a
 * missing #! interpreter, an unknown format), which is only known then.
 *
 * Invariants: every dtrace_proc_t is on its handle's list until released;
 * a handle's remaining processes are released by dtrace_close() and, if
 * the program exits without closing, by an atexit(3) handler, so no
 * process is ever left stopped or instrumented by a dtrace that went away.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/eventfd.h>

#include "dt_impl.h"

/* The process-control host (os/linux/user/dtrace_uhost.h). */
extern int dt_uhost_pctl(uint32_t cmd, void *arg);

int
dt_pctl(uint32_t cmd, dtrace_procreq_t *q)
{
	return (dt_uhost_pctl(cmd, q));
}

int
dt_proc_advance(pid_t pid)
{
	dtrace_procreq_t q;

	memset(&q, 0, sizeof (q));
	q.dpq_pid = (int32_t)pid;
	return (dt_pctl(DTRACEIOC_PROC_ADVANCE, &q));
}

int
dt_proc_watch(const dtrace_uprobewatch_t *w)
{
	return (dt_uhost_pctl(DTRACEIOC_PROC_WATCH, (void *)(uintptr_t)w));
}

int
dt_proc_read(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	char path[64];
	ssize_t n;
	int fd;

	(void) snprintf(path, sizeof (path), "/proc/%d/mem", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return (-1);
	n = pread(fd, buf, len, (off_t)addr);
	(void) close(fd);
	return (n == (ssize_t)len ? 0 : -1);
}

/* A request naming process handle @h. */
static int
dt_pctl_handle(uint32_t cmd, uint64_t h, dtrace_procreq_t *q)
{
	memset(q, 0, sizeof (*q));
	q->dpq_handle = h;
	return (dt_pctl(cmd, q));
}

static void
dt_uproc_release(uint64_t h)
{
	dtrace_procreq_t q;

	(void) dt_pctl_handle(DTRACEIOC_PROC_RELEASE, h, &q);
}

/* Has process @h exited?  1 and its wait status in *@wstatp, else 0. */
static int
dt_uproc_status(uint64_t h, int *wstatp, int *execerrp)
{
	dtrace_procreq_t q;

	if (dt_pctl_handle(DTRACEIOC_PROC_STATUS, h, &q) != 0 ||
	    !q.dpq_exited)
		return (0);
	if (wstatp != NULL)
		*wstatp = q.dpq_status;
	if (execerrp != NULL)
		*execerrp = q.dpq_execerr;
	return (1);
}

struct dtrace_proc {
	dtrace_hdl_t *dpr_hdl;
	uint64_t dpr_uproc;		/* the host's handle */
	pid_t dpr_pid;
	int dpr_created;
	int dpr_notified;		/* the proc handler was told it exited */
	char *dpr_file;			/* created: the command, for messages */
	struct dtrace_proc *dpr_next;
};

/* Per-handle state, kept here so the handle's layout does not change. */
typedef struct dt_prochdl {
	dtrace_hdl_t *ph_dtp;
	dtrace_handle_proc_f *ph_hdlr;
	void *ph_arg;
	dtrace_proc_t *ph_procs;
	struct dt_prochdl *ph_next;
} dt_prochdl_t;

static pthread_mutex_t dt_proc_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_prochdl_t *dt_prochdls;

/*
 * What wakes dtrace_sleep() when a process under control is gone: an
 * eventfd the host's gone hook writes (tracer thread), so that -c's end
 * is seen at once rather than at the next tick.
 */
static int dt_proc_wakefd = -1;

static void
dt_proc_gone(pid_t pid)
{
	uint64_t one = 1;

	(void) pid;
	if (dt_proc_wakefd >= 0)
		(void) write(dt_proc_wakefd, &one, sizeof (one));
}

/*
 * Process @parent, under control, forked @child (tracer thread, the child
 * stopped): each handle that controls @parent has its backend take the
 * probe sites out of the child (DTRACEIOC_UPROBE_FORKED).
 */
static void
dt_proc_forked(pid_t parent, pid_t child)
{
	dtrace_hdl_t *dtps[8];
	dtrace_uprobefork_t f;
	dtrace_proc_t *dpr;
	dt_prochdl_t *ph;
	int i, n = 0;

	pthread_mutex_lock(&dt_proc_lock);
	for (ph = dt_prochdls; ph != NULL && n < 8; ph = ph->ph_next) {
		for (dpr = ph->ph_procs; dpr != NULL; dpr = dpr->dpr_next) {
			if (dpr->dpr_pid == parent) {
				dtps[n++] = ph->ph_dtp;
				break;
			}
		}
	}
	pthread_mutex_unlock(&dt_proc_lock);
	f.dupf_pid = (int32_t)parent;
	f.dupf_child = (int32_t)child;
	for (i = 0; i < n; i++) {
		/* a backend not open yet has planted nothing */
		if (dtps[i]->dt_backend_open)
			(void) dt_ioctl(dtps[i], DTRACEIOC_UPROBE_FORKED, &f);
	}
}

__attribute__((constructor)) static void
dt_proc_init(void)
{
	dtrace_procreq_t q;
	int fd;

	/* never as 0, 1 or 2: dtrace >&- must find its stdout closed */
	fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	if (fd >= 0 && fd <= 2) {
		dt_proc_wakefd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
		(void) close(fd);
	} else {
		dt_proc_wakefd = fd;
	}
	memset(&q, 0, sizeof (q));
	q.dpq_gone = (uint64_t)(uintptr_t)dt_proc_gone;
	q.dpq_forked = (uint64_t)(uintptr_t)dt_proc_forked;
	(void) dt_pctl(DTRACEIOC_PROC_HOOKS, &q);
}

int
dt_proc_waitfd(void)
{
	return (dt_proc_wakefd);
}
static int dt_proc_atexit;

static void dt_proc_atexit_release(void);
void dt_proc_notify(dtrace_hdl_t *dtp);
void dt_proc_fini(dtrace_hdl_t *dtp);

static dt_prochdl_t *
dt_prochdl(dtrace_hdl_t *dtp, int create)
{
	dt_prochdl_t *ph;

	for (ph = dt_prochdls; ph != NULL; ph = ph->ph_next) {
		if (ph->ph_dtp == dtp)
			return (ph);
	}
	if (!create || (ph = calloc(1, sizeof (*ph))) == NULL)
		return (NULL);
	ph->ph_dtp = dtp;
	ph->ph_next = dt_prochdls;
	dt_prochdls = ph;
	if (!dt_proc_atexit) {
		dt_proc_atexit = 1;
		(void) atexit(dt_proc_atexit_release);
	}
	return (ph);
}

/* Record "@fmt ..." as the handle's error (EDT_COMPILER carries text). */
static void __attribute__((format(printf, 2, 3)))
dt_proc_error(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	(void) vsnprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	(void) dt_set_errno(dtp, EDT_COMPILER);
}

static dtrace_proc_t *
dt_proc_add(dtrace_hdl_t *dtp, uint64_t up, pid_t pid, int created)
{
	dtrace_proc_t *dpr;
	dt_prochdl_t *ph;

	if ((dpr = calloc(1, sizeof (*dpr))) == NULL) {
		dt_uproc_release(up);
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	dpr->dpr_hdl = dtp;
	dpr->dpr_uproc = up;
	dpr->dpr_pid = pid;
	dpr->dpr_created = created;
	pthread_mutex_lock(&dt_proc_lock);
	if ((ph = dt_prochdl(dtp, 1)) == NULL) {
		pthread_mutex_unlock(&dt_proc_lock);
		free(dpr);
		dt_uproc_release(up);
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	dpr->dpr_next = ph->ph_procs;
	ph->ph_procs = dpr;
	pthread_mutex_unlock(&dt_proc_lock);

	/* $target is the first process created or grabbed */
	if (dtp->dt_target == 0)
		dtp->dt_target = dpr->dpr_pid;
	return (dpr);
}

/**
 * dtrace_proc_create - start @file (looked up in $PATH unless it has a
 * '/') with arguments @argv (argv[0] first, NULL-terminated) under the
 * control of @dtp, stopped until dtrace_proc_continue().  The first
 * process created or grabbed becomes $target.  Returns the process, or
 * NULL with the error "failed to execute FILE: REASON" (dtrace_errmsg).
 * (libdtrace(3LIB) dtrace_proc_create; dtrace -c.)
 */
dtrace_proc_t *
dtrace_proc_create(dtrace_hdl_t *dtp, const char *file, char *const *argv)
{
	dtrace_procreq_t q;
	dtrace_proc_t *dpr;
	int err;

	if (file == NULL || argv == NULL) {
		(void) dt_set_errno(dtp, EINVAL);
		return (NULL);
	}
	memset(&q, 0, sizeof (q));
	q.dpq_file = (uint64_t)(uintptr_t)file;
	q.dpq_argv = (uint64_t)(uintptr_t)argv;
	q.dpq_envp = (uint64_t)(uintptr_t)dtp->dt_proc_env;
	if ((err = dt_pctl(DTRACEIOC_PROC_CREATE, &q)) != 0) {
		dt_proc_error(dtp, "failed to execute %s: %s", file,
		    err == ENOTSUP ? "process control is not built for this "
		    "machine" : strerror(err));
		return (NULL);
	}
	if ((dpr = dt_proc_add(dtp, q.dpq_handle, (pid_t)q.dpq_pid, 1)) !=
	    NULL)
		dpr->dpr_file = strdup(file);
	return (dpr);
}

/* Grab @pid with DTRACEIOC_PROC_GRAB flags @qflags (DTRACE_PROCREQ_*). */
static dtrace_proc_t *
dt_proc_grab_flags(dtrace_hdl_t *dtp, pid_t pid, uint32_t qflags)
{
	dtrace_procreq_t q;
	int err;

	memset(&q, 0, sizeof (q));
	q.dpq_pid = (int32_t)pid;
	q.dpq_flags = qflags;
	if ((err = dt_pctl(DTRACEIOC_PROC_GRAB, &q)) != 0) {
		dt_proc_error(dtp, "failed to grab pid %d: %s", (int)pid,
		    err == EBUSY ? "process is traced" : err == ENOTSUP ?
		    "process control is not built for this machine" :
		    strerror(err));
		return (NULL);
	}
	return (dt_proc_add(dtp, q.dpq_handle, pid, 0));
}

/**
 * dtrace_proc_grab - take control of running process @pid for @dtp and
 * keep it stopped until dtrace_proc_continue().  @flags: reserved (0).
 * Returns the process, or NULL with the error "failed to grab pid N:
 * REASON" (No such process, Operation not permitted, ...).
 * (libdtrace(3LIB) dtrace_proc_grab; dtrace -p.)
 */
dtrace_proc_t *
dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid, int flags)
{
	(void) flags;
	return (dt_proc_grab_flags(dtp, pid, 0));
}

/**
 * dt_proc_grab_forprobes - as dtrace_proc_grab(), for a pid or USDT probe
 * description that names process @pid not under control (dt_pid.c,
 * dt_usdt.c): the host is told (DTRACE_PROCREQ_FORPROBES), so that such a
 * grab, unlike -p, leaves the user host's kernel capture free to serve
 * every process and to make the sites uprobes.
 */
dtrace_proc_t *
dt_proc_grab_forprobes(dtrace_hdl_t *dtp, pid_t pid)
{
	return (dt_proc_grab_flags(dtp, pid, DTRACE_PROCREQ_FORPROBES));
}

/**
 * dtrace_proc_continue - let process @dpr run (tracing has started).
 */
void
dtrace_proc_continue(dtrace_hdl_t *dtp, dtrace_proc_t *dpr)
{
	dtrace_procreq_t q;

	(void) dtp;
	if (dpr != NULL)
		(void) dt_pctl_handle(DTRACEIOC_PROC_CONTINUE, dpr->dpr_uproc,
		    &q);
}

/**
 * dtrace_proc_release - give process @dpr back and free it: a created
 * process that still runs is killed, a grabbed one is left running with
 * every instrumentation removed.
 */
void
dtrace_proc_release(dtrace_hdl_t *dtp, dtrace_proc_t *dpr)
{
	dtrace_proc_t **pp;
	dt_prochdl_t *ph;

	if (dpr == NULL)
		return;
	pthread_mutex_lock(&dt_proc_lock);
	if ((ph = dt_prochdl(dtp, 0)) != NULL) {
		for (pp = &ph->ph_procs; *pp != NULL; pp = &(*pp)->dpr_next) {
			if (*pp == dpr) {
				*pp = dpr->dpr_next;
				break;
			}
		}
	}
	pthread_mutex_unlock(&dt_proc_lock);
	dt_uproc_release(dpr->dpr_uproc);
	free(dpr->dpr_file);
	free(dpr);
}

/** dtrace_proc_getpid - the process id of @dpr. */
pid_t
dtrace_proc_getpid(dtrace_hdl_t *dtp, dtrace_proc_t *dpr)
{
	(void) dtp;
	return (dpr->dpr_pid);
}

/**
 * dtrace_proc_status - has @dpr exited?  Returns 1 and its wait(2) status
 * in *@wstatp when it has, 0 while it lives.
 */
int
dtrace_proc_status(dtrace_hdl_t *dtp, dtrace_proc_t *dpr, int *wstatp)
{
	(void) dtp;
	return (dt_uproc_status(dpr->dpr_uproc, wstatp, NULL));
}

/**
 * dtrace_handle_proc - install @hdlr, called (from dtrace_sleep) once for
 * each process of @dtp that has exited, with a NULL message.
 * Returns 0 or -1.
 */
int
dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_proc_f *hdlr, void *arg)
{
	dt_prochdl_t *ph;

	pthread_mutex_lock(&dt_proc_lock);
	ph = dt_prochdl(dtp, 1);
	if (ph != NULL) {
		ph->ph_hdlr = hdlr;
		ph->ph_arg = arg;
	}
	pthread_mutex_unlock(&dt_proc_lock);
	return (ph == NULL ? dt_set_errno(dtp, EDT_NOMEM) : 0);
}

/**
 * dt_proc_notify - call the proc handler of @dtp for every process that
 * exited since the last call.  Called by dtrace_sleep().
 */
void
dt_proc_notify(dtrace_hdl_t *dtp)
{
	dtrace_proc_t *dpr;
	dt_prochdl_t *ph;
	char msg[PATH_MAX + 128];
	int wstat, err;

	pthread_mutex_lock(&dt_proc_lock);
	ph = dt_prochdl(dtp, 0);
	pthread_mutex_unlock(&dt_proc_lock);
	if (ph == NULL || ph->ph_hdlr == NULL)
		return;
	for (dpr = ph->ph_procs; dpr != NULL; dpr = dpr->dpr_next) {
		err = 0;
		if (dpr->dpr_notified ||
		    !dt_uproc_status(dpr->dpr_uproc, &wstat, &err))
			continue;
		dpr->dpr_notified = 1;
		if (dpr->dpr_created && err != 0) {
			/* the reference's words, had it known at create */
			(void) snprintf(msg, sizeof (msg),
			    "failed to execute %s: %s", dpr->dpr_file != NULL ?
			    dpr->dpr_file : "command", strerror(err));
			ph->ph_hdlr(dpr, msg, ph->ph_arg);
		} else {
			ph->ph_hdlr(dpr, NULL, ph->ph_arg);
		}
	}
}

/**
 * dt_proc_fini - release every process of @dtp (dtrace_close).
 */
void
dt_proc_fini(dtrace_hdl_t *dtp)
{
	dt_prochdl_t *ph, **pp;

	pthread_mutex_lock(&dt_proc_lock);
	ph = dt_prochdl(dtp, 0);
	pthread_mutex_unlock(&dt_proc_lock);
	if (ph == NULL)
		return;
	while (ph->ph_procs != NULL)
		dtrace_proc_release(dtp, ph->ph_procs);
	pthread_mutex_lock(&dt_proc_lock);
	for (pp = &dt_prochdls; *pp != NULL; pp = &(*pp)->ph_next) {
		if (*pp == ph) {
			*pp = ph->ph_next;
			break;
		}
	}
	pthread_mutex_unlock(&dt_proc_lock);
	free(ph);
}

/* At exit(3) without dtrace_close(): leave no process stopped or patched. */
static void
dt_proc_atexit_release(void)
{
	while (dt_prochdls != NULL)
		dt_proc_fini(dt_prochdls->ph_dtp);
}
