/*
 * common/dtrace_probectx.c -- probe context: dtrace_probe(), called by
 * providers when a probe fires, and dtrace_probe_fire(), which runs the
 * probe's ECBs: predicate, actions, records into the per-CPU principal
 * buffer.  (Dynamic Tracing Guide, "Introduction": clauses, predicates and
 * actions; "Buffers and Buffering".)
 *
 * PROBE CONTEXT: everything in this file runs with interrupts disabled
 * (dtrace_os_interrupt_disable), never blocks, never allocates, never
 * takes a lock, and never recurses beyond one level (a fault fires
 * dtrace:::ERROR, whose own faults are only counted).
 *
 * Invariants:
 *   - The machine state of a firing lives in the per-CPU block
 *     dtrace_percpu[cpu].dtc_mstate[level] (level 0: the probe, level 1:
 *     the ERROR probe fired from it), keeping stack frames small.
 *   - A record is reserved in the CPU buffer (dtrace_buffer_reserve: 8-byte
 *     aligned, padded with a 4-byte DTRACE_EPIDNONE), written in place, and
 *     committed by advancing dtb_offset only when the clause completes: a
 *     faulting clause leaves nothing behind (dtrace_buffer_discard).
 *   - A clause whose record does not fit is dropped and counted in
 *     dtb_drops of that CPU.
 *   - Aggregations (dtrace_aggregate.c): the tuple actions of an
 *     aggregation write its key into the per-CPU, per-level staging area
 *     (zeroed at the tuple's first action), the aggregating action folds
 *     its value into the CPU's aggregation buffer; neither touches the
 *     principal record, and an ECB made only of them (dte_size 0)
 *     reserves none.  The increment of quantize()/lquantize()/
 *     llquantize() is the value of the action just before (1 if none).
 */
#include "dtrace_impl.h"

/*
 * dtrace_probe - [P] fire probe @id with arguments @arg0 .. @arg4.
 * Called by providers from any context the OS layer allows; an unknown or
 * disabled probe costs one table load.
 */
void
dtrace_probe(dtrace_id_t id, uint64_t arg0, uint64_t arg1, uint64_t arg2,
    uint64_t arg3, uint64_t arg4)
{
	dtrace_probe_t *prp;
	uint64_t cookie, args[5];

	if (id == DTRACE_IDNONE)
		return;
	/*
	 * The table and the probe are read with interrupts disabled: the
	 * control path frees an old table or a destroyed probe only after
	 * dtrace_os_sync(), which waits for us.
	 */
	cookie = dtrace_os_interrupt_disable();
	if (id <= dtrace_nprobes) {
		dtrace_os_membar_consumer();
		prp = dtrace_probes[id - 1];
		if (prp != NULL && prp->dtpr_ecb != NULL) {
			args[0] = arg0;
			args[1] = arg1;
			args[2] = arg2;
			args[3] = arg3;
			args[4] = arg4;
			dtrace_probe_fire(prp, NULL, args, 5);
		}
	}
	dtrace_os_interrupt_restore(cookie);
}

/* May an ECB of a state in @activity run on probe @id? */
static inline bool
dtrace_activity_ok(uint32_t activity, dtrace_id_t id)
{
	if (id == dtrace_probeid_begin)
		return (activity == DTRACE_ACTIVITY_WARMUP);
	if (id == dtrace_probeid_end)
		return (activity == DTRACE_ACTIVITY_COOLDOWN);
	if (id == dtrace_probeid_error)
		return (activity != DTRACE_ACTIVITY_INACTIVE &&
		    activity != DTRACE_ACTIVITY_STOPPED);
	return (activity == DTRACE_ACTIVITY_ACTIVE);
}

/* Store the value @val of action @a into its record at @rec. */
static inline int
dtrace_store_value(const dtrace_action_t *a, dtrace_mstate_t *ms,
    dtrace_vstate_t *vs, uint64_t val, char *rec)
{
	uint32_t size = a->dta_rec.dtrd_size;

	if (size == 0)
		return (0);
	if (a->dta_flags & DTRACE_ACTF_STRING) {
		if (val == 0) {
			/* as the reference: a NULL string faults on its load */
			dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
			return (-1);
		}
		return (dtrace_dif_copy_str(ms, vs, (uintptr_t)val, rec,
		    size) < 0 ? -1 : 0);
	}
	if (a->dta_flags & DTRACE_ACTF_BYREF)
		return (dtrace_dif_copy_mem(ms, vs, (uintptr_t)val, rec, size));
	switch (size) {
	case 1:
		*(uint8_t *)rec = (uint8_t)val;
		break;
	case 2:
		*(uint16_t *)(void *)rec = (uint16_t)val;
		break;
	case 4:
		*(uint32_t *)(void *)rec = (uint32_t)val;
		break;
	default:
		*(uint64_t *)(void *)rec = val;
		break;
	}
	return (0);
}

void
dtrace_probe_fire(dtrace_probe_t *prp, dtrace_state_t *only,
    const uint64_t *args, uint32_t nargs)
{
	uint32_t cpu = dtrace_os_cpu_id();
	dtrace_percpu_t *pc = &dtrace_percpu[cpu];
	uint32_t level = pc->dtc_depth, i;
	dtrace_id_t id = prp->dtpr_id;
	volatile uint16_t *flags = dtrace_os_cpu_flags();
	dtrace_provider_t *pv = prp->dtpr_provider;
	dtrace_mstate_t *ms;
	dtrace_ecb_t *ecb;
	uint64_t now;

	/* one level of nesting, and only for the ERROR probe */
	if (level >= 2 || (level == 1 && id != dtrace_probeid_error))
		return;
	pc->dtc_depth = level + 1;
	ms = &pc->dtc_mstate[level];
	dtrace_bzero(ms, sizeof (*ms));

	now = dtrace_os_gethrtime();
	ms->dtms_probe = id;
	ms->dtms_cpu = cpu;
	ms->dtms_nargs = nargs;
	ms->dtms_aframes = prp->dtpr_aframes;
	for (i = 0; i < nargs && i < DTRACE_MSTATE_NARGS; i++)
		ms->dtms_arg[i] = args[i];
	ms->dtms_getargval = pv->dtpv_pops.dtps_getargval;
	ms->dtms_provarg = pv->dtpv_arg;
	ms->dtms_probearg = prp->dtpr_arg;
	ms->dtms_probeprov = pv->dtpv_name;
	ms->dtms_probemod = prp->dtpr_mod;
	ms->dtms_probefunc = prp->dtpr_func;
	ms->dtms_probename = prp->dtpr_name;
	ms->dtms_timestamp = now;
	ms->dtms_present = DTRACE_MSTATE_TIMESTAMP;
	ms->dtms_fltoffs = -1;

	for (ecb = prp->dtpr_ecb; ecb != NULL; ecb = ecb->dte_next) {
		dtrace_state_t *state = ecb->dte_state;
		dtrace_vstate_t *vs = &state->dts_vstate;
		dtrace_buffer_t *buf;
		dtrace_rechdr_t *hdr;
		uint64_t val, lastval;
		int64_t start;
		char *data, *stage;

		if (only != NULL && state != only)
			continue;
		if (!dtrace_activity_ok(state->dts_activity, id) ||
		    state->dts_buffers == NULL)
			continue;
		if (state->dts_cpu_only >= 0 &&
		    (uint32_t)state->dts_cpu_only != cpu)
			continue;

		ms->dtms_epid = ecb->dte_epid;
		ms->dtms_scratch_base = (uintptr_t)state->dts_scratch +
		    (uintptr_t)cpu * state->dts_scratch_size;
		ms->dtms_scratch_size = state->dts_scratch_size;
		ms->dtms_scratch_used = 0;
		ms->dtms_fltoffs = -1;
		*flags &= (uint16_t)~DTRACE_CPUFLAG_ERROR;

		if (ecb->dte_pred != NULL) {
			val = dtrace_dif_emulate(ecb->dte_pred, ms, vs);
			if (*flags & DTRACE_CPUFLAG_ERROR) {
				dtrace_error_fire(state, ecb, 0,
				    ms->dtms_fltoffs, *flags,
				    *dtrace_os_cpu_illval());
				continue;
			}
			if (val == 0)
				continue;
		}

		buf = &state->dts_buffers[cpu];
		start = 0;
		data = NULL;
		if (ecb->dte_size != 0) {
			start = dtrace_buffer_reserve(buf, state, ecb->dte_size,
			    id == dtrace_probeid_end);
			if (start < 0)
				continue;
			data = buf->dtb_tomax + start;
			hdr = (dtrace_rechdr_t *)(void *)data;
			hdr->dtrh_epid = ecb->dte_epid;
			hdr->dtrh_timestamp_hi = (uint32_t)(now >> 32);
			hdr->dtrh_timestamp_lo = (uint32_t)now;
		}
		stage = NULL;
		lastval = 0;

		for (i = 0; i < ecb->dte_naction; i++) {
			const dtrace_action_t *a = &ecb->dte_action[i];
			char *rec;

			val = 0;
			if (a->dta_difo != NULL) {
				val = dtrace_dif_emulate(a->dta_difo, ms, vs);
				if (*flags & DTRACE_CPUFLAG_ERROR)
					break;
			}
			if (a->dta_flags & DTRACE_ACTF_TUPLE) {
				/* a key (or increment) of an aggregation */
				if (a->dta_flags & DTRACE_ACTF_TUPLE0) {
					stage = dtrace_agg_stage(state, cpu,
					    level);
					if (stage != NULL)
						dtrace_bzero(stage,
						    a->dta_aggsize);
				}
				lastval = val;
				if (stage == NULL)
					continue;
				ms->dtms_fltoffs = -1;
				if (dtrace_store_value(a, ms, vs, val, stage +
				    a->dta_rec.dtrd_offset) != 0 ||
				    (*flags & DTRACE_CPUFLAG_ERROR)) {
					if (!(*flags & DTRACE_CPUFLAG_ERROR))
						*flags |= DTRACE_CPUFLAG_BADADDR;
					break;
				}
				continue;
			}
			if (DTRACEACT_ISAGG(a->dta_kind)) {
				dtrace_aggregate(state, a, cpu, stage, val,
				    (a->dta_flags & DTRACE_ACTF_AGGARG) ?
				    lastval : 1);
				continue;
			}
			rec = data + a->dta_rec.dtrd_offset;
			if (a->dta_kind == DTRACEACT_EXIT) {
				uint32_t cur = state->dts_activity;

				*(int32_t *)(void *)rec = (int32_t)val;
				if (cur == DTRACE_ACTIVITY_COOLDOWN)
					continue;
				if (cur != DTRACE_ACTIVITY_WARMUP)
					cur = DTRACE_ACTIVITY_ACTIVE;
				(void) dtrace_os_cas32(&state->dts_activity,
				    cur, DTRACE_ACTIVITY_DRAINING);
				state->dts_exiting = 1;
				continue;
			}
			ms->dtms_fltoffs = -1;
			if (dtrace_store_value(a, ms, vs, val, rec) != 0 ||
			    (*flags & DTRACE_CPUFLAG_ERROR)) {
				if (!(*flags & DTRACE_CPUFLAG_ERROR))
					*flags |= DTRACE_CPUFLAG_BADADDR;
				break;
			}
		}
		if (i < ecb->dte_naction) {
			/* fault: discard the record, fire ERROR */
			if (data != NULL)
				dtrace_buffer_discard(buf, state,
				    (uint64_t)start, ecb->dte_size);
			dtrace_error_fire(state, ecb, i + 1,
			    ms->dtms_fltoffs, *flags, *dtrace_os_cpu_illval());
			continue;
		}
		if (data != NULL)
			buf->dtb_offset = (uint64_t)start + ecb->dte_size;
	}
	*flags &= (uint16_t)~DTRACE_CPUFLAG_ERROR;
	pc->dtc_depth = level;
}
