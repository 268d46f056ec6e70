/*
 * common/dtrace_state.c -- framework initialisation and consumer state:
 * dtrace_init/dtrace_fini, one dtrace_state_t per open of the device
 * (dtrace_state_open/close), its options, DTRACEIOC_GO (buffers, BEGIN),
 * DTRACEIOC_STOP (END) and DTRACEIOC_STATUS.  (Dynamic Tracing Guide,
 * "Options and Tunables", "dtrace Provider".)
 *
 * Where it sits: control path, called from the OS glue (open/close) and
 * the ioctl dispatcher.
 *
 * State machine (dts_activity):
 *   INACTIVE --GO--> WARMUP (BEGIN fires) --> ACTIVE
 *   ACTIVE or WARMUP --exit()--> DRAINING  (probe context, by CAS)
 *   ACTIVE or DRAINING --STOP--> DRAINING -> COOLDOWN (END fires) -> STOPPED
 * Probes fire on a state only when ACTIVE; BEGIN only in WARMUP, END only
 * in COOLDOWN; ERROR whenever a clause of the state may run.
 *
 * GO refuses (EACCES, "Destructive actions not allowed" in the consumer)
 * a state with a destructive action or subroutine (dts_destructive, set
 * when ECBs are made) unless the destructive option (-w) is set, and one
 * with breakpoint() or panic() (EPERM) unless the host opts in as well
 * (dtrace_os_kdestructive), and
 * allocates the speculations (dtrace_speculation.c) after the principal
 * buffers; STOP lets the speculation cleaner finish after END.
 */
#include "dtrace_impl.h"

#define DTRACE_BUFSIZE_DEFAULT	(4ULL * 1024 * 1024)	/* bufsize: 4m */
#define DTRACE_BUFSIZE_MIN	8ULL	/* one 8-byte word, as the reference */
#define DTRACE_SCRATCH_MIN	(64 * 1024)
#define DTRACE_SCRATCH_MAX	(1ULL << 40)	/* 8 strings of strsize, at most */

dtrace_state_t *dtrace_states;
dtrace_percpu_t *dtrace_percpu;
uint32_t dtrace_ncpus;
static int dtrace_initialised;

/**
 * dtrace_init - set up the framework: probe registry, per-CPU probe
 * context blocks, and the dtrace provider (BEGIN = 1, END = 2, ERROR = 3).
 * Idempotent.  Returns 0 or an errno value.
 */
int
dtrace_init(void)
{
	int err;

	if (dtrace_initialised)
		return (0);
	dtrace_ncpus = dtrace_os_ncpus();
	if (dtrace_ncpus == 0)
		return (DTRACE_EINVAL);
	dtrace_percpu = dtrace_os_alloc(dtrace_ncpus * sizeof (dtrace_percpu_t));
	if (dtrace_percpu == NULL)
		return (DTRACE_ENOMEM);
	dtrace_rand_seed(dtrace_os_gethrtime());
	if ((err = dtrace_registry_init()) != 0 ||
	    (err = dtrace_provider_dtrace_init()) != 0) {
		dtrace_registry_fini();
		dtrace_os_free(dtrace_percpu,
		    dtrace_ncpus * sizeof (dtrace_percpu_t));
		dtrace_percpu = NULL;
		return (err);
	}
	dtrace_initialised = 1;
	return (0);
}

/**
 * dtrace_fini - tear the framework down.  Returns EBUSY while a consumer
 * state is open, 0 otherwise.  Providers other than dtrace must have
 * unregistered first.
 */
int
dtrace_fini(void)
{
	if (!dtrace_initialised)
		return (0);
	if (dtrace_states != NULL)
		return (DTRACE_EBUSY);
	dtrace_provider_dtrace_fini();
	dtrace_registry_fini();
	dtrace_os_free(dtrace_percpu, dtrace_ncpus * sizeof (dtrace_percpu_t));
	dtrace_percpu = NULL;
	dtrace_initialised = 0;
	return (0);
}

int
dtrace_state_open(dtrace_state_t **statep)
{
	dtrace_state_t *state;
	uint32_t i, uid = 0;

	if (!dtrace_initialised)
		return (DTRACE_ENOENT);
	state = dtrace_os_alloc(sizeof (*state));
	if (state == NULL)
		return (DTRACE_ENOMEM);
	for (i = 0; i < DTRACEOPT_MAX; i++)
		state->dts_options[i] = DTRACEOPT_UNSET;
	state->dts_ncpus = dtrace_ncpus;
	state->dts_activity = DTRACE_ACTIVITY_INACTIVE;
	state->dts_priv = dtrace_os_priv(&uid);
	dtrace_vstate_init(&state->dts_vstate);
	state->dts_vstate.dtvs_state = state;

	dtrace_os_mutex_enter(dtrace_lock);
	state->dts_next = dtrace_states;
	dtrace_states = state;
	dtrace_os_mutex_exit(dtrace_lock);
	*statep = state;
	return (0);
}

static void dtrace_state_deadman_stop(dtrace_state_t *state);

void
dtrace_state_close(dtrace_state_t *state)
{
	dtrace_state_t **sp;
	uint32_t i;

	dtrace_os_mutex_enter(dtrace_lock);
	state->dts_activity = DTRACE_ACTIVITY_STOPPED;
	for (sp = &dtrace_states; *sp != NULL; sp = &(*sp)->dts_next) {
		if (*sp == state) {
			*sp = state->dts_next;
			break;
		}
	}
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_os_sync();

	dtrace_state_deadman_stop(state);
	dtrace_ecb_destroy_all(state);	/* unlinks, syncs, frees */
	dtrace_speculation_free(state);	/* stops the cleaner first */

	if (state->dts_buffers != NULL) {
		dtrace_buffers_free(state->dts_buffers, state->dts_ncpus);
		dtrace_os_free(state->dts_buffers,
		    state->dts_ncpus * sizeof (dtrace_buffer_t));
	}
	if (state->dts_scratch != NULL)
		dtrace_os_free(state->dts_scratch,
		    DTRACE_SCRATCH_ALLOC(state->dts_ncpus,
		    state->dts_scratch_size));
	dtrace_agg_free(state);
	for (i = 0; i < state->dts_nformats; i++)
		dtrace_strfree(state->dts_formats[i]);
	if (state->dts_formats != NULL)
		dtrace_os_free(state->dts_formats,
		    state->dts_formats_cap * sizeof (char *));
	dtrace_vstate_fini(&state->dts_vstate);
	dtrace_os_free(state, sizeof (*state));
}

/**
 * dtrace_state_option - set option @option (DTRACEOPT_*) to @value before
 * GO.  Returns 0, EINVAL for an unknown option or a strsize above
 * DTRACE_DIF_STRSIZE_MAX (the scratch space is sized from it), EBUSY once
 * tracing.
 */
int
dtrace_state_option(dtrace_state_t *state, uint32_t option,
    dtrace_optval_t value)
{
	if (option >= DTRACEOPT_MAX)
		return (DTRACE_EINVAL);
	if (state->dts_activity != DTRACE_ACTIVITY_INACTIVE)
		return (DTRACE_EBUSY);
	if (option == DTRACEOPT_STRSIZE && value != DTRACEOPT_UNSET &&
	    value > DTRACE_DIF_STRSIZE_MAX)
		return (DTRACE_EINVAL);
	state->dts_options[option] = value;
	switch (option) {
	case DTRACEOPT_STRSIZE:
		if (value > 0)
			state->dts_vstate.dtvs_strsize = (uint64_t)value;
		break;
	case DTRACEOPT_DYNVARSIZE:
		if (value > 0)
			state->dts_vstate.dtvs_dynvarsize = (uint64_t)value;
		break;
	default:
		break;
	}
	return (0);
}

/*
 * The room the fill policy keeps for END (the reference's prereserve):
 * for each END clause, its record and its alignment (8 when a value of
 * the record is 8-byte aligned, else 4).  0 under the other policies.
 */
static uint32_t
dtrace_state_prereserve(const dtrace_state_t *state)
{
	uint32_t i, j, r = 0;

	if (state->dts_options[DTRACEOPT_BUFPOLICY] != DTRACEOPT_BUFPOLICY_FILL)
		return (0);
	for (i = 0; i < state->dts_necbs; i++) {
		const dtrace_ecb_t *ecb = state->dts_ecbs[i];
		uint32_t align = sizeof (uint32_t);

		if (ecb->dte_probe->dtpr_id != dtrace_probeid_end ||
		    ecb->dte_size == 0)
			continue;
		for (j = 0; j < ecb->dte_naction; j++) {
			const dtrace_action_t *a = &ecb->dte_action[j];

			if (!(a->dta_flags & DTRACE_ACTF_TUPLE) &&
			    !DTRACEACT_ISAGG(a->dta_kind) &&
			    a->dta_rec.dtrd_alignment > align)
				align = a->dta_rec.dtrd_alignment;
		}
		r += ecb->dte_size + align;
	}
	return (r);
}

/*
 * The largest principal record of an ECB (of one that calls exit(), when
 * @exiting): the room a buffer must have.
 */
static uint32_t
dtrace_state_needed(const dtrace_state_t *state, bool exiting)
{
	uint32_t i, j, n = 0;

	for (i = 0; i < state->dts_necbs; i++) {
		const dtrace_ecb_t *ecb = state->dts_ecbs[i];
		bool exits = false;

		for (j = 0; j < ecb->dte_naction; j++)
			exits |= ecb->dte_action[j].dta_kind == DTRACEACT_EXIT;
		if ((exits || !exiting) && ecb->dte_size > n)
			n = ecb->dte_size;
	}
	return (n);
}

/*
 * Buffer sizes that cannot hold anything the enablings need, as the
 * reference checks them at GO: an explicit bufsize (-b, -x bufsize) below
 * 8 bytes while a clause records data, specsize below 8 while one
 * speculates, aggsize below 8 while there are aggregations, are ENOSPC
 * ("Enabling exceeds size of buffer").  With aggregations, a bufsize
 * below the largest record is raised to it, as the reference does.  A
 * bufsize of 8 or more that is still too small for a record is accepted,
 * as the reference accepts it: every such record is a reported drop;
 * but not one too small for the record of a clause that calls exit(),
 * which could then never end the run (the reference would trace on
 * forever, reporting drops): ENOSPC as well.
 */
static int
dtrace_state_sizes(dtrace_state_t *state)
{
	dtrace_optval_t *opt = state->dts_options;
	dtrace_optval_t need = ((dtrace_optval_t)dtrace_state_needed(state,
	    false) + 7) & ~7LL;

	if (opt[DTRACEOPT_AGGSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_AGGSIZE] != 0 && state->dts_naggs != 0 &&
	    opt[DTRACEOPT_BUFSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_BUFSIZE] < need)
		opt[DTRACEOPT_BUFSIZE] = need;
	if (need != 0 && opt[DTRACEOPT_BUFSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_BUFSIZE] < 8)
		return (DTRACE_ENOSPC);
	if (opt[DTRACEOPT_BUFSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_BUFSIZE] < (dtrace_optval_t)dtrace_state_needed(state,
	    true))
		return (DTRACE_ENOSPC);
	if (state->dts_speculates &&
	    opt[DTRACEOPT_SPECSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_SPECSIZE] < 8)
		return (DTRACE_ENOSPC);
	if (state->dts_naggs != 0 &&
	    opt[DTRACEOPT_AGGSIZE] != DTRACEOPT_UNSET &&
	    opt[DTRACEOPT_AGGSIZE] < 8)
		return (DTRACE_ENOSPC);
	return (0);
}

/*
 * Allocate the principal buffers: bufsize (default 4m, a multiple of 8),
 * halved while the host cannot spare them (dtrace_mem_fits) or an
 * allocation fails: the reference's bufresize=auto, after which dtrace(1)
 * says "buffer size lowered to ...".  Under bufresize=manual that is
 * ENOMEM.  A size below the room kept for END (dts_reserve) is E2BIG, as
 * the reference ("END enablings exceed size of principal buffer").  When
 * nothing records (bufsize 0 is then allowed), one word is enough.
 */
static int
dtrace_state_buffers(dtrace_state_t *state)
{
	dtrace_optval_t opt = state->dts_options[DTRACEOPT_BUFSIZE];
	uint64_t size = DTRACE_BUFSIZE_DEFAULT;
	bool manual = state->dts_options[DTRACEOPT_BUFRESIZE] ==
	    DTRACEOPT_BUFRESIZE_MANUAL;

	if (opt != DTRACEOPT_UNSET && opt >= 0)
		size = (uint64_t)opt;
	if (size < DTRACE_BUFSIZE_MIN)
		size = DTRACE_BUFSIZE_MIN;	/* nothing records (sizes) */
	size &= ~7ULL;

	state->dts_buffers = dtrace_os_alloc(state->dts_ncpus *
	    sizeof (dtrace_buffer_t));
	if (state->dts_buffers == NULL)
		return (DTRACE_ENOMEM);
	for (;;) {
		int err = size < state->dts_reserve ? DTRACE_E2BIG : 0;

		if (err == 0 && dtrace_buffers_alloc(state->dts_buffers,
		    state->dts_ncpus, size) == 0)
			break;
		if (err == 0 && (manual || size / 2 < DTRACE_BUFSIZE_MIN))
			err = DTRACE_ENOMEM;
		if (err != 0) {
			dtrace_os_free(state->dts_buffers,
			    state->dts_ncpus * sizeof (dtrace_buffer_t));
			state->dts_buffers = NULL;
			return (err);
		}
		size = (size / 2) & ~7ULL;
	}
	state->dts_options[DTRACEOPT_BUFSIZE] = (dtrace_optval_t)size;
	return (0);
}

/*
 * Per-CPU scratch space for strings and alloca(): eight strings of
 * strsize (at least 64k), or exactly the scratchsize option when it is
 * set (Oracle Linux DTrace's option: alloca() and string results beyond
 * it fault with "out of scratch space").  A size the host cannot spare
 * is halved, down to 64k (or the scratchsize asked for, when smaller),
 * under bufresize=auto (string operations beyond it then fault with "out
 * of scratch space", as the reference's scratch is what is left of the
 * buffer); under bufresize=manual it is ENOMEM.
 */
static int
dtrace_state_scratch(dtrace_state_t *state)
{
	uint64_t strsize = state->dts_vstate.dtvs_strsize;
	uint64_t scratch = strsize > DTRACE_SCRATCH_MAX / 8 ?
	    DTRACE_SCRATCH_MAX : strsize * 8;
	dtrace_optval_t opt = state->dts_options[DTRACEOPT_SCRATCHSIZE];
	uint64_t min = DTRACE_SCRATCH_MIN;
	bool manual = state->dts_options[DTRACEOPT_BUFRESIZE] ==
	    DTRACEOPT_BUFRESIZE_MANUAL;

	if (opt != DTRACEOPT_UNSET && opt > 0) {
		scratch = (uint64_t)opt > DTRACE_SCRATCH_MAX ?
		    DTRACE_SCRATCH_MAX : (uint64_t)opt;
		if (min > scratch)
			min = scratch;
	} else if (scratch < DTRACE_SCRATCH_MIN) {
		scratch = DTRACE_SCRATCH_MIN;
	}
	scratch = (scratch + 7) & ~7ULL;
	for (;;) {
		if (dtrace_mem_fits(state->dts_ncpus, scratch) &&
		    (state->dts_scratch = dtrace_os_alloc_try(
		    DTRACE_SCRATCH_ALLOC(state->dts_ncpus, scratch))) != NULL)
			break;
		if (manual || scratch / 2 < min)
			return (DTRACE_ENOMEM);
		scratch = (scratch / 2) & ~7ULL;
	}
	state->dts_scratch_size = (size_t)scratch;
	return (0);
}

/*
 * The dynamic variable space: dynvarsize, halved as the buffers under
 * bufresize=auto ("dynamic variable size lowered to ..."), ENOMEM under
 * manual, as the reference.
 */
static int
dtrace_state_dynvars(dtrace_state_t *state)
{
	dtrace_vstate_t *vs = &state->dts_vstate;
	uint64_t size = vs->dtvs_dynvarsize;
	int err;

	for (;;) {
		vs->dtvs_dynvarsize = size;
		if ((err = dtrace_vstate_go(vs)) != DTRACE_ENOMEM)
			break;
		if (state->dts_options[DTRACEOPT_BUFRESIZE] ==
		    DTRACEOPT_BUFRESIZE_MANUAL || size / 2 < sizeof (uint64_t))
			return (err);
		size /= 2;
	}
	if (err == 0 && state->dts_options[DTRACEOPT_DYNVARSIZE] !=
	    DTRACEOPT_UNSET)
		state->dts_options[DTRACEOPT_DYNVARSIZE] =
		    (dtrace_optval_t)size;
	return (err);
}

/*
 * The deadman's periodic check [cyclic context]: the consumer is alive
 * while it keeps calling DTRACEIOC_STATUS; once it has not for
 * dts_deadman_user, dts_alive stays where it is, and once that is
 * dts_deadman_timeout ago the check raises dts_deadman_expired, on which
 * probe context aborts the state (dtrace_state_dead()).
 */
static void
dtrace_state_deadman(void *arg)
{
	dtrace_state_t *state = arg;
	uint64_t now = dtrace_os_gethrtime();

	if (now - state->dts_laststatus < state->dts_deadman_user)
		state->dts_alive = now;
	else if (now > state->dts_alive &&
	    now - state->dts_alive > state->dts_deadman_timeout)
		state->dts_deadman_expired = 1;
	dtrace_os_membar_producer();
}

/* Stop the deadman's check (control path, dtrace_lock held). */
static void
dtrace_state_deadman_stop(dtrace_state_t *state)
{
	if (state->dts_deadman != NULL) {
		dtrace_os_cyclic_remove(state->dts_deadman);
		state->dts_deadman = NULL;
	}
}

int
dtrace_state_go(dtrace_state_t *state, uint32_t *cpup)
{
	uint64_t interval, user, timeout;
	dtrace_probe_t *begin;
	uint64_t cookie, zero[5] = { 0, 0, 0, 0, 0 };
	int err;

	dtrace_os_mutex_enter(dtrace_lock);
	if (state->dts_activity != DTRACE_ACTIVITY_INACTIVE) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EBUSY);
	}
	/* destructive actions need the destructive option (-w) */
	if (state->dts_destructive &&
	    state->dts_options[DTRACEOPT_DESTRUCTIVE] == DTRACEOPT_UNSET) {
		err = DTRACE_EACCES;
		goto out;
	}
	/*
	 * grabanon (dtrace -a): claim the anonymous state.  This framework
	 * keeps none (no enabling survives its consumer), so the claim
	 * fails as the reference's does when there is nothing to claim:
	 * ENOENT, which libdtrace reports as "No anonymous tracing state".
	 */
	if (state->dts_options[DTRACEOPT_GRABANON] != DTRACEOPT_UNSET) {
		err = DTRACE_ENOENT;
		goto out;
	}
	/* a CPU that does not exist would trace nothing (or all, ignored) */
	if (state->dts_options[DTRACEOPT_CPU] != DTRACEOPT_UNSET &&
	    (state->dts_options[DTRACEOPT_CPU] < 0 ||
	    state->dts_options[DTRACEOPT_CPU] >=
	    (dtrace_optval_t)state->dts_ncpus)) {
		err = DTRACE_EINVAL;
		goto out;
	}
	/* breakpoint() and panic() need the host's own opt-in as well */
	if (state->dts_kdestructive && !dtrace_os_kdestructive()) {
		dtrace_os_printf("dtrace: breakpoint() and panic() are not "
		    "allowed on this host\n");
		err = DTRACE_EPERM;
		goto out;
	}
	state->dts_reserve = dtrace_state_prereserve(state);
	if ((err = dtrace_state_sizes(state)) != 0)
		goto out;
	if ((err = dtrace_state_buffers(state)) != 0)
		goto out;
	if ((err = dtrace_speculation_go(state)) != 0)
		goto out;
	if ((err = dtrace_agg_go(state)) != 0)
		goto out;

	if ((err = dtrace_state_scratch(state)) != 0)
		goto out;
	/* the dynamic-variable cleaner runs at cleanrate, as speculations'
	 * (dtrace_speculation_go() has brought the option within bounds) */
	state->dts_vstate.dtvs_dynvars.dtds_cleanrate =
	    (uint64_t)state->dts_options[DTRACEOPT_CLEANRATE];
	if ((err = dtrace_state_dynvars(state)) != 0)
		goto out;
	state->dts_fill = state->dts_options[DTRACEOPT_BUFPOLICY] ==
	    DTRACEOPT_BUFPOLICY_FILL;
	state->dts_ring = state->dts_options[DTRACEOPT_BUFPOLICY] ==
	    DTRACEOPT_BUFPOLICY_RING;
	state->dts_cpu_only = -1;
	if (state->dts_options[DTRACEOPT_CPU] != DTRACEOPT_UNSET)
		state->dts_cpu_only = (int32_t)state->dts_options[DTRACEOPT_CPU];

	/* the deadman, where the host keeps one */
	state->dts_laststatus = state->dts_alive = dtrace_os_gethrtime();
	state->dts_deadman_timeout = 0;
	if (dtrace_os_deadman(&interval, &user, &timeout) && timeout != 0) {
		state->dts_deadman_user = user;
		state->dts_deadman_timeout = timeout;
		state->dts_deadman = dtrace_os_cyclic_add(dtrace_state_deadman,
		    state, interval);
		if (state->dts_deadman == NULL) {
			state->dts_deadman_timeout = 0;
			err = DTRACE_ENOMEM;
			goto out;
		}
	}

	dtrace_os_membar_producer();
	state->dts_activity = DTRACE_ACTIVITY_WARMUP;
	dtrace_os_sync();

	begin = dtrace_probe_byid(dtrace_probeid_begin);
	cookie = dtrace_os_interrupt_disable();
	*cpup = dtrace_os_cpu_id();
	state->dts_begin_cpu = *cpup;
	if (begin != NULL && begin->dtpr_ecb != NULL)
		dtrace_probe_fire(begin, state, zero, 5);
	dtrace_os_interrupt_restore(cookie);

	(void) dtrace_os_cas32(&state->dts_activity, DTRACE_ACTIVITY_WARMUP,
	    DTRACE_ACTIVITY_ACTIVE);
	dtrace_os_sync();
out:
	if (err != 0) {
		/* GO may be tried again: nothing half-made stays behind */
		if (state->dts_buffers != NULL) {
			dtrace_buffers_free(state->dts_buffers,
			    state->dts_ncpus);
			dtrace_os_free(state->dts_buffers,
			    state->dts_ncpus * sizeof (dtrace_buffer_t));
			state->dts_buffers = NULL;
		}
		if (state->dts_scratch != NULL)
			dtrace_os_free(state->dts_scratch,
			    DTRACE_SCRATCH_ALLOC(state->dts_ncpus,
			    state->dts_scratch_size));
		state->dts_scratch = NULL;
		dtrace_speculation_free(state);
		dtrace_state_deadman_stop(state);
	}
	dtrace_os_mutex_exit(dtrace_lock);
	return (err);
}

int
dtrace_state_stop(dtrace_state_t *state, uint32_t *cpup)
{
	dtrace_probe_t *end;
	uint64_t cookie, zero[5] = { 0, 0, 0, 0, 0 };

	dtrace_os_mutex_enter(dtrace_lock);
	if (state->dts_activity != DTRACE_ACTIVITY_ACTIVE &&
	    state->dts_activity != DTRACE_ACTIVITY_DRAINING) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EINVAL);
	}
	state->dts_activity = DTRACE_ACTIVITY_DRAINING;
	dtrace_os_sync();
	dtrace_state_deadman_stop(state);	/* END runs from this call */
	state->dts_activity = DTRACE_ACTIVITY_COOLDOWN;
	dtrace_os_sync();

	end = dtrace_probe_byid(dtrace_probeid_end);
	cookie = dtrace_os_interrupt_disable();
	*cpup = dtrace_os_cpu_id();
	if (end != NULL && end->dtpr_ecb != NULL)
		dtrace_probe_fire(end, state, zero, 5);
	dtrace_os_interrupt_restore(cookie);
	/* commits begun on other CPUs reach their buffers */
	dtrace_speculation_stop(state);

	state->dts_activity = DTRACE_ACTIVITY_STOPPED;
	dtrace_os_sync();
	dtrace_os_mutex_exit(dtrace_lock);
	return (0);
}

/*
 * The consumer runs a round at its own pace (switchrate, statusrate: 1hz
 * by default) but sooner when probe context needs it: exit(), a full fill
 * buffer, a buffer half full.  dts_wanted makes that one wake-up per
 * round, however many probes find the same: the CAS lets one through
 * until the next STATUS, which starts the consumer's round, clears it.
 */
void
dtrace_state_wake(dtrace_state_t *state)
{
	if (state->dts_wanted == 0 &&
	    dtrace_os_cas32(&state->dts_wanted, 0, 1) == 0)
		dtrace_os_consumer_wake(state->dts_waker);
}

void
dtrace_state_set_waker(dtrace_state_t *state, void *waker)
{
	state->dts_waker = waker;
}

int
dtrace_state_wanted(dtrace_state_t *state)
{
	return (state->dts_wanted != 0 || state->dts_exiting ||
	    state->dts_filled ||
	    state->dts_activity == DTRACE_ACTIVITY_KILLED);
}

void
dtrace_state_status(dtrace_state_t *state, dtrace_status_t *st)
{
	/* the consumer calls in: the deadman finds it alive again */
	state->dts_laststatus = dtrace_os_gethrtime();
	state->dts_wanted = 0;		/* its round starts: wake it again */
	dtrace_os_membar_producer();
	dtrace_bzero(st, sizeof (*st));
	st->dtst_errors = state->dts_errors;
	st->dtst_dblerrors = state->dts_dblerrors;
	st->dtst_dyndrops = dtrace_vstate_dyndrops(&state->dts_vstate);
	st->dtst_dyndrops_dirty =
	    state->dts_vstate.dtvs_dynvars.dtds_drops_dirty;
	st->dtst_dyndrops_rinsing =
	    state->dts_vstate.dtvs_dynvars.dtds_drops_rinsing;
	st->dtst_specdrops = dtrace_speculation_drops(state);
	st->dtst_specdrops_busy = state->dts_speculations_busy;
	st->dtst_specdrops_unavail = state->dts_speculations_unavail;
	st->dtst_exiting = state->dts_exiting;
	st->dtst_filled = state->dts_filled;
	st->dtst_killed = state->dts_activity == DTRACE_ACTIVITY_KILLED;
}
