/*
 * bench/dif-emulate.c -- cost of the DIF emulator per clause, for a clause of 20
 * executed DIF instructions, against the same work in plain C.
 *
 * The clause is what the compiler would emit for
 *     /arg0 > 5 && x < 100/ { x = (x + arg1 * 2 + (arg2 & 0xff)) & 63; }
 * as one DIFO (predicate and action fused): 3 built-in variable loads,
 * 1 global load and store, 6 integer-table loads, 2 compares with
 * branches, arithmetic, ret -- 20 instructions on the taken path.
 *
 * The emulator runs on the real user-host OS layer (linked from
 * libdtrace), so built-in variables are read by the same code as in
 * `dtrace`.  `make bench` builds and runs it; `make check` never does:
 * timing is reported, not asserted.  The only failure is a checksum
 * mismatch between the DIF and the C results.
 *
 *   bench/dif-emulate [iterations per round, default 2000000]
 *
 * Reports the best and the median of 9 rounds (the machine may be busy).
 * Measured 2026-11-22 on the 2-CPU build VM (load ~8): 26.5-27.3 ns per
 * clause best (1.3 ns per DIF instruction), plain C 1.0-1.1 ns.
 * Load-independent: callgrind counts ~690 host instructions per clause
 * (~35 per DIF instruction) against 12 for the C version.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dtrace_dif.h"

#define X 0x500
#define ROUNDS 9

static int
dcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

static uint64_t
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return ((uint64_t)t.tv_sec * 1000000000ULL + t.tv_nsec);
}

/* the same work in C, on the same kind of state (args in memory) */
static volatile uint64_t cx;
__attribute__((noinline)) static uint64_t
clause_c(const uint64_t *arg)
{
	uint64_t x;

	if (!((int64_t)arg[0] > 5))
		return (0);
	x = cx;
	if (!((int64_t)x < 100))
		return (0);
	x = (x + arg[1] * 2 + (arg[2] & 0xff)) & 63;
	cx = x;
	return (x);
}

int
main(int argc, char **argv)
{
	static dif_instr_t code[] = {
		DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_ARG0, 1),	/* 0 */
		DIF_INSTR_SETX(0, 2),				/* 1: 5 */
		DIF_INSTR_CMP(DIF_OP_CMP, 1, 2),		/* 2 */
		DIF_INSTR_BRANCH(DIF_OP_BLE, 20),		/* 3 */
		DIF_INSTR_LDV(DIF_OP_LDGS, X, 3),		/* 4 */
		DIF_INSTR_SETX(1, 4),				/* 5: 100 */
		DIF_INSTR_CMP(DIF_OP_CMP, 3, 4),		/* 6 */
		DIF_INSTR_BRANCH(DIF_OP_BGE, 20),		/* 7 */
		DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_ARG1, 5),	/* 8 */
		DIF_INSTR_SETX(2, 6),				/* 9: 2 */
		DIF_INSTR_FMT(DIF_OP_MUL, 5, 6, 5),		/* 10 */
		DIF_INSTR_FMT(DIF_OP_ADD, 3, 5, 3),		/* 11 */
		DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_ARG2, 5),	/* 12 */
		DIF_INSTR_SETX(3, 6),				/* 13: 0xff */
		DIF_INSTR_FMT(DIF_OP_AND, 5, 6, 5),		/* 14 */
		DIF_INSTR_FMT(DIF_OP_ADD, 3, 5, 3),		/* 15 */
		DIF_INSTR_SETX(4, 6),				/* 16: 63 */
		DIF_INSTR_FMT(DIF_OP_AND, 3, 6, 3),		/* 17 */
		DIF_INSTR_STV(DIF_OP_STGS, X, 3),		/* 18 */
		DIF_INSTR_RET(3),				/* 19 */
		DIF_INSTR_RET(0),				/* 20 */
	};
	static uint64_t ints[] = { 5, 100, 2, 0xff, 63 };
	static dtrace_difv_t var;
	static char scratch[2048];
	dtrace_difo_t dp;
	dtrace_vstate_t vs;
	dtrace_mstate_t ms;
	char err[128];
	uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : 2000000;
	double dif[ROUNDS], cc[ROUNDS];
	int r;
	uint64_t i, t0, t1, t2, sum = 0, csum = 0;
	int e;

	memset(&dp, 0, sizeof (dp));
	dp.dtdo_buf = code;
	dp.dtdo_len = sizeof (code) / sizeof (code[0]);
	dp.dtdo_inttab = ints;
	dp.dtdo_intlen = 5;
	var.dtdv_id = X;
	var.dtdv_kind = DIFV_KIND_SCALAR;
	var.dtdv_scope = DIFV_SCOPE_GLOBAL;
	var.dtdv_type.dtdt_size = 8;
	dp.dtdo_vartab = &var;
	dp.dtdo_varlen = 1;
	dp.dtdo_rtype.dtdt_size = 8;

	dtrace_vstate_init(&vs);
	if ((e = dtrace_difo_validate(&dp, &vs, DTRACE_DIF_NREGS, err,
	    sizeof (err))) != 0) {
		fprintf(stderr, "validate: %s\n", err);
		return (1);
	}
	dtrace_difo_hold(&dp, &vs);
	dtrace_vstate_go(&vs);

	memset(&ms, 0, sizeof (ms));
	ms.dtms_nargs = 5;
	ms.dtms_arg[0] = 10;
	ms.dtms_arg[1] = 3;
	ms.dtms_arg[2] = 0x1234;
	ms.dtms_scratch_base = (uintptr_t)scratch;
	ms.dtms_scratch_size = sizeof (scratch);

	/* warm up, and check both agree */
	for (i = 0; i < 1000; i++) {
		sum += dtrace_dif_emulate(&dp, &ms, &vs);
		csum += clause_c(ms.dtms_arg);
	}
	if (sum != csum || (*dtrace_os_cpu_flags() & DTRACE_CPUFLAG_ERROR)) {
		fprintf(stderr, "mismatch: DIF %llu, C %llu\n",
		    (unsigned long long)sum, (unsigned long long)csum);
		return (1);
	}

	/* 9 rounds each, interleaved; report the best and the median round */
	for (r = 0; r < ROUNDS; r++) {
		t0 = now();
		for (i = 0; i < n; i++) {
			ms.dtms_scratch_used = 0;
			ms.dtms_arg[1] = i;
			sum += dtrace_dif_emulate(&dp, &ms, &vs);
		}
		t1 = now();
		for (i = 0; i < n; i++) {
			ms.dtms_arg[1] = i;
			csum += clause_c(ms.dtms_arg);
		}
		t2 = now();
		dif[r] = (double)(t1 - t0) / n;
		cc[r] = (double)(t2 - t1) / n;
	}
	qsort(dif, ROUNDS, sizeof (double), dcmp);
	qsort(cc, ROUNDS, sizeof (double), dcmp);

	printf("DIF emulator: %.1f ns/clause best, %.1f median "
	    "(20 instructions: %.2f ns/instruction)\n",
	    dif[0], dif[ROUNDS / 2], dif[0] / 20);
	printf("plain C:      %.1f ns/clause best, %.1f median\n",
	    cc[0], cc[ROUNDS / 2]);
	printf("ratio (best): %.1fx   checksums %s\n", dif[0] / cc[0],
	    sum == csum ? "agree" : "DIFFER");
	return (sum != csum);
}
