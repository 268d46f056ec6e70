/*
 * test/fuzz/fuzz.h -- shared by the fuzzing harnesses of test/fuzz/.
 *
 * Each harness defines LLVMFuzzerTestOneInput(), libFuzzer's entry: one
 * input, any bytes, any size; it returns 0, and a crash, a hang, a
 * sanitizer report or an abort() of a broken promise is the finding.
 * The same harness links two ways (test/Makefile.am):
 *   - with replay.c (every build): a plain program that feeds it every
 *     file of the corpus directories it is given; `make check` replays
 *     the committed corpus (test/fuzz/corpus/NAME/) this way, so a crash
 *     once found stays a regression test, with gcc and without clang;
 *   - with libFuzzer (configure --enable-fuzzing, clang): `make fuzz`
 *     (test/fuzz/run-fuzz.sh) explores from the same corpus.
 * Every harness runs on the user host: the framework in this process.
 */
#ifndef DT_FUZZ_H
#define DT_FUZZ_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <dtrace.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * fuzz_open - a libdtrace handle on the user host, with `-x nolibs` when
 * @nolibs (the D library costs about 25 ms at the first compile of a
 * handle: harnesses that open a handle per input leave it out).  Aborts
 * when the handle cannot be had: that is a broken harness, not a finding
 * to skip.
 */
static inline dtrace_hdl_t *
fuzz_open(int nolibs)
{
	dtrace_hdl_t *dtp;
	int err;

	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL ||
	    dtrace_setopt(dtp, "backend", "user") != 0 ||
	    (nolibs && dtrace_setopt(dtp, "nolibs", NULL) != 0)) {
		fprintf(stderr, "fuzz: cannot open a user-host handle: %s\n",
		    dtrace_errmsg(dtp, dtp == NULL ? err : dtrace_errno(dtp)));
		abort();
	}
	return (dtp);
}

/* The bytes of an input as a NUL-terminated string (malloc'd). */
static inline char *
fuzz_string(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s == NULL)
		abort();
	for (size_t i = 0; i < size; i++)
		s[i] = data[i] != '\0' ? (char)data[i] : ' ';
	s[size] = '\0';
	return (s);
}

/* /dev/null as a stdio stream, for output nobody reads. */
static inline FILE *
fuzz_devnull(void)
{
	static FILE *fp;

	if (fp == NULL && (fp = fopen("/dev/null", "w")) == NULL)
		abort();
	return (fp);
}
#endif /* DT_FUZZ_H */
