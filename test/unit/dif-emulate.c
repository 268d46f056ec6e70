/*
 * test/unit/dif-emulate.c -- unit tests of the DIF emulator
 * (common/dtrace_dif.h: dtrace_dif_emulate) with the variables, the
 * subroutines and the dynamic variable space, running on the real user-host
 * OS layer of libdtrace (os/linux/user/dtrace_os_user.c).  Prints TAP; run
 * by `make check`.
 *
 * Each test builds a small DIFO by hand and runs it as one clause of a
 * firing of dtrace:::BEGIN with the builder and runner of dif-build.h.
 * Checks are exact: the value returned, or the fault (DTRACEFLT_*), its
 * DIF byte offset (dtms_fltoffs) and the illegal value.
 *
 * Covered: arithmetic (INT64_MIN / -1, shifts, SRA), signed and unsigned
 * branches, string compare, global / string / clause-local / thread-local
 * variables (two threads), associative arrays (string keys, delete,
 * exhaustion counted as drops, string values), a redefinition rejected
 * against the state, built-in variables (args, epid, pid, probename,
 * execname, cwd, timestamp), faults (divide by zero, bad address, bad
 * alignment, store outside scratch, out of scratch, tuple overflow, strjoin
 * overflow, store into the string table), the subroutines (string
 * functions, lltostr, cleanpath, byte order, strtoll, inet_*, copyin*,
 * alloca, json, ...), the strsize bound, drops when the dynamic variable
 * space cannot take a
 * store, the flags and counts of dtrace_difo_hold/release,
 * dtrace_dif_fault / _fault_name / _copy_str / _variable, and the fast
 * shapes of dtrace_difo_hold (DTRACE_DIFO_FAST_*: a constant, one built-in
 * variable), each run both ways, fast and interpreted, with the same
 * value, string, fault, offset, illegal value and flags.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dtrace_dif.h"

#include "dif-build.h"
#include "tap.h"

/* Pass if @r is the integer @want, without a fault (dtms_fltoffs -1). */
static void
ieq(const char *name, res_t r, uint64_t want)
{
	tap_ok(r.fault == NOFAULT && r.offs == -1 && r.v == want, name,
	    "%s, fltoffs %d; want %lld", describe(r), r.offs, (long long)want);
}

/* Pass if @r is the address of the string @want, without a fault. */
static void
seq(const char *name, res_t r, const char *want)
{
	const char *s = (const char *)(uintptr_t)r.v;

	tap_ok(r.fault == NOFAULT && r.offs == -1 && s != NULL &&
	    strcmp(s, want) == 0, name, "%s = \"%s\"; want \"%s\"", describe(r),
	    r.fault == NOFAULT && s != NULL ? s : "", want);
}

/*
 * Pass if @r is fault @kind at DIF offset @offs with illegal value @ill,
 * value 0, and dtms_difo naming the DIFO that faulted.
 */
static void
fault(const char *name, res_t r, int kind, int32_t offs, uint64_t ill)
{
	tap_ok(r.fault == kind && r.offs == offs && r.illval == ill &&
	    r.v == 0 && r.difo_ok, name, "%s, value %llu, dtms_difo %s; want "
	    "fault %d (%s) at %d, illval 0x%llx", describe(r),
	    (unsigned long long)r.v, r.difo_ok ? "right" : "WRONG", kind,
	    dtrace_dif_fault_name(kind), offs, (unsigned long long)ill);
}

/* ---- arithmetic, branches, strings --------------------------------------- */

static void
test_arith(void)
{
	static const struct {
		const char *name;
		int op;
		int64_t a, b;
		uint64_t taken;
	} br[] = {
		{ "bl -1 < 1 (signed): taken", DIF_OP_BL, -1, 1, 1 },
		{ "blu -1 < 1 (unsigned): not taken", DIF_OP_BLU, -1, 1, 0 },
		{ "bg 5 > 3: taken", DIF_OP_BG, 5, 3, 1 },
		{ "bgu 1 > -1 (unsigned): not taken", DIF_OP_BGU, 1, -1, 0 },
		{ "be 4 == 4: taken", DIF_OP_BE, 4, 4, 1 },
		{ "bne 4 != 4: not taken", DIF_OP_BNE, 4, 4, 0 },
		{ "bge 3 >= 3: taken", DIF_OP_BGE, 3, 3, 1 },
		{ "ble 4 <= 3: not taken", DIF_OP_BLE, 4, 3, 0 },
		{ "bgeu -1 >= 1 (unsigned): taken", DIF_OP_BGEU, -1, 1, 1 },
		{ "bleu 1 <= -1 (unsigned): taken", DIF_OP_BLEU, 1, -1, 1 },
		{ "ba: taken", DIF_OP_BA, 0, 0, 1 },
	};
	res_t r;
	size_t i;

	begin(INT);
	setx(1, 1); setx(2, 2); setx(3, 3);
	emit(DIF_INSTR_FMT(DIF_OP_MUL, 2, 3, 2));
	emit(DIF_INSTR_FMT(DIF_OP_ADD, 1, 2, 1));
	emit(DIF_INSTR_RET(1));
	ieq("1 + 2 * 3 = 7", run(end()), 7);

	/* 1 / %r0: DIVZERO at instruction 2 (offset 8), illegal value 0 */
	begin(INT);
	setx(1, 1);
	emit(DIF_INSTR_MOV(0, 2));
	emit(DIF_INSTR_FMT(DIF_OP_SDIV, 1, 2, 3));
	emit(DIF_INSTR_RET(3));
	r = run(end());
	fault("1 / 0 faults DIVZERO at offset 8", r, DTRACEFLT_DIVZERO, 8, 0);
	tap_ok(strcmp(dtrace_dif_fault_name(r.fault), "divide-by-zero") == 0,
	    "DIVZERO is named \"divide-by-zero\"", "named \"%s\"",
	    dtrace_dif_fault_name(r.fault));

	/* INT64_MIN / -1 and INT64_MIN % -1 do not trap: INT64_MIN + 0 */
	begin(INT);
	setx((uint64_t)INT64_MIN, 1); setx((uint64_t)-1, 2);
	emit(DIF_INSTR_FMT(DIF_OP_SDIV, 1, 2, 3));
	emit(DIF_INSTR_FMT(DIF_OP_SREM, 1, 2, 4));
	emit(DIF_INSTR_FMT(DIF_OP_ADD, 3, 4, 3));
	emit(DIF_INSTR_RET(3));
	ieq("INT64_MIN / -1 + INT64_MIN % -1 = INT64_MIN", run(end()),
	    (uint64_t)INT64_MIN);

	begin(INT);
	setx((uint64_t)-16, 1); setx(2, 2);
	emit(DIF_INSTR_FMT(DIF_OP_SRA, 1, 2, 3));
	emit(DIF_INSTR_RET(3));
	ieq("-16 >> 2 (arithmetic) = -4", run(end()), (uint64_t)-4);

	begin(INT);
	setx(1, 1); setx(65, 2);
	emit(DIF_INSTR_FMT(DIF_OP_SLL, 1, 2, 3));
	emit(DIF_INSTR_RET(3));
	ieq("1 << 65 = 2 (shift count mod 64)", run(end()), 2);

	/* %r3 = 0; cmp a, b; bXX 6; %r3 = 1 ... (taken: returns 1) */
	for (i = 0; i < sizeof (br) / sizeof (br[0]); i++) {
		begin(INT);
		setx(br[i].a, 1); setx(br[i].b, 2); setx(0, 3);
		emit(DIF_INSTR_CMP(DIF_OP_CMP, 1, 2));
		emit(DIF_INSTR_BRANCH(br[i].op, 6));
		emit(DIF_INSTR_RET(3));
		setx(1, 3);
		emit(DIF_INSTR_RET(3));
		ieq(br[i].name, run(end()), br[i].taken);
	}

	/* scmp "abc", "abd"; bge skips the %r3 = 1 */
	begin(INT);
	sets("abc", 1); sets("abd", 2); setx(0, 3);
	emit(DIF_INSTR_CMP(DIF_OP_SCMP, 1, 2));
	emit(DIF_INSTR_BRANCH(DIF_OP_BGE, 6));
	setx(1, 3);
	emit(DIF_INSTR_RET(3));
	ieq("scmp: \"abc\" < \"abd\"", run(end()), 1);

	begin(INT);
	sets("hello", 1); sets("hello", 2); setx(0, 3);
	emit(DIF_INSTR_CMP(DIF_OP_SCMP, 1, 2));
	emit(DIF_INSTR_BRANCH(DIF_OP_BNE, 6));
	setx(1, 3);
	emit(DIF_INSTR_RET(3));
	ieq("scmp: \"hello\" == \"hello\"", run(end()), 1);
}

/* ---- variables ----------------------------------------------------------- */

static void
test_vars(void)
{
	dtrace_difo_t *dp;

	/* x++ three times (global scalar) */
	begin(INT);
	decl(V0, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 0);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, V0, 1));
	setx(1, 2);
	emit(DIF_INSTR_FMT(DIF_OP_ADD, 1, 2, 1));
	emit(DIF_INSTR_STV(DIF_OP_STGS, V0, 1));
	emit(DIF_INSTR_RET(1));
	dp = end();
	run(dp);
	run(dp);
	ieq("global x++ run three times = 3", run(dp), 3);

	begin(STR);
	decl(V0 + 1, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 256);
	sets("foo", 1);
	emit(DIF_INSTR_STV(DIF_OP_STGS, V0 + 1, 1));
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, V0 + 1, 2));
	emit(DIF_INSTR_RET(2));
	seq("global string s = \"foo\"; s", run(end()), "foo");

	begin(STR);
	decl(V0 + 1, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 256);
	emit(DIF_INSTR_STV(DIF_OP_STGS, V0 + 1, 0));
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, V0 + 1, 2));
	emit(DIF_INSTR_RET(2));
	ieq("global string s = NULL; s is NULL", run(end()), 0);

	begin(INT);
	decl(V0 + 2, DIFV_KIND_SCALAR, DIFV_SCOPE_LOCAL, 0);
	setx(5, 1);
	emit(DIF_INSTR_STV(DIF_OP_STLS, V0 + 2, 1));
	emit(DIF_INSTR_LDV(DIF_OP_LDLS, V0 + 2, 2));
	setx(1, 3);
	emit(DIF_INSTR_FMT(DIF_OP_ADD, 2, 3, 2));
	emit(DIF_INSTR_RET(2));
	ieq("this->x = 5; this->x + 1 = 6", run(end()), 6);
}

/* Push the key ("foo", 5) for a[] on the tuple stack (registers 1, 2). */
static void
push_foo5(void)
{
	emit(DIF_INSTR_FLUSHTS);
	sets("foo", 1);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 1));
	setx(5, 2);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 2));
}

static void *
run_in_thread(void *dp)
{
	static res_t r;

	r = run(dp);
	return (&r);
}

/* Thread-local and associative variables (one dynamic variable space). */
static void
test_dynvars(void)
{
	dtrace_difo_t *tst, *tld, *ast, *ald, *adel, *afill;
	pthread_t t;
	void *rp;
	size_t i, n;
	uint64_t drops;

	/* self->t = 77 / self->t */
	begin(INT);
	decl(V0 + 3, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 0);
	setx(77, 1);
	emit(DIF_INSTR_STV(DIF_OP_STTS, V0 + 3, 1));
	emit(DIF_INSTR_RET(1));
	tst = end();
	begin(INT);
	decl(V0 + 3, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 0);
	emit(DIF_INSTR_LDV(DIF_OP_LDTS, V0 + 3, 1));
	emit(DIF_INSTR_RET(1));
	tld = end();

	/* a["foo", 5] = 42 / a["foo", 5] / a["foo", 5] = 0 (delete) */
	begin(INT);
	decl(V0 + 4, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	push_foo5();
	setx(42, 3);
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 4, 3));
	emit(DIF_INSTR_RET(3));
	ast = end();
	begin(INT);
	decl(V0 + 4, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	push_foo5();
	emit(DIF_INSTR_LDV(DIF_OP_LDGAA, V0 + 4, 3));
	emit(DIF_INSTR_RET(3));
	ald = end();
	begin(INT);
	decl(V0 + 4, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	push_foo5();
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 4, 0));
	emit(DIF_INSTR_RET(0));
	adel = end();

	/* b[arg0] = arg0 */
	begin(INT);
	decl(V0 + 5, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_ARG0, 1));
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 1));
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 5, 1));
	emit(DIF_INSTR_RET(1));
	afill = end();

	/* hold all before go, so the element size covers every one */
	dtrace_difo_hold(tst, &VS);
	dtrace_difo_hold(tld, &VS);
	dtrace_difo_hold(ast, &VS);
	dtrace_difo_hold(ald, &VS);
	dtrace_difo_hold(adel, &VS);
	dtrace_difo_hold(afill, &VS);
	VS.dtvs_dynvarsize = 64 * 1024;
	if (!tap_ok(dtrace_vstate_go(&VS) == 0 &&
	    VS.dtvs_dynvars.dtds_nchunks != 0,
	    "dtrace_vstate_go allocates the dynamic variable space",
	    "%zu chunks", VS.dtvs_dynvars.dtds_nchunks))
		return;

	ieq("self->t = 77 in the main thread", run(tst), 77);
	if (pthread_create(&t, NULL, run_in_thread, tld) != 0 ||
	    pthread_join(t, &rp) != 0)
		abort();
	ieq("self->t reads 0 in another thread", *(res_t *)rp, 0);
	ieq("self->t reads 77 in the main thread", run(tld), 77);

	ieq("a[\"foo\", 5] is 0 before any store", run(ald), 0);
	ieq("a[\"foo\", 5] = 42 returns 42", run(ast), 42);
	ieq("a[\"foo\", 5] then reads 42", run(ald), 42);
	ieq("a[\"foo\", 5] = 0 deletes without a fault", run(adel), 0);
	ieq("a[\"foo\", 5] reads 0 after the delete", run(ald), 0);

	/*
	 * The deleted element's chunk becomes free again only once the
	 * cleaner (a work item, 101 times a second) has rinsed it, as in the
	 * reference: wait for that (at most about a second).
	 */
	for (i = 0; i < 1000 && (VS.dtvs_dynvars.dtds_dirty != NULL ||
	    VS.dtvs_dynvars.dtds_rinsing != NULL); i++) {
		struct timespec ts = { 0, 1000000 };

		(void) nanosleep(&ts, NULL);
	}

	/*
	 * Exhaustion: with self->t still live, nchunks - 1 elements are free,
	 * so nchunks + 50 distinct keys b[1..] leave exactly 51 drops.
	 */
	n = VS.dtvs_dynvars.dtds_nchunks;
	for (i = 1; i <= n + 50; i++) {
		MS.dtms_arg[0] = i;
		run(afill);
	}
	MS.dtms_arg[0] = 10;
	drops = dtrace_vstate_dyndrops(&VS);
	tap_ok(drops == 51, "filling the space: exactly 51 dynamic variable "
	    "drops for nchunks + 50 keys", "%llu drops, %zu chunks",
	    (unsigned long long)drops, n);
}

/* String-valued dynamic variables, in a fresh variable state. */
static void
test_strvars(void)
{
	dtrace_difo_t *dp;

	vs_fini();
	dtrace_vstate_init(&VS);

	/* s["k"] = strjoin("ab", "cd"); s["k"] */
	begin(STR);
	decl(V0 + 6, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 256);
	sets("ab", 1); sets("cd", 2);
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 1));
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 2));
	emit(DIF_INSTR_CALL(DIF_SUBR_STRJOIN, 3));
	sets("k", 4);
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 4));
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 6, 3));
	emit(DIF_INSTR_LDV(DIF_OP_LDGAA, V0 + 6, 5));
	emit(DIF_INSTR_RET(5));
	dp = end();
	dtrace_difo_hold(dp, &VS);

	/* self->s = "xyz"; this->t = "q"; strjoin(self->s, this->t) */
	begin(STR);
	decl(V0 + 7, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 256);
	decl(V0 + 8, DIFV_KIND_SCALAR, DIFV_SCOPE_LOCAL, 256);
	sets("xyz", 1);
	emit(DIF_INSTR_STV(DIF_OP_STTS, V0 + 7, 1));
	sets("q", 2);
	emit(DIF_INSTR_STV(DIF_OP_STLS, V0 + 8, 2));
	emit(DIF_INSTR_LDV(DIF_OP_LDTS, V0 + 7, 3));
	emit(DIF_INSTR_LDV(DIF_OP_LDLS, V0 + 8, 4));
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 3));
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 4));
	emit(DIF_INSTR_CALL(DIF_SUBR_STRJOIN, 5));
	emit(DIF_INSTR_RET(5));
	{
		dtrace_difo_t *dp2 = end();

		dtrace_difo_hold(dp2, &VS);
		dtrace_vstate_go(&VS);
		seq("s[\"k\"] = strjoin(\"ab\", \"cd\"); s[\"k\"]", run(dp),
		    "abcd");
		seq("self->s = \"xyz\"; this->t = \"q\"; strjoin of both",
		    run(dp2), "xyzq");
	}

	/* self->s redeclared as an array: rejected against VS */
	begin(INT);
	decl(V0 + 7, DIFV_KIND_ARRAY, DIFV_SCOPE_THREAD, 256);
	emit(DIF_INSTR_RET(0));
	dp = end();
	{
		int n = dtrace_difo_validate(dp, &VS, DTRACE_DIF_NREGS, errbuf,
		    sizeof (errbuf));

		tap_ok(n == 1 && strcmp(errbuf, "[0]: 1287 changed variable "
		    "kind") == 0, "redeclaring a variable with another kind "
		    "is rejected", "validator returned %d \"%s\"", n, errbuf);
	}
	vs_fini();
	dtrace_vstate_init(&VS);
}

/* A new DIFO for `self->u = 5` (a DIFO belongs to one variable state). */
static dtrace_difo_t *
self_u_store(void)
{
	begin(INT);
	decl(V0 + 9, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 0);
	setx(5, 1);
	emit(DIF_INSTR_STV(DIF_OP_STTS, V0 + 9, 1));
	emit(DIF_INSTR_RET(1));
	return (end());
}

/* Stores the dynamic variable space cannot take are dropped and counted. */
static void
test_drops(void)
{
	dtrace_difo_t *st, *ld, *big;
	char k1[201], k2[201];
	uint64_t drops;

	/* go with no DIFO using dynamic variables: nothing allocated */
	dtrace_vstate_init(&VS);
	tap_ok(dtrace_vstate_go(&VS) == 0 && VS.dtvs_dynvars.dtds_base == NULL,
	    "dtrace_vstate_go with no dynamic variables allocates nothing",
	    "base %p", (void *)VS.dtvs_dynvars.dtds_base);
	st = self_u_store();
	begin(INT);
	decl(V0 + 9, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 0);
	emit(DIF_INSTR_LDV(DIF_OP_LDTS, V0 + 9, 1));
	emit(DIF_INSTR_RET(1));
	ld = end();
	ieq("self->u = 5 after that go runs without a fault", run(st), 5);
	drops = dtrace_vstate_dyndrops(&VS);
	tap_ok(drops == 1, "... and counts exactly 1 drop", "%llu drops",
	    (unsigned long long)drops);
	ieq("... and self->u reads 0", run(ld), 0);
	vs_fini();

	/* elements sized for self->u; a DIFO held later needs a 402-byte key */
	dtrace_vstate_init(&VS);
	st = self_u_store();
	dtrace_difo_hold(st, &VS);
	VS.dtvs_dynvarsize = 64 * 1024;
	tap_ok(dtrace_vstate_go(&VS) == 0 && VS.dtvs_dynvars.dtds_base != NULL,
	    "dtrace_vstate_go with self->u held allocates the space", "base %p",
	    (void *)VS.dtvs_dynvars.dtds_base);
	memset(k1, 'a', 200);
	memset(k2, 'b', 200);
	k1[200] = k2[200] = '\0';
	begin(INT);
	decl(V0 + 10, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	emit(DIF_INSTR_FLUSHTS);
	sets(k1, 1);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 1));
	sets(k2, 2);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 2));
	setx(9, 3);
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 10, 3));
	emit(DIF_INSTR_LDV(DIF_OP_LDGAA, V0 + 10, 4));
	emit(DIF_INSTR_RET(4));
	big = end();
	ieq("c[200 chars, 200 chars] = 9 held after go: store dropped, reads 0",
	    run(big), 0);
	drops = dtrace_vstate_dyndrops(&VS);
	tap_ok(drops == 1, "... and counts exactly 1 drop", "%llu drops",
	    (unsigned long long)drops);
	ieq("self->u = 5 still fits the elements", run(st), 5);
	vs_fini();

	/* a go after an empty go allocates for DIFOs held since (dtrace_dif.h) */
	dtrace_vstate_init(&VS);
	dtrace_vstate_go(&VS);
	st = self_u_store();
	dtrace_difo_hold(st, &VS);
	dtrace_vstate_go(&VS);
	tap_ok(VS.dtvs_dynvars.dtds_base != NULL,
	    "a second dtrace_vstate_go allocates for DIFOs held since an empty one",
	    "base %p", (void *)VS.dtvs_dynvars.dtds_base);
	vs_fini();
	dtrace_vstate_init(&VS);
}

/* dtrace_difo_hold() marks destructive calls and kernel loads. */
static void
test_hold_flags(void)
{
	dtrace_difo_t *dp;

	begin(INT);
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 0));
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 0));
	emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 0));
	emit(DIF_INSTR_CALL(DIF_SUBR_COPYOUT, 1));
	emit(DIF_INSTR_RET(1));
	dp = end();
	tap_ok(dtrace_difo_hold(dp, &VS) == 0 && dp->dtdo_destructive == 1 &&
	    dp->dtdo_krefs == 0, "hold: copyout() makes a DIFO destructive",
	    "destructive %u, krefs %u", dp->dtdo_destructive, dp->dtdo_krefs);

	begin(INT);
	emit(DIF_INSTR_LOAD(DIF_OP_LDX, 0, 1));
	emit(DIF_INSTR_RET(1));
	dp = end();
	tap_ok(dtrace_difo_hold(dp, &VS) == 0 && dp->dtdo_destructive == 0 &&
	    dp->dtdo_krefs == 1, "hold: ldx makes a DIFO read kernel memory",
	    "destructive %u, krefs %u", dp->dtdo_destructive, dp->dtdo_krefs);
	tap_ok(dp->dtdo_refcnt == 1 && dtrace_difo_hold(dp, &VS) == 0 &&
	    dp->dtdo_refcnt == 2, "a second hold only counts",
	    "refcnt %u", dp->dtdo_refcnt);
	dtrace_difo_release(dp, &VS);
	tap_ok(dp->dtdo_refcnt == 1, "release drops one reference",
	    "refcnt %u", dp->dtdo_refcnt);
	built_forget(dp);
	dtrace_difo_release(dp, &VS);	/* the last: frees it */
}

/* ---- built-in variables -------------------------------------------------- */

static res_t
load_builtin(uint32_t id, bool retstr)
{
	begin(retstr);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, id, 1));
	emit(DIF_INSTR_RET(1));
	return (run(end()));
}

static void
test_builtins(void)
{
	char comm[32] = "", cwd[256] = "";
	FILE *fp;

	if ((fp = fopen("/proc/self/comm", "r")) != NULL) {
		if (fgets(comm, sizeof (comm), fp) != NULL)
			comm[strcspn(comm, "\n")] = '\0';
		fclose(fp);
	}
	if (getcwd(cwd, sizeof (cwd)) == NULL)
		cwd[0] = '\0';

	ieq("arg1 = 11", load_builtin(DIF_VAR_ARG1, INT), 11);
	begin(INT);
	setx(7, 2);
	emit(DIF_INSTR_LDA(DIF_OP_LDGA, DIF_VAR_ARGS, 2, 1));
	emit(DIF_INSTR_RET(1));
	ieq("args[7] = 1007 (from the provider's getargval)", run(end()),
	    1007);
	ieq("epid = 3", load_builtin(DIF_VAR_EPID, INT), 3);
	ieq("pid = getpid()", load_builtin(DIF_VAR_PID, INT),
	    (uint64_t)getpid());
	seq("probename = \"BEGIN\"", load_builtin(DIF_VAR_PROBENAME, STR),
	    "BEGIN");
	seq("execname = /proc/self/comm", load_builtin(DIF_VAR_EXECNAME, STR),
	    comm);
	seq("cwd = getcwd()", load_builtin(DIF_VAR_CWD, STR), cwd);

	begin(INT);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_TIMESTAMP, 1));
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_TIMESTAMP, 2));
	emit(DIF_INSTR_FMT(DIF_OP_SUB, 1, 2, 3));
	emit(DIF_INSTR_RET(3));
	ieq("timestamp is the same twice in one firing", run(end()), 0);

	{
		uint64_t cookie = dtrace_os_interrupt_disable();
		uint64_t v;
		uint16_t flags;

		*dtrace_os_cpu_flags() = 0;
		v = dtrace_dif_variable(&MS, &VS, 0x1ff, 0);
		flags = *dtrace_os_cpu_flags();
		*dtrace_os_cpu_flags() = 0;
		*dtrace_os_cpu_illval() = 0;
		dtrace_os_interrupt_restore(cookie);
		tap_ok(v == 0 && flags == DTRACE_CPUFLAG_ILLOP,
		    "dtrace_dif_variable of unknown id 0x1ff: 0 and ILLOP",
		    "returned %llu, flags 0x%x", (unsigned long long)v, flags);
	}
}

/* ---- loads, stores and faults -------------------------------------------- */

static void
test_faults(void)
{
	static uint64_t outside;
	int i;

	begin(INT);
	setx(8, 1);
	emit(DIF_INSTR_LOAD(DIF_OP_LDX, 1, 2));
	emit(DIF_INSTR_RET(2));
	fault("ldx [8] faults BADADDR at offset 4, illval 8", run(end()),
	    DTRACEFLT_BADADDR, 4, 8);

	begin(INT);
	setx(16, 1);
	emit(DIF_INSTR_ALLOCS(1, 2));
	setx(0x1234, 3);
	emit(DIF_INSTR_STORE(DIF_OP_STX, 3, 2));
	emit(DIF_INSTR_LOAD(DIF_OP_LDX, 2, 4));
	emit(DIF_INSTR_RET(4));
	ieq("stx/ldx through allocs'd scratch = 0x1234", run(end()), 0x1234);

	begin(INT);
	setx(16, 1);
	emit(DIF_INSTR_ALLOCS(1, 2));
	setx(1, 3);
	emit(DIF_INSTR_FMT(DIF_OP_ADD, 2, 3, 2));
	emit(DIF_INSTR_LOAD(DIF_OP_LDX, 2, 4));
	emit(DIF_INSTR_RET(4));
	fault("ldx from scratch + 1 faults BADALIGN at offset 16", run(end()),
	    DTRACEFLT_BADALIGN, 16, (uintptr_t)scratch + 1);

	begin(INT);
	setx((uintptr_t)&outside, 1);
	setx(5, 2);
	emit(DIF_INSTR_STORE(DIF_OP_STX, 2, 1));
	emit(DIF_INSTR_RET(2));
	fault("stx outside scratch faults BADADDR at offset 8", run(end()),
	    DTRACEFLT_BADADDR, 8, (uintptr_t)&outside);
	tap_ok(outside == 0, "... and leaves the memory unchanged",
	    "outside = %llu", (unsigned long long)outside);

	begin(INT);
	setx(1 << 20, 1);
	emit(DIF_INSTR_ALLOCS(1, 2));
	emit(DIF_INSTR_RET(2));
	fault("allocs 1 MiB faults NOSCRATCH at offset 4, illval 0",
	    run(end()), DTRACEFLT_NOSCRATCH, 4, 0);

	begin(INT);
	setx(3000, 1);
	emit(DIF_INSTR_ALLOCS(1, 2));
	emit(DIF_INSTR_ALLOCS(1, 3));
	emit(DIF_INSTR_RET(3));
	fault("a second allocs 3000 in 4 KiB faults NOSCRATCH at offset 8",
	    run(end()), DTRACEFLT_NOSCRATCH, 8, 0);

	begin(INT);
	emit(DIF_INSTR_FLUSHTS);
	emit(DIF_INSTR_CALL(DIF_SUBR_STRLEN, 1));
	emit(DIF_INSTR_RET(1));
	fault("strlen() with no argument faults ILLOP at offset 4", run(end()),
	    DTRACEFLT_ILLOP, 4, 0);

	/* the DIFO's own string table is not writable */
	begin(INT);
	sets("abc", 1);
	setx(0x41, 2);
	emit(DIF_INSTR_STORE(DIF_OP_STB, 2, 1));
	emit(DIF_INSTR_RET(2));
	{
		dtrace_difo_t *dp = end();
		res_t r = run(dp);

		fault("stb into the DIFO's string table faults BADADDR at 8", r,
		    DTRACEFLT_BADADDR, 8, (uintptr_t)dp->dtdo_strtab);
		tap_ok(strcmp(dp->dtdo_strtab, "abc") == 0,
		    "... and leaves the string table unchanged", "now \"%s\"",
		    dp->dtdo_strtab);
	}

	/* 5 pushes, ba over the FLUSHTS, 5 more: the 9th push overflows */
	begin(INT);
	for (i = 0; i < 5; i++)
		emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 0));
	emit(DIF_INSTR_BRANCH(DIF_OP_BA, 7));
	emit(DIF_INSTR_FLUSHTS);
	for (i = 0; i < 5; i++)
		emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 0));
	emit(DIF_INSTR_RET(0));
	fault("a ninth push at run time faults TUPOFLOW at offset 40",
	    run(end()), DTRACEFLT_TUPOFLOW, 40, 0);
}

/* ---- subroutines --------------------------------------------------------- */

/*
 * Call subroutine @subr with arguments @a[] of @kinds: 's' a string
 * (pushed by reference), 'i' an integer (by value).  Returns the result.
 */
static res_t
subr(int s, const char *kinds, const uint64_t *a)
{
	int i, n = (int)strlen(kinds);

	begin(INT);
	emit(DIF_INSTR_FLUSHTS);
	for (i = 0; i < n; i++) {
		if (kinds[i] == 's') {
			sets((const char *)(uintptr_t)a[i], 1);
			emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING,
			    0, 1));
		} else {
			setx(a[i], 1);
			emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0,
			    1));
		}
	}
	emit(DIF_INSTR_CALL(s, 1));
	emit(DIF_INSTR_RET(1));
	return (run(end()));
}

#define S(str)	((uint64_t)(uintptr_t)(str))

static void
test_subrs(void)
{
	static uint8_t ip4[4] = { 192, 168, 1, 20 };
	static uint8_t ip6[16] = { 0xfe, 0x80, 0, 0, 0, 0, 0, 0,
	    0x02, 0x14, 0x4f, 0xff, 0xfe, 0x0b, 0x76, 0xc8 };
	static uint8_t ip6m[16] = { [10] = 0xff, 0xff, 127, 0, 0, 1 };
	static uint8_t lo6[16] = { [15] = 1 };
	static char ubuf[] = "user string";
	const char *js = "{\"a\": {\"b\": [10, \"x\\\"y\", {\"c\": true}], "
	    "\"n\": -1.5e3}, \"s\": \"str\"}";
	const struct {
		const char *name;
		int subr;
		const char *kinds;
		uint64_t a[3];
		const char *str;	/* expected string, or NULL: ... */
		int64_t num;		/* ... expected integer */
	} t[] = {
		{ "strjoin(\"foo\", \"bar\")", DIF_SUBR_STRJOIN, "ss",
		    { S("foo"), S("bar") }, "foobar", 0 },
		{ "strlen(\"hello\")", DIF_SUBR_STRLEN, "s",
		    { S("hello") }, NULL, 5 },
		{ "substr(\"hello world\", 6)", DIF_SUBR_SUBSTR, "si",
		    { S("hello world"), 6 }, "world", 0 },
		{ "substr(\"hello world\", 0, 4)", DIF_SUBR_SUBSTR, "sii",
		    { S("hello world"), 0, 4 }, "hell", 0 },
		{ "substr(\"hello\", -3, 2)", DIF_SUBR_SUBSTR, "sii",
		    { S("hello"), (uint64_t)-3, 2 }, "ll", 0 },
		{ "substr(\"hello\", 1, -1)", DIF_SUBR_SUBSTR, "sii",
		    { S("hello"), 1, (uint64_t)-1 }, "ell", 0 },
		{ "index(\"hello\", \"l\")", DIF_SUBR_INDEX, "ss",
		    { S("hello"), S("l") }, NULL, 2 },
		{ "rindex(\"hello\", \"l\")", DIF_SUBR_RINDEX, "ss",
		    { S("hello"), S("l") }, NULL, 3 },
		{ "index(\"hello\", \"l\", 3)", DIF_SUBR_INDEX, "ssi",
		    { S("hello"), S("l"), 3 }, NULL, 3 },
		{ "index(\"hello\", \"z\")", DIF_SUBR_INDEX, "ss",
		    { S("hello"), S("z") }, NULL, -1 },
		{ "rindex(\"hello\", \"\")", DIF_SUBR_RINDEX, "ss",
		    { S("hello"), S("") }, NULL, 5 },
		{ "strchr(\"hello\", 'l')", DIF_SUBR_STRCHR, "si",
		    { S("hello"), 'l' }, "llo", 0 },
		{ "strrchr(\"hello\", 'l')", DIF_SUBR_STRRCHR, "si",
		    { S("hello"), 'l' }, "lo", 0 },
		{ "strstr(\"hello\", \"ll\")", DIF_SUBR_STRSTR, "ss",
		    { S("hello"), S("ll") }, "llo", 0 },
		{ "strstr(\"hello\", \"xx\") = NULL", DIF_SUBR_STRSTR, "ss",
		    { S("hello"), S("xx") }, NULL, 0 },
		{ "strtok(\",,a,b\", \",\")", DIF_SUBR_STRTOK, "ss",
		    { S(",,a,b"), S(",") }, "a", 0 },
		{ "lltostr(-12)", DIF_SUBR_LLTOSTR, "i",
		    { (uint64_t)-12 }, "-12", 0 },
		{ "lltostr(255, 16)", DIF_SUBR_LLTOSTR, "ii",
		    { 255, 16 }, "0xff", 0 },
		{ "lltostr(8, 8)", DIF_SUBR_LLTOSTR, "ii", { 8, 8 }, "010", 0 },
		{ "lltostr(5, 2)", DIF_SUBR_LLTOSTR, "ii", { 5, 2 }, "101", 0 },
		{ "lltostr(0)", DIF_SUBR_LLTOSTR, "i", { 0 }, "0", 0 },
		{ "toupper(\"Hello, World\")", DIF_SUBR_TOUPPER, "s",
		    { S("Hello, World") }, "HELLO, WORLD", 0 },
		{ "tolower(\"Hello, World\")", DIF_SUBR_TOLOWER, "s",
		    { S("Hello, World") }, "hello, world", 0 },
		{ "basename(\"/usr/bin/\")", DIF_SUBR_BASENAME, "s",
		    { S("/usr/bin/") }, "bin", 0 },
		{ "dirname(\"/usr/bin/\")", DIF_SUBR_DIRNAME, "s",
		    { S("/usr/bin/") }, "/usr", 0 },
		{ "dirname(\"/usr\")", DIF_SUBR_DIRNAME, "s",
		    { S("/usr") }, "/", 0 },
		{ "dirname(\"usr\")", DIF_SUBR_DIRNAME, "s",
		    { S("usr") }, ".", 0 },
		{ "basename(\"\")", DIF_SUBR_BASENAME, "s", { S("") }, ".", 0 },
		{ "basename(\"///\")", DIF_SUBR_BASENAME, "s",
		    { S("///") }, "/", 0 },
		{ "cleanpath(\"/a/b/../c/./d//e\")", DIF_SUBR_CLEANPATH, "s",
		    { S("/a/b/../c/./d//e") }, "/a/c/d/e", 0 },
		{ "cleanpath(\"/foo/..\")", DIF_SUBR_CLEANPATH, "s",
		    { S("/foo/..") }, "/", 0 },
		{ "htons(0x1234)", DIF_SUBR_HTONS, "i", { 0x1234 }, NULL,
		    0x3412 },
		{ "htonl(0x12345678)", DIF_SUBR_HTONL, "i", { 0x12345678 },
		    NULL, 0x78563412 },
		{ "ntohll(0x0102030405060708)", DIF_SUBR_NTOHLL, "i",
		    { 0x0102030405060708ULL }, NULL, 0x0807060504030201LL },
		{ "strtoll(\"  -123\")", DIF_SUBR_STRTOLL, "s",
		    { S("  -123") }, NULL, -123 },
		{ "strtoll(\"0x1f\", 16)", DIF_SUBR_STRTOLL, "si",
		    { S("0x1f"), 16 }, NULL, 31 },
		{ "strtoll(\"777\", 8)", DIF_SUBR_STRTOLL, "si",
		    { S("777"), 8 }, NULL, 511 },
		{ "inet_ntoa(&192.168.1.20)", DIF_SUBR_INET_NTOA, "i",
		    { S(ip4) }, "192.168.1.20", 0 },
		{ "inet_ntop(AF_INET6, &fe80::214:4fff:fe0b:76c8)",
		    DIF_SUBR_INET_NTOP, "ii", { 10, S(ip6) },
		    "fe80::214:4fff:fe0b:76c8", 0 },
		{ "inet_ntop(AF_INET6, &::ffff:127.0.0.1)", DIF_SUBR_INET_NTOP,
		    "ii", { 10, S(ip6m) }, "::ffff:127.0.0.1", 0 },
		{ "inet_ntoa6(&::ffff:127.0.0.1)", DIF_SUBR_INET_NTOA6, "i",
		    { S(ip6m) }, "127.0.0.1", 0 },
		{ "inet_ntop(AF_INET6, &::1)", DIF_SUBR_INET_NTOP, "ii",
		    { 10, S(lo6) }, "::1", 0 },
		{ "speculation() = 0 (none available)", DIF_SUBR_SPECULATION,
		    "", { 0 }, NULL, 0 },
		{ "progenyof(0x7fffffff) = 0", DIF_SUBR_PROGENYOF, "i",
		    { 0x7fffffff }, NULL, 0 },
		{ "copyinstr(&\"user string\")", DIF_SUBR_COPYINSTR, "i",
		    { S(ubuf) }, "user string", 0 },
		{ "json(js, \"s\")", DIF_SUBR_JSON, "ss", { S(js), S("s") },
		    "str", 0 },
		{ "json(js, \"a.n\")", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.n") }, "-1.5e3", 0 },
		{ "json(js, \"a.b[0]\")", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.b[0]") }, "10", 0 },
		{ "json(js, \"a.b[1]\")", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.b[1]") }, "x\\\"y", 0 },
		{ "json(js, \"a.b[2].c\")", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.b[2].c") }, "true", 0 },
		{ "json(js, \"a.b[2]\")", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.b[2]") }, "{\"c\": true}", 0 },
		{ "json(js, \"a.zz\") = NULL", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.zz") }, NULL, 0 },
		{ "json(js, \"a.b[7]\") = NULL", DIF_SUBR_JSON, "ss",
		    { S(js), S("a.b[7]") }, NULL, 0 },
		{ "json(\"[1, [2, 3]]\", \"[1][1]\")", DIF_SUBR_JSON, "ss",
		    { S("[1, [2, 3]]"), S("[1][1]") }, "3", 0 },
		{ "json(\"{\\\"a\\\": tru}\", \"a\") = NULL", DIF_SUBR_JSON,
		    "ss", { S("{\"a\": tru}"), S("a") }, NULL, 0 },
	};
	char big[201];
	res_t r, r2;
	size_t i;

	for (i = 0; i < sizeof (t) / sizeof (t[0]); i++) {
		r = subr(t[i].subr, t[i].kinds, t[i].a);
		if (t[i].str != NULL)
			seq(t[i].name, r, t[i].str);
		else
			ieq(t[i].name, r, (uint64_t)t[i].num);
	}

	ieq("progenyof(pid) = 1", subr(DIF_SUBR_PROGENYOF, "i",
	    (uint64_t[]){ (uint64_t)getpid() }), 1);
	ieq("progenyof(ppid) = 1", subr(DIF_SUBR_PROGENYOF, "i",
	    (uint64_t[]){ (uint64_t)getppid() }), 1);

	r = subr(DIF_SUBR_COPYIN, "ii", (uint64_t[]){ S(ubuf), 4 });
	tap_ok(r.fault == NOFAULT && r.v == (uintptr_t)scratch &&
	    memcmp(scratch, "user", 4) == 0,
	    "copyin(&\"user string\", 4) copies 4 bytes into scratch",
	    "%s, scratch at %p", describe(r), (void *)scratch);

	r = subr(DIF_SUBR_ALLOCA, "i", (uint64_t[]){ 100 });
	ieq("alloca(100) returns the scratch base", r, (uintptr_t)scratch);

	/* alloca(100), then alloca(8): the second is 8-byte aligned, at +104 */
	begin(INT);
	for (i = 0; i < 2; i++) {
		emit(DIF_INSTR_FLUSHTS);
		setx(i == 0 ? 100 : 8, 1);
		emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF, 0, 1));
		emit(DIF_INSTR_CALL(DIF_SUBR_ALLOCA, 2 + i));
	}
	emit(DIF_INSTR_FMT(DIF_OP_SUB, 3, 2, 1));
	emit(DIF_INSTR_RET(1));
	ieq("alloca(8) after alloca(100) lands 104 bytes on", run(end()), 104);

	r = subr(DIF_SUBR_RAND, "", NULL);
	r2 = subr(DIF_SUBR_RAND, "", NULL);
	tap_ok(r.fault == NOFAULT && r2.fault == NOFAULT && r.v != r2.v &&
	    (r.v | r2.v) > 0xffffffffULL,
	    "rand() twice: two values, beyond 32 bits", "%s, then %s",
	    describe(r), describe(r2));

	/* strsize is 256: a result of 255 characters fits, 256 do not */
	memset(big, 'x', 128);
	big[128] = '\0';
	r = subr(DIF_SUBR_STRJOIN, "ss", (uint64_t[]){ S(big), S(big + 1) });
	tap_ok(r.fault == NOFAULT && strlen((char *)(uintptr_t)r.v) == 255,
	    "strjoin of 128 + 127 characters: strlen 255", "%s, strlen %zu",
	    describe(r), r.fault == NOFAULT ?
	    strlen((char *)(uintptr_t)r.v) : 0);
	r = subr(DIF_SUBR_STRJOIN, "ss", (uint64_t[]){ S(big), S(big) });
	fault("strjoin of 128 + 128 characters faults NOSCRATCH at offset 20",
	    r, DTRACEFLT_NOSCRATCH, 20, 0);
	memset(big, 'x', 200);
	big[200] = '\0';
	r = subr(DIF_SUBR_STRJOIN, "ss", (uint64_t[]){ S(big), S(big) });
	fault("strjoin of 200 + 200 characters faults NOSCRATCH at offset 20",
	    r, DTRACEFLT_NOSCRATCH, 20, 0);
}

/* dtrace_dif_fault(), dtrace_dif_fault_name(), dtrace_dif_copy_str(). */
static void
test_helpers(void)
{
	char dst[8];
	uint64_t cookie;
	uint16_t flags;
	uint64_t ill;
	long n;

	tap_ok(dtrace_dif_fault(0) == DTRACEFLT_UNKNOWN &&
	    dtrace_dif_fault(DTRACE_CPUFLAG_BADADDR) == DTRACEFLT_BADADDR,
	    "dtrace_dif_fault maps no flag to UNKNOWN, BADADDR to BADADDR",
	    "%d, %d", dtrace_dif_fault(0),
	    dtrace_dif_fault(DTRACE_CPUFLAG_BADADDR));
	tap_ok(strcmp(dtrace_dif_fault_name(12345), "unknown fault") == 0 &&
	    strcmp(dtrace_dif_fault_name(DTRACEFLT_BADADDR),
	    "invalid address") == 0,
	    "fault names: \"unknown fault\", \"invalid address\"",
	    "\"%s\", \"%s\"", dtrace_dif_fault_name(12345),
	    dtrace_dif_fault_name(DTRACEFLT_BADADDR));

	cookie = dtrace_os_interrupt_disable();
	*dtrace_os_cpu_flags() = 0;
	memset(dst, 'X', sizeof (dst));
	n = dtrace_dif_copy_str(&MS, &VS, (uintptr_t)"hey", dst, sizeof (dst));
	flags = *dtrace_os_cpu_flags();
	dtrace_os_interrupt_restore(cookie);
	tap_ok(n == 3 && flags == 0 && memcmp(dst, "hey\0\0\0\0\0", 8) == 0,
	    "copy_str(\"hey\", 8 bytes) copies 3 and NUL-pads to 8",
	    "returned %ld, flags 0x%x, dst \"%.8s\"", n, flags, dst);

	cookie = dtrace_os_interrupt_disable();
	memset(dst, 'X', sizeof (dst));
	n = dtrace_dif_copy_str(&MS, &VS, (uintptr_t)"hello world", dst, 6);
	flags = *dtrace_os_cpu_flags();
	dtrace_os_interrupt_restore(cookie);
	tap_ok(n == 5 && flags == 0 && memcmp(dst, "hello\0XX", 8) == 0,
	    "copy_str(\"hello world\", 6 bytes) truncates to \"hello\"",
	    "returned %ld, flags 0x%x, dst \"%.8s\"", n, flags, dst);

	cookie = dtrace_os_interrupt_disable();
	n = dtrace_dif_copy_str(&MS, &VS, 8, dst, sizeof (dst));
	flags = *dtrace_os_cpu_flags();
	ill = *dtrace_os_cpu_illval();
	*dtrace_os_cpu_flags() = 0;
	*dtrace_os_cpu_illval() = 0;
	dtrace_os_interrupt_restore(cookie);
	tap_ok(n == -1 && flags == DTRACE_CPUFLAG_BADADDR && ill == 8,
	    "copy_str from address 8: -1, BADADDR, illval 8",
	    "returned %ld, flags 0x%x, illval 0x%llx", n, flags,
	    (unsigned long long)ill);
}

/* The strsize option bounds every D string (here 16: 15 characters). */
static void
test_strsize(void)
{
	static const char long36[] = "0123456789abcdefghijklmnopqrstuvwxyz";
	res_t r;

	vs_fini();
	dtrace_vstate_init(&VS);
	VS.dtvs_strsize = 16;
	ieq("strsize 16: strlen of a 36-character constant is 15",
	    subr(DIF_SUBR_STRLEN, "s", (uint64_t[]){ S(long36) }), 15);
	seq("strsize 16: strjoin of 8 + 7 characters fits",
	    subr(DIF_SUBR_STRJOIN, "ss", (uint64_t[]){ S("abcdefgh"),
	    S("ijklmno") }), "abcdefghijklmno");
	r = subr(DIF_SUBR_STRJOIN, "ss", (uint64_t[]){ S("abcdefgh"),
	    S("ijklmnop") });
	fault("strsize 16: strjoin of 8 + 8 characters faults NOSCRATCH", r,
	    DTRACEFLT_NOSCRATCH, 20, 0);
	seq("strsize 16: substr(36 characters, 2) keeps 14",
	    subr(DIF_SUBR_SUBSTR, "si", (uint64_t[]){ S(long36), 2 }),
	    "23456789abcdef");
	begin(STR);
	decl(V0 + 1, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 256);
	sets(long36, 1);
	emit(DIF_INSTR_STV(DIF_OP_STGS, V0 + 1, 1));
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, V0 + 1, 2));
	emit(DIF_INSTR_RET(2));
	seq("strsize 16: a 256-byte string global keeps 15 characters",
	    run(end()), "0123456789abcde");
	vs_fini();
	dtrace_vstate_init(&VS);
}

/* ---- the fast shapes (DTRACE_DIFO_FAST_*) --------------------------------- */

/*
 * run() with the CPU's flags set to @preset before the DIFO runs (an
 * earlier fault the caller did not clear); *@after: the flags afterwards.
 */
static res_t
run_preset(dtrace_difo_t *dp, uint16_t preset, uint16_t *after)
{
	res_t r = { 0, NOFAULT, -1, 0, false };
	uint64_t cookie;

	cookie = dtrace_os_interrupt_disable();
	*dtrace_os_cpu_flags() = preset;
	*dtrace_os_cpu_illval() = 0;
	MS.dtms_cpu = dtrace_os_cpu_id();
	MS.dtms_present = 0;
	MS.dtms_scratch_used = 0;
	MS.dtms_fltoffs = 7;
	r.v = dtrace_dif_emulate(dp, &MS, &VS);
	*after = *dtrace_os_cpu_flags();
	r.offs = MS.dtms_fltoffs;
	r.difo_ok = MS.dtms_difo == dp;
	*dtrace_os_cpu_flags() = 0;
	*dtrace_os_cpu_illval() = 0;
	dtrace_os_interrupt_restore(cookie);
	return (r);
}

/*
 * Run @dp (held by the first run) with the shape dtrace_difo_hold gave it,
 * which must be @shape, then again with DTRACE_DIFO_FAST_NONE (the
 * interpreter): pass if both give the same value (and, for @str, the same
 * string at the same address), fault, fault offset, illegal value and
 * dtms_difo, and the interpreted result is @want (NOFAULT: no fault).
 * Returns the fast result.
 */
static res_t
both(const char *name, dtrace_difo_t *dp, uint32_t shape, bool str,
    int want)
{
	char fs[256] = "", is[256] = "";
	res_t f, i;
	uint32_t held;

	f = run(dp);
	held = dp->dtdo_fast;
	if (str && f.fault == NOFAULT && f.v != 0)
		snprintf(fs, sizeof (fs), "%s", (const char *)(uintptr_t)f.v);
	dp->dtdo_fast = DTRACE_DIFO_FAST_NONE;
	i = run(dp);
	dp->dtdo_fast = held;
	if (str && i.fault == NOFAULT && i.v != 0)
		snprintf(is, sizeof (is), "%s", (const char *)(uintptr_t)i.v);
	tap_ok(held == shape && f.v == i.v && f.fault == i.fault &&
	    f.offs == i.offs && f.illval == i.illval && f.difo_ok &&
	    i.difo_ok && strcmp(fs, is) == 0 && i.fault == want &&
	    (want != NOFAULT || i.offs == -1), name,
	    "shape %u (want %u); fast: %s \"%s\"; interpreter: %s \"%s\"; "
	    "want fault %d", held, shape, describe(f), fs, describe(i), is,
	    want);
	return (f);
}

static res_t
fast_builtin(const char *name, uint32_t id, bool str, int want)
{
	begin(str);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, id, 3));
	emit(DIF_INSTR_RET(3));
	return (both(name, end(), DTRACE_DIFO_FAST_BUILTIN, str, want));
}

static void
test_fast(void)
{
	static const uint64_t consts[] = { 0, 1, 42, 0x8000000000000000ULL,
	    ~0ULL };
	dtrace_difo_t *dp;
	uint16_t fl_f, fl_i;
	uint32_t nargs;
	size_t ssize;
	res_t f, i;
	size_t k;

	for (k = 0; k < sizeof (consts) / sizeof (consts[0]); k++) {
		char name[80];

		begin(INT);
		setx(consts[k], 1);
		emit(DIF_INSTR_RET(1));
		snprintf(name, sizeof (name), "fast constant 0x%llx = "
		    "interpreter", (unsigned long long)consts[k]);
		f = both(name, end(), DTRACE_DIFO_FAST_CONST, INT, NOFAULT);
		ieq("... and is the constant", f, consts[k]);
	}
	begin(INT);
	setx(5, 1);
	setx(9, 7);
	emit(DIF_INSTR_RET(7));
	ieq("setx; setx; ret is not a fast shape (returns the 2nd)",
	    both("3 instructions: interpreted", end(), DTRACE_DIFO_FAST_NONE,
	    INT, NOFAULT), 9);
	begin(INT);
	setx(5, 1);
	emit(DIF_INSTR_RET(2));
	ieq("setx %r1; ret %r2 is not a fast shape (returns 0)",
	    both("other register: interpreted", end(), DTRACE_DIFO_FAST_NONE,
	    INT, NOFAULT), 0);
	begin(INT);
	decl(V0 + 3, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 0);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, V0 + 3, 1));
	emit(DIF_INSTR_RET(1));
	ieq("ldgs of a user global is not a fast shape (0 unset)",
	    both("user global: interpreted", end(), DTRACE_DIFO_FAST_NONE,
	    INT, NOFAULT), 0);

	ieq("fast arg0 = 10", fast_builtin("fast arg0 = interpreter",
	    DIF_VAR_ARG0, INT, NOFAULT), 10);
	ieq("fast arg4 = 14", fast_builtin("fast arg4 = interpreter",
	    DIF_VAR_ARG4, INT, NOFAULT), 14);
	ieq("fast arg7 = 1007 (getargval)", fast_builtin("fast arg7 = "
	    "interpreter", DIF_VAR_ARG7, INT, NOFAULT), 1007);
	nargs = MS.dtms_nargs;
	MS.dtms_nargs = 2;
	ieq("fast arg3 beyond dtms_nargs 2 = 1003 (getargval)",
	    fast_builtin("fast arg3, 2 args = interpreter", DIF_VAR_ARG3, INT,
	    NOFAULT), 1003);
	MS.dtms_nargs = nargs;
	ieq("fast pid = getpid()", fast_builtin("fast pid = interpreter",
	    DIF_VAR_PID, INT, NOFAULT), (uint64_t)getpid());
	fast_builtin("fast tid = interpreter", DIF_VAR_TID, INT, NOFAULT);
	ieq("fast epid = 3", fast_builtin("fast epid = interpreter",
	    DIF_VAR_EPID, INT, NOFAULT), 3);
	ieq("fast id = 1", fast_builtin("fast id = interpreter",
	    DIF_VAR_ID, INT, NOFAULT), 1);
	seq("fast probename = \"BEGIN\"", fast_builtin("fast probename = "
	    "interpreter", DIF_VAR_PROBENAME, STR, NOFAULT), "BEGIN");
	seq("fast probeprov = \"dtrace\"", fast_builtin("fast probeprov = "
	    "interpreter", DIF_VAR_PROBEPROV, STR, NOFAULT), "dtrace");
	f = fast_builtin("fast execname = interpreter (same buffer)",
	    DIF_VAR_EXECNAME, STR, NOFAULT);
	tap_ok(f.v == (uint64_t)(uintptr_t)MS.dtms_execname,
	    "fast execname is the mstate's execname buffer", "%s",
	    describe(f));
	fast_builtin("fast cwd = interpreter (in scratch)", DIF_VAR_CWD, STR,
	    NOFAULT);
	seq("fast root = \"/\"", fast_builtin("fast root = interpreter",
	    DIF_VAR_ROOT, STR, NOFAULT), "/");

	/* a built-in that faults: no scratch left for cwd / root */
	ssize = MS.dtms_scratch_size;
	MS.dtms_scratch_size = 0;
	fault("fast cwd without scratch: NOSCRATCH at 0",
	    fast_builtin("fast cwd, no scratch = interpreter", DIF_VAR_CWD,
	    STR, DTRACEFLT_NOSCRATCH), DTRACEFLT_NOSCRATCH, 0, 0);
	fault("fast root without scratch: NOSCRATCH at 0",
	    fast_builtin("fast root, no scratch = interpreter", DIF_VAR_ROOT,
	    STR, DTRACEFLT_NOSCRATCH), DTRACEFLT_NOSCRATCH, 0, 0);
	MS.dtms_scratch_size = ssize;

	/* an earlier fault not cleared: 0, flags kept, offset -1, both ways */
	begin(INT);
	setx(77, 1);
	emit(DIF_INSTR_RET(1));
	dp = end();
	ieq("constant, for the earlier-fault case", run(dp), 77);
	f = run_preset(dp, DTRACE_CPUFLAG_BADADDR, &fl_f);
	dp->dtdo_fast = DTRACE_DIFO_FAST_NONE;
	i = run_preset(dp, DTRACE_CPUFLAG_BADADDR, &fl_i);
	dp->dtdo_fast = DTRACE_DIFO_FAST_CONST;
	tap_ok(f.v == 0 && i.v == 0 && f.offs == -1 && i.offs == -1 &&
	    fl_f == DTRACE_CPUFLAG_BADADDR && fl_i == fl_f && f.difo_ok &&
	    i.difo_ok, "earlier fault: fast constant = interpreter (0, -1)",
	    "fast %llu offs %d flags 0x%x; interpreter %llu offs %d flags 0x%x",
	    (unsigned long long)f.v, f.offs, fl_f, (unsigned long long)i.v,
	    i.offs, fl_i);
	begin(STR);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_EXECNAME, 1));
	emit(DIF_INSTR_RET(1));
	dp = end();
	f = run(dp);
	tap_ok(dp->dtdo_fast == DTRACE_DIFO_FAST_BUILTIN && f.fault == NOFAULT,
	    "execname, for the earlier-fault case", "%s", describe(f));
	f = run_preset(dp, DTRACE_CPUFLAG_DIVZERO, &fl_f);
	dp->dtdo_fast = DTRACE_DIFO_FAST_NONE;
	i = run_preset(dp, DTRACE_CPUFLAG_DIVZERO, &fl_i);
	dp->dtdo_fast = DTRACE_DIFO_FAST_BUILTIN;
	tap_ok(f.v == 0 && i.v == 0 && f.offs == -1 && i.offs == -1 &&
	    fl_f == DTRACE_CPUFLAG_DIVZERO && fl_i == fl_f && f.difo_ok &&
	    i.difo_ok, "earlier fault: fast built-in = interpreter (0, -1)",
	    "fast %llu offs %d flags 0x%x; interpreter %llu offs %d flags 0x%x",
	    (unsigned long long)f.v, f.offs, fl_f, (unsigned long long)i.v,
	    i.offs, fl_i);
}

/* ---- the probe filter (dtrace_probe_filter's per-DIFO test) ------------- */

/*
 * The compiler's predicate VAR == CONSTANT: ldgs; setx|sets; cmp|scmp
 * (@swap: constant first); be 6; mov %r0; ba 7; setx 1; ret.  @op: the
 * branch (DIF_OP_BE; another makes no filter).
 */
static dtrace_difo_t *
pred(uint32_t var, uint64_t v, const char *str, int swap, uint32_t op)
{
	int s = str != NULL;

	begin(INT);
	emit(DIF_INSTR_LDV(DIF_OP_LDGS, var, 1));
	if (s)
		sets(str, 2);
	else
		setx(v, 2);
	emit(DIF_INSTR_FMT(s ? DIF_OP_SCMP : DIF_OP_CMP, swap ? 2 : 1,
	    swap ? 1 : 2, 0));
	emit(DIF_INSTR_BRANCH(op, 6));
	emit(DIF_INSTR_MOV(0, 3));
	emit(DIF_INSTR_BRANCH(DIF_OP_BA, 7));
	setx(1, 3);
	emit(DIF_INSTR_RET(3));
	return (end());
}

/* Hold @dp (a first run) and check its filter: @var 0 for none. */
static void
filter_is(const char *name, dtrace_difo_t *dp, uint32_t var, uint64_t v,
    const char *str, uint32_t never)
{
	const dtrace_probe_filter_t *f = &dp->dtdo_filter;
	char want[16] = "";

	(void) run(dp);
	if (str != NULL)
		memcpy(want, str, strlen(str) < sizeof (want) ? strlen(str) :
		    sizeof (want));
	tap_ok(f->dpf_var == var && (var == 0 || (f->dpf_never == never &&
	    f->dpf_value == v && memcmp(f->dpf_str, want, sizeof (want)) ==
	    0)), name, "var 0x%x value %llu never %u str \"%.16s\"",
	    f->dpf_var, (unsigned long long)f->dpf_value, f->dpf_never,
	    f->dpf_str);
}

static void
test_filter(void)
{
	filter_is("filter: pid == 42", pred(DIF_VAR_PID, 42, NULL, 0,
	    DIF_OP_BE), DIF_VAR_PID, 42, NULL, 0);
	filter_is("filter: 42 == tid (swapped)", pred(DIF_VAR_TID, 42, NULL,
	    1, DIF_OP_BE), DIF_VAR_TID, 42, NULL, 0);
	filter_is("filter: uid == 0", pred(DIF_VAR_UID, 0, NULL, 0,
	    DIF_OP_BE), DIF_VAR_UID, 0, NULL, 0);
	filter_is("filter: gid wider than 32 bits passes nothing",
	    pred(DIF_VAR_GID, 1ULL << 33, NULL, 0, DIF_OP_BE), DIF_VAR_GID,
	    1ULL << 33, NULL, 1);
	filter_is("filter: execname == \"bash\"", pred(DIF_VAR_EXECNAME, 0,
	    "bash", 0, DIF_OP_BE), DIF_VAR_EXECNAME, 0, "bash", 0);
	filter_is("filter: execname of 15 characters",
	    pred(DIF_VAR_EXECNAME, 0, "abcdefghijklmno", 0, DIF_OP_BE),
	    DIF_VAR_EXECNAME, 0, "abcdefghijklmno", 0);
	filter_is("filter: an execname of 16 passes nothing",
	    pred(DIF_VAR_EXECNAME, 0, "abcdefghijklmnop", 0, DIF_OP_BE),
	    DIF_VAR_EXECNAME, 0, "", 1);
	filter_is("no filter: pid != 42", pred(DIF_VAR_PID, 42, NULL, 0,
	    DIF_OP_BNE), 0, 0, NULL, 0);
	filter_is("no filter: ppid == 1 (not a variable a site tests)",
	    pred(DIF_VAR_PPID, 1, NULL, 0, DIF_OP_BE), 0, 0, NULL, 0);
	begin(INT);
	setx(1, 1);
	emit(DIF_INSTR_RET(1));
	filter_is("no filter: a constant", end(), 0, 0, NULL, 0);
}

int
main(void)
{
	dtrace_vstate_init(&VS);
	ms_init();
	test_arith();
	test_vars();
	test_dynvars();
	test_strvars();
	test_drops();
	test_hold_flags();
	test_builtins();
	test_faults();
	test_fast();
	test_filter();
	test_subrs();
	test_helpers();
	test_strsize();
	vs_fini();
	return (tap_done());
}
