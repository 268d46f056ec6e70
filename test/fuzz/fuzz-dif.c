/*
 * test/fuzz/fuzz-dif.c -- the DIF validator and emulator
 * (common/dtrace_dif.h), with the emulator as an oracle of the validator.
 *
 * Each input is one DIF object:
 *   byte 0       bit 0: returns a string (else a 64-bit integer)
 *   byte 1       entries in the integer table (at most 64)
 *   byte 2       variable declarations (at most 8)
 *   bytes 3-4    bytes of the string table (little-endian, at most 1024)
 *   then the integer table (8 bytes each), the variable table
 *   (dtrace_difv_t each), the string table, and the instructions (4 bytes
 *   each, at most 256) to the end; a short input gives shorter tables.
 * It is validated with a fresh variable state; one the validator accepts
 * runs as a clause of dtrace:::BEGIN (unit/dif-build.h's runner, on the
 * real user-host OS layer).  The promise of common/dtrace_dif.h: an
 * accepted DIFO cannot make the emulator crash, and DIF stores land only
 * in scratch, dynamic variable and by-reference variable space: the
 * DIFO's own instruction, integer and string tables must be unchanged
 * after the run (abort otherwise).  DIFOs that call the destructive
 * copyout() and copyoutstr() are not run: they may write to any user
 * address by design.  Corpus: test/fuzz/corpus/dif, the DIFOs of compiled
 * test programs (fuzz-seeds).
 */
#include <string.h>

#include "fuzz.h"
#include "dif-build.h"

/* Take @n bytes of the input at *@pp (fewer when it ends); the count. */
static size_t
take(const uint8_t **pp, const uint8_t *lim, void *dst, size_t n)
{
	if (n > (size_t)(lim - *pp))
		n = (size_t)(lim - *pp);
	if (n != 0)
		memcpy(dst, *pp, n);
	*pp += n;
	return (n);
}

static int
destructive(const dif_instr_t *code, uint32_t len)
{
	uint32_t i;

	for (i = 0; i < len; i++) {
		if (DIF_INSTR_OP(code[i]) == DIF_OP_CALL &&
		    (DIF_INSTR_SUBR(code[i]) == DIF_SUBR_COPYOUT ||
		    DIF_INSTR_SUBR(code[i]) == DIF_SUBR_COPYOUTSTR))
			return (1);
	}
	return (0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *p = data, *lim = data + size;
	uint8_t hdr[5] = { 0 };
	uint32_t nints, nvars, slen;
	dtrace_difo_t *dp;

	(void) take(&p, lim, hdr, sizeof (hdr));
	begin(hdr[0] & 1);
	nints = hdr[1] < 64 ? hdr[1] : 64;
	nvars = hdr[2] < 8 ? hdr[2] : 8;
	slen = (uint32_t)(hdr[3] | hdr[4] << 8);
	slen = slen < sizeof (P.strs) ? slen : (uint32_t)sizeof (P.strs);
	P.nints = (uint32_t)(take(&p, lim, P.ints, nints * 8) / 8);
	P.nvars = (uint32_t)(take(&p, lim, P.vars,
	    nvars * sizeof (dtrace_difv_t)) / sizeof (dtrace_difv_t));
	P.strlen = (uint32_t)take(&p, lim, P.strs, slen);
	P.len = (uint32_t)(take(&p, lim, P.code, sizeof (P.code)) / 4);
	if (P.len == 0 || destructive(P.code, P.len))
		return (0);

	dtrace_vstate_init(&VS);
	VS.dtvs_dynvarsize = 64 * 1024;
	ms_init();
	dp = end();
	(void) run(dp);
	if (memcmp(dp->dtdo_buf, P.code, P.len * 4) != 0 ||
	    (P.nints != 0 &&
	    memcmp(dp->dtdo_inttab, P.ints, P.nints * 8) != 0) ||
	    (P.strlen != 0 &&
	    memcmp(dp->dtdo_strtab, P.strs, P.strlen) != 0)) {
		fprintf(stderr, "fuzz-dif: the DIFO's own tables changed\n");
		abort();
	}
	vs_fini();
	return (0);
}
