/*
 * test/fuzz/fuzz-compile.c -- the D compiler, from source text to DOF.
 *
 * Each input is a D program (NUL bytes read as spaces), compiled as
 * `dtrace -n` does (probe descriptions first, DTRACE_C_ZDEFS so that a
 * description matching no probe still compiles its clauses).  The
 * promise: the compiler ends, with a program or an error message, on any
 * text.  A compiled program must carry a DOF image (what dtrace_program
 * _exec() hands the framework); none is a broken promise (abort).
 *
 * One handle serves FUZZ_REOPEN inputs, then is closed: programs live
 * until their handle closes (libdtrace(3LIB)), and an input may define
 * inlines, types and globals that the next inputs then see.  The D library
 * is loaded, as for dtrace(1).  Corpus: every D program of test/tst (the
 * plain replay in `make check` walks the tests themselves) and
 * test/fuzz/corpus/compile.
 */
#include <string.h>

#include "dt_impl.h"
#include "fuzz.h"

#define FUZZ_REOPEN	256	/* inputs per handle */

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static dtrace_hdl_t *dtp;
	static unsigned n;
	dtrace_prog_t *pgp;
	char *src;

	if (dtp == NULL)
		dtp = fuzz_open(0);
	src = fuzz_string(data, size);
	pgp = dtrace_program_strcompile(dtp, src, DTRACE_PROBESPEC_NAME,
	    DTRACE_C_ZDEFS, 0, NULL);
	if (pgp != NULL && (pgp->dp_dof == NULL || pgp->dp_dofsize == 0)) {
		fprintf(stderr, "fuzz-compile: a program without DOF\n");
		abort();
	}
	free(src);
	if (++n % FUZZ_REOPEN == 0) {
		dtrace_close(dtp);
		dtp = NULL;
	}
	return (0);
}
