/*
 * common/dtrace_usdt.c -- USDT argument evaluation (common/dtrace_usdt.h),
 * shared by every backend's user-level probe provider.
 *
 * Where it sits: probe context.  A backend's handler for a USDT site calls
 * dtrace_usdt_arg_value() once per argument before dtrace_probe(); the
 * registers and memory of the firing thread are reached only through the
 * two functions the backend passes, so this file is freestanding.
 * Invariants: never faults, never blocks, no state.
 */
#include "dtrace_usdt.h"

uint64_t
dtrace_usdt_arg_value(const dtrace_usdt_arg_t *a, dtrace_usdt_reg_f *reg,
    const void *regs, dtrace_usdt_read_f *read, void *rarg)
{
	int size = a->dua_size < 0 ? -a->dua_size : a->dua_size;
	uint64_t v = 0, addr, mask;

	if (size <= 0 || size > 8)
		size = 8;
	switch (a->dua_kind) {
	case DTRACE_USDT_ARG_REG:
		v = reg(regs, a->dua_base) >> (a->dua_shift & 63);
		break;
	case DTRACE_USDT_ARG_CONST:
		v = (uint64_t)a->dua_disp;
		break;
	case DTRACE_USDT_ARG_MEM:
		addr = reg(regs, a->dua_base) + (uint64_t)a->dua_disp;
		if (a->dua_index != DTRACE_USDT_REG_NONE)
			addr += reg(regs, a->dua_index) * a->dua_scale;
		/* x86_64 is little-endian: the low @size bytes of v */
		if (read(rarg, addr, &v, (size_t)size) != 0)
			v = 0;
		break;
	default:
		return (0);
	}
	if (size < 8) {
		mask = (1ULL << (size * 8)) - 1;
		v &= mask;
		if (a->dua_size < 0 && (v & (1ULL << (size * 8 - 1))))
			v |= ~mask;
	}
	return (v);
}
