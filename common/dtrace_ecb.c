/*
 * common/dtrace_ecb.c -- enablings and enabled probe control blocks (ECBs):
 * matching an enabling's probe descriptions against the registry, creating
 * one ECB per (description, probe) with its predicate and actions, laying
 * out each ECB's record per the RECORD CONTRACT of include/dtrace/ioctl.h,
 * registering printf() formats, and tearing ECBs down.
 * (Dynamic Tracing Guide, "Actions and Subroutines", "Output Formatting".)
 *
 * Where it sits: control path.  dtrace_ioctl.c (ENABLE) -> dtrace_dof_load
 * -> dtrace_enabling_apply (here) -> probes' ECB lists, walked by
 * dtrace_probe_fire() in probe context.
 *
 * Invariants:
 *   - Record layout of an ECB: dtrace_rechdr_t at offset 0, then one
 *     record per action in order, each at an offset aligned to its
 *     dtrd_alignment (its size, 1/2/4/8, or 8 for anything of 8 bytes or
 *     more, 1 for other sizes); dte_size is the end rounded up to 4.
 *   - Aggregations: the dtad_ntuple actions before an aggregating action
 *     (marked DTRACE_ACTF_TUPLE) and the aggregating action itself take
 *     no room in the ECB's record; their dta_rec offsets are in the
 *     aggregation record (AGGREGATION RECORD CONTRACT, ioctl.h): the
 *     tuple from offset 4, the value 8-aligned after it.  An ECB made
 *     only of them has dte_size 0.  Each aggregating action gets an
 *     aggregation ID (dtrace_agg_register) before the ECB is published.
 *   - An ECB is linked on its probe only when complete; the first ECB on
 *     a probe enables it with the provider (dtps_enable), the removal of
 *     the last disables it (dtps_disable).
 *   - ECBs are freed only after dtrace_os_sync().
 */
#include "dtrace_impl.h"
#include "dtrace_stackact.h"

uint16_t
dtrace_format_add(dtrace_state_t *state, const char *str)
{
	uint32_t i;
	char *copy;

	for (i = 0; i < state->dts_nformats; i++) {
		if (dtrace_strcmp(state->dts_formats[i], str) == 0)
			return ((uint16_t)(i + 1));
	}
	if (state->dts_nformats >= UINT16_MAX)
		return (0);
	if (state->dts_nformats == state->dts_formats_cap) {
		uint32_t ncap = state->dts_formats_cap == 0 ? 16 :
		    state->dts_formats_cap * 2;
		char **nf = dtrace_os_alloc(ncap * sizeof (char *));

		if (nf == NULL)
			return (0);
		if (state->dts_formats != NULL) {
			dtrace_memcpy(nf, state->dts_formats,
			    state->dts_nformats * sizeof (char *));
			dtrace_os_free(state->dts_formats,
			    state->dts_formats_cap * sizeof (char *));
		}
		state->dts_formats = nf;
		state->dts_formats_cap = ncap;
	}
	copy = dtrace_strdup(str);
	if (copy == NULL)
		return (0);
	state->dts_formats[state->dts_nformats++] = copy;
	return ((uint16_t)state->dts_nformats);
}

/*
 * Number of arguments a printf()-style format consumes: one per
 * conversion other than %%, plus one per '*' width or precision.
 */
static uint32_t
dtrace_format_nargs(const char *f)
{
	uint32_t n = 0;

	while (*f != '\0') {
		if (*f++ != '%')
			continue;
		if (*f == '%') {
			f++;
			continue;
		}
		/* flags */
		while (*f == '-' || *f == '+' || *f == ' ' || *f == '#' ||
		    *f == '0' || *f == '\'' || *f == '?')
			f++;
		/* width */
		if (*f == '*') {
			n++;
			f++;
		} else {
			while (*f >= '0' && *f <= '9')
				f++;
		}
		/* precision */
		if (*f == '.') {
			f++;
			if (*f == '*') {
				n++;
				f++;
			} else {
				while (*f >= '0' && *f <= '9')
					f++;
			}
		}
		/* length modifiers */
		while (*f == 'h' || *f == 'l' || *f == 'L' || *f == 'z' ||
		    *f == 'j' || *f == 't' || *f == 'q')
			f++;
		if (*f == '\0')
			break;
		f++;		/* the conversion character */
		n++;
	}
	return (n);
}

/* Size, alignment and flags of the value a DIFO returns. */
static int
dtrace_difo_recsize(const dtrace_difo_t *dp, uint32_t *sizep,
    uint16_t *alignp, uint32_t *flagsp)
{
	const dtrace_diftype_t *t = &dp->dtdo_rtype;
	uint32_t size = t->dtdt_size;

	*flagsp = 0;
	if (t->dtdt_kind == DIF_TYPE_STRING) {
		if (size == 0)
			return (DTRACE_EINVAL);
		*flagsp = DTRACE_ACTF_STRING;
	} else if (t->dtdt_flags & (DIF_TF_BYREF | DIF_TF_BYUREF)) {
		*flagsp = DTRACE_ACTF_BYREF;
	} else if (size != 0 && size != 1 && size != 2 && size != 4 &&
	    size != 8) {
		return (DTRACE_EINVAL);
	}
	if (size > (1U << 24))
		return (DTRACE_E2BIG);
	*sizep = size;
	if (size >= 8)
		*alignp = 8;
	else if (size == 1 || size == 2 || size == 4)
		*alignp = (uint16_t)size;
	else
		*alignp = 1;
	return (0);
}

/*
 * Is tuple action @a's record the same every firing: an integer of at most
 * 8 bytes from a constant DIFO (DTRACE_DIFO_FAST_CONST: `setx; ret`),
 * which cannot fault and has no effect?
 */
static bool
dtrace_ecb_const_rec(const dtrace_action_t *a)
{
	uint64_t v;

	return (a->dta_kind == DTRACEACT_DIFEXPR && a->dta_difo != NULL &&
	    !(a->dta_flags & (DTRACE_ACTF_STRING | DTRACE_ACTF_BYREF)) &&
	    a->dta_rec.dtrd_size <= 8 &&
	    dtrace_difo_shape(a->dta_difo, &v) == DTRACE_DIFO_FAST_CONST);
}

/*
 * Build the action array of an ECB from @ed for @state: kinds, records,
 * format IDs.  Returns 0 and fills *@ecb's dte_action, dte_naction and
 * dte_size; DIFOs are not held here.
 */
static int
dtrace_ecb_layout(dtrace_state_t *state, const dtrace_ecbdesc_t *ed,
    dtrace_ecb_t *ecb)
{
	uint32_t i, off = sizeof (dtrace_rechdr_t);
	uint32_t aoff = 0, tuple0 = 0;	/* aggregation record offset */
	bool principal = ed->dted_naction == 0;
	dtrace_action_t *acts = NULL;
	int err;

	if (ed->dted_naction != 0) {
		acts = dtrace_os_alloc(ed->dted_naction * sizeof (*acts));
		if (acts == NULL)
			return (DTRACE_ENOMEM);
	}
	/*
	 * Aggregations: the dtad_ntuple actions before an aggregating action
	 * are its tuple (AGGREGATION RECORD CONTRACT, ioctl.h); mark them.
	 */
	for (i = 0; i < ed->dted_naction; i++) {
		const dtrace_actdesc_t *ad = &ed->dted_action[i];
		uint32_t j, n = ad->dtad_ntuple;

		if (!DTRACEACT_ISAGG(ad->dtad_kind))
			continue;
		if (n == 0 || n > i) {
			err = DTRACE_EINVAL;
			goto fail;
		}
		for (j = i - n; j < i; j++) {
			if (((ed->dted_action[j].dtad_kind != DTRACEACT_DIFEXPR ||
			    ed->dted_action[j].dtad_difo == NULL) &&
			    /* stack()/ustack()/usym()... keys (pid helper) */
			    !dtrace_stackact_kind(ed->dted_action[j].dtad_kind)) ||
			    (acts[j].dta_flags & DTRACE_ACTF_TUPLE)) {
				err = DTRACE_EINVAL;
				goto fail;
			}
			acts[j].dta_flags |= DTRACE_ACTF_TUPLE;
		}
		acts[i - n].dta_flags |= DTRACE_ACTF_TUPLE0;
	}
	for (i = 0; i < ed->dted_naction; i++) {
		const dtrace_actdesc_t *ad = &ed->dted_action[i];
		dtrace_action_t *a = &acts[i];
		uint32_t size = 0, flags = 0;
		uint16_t align = 1;

		a->dta_kind = ad->dtad_kind;
		a->dta_difo = ad->dtad_difo;
		a->dta_rec.dtrd_action = ad->dtad_kind;
		a->dta_rec.dtrd_uarg = ad->dtad_uarg;

		if (DTRACEACT_ISAGG(ad->dtad_kind)) {
			/* the value, 8-aligned after the tuple */
			uint64_t init;
			const dtrace_action_t *last = &acts[i - 1];

			err = dtrace_agg_valsize(ad->dtad_kind, ad->dtad_arg,
			    &size, &init);
			if (err != 0)
				goto fail;
			if (ad->dtad_kind != DTRACEAGG_COUNT &&
			    ad->dtad_difo == NULL) {
				err = DTRACE_EINVAL;
				goto fail;
			}
			aoff = (aoff + 7) & ~7U;
			a->dta_rec.dtrd_arg = ad->dtad_arg;
			a->dta_rec.dtrd_size = size;
			a->dta_rec.dtrd_offset = aoff;
			a->dta_rec.dtrd_alignment = 8;
			a->dta_ntuple = ad->dtad_ntuple;
			a->dta_valsize = size;
			a->dta_initial = init;
			a->dta_aggsize = aoff + size;
			if (last->dta_rec.dtrd_size == 0 && ad->dtad_ntuple > 1)
				a->dta_flags |= DTRACE_ACTF_AGGARG;
			/* the first tuple action knows the key length */
			acts[tuple0].dta_aggsize = aoff;
			if (a->dta_aggsize > (1U << 24)) {
				err = DTRACE_E2BIG;
				goto fail;
			}
			continue;
		}

		switch (ad->dtad_kind) {
		case DTRACEACT_DIFEXPR:
		case DTRACEACT_LIBACT:
		case DTRACEACT_PRINTF:
		case DTRACEACT_PRINTA:
		case DTRACEACT_SYSTEM:
		case DTRACEACT_FREOPEN:
			if (ad->dtad_difo != NULL) {
				err = dtrace_difo_recsize(ad->dtad_difo, &size,
				    &align, &flags);
				if (err != 0)
					goto fail;
			}
			if (ad->dtad_kind == DTRACEACT_PRINTA) {
				/* the aggregation variable id; format or 0 */
				a->dta_rec.dtrd_arg = 0;
				if (ad->dtad_str == NULL)
					break;
				a->dta_rec.dtrd_format =
				    dtrace_format_add(state, ad->dtad_str);
				if (a->dta_rec.dtrd_format == 0) {
					err = DTRACE_ENOMEM;
					goto fail;
				}
			} else if (DTRACEACT_ISPRINTFLIKE(ad->dtad_kind)) {
				/* printf(), system(), freopen() */
				uint16_t fmt;

				if (ad->dtad_str == NULL) {
					err = DTRACE_EINVAL;
					goto fail;
				}
				fmt = dtrace_format_add(state, ad->dtad_str);
				if (fmt == 0) {
					err = DTRACE_ENOMEM;
					goto fail;
				}
				a->dta_rec.dtrd_format = fmt;
				a->dta_rec.dtrd_arg =
				    dtrace_format_nargs(ad->dtad_str);
			} else {
				a->dta_rec.dtrd_arg = ad->dtad_arg;
			}
			break;
		case DTRACEACT_EXIT:
			size = sizeof (int32_t);
			align = sizeof (int32_t);
			break;
		case DTRACEACT_SPECULATE:
		case DTRACEACT_COMMIT:
		case DTRACEACT_DISCARD:
		case DTRACEACT_CHILL:
		case DTRACEACT_RAISE:
		case DTRACEACT_STOP:
		case DTRACEACT_BREAKPOINT:
		case DTRACEACT_PANIC:
			/*
			 * Control actions: their value (a speculation ID,
			 * ns, a signal) is an argument, not data, so their
			 * record is empty; stop(), breakpoint() and panic()
			 * take none.  As the reference: speculate() before
			 * any data, one commit() per clause.
			 */
			if (ad->dtad_difo == NULL &&
			    ad->dtad_kind != DTRACEACT_STOP &&
			    ad->dtad_kind != DTRACEACT_BREAKPOINT &&
			    ad->dtad_kind != DTRACEACT_PANIC) {
				err = DTRACE_EINVAL;
				goto fail;
			}
			if (ad->dtad_kind == DTRACEACT_SPECULATE &&
			    off > sizeof (dtrace_rechdr_t)) {
				err = DTRACE_EINVAL;
				goto fail;
			}
			if (ad->dtad_kind == DTRACEACT_COMMIT) {
				uint32_t j;

				for (j = 0; j < i; j++) {
					if (acts[j].dta_kind ==
					    DTRACEACT_COMMIT) {
						err = DTRACE_EINVAL;
						goto fail;
					}
				}
			}
			size = 0;
			align = 1;
			flags = DTRACE_ACTF_CONTROL;
			break;
		case DTRACEACT_TRACEMEM:
			/* raw bytes at the address the DIFO returns */
			if (ad->dtad_arg == 0 || ad->dtad_arg > (1U << 20)) {
				err = DTRACE_EINVAL;
				goto fail;
			}
			size = (uint32_t)ad->dtad_arg;
			align = 1;
			flags = DTRACE_ACTF_BYREF;
			a->dta_rec.dtrd_arg = ad->dtad_arg;
			break;
		default:
			/* stack(), ustack(), sym(), usym()...: dtrace_stackact.c */
			if (dtrace_stackact_kind(ad->dtad_kind)) {
				err = dtrace_stackact_layout(state, ad, &size,
				    &align, &a->dta_rec.dtrd_arg, &flags);
				if (err != 0)
					goto fail;
				break;
			}
			err = DTRACE_EINVAL;
			goto fail;
		}
		a->dta_flags |= flags;
		a->dta_rec.dtrd_size = size;
		a->dta_rec.dtrd_alignment = align;
		if (a->dta_flags & DTRACE_ACTF_TUPLE) {
			/* in the aggregation record, after its ID */
			if (a->dta_flags & DTRACE_ACTF_TUPLE0) {
				aoff = sizeof (dtrace_aggid_t);
				tuple0 = i;
			}
			aoff = (aoff + align - 1) & ~(uint32_t)(align - 1);
			a->dta_rec.dtrd_offset = aoff;
			aoff += size;
			if (aoff > (1U << 24)) {
				err = DTRACE_E2BIG;
				goto fail;
			}
			continue;
		}
		principal = true;
		off = (off + align - 1) & ~(uint32_t)(align - 1);
		a->dta_rec.dtrd_offset = off;
		off += size;
		if (off > (1U << 26)) {
			err = DTRACE_E2BIG;
			goto fail;
		}
	}
	/*
	 * An aggregation whose key is the same every firing: each tuple
	 * record is a constant (a `setx; ret` integer: the variable ID of
	 * `@ = count()`) or of size 0 (the increment, still evaluated).
	 */
	for (i = 0; i < ed->dted_naction; i++) {
		uint32_t j, n = acts[i].dta_ntuple;

		if (!DTRACEACT_ISAGG(acts[i].dta_kind))
			continue;
		for (j = i - n; j < i; j++) {
			if ((acts[j].dta_rec.dtrd_size != 0 ||
			    acts[j].dta_kind != DTRACEACT_DIFEXPR) &&
			    !dtrace_ecb_const_rec(&acts[j]))
				break;
		}
		if (j < i)
			continue;
		acts[i].dta_flags |= DTRACE_ACTF_AGGNOKEY;
		for (j = i - n; j < i; j++) {
			if (acts[j].dta_rec.dtrd_size != 0)
				acts[j].dta_flags |= DTRACE_ACTF_AGGCONST;
		}
	}
	ecb->dte_action = acts;
	ecb->dte_naction = ed->dted_naction;
	/* a clause made only of aggregations writes no principal record */
	ecb->dte_size = principal ? (off + 3) & ~3U : 0;
	return (0);
fail:
	if (acts != NULL)
		dtrace_os_free(acts, ed->dted_naction * sizeof (*acts));
	return (err);
}

static void
dtrace_ecb_free(dtrace_ecb_t *ecb)
{
	dtrace_vstate_t *vs = &ecb->dte_state->dts_vstate;
	uint32_t i;

	dtrace_agg_unregister(ecb->dte_state, ecb);
	if (ecb->dte_pred != NULL)
		dtrace_difo_release(ecb->dte_pred, vs);
	for (i = 0; i < ecb->dte_naction; i++) {
		if (ecb->dte_action[i].dta_difo != NULL)
			dtrace_difo_release(ecb->dte_action[i].dta_difo, vs);
	}
	if (ecb->dte_action != NULL)
		dtrace_os_free(ecb->dte_action,
		    ecb->dte_naction * sizeof (dtrace_action_t));
	dtrace_os_free(ecb, sizeof (*ecb));
}

/* Unlink @ecb from its probe (dtrace_lock held); disable the probe if last. */
static void
dtrace_ecb_unlink(dtrace_ecb_t *ecb)
{
	dtrace_probe_t *prp = ecb->dte_probe;
	dtrace_ecb_t *e, *prev = NULL;
	uint32_t i;

	for (e = prp->dtpr_ecb; e != NULL; prev = e, e = e->dte_next) {
		if (e != ecb)
			continue;
		if (prev == NULL)
			prp->dtpr_ecb = e->dte_next;
		else
			prev->dte_next = e->dte_next;
		if (prp->dtpr_ecb_last == e)
			prp->dtpr_ecb_last = prev;
		break;
	}
	prp->dtpr_provider->dtpv_nenabled--;
	for (i = 0; i < DTRACE_UCTX_NBITS; i++)
		prp->dtpr_nuctx[i] -= (ecb->dte_uctx >> i) & 1;
	if (prp->dtpr_ecb == NULL &&
	    prp->dtpr_provider->dtpv_pops.dtps_disable != NULL)
		prp->dtpr_provider->dtpv_pops.dtps_disable(
		    prp->dtpr_provider->dtpv_arg, prp->dtpr_id, prp->dtpr_arg);
}

/* Destroy ECBs of @state with EPID > @keep (dtrace_lock held). */
static void
dtrace_ecb_destroy_from(dtrace_state_t *state, uint32_t keep)
{
	uint32_t i;

	if (state->dts_necbs <= keep)
		return;
	for (i = keep; i < state->dts_necbs; i++) {
		dtrace_ecb_unlink(state->dts_ecbs[i]);
		if ((i & 1023) == 1023)
			dtrace_os_yield();
	}
	dtrace_os_sync();
	for (i = keep; i < state->dts_necbs; i++) {
		if ((i & 1023) == 1023)
			dtrace_os_yield();
		dtrace_ecb_free(state->dts_ecbs[i]);
		state->dts_ecbs[i] = NULL;
	}
	state->dts_necbs = keep;
}

void
dtrace_ecb_destroy_all(dtrace_state_t *state)
{
	dtrace_os_mutex_enter(dtrace_lock);
	dtrace_ecb_destroy_from(state, 0);
	if (state->dts_ecbs != NULL)
		dtrace_os_free(state->dts_ecbs,
		    state->dts_ecbs_cap * sizeof (dtrace_ecb_t *));
	state->dts_ecbs = NULL;
	state->dts_ecbs_cap = 0;
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_probe_commit();
}

/* Create one ECB of @ed on @prp for @state (dtrace_lock held). */
static int
dtrace_ecb_create(dtrace_state_t *state, dtrace_probe_t *prp,
    const dtrace_ecbdesc_t *ed)
{
	dtrace_vstate_t *vs = &state->dts_vstate;
	dtrace_ecb_t *ecb;
	uint32_t i, held = 0;
	bool pred_held = false;
	int err;

	if (state->dts_necbs == state->dts_ecbs_cap) {
		uint32_t ncap = state->dts_ecbs_cap == 0 ? 64 :
		    state->dts_ecbs_cap * 2;
		dtrace_ecb_t **n = dtrace_os_alloc(ncap * sizeof (*n));

		if (n == NULL)
			return (DTRACE_ENOMEM);
		if (state->dts_ecbs != NULL) {
			dtrace_memcpy(n, state->dts_ecbs,
			    state->dts_necbs * sizeof (*n));
			dtrace_os_free(state->dts_ecbs,
			    state->dts_ecbs_cap * sizeof (*n));
		}
		state->dts_ecbs = n;
		state->dts_ecbs_cap = ncap;
	}

	ecb = dtrace_os_alloc(sizeof (*ecb));
	if (ecb == NULL)
		return (DTRACE_ENOMEM);
	ecb->dte_state = state;
	ecb->dte_probe = prp;
	ecb->dte_uarg = ed->dted_uarg;
	if ((err = dtrace_ecb_layout(state, ed, ecb)) != 0) {
		dtrace_os_free(ecb, sizeof (*ecb));
		return (err);
	}
	if (ed->dted_pred != NULL) {
		if ((err = dtrace_difo_hold(ed->dted_pred, vs)) != 0)
			goto fail;
		pred_held = true;
		ecb->dte_pred = ed->dted_pred;
	}
	for (i = 0; i < ecb->dte_naction; i++, held++) {
		dtrace_difo_t *dp = ecb->dte_action[i].dta_difo;

		if (dp != NULL && (err = dtrace_difo_hold(dp, vs)) != 0)
			goto fail;
	}

	if ((err = dtrace_agg_register(state, ecb)) != 0)
		goto fail;
	/* what GO must know: speculation buffers, the -w check */
	if (ecb->dte_pred != NULL && ecb->dte_pred->dtdo_destructive)
		state->dts_destructive = 1;
	ecb->dte_uctx = ecb->dte_pred != NULL ? ecb->dte_pred->dtdo_uctx : 0;
	for (i = 0; i < ecb->dte_naction; i++) {
		const dtrace_action_t *a = &ecb->dte_action[i];

		if (a->dta_difo != NULL)
			ecb->dte_uctx |= a->dta_difo->dtdo_uctx;
		if (a->dta_kind == DTRACEACT_USTACK ||
		    a->dta_kind == DTRACEACT_JSTACK)
			ecb->dte_uctx |= DTRACE_UCTX_USTACK;
		if (a->dta_kind == DTRACEACT_STOP ||
		    a->dta_kind == DTRACEACT_RAISE)
			ecb->dte_uctx |= DTRACE_UCTX_INPLACE;

		if (a->dta_kind == DTRACEACT_SPECULATE)
			state->dts_speculates = 1;
		if (DTRACEACT_ISDESTRUCTIVE(a->dta_kind) ||
		    (a->dta_difo != NULL && a->dta_difo->dtdo_destructive))
			state->dts_destructive = 1;
		if (a->dta_kind == DTRACEACT_BREAKPOINT ||
		    a->dta_kind == DTRACEACT_PANIC)
			state->dts_kdestructive = 1;
	}
	ecb->dte_epid = state->dts_necbs + 1;
	state->dts_ecbs[state->dts_necbs++] = ecb;

	/* before the provider's enable */
	for (i = 0; i < DTRACE_UCTX_NBITS; i++)
		prp->dtpr_nuctx[i] += (ecb->dte_uctx >> i) & 1;
	/* publish: complete ECB first, then the link */
	dtrace_os_membar_producer();
	if (prp->dtpr_ecb == NULL) {
		prp->dtpr_ecb_last = ecb;
		prp->dtpr_ecb = ecb;
		prp->dtpr_provider->dtpv_nenabled++;
		if (prp->dtpr_provider->dtpv_pops.dtps_enable != NULL)
			prp->dtpr_provider->dtpv_pops.dtps_enable(
			    prp->dtpr_provider->dtpv_arg, prp->dtpr_id,
			    prp->dtpr_arg);
	} else {
		prp->dtpr_ecb_last->dte_next = ecb;
		prp->dtpr_ecb_last = ecb;
		prp->dtpr_provider->dtpv_nenabled++;
	}
	return (0);

fail:
	if (pred_held)
		dtrace_difo_release(ed->dted_pred, vs);
	for (i = 0; i < held; i++) {
		if (ecb->dte_action[i].dta_difo != NULL)
			dtrace_difo_release(ecb->dte_action[i].dta_difo, vs);
	}
	dtrace_os_free(ecb->dte_action,
	    ecb->dte_naction * sizeof (dtrace_action_t));
	dtrace_os_free(ecb, sizeof (*ecb));
	return (err);
}

/* Free a DIFO the enabling could not hold, and forget it. */
static void
dtrace_enabling_unheld(dtrace_difo_t **dpp)
{
	if (*dpp != NULL)
		dtrace_difo_free(*dpp);
	*dpp = NULL;
}

/*
 * Hold every DIFO of @en on @state's variables.  On failure (ENOMEM) the
 * DIFOs that could not be held are freed and forgotten, so that
 * dtrace_enabling_free() releases exactly the ones held.
 */
static int
dtrace_enabling_hold(dtrace_state_t *state, dtrace_enabling_t *en)
{
	dtrace_vstate_t *vs = &state->dts_vstate;
	uint32_t d, j;
	int err = 0;

	en->dten_vstate = vs;
	for (d = 0; d < en->dten_ndesc; d++) {
		dtrace_ecbdesc_t *ed = &en->dten_desc[d];

		if (err == 0 && ed->dted_pred != NULL)
			err = dtrace_difo_hold(ed->dted_pred, vs);
		if (err != 0)
			dtrace_enabling_unheld(&ed->dted_pred);
		for (j = 0; j < ed->dted_naction; j++) {
			dtrace_difo_t **dpp = &ed->dted_action[j].dtad_difo;

			if (err == 0 && *dpp != NULL)
				err = dtrace_difo_hold(*dpp, vs);
			if (err != 0)
				dtrace_enabling_unheld(dpp);
		}
	}
	return (err);
}

int
dtrace_enabling_apply(dtrace_state_t *state, dtrace_enabling_t *en,
    uint32_t *nmatched)
{
	uint32_t d, i, keep, n = 0;
	int err = 0;

	*nmatched = 0;
	/* let providers create what the descriptions name */
	for (d = 0; d < en->dten_ndesc; d++)
		dtrace_probe_provide(&en->dten_desc[d].dted_probe);

	dtrace_os_mutex_enter(dtrace_lock);
	if (state->dts_activity != DTRACE_ACTIVITY_INACTIVE) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EBUSY);
	}
	for (i = 0; i < en->dten_nopts; i++)
		(void) dtrace_state_option(state, en->dten_opts[i].option,
		    en->dten_opts[i].value);

	/*
	 * The enabling holds each of its DIFOs while ECBs are made, so a
	 * failure half-way (which releases the ECBs' holds) never frees a
	 * DIFO under it; dtrace_enabling_free() drops these holds.
	 */
	if ((err = dtrace_enabling_hold(state, en)) != 0) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (err);
	}
	keep = state->dts_necbs;
	for (d = 0; d < en->dten_ndesc && err == 0; d++) {
		const dtrace_ecbdesc_t *ed = &en->dten_desc[d];
		uint32_t nprobes = dtrace_nprobes;

		for (i = 0; i < nprobes; i++) {
			dtrace_probe_t *prp = dtrace_probes[i];

			if ((i & 1023) == 1023)
				dtrace_os_yield();
			if (prp == NULL)
				continue;
			if (ed->dted_probe.dtpd_id != DTRACE_IDNONE &&
			    ed->dted_probe.dtpd_id != prp->dtpr_id)
				continue;
			if (!dtrace_probe_matches(prp, &ed->dted_probe,
			    DTRACE_MATCH_GLOB))
				continue;
			if ((err = dtrace_ecb_create(state, prp, ed)) != 0)
				break;
			n++;
		}
	}
	if (err != 0)
		dtrace_ecb_destroy_from(state, keep);
	else
		*nmatched = n;
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_probe_commit();
	return (err);
}
