/*
 * test/fuzz/fuzz-records.h -- the programs whose records fuzz-records.c
 * feeds the consumer, the layout of its inputs and how a program is
 * started; shared with fuzz-seeds.c, which writes real buffers of these
 * programs as the corpus.
 */
#ifndef DT_FUZZ_RECORDS_H
#define DT_FUZZ_RECORDS_H
#include "fuzz.h"

/*
 * The programs: between them every kind of record the consumer prints
 * (trace of each size, strings, tracemem, printf of most conversions,
 * stack, the aggregating functions with printa, the aggregation library
 * actions, speculations, exit, and ERROR records).  No system(),
 * freopen() or ustack(): their records would make the consumer run
 * commands, open files or read another process by design.
 */
static const char *const fuzz_record_progs[] = {
	"BEGIN { trace(1); trace(\"hello\"); trace((short)-2); "
	    "trace((char)65); trace(timestamp); trace((int)-7); }",
	"BEGIN { printf(\"%d %u %i %s %x %X %o %c|%5.2s|%-8d|%+d|%#x\\n\", "
	    "-1, 2, 3, \"ab\", 255, 255, 8, 65, \"xyz\", -3, 4, 16); "
	    "printf(\"%lld %llu %p %%\\n\", -5LL, 6ULL, 0); "
	    "printf(\"%Y %a %A %S\\n\", walltimestamp, 0, 0, \"q\\n\"); }",
	"BEGIN { @c[\"a\", 1] = count(); @s[2] = sum(5); @q = quantize(100); "
	    "@l = lquantize(3, 0, 10, 1); @ll = llquantize(500, 10, 0, 6, 20); "
	    "@a = avg(3); @sd = stddev(4); @mn = min(1); @mx = max(9); "
	    "printa(@c); printa(\"%s %d %@d\\n\", @c); printa(@q); "
	    "printa(@l); printa(@ll); printa(@a, @mn, @mx); }",
	"BEGIN { @x[1] = sum(10); @y[\"k\"] = count(); normalize(@x, 2); "
	    "printa(@x); trunc(@x, 1); denormalize(@x); clear(@y); "
	    "printa(\"%s %@u\\n\", @y); setopt(\"quiet\"); }",
	"BEGIN { s = speculation(); speculate(s); trace(1); "
	    "printf(\"%s\\n\", \"spec\"); } BEGIN { commit(s); }",
	"BEGIN { x = (char *)alloca(16); x[0] = 'a'; tracemem(x, 16); "
	    "stack(); trace(walltimestamp); trace(x[0]); exit(3); }",
	"BEGIN { trace(*(int *)8); } BEGIN { trace(probename); }",
	"BEGIN { print((int)3); print((char)1); "
	    "printf(\"%s %d\\n\", strjoin(\"a\", \"b\"), (int)sizeof (int)); "
	    "@k[\"x\", 2, 3] = max(4); printa(\"%s %d %d %@d\\n\", @k); }",
};
#define FUZZ_NRECORD_PROGS \
	(sizeof (fuzz_record_progs) / sizeof (fuzz_record_progs[0]))

/*
 * An input: byte 0 the program (modulo their number), byte 1 bit 0 an
 * aggregation buffer (else the principal buffer), bytes 2-5 dtbd_oldest
 * and 6-9 dtbd_drops (little-endian), then the buffer's bytes.
 */
#define FUZZ_RECORDS_HDR	10

/* The options of every program's handle: buffers the inputs fill. */
#define FUZZ_RECORDS_BUFSIZE	"64k"
/* Fault and drop reports: handled (the defaults print them). */
static inline int
quiet_err(const dtrace_errdata_t *e, void *arg)
{
	(void) e; (void) arg;
	return (DTRACE_HANDLE_OK);
}

static inline int
quiet_drop(const dtrace_dropdata_t *d, void *arg)
{
	(void) d; (void) arg;
	return (DTRACE_HANDLE_OK);
}

/*
 * fuzz_records_start - a user-host handle running program @i, started
 * (BEGIN has fired), with buffers of FUZZ_RECORDS_BUFSIZE and fault and
 * drop reports handled quietly; aborts when the program cannot run.
 */
static inline dtrace_hdl_t *
fuzz_records_start(size_t i)
{
	dtrace_hdl_t *dtp = fuzz_open(1);
	dtrace_prog_t *pgp;
	dtrace_proginfo_t info;

	if (dtrace_setopt(dtp, "bufsize", FUZZ_RECORDS_BUFSIZE) != 0 ||
	    dtrace_handle_err(dtp, quiet_err, NULL) != 0 ||
	    dtrace_handle_drop(dtp, quiet_drop, NULL) != 0 ||
	    dtrace_setopt(dtp, "aggsize", FUZZ_RECORDS_BUFSIZE) != 0 ||
	    (pgp = dtrace_program_strcompile(dtp, fuzz_record_progs[i],
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL)) == NULL ||
	    dtrace_program_exec(dtp, pgp, &info) != 0 || dtrace_go(dtp) != 0) {
		fprintf(stderr, "fuzz: records program %zu: %s\n", i,
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		abort();
	}
	return (dtp);
}

#endif /* DT_FUZZ_RECORDS_H */
