/*
 * common/dtrace_stackact.c -- the stack and symbol actions: stack(),
 * ustack(), jstack(), sym()/func(), mod(), usym()/ufunc(), umod(), uaddr()
 * (Dynamic Tracing Guide, "Actions and Subroutines" and "User Process
 * Tracing").  Record layouts: dtrace_stackact.h.
 *
 * Where it sits: control path (dtrace_stackact_layout, from the ECB layout
 * of dtrace_ecb.c) and probe context (dtrace_stackact_store, from the
 * action loop of dtrace_probectx.c, for a principal record or an
 * aggregation key).  The stacks themselves come from the OS layer
 * (dtrace_os_getpcstack, dtrace_os_getustack), which never faults.
 *
 * Invariants: every record is fully written (frames past the last one and
 * the string area are zero), so equal stacks are equal keys.
 */
#include "dtrace_stackact.h"

#define DTRACE_STACKACT_MAXFRAMES	(1U << 20)

bool
dtrace_stackact_kind(dtrace_actkind_t kind)
{
	switch (kind) {
	case DTRACEACT_STACK:
	case DTRACEACT_USTACK:
	case DTRACEACT_JSTACK:
	case DTRACEACT_SYM:
	case DTRACEACT_MOD:
	case DTRACEACT_USYM:
	case DTRACEACT_UMOD:
	case DTRACEACT_UADDR:
		return (true);
	default:
		return (false);
	}
}

/* An option of @state as a frame count, or @dflt when unset or bad. */
static uint32_t
dtrace_stackact_opt(const struct dtrace_state *state, int opt, uint32_t dflt)
{
	dtrace_optval_t v = state->dts_options[opt];

	if (v == DTRACEOPT_UNSET || v <= 0 ||
	    v > (dtrace_optval_t)DTRACE_STACKACT_MAXFRAMES)
		return (dflt);
	return ((uint32_t)v);
}

int
dtrace_stackact_layout(const struct dtrace_state *state,
    const dtrace_actdesc_t *ad, uint32_t *sizep, uint16_t *alignp,
    uint64_t *argp, uint32_t *flagsp)
{
	const dtrace_difo_t *dp = ad->dtad_difo;
	uint32_t nframes, strsize;

	switch (ad->dtad_kind) {
	case DTRACEACT_STACK:
		if (dp != NULL)
			return (DTRACE_EINVAL);
		nframes = (uint32_t)ad->dtad_arg;
		if (ad->dtad_arg > DTRACE_STACKACT_MAXFRAMES)
			return (DTRACE_EINVAL);
		if (nframes == 0)
			nframes = dtrace_stackact_opt(state,
			    DTRACEOPT_STACKFRAMES, 20);
		*sizep = nframes * (uint32_t)sizeof (uint64_t);
		*argp = nframes;
		break;
	case DTRACEACT_USTACK:
	case DTRACEACT_JSTACK:
		if (dp != NULL)
			return (DTRACE_EINVAL);
		nframes = DTRACE_USTACK_NFRAMES(ad->dtad_arg);
		strsize = DTRACE_USTACK_STRSIZE(ad->dtad_arg);
		if (nframes > DTRACE_STACKACT_MAXFRAMES ||
		    strsize > DTRACE_STACKACT_MAXFRAMES)
			return (DTRACE_EINVAL);
		if (nframes == 0)
			nframes = dtrace_stackact_opt(state,
			    ad->dtad_kind == DTRACEACT_JSTACK ?
			    DTRACEOPT_JSTACKFRAMES : DTRACEOPT_USTACKFRAMES,
			    ad->dtad_kind == DTRACEACT_JSTACK ? 50 : 20);
		if (ad->dtad_kind == DTRACEACT_JSTACK && strsize == 0)
			strsize = dtrace_stackact_opt(state,
			    DTRACEOPT_JSTACKSTRSIZE, 512);
		*sizep = ((nframes + 1) * (uint32_t)sizeof (uint64_t) +
		    strsize + 7) & ~7U;
		*argp = DTRACE_USTACK_ARG(nframes, strsize);
		break;
	case DTRACEACT_SYM:
	case DTRACEACT_MOD:
	case DTRACEACT_USYM:
	case DTRACEACT_UMOD:
	case DTRACEACT_UADDR:
		if (dp == NULL || dp->dtdo_rtype.dtdt_size != sizeof (uint64_t) ||
		    (dp->dtdo_rtype.dtdt_flags & (DIF_TF_BYREF | DIF_TF_BYUREF)))
			return (DTRACE_EINVAL);
		*sizep = (ad->dtad_kind == DTRACEACT_SYM ||
		    ad->dtad_kind == DTRACEACT_MOD ? 1 : 2) *
		    (uint32_t)sizeof (uint64_t);
		*argp = ad->dtad_arg;
		break;
	default:
		return (DTRACE_EINVAL);
	}
	*alignp = sizeof (uint64_t);
	*flagsp |= DTRACE_ACTF_STACKACT;
	return (0);
}

int
dtrace_stackact_store(const dtrace_action_t *a, dtrace_mstate_t *ms,
    uint64_t val, char *rec)
{
	uint64_t *words = (uint64_t *)(void *)rec;
	uint32_t size = a->dta_rec.dtrd_size;
	uint32_t nwords = size / (uint32_t)sizeof (uint64_t);
	int n;

	switch (a->dta_kind) {
	case DTRACEACT_STACK:
		n = dtrace_os_getpcstack(words, (int)nwords,
		    ms->dtms_aframes);
		if (n < 0)
			n = 0;
		dtrace_bzero(words + n, (nwords - (uint32_t)n) *
		    sizeof (uint64_t));
		break;
	case DTRACEACT_USTACK:
	case DTRACEACT_JSTACK: {
		uint32_t nframes = DTRACE_USTACK_NFRAMES(a->dta_rec.dtrd_arg);

		dtrace_bzero(rec, size);
		n = dtrace_os_getustack(words, (int)nframes + 1);
		if (n < 1)
			words[0] = (uint64_t)(int64_t)dtrace_os_curpid();
		break;
	}
	case DTRACEACT_USYM:
	case DTRACEACT_UMOD:
	case DTRACEACT_UADDR:
		words[0] = (uint64_t)(int64_t)dtrace_os_curpid();
		words[1] = val;
		break;
	default:		/* SYM, MOD */
		words[0] = val;
		break;
	}
	return (0);
}
