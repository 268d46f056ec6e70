/*
 * test/unit/dif-fuzz.c -- a property test of the promise in
 * common/dtrace_dif.h: "A DIFO that dtrace_difo_validate() accepted cannot
 * make the emulator crash", and "Stores by DIF code only ever land in the
 * per-clause scratch space, the dynamic variable space or by-reference
 * variable storage".  Prints TAP; run by `make check`.
 *
 * Generates random short programs (a fixed-seed generator, so every run
 * tries the same programs): random opcodes and registers (now and then
 * out of range), forward branches, SETX of interesting constants (0, -1,
 * 8, INT64_MIN, addresses of the scratch area, of a guard buffer, of the
 * machine and variable states), SETS of a few strings, user variables of
 * every scope and kind, built-in variables, and calls of every
 * subroutine except the destructive copyout and copyoutstr (which may
 * write to any user address by design).  The validator rejects most; each
 * accepted one runs with dif-build.h's runner on the real user-host OS
 * layer.  The tests: no crash (the program gets to the end), the guard
 * buffer and each DIFO's integer and string tables are never modified, a
 * useful share of the programs is accepted and some run without a fault
 * (so the generator stays meaningful), and every fault reported is a
 * probe-context DTRACEFLT_* code.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtrace_dif.h"

#include "dif-build.h"
#include "tap.h"

#define NPROGS	200000		/* programs generated */

static uint64_t seed = 0x2545F4914F6CDD1DULL;

/* A random number in [0, n). */
static uint32_t
rnd(uint32_t n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return ((uint32_t)(seed >> 33) % n);
}

static char guard[512] __attribute__((aligned(8)));	/* never to change */
static uint64_t consts[16];	/* the integer table of every program */

/* A source register: 0..7, sometimes an invalid 8..10. */
static int
reg(void)
{
	return (rnd(20) == 0 ? 8 + (int)rnd(3) : (int)rnd(8));
}

/* A destination register 1..7. */
static int
dst(void)
{
	return (1 + (int)rnd(7));
}

/* One random program into the builder P (see dif-build.h). */
static void
generate(void)
{
	static const uint32_t builtins[] = { DIF_VAR_CURTHREAD,
	    DIF_VAR_TIMESTAMP, DIF_VAR_VTIMESTAMP, DIF_VAR_EPID, DIF_VAR_ID,
	    DIF_VAR_ARG0, DIF_VAR_ARG5, DIF_VAR_ARG9, DIF_VAR_STACKDEPTH,
	    DIF_VAR_CALLER, DIF_VAR_PROBEPROV, DIF_VAR_PROBENAME, DIF_VAR_PID,
	    DIF_VAR_TID, DIF_VAR_EXECNAME, DIF_VAR_WALLTIMESTAMP,
	    DIF_VAR_UCALLER, DIF_VAR_ERRNO, DIF_VAR_CURCPU, DIF_VAR_CWD };
	static const uint32_t soffs[] = { 0, 6, 16, 30, 2 };
	uint32_t len, pc;
	int i;

	begin(rnd(3) == 0 ? STR : INT);
	decl(V0, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 0);
	decl(V0 + 1, DIFV_KIND_SCALAR, DIFV_SCOPE_GLOBAL, 64);
	decl(V0 + 2, DIFV_KIND_SCALAR, DIFV_SCOPE_LOCAL, 0);
	decl(V0 + 3, DIFV_KIND_SCALAR, DIFV_SCOPE_THREAD, 0);
	decl(V0 + 4, DIFV_KIND_ARRAY, DIFV_SCOPE_GLOBAL, 0);
	decl(V0 + 5, DIFV_KIND_ARRAY, DIFV_SCOPE_THREAD, 32);
	decl(V0 + 6, DIFV_KIND_SCALAR, DIFV_SCOPE_LOCAL, 48);
	memcpy(P.ints, consts, sizeof (consts));
	P.nints = 16;
	memcpy(P.strs, "hello\0/a/b/../c\0{\"a\": [1, 2]}\0", 31);
	P.strlen = 31;

	for (i = 1; i < 8; i++)
		if (rnd(2))
			emit(DIF_INSTR_SETX(rnd(16), i));
	len = P.len + 1 + rnd(24);
	for (pc = P.len; pc < len; pc++) {
		uint32_t op = 1 + rnd(DIF_OP_RLDX);	/* 1..77 */
		uint32_t var = V0 + rnd(7);

		switch (op) {
		case DIF_OP_BA: case DIF_OP_BE: case DIF_OP_BNE: case DIF_OP_BG:
		case DIF_OP_BGU: case DIF_OP_BGE: case DIF_OP_BGEU:
		case DIF_OP_BL: case DIF_OP_BLU: case DIF_OP_BLE:
		case DIF_OP_BLEU:
			emit(DIF_INSTR_BRANCH(op, pc + 1 + rnd(len - pc + 1)));
			break;
		case DIF_OP_RET:
		case DIF_OP_SETX:
			emit(DIF_INSTR_SETX(rnd(16), dst()));
			break;
		case DIF_OP_SETS:
			emit(DIF_INSTR_SETS(soffs[rnd(5)], dst()));
			break;
		case DIF_OP_LDGA: case DIF_OP_LDTA:
			emit(DIF_INSTR_LDA(op, rnd(3), reg(), dst()));
			break;
		case DIF_OP_LDGS:
			emit(DIF_INSTR_LDV(op, rnd(2) ? var : builtins[rnd(
			    sizeof (builtins) / sizeof (builtins[0]))], dst()));
			break;
		case DIF_OP_LDTS: case DIF_OP_LDLS: case DIF_OP_LDGAA:
		case DIF_OP_LDTAA:
			emit(DIF_INSTR_LDV(op, var, dst()));
			break;
		case DIF_OP_STGS: case DIF_OP_STTS: case DIF_OP_STLS:
		case DIF_OP_STGAA: case DIF_OP_STTAA:
			emit(DIF_INSTR_STV(op, var, reg()));
			break;
		case DIF_OP_CALL: {
			uint32_t s = rnd(DIF_SUBR_MAX + 1);

			if (s == DIF_SUBR_COPYOUT || s == DIF_SUBR_COPYOUTSTR)
				s = DIF_SUBR_STRLEN;
			emit(DIF_INSTR_CALL(s, dst()));
			break;
		}
		case DIF_OP_PUSHTR:
			emit(DIF_INSTR_PUSHTS(op, rnd(2), reg(), reg()));
			break;
		case DIF_OP_PUSHTV:
			emit(DIF_INSTR_PUSHTS(op, DIF_TYPE_CTF, 0, reg()));
			break;
		case DIF_OP_NOP: case DIF_OP_POPTS: case DIF_OP_FLUSHTS:
			emit(DIF_INSTR_FMT(op, 0, 0, 0));
			break;
		case DIF_OP_CMP: case DIF_OP_SCMP:
			emit(DIF_INSTR_CMP(op, reg(), reg()));
			break;
		case DIF_OP_TST:
			emit(DIF_INSTR_TST(reg()));
			break;
		case DIF_OP_NOT: case DIF_OP_MOV: case DIF_OP_ALLOCS:
			emit(DIF_INSTR_FMT(op, reg(), 0, dst()));
			break;
		case DIF_OP_STB: case DIF_OP_STH: case DIF_OP_STW:
		case DIF_OP_STX:
			emit(DIF_INSTR_STORE(op, reg(), dst()));
			break;
		default:
			if ((op >= DIF_OP_LDSB && op <= DIF_OP_LDX) ||
			    op >= DIF_OP_ULDSB)
				emit(DIF_INSTR_LOAD(op, reg(), dst()));
			else
				emit(DIF_INSTR_FMT(op, reg(), reg(), dst()));
			break;
		}
	}
	emit(DIF_INSTR_RET(rnd(8)));
}

int
main(void)
{
	static char saved[sizeof (guard)];
	uint64_t ints[16];
	char strs[64];
	int i, accepted = 0, clean = 0, badfault = 0, modified = 0;
	dtrace_difo_t *dp;
	res_t r;

	dtrace_vstate_init(&VS);
	VS.dtvs_dynvarsize = 256 * 1024;
	ms_init();
	for (i = 0; i < (int)sizeof (guard); i++)
		guard[i] = (char)i;
	memcpy(saved, guard, sizeof (guard));
	consts[0] = 0; consts[1] = 1; consts[2] = (uint64_t)-1; consts[3] = 8;
	consts[4] = (uintptr_t)scratch; consts[5] = (uintptr_t)guard;
	consts[6] = (uintptr_t)guard + 3; consts[7] = (uint64_t)INT64_MAX;
	consts[8] = 4096; consts[9] = 100000; consts[10] = 2;
	consts[11] = 255; consts[12] = (uintptr_t)&VS;
	consts[13] = (uintptr_t)&MS; consts[14] = 64;
	consts[15] = (uint64_t)INT64_MIN;

	/* declare every variable and size the dynamic space for 8 keys */
	generate();
	P.len = 0;
	emit(DIF_INSTR_FLUSHTS);
	for (i = 0; i < DIF_DTR_NREGS; i++)
		emit(DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 0));
	emit(DIF_INSTR_STV(DIF_OP_STGAA, V0 + 4, 0));
	emit(DIF_INSTR_STV(DIF_OP_STTAA, V0 + 5, 0));
	emit(DIF_INSTR_RET(0));
	dp = end();
	if (!tap_ok(dtrace_difo_validate(dp, &VS, DTRACE_DIF_NREGS, errbuf,
	    sizeof (errbuf)) == 0 && dtrace_difo_hold(dp, &VS) == 0 &&
	    dtrace_vstate_go(&VS) == 0, "set-up: declarations held, space "
	    "allocated", "%s", errbuf))
		return (tap_done());

	for (i = 0; i < NPROGS; i++) {
		generate();
		dp = end();
		if (dtrace_difo_validate(dp, &VS, DTRACE_DIF_NREGS, errbuf,
		    sizeof (errbuf)) != 0) {
			difo_discard(dp);
			continue;
		}
		accepted++;
		memcpy(ints, dp->dtdo_inttab, sizeof (ints));
		memcpy(strs, dp->dtdo_strtab, dp->dtdo_strlen);
		r = run(dp);
		if (r.fault == NOFAULT)
			clean++;
		else if (r.fault < DTRACEFLT_BADADDR ||
		    r.fault > DTRACEFLT_BADSTACK)
			badfault++;
		if (memcmp(guard, saved, sizeof (guard)) != 0 ||
		    memcmp(ints, dp->dtdo_inttab, sizeof (ints)) != 0 ||
		    memcmp(strs, dp->dtdo_strtab, dp->dtdo_strlen) != 0) {
			if (modified++ == 0)
				printf("# program %d wrote to memory it "
				    "may not write\n", i);
			memcpy(guard, saved, sizeof (guard));
		}
		difo_discard(dp);
	}
	vs_fini();
	tap_ok(true, "no crash running the accepted random programs", "-");
	tap_ok(modified == 0, "no program wrote to the guard buffer or to its "
	    "own tables", "%d programs did", modified);
	tap_ok(badfault == 0, "every fault is a probe-context DTRACEFLT_*",
	    "%d runs reported another code (or a rejection/hold failure)",
	    badfault);
	tap_ok(accepted >= NPROGS / 10 && clean >= NPROGS / 50,
	    "the generator stays useful: >= 10% accepted, >= 2% fault-free",
	    "%d accepted, %d fault-free of %d", accepted, clean, NPROGS);
	printf("# %d of %d programs accepted, %d ran without a fault\n",
	    accepted, NPROGS, clean);
	return (tap_done());
}
