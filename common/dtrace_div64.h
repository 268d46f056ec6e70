/*
 * common/dtrace_div64.h -- 64-bit division and remainder for the portable
 * core.
 *
 * A 32-bit machine divides 64-bit integers in a runtime library routine
 * (__udivdi3, __divdi3, __aeabi_uldivmod, ...) that kernels do not link:
 * the Linux kernel has div64_u64() instead and refuses a module that
 * calls __udivdi3.  So common/ divides 64-bit values only through these
 * functions: the machine's own division where pointers are 64-bit, else a
 * shift-and-subtract loop of at most 64 steps (operands that both fit in
 * 32 bits take the machine's 32-bit division).  C's semantics: quotients
 * truncate toward zero, a remainder has the sign of the dividend.
 *
 * The divisor must not be 0, and a signed division must not be
 * INT64_MIN / -1: callers check both (DIF's division faults with DIVZERO,
 * and divides by -1 by negating).  test/unit/portability.sh checks that
 * common/ calls no runtime routine on any target, and, building with
 * DTRACE_DIV64_SOFT defined, that the loop agrees with the machine.
 */
#ifndef _DTRACE_DIV64_H
#define _DTRACE_DIV64_H

#include <stddef.h>
#include <stdint.h>

/**
 * dtrace_udivmod64 - @n / @d, unsigned; the remainder in *@rem unless
 * @rem is NULL.  @d must not be 0.
 */
static inline uint64_t
dtrace_udivmod64(uint64_t n, uint64_t d, uint64_t *rem)
{
#if UINTPTR_MAX > 0xffffffffu && !defined(DTRACE_DIV64_SOFT)
	if (rem != NULL)
		*rem = n % d;
	return (n / d);
#else
	uint64_t q = 0, r = 0;
	int i;

	if ((n >> 32) == 0 && (d >> 32) == 0) {
		uint32_t n32 = (uint32_t)n, d32 = (uint32_t)d;

		if (rem != NULL)
			*rem = n32 % d32;
		return (n32 / d32);
	}
	if (d >> 63) {			/* the quotient is 0 or 1 */
		q = n >= d;
		if (rem != NULL)
			*rem = q ? n - d : n;
		return (q);
	}
	/* r < d < 2^63 before each shift, so r << 1 cannot overflow */
	for (i = 63; i >= 0; i--) {
		r = (r << 1) | ((n >> i) & 1);
		if (r >= d) {
			r -= d;
			q |= (uint64_t)1 << i;
		}
	}
	if (rem != NULL)
		*rem = r;
	return (q);
#endif
}

/** dtrace_udiv64 / dtrace_umod64 - @n / @d and @n % @d, unsigned. */
static inline uint64_t
dtrace_udiv64(uint64_t n, uint64_t d)
{
	return (dtrace_udivmod64(n, d, NULL));
}

static inline uint64_t
dtrace_umod64(uint64_t n, uint64_t d)
{
	uint64_t r;

	(void) dtrace_udivmod64(n, d, &r);
	return (r);
}

/* |v| as unsigned: INT64_MIN's magnitude, 2^63, fits */
static inline uint64_t
dtrace_abs64(int64_t v)
{
	return (v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v);
}

/**
 * dtrace_sdiv64 / dtrace_smod64 - @n / @d and @n % @d, signed, as C: the
 * quotient truncated toward zero, the remainder with @n's sign.
 */
static inline int64_t
dtrace_sdiv64(int64_t n, int64_t d)
{
#if UINTPTR_MAX > 0xffffffffu && !defined(DTRACE_DIV64_SOFT)
	return (n / d);
#else
	uint64_t q = dtrace_udiv64(dtrace_abs64(n), dtrace_abs64(d));

	return ((n < 0) != (d < 0) ? (int64_t)((uint64_t)0 - q) : (int64_t)q);
#endif
}

static inline int64_t
dtrace_smod64(int64_t n, int64_t d)
{
#if UINTPTR_MAX > 0xffffffffu && !defined(DTRACE_DIV64_SOFT)
	return (n % d);
#else
	uint64_t r = dtrace_umod64(dtrace_abs64(n), dtrace_abs64(d));

	return (n < 0 ? (int64_t)((uint64_t)0 - r) : (int64_t)r);
#endif
}

#endif /* _DTRACE_DIV64_H */
