/*
 * test/fuzz/fuzz-options.c -- the option parser (dtrace -x, #pragma D
 * option, dtrace_setopt()) and the run that the options then shape.
 *
 * Each input is text: one option a line, "name=value" or "name".  A
 * fresh handle takes them all through dtrace_setopt() (each accepted or
 * refused with an error); then a small program is compiled and, when the
 * sizes the options ask for are modest (every buffer at most 16 MiB, at
 * most 64 speculations: larger ones are a test of the machine's memory,
 * which unit tests and tst/ cover), enabled, started, consumed, its
 * aggregations snapshotted and printed, and stopped.  Options that make
 * libdtrace run or read something outside this process (a C
 * preprocessor, library directories, type files, the kernel backend) are
 * left out.  Corpus: test/fuzz/corpus/options.
 */
#include <string.h>

#include "fuzz.h"

/* Options this harness does not pass on (see above). */
static const char *const outside[] = {
	"backend", "cpp", "cpppath", "ctypes", "dtypes", "incdir", "ldpath",
	"libdir", "define", "undef",
};

static int
is_outside(const char *name)
{
	size_t i, n = strcspn(name, "=");

	for (i = 0; i < sizeof (outside) / sizeof (outside[0]); i++) {
		if (strlen(outside[i]) == n && strncmp(name, outside[i], n) == 0)
			return (1);
	}
	return (0);
}

/* Is option @name unset or at most @max? */
static int
modest(dtrace_hdl_t *dtp, const char *name, dtrace_optval_t max)
{
	dtrace_optval_t v;

	if (dtrace_getopt(dtp, name, &v) != 0)
		return (0);
	return (v == DTRACEOPT_UNSET || (v >= 0 && v <= max));
}

static void
run(dtrace_hdl_t *dtp)
{
	dtrace_prog_t *pgp;
	dtrace_proginfo_t info;

	if (!modest(dtp, "bufsize", 16 << 20) ||
	    !modest(dtp, "aggsize", 16 << 20) ||
	    !modest(dtp, "dynvarsize", 16 << 20) ||
	    !modest(dtp, "specsize", 16 << 20) || !modest(dtp, "nspec", 64))
		return;
	pgp = dtrace_program_strcompile(dtp,
	    "BEGIN { @a[\"k\", 1] = count(); @q = quantize(3); trace(\"x\"); "
	    "printf(\"%d %s\\n\", 1, \"y\"); self->t = 1; g[2] = 3; "
	    "s = speculation(); speculate(s); trace(2); } "
	    "BEGIN { commit(s); exit(0); }", DTRACE_PROBESPEC_NAME, 0, 0,
	    NULL);
	if (pgp == NULL || dtrace_program_exec(dtp, pgp, &info) != 0 ||
	    dtrace_go(dtp) != 0)
		return;
	(void) dtrace_status(dtp);
	(void) dtrace_consume(dtp, fuzz_devnull(), NULL, NULL, NULL);
	if (dtrace_aggregate_snap(dtp) == 0)
		(void) dtrace_aggregate_print(dtp, fuzz_devnull(), NULL);
	(void) dtrace_stop(dtp);
	(void) dtrace_consume(dtp, fuzz_devnull(), NULL, NULL, NULL);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_string(data, size), *line, *next;
	dtrace_hdl_t *dtp = fuzz_open(1);

	for (line = text; line != NULL; line = next) {
		char *eq;

		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		if (*line == '\0' || is_outside(line))
			continue;
		if ((eq = strchr(line, '=')) != NULL)
			*eq++ = '\0';
		(void) dtrace_setopt(dtp, line, eq);
	}
	run(dtp);
	dtrace_close(dtp);
	free(text);
	return (0);
}
