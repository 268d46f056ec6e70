/*
 * bench/bench-probe.c -- the provider "bench" and the consumer helpers
 * shared by the probe-context benchmarks (see bench-probe.h for the
 * probes and the invariants).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dtrace_core.h"
#include "bench-probe.h"

uint32_t bench_fire_id[BENCH_NFIRE];
uint32_t bench_check_id;
char bench_fire_func[BENCH_NFIRE][8];

uint64_t bench_drops;

static dtrace_provider_id_t bench_prov;
static int bench_registered;

/* Stability: a private provider of the benchmarks. */
static const dtrace_pattr_t bench_attr = {
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
};

/* every operation optional: the probes exist from registration on */
static const dtrace_pops_t bench_pops = { NULL, NULL, NULL, NULL, NULL, NULL, NULL };

int
bench_provider_init(void)
{
	int err, i;

	if (bench_registered)
		return (0);
	if ((err = dtrace_init()) != 0 ||
	    (err = dtrace_register("bench", &bench_attr,
	    DTRACE_PRIV_KERNEL | DTRACE_PRIV_USER, &bench_pops, NULL,
	    &bench_prov)) != 0) {
		fprintf(stderr, "bench: cannot register provider: %s\n",
		    strerror(err));
		return (err);
	}
	for (i = 0; i < BENCH_NFIRE; i++) {
		snprintf(bench_fire_func[i], sizeof (bench_fire_func[i]),
		    "f%04d", i);
		bench_fire_id[i] = dtrace_probe_create(bench_prov, "",
		    bench_fire_func[i], "fire", 0, NULL);
	}
	bench_check_id = dtrace_probe_create(bench_prov, "", "check", "done",
	    0, NULL);
	bench_registered = 1;
	return (0);
}

void
bench_fire(uint32_t id, uint64_t arg0)
{
	dtrace_probe(id, arg0, 0, 0, 0, 0);
}

/* every drop report is counted, never printed: the benchmarks check it */
static int
bench_drop(const dtrace_dropdata_t *d, void *arg)
{
	(void)arg;
	bench_drops += d->dtdda_drops;
	return (DTRACE_HANDLE_OK);
}

dtrace_hdl_t *
bench_open(const char *prog, const char *const opts[][2], int nopts)
{
	dtrace_proginfo_t pi;
	dtrace_prog_t *p;
	dtrace_hdl_t *h;
	int err, i;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		fprintf(stderr, "bench: dtrace_open: error %d\n", err);
		return (NULL);
	}
	bench_drops = 0;
	if (dtrace_handle_drop(h, bench_drop, NULL) != 0 ||
	    dtrace_setopt(h, "backend", "user") != 0 ||
	    dtrace_setopt(h, "quiet", NULL) != 0)
		goto fail;
	for (i = 0; i < nopts; i++)
		if (dtrace_setopt(h, opts[i][0], opts[i][1]) != 0)
			goto fail;
	if (bench_provider_init() != 0) {
		dtrace_close(h);
		return (NULL);
	}
	if ((p = dtrace_program_strcompile(h, prog, DTRACE_PROBESPEC_NAME, 0,
	    0, NULL)) == NULL || dtrace_program_exec(h, p, &pi) != 0 ||
	    dtrace_go(h) != 0)
		goto fail;
	return (h);
fail:
	fprintf(stderr, "bench: %s\n  %s\n", prog,
	    dtrace_errmsg(h, dtrace_errno(h)));
	dtrace_close(h);
	return (NULL);
}

int
bench_capture(dtrace_hdl_t *h, char *buf, size_t size)
{
	FILE *fp = fmemopen(buf, size, "w");
	int r;

	if (fp == NULL) {
		perror("bench: fmemopen");
		return (-1);
	}
	memset(buf, 0, size);
	r = dtrace_consume(h, fp, NULL, NULL, NULL);
	fclose(fp);
	buf[size - 1] = '\0';
	if (r == -1)
		fprintf(stderr, "bench: dtrace_consume: %s\n",
		    dtrace_errmsg(h, dtrace_errno(h)));
	return (r == -1 ? -1 : 0);
}

int
bench_drain(dtrace_hdl_t *h)
{
	static FILE *null;

	if (null == NULL && (null = fopen("/dev/null", "w")) == NULL) {
		perror("bench: /dev/null");
		return (-1);
	}
	if (dtrace_consume(h, null, NULL, NULL, NULL) == -1) {
		fprintf(stderr, "bench: dtrace_consume: %s\n",
		    dtrace_errmsg(h, dtrace_errno(h)));
		return (-1);
	}
	return (0);
}

/* the write function of bench_countfile(): count the lines, keep nothing */
static ssize_t
count_write(void *cookie, const char *buf, size_t size)
{
	uint64_t *lines = cookie;
	const char *p = buf, *end = buf + size;

	while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		(*lines)++;
		p++;
	}
	return ((ssize_t)size);
}

FILE *
bench_countfile(uint64_t *lines)
{
	static const cookie_io_functions_t io = { NULL, count_write, NULL,
	    NULL };
	FILE *fp;

	*lines = 0;
	if ((fp = fopencookie(lines, "w", io)) == NULL) {
		perror("bench: fopencookie");
		exit(1);
	}
	return (fp);
}

uint64_t
bench_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return ((uint64_t)t.tv_sec * 1000000000ULL + (uint64_t)t.tv_nsec);
}

static int
dcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

void
bench_stats(double *v, int n, double *best, double *median)
{
	qsort(v, (size_t)n, sizeof (double), dcmp);
	*best = v[0];
	*median = v[n / 2];
}

uint64_t
bench_fnv(const char *s)
{
	uint64_t h = 14695981039346656037ULL;

	while (*s != '\0') {
		h ^= (unsigned char)*s++;
		h *= 1099511628211ULL;
	}
	return (h);
}
