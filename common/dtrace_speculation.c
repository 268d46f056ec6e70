/*
 * common/dtrace_speculation.c -- speculative tracing: speculation(),
 * speculate(), commit() and discard(), the per-CPU speculation buffers
 * and the cleaner that finishes commits and discards on other CPUs.
 * (Dynamic Tracing Guide, "Speculative Tracing"; options nspec, specsize,
 * cleanrate.)
 *
 * Where it sits: dtrace_state_go() (GO) calls dtrace_speculation_go() to
 * allocate nspec speculations, each with one buffer of specsize bytes
 * per CPU, when some ECB speculates (dts_speculates, set while laying
 * ECBs out); dtrace_probe_fire() (probe context) calls
 * dtrace_speculation() for the speculation() subroutine (through
 * dtrace_dif_subr.c), dtrace_speculation_buffer() and _reserve() for
 * speculate(), _commit() and _discard(); the cleaner runs from control-path
 * work (dtrace_os_work_add) at the cleanrate; DTRACEIOC_STATUS reports the
 * counters (dtst_specdrops, dtst_specdrops_busy, dtst_specdrops_unavail).
 *
 * The state of a speculation moves only by compare-and-swap, as the
 * diagram in dtrace_impl.h shows.  A CPU touches only its own buffer of a
 * speculation, in probe context with interrupts disabled; the cleaner
 * reaches the other CPUs' buffers through dtrace_os_xcall(), so it never
 * races a writer.  A speculation that was committed or discarded on one
 * CPU while data of it sits on others (COMMITTINGMANY, DISCARDING) stays
 * unavailable to speculation() -- such a failure counts as "busy" -- until
 * the cleaner has visited every CPU.
 *
 * Accounting: a record that does not fit in a speculation buffer is a
 * speculative drop of that buffer; the drops of a committed buffer are
 * reported (dtst_specdrops, "N speculative drops"), those of a discarded
 * one are forgotten with its data.  A commit that does not fit in the
 * principal buffer is a principal drop of that CPU ("N drops on CPU M").
 *
 * Invariants: a speculation buffer holds whole records (each starting
 * 8-byte aligned, padded with a DTRACE_EPIDNONE word), so its first
 * dtb_offset bytes can be copied as they are to an 8-byte aligned place
 * of a principal buffer.
 */
#include "dtrace_impl.h"

#define DTRACE_CLEANRATE_DEFAULT	(1000000000ULL / 101)	/* 101hz */
#define DTRACE_CLEANRATE_MIN		200000ULL		/* 200us */
#define DTRACE_CLEANRATE_MAX		(60ULL * 1000000000ULL)	/* 1min */
#define DTRACE_NSPEC_DEFAULT		1
#define DTRACE_NSPEC_MAX		65536
#define DTRACE_SPECSIZE_DEFAULT		(32ULL * 1024)

/* ---- probe context -------------------------------------------------------- */

uint64_t
dtrace_speculation(dtrace_state_t *state)
{
	volatile uint64_t *stat = &state->dts_speculations_unavail;
	uint32_t i, cur;

	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_speculation_t *spec = &state->dts_speculations[i];

		cur = spec->dtsp_state;
		if (cur != DTRACESPEC_INACTIVE) {
			if (cur == DTRACESPEC_COMMITTINGMANY ||
			    cur == DTRACESPEC_COMMITTING ||
			    cur == DTRACESPEC_DISCARDING)
				stat = &state->dts_speculations_busy;
			continue;
		}
		if (dtrace_os_cas32(&spec->dtsp_state, cur,
		    DTRACESPEC_ACTIVE) == cur)
			return ((uint64_t)i + 1);
		i--;		/* lost a race: look at it again */
	}
	dtrace_os_add64(stat, 1);
	return (0);
}

/* The speculation of ID @which, or NULL (0: none; too big: ILLOP). */
static dtrace_speculation_t *
dtrace_speculation_lookup(dtrace_state_t *state, uint64_t which)
{
	if (which == 0)
		return (NULL);
	if (which > state->dts_nspeculations) {
		*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_ILLOP;
		*dtrace_os_cpu_illval() = which;
		return (NULL);
	}
	return (&state->dts_speculations[which - 1]);
}

dtrace_buffer_t *
dtrace_speculation_buffer(dtrace_state_t *state, uint32_t cpu,
    uint64_t which)
{
	dtrace_speculation_t *spec = dtrace_speculation_lookup(state, which);
	dtrace_buffer_t *buf;
	uint32_t cur, nv;

	if (spec == NULL)
		return (NULL);
	buf = &spec->dtsp_buffer[cpu];
	do {
		cur = spec->dtsp_state;
		switch (cur) {
		case DTRACESPEC_ACTIVE:
			nv = DTRACESPEC_ACTIVEONE;
			break;
		case DTRACESPEC_ACTIVEONE:
			/* data here: we are that one CPU */
			if (buf->dtb_offset != 0)
				return (buf);
			nv = DTRACESPEC_ACTIVEMANY;
			break;
		case DTRACESPEC_ACTIVEMANY:
			return (buf);
		default:
			/* inactive, committing or discarding */
			return (NULL);
		}
	} while (dtrace_os_cas32(&spec->dtsp_state, cur, nv) != cur);
	return (buf);
}

int64_t
dtrace_speculation_reserve(dtrace_buffer_t *buf, uint32_t size)
{
	uint64_t offs = buf->dtb_offset;
	uint64_t start = offs + (offs & 4);

	if (buf->dtb_tomax == NULL || start + size > buf->dtb_size) {
		buf->dtb_drops++;
		return (-1);
	}
	if (start != offs)
		*(uint32_t *)(void *)(buf->dtb_tomax + offs) = DTRACE_EPIDNONE;
	return ((int64_t)start);
}

void
dtrace_speculation_commit(dtrace_state_t *state, uint32_t cpu,
    uint64_t which)
{
	dtrace_speculation_t *spec = dtrace_speculation_lookup(state, which);
	dtrace_buffer_t *src, *dest;
	uint32_t cur, nv = DTRACESPEC_INACTIVE;
	int64_t offs;

	if (spec == NULL)
		return;
	src = &spec->dtsp_buffer[cpu];
	dest = &state->dts_buffers[cpu];
	do {
		cur = spec->dtsp_state;
		if (cur == DTRACESPEC_COMMITTINGMANY)
			break;		/* the cleaner, or a later commit */
		switch (cur) {
		case DTRACESPEC_ACTIVE:
			nv = DTRACESPEC_COMMITTING;
			break;
		case DTRACESPEC_ACTIVEONE:
			if (src->dtb_offset != 0) {
				nv = DTRACESPEC_COMMITTING;
				break;
			}
			/* the data is on another CPU: the cleaner copies it */
			nv = DTRACESPEC_COMMITTINGMANY;
			break;
		case DTRACESPEC_ACTIVEMANY:
			nv = DTRACESPEC_COMMITTINGMANY;
			break;
		default:
			/* inactive, discarding, or another CPU committing */
			return;
		}
	} while (dtrace_os_cas32(&spec->dtsp_state, cur, nv) != cur);

	if (src->dtb_offset != 0 && src->dtb_tomax != NULL) {
		offs = dtrace_buffer_reserve(dest, state,
		    (uint32_t)src->dtb_offset,
		    state->dts_activity == DTRACE_ACTIVITY_COOLDOWN);
		if (offs >= 0) {
			dtrace_memcpy(dest->dtb_tomax + offs, src->dtb_tomax,
			    (size_t)src->dtb_offset);
			dest->dtb_offset = (uint64_t)offs + src->dtb_offset;
		}
	}

	/* the only CPU with data: the speculation is free again */
	if (cur == DTRACESPEC_ACTIVE ||
	    (cur == DTRACESPEC_ACTIVEONE && nv == DTRACESPEC_COMMITTING))
		(void) dtrace_os_cas32(&spec->dtsp_state,
		    DTRACESPEC_COMMITTING, DTRACESPEC_INACTIVE);

	src->dtb_offset = 0;
	src->dtb_xamot_drops += src->dtb_drops;
	src->dtb_drops = 0;
}

void
dtrace_speculation_discard(dtrace_state_t *state, uint32_t cpu,
    uint64_t which)
{
	dtrace_speculation_t *spec = dtrace_speculation_lookup(state, which);
	dtrace_buffer_t *buf;
	uint32_t cur, nv;

	if (spec == NULL)
		return;
	buf = &spec->dtsp_buffer[cpu];
	do {
		cur = spec->dtsp_state;
		switch (cur) {
		case DTRACESPEC_ACTIVE:
		case DTRACESPEC_ACTIVEMANY:
			nv = DTRACESPEC_DISCARDING;
			break;
		case DTRACESPEC_ACTIVEONE:
			nv = buf->dtb_offset != 0 ? DTRACESPEC_INACTIVE :
			    DTRACESPEC_DISCARDING;
			break;
		default:
			return;
		}
	} while (dtrace_os_cas32(&spec->dtsp_state, cur, nv) != cur);
	buf->dtb_offset = 0;
	buf->dtb_drops = 0;
}

/* ---- control path ----------------------------------------------------------- */

/*
 * Cross-called on every CPU: finish there the commits and discards that
 * other CPUs began.  Runs with interrupts disabled on that CPU.
 */
static void
dtrace_speculation_clean_here(void *arg)
{
	dtrace_state_t *state = arg;
	uint32_t cpu = dtrace_os_cpu_id(), i;
	uint64_t cookie = dtrace_os_interrupt_disable();

	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_speculation_t *spec = &state->dts_speculations[i];
		dtrace_buffer_t *src = &spec->dtsp_buffer[cpu];

		if (!spec->dtsp_cleaning || src->dtb_tomax == NULL)
			continue;
		if (spec->dtsp_state == DTRACESPEC_DISCARDING) {
			src->dtb_offset = 0;
			src->dtb_drops = 0;
			continue;
		}
		if (spec->dtsp_state == DTRACESPEC_COMMITTINGMANY &&
		    (src->dtb_offset != 0 || src->dtb_drops != 0))
			dtrace_speculation_commit(state, cpu, i + 1);
	}
	dtrace_os_interrupt_restore(cookie);
}

/*
 * dtrace_speculation_clean - move every COMMITTINGMANY or DISCARDING
 * speculation back to INACTIVE once each CPU has copied or emptied its
 * buffer.  Only those marked before the cross call are moved: one made
 * COMMITTINGMANY meanwhile waits for the next round.  Never concurrent
 * with itself (the cleaner, then STOP after the cleaner is gone).
 */
static void
dtrace_speculation_clean(dtrace_state_t *state)
{
	uint32_t i, work = 0;

	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_speculation_t *spec = &state->dts_speculations[i];
		uint32_t cur = spec->dtsp_state;

		if (cur != DTRACESPEC_DISCARDING &&
		    cur != DTRACESPEC_COMMITTINGMANY)
			continue;
		spec->dtsp_cleaning = 1;
		work++;
	}
	if (work == 0)
		return;
	dtrace_os_membar_producer();
	(void) dtrace_os_xcall(DTRACE_CPUALL, dtrace_speculation_clean_here,
	    state);

	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_speculation_t *spec = &state->dts_speculations[i];
		uint32_t cur = spec->dtsp_state;

		if (!spec->dtsp_cleaning)
			continue;
		(void) dtrace_os_cas32(&spec->dtsp_state, cur,
		    DTRACESPEC_INACTIVE);
		spec->dtsp_cleaning = 0;
	}
}

static void
dtrace_speculation_cleaner(void *arg)
{
	dtrace_state_t *state = arg;

	if (state->dts_speculations != NULL)
		dtrace_speculation_clean(state);
}

void
dtrace_speculation_free(dtrace_state_t *state)
{
	uint32_t i, c;

	if (state->dts_cleaner != NULL) {
		dtrace_os_work_remove(state->dts_cleaner);
		state->dts_cleaner = NULL;
	}
	if (state->dts_speculations == NULL)
		return;
	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_buffer_t *bufs = state->dts_speculations[i].dtsp_buffer;

		if (bufs == NULL)
			continue;
		for (c = 0; c < state->dts_ncpus; c++) {
			if (bufs[c].dtb_tomax != NULL)
				dtrace_os_free(bufs[c].dtb_tomax,
				    (size_t)bufs[c].dtb_size);
		}
		dtrace_os_free(bufs, state->dts_ncpus *
		    sizeof (dtrace_buffer_t));
	}
	dtrace_os_free(state->dts_speculations, state->dts_nspeculations *
	    sizeof (dtrace_speculation_t));
	state->dts_speculations = NULL;
	state->dts_nspeculations = 0;
}

/* Free the data of every speculation buffer (the arrays stay). */
static void
dtrace_speculation_data_free(dtrace_state_t *state)
{
	uint32_t i, c;

	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_buffer_t *bufs = state->dts_speculations[i].dtsp_buffer;

		for (c = 0; bufs != NULL && c < state->dts_ncpus; c++) {
			if (bufs[c].dtb_tomax != NULL)
				dtrace_os_free(bufs[c].dtb_tomax,
				    (size_t)bufs[c].dtb_size);
			bufs[c].dtb_tomax = NULL;
			bufs[c].dtb_size = 0;
		}
	}
}

/*
 * Give every speculation buffer @size bytes of data: 0 or ENOMEM (also
 * when the host cannot spare them all: dtrace_mem_fits).
 */
static int
dtrace_speculation_data_alloc(dtrace_state_t *state, uint64_t size)
{
	uint32_t i, c;

	if (!dtrace_mem_fits((uint64_t)state->dts_nspeculations *
	    state->dts_ncpus, size))
		return (DTRACE_ENOMEM);
	for (i = 0; i < state->dts_nspeculations; i++) {
		dtrace_buffer_t *bufs = state->dts_speculations[i].dtsp_buffer;

		for (c = 0; c < state->dts_ncpus; c++) {
			bufs[c].dtb_tomax = dtrace_os_alloc_try((size_t)size);
			if (bufs[c].dtb_tomax == NULL)
				return (DTRACE_ENOMEM);
			bufs[c].dtb_size = size;
		}
	}
	return (0);
}

int
dtrace_speculation_go(dtrace_state_t *state)
{
	dtrace_optval_t *opt = state->dts_options;
	uint64_t size, rate, nspec;
	uint32_t i;
	int err = DTRACE_ENOMEM;

	nspec = opt[DTRACEOPT_NSPEC] == DTRACEOPT_UNSET ||
	    opt[DTRACEOPT_NSPEC] < 0 ? DTRACE_NSPEC_DEFAULT :
	    (uint64_t)opt[DTRACEOPT_NSPEC];
	size = opt[DTRACEOPT_SPECSIZE] == DTRACEOPT_UNSET ||
	    opt[DTRACEOPT_SPECSIZE] < 0 ? DTRACE_SPECSIZE_DEFAULT :
	    (uint64_t)opt[DTRACEOPT_SPECSIZE];
	rate = opt[DTRACEOPT_CLEANRATE] == DTRACEOPT_UNSET ||
	    opt[DTRACEOPT_CLEANRATE] < 0 ? DTRACE_CLEANRATE_DEFAULT :
	    (uint64_t)opt[DTRACEOPT_CLEANRATE];
	if (rate == 0)
		rate = DTRACE_CLEANRATE_MAX;	/* as the reference */
	if (rate < DTRACE_CLEANRATE_MIN)
		rate = DTRACE_CLEANRATE_MIN;
	if (rate > DTRACE_CLEANRATE_MAX)
		rate = DTRACE_CLEANRATE_MAX;
	opt[DTRACEOPT_CLEANRATE] = (dtrace_optval_t)rate;

	if (nspec > DTRACE_NSPEC_MAX)
		return (DTRACE_ENOMEM);
	if (!state->dts_speculates) {
		/*
		 * Nothing speculates: speculation(), commit() and discard()
		 * still work on IDs, but no buffer holds data (as the
		 * reference, which sets specsize to 0).
		 */
		size = 0;
	} else {
		size &= ~7ULL;
		if (size < 8)
			return (DTRACE_ENOMEM);
	}
	opt[DTRACEOPT_SPECSIZE] = (dtrace_optval_t)size;
	opt[DTRACEOPT_NSPEC] = (dtrace_optval_t)nspec;
	if (nspec == 0)
		return (0);

	/* nspec is a user's choice: only what the host can spare */
	if (!dtrace_mem_fits(nspec, sizeof (dtrace_speculation_t) +
	    state->dts_ncpus * sizeof (dtrace_buffer_t)))
		return (DTRACE_ENOMEM);
	state->dts_speculations = dtrace_os_alloc_try((size_t)nspec *
	    sizeof (dtrace_speculation_t));
	if (state->dts_speculations == NULL)
		return (DTRACE_ENOMEM);
	state->dts_nspeculations = (uint32_t)nspec;
	for (i = 0; i < nspec; i++) {
		state->dts_speculations[i].dtsp_buffer = dtrace_os_alloc_try(
		    state->dts_ncpus * sizeof (dtrace_buffer_t));
		if (state->dts_speculations[i].dtsp_buffer == NULL)
			goto fail;
	}
	/*
	 * As the reference sizes every buffer: never below the room the fill
	 * policy keeps for END (E2BIG), halved while memory is short unless
	 * bufresize=manual (dtrace(1) then says "speculation size lowered").
	 */
	while (size != 0) {
		if (size < state->dts_reserve) {
			err = DTRACE_E2BIG;
			goto fail;
		}
		if (dtrace_speculation_data_alloc(state, size) == 0)
			break;
		dtrace_speculation_data_free(state);
		if (opt[DTRACEOPT_BUFRESIZE] == DTRACEOPT_BUFRESIZE_MANUAL ||
		    size / 2 < 8)
			goto fail;
		size = (size / 2) & ~7ULL;
	}
	opt[DTRACEOPT_SPECSIZE] = (dtrace_optval_t)size;
	state->dts_cleaner = dtrace_os_work_add(dtrace_speculation_cleaner,
	    state, rate);
	if (state->dts_cleaner == NULL)
		goto fail;
	return (0);
fail:
	dtrace_speculation_free(state);
	return (err);
}

void
dtrace_speculation_stop(dtrace_state_t *state)
{
	if (state->dts_cleaner != NULL) {
		dtrace_os_work_remove(state->dts_cleaner);
		state->dts_cleaner = NULL;
	}
	if (state->dts_speculations != NULL)
		dtrace_speculation_clean(state);
}

uint64_t
dtrace_speculation_drops(dtrace_state_t *state)
{
	uint64_t n = 0;
	uint32_t i, c;

	for (i = 0; i < state->dts_nspeculations; i++) {
		const dtrace_buffer_t *bufs =
		    state->dts_speculations[i].dtsp_buffer;

		for (c = 0; c < state->dts_ncpus; c++)
			n += bufs[c].dtb_xamot_drops;
	}
	return (n);
}
