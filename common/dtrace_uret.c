/*
 * common/dtrace_uret.c -- when a return site of a pid return probe
 * returns (see dtrace_uret.h).
 */
#include "dtrace_uret.h"

int
dtrace_uret_cond(const uint8_t *insn, size_t len)
{
	size_t i = 0;

	/* cs/ds segment (branch hints), bnd */
	while (i < len && i < 4 &&
	    (insn[i] == 0x2e || insn[i] == 0x3e || insn[i] == 0xf2))
		i++;
	if (i < len && insn[i] >= 0x70 && insn[i] <= 0x7f)
		return (insn[i] & 0xf);
	if (i + 1 < len && insn[i] == 0x0f && insn[i + 1] >= 0x80 &&
	    insn[i + 1] <= 0x8f)
		return (insn[i + 1] & 0xf);
	return (DTRACE_URET_ALWAYS);
}

int
dtrace_uret_taken(int cond, uint64_t flags)
{
	int cf = (flags & 0x1) != 0, pf = (flags & 0x4) != 0;
	int zf = (flags & 0x40) != 0, sf = (flags & 0x80) != 0;
	int of = (flags & 0x800) != 0, r;

	if (cond < 0 || cond > 15)
		return (1);
	/* even codes test a condition, odd ones its negation */
	switch (cond >> 1) {
	case 0: r = of; break;
	case 1: r = cf; break;
	case 2: r = zf; break;
	case 3: r = cf || zf; break;
	case 4: r = sf; break;
	case 5: r = pf; break;
	case 6: r = sf != of; break;
	default: r = zf || sf != of; break;
	}
	return ((cond & 1) ? !r : r);
}
