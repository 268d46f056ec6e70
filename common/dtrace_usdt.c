/*
 * common/dtrace_usdt.c -- USDT argument evaluation and argument types
 * (common/dtrace_usdt.h), shared by every backend's user-level probe
 * provider.
 *
 * Where it sits: dtrace_usdt_arg_value() runs in probe context: a
 * backend's handler for a USDT site calls it once per argument before
 * dtrace_probe(); the registers and memory of the firing thread are
 * reached only through the two functions the backend passes, so this
 * file is freestanding.  The types functions run on the control path
 * (probe creation, DTRACEIOC_PROBEARG).  Invariants: never faults, never
 * blocks, no state.
 */
#include "dtrace_impl.h"
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

/*
 * The record of argument @ndx in @types (@len bytes, checked): its
 * native index in *@mapp, its type names in *@nativep and *@xlatep.
 * Returns 0, or -1 when there is no such record.
 */
static int
dtrace_usdt_types_rec(const char *types, uint32_t len, uint32_t ndx,
    uint8_t *mapp, const char **nativep, const char **xlatep)
{
	uint32_t off = 0, i;

	for (i = 0; off < len; i++) {
		const char *n, *x;

		if (len - off < 3)
			return (-1);
		n = &types[off + 1];
		x = n + dtrace_strnlen(n, len - off - 1) + 1;
		if (x >= types + len)
			return (-1);
		if (i == ndx) {
			*mapp = (uint8_t)types[off];
			*nativep = n;
			*xlatep = x;
			return (0);
		}
		off = (uint32_t)(x - types) + (uint32_t)dtrace_strnlen(x,
		    (size_t)(types + len - x)) + 1;
	}
	return (-1);
}

int
dtrace_usdt_types_check(const char *types, uint32_t len, uint32_t nargs)
{
	uint32_t off = 0, i, k;

	if (nargs > DTRACE_USDT_MAXARGS)
		return (DTRACE_EINVAL);
	for (i = 0; i < nargs; i++) {
		if (off >= len || (uint8_t)types[off] >= DTRACE_USDT_MAXARGS)
			return (DTRACE_EINVAL);
		off++;
		for (k = 0; k < 2; k++) {	/* native, then translated */
			size_t n = dtrace_strnlen(&types[off], len - off);

			if (n >= len - off || n >= DTRACE_ARGTYPELEN)
				return (DTRACE_EINVAL);
			off += (uint32_t)n + 1;
		}
	}
	return (off == len ? 0 : DTRACE_EINVAL);
}

void
dtrace_usdt_getargdesc(const char *types, uint32_t len,
    const dtrace_usdt_arg_t *args, uint32_t nsites, uint32_t nargs,
    dtrace_argdesc_t *desc)
{
	int32_t ndx = desc->dtargd_ndx;
	const char *native, *xlate;
	int size = 0, sgn = 0, sz;
	uint8_t map;
	uint32_t i;
	char *t;

	if (ndx < 0 || (uint32_t)ndx >= nargs) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	desc->dtargd_native[0] = '\0';
	desc->dtargd_xlate[0] = '\0';
	desc->dtargd_mapping = ndx;
	if (types != NULL && dtrace_usdt_types_rec(types, len, (uint32_t)ndx,
	    &map, &native, &xlate) == 0 && native[0] != '\0') {
		dtrace_strlcpy(desc->dtargd_native, native,
		    sizeof (desc->dtargd_native));
		dtrace_strlcpy(desc->dtargd_xlate, xlate,
		    sizeof (desc->dtargd_xlate));
		desc->dtargd_mapping = map;
		return;
	}
	for (i = 0; i < nsites && args != NULL; i++) {
		const dtrace_usdt_arg_t *a =
		    &args[(size_t)i * DTRACE_USDT_MAXARGS + (uint32_t)ndx];

		sz = a->dua_size < 0 ? -a->dua_size : a->dua_size;
		if (sz > size) {
			size = sz;
			sgn = a->dua_size < 0;
		}
	}
	if (size != 1 && size != 2 && size != 4)
		size = 8;
	/* "%sint%d_t", without a formatting function */
	t = desc->dtargd_native;
	if (!sgn)
		*t++ = 'u';
	dtrace_memcpy(t, "int", 3);
	t += 3;
	if (size == 1) {
		*t++ = '8';
	} else {
		*t++ = size == 2 ? '1' : size == 4 ? '3' : '6';
		*t++ = size == 2 ? '6' : size == 4 ? '2' : '4';
	}
	dtrace_memcpy(t, "_t", 3);
}
