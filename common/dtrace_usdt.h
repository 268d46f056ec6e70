/*
 * common/dtrace_usdt.h -- the value of a USDT probe argument, for the
 * backends' user-level probe providers (os/linux/user/dtrace_pidprov.c,
 * os/linux/kernel/dtrace_pid.c, and any port's).
 *
 * Where it sits: libdtrace decodes a `<sys/sdt.h>` note's argument text
 * into dtrace_usdt_arg_t (include/dtrace/usdt.h) and hands it to the
 * backend with DTRACEIOC_UPROBE_MAKE; when the probe's nop fires, the
 * backend evaluates each argument here against the thread's registers and
 * memory, which only it knows how to reach: it passes a function for each.
 *
 * Freestanding: no libc, no OS header (common/ rules).
 */
#ifndef DTRACE_USDT_IMPL_H
#define DTRACE_USDT_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include <dtrace/usdt.h>
#include <dtrace/ioctl.h>

/*
 * The value of register @reg (DTRACE_USDT_REG_*) in the register set
 * @regs of the firing thread; 0 for DTRACE_USDT_REG_NONE or an unknown
 * number.  Probe context: must not block or fault.
 */
typedef uint64_t dtrace_usdt_reg_f(const void *regs, int reg);

/*
 * Copy @len (1..8) bytes of the firing thread's memory at user address
 * @addr to @buf; @arg is the caller's.  Returns 0, or non-zero when the
 * memory cannot be read (nothing faults).  Probe context: must not block.
 */
typedef int dtrace_usdt_read_f(void *arg, uint64_t addr, void *buf,
    size_t len);

/**
 * dtrace_usdt_arg_value - the value of USDT argument @a (include/dtrace/
 * usdt.h) at the probe's nop: a register (shifted right by dua_shift for
 * %ah..%dh), |dua_size| bytes of memory at base + index * scale + disp,
 * or the constant dua_disp, truncated to |dua_size| bytes (1..8;
 * a size beyond 1..8 is 8) and then sign-extended when dua_size is negative,
 * zero-extended otherwise.  @reg reads the registers @regs, @read (with
 * @rarg) the memory.  Unreadable memory and undecodable arguments
 * (DTRACE_USDT_ARG_NONE, an unknown kind) are 0, as in the reference's
 * fasttrap when an argument cannot be had.  Probe context; never faults.
 * (Dynamic Tracing Guide, "Statically Defined Tracing for User
 * Applications"; the operand syntax is the stapsdt note's.)
 */
uint64_t dtrace_usdt_arg_value(const dtrace_usdt_arg_t *a,
    dtrace_usdt_reg_f *reg, const void *regs, dtrace_usdt_read_f *read,
    void *rarg);

/**
 * dtrace_usdt_types_check - is @types (@len bytes, from dups_argtypes and
 * dups_typeslen of DTRACEIOC_UPROBE_MAKE, include/dtrace/ioctl.h) a
 * well-formed description of @nargs arguments: @nargs records, each a
 * native argument index below DTRACE_USDT_MAXARGS and two NUL-terminated
 * type names shorter than DTRACE_ARGTYPELEN, and nothing after them?
 * Returns 0 or DTRACE_EINVAL.  Control path (the backend checks a copy).
 */
int dtrace_usdt_types_check(const char *types, uint32_t len, uint32_t nargs);

/**
 * dtrace_usdt_getargdesc - the dtps_getargdesc answer for argument
 * desc->dtargd_ndx of a USDT probe of @nargs arguments: with declared
 * types (@types, @len as checked by dtrace_usdt_types_check(), or NULL)
 * its native C type, its translated type (dtargd_xlate, "" when the
 * provider declared none) and the native argument it is
 * (dtargd_mapping), as the provider declaration `probe NAME(native) :
 * (translated)` gives them (Dynamic Tracing Guide, "Statically Defined
 * Tracing for User Applications"); without, an integer of the size and
 * signedness of the widest operand among the @nsites sites' arguments
 * @args ([nsites][DTRACE_USDT_MAXARGS]), pointers included:
 * "int32_t", "uint64_t", ...  An index out of range gets
 * DTRACE_ARGNONE.  Control path.
 */
void dtrace_usdt_getargdesc(const char *types, uint32_t len,
    const dtrace_usdt_arg_t *args, uint32_t nsites, uint32_t nargs,
    dtrace_argdesc_t *desc);

#endif /* DTRACE_USDT_IMPL_H */
