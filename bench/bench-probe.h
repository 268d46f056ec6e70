/*
 * bench/bench-probe.h -- what the probe-context benchmarks share: a tiny
 * provider of their own, a one-call consumer set-up through libdtrace's
 * public API, timing, and statistics over rounds.
 *
 * Where it sits: each benchmark (d-vars.c, d-agg.c, d-buffer.c) is a
 * process that links libdtrace, i.e. the user host (os/linux/user/) with
 * the framework (common/) in the same process.  bench_provider_init()
 * registers provider "bench" through common/dtrace_core.h, the same door
 * os/linux/user/dtrace_profile.c uses; the benchmark then compiles a D
 * program against bench:::fire with dtrace_program_strcompile() and calls
 * dtrace_probe() itself, N times in a loop, so a measured firing is
 * exactly what an OS layer's probe site costs (probe-context lock, ECB
 * walk, predicate and actions, buffers), without a timer or a syscall.
 *
 * Probes (created once, at registration; the provider creates none on
 * demand):
 *   bench::fNNNN:fire   NNNN = 0000..0999: BENCH_NFIRE probes that differ
 *                       only by function name, so `probefunc` gives a D
 *                       program BENCH_NFIRE distinct string keys
 *   bench::check:done   fired once at the end to make the D program print
 *                       what the benchmark checks (so it cannot measure
 *                       nothing)
 *
 * Invariants: never part of `make check`; timing is printed, never
 * asserted; a wrong result is the only failure (exit status 1).
 */
#ifndef BENCH_PROBE_H
#define BENCH_PROBE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <dtrace.h>

#define BENCH_NFIRE	1000		/* bench::f0000:fire .. f0999:fire */

/* probe IDs, valid after bench_provider_init() */
extern uint32_t bench_fire_id[BENCH_NFIRE];
extern uint32_t bench_check_id;
/* "f0000" .. "f0999": the function names of the fire probes */
extern char bench_fire_func[BENCH_NFIRE][8];

/**
 * bench_provider_init - initialise the in-process framework (idempotent,
 * dtrace_init) and register provider "bench" with its probes.
 * Returns 0, or an errno value (printed to stderr).
 */
int bench_provider_init(void);

/**
 * bench_fire - [P] fire probe @id with @arg0 (other arguments 0), as an
 * OS layer's probe site does (dtrace_probe of common/dtrace_core.h).
 */
void bench_fire(uint32_t id, uint64_t arg0);

/**
 * bench_open - open a consumer on the user host, set option "quiet" and
 * each of the @nopts name/value pairs in @opts (NULL values for boolean
 * options), compile @prog, enable it and start tracing (dtrace_go).
 * Drop reports are counted in bench_drops, not printed.
 * Returns the handle, or NULL after printing libdtrace's message.
 */
dtrace_hdl_t *bench_open(const char *prog, const char *const opts[][2],
    int nopts);

/**
 * bench_capture - consume every CPU's principal buffer (dtrace_consume)
 * into @buf (NUL-terminated, at most @size bytes).  Returns 0, -1 on
 * error (printed).
 */
int bench_capture(dtrace_hdl_t *h, char *buf, size_t size);

/**
 * bench_drain - consume every CPU's principal buffer to /dev/null (the
 * records that clauses without data-recording actions still leave: the
 * enabled probe ID).  Returns 0, -1 on error (printed).
 */
int bench_drain(dtrace_hdl_t *h);

/* drops reported since the last bench_open() (a drop handler counts them) */
extern uint64_t bench_drops;

/**
 * bench_countfile - a stdio stream that discards what is written to it,
 * like /dev/null, but counts the newlines into *@lines (zeroed here;
 * complete after fflush/fclose).  Exits on failure.
 */
FILE *bench_countfile(uint64_t *lines);

/** bench_now - CLOCK_MONOTONIC, in ns. */
uint64_t bench_now(void);

/** bench_stats - sort @v[0..@n) and return its best (smallest) and median
 * through @best and @median. */
void bench_stats(double *v, int n, double *best, double *median);

/** bench_fnv - FNV-1a hash of string @s (the C baselines' hash maps). */
uint64_t bench_fnv(const char *s);

#endif /* BENCH_PROBE_H */
