/*
 * test/fuzz/fuzz-records.c -- the consumer's parsing of principal buffers
 * and aggregation snapshots (dtrace_consume(), dtrace_aggregate_snap(),
 * dtrace_aggregate_print()), on records it did not expect.
 *
 * The consumer trusts the framework's record layout (the ECB and
 * aggregation descriptions it fetched), not the bytes: a buffer with
 * unknown EPIDs, lengths past the end, bad string bytes, absurd
 * quantize buckets or wrapped offsets must end in an error or output,
 * never a crash.  Each input (layout in fuzz-records.h) picks one of the
 * programs, which was compiled, enabled and started once on the user
 * host; its bytes then stand in for CPU 0's buffer: the program is linked
 * with -Wl,--wrap=dt_uhost_ioctl, so libdtrace's calls land in
 * __wrap_dt_uhost_ioctl() below, which answers BUFSNAP or AGGSNAP itself
 * while an input is armed (every other command goes on to the real one,
 * __real_dt_uhost_ioctl()).  Output
 * goes to /dev/null.  A program's handle serves FUZZ_REOPEN inputs (its
 * aggregation totals grow with every new key).  Corpus:
 * test/fuzz/corpus/records, real buffers of the programs (fuzz-seeds).
 */
#include <errno.h>
#include <string.h>

#include <dtrace/ioctl.h>

#include "fuzz.h"
#include "fuzz-records.h"

#define FUZZ_REOPEN	256	/* inputs per handle */

static struct {
	int armed;		/* answer BUFSNAP/AGGSNAP from here */
	int agg;		/* ... AGGSNAP (else BUFSNAP) */
	uint32_t oldest, drops;
	const uint8_t *data;
	size_t size;
} feed;

int __real_dt_uhost_ioctl(void *state, uint32_t cmd, void *arg);
int __wrap_dt_uhost_ioctl(void *state, uint32_t cmd, void *arg);

/* libdtrace's door to the user host, with the armed input in front. */
int
__wrap_dt_uhost_ioctl(void *state, uint32_t cmd, void *arg)
{
	dtrace_bufdesc_t *d = arg;
	size_t n;

	if (!feed.armed ||
	    (cmd != DTRACEIOC_BUFSNAP && cmd != DTRACEIOC_AGGSNAP))
		return (__real_dt_uhost_ioctl(state, cmd, arg));
	if (d->dtbd_cpu != 0 || (cmd == DTRACEIOC_AGGSNAP) != feed.agg) {
		errno = ENOENT;
		return (-1);
	}
	n = feed.size < d->dtbd_size ? feed.size : (size_t)d->dtbd_size;
	if (n != 0)
		memcpy((void *)(uintptr_t)d->dtbd_data, feed.data, n);
	d->dtbd_size = n;
	d->dtbd_oldest = feed.oldest;
	d->dtbd_drops = feed.drops;
	return (0);
}

static uint32_t
le32(const uint8_t *p)
{
	return ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static dtrace_hdl_t *hdl[FUZZ_NRECORD_PROGS];
	static unsigned uses[FUZZ_NRECORD_PROGS];
	size_t i;

	if (size < FUZZ_RECORDS_HDR)
		return (0);
	i = data[0] % FUZZ_NRECORD_PROGS;
	if (hdl[i] == NULL)
		hdl[i] = fuzz_records_start(i);
	feed.agg = data[1] & 1;
	feed.oldest = le32(data + 2);
	feed.drops = le32(data + 6);
	feed.data = data + FUZZ_RECORDS_HDR;
	feed.size = size - FUZZ_RECORDS_HDR;
	feed.armed = 1;
	if (feed.agg) {
		if (dtrace_aggregate_snap(hdl[i]) == 0)
			(void) dtrace_aggregate_print(hdl[i], fuzz_devnull(),
			    NULL);
	} else {
		(void) dtrace_consume(hdl[i], fuzz_devnull(), NULL, NULL,
		    NULL);
	}
	feed.armed = 0;
	if (++uses[i] % FUZZ_REOPEN == 0) {
		dtrace_close(hdl[i]);
		hdl[i] = NULL;
	}
	return (0);
}
