/*
 * lib/libdtrace/dt_work.c -- the tracing life cycle as seen by a consumer:
 * dtrace_go() (enable the library's ERROR clause and the options, then
 * GO: BEGIN fires), dtrace_status() (notice exit() and drops),
 * dtrace_sleep() (pace the loop), dtrace_work() (status + consume),
 * dtrace_stop() (STOP: END fires).
 *
 * Where it sits: dtrace(1)'s main loop is
 *   dtrace_go(); do { dtrace_sleep(); dtrace_work(); } while (!done);
 * dtrace_work() reports DONE once exit() was seen, tracing was stopped,
 * and every remaining record (END's last) has been printed.
 *
 * Pacing: as the reference, the consumer sleeps until the next
 * switchrate/statusrate tick (1s by default; dt_useropts, the values set
 * before GO).  Unlike it, the framework also wakes the consumer as soon as
 * it is wanted (exit(), a full or half-full buffer) and the process
 * control when a -c/-p process is gone, so scripts end as soon as they
 * are done and buffers are drained before they drop.
 *
 * Invariants: dt_active is set once GO succeeded, dt_stopped once STOP
 * succeeded; dt_beganon / dt_endedon hold the CPUs BEGIN / END ran on.
 */
#include <errno.h>
#include <fnmatch.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_aggregate.h"	/* dt_aggregate_work (agg-consumer) */

void dt_proc_notify(dtrace_hdl_t *);	/* dt_proc.c (proc helper) */

static int
dt_enable_dof(dtrace_hdl_t *dtp, void *dof, size_t size)
{
	dtrace_enable_t en;

	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)dof;
	en.dten_size = size;
	return (dt_ioctl(dtp, DTRACEIOC_ENABLE, &en));
}

/*
 * The providers that the user host backs only for its targets (the
 * processes started with -c or grabbed with -p): without a target and
 * without the kernel device their probes never fire.
 */
static const char *const dt_targetonly[] = { "syscall", "proc" };

/* The user host's glue (os/linux/user/dtrace_uhost.h). */
extern int dt_uhost_capture_serves(const char *prov, const char **whyp);
extern const char *dt_uhost_profile_how(void);

/*
 * Say once, for each distinct probe description of @pgp's DOF whose
 * provider part names such a provider, that it sees only the targets
 * (issue 12: a system-wide description on the user host would otherwise
 * trace nothing, silently).  @seen/@nseen: the descriptions said so far.
 */
static void
dt_warn_targetonly(dtrace_hdl_t *dtp, const dtrace_prog_t *pgp,
    char seen[][DTRACE_FULLNAMELEN], size_t *nseen, size_t maxseen)
{
	const dof_hdr_t *h = pgp->dp_dof;
	const char *base = pgp->dp_dof;
	uint32_t i, k;
	size_t j;

	if (h == NULL || pgp->dp_dofsize < sizeof (*h) ||
	    h->dofh_secoff + (uint64_t)h->dofh_secnum * h->dofh_secsize >
	    pgp->dp_dofsize)
		return;
	for (i = 0; i < h->dofh_secnum; i++) {
		const dof_sec_t *sp = (const dof_sec_t *)(const void *)(base +
		    h->dofh_secoff + (uint64_t)i * h->dofh_secsize);
		const dof_sec_t *st;
		const dof_probedesc_t *pd;
		const char *str;
		char desc[DTRACE_FULLNAMELEN];

		if (sp->dofs_type != DOF_SECT_PROBEDESC ||
		    sp->dofs_size < sizeof (*pd) ||
		    sp->dofs_offset + sp->dofs_size > pgp->dp_dofsize)
			continue;
		pd = (const dof_probedesc_t *)(const void *)(base +
		    sp->dofs_offset);
		if (pd->dofp_strtab >= h->dofh_secnum)
			continue;
		st = (const dof_sec_t *)(const void *)(base + h->dofh_secoff +
		    (uint64_t)pd->dofp_strtab * h->dofh_secsize);
		if (st->dofs_type != DOF_SECT_STRTAB || st->dofs_size == 0 ||
		    st->dofs_offset + st->dofs_size > pgp->dp_dofsize ||
		    pd->dofp_provider >= st->dofs_size ||
		    pd->dofp_mod >= st->dofs_size ||
		    pd->dofp_func >= st->dofs_size ||
		    pd->dofp_name >= st->dofs_size ||
		    base[st->dofs_offset + st->dofs_size - 1] != '\0')
			continue;
		str = base + st->dofs_offset;
		if (str[pd->dofp_provider] == '\0')
			continue;
		for (k = 0; k < sizeof (dt_targetonly) /
		    sizeof (dt_targetonly[0]); k++) {
			/* kernel capture serves it for every process */
			if (dt_uhost_capture_serves(dt_targetonly[k], NULL))
				continue;
			if (fnmatch(str + pd->dofp_provider, dt_targetonly[k],
			    0) == 0)
				break;
		}
		if (k == sizeof (dt_targetonly) / sizeof (dt_targetonly[0]))
			continue;
		(void) snprintf(desc, sizeof (desc), "%s:%s:%s:%s",
		    str + pd->dofp_provider, str + pd->dofp_mod,
		    str + pd->dofp_func, str + pd->dofp_name);
		for (j = 0; j < *nseen; j++) {
			if (strcmp(seen[j], desc) == 0)
				break;
		}
		if (j < *nseen)
			continue;
		if (*nseen < maxseen)
			memcpy(seen[(*nseen)++], desc, sizeof (desc));
		fprintf(stderr, "%s: %s sees only processes started with -c "
		    "or grabbed with -p here (no kernel backend)\n",
		    dtp->dt_progname != NULL ? dtp->dt_progname : "dtrace",
		    desc);
	}
}

/*
 * The user host: say which mechanism backs its system-wide providers
 * (-x showbackend, dtrace -v), and fail when -x backend=bpf was asked
 * for and kernel capture could not serve the probes enabled, or when a
 * probe it fires once drained would act on its thread late.  0, or -1
 * with EDT_NOCAPTURE or EDT_LATEACT.
 */
static int
dt_capture_check(dtrace_hdl_t *dtp)
{
	const char *why = NULL, *how;
	const char *pname = dtp->dt_progname != NULL ? dtp->dt_progname :
	    "dtrace";
	const char *pwhy = NULL, *iwhy = NULL;
	int served = dt_uhost_capture_serves("syscall", &why);
	int pserved = dt_uhost_capture_serves("pid", &pwhy);
	static const char *const only[] = { "sdt", "sched", "fbt" };
	static const char *const onlyhow[] = { "kernel tracepoints (BPF)",
	    "kernel tracepoints (BPF)", "kprobes (BPF)" };
	int oserved[3];
	size_t i;

	/* an action on the thread where it stands, which would come late */
	if (!dt_uhost_capture_serves("inplace", &iwhy) && iwhy != NULL) {
		fprintf(stderr, "%s: %s\n", pname, iwhy);
		return (dt_set_errno(dtp, EDT_LATEACT));
	}
	if (!served && why != NULL && dtp->dt_capture_req == DT_CAPTURE_BPF) {
		fprintf(stderr, "%s: kernel capture (BPF): %s\n", pname, why);
		return (dt_set_errno(dtp, EDT_NOCAPTURE));
	}
	if (!pserved && pwhy != NULL &&
	    dtp->dt_capture_req == DT_CAPTURE_BPF) {
		fprintf(stderr, "%s: kernel capture (BPF) of pid probes: %s\n",
		    pname, pwhy);
		return (dt_set_errno(dtp, EDT_NOCAPTURE));
	}
	/*
	 * Nothing but kernel capture can serve sdt, sched and fbt; fbt
	 * served in part (probes the kernel refused) is said, not fatal.
	 */
	for (i = 0; i < 3; i++) {
		const char *owhy = NULL;

		oserved[i] = dt_uhost_capture_serves(only[i], &owhy);
		if (!oserved[i] && owhy != NULL) {
			fprintf(stderr, "%s: kernel capture (BPF) of %s probes: "
			    "%s\n", pname, only[i], owhy);
			return (dt_set_errno(dtp, EDT_NOCAPTURE));
		}
		if (oserved[i] && owhy != NULL)
			fprintf(stderr, "%s: some %s probes are not enabled: "
			    "%s\n", pname, only[i], owhy);
	}
	if (!dtp->dt_showbackend)
		return (0);
	for (i = 0; i < 3; i++) {
		if (oserved[i])
			fprintf(stderr, "%s: %s provider: %s, every process\n",
			    pname, only[i], onlyhow[i]);
	}
	if (pserved)
		fprintf(stderr, "%s: pid provider: kernel uprobes (BPF), "
		    "the processes under control\n", pname);
	if (served && dt_uhost_capture_serves("syscall-inplace", NULL))
		fprintf(stderr, "%s: syscall provider: kernel capture (BPF), "
		    "every process; ptrace for the probes whose clauses act in "
		    "place (copyout, raise, stop), processes under control "
		    "only\n", pname);
	else if (served)
		fprintf(stderr, "%s: syscall provider: kernel capture (BPF), "
		    "every process\n", pname);
	else if (why != NULL)
		fprintf(stderr, "%s: syscall provider: ptrace, processes under "
		    "control only (%s)\n", pname, why);
	if ((how = dt_uhost_profile_how()) != NULL)
		fprintf(stderr, "%s: profile provider: perf events, %s\n",
		    pname, how);
	return (0);
}

/**
 * dtrace_go - start tracing: enable the library's ERROR enabling (if an
 * error handler is installed) and the runtime options, then
 * DTRACEIOC_GO, which fires BEGIN.  Returns 0 or -1 with dtrace_errno()
 * set (EINVAL when already active).  (libdtrace(3LIB) dtrace_go.)
 */
int
dtrace_go(dtrace_hdl_t *dtp)
{
	uint32_t cpu = 0;
	size_t size;
	void *dof;

	if (dtp->dt_active)
		return (dt_set_errno(dtp, EINVAL));

	if (dtp->dt_errprog != NULL &&
	    dt_enable_dof(dtp, dtp->dt_errprog->dp_dof,
	    dtp->dt_errprog->dp_dofsize) == -1)
		return (dt_set_errno(dtp, errno));

	if ((dof = dt_options_dof(dtp, &size)) == NULL)
		return (-1);
	/*
	 * A framework that cannot take options yet keeps its defaults; the
	 * output is the same for the options it would ignore.
	 */
	(void) dt_enable_dof(dtp, dof, size);
	free(dof);

	if (dtp->dt_backend == DT_BACKEND_USER && dt_capture_check(dtp) != 0)
		return (-1);

	if (dt_ioctl(dtp, DTRACEIOC_GO, &cpu) == -1) {
		if (errno == EACCES)
			return (dt_set_errno(dtp, EDT_DESTRUCTIVE));
		if (errno == EALREADY)
			return (dt_set_errno(dtp, EDT_ISANON));
		if (errno == ENOENT)
			return (dt_set_errno(dtp, EDT_NOANON));
		if (errno == E2BIG)
			return (dt_set_errno(dtp, EDT_ENDTOOBIG));
		if (errno == ENOSPC)
			return (dt_set_errno(dtp, EDT_BUFTOOSMALL));
		return (dt_set_errno(dtp, errno));
	}

	dtp->dt_active = 1;
	dtp->dt_beganon = (int)cpu;
	if (dtp->dt_backend == DT_BACKEND_USER && dtp->dt_target == 0) {
		char (*seen)[DTRACE_FULLNAMELEN] = calloc(64, sizeof (*seen));
		const dtrace_prog_t *pgp, *last = NULL;
		size_t nseen = 0;

		/* in the order compiled (the list holds the newest first) */
		while (seen != NULL && last != dtp->dt_programs) {
			for (pgp = dtp->dt_programs; pgp->dp_next != last;
			    pgp = pgp->dp_next)
				continue;
			dt_warn_targetonly(dtp, pgp, seen, &nseen, 64);
			last = pgp;
		}
		free(seen);
	}
	dtp->dt_laststatus = 0;

	/* The options in force (framework defaults, lowered sizes). */
	memcpy(dtp->dt_useropts, dtp->dt_options, sizeof (dtp->dt_options));
	(void) dt_options_load(dtp);
	return (0);
}

/**
 * dtrace_stop - stop tracing (DTRACEIOC_STOP fires END).  Idempotent.
 * Returns 0 or -1 with dtrace_errno() set.
 */
int
dtrace_stop(dtrace_hdl_t *dtp)
{
	uint32_t cpu = 0;

	if (dtp->dt_stopped)
		return (0);
	if (!dtp->dt_active)
		return (dt_set_errno(dtp, EINVAL));

	if (dt_ioctl(dtp, DTRACEIOC_STOP, &cpu) == -1)
		return (dt_set_errno(dtp, errno));

	dtp->dt_stopped = 1;
	dtp->dt_endedon = (int)cpu;
	return (0);
}

/* An option's rate as ns (statusrate, switchrate): the reference's 1hz
 * when not set. */
static uint64_t
dt_rate_ns(dtrace_hdl_t *dtp, int opt)
{
	dtrace_optval_t v = dtp->dt_useropts[opt];

	return (v != DTRACEOPT_UNSET && v > 0 ? (uint64_t)v : 1000000000ULL);
}

/**
 * dtrace_status - poll the framework: DTRACE_STATUS_NONE (not time yet or
 * not active), OKAY, EXITED (exit() was called: tracing is now stopped),
 * FILLED (fill buffer full: stopped), STOPPED; -1 on error.  Drops are
 * reported through the drop handler.  At most once per statusrate, unless
 * the framework woke the consumer (dtrace_sleep).
 */
int
dtrace_status(dtrace_hdl_t *dtp)
{
	int gen = dtp->dt_statusgen;
	uint64_t now = dt_gethrtime();
	uint64_t interval = dt_rate_ns(dtp, DTRACEOPT_STATUSRATE);

	if (!dtp->dt_active)
		return (DTRACE_STATUS_NONE);
	if (dtp->dt_stopped)
		return (DTRACE_STATUS_STOPPED);

	if (dtp->dt_wanted || dtp->dt_laststatus == 0) {
		dtp->dt_wanted = 0;
		dtp->dt_laststatus = now;
	} else {
		if (now - dtp->dt_laststatus < interval)
			return (DTRACE_STATUS_NONE);
		dtp->dt_laststatus += interval;
		if (now - dtp->dt_laststatus >= interval)
			dtp->dt_laststatus = now;	/* do not catch up */
	}

	memset(&dtp->dt_status[gen], 0, sizeof (dtrace_status_t));
	if (dt_ioctl(dtp, DTRACEIOC_STATUS, &dtp->dt_status[gen]) == -1)
		return (dt_set_errno(dtp, errno));

	dtp->dt_statusgen ^= 1;

	if (dt_handle_status(dtp, &dtp->dt_status[dtp->dt_statusgen],
	    &dtp->dt_status[gen]) == -1)
		return (-1);

	if (dtp->dt_status[gen].dtst_exiting) {
		if (!dtp->dt_stopped && dtrace_stop(dtp) == -1)
			return (-1);
		return (DTRACE_STATUS_EXITED);
	}

	if (dtp->dt_status[gen].dtst_filled == 0)
		return (DTRACE_STATUS_OKAY);

	if (dtp->dt_options[DTRACEOPT_BUFPOLICY] != DTRACEOPT_BUFPOLICY_FILL)
		return (DTRACE_STATUS_OKAY);

	if (!dtp->dt_stopped && dtrace_stop(dtp) == -1)
		return (-1);
	return (DTRACE_STATUS_FILLED);
}

/* Empty the eventfd @fd after a wake-up (the device needs no read). */
static void
dt_wait_drain(int fd)
{
	uint64_t n;

	(void) read(fd, &n, sizeof (n));
}

/**
 * dtrace_sleep - sleep until the next status or buffer-switch tick
 * (statusrate / switchrate, each the reference's 1hz when not set), or
 * until the framework wants the consumer sooner (exit(), a full fill
 * buffer, a half-full buffer: include/dtrace/ioctl.h, "Waiting"), or a
 * process under control is gone.  The first call returns at once, as the
 * reference's.  Returns early on a signal.
 */
void
dtrace_sleep(dtrace_hdl_t *dtp)
{
	uint64_t now, when, swhen;
	struct pollfd pfd[2];
	struct timespec ts;
	int n = 0, bi = -1, pi = -1;

	now = dt_gethrtime();
	if (dtp->dt_laststatus == 0 || dtp->dt_lastwake == 0) {
		dtp->dt_lastwake = now;
		dt_proc_notify(dtp);
		return;		/* the reference's first round */
	}
	/*
	 * The next switch tick, counted from the last wake-up, and the next
	 * status tick: whichever comes first.
	 */
	when = dtp->dt_laststatus + dt_rate_ns(dtp, DTRACEOPT_STATUSRATE);
	swhen = dtp->dt_lastwake + dt_rate_ns(dtp, DTRACEOPT_SWITCHRATE);
	if (swhen < when)
		when = swhen;
	if (when > now) {
		ts.tv_sec = (time_t)((when - now) / 1000000000ULL);
		ts.tv_nsec = (long)((when - now) % 1000000000ULL);
		if (dtp->dt_active && !dtp->dt_stopped &&
		    (pfd[n].fd = dt_backend_waitfd(dtp)) >= 0) {
			pfd[n].events = POLLIN;
			bi = n++;
		}
		if ((pfd[n].fd = dt_proc_waitfd()) >= 0) {
			pfd[n].events = POLLIN;
			pi = n++;
		}
		if (ppoll(pfd, (nfds_t)n, &ts, NULL) > 0) {
			if (bi >= 0 && (pfd[bi].revents & POLLIN)) {
				dtp->dt_wanted = 1;
				if (dtp->dt_backend != DT_BACKEND_KERNEL)
					dt_wait_drain(pfd[bi].fd);
			}
			if (pi >= 0 && (pfd[pi].revents & POLLIN))
				dt_wait_drain(pfd[pi].fd);
		}
	}
	dtp->dt_lastwake = dt_gethrtime();
	dt_proc_notify(dtp);	/* exited -c/-p processes (dt_proc.c) */
}

/**
 * dtrace_work - one round of the consumer loop (see dtrace.h).
 */
dtrace_workstatus_t
dtrace_work(dtrace_hdl_t *dtp, FILE *fp, dtrace_consume_probe_f *pfunc,
    dtrace_consume_rec_f *rfunc, void *arg)
{
	dtrace_workstatus_t rval;

	switch (dtrace_status(dtp)) {
	case DTRACE_STATUS_EXITED:
	case DTRACE_STATUS_FILLED:
	case DTRACE_STATUS_STOPPED:
		rval = DTRACE_WORKSTATUS_DONE;
		break;
	case DTRACE_STATUS_NONE:
	case DTRACE_STATUS_OKAY:
		rval = DTRACE_WORKSTATUS_OKAY;
		break;
	default:
		return (DTRACE_WORKSTATUS_ERROR);
	}

	/*
	 * Aggregations first (agg-consumer helper, dt_aggregate.c), so that
	 * printa()/trunc()/... records see every update made before them;
	 * once stopped, always (END's updates).
	 */
	if (dt_aggregate_work(dtp, rval == DTRACE_WORKSTATUS_DONE) == -1)
		return (DTRACE_WORKSTATUS_ERROR);

	if (dtrace_consume(dtp, fp, pfunc, rfunc, arg) == -1)
		return (DTRACE_WORKSTATUS_ERROR);

	return (rval);
}
