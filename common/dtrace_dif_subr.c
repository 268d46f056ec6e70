/*
 * common/dtrace_dif_subr.c -- the D subroutines called by DIF_OP_CALL
 * (Dynamic Tracing Guide, "Actions and Subroutines"): string functions
 * (strlen, strjoin, substr, index, rindex, strchr, strrchr, strstr, strtok,
 * toupper, tolower, basename, dirname, cleanpath, lltostr, strtoll),
 * byte order (htons ... ntohll), network addresses (inet_ntoa, inet_ntoa6,
 * inet_ntop), memory (alloca, bcopy, copyin, copyinstr, copyinto, copyout,
 * copyoutstr), json, and rand, progenyof, speculation, getmajor, getminor.
 * Probe context.
 *
 * Where it sits: the emulator calls dtrace_dif_subrs[n].dtsr_func with the
 * arguments on the tuple stack (ms->dtms_tuple[0 .. nargs-1]); the
 * validator rejects calls to rows whose body is NULL.
 *
 * Invariants:
 *   - One table (dtrace_dif_subrs, at the end), indexed by DIF_SUBR_*:
 *     name, argument counts, destructive flag, body.
 *   - Results that are strings are written into the clause's scratch space
 *     (dtrace_dif_scratch_alloc); running out raises NOSCRATCH and the
 *     subroutine returns 0.  Strings are D strings: at most strsize bytes
 *     including the NUL.
 *   - Input strings and memory are read directly when they are framework
 *     memory, else byte by byte through the OS layer's fault-safe loads;
 *     after a fault the body stops and returns 0.
 *   - Semantics (edge cases of substr, index/rindex positions, basename and
 *     dirname of "" and "/", cleanpath, lltostr bases, strjoin overflow
 *     raising NOSCRATCH, ...) follow the reference implementation.
 */
#include "dtrace_dif.h"
#include "dtrace_impl.h"	/* dtrace_speculation() */
#include "dtrace_div64.h"

#define ARG(i)		(ms->dtms_tuple[(i)].dttk_value)
#define STRSIZE(vs)	((size_t)(vs)->dtvs_strsize)

/* ---- reading strings ---------------------------------------------------- */

/* A source string: bytes below dtsc_direct are read directly. */
typedef struct dtrace_dif_src {
	uintptr_t dtsc_addr;
	size_t dtsc_direct;
} dtrace_dif_src_t;

/* Byte @i of @s beyond its directly readable part: the fault-safe load. */
static uint8_t
dtrace_dif_src_load(const dtrace_dif_src_t *s, size_t i)
{
	if (s->dtsc_addr + i < 4096) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, s->dtsc_addr + i);
		return (0);
	}
	return (dtrace_os_load8(s->dtsc_addr + i));
}

static inline void
dtrace_dif_src_init(dtrace_dif_src_t *s, const dtrace_mstate_t *ms,
    const dtrace_vstate_t *vs, uintptr_t addr)
{
	s->dtsc_addr = addr;
	s->dtsc_direct = dtrace_dif_readable(ms, vs, addr);
}

static inline uint8_t
dtrace_dif_src_get(const dtrace_dif_src_t *s, size_t i)
{
	if (__builtin_expect(i < s->dtsc_direct, 1))
		return (*(const uint8_t *)(s->dtsc_addr + i));
	return (dtrace_dif_src_load(s, i));
}

/*
 * True if reading byte @i of @s may have raised a fault: only bytes read
 * through the OS layer can (direct reads of framework memory never do),
 * so the per-CPU flags are looked at only for those.  Valid when the
 * flags were clear before the read, as they are inside a subroutine that
 * checks after every load.
 */
static inline bool
dtrace_dif_src_faulted(const dtrace_dif_src_t *s, size_t i)
{
	return (i >= s->dtsc_direct && dtrace_dif_faulted());
}

/* strlen of @addr bounded by strsize - 1; returns (size_t)-1 on a fault. */
static size_t
dtrace_dif_slen(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr)
{
	size_t n;

	if (addr == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return ((size_t)-1);
	}
	n = dtrace_dif_strlen(ms, vs, addr, STRSIZE(vs) - 1);
	if (dtrace_dif_faulted())
		return ((size_t)-1);
	return (n);
}

/* Allocate a result string buffer of @size bytes in scratch (0: NOSCRATCH). */
static char *
dtrace_dif_sbuf(dtrace_mstate_t *ms, size_t size)
{
	return ((char *)dtrace_dif_scratch_alloc(ms, size));
}

/* ---- simple subroutines -------------------------------------------------- */

/*
 * rand() is the xoroshiro128+ generator (Blackman and Vigna), one state per
 * CPU, as the reference's current rand(): 64 bits of the sum of the two
 * state words per call.  The states are seeded at framework start by
 * dtrace_rand_seed(), each CPU's from its own splitmix64 sequence.
 */
static uint64_t
dtrace_rand_rotl(uint64_t x, unsigned int k)
{
	return ((x << k) | (x >> (64 - k)));
}

/* splitmix64: the next value of the sequence whose position is *@x. */
static uint64_t
dtrace_rand_splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/**
 * dtrace_rand_seed - seed every CPU's rand() state from @seed (not in
 * probe context; dtrace_init() passes the time).  Never leaves a state
 * all zero.
 */
void
dtrace_rand_seed(uint64_t seed)
{
	uint32_t i;

	for (i = 0; i < dtrace_ncpus; i++) {
		uint64_t *r = dtrace_percpu[i].dtc_rand;

		r[0] = dtrace_rand_splitmix(&seed);
		r[1] = dtrace_rand_splitmix(&seed);
		if ((r[0] | r[1]) == 0)
			r[1] = 1;
	}
}

static uint64_t
dtrace_subr_rand(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	/* the emulator run without the framework (unit tests, fuzzers) */
	static uint64_t alone[2] = { 0x9e3779b97f4a7c15ULL, 1 };
	uint64_t *r = dtrace_percpu != NULL ?
	    dtrace_percpu[dtrace_os_cpu_id()].dtc_rand : alone;
	uint64_t s0 = r[0], s1 = r[1], v = s0 + s1;

	(void) ms; (void) vs; (void) nargs;
	s1 ^= s0;
	r[0] = dtrace_rand_rotl(s0, 24) ^ s1 ^ (s1 << 16);
	r[1] = dtrace_rand_rotl(s1, 37);
	return (v);
}

static uint64_t
dtrace_subr_speculation(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	/* dtrace_speculation.c: an ID, or 0 (counted busy / unavailable) */
	(void) ms; (void) nargs;
	if (vs->dtvs_state == NULL)
		return (0);
	return (dtrace_speculation((dtrace_state_t *)vs->dtvs_state));
}

static uint64_t
dtrace_subr_progenyof(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	(void) vs; (void) nargs;
	return (dtrace_os_progenyof((int32_t)ARG(0)) != 0);
}

static uint64_t
dtrace_subr_getmajor(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) vs; (void) nargs;
	return (dtrace_os_getmajor(ARG(0)));
}

static uint64_t
dtrace_subr_getminor(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) vs; (void) nargs;
	return (dtrace_os_getminor(ARG(0)));
}

static uint64_t
dtrace_subr_bswap16(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uint16_t v = (uint16_t)ARG(0);

	(void) vs; (void) nargs;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return (v);
#else
	return ((uint16_t)((v >> 8) | (v << 8)));
#endif
}

static uint64_t
dtrace_subr_bswap32(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uint32_t v = (uint32_t)ARG(0);

	(void) vs; (void) nargs;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return (v);
#else
	return (((v & 0xff) << 24) | ((v & 0xff00) << 8) |
	    ((v >> 8) & 0xff00) | (v >> 24));
#endif
}

static uint64_t
dtrace_subr_bswap64(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uint64_t v = ARG(0), r = 0;
	int i;

	(void) vs; (void) nargs;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return (v);
#endif
	for (i = 0; i < 8; i++) {
		r = (r << 8) | (v & 0xff);
		v >>= 8;
	}
	return (r);
}

/* ---- memory ---------------------------------------------------------------- */

static uint64_t
dtrace_subr_alloca(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uint64_t size = ARG(0);
	uintptr_t p;

	(void) vs; (void) nargs;
	if (size > ms->dtms_scratch_size) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_NOSCRATCH, 0);
		return (0);
	}
	p = dtrace_dif_scratch_alloc(ms, (size_t)size);
	return (p);
}

static uint64_t
dtrace_subr_bcopy(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uintptr_t src = ARG(0), dst = ARG(1);
	uint64_t size = ARG(2);

	(void) nargs;
	if (!dtrace_dif_in_scratch(ms, dst, size)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, dst);
		return (0);
	}
	(void) dtrace_dif_copy_mem(ms, vs, src, (void *)dst, (size_t)size);
	return (0);
}

static uint64_t
dtrace_subr_copyin(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uintptr_t uaddr = ARG(0);
	uint64_t size = ARG(1);
	uintptr_t p;

	(void) vs; (void) nargs;
	if (size > ms->dtms_scratch_size) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_NOSCRATCH, 0);
		return (0);
	}
	if ((p = dtrace_dif_scratch_alloc(ms, (size_t)size)) == 0)
		return (0);
	if (size != 0 && dtrace_os_copyin(uaddr, (void *)p, (size_t)size) != 0)
		return (0);
	return (p);
}

static uint64_t
dtrace_subr_copyinto(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uintptr_t uaddr = ARG(0), dst = ARG(2);
	uint64_t size = ARG(1);

	(void) vs; (void) nargs;
	if (!dtrace_dif_in_scratch(ms, dst, size)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, dst);
		return (0);
	}
	if (size != 0)
		(void) dtrace_os_copyin(uaddr, (void *)dst, (size_t)size);
	return (0);
}

static uint64_t
dtrace_subr_copyinstr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t size = STRSIZE(vs);
	char *d;

	if (nargs > 1 && ARG(1) < size)
		size = (size_t)ARG(1) + 1;
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	if (dtrace_os_copyinstr(ARG(0), d, size) < 0)
		return (0);
	d[size - 1] = '\0';
	return ((uintptr_t)d);
}

static uint64_t
dtrace_subr_copyout(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uintptr_t src = ARG(0), uaddr = ARG(1);
	uint64_t size = ARG(2);

	(void) nargs;
	if (size == 0)
		return (0);
	if (!dtrace_dif_inmem(ms, vs, src, (size_t)size)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, src);
		return (0);
	}
	(void) dtrace_os_copyout((const void *)src, uaddr, (size_t)size);
	return (0);
}

static uint64_t
dtrace_subr_copyoutstr(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	uintptr_t src = ARG(0), uaddr = ARG(1);
	uint64_t size = ARG(2);
	size_t len;

	(void) nargs;
	if (size == 0)
		return (0);
	if (dtrace_dif_readable(ms, vs, src) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, src);
		return (0);
	}
	len = dtrace_dif_strlen(ms, vs, src, (size_t)size - 1) + 1;
	if (!dtrace_dif_inmem(ms, vs, src, len)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, src);
		return (0);
	}
	(void) dtrace_os_copyout((const void *)src, uaddr, len);
	return (0);
}

/* ---- strings -------------------------------------------------------------- */

static uint64_t
dtrace_subr_strlen(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t n = dtrace_dif_slen(ms, vs, ARG(0));

	(void) nargs;
	return (n == (size_t)-1 ? 0 : n);
}

static uint64_t
dtrace_subr_strjoin(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t size = STRSIZE(vs), i = 0, j;
	dtrace_dif_src_t s1, s2;
	char *d;
	uint8_t c;

	(void) nargs;
	if (ARG(0) == 0 || ARG(1) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return (0);
	}
	/* Reserve strsize bytes; only what the result uses stays allocated. */
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	dtrace_dif_src_init(&s1, ms, vs, ARG(0));
	dtrace_dif_src_init(&s2, ms, vs, ARG(1));
	for (j = 0; ; j++) {
		if (i >= size)
			goto overflow;
		c = dtrace_dif_src_get(&s1, j);
		if (dtrace_dif_src_faulted(&s1, j))
			return (0);
		if (c == '\0')
			break;
		d[i++] = (char)c;
	}
	for (j = 0; ; j++) {
		if (i >= size)
			goto overflow;
		c = dtrace_dif_src_get(&s2, j);
		if (dtrace_dif_src_faulted(&s2, j))
			return (0);
		d[i++] = (char)c;
		if (c == '\0')
			break;
	}
	ms->dtms_scratch_used = ((uintptr_t)d - ms->dtms_scratch_base) + i;
	return ((uintptr_t)d);
overflow:
	dtrace_dif_set_fault(DTRACE_CPUFLAG_NOSCRATCH, 0);
	return (0);
}

static uint64_t
dtrace_subr_substr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t size = STRSIZE(vs);
	int64_t index = (int64_t)ARG(1);
	int64_t remaining = nargs > 2 ? (int64_t)ARG(2) : (int64_t)size;
	size_t len = dtrace_dif_slen(ms, vs, ARG(0));
	dtrace_dif_src_t s;
	int64_t i;
	char *d;

	if (len == (size_t)-1)
		return (0);
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	if (index < 0) {
		index += (int64_t)len;
		if (index < 0 && index + remaining > 0) {
			remaining += index;
			index = 0;
		}
	}
	if (index >= (int64_t)len || index < 0)
		remaining = 0;
	else if (remaining < 0)
		remaining += (int64_t)len - index;
	else if (index + remaining > (int64_t)size)
		remaining = (int64_t)size - index;
	if (remaining > (int64_t)size - 1)
		remaining = (int64_t)size - 1;

	dtrace_dif_src_init(&s, ms, vs, ARG(0) + (index > 0 ? index : 0));
	for (i = 0; i < remaining; i++) {
		if ((d[i] = (char)dtrace_dif_src_get(&s, (size_t)i)) == '\0')
			break;
		if (dtrace_dif_src_faulted(&s, (size_t)i))
			return (0);
	}
	/*
	 * NULs up to the length asked for, not only one: a translator that
	 * stores substr(s, 0, N - 1) in a char[N] member (pr_psargs,
	 * pr_fname) copies N bytes, which must hold no stale scratch bytes
	 * after the string (trace() would print them, aggregation keys
	 * would differ by them).
	 */
	if (i < 0)
		i = 0;
	do {
		d[i++] = '\0';
	} while (i <= remaining);
	return ((uintptr_t)d);
}

static uint64_t
dtrace_subr_case(dtrace_mstate_t *ms, dtrace_vstate_t *vs, bool upper)
{
	size_t size = STRSIZE(vs), i;
	char lo = upper ? 'a' : 'A', hi = upper ? 'z' : 'Z';
	char to = upper ? 'A' : 'a';
	dtrace_dif_src_t s;
	char *d, c;

	if (dtrace_dif_slen(ms, vs, ARG(0)) == (size_t)-1)
		return (0);
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	dtrace_dif_src_init(&s, ms, vs, ARG(0));
	for (i = 0; i + 1 < size; i++) {
		c = (char)dtrace_dif_src_get(&s, i);
		if (dtrace_dif_src_faulted(&s, i))
			return (0);
		if (c == '\0')
			break;
		if (c >= lo && c <= hi)
			c = (char)(to + (c - lo));
		d[i] = c;
	}
	d[i] = '\0';
	return ((uintptr_t)d);
}

static uint64_t
dtrace_subr_toupper(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_case(ms, vs, true));
}

static uint64_t
dtrace_subr_tolower(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_case(ms, vs, false));
}

/* strchr / strrchr: address of the first / last @target in the string. */
static uint64_t
dtrace_subr_chr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, bool last)
{
	dtrace_dif_src_t s;
	size_t i, lim = STRSIZE(vs);
	char target = (char)ARG(1), c;
	uint64_t r = 0;

	if (ARG(0) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return (0);
	}
	dtrace_dif_src_init(&s, ms, vs, ARG(0));
	for (i = 0; i < lim; i++) {
		c = (char)dtrace_dif_src_get(&s, i);
		if (dtrace_dif_src_faulted(&s, i))
			return (0);
		if (c == target) {
			r = ARG(0) + i;
			if (!last)
				break;
		}
		if (c == '\0')
			break;
	}
	return (r);
}

static uint64_t
dtrace_subr_strchr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_chr(ms, vs, false));
}

static uint64_t
dtrace_subr_strrchr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_chr(ms, vs, true));
}

/* Does @sub (length @sublen) occur at offset @at of @s? */
static bool
dtrace_dif_match_at(const dtrace_dif_src_t *s, size_t at,
    const dtrace_dif_src_t *sub, size_t sublen)
{
	size_t k;

	for (k = 0; k < sublen; k++) {
		if (dtrace_dif_src_get(s, at + k) !=
		    dtrace_dif_src_get(sub, k))
			return (false);
	}
	return (true);
}

enum { DIF_FIND_STRSTR, DIF_FIND_INDEX, DIF_FIND_RINDEX };

static uint64_t
dtrace_subr_find(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs,
    int kind)
{
	size_t len = dtrace_dif_slen(ms, vs, ARG(0));
	size_t sublen = len == (size_t)-1 ? 0 : dtrace_dif_slen(ms, vs, ARG(1));
	uint64_t notfound = kind == DIF_FIND_STRSTR ? 0 : (uint64_t)-1;
	dtrace_dif_src_t s, sub;
	int64_t pos, end, inc, p;

	if (len == (size_t)-1 || sublen == (size_t)-1)
		return (0);
	if (len == 0 && sublen == 0)
		return (kind == DIF_FIND_STRSTR ? ARG(0) : 0);

	if (kind == DIF_FIND_RINDEX) {
		pos = (int64_t)len;
		end = -1;
		inc = -1;
	} else {
		pos = 0;
		end = (int64_t)len;
		inc = 1;
	}
	if (kind != DIF_FIND_STRSTR && nargs == 3) {
		int64_t start = (int64_t)ARG(2);

		if (kind == DIF_FIND_RINDEX) {
			if (start < 0)
				return (sublen == 0 ? 0 : notfound);
			if (start > (int64_t)len)
				start = (int64_t)len;
		} else {
			if (start < 0)
				start = 0;
			if (start >= (int64_t)len)
				return (sublen == 0 ? len : notfound);
		}
		pos = start;
	}

	dtrace_dif_src_init(&s, ms, vs, ARG(0));
	dtrace_dif_src_init(&sub, ms, vs, ARG(1));
	for (p = pos; p != end; p += inc) {
		/* Never compare past the string's NUL (at offset len). */
		if ((size_t)p + sublen > len)
			continue;
		if (dtrace_dif_match_at(&s, (size_t)p, &sub, sublen)) {
			if (dtrace_dif_faulted())
				return (0);
			return (kind == DIF_FIND_STRSTR ? ARG(0) + (uint64_t)p :
			    (uint64_t)p);
		}
		if (dtrace_dif_faulted())
			return (0);
	}
	return (notfound);
}

static uint64_t
dtrace_subr_strstr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	return (dtrace_subr_find(ms, vs, nargs, DIF_FIND_STRSTR));
}

static uint64_t
dtrace_subr_index(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	return (dtrace_subr_find(ms, vs, nargs, DIF_FIND_INDEX));
}

static uint64_t
dtrace_subr_rindex(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	return (dtrace_subr_find(ms, vs, nargs, DIF_FIND_RINDEX));
}

static uint64_t
dtrace_subr_strtok(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t size = STRSIZE(vs), i, k;
	uintptr_t addr = ARG(0), limit;
	uint8_t map[32], c = 0;
	dtrace_dif_src_t tok, s;
	char *d;

	(void) nargs;
	if (ARG(1) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return (0);
	}
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	if (addr == 0) {
		/* Continue the previous strtok() of this firing. */
		addr = ms->dtms_strtok;
		limit = ms->dtms_strtok_limit;
		if (addr == 0)
			return (0);
	} else {
		limit = addr + size;
	}

	for (k = 0; k < sizeof (map); k++)
		map[k] = 0;
	dtrace_dif_src_init(&tok, ms, vs, ARG(1));
	for (k = 0; k < size; k++) {
		c = dtrace_dif_src_get(&tok, k);
		if (dtrace_dif_faulted())
			return (0);
		if (c == '\0')
			break;
		map[c >> 3] |= (uint8_t)(1 << (c & 7));
	}

	/* Skip leading delimiters. */
	dtrace_dif_src_init(&s, ms, vs, addr);
	c = 0;
	for (k = 0; addr + k < limit; k++) {
		c = dtrace_dif_src_get(&s, k);
		if (dtrace_dif_faulted())
			return (0);
		if (c == '\0' || !(map[c >> 3] & (1 << (c & 7))))
			break;
	}
	if (c == '\0' || addr + k >= limit) {
		ms->dtms_strtok = 0;
		ms->dtms_strtok_limit = 0;
		return (0);
	}

	for (i = 0; addr + k < limit && i + 1 < size; k++) {
		c = dtrace_dif_src_get(&s, k);
		if (dtrace_dif_faulted())
			return (0);
		if (c == '\0' || (map[c >> 3] & (1 << (c & 7))))
			break;
		d[i++] = (char)c;
	}
	d[i] = '\0';
	ms->dtms_strtok = addr + k;
	ms->dtms_strtok_limit = limit;
	return ((uintptr_t)d);
}

static uint64_t
dtrace_subr_lltostr(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	int64_t i = (int64_t)ARG(0);
	uint64_t base = 10, val, digit;
	const size_t size = 65;		/* 64 binary digits and a NUL */
	char *buf, *end;

	(void) vs;
	if (nargs > 1) {
		base = ARG(1);
		if (base <= 1 || base > 36) {
			dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, base);
			return (0);
		}
	}
	val = (base == 10 && i < 0) ? 0 - (uint64_t)i : (uint64_t)i;
	/* Room for digits plus "0x" or "-" prefixes. */
	if ((buf = dtrace_dif_sbuf(ms, size + 2)) == NULL)
		return (0);
	end = buf + size + 1;
	*end-- = '\0';
	while (val != 0) {
		val = dtrace_udivmod64(val, (uint64_t)base, &digit);
		*end-- = (char)(digit <= 9 ? '0' + digit : 'a' + digit - 10);
	}
	if (i == 0 && base == 16)
		*end-- = '0';
	if (base == 16)
		*end-- = 'x';
	if (i == 0 || base == 8 || base == 16)
		*end-- = '0';
	if (i < 0 && base == 10)
		*end-- = '-';
	return ((uintptr_t)(end + 1));
}

static uint64_t
dtrace_subr_strtoll(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	uint64_t base = nargs > 1 ? ARG(1) : 10, acc = 0, lim;
	size_t size = STRSIZE(vs), k = 0;
	bool neg = false, any = false, over = false;
	dtrace_dif_src_t s;
	uint8_t c;
	unsigned d;

	if (base < 2 || base > 36) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, base);
		return (0);
	}
	if (ARG(0) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return (0);
	}
	dtrace_dif_src_init(&s, ms, vs, ARG(0));
	c = dtrace_dif_src_get(&s, k);
	while (k < size && (c == ' ' || (c >= '\t' && c <= '\r')))
		c = dtrace_dif_src_get(&s, ++k);
	if (c == '-' || c == '+') {
		neg = c == '-';
		c = dtrace_dif_src_get(&s, ++k);
	}
	if (base == 16 && c == '0') {
		uint8_t x = dtrace_dif_src_get(&s, k + 1);

		if (x == 'x' || x == 'X')
			k += 2;
		c = dtrace_dif_src_get(&s, k);
	}
	lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
	for (; k < size && !dtrace_dif_faulted();
	    c = dtrace_dif_src_get(&s, ++k)) {
		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'z')
			d = c - 'a' + 10;
		else if (c >= 'A' && c <= 'Z')
			d = c - 'A' + 10;
		else
			break;
		if (d >= base)
			break;
		any = true;
		if (over || acc > dtrace_udiv64(lim - d, base))
			over = true;
		else
			acc = acc * base + d;
	}
	if (dtrace_dif_faulted() || !any)
		return (0);
	if (over)
		acc = lim;
	return (neg ? 0 - acc : acc);
}

/* basename() and dirname() (POSIX semantics, as the reference). */
static uint64_t
dtrace_subr_path(dtrace_mstate_t *ms, dtrace_vstate_t *vs, bool dir)
{
	size_t size = STRSIZE(vs);
	size_t slen = dtrace_dif_slen(ms, vs, ARG(0));
	int64_t len, i, j, lastbase = -1, firstbase = -1, lastdir = -1;
	int64_t start, end;
	dtrace_dif_src_t s;
	static const char dot[] = ".";
	char *d;

	if (slen == (size_t)-1)
		return (0);
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	len = (int64_t)slen;
	if (len == 0) {
		d[0] = '.';
		d[1] = '\0';
		return ((uintptr_t)d);
	}
	dtrace_dif_src_init(&s, ms, vs, ARG(0));

	for (i = len - 1; i >= 0; i--)
		if (dtrace_dif_src_get(&s, (size_t)i) != '/')
			break;
	if (i >= 0)
		lastbase = i;
	for (; i >= 0; i--)
		if (dtrace_dif_src_get(&s, (size_t)i) == '/')
			break;
	if (i >= 0)
		firstbase = i + 1;
	for (; i >= 0; i--)
		if (dtrace_dif_src_get(&s, (size_t)i) != '/')
			break;
	if (i >= 0)
		lastdir = i;
	if (dtrace_dif_faulted())
		return (0);

	if (lastbase == -1) {
		/* Only slashes: both answers are "/". */
		firstbase = lastbase = lastdir = 0;
	}
	if (firstbase == -1) {
		if (dir) {
			d[0] = dot[0];
			d[1] = '\0';
			return ((uintptr_t)d);
		}
		firstbase = 0;
	}
	if (dir) {
		if (lastdir == -1)
			lastdir = 0;
		start = 0;
		end = lastdir;
	} else {
		start = firstbase;
		end = lastbase;
	}
	for (i = start, j = 0; i <= end && j < (int64_t)size - 1; i++, j++)
		d[j] = (char)dtrace_dif_src_get(&s, (size_t)i);
	d[j] = '\0';
	return ((uintptr_t)d);
}

static uint64_t
dtrace_subr_basename(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_path(ms, vs, false));
}

static uint64_t
dtrace_subr_dirname(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_path(ms, vs, true));
}

/*
 * cleanpath(): remove "//", "/./" and "/name/.." components, as the
 * reference does (purely textual; symbolic links are not resolved).
 */
static uint64_t
dtrace_subr_cleanpath(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	size_t size = STRSIZE(vs), i = 0, j = 0;
	dtrace_dif_src_t s;
	char *d, c;

	(void) nargs;
	if (ARG(0) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, 0);
		return (0);
	}
	if ((d = dtrace_dif_sbuf(ms, size)) == NULL)
		return (0);
	dtrace_dif_src_init(&s, ms, vs, ARG(0));

#define	CP_NEXT()	((char)(i < size ? dtrace_dif_src_get(&s, i++) : '\0'))
	c = CP_NEXT();
	while (c != '\0' && !dtrace_dif_faulted()) {
		if (j + 5 >= size)	/* room for "/..c" and a NUL */
			break;
		if (c != '/') {
			d[j++] = c;
			c = CP_NEXT();
			continue;
		}
		c = CP_NEXT();
		if (c == '/')
			continue;		/* "//": drop one slash */
		if (c != '.') {
			d[j++] = '/';
			if (c == '\0')
				break;
			d[j++] = c;
			c = CP_NEXT();
			continue;
		}
		c = CP_NEXT();
		if (c == '/')
			continue;		/* "/./" */
		if (c != '.') {
			d[j++] = '/';
			d[j++] = '.';
			if (c == '\0')
				break;
			d[j++] = c;
			c = CP_NEXT();
			continue;
		}
		c = CP_NEXT();
		if (c != '/' && c != '\0') {
			d[j++] = '/';
			d[j++] = '.';
			d[j++] = '.';
			d[j++] = c;
			c = CP_NEXT();
			continue;
		}
		/* "/../" or "/..": back up to the previous slash. */
		while (j != 0 && d[--j] != '/')
			continue;
		if (c == '\0') {
			d[j++] = '/';
			break;
		}
	}
#undef CP_NEXT
	if (dtrace_dif_faulted())
		return (0);
	d[j] = '\0';
	return ((uintptr_t)d);
}

/* ---- network addresses ------------------------------------------------------ */

#define DTRACE_INET_ADDRSTRLEN	16
#define DTRACE_INET6_ADDRSTRLEN	46

/* Write the decimal @v in front of @end (which moves backwards). */
static char *
dtrace_dif_putdec_rev(char *end, unsigned v)
{
	if (v == 0) {
		*end-- = '0';
		return (end);
	}
	for (; v != 0; v /= 10)
		*end-- = (char)('0' + v % 10);
	return (end);
}

static uint64_t
dtrace_dif_ntoa4(dtrace_mstate_t *ms, const uint8_t *a)
{
	char *base, *end;
	int i;

	if ((base = dtrace_dif_sbuf(ms, DTRACE_INET_ADDRSTRLEN)) == NULL)
		return (0);
	end = base + DTRACE_INET_ADDRSTRLEN - 1;
	*end-- = '\0';
	for (i = 3; i >= 0; i--) {
		end = dtrace_dif_putdec_rev(end, a[i]);
		if (i > 0)
			*end-- = '.';
	}
	return ((uintptr_t)(end + 1));
}

static uint64_t
dtrace_dif_ntoa6(dtrace_mstate_t *ms, const uint8_t *a, bool ntop)
{
	static const char digits[] = "0123456789abcdef";
	int firstzero = -1, tryzero = -1, numzero = 1, v6end, i;
	char *base, *end;
	unsigned val;
	bool v4 = true;

	if ((base = dtrace_dif_sbuf(ms, DTRACE_INET6_ADDRSTRLEN)) == NULL)
		return (0);
	end = base + DTRACE_INET6_ADDRSTRLEN - 1;
	*end-- = '\0';

	/* The longest run of zero 16-bit groups, for the one "::". */
	for (i = 0; i < 16; i++) {
		if (a[i] == 0 && tryzero == -1 && i % 2 == 0) {
			tryzero = i;
			continue;
		}
		if (tryzero != -1 && (a[i] != 0 || i == 15)) {
			if (i - tryzero <= numzero) {
				tryzero = -1;
				continue;
			}
			firstzero = tryzero;
			numzero = i - i % 2 - tryzero;
			tryzero = -1;
			if (a[i] == 0 && i == 15)
				numzero += 2;
		}
	}

	/* IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d)? */
	for (i = 0; i < 10; i++)
		if (a[i] != 0)
			v4 = false;
	if (v4 && !((a[10] == 0xff && a[11] == 0xff) ||
	    (a[10] == 0 && a[11] == 0 &&
	    (a[12] | a[13] | a[14] | a[15]) != 0 &&
	    !(a[12] == 0 && a[13] == 0 && a[14] == 0 && a[15] == 1))))
		v4 = false;

	v6end = 14;
	if (v4) {
		for (i = 15; i >= 12; i--) {
			end = dtrace_dif_putdec_rev(end, a[i]);
			if (i > 12)
				*end-- = '.';
		}
		if (!ntop)
			return ((uintptr_t)(end + 1));
		v6end = 10;
	}
	for (i = v6end; i >= 0; i -= 2) {
		if (i == firstzero + numzero - 2) {
			*end-- = ':';
			*end-- = ':';
			i -= numzero - 2;
			continue;
		}
		if (i < 14 && i != firstzero - 2)
			*end-- = ':';
		val = ((unsigned)a[i] << 8) + a[i + 1];
		if (val == 0) {
			*end-- = '0';
		} else {
			for (; val != 0; val /= 16)
				*end-- = digits[val % 16];
		}
	}
	return ((uintptr_t)(end + 1));
}

/* @family: 4 or 6 (else an illegal operation on @af, the caller's number) */
static uint64_t
dtrace_subr_inet(dtrace_mstate_t *ms, dtrace_vstate_t *vs, int af,
    int family, uintptr_t addr, bool ntop)
{
	uint8_t a[16];

	if (family == 4) {
		if (dtrace_dif_copy_mem(ms, vs, addr, a, 4) != 0)
			return (0);
		return (dtrace_dif_ntoa4(ms, a));
	}
	if (family == 6) {
		if (dtrace_dif_copy_mem(ms, vs, addr, a, 16) != 0)
			return (0);
		return (dtrace_dif_ntoa6(ms, a, ntop));
	}
	dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, (uint64_t)af);
	return (0);
}

static uint64_t
dtrace_subr_inet_ntop(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_inet(ms, vs, (int)ARG(0),
	    dtrace_os_inet_family((int)ARG(0)), ARG(1), true));
}

static uint64_t
dtrace_subr_inet_ntoa(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_inet(ms, vs, 0, 4, ARG(0), false));
}

static uint64_t
dtrace_subr_inet_ntoa6(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t nargs)
{
	(void) nargs;
	return (dtrace_subr_inet(ms, vs, 0, 6, ARG(0), false));
}

/* ---- json() ---------------------------------------------------------------- */

/*
 * json(string, selector): the value at @selector ("a.b[2].c") in the JSON
 * text @string, as a string: a string value without its quotes (escape
 * sequences left as written), a number, true, false or null as written,
 * an object or array as its full text.  NULL when the selector does not
 * match, the text is not valid where it had to be read, or the top level
 * is not an object or array.  (Reference semantics; the scanner is
 * iterative and bounded by the string's length.)
 */
typedef struct dtrace_json {
	dtrace_dif_src_t js_src;	/* the JSON text */
	size_t js_len;			/* its length */
	size_t js_pos;			/* scan position */
} dtrace_json_t;

static inline int
dtrace_json_peek(dtrace_json_t *j)
{
	if (j->js_pos >= j->js_len)
		return (-1);
	return (dtrace_dif_src_get(&j->js_src, j->js_pos));
}

static void
dtrace_json_ws(dtrace_json_t *j)
{
	int c;

	while ((c = dtrace_json_peek(j)) == ' ' || c == '\t' || c == '\n' ||
	    c == '\r')
		j->js_pos++;
}

/* Skip a string whose opening quote is at js_pos; false if unterminated. */
static bool
dtrace_json_skipstr(dtrace_json_t *j)
{
	int c;

	for (j->js_pos++; (c = dtrace_json_peek(j)) != -1; j->js_pos++) {
		if (c == '\\') {
			j->js_pos++;
		} else if (c == '"') {
			j->js_pos++;
			return (true);
		}
	}
	return (false);
}

/* Skip one value starting at js_pos (after white space). */
static bool
dtrace_json_skipval(dtrace_json_t *j)
{
	uint32_t depth = 0;
	int c = dtrace_json_peek(j);

	if (c == '"')
		return (dtrace_json_skipstr(j));
	if (c != '{' && c != '[') {
		/* number, true, false, null */
		while ((c = dtrace_json_peek(j)) != -1 && c != ',' &&
		    c != '}' && c != ']' && c != ' ' && c != '\t' &&
		    c != '\n' && c != '\r')
			j->js_pos++;
		return (true);
	}
	while ((c = dtrace_json_peek(j)) != -1) {
		if (c == '"') {
			if (!dtrace_json_skipstr(j))
				return (false);
			if (depth == 0)
				return (true);
			continue;
		}
		if (c == '{' || c == '[')
			depth++;
		else if ((c == '}' || c == ']') && --depth == 0) {
			j->js_pos++;
			return (true);
		}
		j->js_pos++;
	}
	return (false);
}

/* Copy the value at js_pos into @d (room for js_len + 1 bytes). */
static bool
dtrace_json_copyval(dtrace_json_t *j, char *d)
{
	size_t start = j->js_pos, end, k, n = 0;
	int c = dtrace_json_peek(j);

	if (c == -1)
		return (false);
	if (c == 't' || c == 'f' || c == 'n') {
		static const char *const lit[] = { "true", "false", "null" };
		const char *l = lit[c == 't' ? 0 : c == 'f' ? 1 : 2];

		for (k = 0; l[k] != '\0'; k++)
			if (dtrace_json_peek(j) != l[k])
				return (false);
			else
				j->js_pos++;
		c = dtrace_json_peek(j);
		if (c >= 'a' && c <= 'z')
			return (false);
		for (k = 0; l[k] != '\0'; k++)
			d[n++] = l[k];
		d[n] = '\0';
		return (true);
	}
	if (c != '"' && c != '{' && c != '[' && c != '-' &&
	    !(c >= '0' && c <= '9'))
		return (false);
	if (!dtrace_json_skipval(j))
		return (false);
	end = j->js_pos;
	if (c == '"') {
		start++;	/* drop the quotes */
		end--;
	}
	for (k = start; k < end; k++)
		d[n++] = (char)dtrace_dif_src_get(&j->js_src, k);
	d[n] = '\0';
	return (true);
}

/* Compare the key string at js_pos (quote included) with @key; skips it. */
static bool
dtrace_json_key(dtrace_json_t *j, const char *key, bool *match)
{
	size_t start = j->js_pos + 1, k;

	if (!dtrace_json_skipstr(j))
		return (false);
	*match = true;
	for (k = 0; start + k < j->js_pos - 1; k++) {
		if (key[k] == '\0' ||
		    dtrace_dif_src_get(&j->js_src, start + k) != (uint8_t)key[k]) {
			*match = false;
			break;
		}
	}
	if (*match && key[k] != '\0')
		*match = false;
	return (true);
}

static uint64_t
dtrace_subr_json(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t nargs)
{
	size_t jlen = dtrace_dif_slen(ms, vs, ARG(0));
	size_t slen = jlen == (size_t)-1 ? 0 : dtrace_dif_slen(ms, vs, ARG(1));
	dtrace_dif_src_t sel;
	dtrace_json_t j;
	char *dest, *elems, *e;
	uint32_t nelems = 1, lvl;
	size_t k;

	(void) nargs;
	if (jlen == (size_t)-1 || slen == (size_t)-1)
		return (0);
	if ((dest = dtrace_dif_sbuf(ms, jlen + 1 + slen + 1)) == NULL)
		return (0);
	elems = dest + jlen + 1;

	/* "a.b[2]" -> "a\0b\0" "2\0"; a leading '[' is ignored. */
	dtrace_dif_src_init(&sel, ms, vs, ARG(1));
	for (e = elems, k = 0; k < slen; k++) {
		char c = (char)dtrace_dif_src_get(&sel, k);

		if ((k == 0 && c == '[') || c == ']')
			continue;
		if (c == '.' || c == '[') {
			nelems++;
			c = '\0';
		}
		*e++ = c;
	}
	*e = '\0';

	dtrace_dif_src_init(&j.js_src, ms, vs, ARG(0));
	j.js_len = jlen;
	j.js_pos = 0;
	for (e = elems, lvl = 0; lvl < nelems; lvl++) {
		int c;
		bool found = false;

		dtrace_json_ws(&j);
		c = dtrace_json_peek(&j);
		if (c == '[') {
			/* array: skip to element number e */
			int64_t want = 0, idx;

			/* as strtoll(): leading digits, else element 0 */
			for (k = 0; e[k] >= '0' && e[k] <= '9' &&
			    want < INT32_MAX; k++)
				want = want * 10 + (e[k] - '0');
			j.js_pos++;
			for (idx = 0; ; idx++) {
				dtrace_json_ws(&j);
				if (idx == want) {
					found = true;
					break;
				}
				if (dtrace_json_peek(&j) == ']' ||
				    !dtrace_json_skipval(&j))
					return (0);
				dtrace_json_ws(&j);
				if (dtrace_json_peek(&j) != ',')
					return (0);
				j.js_pos++;
			}
		} else if (c == '{') {
			j.js_pos++;
			for (;;) {
				bool match;

				dtrace_json_ws(&j);
				if (dtrace_json_peek(&j) != '"' ||
				    !dtrace_json_key(&j, e, &match))
					return (0);
				dtrace_json_ws(&j);
				if (dtrace_json_peek(&j) != ':')
					return (0);
				j.js_pos++;
				dtrace_json_ws(&j);
				if (match) {
					found = true;
					break;
				}
				if (!dtrace_json_skipval(&j))
					return (0);
				dtrace_json_ws(&j);
				if (dtrace_json_peek(&j) != ',')
					return (0);
				j.js_pos++;
			}
		} else {
			return (0);
		}
		if (!found || dtrace_dif_faulted())
			return (0);
		while (*e != '\0')
			e++;
		e++;
	}
	if (!dtrace_json_copyval(&j, dest) || dtrace_dif_faulted())
		return (0);
	return ((uintptr_t)dest);
}

/* ---- the table -------------------------------------------------------------- */

#define SUBR(num, name, lo, hi, destr, fn) \
	[num] = { name, lo, hi, destr, 0, fn }

const dtrace_dif_subr_t dtrace_dif_subrs[DIF_SUBR_MAX + 1] = {
	SUBR(DIF_SUBR_RAND, "rand", 0, 0, 0, dtrace_subr_rand),
	SUBR(DIF_SUBR_MUTEX_OWNED, "mutex_owned", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_MUTEX_OWNER, "mutex_owner", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_MUTEX_TYPE_ADAPTIVE, "mutex_type_adaptive", 1, 1, 0,
	    NULL),
	SUBR(DIF_SUBR_MUTEX_TYPE_SPIN, "mutex_type_spin", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_RW_READ_HELD, "rw_read_held", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_RW_WRITE_HELD, "rw_write_held", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_RW_ISWRITER, "rw_iswriter", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_COPYIN, "copyin", 2, 2, 0, dtrace_subr_copyin),
	SUBR(DIF_SUBR_COPYINSTR, "copyinstr", 1, 2, 0, dtrace_subr_copyinstr),
	SUBR(DIF_SUBR_SPECULATION, "speculation", 0, 0, 0,
	    dtrace_subr_speculation),
	SUBR(DIF_SUBR_PROGENYOF, "progenyof", 1, 1, 0, dtrace_subr_progenyof),
	SUBR(DIF_SUBR_STRLEN, "strlen", 1, 1, 0, dtrace_subr_strlen),
	SUBR(DIF_SUBR_COPYOUT, "copyout", 3, 3, 1, dtrace_subr_copyout),
	SUBR(DIF_SUBR_COPYOUTSTR, "copyoutstr", 3, 3, 1,
	    dtrace_subr_copyoutstr),
	SUBR(DIF_SUBR_ALLOCA, "alloca", 1, 1, 0, dtrace_subr_alloca),
	SUBR(DIF_SUBR_BCOPY, "bcopy", 3, 3, 0, dtrace_subr_bcopy),
	SUBR(DIF_SUBR_COPYINTO, "copyinto", 3, 3, 0, dtrace_subr_copyinto),
	SUBR(DIF_SUBR_MSGDSIZE, "msgdsize", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_MSGSIZE, "msgsize", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_GETMAJOR, "getmajor", 1, 1, 0, dtrace_subr_getmajor),
	SUBR(DIF_SUBR_GETMINOR, "getminor", 1, 1, 0, dtrace_subr_getminor),
	SUBR(DIF_SUBR_DDI_PATHNAME, "ddi_pathname", 2, 2, 0, NULL),
	SUBR(DIF_SUBR_STRJOIN, "strjoin", 2, 2, 0, dtrace_subr_strjoin),
	SUBR(DIF_SUBR_LLTOSTR, "lltostr", 1, 2, 0, dtrace_subr_lltostr),
	SUBR(DIF_SUBR_BASENAME, "basename", 1, 1, 0, dtrace_subr_basename),
	SUBR(DIF_SUBR_DIRNAME, "dirname", 1, 1, 0, dtrace_subr_dirname),
	SUBR(DIF_SUBR_CLEANPATH, "cleanpath", 1, 1, 0, dtrace_subr_cleanpath),
	SUBR(DIF_SUBR_STRCHR, "strchr", 2, 2, 0, dtrace_subr_strchr),
	SUBR(DIF_SUBR_STRRCHR, "strrchr", 2, 2, 0, dtrace_subr_strrchr),
	SUBR(DIF_SUBR_STRSTR, "strstr", 2, 2, 0, dtrace_subr_strstr),
	SUBR(DIF_SUBR_STRTOK, "strtok", 2, 2, 0, dtrace_subr_strtok),
	SUBR(DIF_SUBR_SUBSTR, "substr", 2, 3, 0, dtrace_subr_substr),
	SUBR(DIF_SUBR_INDEX, "index", 2, 3, 0, dtrace_subr_index),
	SUBR(DIF_SUBR_RINDEX, "rindex", 2, 3, 0, dtrace_subr_rindex),
	SUBR(DIF_SUBR_HTONS, "htons", 1, 1, 0, dtrace_subr_bswap16),
	SUBR(DIF_SUBR_HTONL, "htonl", 1, 1, 0, dtrace_subr_bswap32),
	SUBR(DIF_SUBR_HTONLL, "htonll", 1, 1, 0, dtrace_subr_bswap64),
	SUBR(DIF_SUBR_NTOHS, "ntohs", 1, 1, 0, dtrace_subr_bswap16),
	SUBR(DIF_SUBR_NTOHL, "ntohl", 1, 1, 0, dtrace_subr_bswap32),
	SUBR(DIF_SUBR_NTOHLL, "ntohll", 1, 1, 0, dtrace_subr_bswap64),
	SUBR(DIF_SUBR_INET_NTOP, "inet_ntop", 2, 2, 0, dtrace_subr_inet_ntop),
	SUBR(DIF_SUBR_INET_NTOA, "inet_ntoa", 1, 1, 0, dtrace_subr_inet_ntoa),
	SUBR(DIF_SUBR_INET_NTOA6, "inet_ntoa6", 1, 1, 0,
	    dtrace_subr_inet_ntoa6),
	SUBR(DIF_SUBR_TOUPPER, "toupper", 1, 1, 0, dtrace_subr_toupper),
	SUBR(DIF_SUBR_TOLOWER, "tolower", 1, 1, 0, dtrace_subr_tolower),
	SUBR(DIF_SUBR_MEMREF, "memref", 2, 2, 0, NULL),
	SUBR(DIF_SUBR_SX_SHARED_HELD, "sx_shared_held", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_SX_EXCLUSIVE_HELD, "sx_exclusive_held", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_SX_ISEXCLUSIVE, "sx_isexclusive", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_MEMSTR, "memstr", 3, 3, 0, NULL),
	SUBR(DIF_SUBR_GETF, "getf", 1, 1, 0, NULL),
	SUBR(DIF_SUBR_JSON, "json", 2, 2, 0, dtrace_subr_json),
	SUBR(DIF_SUBR_STRTOLL, "strtoll", 1, 2, 0, dtrace_subr_strtoll),
};
