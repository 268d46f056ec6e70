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
 *   - speculate() moves the clause's record (header and all that
 *     follows) to this CPU's buffer of the speculation, giving back the
 *     principal room; commit() first commits the clause's own record,
 *     then copies the speculation (dtrace_speculation.c); a record once
 *     committed is never discarded by a later fault.  A speculate() that
 *     finds no active speculation or no room drops the rest of the
 *     clause without an error (the reference's CPU_DTRACE_DROP).
 *   - Destructive actions only record requests (raise(), stop(): the OS
 *     layer delivers them after probe context) or spin (chill(): at most
 *     500ms per CPU per second, else an illegal operation); system() and
 *     freopen() are records that the consumer carries out.
 */
#include "dtrace_impl.h"
#include "dtrace_stackact.h"

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

int
dtrace_probe_reads_user(dtrace_id_t id)
{
	dtrace_probe_t *prp;
	uint64_t cookie;
	int reads;

	/* as dtrace_probe(): a table freed only after dtrace_os_sync() */
	cookie = dtrace_os_interrupt_disable();
	prp = dtrace_probe_byid(id);
	reads = prp != NULL && prp->dtpr_nuctx[0] != 0;	/* DTRACE_UCTX_MEM */
	dtrace_os_interrupt_restore(cookie);
	return (reads);
}

int
dtrace_probe_filter(dtrace_id_t id, dtrace_probe_filter_t *f)
{
	const dtrace_probe_t *prp;
	const dtrace_ecb_t *e;
	uint64_t cookie;
	int n = 0;

	dtrace_bzero(f, sizeof (*f));
	cookie = dtrace_os_interrupt_disable();
	if ((prp = dtrace_probe_byid(id)) != NULL) {
		for (e = prp->dtpr_ecb; e != NULL; e = e->dte_next) {
			const dtrace_probe_filter_t *pf;

			if (e->dte_pred == NULL ||
			    (pf = &e->dte_pred->dtdo_filter)->dpf_var == 0 ||
			    (n > 0 && (pf->dpf_var != f->dpf_var ||
			    pf->dpf_never != f->dpf_never ||
			    pf->dpf_value != f->dpf_value ||
			    dtrace_memcmp(pf->dpf_str, f->dpf_str,
			    sizeof (f->dpf_str)) != 0))) {
				n = 0;
				break;
			}
			*f = *pf;
			n++;
		}
	}
	dtrace_os_interrupt_restore(cookie);
	if (n == 0)
		dtrace_bzero(f, sizeof (*f));
	return (n > 0);
}

uint32_t
dtrace_probe_uctx(dtrace_id_t id)
{
	dtrace_probe_t *prp;
	uint64_t cookie;
	uint32_t mask = 0;
	int i;

	cookie = dtrace_os_interrupt_disable();
	if ((prp = dtrace_probe_byid(id)) != NULL) {
		for (i = 0; i < DTRACE_UCTX_NBITS; i++) {
			if (prp->dtpr_nuctx[i] != 0)
				mask |= 1U << i;
		}
	}
	dtrace_os_interrupt_restore(cookie);
	return (mask);
}

/*
 * The deadman (the reference's): a consumer that has not called in
 * (DTRACEIOC_STATUS) for dts_deadman_user stops being found alive by the
 * periodic check (dtrace_state_deadman), which, dts_deadman_timeout after
 * it last found it alive, raises dts_deadman_expired; the first probe of
 * the state to fire then moves it to KILLED, and nothing of it runs any
 * more.  (The verdict is the periodic check's so that a firing needs no
 * clock.)  A consumer with the kernel privilege that asked for
 * destructive actions (-w) is spared, as in the reference (it may be
 * stopped in a debugger on purpose).
 */
static inline bool
dtrace_state_dead(dtrace_state_t *state)
{
	uint32_t cur;

	if (!state->dts_deadman_expired)
		return (false);
	if ((state->dts_priv & DTRACE_PRIV_KERNEL) &&
	    state->dts_options[DTRACEOPT_DESTRUCTIVE] != DTRACEOPT_UNSET)
		return (false);
	do {
		cur = state->dts_activity;
	} while (dtrace_os_cas32(&state->dts_activity, cur,
	    DTRACE_ACTIVITY_KILLED) != cur);
	return (true);
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
		    activity != DTRACE_ACTIVITY_STOPPED &&
		    activity != DTRACE_ACTIVITY_KILLED);
	return (activity == DTRACE_ACTIVITY_ACTIVE);
}

/* Store the value @val of action @a into its record at @rec. */
static inline int
dtrace_store_value(const dtrace_action_t *a, dtrace_mstate_t *ms,
    dtrace_vstate_t *vs, uint64_t val, char *rec)
{
	uint32_t size = a->dta_rec.dtrd_size;

	if (a->dta_flags & DTRACE_ACTF_STACKACT)	/* stack(), usym()... */
		return (dtrace_stackact_store(a, ms, val, rec));
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

/* chill(): at most this much spinning per CPU per interval (the reference's) */
#define DTRACE_CHILL_MAX	500000000ULL	/* 500ms */
#define DTRACE_CHILL_INTERVAL	1000000000ULL	/* per second */

/* Where the records of the clause being run go (speculate() moves them). */
typedef struct dtrace_clause_out {
	dtrace_buffer_t *co_buf;	/* principal or speculation buffer */
	int64_t co_start;		/* offset of the record in co_buf */
	char *co_data;			/* the record, or NULL (none) */
	bool co_committed;		/* commit(): the record is already in */
} dtrace_clause_out_t;

/* Fault the clause with an illegal operation on value @val. */
static int
dtrace_action_illop(uint64_t val)
{
	*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_ILLOP;
	*dtrace_os_cpu_illval() = val;
	return (-1);
}

/*
 * The control actions, whose value is an argument rather than data:
 * speculate(), commit(), discard() (Dynamic Tracing Guide, "Speculative
 * Tracing") and chill(), raise(), stop(), breakpoint(), panic() ("Destructive
 * Actions").
 * Returns 0 to go on with the clause, 1 to drop the rest of it silently
 * (speculate() on a speculation that is not active, or whose buffer is
 * full: the latter is a speculative drop), -1 on a fault.
 */
static int
dtrace_action_control(dtrace_state_t *state, const dtrace_ecb_t *ecb,
    const dtrace_action_t *a, dtrace_mstate_t *ms, uint32_t cpu,
    uint64_t val, dtrace_clause_out_t *co)
{
	volatile uint16_t *flags = dtrace_os_cpu_flags();

	switch (a->dta_kind) {
	case DTRACEACT_SPECULATE: {
		dtrace_buffer_t *sb;
		int64_t off;
		char *nd;

		if (co->co_data == NULL || co->co_committed)
			return (0);
		sb = dtrace_speculation_buffer(state, cpu, val);
		if (sb == NULL)
			return ((*flags & DTRACE_CPUFLAG_ERROR) ? -1 : 1);
		off = dtrace_speculation_reserve(sb, ecb->dte_size);
		if (off < 0)
			return (1);
		/* the header moves along; the principal room is given back */
		nd = sb->dtb_tomax + off;
		dtrace_memcpy(nd, co->co_data, sizeof (dtrace_rechdr_t));
		dtrace_buffer_discard(co->co_buf, state, (uint64_t)co->co_start,
		    ecb->dte_size);
		co->co_buf = sb;
		co->co_start = off;
		co->co_data = nd;
		return (0);
	}
	case DTRACEACT_COMMIT:
		/* this clause's own record goes first */
		if (co->co_data != NULL && !co->co_committed)
			co->co_buf->dtb_offset = (uint64_t)co->co_start +
			    ecb->dte_size;
		co->co_committed = true;
		co->co_buf = &state->dts_buffers[cpu];
		dtrace_speculation_commit(state, cpu, val);
		return ((*flags & DTRACE_CPUFLAG_ERROR) ? -1 : 0);
	case DTRACEACT_DISCARD:
		dtrace_speculation_discard(state, cpu, val);
		return ((*flags & DTRACE_CPUFLAG_ERROR) ? -1 : 0);
	case DTRACEACT_CHILL: {
		dtrace_percpu_t *pc = &dtrace_percpu[cpu];
		uint64_t t0 = dtrace_os_gethrtime();

		if (t0 - pc->dtc_chillmark > DTRACE_CHILL_INTERVAL) {
			pc->dtc_chillmark = t0;
			pc->dtc_chilled = 0;
		}
		if (val > DTRACE_CHILL_MAX ||
		    pc->dtc_chilled + val > DTRACE_CHILL_MAX)
			return (dtrace_action_illop(val));
		while (dtrace_os_gethrtime() - t0 < val)
			continue;
		pc->dtc_chilled += val;
		/* the one case where timestamp moves within a clause */
		ms->dtms_present &= ~DTRACE_MSTATE_TIMESTAMP;
		return (0);
	}
	case DTRACEACT_RAISE:
		if (val > 0x7fffffffULL || dtrace_os_raise((int)val) != 0)
			return (dtrace_action_illop(val));
		return (0);
	case DTRACEACT_STOP:
		dtrace_os_stop();
		return (0);
	case DTRACEACT_BREAKPOINT:
	case DTRACEACT_PANIC: {
		char *n = dtrace_percpu[cpu].dtc_probename;
		size_t len = sizeof (dtrace_percpu[cpu].dtc_probename);
		const char *part[4];
		size_t o = 0, k;

		part[0] = ms->dtms_probeprov;
		part[1] = ms->dtms_probemod;
		part[2] = ms->dtms_probefunc;
		part[3] = ms->dtms_probename;
		for (k = 0; k < 4; k++) {
			if (k > 0 && o + 1 < len)
				n[o++] = ':';
			n[o] = '\0';
			if (part[k] != NULL && o + 1 < len)
				o += dtrace_strlcpy(n + o, part[k], len - o);
			if (o >= len)
				o = len - 1;
		}
		if (a->dta_kind == DTRACEACT_PANIC)
			dtrace_os_panic(n, ecb);
		else
			dtrace_os_breakpoint(n, ecb);
		return (0);
	}
	default:
		return (0);
	}
}

/*
 * The machine state of a firing of @prp on @cpu.  Set up only once an ECB
 * is found that may run: a probe whose ECBs all belong to states not (yet)
 * tracing, as every probe of `:::` before GO, costs no clearing of the
 * state.  The clock is read only when the firing first needs the time
 * (dtrace_mstate_timestamp): on a guest whose clock is an emulated HPET a
 * clock read per kernel function call slowed enabling fbt:::, which
 * patches every function, by minutes, and a clock read per firing was
 * most of a count() of every system call.
 */
static void
dtrace_mstate_init(dtrace_mstate_t *ms, const dtrace_probe_t *prp,
    uint32_t cpu, const uint64_t *args, uint32_t nargs)
{
	const dtrace_provider_t *pv = prp->dtpr_provider;
	uint32_t i;

	/*
	 * Every field read before it is written is set here, and nothing
	 * else: the values cached per firing are read only under their
	 * dtms_present bit, arguments only below dtms_nargs, the tuple stack
	 * only below dtms_ntuples, the scratch fields and dtms_epid are set
	 * per clause.  (Clearing the whole state was a tenth of an empty
	 * clause's firing.)
	 */
	ms->dtms_present = 0;
	ms->dtms_strtok = 0;
	ms->dtms_strtok_limit = 0;
	ms->dtms_difo = NULL;
	ms->dtms_ntuples = 0;
	ms->dtms_probe = prp->dtpr_id;
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
	ms->dtms_fltoffs = -1;
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
	dtrace_mstate_t *ms;
	dtrace_ecb_t *ecb;
	const dtrace_state_t *actstate = NULL;
	uint32_t act = DTRACE_ACTIVITY_INACTIVE;
	bool ready = false;

	/* one level of nesting, and only for the ERROR probe */
	if (level >= 2 || (level == 1 && id != dtrace_probeid_error))
		return;
	pc->dtc_depth = level + 1;
	ms = &pc->dtc_mstate[level];

	for (ecb = prp->dtpr_ecb; ecb != NULL; ecb = ecb->dte_next) {
		dtrace_state_t *state = ecb->dte_state;
		dtrace_vstate_t *vs = &state->dts_vstate;
		dtrace_clause_out_t co;
		dtrace_rechdr_t *hdr;
		uint64_t val, lastval;
		dtrace_aggkey_t akey;
		char *stage;
		int ctl = 0;

		if (only != NULL && state != only)
			continue;
		/*
		 * The activity as the firing's first ECB of the state saw it,
		 * so that a stop in between (ACTIVE to DRAINING) takes all or
		 * none of one firing's clauses; a kill, or the firing's own
		 * exit(), still ends the rest.
		 */
		if (state != actstate) {
			actstate = state;
			act = state->dts_activity;
		} else if (state->dts_activity == DTRACE_ACTIVITY_KILLED) {
			act = DTRACE_ACTIVITY_KILLED;
		}
		if (!dtrace_activity_ok(act, id) || state->dts_buffers == NULL)
			continue;
		if (state->dts_cpu_only >= 0 &&
		    (uint32_t)state->dts_cpu_only != cpu)
			continue;
		if (!ready) {
			dtrace_mstate_init(ms, prp, cpu, args, nargs);
			ready = true;
		}
		if (dtrace_state_dead(state))
			continue;

		ms->dtms_epid = ecb->dte_epid;
		ms->dtms_scratch_base = DTRACE_SCRATCH_BASE(state, cpu);
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

		co.co_buf = &state->dts_buffers[cpu];
		co.co_start = 0;
		co.co_data = NULL;
		co.co_committed = false;
		if (ecb->dte_size != 0) {
			co.co_start = dtrace_buffer_reserve(co.co_buf, state,
			    ecb->dte_size, id == dtrace_probeid_end);
			if (co.co_start < 0)
				continue;
			co.co_data = co.co_buf->dtb_tomax + co.co_start;
			hdr = (dtrace_rechdr_t *)(void *)co.co_data;
			uint64_t now = dtrace_mstate_timestamp(ms);

			hdr->dtrh_epid = ecb->dte_epid;
			hdr->dtrh_timestamp_hi = (uint32_t)(now >> 32);
			hdr->dtrh_timestamp_lo = (uint32_t)now;
		}
		stage = NULL;
		lastval = 0;
		akey.dtak_n = 0;

		for (i = 0; i < ecb->dte_naction; i++) {
			const dtrace_action_t *a = &ecb->dte_action[i];
			char *rec;

			val = 0;
			/*
			 * a constant key record of an aggregation whose one
			 * record this CPU remembers: nothing to evaluate or
			 * stage (the aggregating action finds it too)
			 */
			if ((a->dta_flags & DTRACE_ACTF_AGGCONST) &&
			    dtrace_agg_known(state, cpu, a->dta_aggid)) {
				if (a->dta_flags & DTRACE_ACTF_TUPLE0)
					stage = NULL;
				continue;
			}
			if (a->dta_difo != NULL) {
				val = dtrace_dif_emulate(a->dta_difo, ms, vs);
				if (*flags & DTRACE_CPUFLAG_ERROR)
					break;
			}
			if (a->dta_flags & DTRACE_ACTF_TUPLE) {
				/* a key (or increment) of an aggregation */
				uint32_t end = a->dta_rec.dtrd_offset +
				    a->dta_rec.dtrd_size;

				if (a->dta_flags & DTRACE_ACTF_TUPLE0) {
					stage = dtrace_agg_stage(state, cpu,
					    level);
					if (stage != NULL)
						dtrace_bzero(stage,
						    a->dta_aggsize);
					akey.dtak_n = 0;
					dtrace_aggkey_add(&akey, 0,
					    sizeof (dtrace_aggid_t));
				}
				lastval = val;
				if (stage == NULL)
					continue;
				ms->dtms_fltoffs = -1;
				if ((a->dta_flags & (DTRACE_ACTF_STRING |
				    DTRACE_ACTF_STACKACT)) ==
				    DTRACE_ACTF_STRING &&
				    a->dta_rec.dtrd_size != 0 && val != 0) {
					/*
					 * a string key: the stage is zeroed,
					 * so copy up to the NUL only; the
					 * key ends there
					 */
					long n = dtrace_dif_strcpy(ms, vs,
					    (uintptr_t)val, stage +
					    a->dta_rec.dtrd_offset,
					    a->dta_rec.dtrd_size);

					if (n < 0 ||
					    (*flags & DTRACE_CPUFLAG_ERROR)) {
						if (!(*flags &
						    DTRACE_CPUFLAG_ERROR))
							*flags |=
							    DTRACE_CPUFLAG_BADADDR;
						break;
					}
					end = a->dta_rec.dtrd_offset +
					    (uint32_t)n + 1;
				} else if (dtrace_store_value(a, ms, vs, val,
				    stage + a->dta_rec.dtrd_offset) != 0 ||
				    (*flags & DTRACE_CPUFLAG_ERROR)) {
					if (!(*flags & DTRACE_CPUFLAG_ERROR))
						*flags |= DTRACE_CPUFLAG_BADADDR;
					break;
				}
				if (a->dta_rec.dtrd_size != 0)
					dtrace_aggkey_add(&akey,
					    a->dta_rec.dtrd_offset, end);
				continue;
			}
			if (DTRACEACT_ISAGG(a->dta_kind)) {
				if ((a->dta_flags & DTRACE_ACTF_AGGNOKEY) &&
				    dtrace_aggregate_known(state, a, cpu, val,
				    (a->dta_flags & DTRACE_ACTF_AGGARG) ?
				    lastval : 1))
					continue;
				dtrace_aggregate(state, a, cpu, stage, &akey,
				    val,
				    (a->dta_flags & DTRACE_ACTF_AGGARG) ?
				    lastval : 1);
				continue;
			}
			if (a->dta_flags & DTRACE_ACTF_CONTROL) {
				ms->dtms_fltoffs = -1;
				ctl = dtrace_action_control(state, ecb, a, ms,
				    cpu, val, &co);
				if (ctl != 0)
					break;
				continue;
			}
			rec = co.co_data + a->dta_rec.dtrd_offset;
			if (a->dta_kind == DTRACEACT_EXIT) {
				uint32_t cur = state->dts_activity;

				*(int32_t *)(void *)rec = (int32_t)val;
				if (cur == DTRACE_ACTIVITY_COOLDOWN)
					continue;
				if (cur != DTRACE_ACTIVITY_WARMUP)
					cur = DTRACE_ACTIVITY_ACTIVE;
				(void) dtrace_os_cas32(&state->dts_activity,
				    cur, DTRACE_ACTIVITY_DRAINING);
				/* this firing's own exit: its later clauses see it */
				actstate = NULL;
				state->dts_exiting = 1;
				dtrace_state_wake(state);
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
			/*
			 * Fault (fire ERROR) or drop: give back the room of a
			 * record not yet committed.
			 */
			if (co.co_data != NULL && !co.co_committed)
				dtrace_buffer_discard(co.co_buf, state,
				    (uint64_t)co.co_start, ecb->dte_size);
			if (ctl <= 0)
				dtrace_error_fire(state, ecb, i + 1,
				    ms->dtms_fltoffs, *flags,
				    *dtrace_os_cpu_illval());
			continue;
		}
		if (co.co_data != NULL && !co.co_committed)
			co.co_buf->dtb_offset = (uint64_t)co.co_start +
			    ecb->dte_size;
	}
	*flags &= (uint16_t)~DTRACE_CPUFLAG_ERROR;
	pc->dtc_depth = level;
}
