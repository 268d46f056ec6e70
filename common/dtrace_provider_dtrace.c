/*
 * common/dtrace_provider_dtrace.c -- the `dtrace` provider: dtrace:::BEGIN
 * (probe ID 1), dtrace:::END (ID 2) and dtrace:::ERROR (ID 3).
 * (Dynamic Tracing Guide, "dtrace Provider".)
 *
 * Where it sits: registered first by dtrace_init(), so its probes get IDs
 * 1..3.  BEGIN is fired by DTRACEIOC_GO and END by DTRACEIOC_STOP
 * (dtrace_state.c), on the calling CPU; ERROR by dtrace_error_fire() in
 * probe context when a clause faults.  The provider has no probe-context
 * code of its own and creates no probes on demand.
 */
#include "dtrace_impl.h"

dtrace_id_t dtrace_probeid_begin;
dtrace_id_t dtrace_probeid_end;
dtrace_id_t dtrace_probeid_error;

static dtrace_provider_id_t dtrace_provider_self;

/* Stability: Stable names and data, Private module and function. */
static const dtrace_pattr_t dtrace_provider_attr = {
	{ DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE, DTRACE_CLASS_COMMON },
};

/* ERROR's arguments (Guide, "ERROR Probe"). */
static const char *const dtrace_error_argtypes[] = {
	"uint64_t",		/* arg0: reserved (0) */
	"uint32_t",		/* arg1: EPID */
	"uint32_t",		/* arg2: action index */
	"int",			/* arg3: DIF offset */
	"uint32_t",		/* arg4: fault */
	"uintptr_t",		/* arg5: illegal value */
};

static void
dtrace_provider_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	(void)arg;
	(void)parg;
	if (id != dtrace_probeid_error || desc->dtargd_ndx < 0 ||
	    desc->dtargd_ndx >= 6) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	dtrace_strlcpy(desc->dtargd_native,
	    dtrace_error_argtypes[desc->dtargd_ndx],
	    sizeof (desc->dtargd_native));
	desc->dtargd_mapping = desc->dtargd_ndx;
}

static const dtrace_pops_t dtrace_provider_ops = {
	NULL,				/* dtps_provide: fixed probe set */
	NULL,				/* dtps_enable */
	NULL,				/* dtps_disable */
	dtrace_provider_getargdesc,
	NULL,				/* dtps_getargval */
	NULL,				/* dtps_destroy */
	NULL,				/* dtps_commit */
};

int
dtrace_provider_dtrace_init(void)
{
	int err;

	err = dtrace_register("dtrace", &dtrace_provider_attr, DTRACE_PRIV_NONE,
	    &dtrace_provider_ops, NULL, &dtrace_provider_self);
	if (err != 0)
		return (err);
	dtrace_probeid_begin = dtrace_probe_create(dtrace_provider_self, NULL,
	    NULL, "BEGIN", 0, NULL);
	dtrace_probeid_end = dtrace_probe_create(dtrace_provider_self, NULL,
	    NULL, "END", 0, NULL);
	dtrace_probeid_error = dtrace_probe_create(dtrace_provider_self, NULL,
	    NULL, "ERROR", 1, NULL);
	if (dtrace_probeid_begin == DTRACE_IDNONE ||
	    dtrace_probeid_end == DTRACE_IDNONE ||
	    dtrace_probeid_error == DTRACE_IDNONE)
		return (DTRACE_ENOMEM);
	return (0);
}

void
dtrace_provider_dtrace_fini(void)
{
	if (dtrace_provider_self != 0)
		(void) dtrace_unregister(dtrace_provider_self);
	dtrace_provider_self = 0;
	dtrace_probeid_begin = dtrace_probeid_end = dtrace_probeid_error = 0;
}
