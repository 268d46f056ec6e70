/*
 * test/unit/compile-leak.c -- a long-running consumer that compiles bad D
 * programs does not grow: every compile error, whichever stage raises it
 * (the parser, the type checks, the code generator after it built DIF
 * objects and actions), frees what the compilation allocated.  Prints
 * TAP; run by `make check`.
 *
 * Each program is compiled NWARM times (the first compiles on the handle
 * build its lasting state: the D library, types, identifiers, and the
 * allocator's own blocks), then NCOMPILE more times on the same handle;
 * over those the heap in use (glibc's mallinfo2) must not grow by more
 * than SLACK bytes per compile on average (a leak of the code generator
 * was 1,400 to 5,000 bytes per compile).  Under
 * AddressSanitizer the heap is the sanitizer's, not glibc's: the growth
 * check is skipped there and LeakSanitizer reports any leak at exit
 * (configure --enable-sanitizers), which fails the test just the same.
 */
#include <malloc.h>
#include <stdio.h>
#include <string.h>

#include <dtrace.h>

#include "tap.h"

#if defined(__SANITIZE_ADDRESS__)
#define DT_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DT_ASAN	1
#endif
#endif

#define NWARM		100
#define NCOMPILE	400
#define SLACK		8	/* bytes per compile, on average */

/* Bad programs, each with the tag of the error it must end with. */
static const struct {
	const char *tag;
	const char *src;
} progs[] = {
	/* the grammar */
	{ "D_SYNTAX", "BEGIN { trace(1); x = ; }" },
	/* the type checks, after a clause was cooked */
	{ "D_OP_INCOMPAT", "BEGIN { trace(1); } END { y = \"a\"; y = 1; }" },
	/* printf's format check */
	{ "D_PRINTF_FMT_EMPTY", "BEGIN { trace(1); printf(\"\"); }" },
	/* the code generator, after a clause and two actions were built */
	{ "D_LQUANT_STEPLARGE",
	    "BEGIN { trace(1); } END { trace(2); z = 3; "
	    "@b = lquantize(1, 0, 10, 20); }" },
	{ "D_LLQUANT_FACTORNSTEPS",
	    "BEGIN { @a = count(); trace(1); @c = llquantize(1, 10, 0, 6, 1); }" },
	/* the code generator, inside if/else sub-clauses */
	{ "D_LQUANT_STEPLARGE",
	    "BEGIN { if (1) { trace(1); } else { trace(2); "
	    "@d = lquantize(1, 0, 10, 20); } }" },
};

/* Bytes of heap in use (glibc's allocator). */
static size_t
heap_used(void)
{
	struct mallinfo2 mi = mallinfo2();

	return (mi.uordblks + mi.hblkhd);
}

/* Compile @src on @h; returns 1 if it failed with [@tag] in the message. */
static int
compile_fails(dtrace_hdl_t *h, const char *src, const char *tag,
    char *msg, size_t msglen)
{
	dtrace_prog_t *p;
	char want[64];

	p = dtrace_program_strcompile(h, src, DTRACE_PROBESPEC_NAME,
	    DTRACE_C_ETAGS, 0, NULL);
	if (p != NULL) {
		snprintf(msg, msglen, "it compiled");
		return (0);
	}
	snprintf(msg, msglen, "%s", dtrace_errmsg(h, dtrace_errno(h)));
	snprintf(want, sizeof (want), "[%s]", tag);
	return (strstr(msg, want) != NULL);
}

int
main(void)
{
	char msg[1024], name[128];
	dtrace_hdl_t *h;
	size_t i, before, after;
	int err, n, ok;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		tap_ok(0, "dtrace_open", "%s", dtrace_errmsg(NULL, err));
		return (tap_done());
	}
	for (i = 0; i < sizeof (progs) / sizeof (progs[0]); i++) {
		snprintf(name, sizeof (name), "program %zu fails with [%s]",
		    i + 1, progs[i].tag);
		if (!tap_ok(compile_fails(h, progs[i].src, progs[i].tag, msg,
		    sizeof (msg)), name, "%s", msg))
			continue;

		snprintf(name, sizeof (name), "program %zu: %d more failed "
		    "compiles do not grow the heap", i + 1, NCOMPILE);
		ok = 1;
		for (n = 1; n < NWARM && ok; n++)
			ok = compile_fails(h, progs[i].src, progs[i].tag,
			    msg, sizeof (msg));
		before = heap_used();
		for (n = 0; n < NCOMPILE && ok; n++)
			ok = compile_fails(h, progs[i].src, progs[i].tag,
			    msg, sizeof (msg));
		after = heap_used();
#ifdef DT_ASAN
		(void) after;
		(void) before;
		snprintf(name, sizeof (name), "program %zu: %d more compiles "
		    "fail the same way (leaks: LeakSanitizer, at exit)", i + 1,
		    NCOMPILE);
		tap_ok(ok, name, "%s", msg);
#else
		tap_ok(ok && after <= before + (size_t)NCOMPILE * SLACK, name,
		    "%s; in use before %zu, after %zu bytes (%+.1f per compile)",
		    ok ? "every compile failed as the first" : msg, before,
		    after, ((double)after - (double)before) / NCOMPILE);
#endif
	}
	dtrace_close(h);
	return (tap_done());
}
