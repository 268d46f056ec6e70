/*
 * lib/libdtrace/dt_list.c -- probe listing: walk the framework's probes
 * that match a description, in probe-ID order (dtrace -l).
 *
 * Where it sits: dtrace(1) -l prints the reference's table
 * ("%5d %10s %17s %33s %s" per probe) for each probe that
 * dtrace_probe_iter() reports; the descriptions come from the compiled
 * program (dtrace_program_probes) or, with no program, match everything.
 * The framework answers DTRACEIOC_PROBES (exact names, empty = any) and
 * DTRACEIOC_PROBEMATCH (glob names) with the first probe whose ID is at
 * least dtpd_id, or ESRCH past the last one.  A listing walks with
 * PROBEMATCH, even of everything (empty globs): its first call asks the
 * providers for the probes they make only on demand (the module's fbt
 * probes), so that `dtrace -l` lists every probe, as the reference's,
 * whose providers make them all when a module loads.
 *
 * Invariants: each probe is reported once, IDs strictly increase.
 */
#include <errno.h>
#include <string.h>

#include "dt_impl.h"

int
dtrace_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probe_f *func, void *arg)
{
	dtrace_probedesc_t pd;
	dtrace_id_t id = DTRACE_IDNONE + 1;
	int matches = 0, rv;

	if (pdp != NULL && pdp->dtpd_id != DTRACE_IDNONE) {
		/* A probe named by ID (dtrace -i N). */
		memset(&pd, 0, sizeof (pd));
		pd.dtpd_id = pdp->dtpd_id;
		if (dt_ioctl(dtp, DTRACEIOC_PROBES, &pd) == -1 ||
		    pd.dtpd_id != pdp->dtpd_id)
			return (dt_set_errno(dtp, EDT_NOPROBE));
		return (func(dtp, &pd, arg));
	}


	for (;;) {
		if (pdp != NULL)
			pd = *pdp;
		else
			memset(&pd, 0, sizeof (pd));
		pd.dtpd_id = id;

		if (dt_ioctl(dtp, DTRACEIOC_PROBEMATCH, &pd) == -1) {
			if (errno == ESRCH)
				break;
			return (dt_set_errno(dtp, errno));
		}
		matches++;
		if ((rv = func(dtp, &pd, arg)) != 0)
			return (rv);
		if (pd.dtpd_id < id)
			break;		/* a framework that ignores dtpd_id */
		id = pd.dtpd_id + 1;
	}

	if (matches == 0)
		return (dt_set_errno(dtp, EDT_NOPROBE));
	return (0);
}
