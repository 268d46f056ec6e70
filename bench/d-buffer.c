/*
 * bench/d-buffer.c -- issue 5's benchmark: sustained records per second
 * from one probe through the principal buffer to the consumer's printed
 * output, with no drop, at the default buffer size and switch rate;
 * against plain C printing the same records in the same run.
 *
 * The clause is   bench::f0000:fire { printf("%d\n", arg0); }   (quiet).
 * A firing thread, pinned to CPU 0 when it can be, fires the probe
 * (dtrace_probe(), bench-probe.h) at a controlled rate -- every
 * millisecond it catches up with rate x elapsed time -- until it has fired
 * rate x the trial's duration, with arg0 the sequence number. Meanwhile
 * the main thread is the consumer exactly as dtrace(1) is: dtrace_sleep()
 * then dtrace_work() to a stream that discards, like /dev/null, but counts
 * the lines printed.  After the trial: dtrace_stop(), a last
 * dtrace_work(), and the books must balance -- lines printed + drops
 * reported = records fired -- or the benchmark fails (exit 1): a lost
 * record nobody reported is the one thing DTrace promises never happens.
 *
 * The rate doubles from 25,000/s until a trial drops records or the firing
 * thread cannot keep up (under 90% of the rate, twice), then bisects
 * between the last clean and the first failing rate; the highest clean
 * rate is the result.  The baseline is fprintf(fp, "%lld\n", i) to the
 * same kind of stream.
 *
 * libdtrace's dtrace_sleep() wakes at the reference's 1 Hz, and sooner
 * whenever a CPU's buffer is half full (include/dtrace/ioctl.h,
 * "Waiting"), so the consumer's printing is the limit, not the 4 MB
 * buffer.  (Until 2026-11-26 it woke every 10 ms by default, and with
 * switchrate=1hz statusrate=1hz only once a second: then the buffer was
 * the limit, 4 MB a second, about 175,000 records/s of some 24 bytes.)
 *
 * Timing never fails the benchmark; unbalanced books or an error do.
 *
 *   bench/d-buffer [seconds per trial, default 1.5] [option=value ...]
 *
 * Options after the duration are set on the consumer (e.g. bufsize=16m,
 * switchrate=1hz) to see how the result moves away from the defaults.
 *
 * Measured 2026-11-23 on the 2-CPU build VM (AMD EPYC, load ~1.5), with
 * the old pacing, median of 3 runs: 3.2 million records/s without drops by default vs
 * C fprintf 19.5 million (0.16x); 169,000 records/s at 1 Hz (0.009x).
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-probe.h"

#define RATE0		25000ULL
#define RATEMAX		6400000ULL
#define BISECT		4
#define MAXOPTS		8

static const char *opts[MAXOPTS][2];
static int nopts;

typedef struct trial {
	uint64_t rate;			/* in: firings per second */
	uint64_t dur;			/* in: ns */
	uint64_t fired;			/* out */
	uint64_t elapsed;		/* out: ns */
	volatile int done;		/* out: the firing thread has finished */
} trial_t;

static void *
firer(void *arg)
{
	trial_t *t = arg;
	uint32_t id = bench_fire_id[0];
	struct timespec ms = { 0, 1000000 };
	uint64_t start, now, target, total;
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(0, &set);
	(void)pthread_setaffinity_np(pthread_self(), sizeof (set), &set);
	/* exactly rate x duration firings, paced; a stall is caught up */
	total = (uint64_t)((double)t->rate * (double)t->dur / 1e9);
	start = bench_now();
	while (t->fired < total) {
		now = bench_now();
		target = (uint64_t)((double)t->rate * (double)(now - start) /
		    1e9);
		if (target > total)
			target = total;
		while (t->fired < target)
			bench_fire(id, t->fired++);
		if (t->fired < total)
			nanosleep(&ms, NULL);
	}
	t->elapsed = bench_now() - start;
	t->done = 1;
	return (NULL);
}

/*
 * One trial at @rate: returns 1 if clean (no drop, rate reached), 0 if
 * not, -1 on error.  *@achieved: records per second fired.
 */
static int
trial(uint64_t rate, uint64_t dur, double *achieved, uint64_t *dropsp)
{
	const char *prog = "bench::f0000:fire { printf(\"%d\\n\", arg0); }";
	dtrace_hdl_t *h;
	pthread_t th;
	trial_t t;
	uint64_t lines;
	FILE *fp;
	int st = 0;

	if ((h = bench_open(prog, opts, nopts)) == NULL)
		return (-1);
	fp = bench_countfile(&lines);
	memset(&t, 0, sizeof (t));
	t.rate = rate;
	t.dur = dur;
	if (pthread_create(&th, NULL, firer, &t) != 0) {
		perror("d-buffer: pthread_create");
		dtrace_close(h);
		return (-1);
	}
	while (!t.done && st == 0) {
		dtrace_sleep(h);
		if (dtrace_work(h, fp, NULL, NULL, NULL) ==
		    DTRACE_WORKSTATUS_ERROR)
			st = -1;
	}
	pthread_join(th, NULL);
	if (st == 0 && (dtrace_stop(h) != 0 ||
	    dtrace_work(h, fp, NULL, NULL, NULL) == DTRACE_WORKSTATUS_ERROR))
		st = -1;
	if (st != 0) {
		fprintf(stderr, "d-buffer: %s\n",
		    dtrace_errmsg(h, dtrace_errno(h)));
		dtrace_close(h);
		fclose(fp);
		return (-1);
	}
	dtrace_close(h);
	fclose(fp);
	*achieved = (double)t.fired * 1e9 / (double)t.elapsed;
	*dropsp = bench_drops;
	if (lines + bench_drops != t.fired) {
		fprintf(stderr, "d-buffer: at %llu/s: fired %llu, printed %llu, "
		    "%llu drops reported: %lld records lost unreported\n",
		    (unsigned long long)rate, (unsigned long long)t.fired,
		    (unsigned long long)lines, (unsigned long long)bench_drops,
		    (long long)(t.fired - lines - bench_drops));
		return (-1);
	}
	return (bench_drops == 0 && *achieved >= 0.9 * (double)rate);
}

/*
 * trial() at @rate, and once more if the firing thread fell behind without
 * a drop (the machine was busy for a moment); prints the outcome.
 */
static int
attempt(uint64_t rate, uint64_t dur, double *achieved, uint64_t *dropsp)
{
	int r, k;

	for (k = 0; k < 2; k++) {
		if ((r = trial(rate, dur, achieved, dropsp)) < 0)
			return (r);
		printf("d-buffer:   %8llu/s asked: %9.0f/s fired, %llu drops\n",
		    (unsigned long long)rate, *achieved,
		    (unsigned long long)*dropsp);
		if (r != 0 || *dropsp != 0)
			break;
	}
	return (r);
}

int
main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.5;
	uint64_t dur, lo = 0, hi = 0, rate, drops, i, n, lines, t0, t1;
	double ach, best = 0, crate;
	const char *why = "reached the benchmark's ceiling";
	FILE *fp;
	int r, k;

	if (secs <= 0)
		secs = 1.5;
	dur = (uint64_t)(secs * 1e9);
	for (k = 2; k < argc && nopts < MAXOPTS; k++) {
		char *eq = strchr(argv[k], '=');

		if (eq != NULL)
			*eq++ = '\0';
		opts[nopts][0] = argv[k];
		opts[nopts++][1] = eq;
	}
	printf("d-buffer: bench::f0000:fire { printf(\"%%d\\n\", arg0); }, "
	    "%.1f s per trial, options:", secs);
	for (k = 0; k < nopts; k++)
		printf(" %s=%s", opts[k][0], opts[k][1] ? opts[k][1] : "");
	printf("%s\n", nopts == 0 ? " none (default bufsize and switchrate)" :
	    "");
	for (rate = RATE0; rate <= RATEMAX; rate *= 2) {
		if ((r = attempt(rate, dur, &ach, &drops)) < 0)
			return (1);
		if (!r) {
			hi = rate;
			why = drops != 0 ? "drops" :
			    "the firing thread could not keep up";
			break;
		}
		lo = rate;
		best = ach;
	}
	for (k = 0; hi != 0 && lo != 0 && k < BISECT; k++) {
		rate = (lo + hi) / 2;
		if ((r = attempt(rate, dur, &ach, &drops)) < 0)
			return (1);
		if (r) {
			lo = rate;
			best = ach;
		} else {
			hi = rate;
		}
	}

	/* the baseline: the same records printed by plain C, best of 3 */
	n = 2000000;
	crate = 0;
	for (k = 0; k < 3; k++) {
		fp = bench_countfile(&lines);
		t0 = bench_now();
		for (i = 0; i < n; i++)
			fprintf(fp, "%lld\n", (long long)i);
		fflush(fp);
		t1 = bench_now();
		fclose(fp);
		if (lines != n) {
			fprintf(stderr, "d-buffer: C printed %llu lines of "
			    "%llu\n", (unsigned long long)lines,
			    (unsigned long long)n);
			return (1);
		}
		if ((double)n * 1e9 / (double)(t1 - t0) > crate)
			crate = (double)n * 1e9 / (double)(t1 - t0);
	}

	printf("d-buffer: sustained without drops  %10.0f records/s "
	    "(next step up failed: %s)\n", best, why);
	printf("d-buffer: plain C fprintf          %10.0f records/s\n", crate);
	printf("d-buffer: ratio D/C                %10.3f   "
	    "(printed + drops = fired in every trial)\n", best / crate);
	if (best == 0)
		printf("d-buffer: no clean rate at all (the machine may be "
		    "busy)\n");
	return (0);
}
