/*
 * test/unit/tap.h -- a minimal TAP producer for the C unit tests of
 * test/unit/ (run by `make check` under prove(1)).
 *
 * Usage: call tap_ok() once per test, then
 * `return tap_done();` from main.
 * Each test prints "ok N - NAME" or "not ok N - NAME" followed by a "# "
 * diagnostic line; tap_done() prints the plan "1..N" (a trailing plan, so
 * a program that dies half-way is reported as failed by prove) and returns
 * the exit status: 0 when every test passed, 1 otherwise.
 *
 * Header-only (static inline functions): each test program includes it once.
 */
#ifndef DT_UNIT_TAP_H
#define DT_UNIT_TAP_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

static int tap_count;		/* tests run so far */
static int tap_failed;		/* tests that failed */

/*
 * tap_ok - report one test.
 * @pass: its outcome; @name: what it checks (one line, no '#');
 * @fmt, ...: printf-style diagnostic printed after "# " on failure only.
 * Returns @pass, so callers may chain on it.
 */
static inline bool __attribute__((format(printf, 3, 4)))
tap_ok(bool pass, const char *name, const char *fmt, ...)
{
	va_list ap;

	tap_count++;
	printf("%sok %d - %s\n", pass ? "" : "not ", tap_count, name);
	if (!pass) {
		tap_failed++;
		printf("# ");
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
	}
	fflush(stdout);
	return (pass);
}

/* tap_done - print the plan and return the exit status for main(). */
static inline int
tap_done(void)
{
	printf("1..%d\n", tap_count);
	if (tap_failed != 0)
		printf("# %d of %d tests failed\n", tap_failed, tap_count);
	return (tap_failed != 0);
}

#endif /* DT_UNIT_TAP_H */
