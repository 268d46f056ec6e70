/*
 * common/dtrace_buffer.c -- per-CPU principal buffers with the switch
 * policy: each CPU has an active half (dtb_tomax) that probe context
 * appends records to, and an inactive half (dtb_xamot) that the consumer
 * reads after DTRACEIOC_BUFSNAP swaps the two.  Records that do not fit
 * are dropped and counted per CPU (dtbd_drops).  Under bufpolicy=fill the
 * first record that does not fit marks the buffer full (no more records
 * until the consumer takes it) and sets the state's dtst_filled, while
 * room for the END clauses' records stays reserved (dts_reserve).  Under
 * bufpolicy=ring new records overwrite the oldest (see below).  Under fill
 * and ring the consumer gets the data once tracing has stopped.  (Dynamic
 * Tracing Guide, "Buffers and Buffering".)
 *
 * Where it sits: allocated by DTRACEIOC_GO (dtrace_state.c) with the
 * bufsize option, written by dtrace_probe_fire() (dtrace_probectx.c),
 * switched and copied out by DTRACEIOC_BUFSNAP (dtrace_ioctl.c).
 *
 * Invariants: a half is only written by probe context on its own CPU
 * with interrupts disabled; the switch runs on that CPU (dtrace_os_xcall)
 * so it never races a writer; dtb_offset is a multiple of 4 and every
 * record starts 8-byte aligned (a 4-byte DTRACE_EPIDNONE pads).
 */
#include "dtrace_impl.h"
#include "dtrace_div64.h"

bool
dtrace_mem_fits(uint64_t n, uint64_t size)
{
	if (n != 0 && size > dtrace_udiv64(UINT64_MAX, n))
		return (false);
	if (n * size > (uint64_t)SIZE_MAX)
		return (false);
	return (n * size <= dtrace_os_mem_avail());
}

/*
 * Both halves of every CPU's buffer, all or none: ENOMEM when the whole
 * set is beyond what the host can spare (dtrace_mem_fits) or an
 * allocation fails.
 */
int
dtrace_buffers_alloc(dtrace_buffer_t *bufs, uint32_t ncpus, uint64_t size)
{
	uint32_t i;

	if (!dtrace_mem_fits(2ULL * ncpus, size))
		return (DTRACE_ENOMEM);
	for (i = 0; i < ncpus; i++) {
		dtrace_buffer_t *b = &bufs[i];

		b->dtb_tomax = dtrace_os_alloc_try((size_t)size);
		b->dtb_xamot = dtrace_os_alloc_try((size_t)size);
		if (b->dtb_tomax == NULL || b->dtb_xamot == NULL) {
			dtrace_buffers_free(bufs, ncpus);
			return (DTRACE_ENOMEM);
		}
		b->dtb_size = size;
		b->dtb_offset = 0;
		b->dtb_xamot_offset = 0;
	}
	return (0);
}

void
dtrace_buffers_free(dtrace_buffer_t *bufs, uint32_t ncpus)
{
	uint32_t i;

	for (i = 0; i < ncpus; i++) {
		dtrace_buffer_t *b = &bufs[i];
		uint64_t size = b->dtb_size;

		if (b->dtb_tomax != NULL)
			dtrace_os_free(b->dtb_tomax, (size_t)size);
		if (b->dtb_xamot != NULL)
			dtrace_os_free(b->dtb_xamot, (size_t)size);
		dtrace_bzero(b, sizeof (*b));
	}
}

/*
 * dtrace_buffer_switch - swap the halves of @buf and publish what the old
 * active half held.  Runs on the buffer's CPU with interrupts disabled
 * (through dtrace_os_xcall), so no probe is writing it.
 */
void
dtrace_buffer_switch(dtrace_buffer_t *buf)
{
	char *t = buf->dtb_tomax;
	uint64_t cookie = dtrace_os_interrupt_disable();

	buf->dtb_tomax = buf->dtb_xamot;
	buf->dtb_xamot = t;
	buf->dtb_xamot_offset = buf->dtb_offset;
	buf->dtb_xamot_drops = buf->dtb_drops;
	buf->dtb_xamot_errors = buf->dtb_errors;
	buf->dtb_offset = 0;
	buf->dtb_drops = 0;
	buf->dtb_errors = 0;
	buf->dtb_full = 0;
	buf->dtb_switched = dtrace_os_gethrtime();
	dtrace_os_membar_producer();
	dtrace_os_interrupt_restore(cookie);
}

/* ---- probe context ------------------------------------------------------ */

/*
 * Ring policy.  Data wraps around: while dtb_wrapped, the records are
 * [dtb_oldest, dtb_size) (oldest first; the tail after the last record is
 * zeroed) followed by [0, dtb_offset), and every byte in between is zero
 * (DTRACE_EPIDNONE words), so the whole buffer parses.  Making room for a
 * record advances dtb_oldest over the records it overwrites; all the work
 * is bounded by the size of one record.
 */
static int64_t
dtrace_buffer_reserve_ring(dtrace_buffer_t *buf, dtrace_state_t *state,
    uint32_t size)
{
	uint64_t bsize = buf->dtb_size, offs = buf->dtb_offset;
	uint64_t start = offs + (offs & 4), end, o;
	char *base = buf->dtb_tomax;

	if (size > bsize) {
		buf->dtb_drops++;
		return (-1);
	}
	if (start + size > bsize) {
		/* wrap: the tail (shorter than this record) is discarded */
		dtrace_bzero(base + offs, (size_t)(bsize - offs));
		buf->dtb_wrapped = 1;
		buf->dtb_oldest = 0;
		offs = start = 0;
	}
	end = start + size;
	if (buf->dtb_wrapped) {
		for (o = buf->dtb_oldest; o < end && o < bsize; ) {
			uint32_t epid = *(uint32_t *)(void *)(base + o);

			if (epid == DTRACE_EPIDNONE || epid > state->dts_necbs)
				o += sizeof (uint32_t);
			else
				o += state->dts_ecbs[epid - 1]->dte_size;
		}
		if (o >= bsize) {
			/* everything older is gone: plain data from 0 again */
			dtrace_bzero(base + end, (size_t)(bsize - end));
			buf->dtb_wrapped = 0;
			buf->dtb_oldest = 0;
		} else {
			if (o > end)
				dtrace_bzero(base + end, (size_t)(o - end));
			buf->dtb_oldest = o;
		}
	}
	if (start != offs)
		*(uint32_t *)(void *)(base + offs) = DTRACE_EPIDNONE;
	return ((int64_t)start);
}

int64_t
dtrace_buffer_reserve(dtrace_buffer_t *buf, dtrace_state_t *state,
    uint32_t size, bool end)
{
	uint64_t offs = buf->dtb_offset;
	uint64_t start = offs + (offs & 4);
	uint64_t room;

	if (state->dts_ring)
		return (dtrace_buffer_reserve_ring(buf, state, size));

	room = buf->dtb_size;
	if (state->dts_reserve != 0 && !end)
		room = room > state->dts_reserve ? room - state->dts_reserve : 0;
	if (start + size > room || (buf->dtb_full && !end)) {
		buf->dtb_drops++;
		if (state->dts_fill) {
			/* fill policy: this buffer takes no more */
			buf->dtb_full = 1;
			state->dts_filled = 1;
			dtrace_state_wake(state);
		}
		return (-1);
	}
	/* switch policy: half full, the consumer takes it before it drops */
	if (!state->dts_fill && start < buf->dtb_size / 2 &&
	    start + size >= buf->dtb_size / 2)
		dtrace_state_wake(state);
	if (start != offs)
		*(uint32_t *)(void *)(buf->dtb_tomax + offs) = DTRACE_EPIDNONE;
	return ((int64_t)start);
}

void
dtrace_buffer_discard(dtrace_buffer_t *buf, dtrace_state_t *state,
    uint64_t offset, uint32_t size)
{
	/* in a ring, the bytes between records must stay zero */
	if (state->dts_ring)
		dtrace_bzero(buf->dtb_tomax + offset, size);
}
