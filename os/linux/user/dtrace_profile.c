/*
 * os/linux/user/dtrace_profile.c -- the profile provider of the user host:
 * profile:::profile-N and profile:::tick-N, timed probes firing from a
 * cyclic (one timer thread per enabled probe).  (Dynamic Tracing Guide,
 * "profile Provider".)
 *
 * Names follow the reference (parsed by common/dtrace_profile_name.c, as
 * for the kernel module's provider): a prefix "profile-" or "tick-", a
 * positive decimal number, and an optional unit -- ns nsec us usec ms
 * msec s sec m min h hour d day (an interval), or hz or nothing (a rate
 * per second), compared without regard to case.  Intervals below 200 us (5000 Hz) are
 * refused, as are more than 1000 profile probes.  The default probes
 * (profile-97 ... profile-4999, tick-1 ... tick-5000) exist from the
 * first open; any other is created on demand when a description names it.
 *
 * Arguments: arg0 = kernel pc (0 in the user host), arg1 = user pc: the
 * timer thread is user code of the dtrace process, so its pc where the
 * probe fires (as the reference, exactly one of the two is non-zero);
 * profile-N also passes arg2 = how late the firing was, in ns.  In the
 * user host profile-N fires once per interval (not on every CPU), in the
 * threads of the processes under control when there are any, else in
 * dtrace's own timer thread.  When kernel capture is chosen (no -x
 * backend=ptrace: dtrace_bpf_systemwide()) and perf
 * events allow it (root), profile-N instead fires for every sample of
 * every process on every CPU (dtrace_usample.c): in user mode arg0 = 0,
 * arg1 = the sampled user pc; in the kernel arg0 = the kernel pc, arg1 =
 * 0 and stack() its kernel stack.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtrace_core.h"
#include "dtrace_uhost.h"
#include "dtrace_usample.h"	/* profile-N on targets (pid helper) */
#include "dtrace_uprov.h"	/* dtrace_uprov_late */
#include "dtrace_bpf.h"		/* kernel capture chosen: system-wide */

#define PROF_PROFILE		DTRACE_PROFILE_PROFILE
#define PROF_TICK		DTRACE_PROFILE_TICK

typedef struct profile_probe {
	dtrace_id_t pp_id;
	int pp_kind;
	uint64_t pp_interval;		/* ns */
	uint64_t pp_expected;		/* next expected firing (profile-N) */
	dtrace_os_cyclic_t *pp_cyclic;
	dtrace_usample_t *pp_usample;	/* traced threads (pid helper) */
} profile_probe_t;

static dtrace_provider_id_t profile_id;
static unsigned int profile_total;
static const char *profile_how;	/* how the last enabled profile-N samples */

static void
profile_create(uint64_t interval, const char *name, int kind)
{
	profile_probe_t *pp;

	if (interval < DTRACE_PROFILE_INTERVAL_MIN)
		return;
	if (dtrace_probe_lookup(profile_id, NULL, NULL, name) != DTRACE_IDNONE)
		return;
	if (profile_total >= DTRACE_PROFILE_MAX)
		return;
	pp = calloc(1, sizeof (*pp));
	if (pp == NULL)
		return;
	pp->pp_kind = kind;
	pp->pp_interval = interval;
	pp->pp_id = dtrace_probe_create(profile_id, NULL, NULL, name, 0, pp);
	if (pp->pp_id == DTRACE_IDNONE) {
		free(pp);
		return;
	}
	profile_total++;
}

static void
profile_provide(void *arg, const dtrace_probedesc_t *desc)
{
	char n[DTRACE_NAMELEN];
	uint64_t interval;
	size_t i;
	int kind;

	(void)arg;
	if (desc == NULL) {
		for (i = 0; i < DTRACE_PROFILE_NRATES; i++) {
			dtrace_profile_name(n, sizeof (n), PROF_PROFILE,
			    dtrace_profile_rates[i]);
			profile_create(1000000000ULL / dtrace_profile_rates[i],
			    n, PROF_PROFILE);
		}
		for (i = 0; i < DTRACE_PROFILE_NTICKS; i++) {
			dtrace_profile_name(n, sizeof (n), PROF_TICK,
			    dtrace_profile_ticks[i]);
			profile_create(1000000000ULL / dtrace_profile_ticks[i],
			    n, PROF_TICK);
		}
		return;
	}
	/* only a concrete name can create a probe; its mod/func are empty */
	if ((desc->dtpd_mod[0] != '\0' && strcmp(desc->dtpd_mod, "*") != 0) ||
	    (desc->dtpd_func[0] != '\0' && strcmp(desc->dtpd_func, "*") != 0))
		return;
	if ((interval = dtrace_profile_parse(desc->dtpd_name, &kind)) == 0)
		return;
	profile_create(interval, desc->dtpd_name, kind);
}

static void
profile_fire(void *arg)
{
	profile_probe_t *pp = arg;
	uint64_t now = dtrace_os_gethrtime();
	uint64_t late = now > pp->pp_expected ? now - pp->pp_expected : 0;

	/* the user pc: where the timer thread's loop called us */
	uint64_t upc = (uint64_t)(uintptr_t)__builtin_return_address(0);

	pp->pp_expected += pp->pp_interval;
	if (pp->pp_kind == PROF_TICK) {
		dtrace_probe(pp->pp_id, 0, upc, 0, 0, 0);
		return;
	}
	/*
	 * profile-N samples the threads of the processes under control
	 * (dtrace_usample.c); dtrace's own timer thread is a sample only
	 * when there are none, so that dtrace does not top every table of
	 * sampled processes (the reference's dtrace sleeps while others
	 * run, and is rarely sampled).
	 */
	if (pp->pp_usample != NULL)	/* processes under control */
		dtrace_usample_fire(pp->pp_usample, pp->pp_id, late);
	if (dtrace_usample_nthreads(pp->pp_usample) == 0)
		dtrace_probe(pp->pp_id, 0, upc, late, 0, 0);
}

static void
profile_enable(void *arg, dtrace_id_t id, void *parg)
{
	profile_probe_t *pp = parg;

	(void)arg;
	pp->pp_expected = dtrace_os_gethrtime() + pp->pp_interval;
	if (pp->pp_kind == PROF_PROFILE) {
		pp->pp_usample = dtrace_bpf_systemwide() ?
		    dtrace_usample_create_systemwide(pp->pp_interval) : NULL;
		if (pp->pp_usample != NULL)	/* samples read afterwards */
			dtrace_uprov_late(id, "profile");
		if (pp->pp_usample == NULL)	/* not permitted: as before */
			pp->pp_usample = dtrace_usample_create(pp->pp_interval);
		profile_how = dtrace_usample_how(pp->pp_usample);
	}
	pp->pp_cyclic = dtrace_os_cyclic_add(profile_fire, pp,
	    pp->pp_interval);
}

static void
profile_disable(void *arg, dtrace_id_t id, void *parg)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	dtrace_os_cyclic_remove(pp->pp_cyclic);
	pp->pp_cyclic = NULL;
	dtrace_usample_destroy(pp->pp_usample);
	pp->pp_usample = NULL;
}

static void
profile_destroy(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	(void)id;
	free(parg);
	profile_total--;
}

static void
profile_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	dtrace_profile_argdesc(pp->pp_kind, desc);
}

static const dtrace_pops_t profile_pops = {
	profile_provide,
	profile_enable,
	profile_disable,
	profile_getargdesc,
	NULL,
	profile_destroy,
	NULL,
};

/**
 * dtrace_profile_init - register the profile provider and create its
 * default probes.  Returns 0 or an errno value.
 */
int
dtrace_profile_init(void)
{
	int err;

	err = dtrace_register("profile", &dtrace_profile_attr,
	    DTRACE_PRIV_KERNEL | DTRACE_PRIV_USER, &profile_pops, NULL,
	    &profile_id);
	if (err != 0)
		return (err);
	profile_provide(NULL, NULL);
	return (0);
}

const char *
dtrace_profile_how(void)
{
	return (profile_how);
}
