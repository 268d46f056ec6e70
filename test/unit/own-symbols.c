/*
 * test/unit/own-symbols.c -- a consumer may use names that are libdtrace's
 * internals: linked against the shared libdtrace.so, it defines its own
 * parser entry points (yyparse, yylex, yyerror, as a program with a bison
 * grammar of its own does), a dt_* and a dtrace_* name of the framework,
 * then compiles and runs a D program.  Before libdtrace.so exported only
 * its API (lib/libdtrace/libdtrace.map), the library's own calls bound to
 * these definitions and the compile failed or crashed.  Prints TAP; run
 * by unit/exports.sh.
 */
#include <stdio.h>
#include <string.h>

#include <dtrace.h>

#include "tap.h"

static int called;	/* how often libdtrace landed in our definitions */

/* The program's own grammar (stand-ins). */
int yyparse(void);
int yylex(void);
void yyerror(const char *msg);
/* Names of libdtrace's internals, defined here with other meanings. */
int dt_node_int(int x);
int dtrace_probe(int x);

int
yyparse(void)
{
	called++;
	return (1);
}

int
yylex(void)
{
	called++;
	return (0);
}

void
yyerror(const char *msg)
{
	(void)msg;
	called++;
}

int
dt_node_int(int x)
{
	called++;
	return (x);
}

int
dtrace_probe(int x)
{
	called++;
	return (x);
}

int
main(void)
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *pgp;
	dtrace_proginfo_t info;
	FILE *out;
	char buf[256] = "";
	int err, done = 0, n;

	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		printf("Bail out! dtrace_open: %d\n", err);
		return (1);
	}
	(void)dtrace_setopt(dtp, "quiet", NULL);
	pgp = dtrace_program_strcompile(dtp,
	    "BEGIN { printf(\"%d\", 40 + 2); exit(0); }",
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	tap_ok(pgp != NULL, "a D program compiles",
	    "%s", dtrace_errmsg(dtp, dtrace_errno(dtp)));
	tap_ok(called == 0, "libdtrace calls none of the program's symbols",
	    "%d calls", called);
	if (pgp == NULL || dtrace_program_exec(dtp, pgp, &info) != 0 ||
	    dtrace_go(dtp) != 0) {
		tap_ok(0, "the program runs", "%s",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		dtrace_close(dtp);
		return (tap_done());
	}
	out = fmemopen(buf, sizeof (buf) - 1, "w");
	for (n = 0; !done && n < 1000; n++) {
		dtrace_sleep(dtp);
		if (dtrace_work(dtp, out, NULL, NULL, NULL) !=
		    DTRACE_WORKSTATUS_OKAY)
			done = 1;
	}
	fclose(out);
	tap_ok(strcmp(buf, "42") == 0, "the program runs and prints 42",
	    "got \"%s\"", buf);
	tap_ok(called == 0, "still none of the program's symbols called",
	    "%d calls", called);
	dtrace_close(dtp);
	return (tap_done());
}
