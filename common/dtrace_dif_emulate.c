/*
 * common/dtrace_dif_emulate.c -- the DIF virtual machine: runs one validated
 * DIF object against the machine state of a probe firing.  Probe context.
 *
 * Where it sits: dtrace_probe() (dtrace_ecb.c) calls dtrace_dif_emulate()
 * for each predicate and action DIFO of a clause; the DIFO was accepted by
 * dtrace_difo_validate() and registered by dtrace_difo_hold().
 *
 * Invariants:
 *   - Runs in probe context: never blocks, never allocates, never loops.
 *     The program counter only moves forward (the validator rejects
 *     backward branches), so one call executes at most dtdo_len
 *     instructions.
 *   - Memory the framework does not own is read only through the OS
 *     layer's fault-safe loads; a failed load sets a per-CPU fault flag and
 *     the loop stops at the next instruction boundary, recording the byte
 *     offset of the faulting instruction in ms->dtms_fltoffs.
 *   - DIF code stores only into scratch space, the data part of dynamic
 *     variables and by-reference variable storage (dtrace_dif_canstore).
 *   - Arithmetic never traps: division by zero raises DIVZERO, INT64_MIN/-1
 *     wraps, shift counts are taken modulo 64.
 *   - The DIFOs dtrace_difo_hold() found to be a constant or one built-in
 *     variable (DTRACE_DIFO_FAST_*: `/0/`, count()'s 1, `@[execname]`)
 *     return from dtrace_dif_emulate() without entering the interpreter
 *     (dtrace_dif_interpret), with what the interpreter would give.
 *
 * Also here: the freestanding helpers the DIF files share (memory
 * classification, string reads, scratch allocation, fault names).
 */
#include "dtrace_dif.h"
#include "dtrace_impl.h"	/* dtrace_bzero, dtrace_memcpy */
#include "dtrace_div64.h"

/* ---- freestanding helpers ------------------------------------------------ */

/* a string key's zero fill is most of an aggregation on execname: words */
void
dtrace_dif_bzero(void *dst, size_t len)
{
	dtrace_bzero(dst, len);
}

void
dtrace_dif_memcpy(void *dst, const void *src, size_t len)
{
	(void) dtrace_memcpy(dst, src, len);
}

void
dtrace_dif_set_fault(uint16_t flag, uint64_t illval)
{
	*dtrace_os_cpu_flags() |= flag;
	*dtrace_os_cpu_illval() = illval;
}

int
dtrace_dif_fault(uint16_t f)
{
	if (f & DTRACE_CPUFLAG_BADADDR)
		return (DTRACEFLT_BADADDR);
	if (f & DTRACE_CPUFLAG_BADALIGN)
		return (DTRACEFLT_BADALIGN);
	if (f & DTRACE_CPUFLAG_ILLOP)
		return (DTRACEFLT_ILLOP);
	if (f & DTRACE_CPUFLAG_DIVZERO)
		return (DTRACEFLT_DIVZERO);
	if (f & DTRACE_CPUFLAG_NOSCRATCH)
		return (DTRACEFLT_NOSCRATCH);
	if (f & DTRACE_CPUFLAG_KPRIV)
		return (DTRACEFLT_KPRIV);
	if (f & DTRACE_CPUFLAG_UPRIV)
		return (DTRACEFLT_UPRIV);
	if (f & DTRACE_CPUFLAG_TUPOFLOW)
		return (DTRACEFLT_TUPOFLOW);
	if (f & DTRACE_CPUFLAG_BADSTACK)
		return (DTRACEFLT_BADSTACK);
	return (DTRACEFLT_UNKNOWN);
}

const char *
dtrace_dif_fault_name(int fault)
{
	switch (fault) {
	case DTRACEFLT_BADADDR:		return ("invalid address");
	case DTRACEFLT_BADALIGN:	return ("invalid alignment");
	case DTRACEFLT_ILLOP:		return ("illegal operation");
	case DTRACEFLT_DIVZERO:		return ("divide-by-zero");
	case DTRACEFLT_NOSCRATCH:	return ("out of scratch space");
	case DTRACEFLT_KPRIV:		return ("invalid kernel access");
	case DTRACEFLT_UPRIV:		return ("invalid user access");
	case DTRACEFLT_TUPOFLOW:	return ("tuple stack overflow");
	case DTRACEFLT_BADSTACK:	return ("bad stack");
	case DTRACEFLT_LIBRARY:		return ("library-level fault");
	default:			return ("unknown fault");
	}
}

/* Bytes from @addr to the end of [base, base + size), or 0 if outside. */
static inline size_t
dtrace_dif_in(uintptr_t addr, uintptr_t base, size_t size)
{
	if (addr >= base && addr - base < size)
		return (size - (addr - base));
	return (0);
}

/*
 * Where [@addr, @addr + @len) lies against the current CPU's scratch
 * space: 1 inside the part in use (alloca()'d memory, string results),
 * -1 touching the rest of the scratch or the red zones around it (see
 * DTRACE_SCRATCH_REDZONE: memory of the framework no clause allocated,
 * where a load or store faults), 0 elsewhere.
 */
static int
dtrace_dif_scratch_where(const dtrace_mstate_t *ms, uintptr_t addr,
    size_t len)
{
	uintptr_t lo = ms->dtms_scratch_base - DTRACE_SCRATCH_REDZONE;
	uintptr_t hi = ms->dtms_scratch_base + ms->dtms_scratch_size +
	    DTRACE_SCRATCH_REDZONE;

	if (ms->dtms_scratch_base == 0 || len == 0)
		return (0);
	if (addr + len <= lo || addr >= hi || addr + len < addr)
		return (0);
	if (dtrace_dif_in(addr, ms->dtms_scratch_base,
	    ms->dtms_scratch_used) >= len)
		return (1);
	return (-1);
}

/*
 * Bytes from @addr to the end of the NUL-terminated string @s (its NUL
 * included), or 0 if @addr is not inside it.  Reads at most the bytes of
 * @s up to @addr and then up to its NUL: nothing when @addr is below @s.
 */
static inline size_t
dtrace_dif_cstr_in(uintptr_t addr, const char *s)
{
	const char *p;

	if (s == NULL || addr < (uintptr_t)s)
		return (0);
	for (p = s; (uintptr_t)p < addr; p++) {
		if (*p == '\0')
			return (0);	/* the string ends before @addr */
	}
	while (*p != '\0')
		p++;
	return ((size_t)(p - (const char *)addr) + 1);
}

static size_t
dtrace_dif_svars_in(uintptr_t addr, dtrace_statvar_t **sv, uint32_t n)
{
	uint32_t i;
	size_t r;

	for (i = 0; i < n; i++) {
		if (sv[i] == NULL || sv[i]->dtsv_size == 0)
			continue;
		r = dtrace_dif_in(addr, (uintptr_t)sv[i]->dtsv_data,
		    sv[i]->dtsv_size);
		if (r != 0)
			return (r);
	}
	return (0);
}

/*
 * The regions below are distinct objects (they never overlap), so the
 * order of the tests does not change the answer, only its cost: the ones
 * that take a couple of compares come first, then the probe's own name
 * strings by their start address (the common a[probefunc] key), then the
 * loops over static variables and the general string test.
 */
size_t
dtrace_dif_readable(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr)
{
	size_t r;

	if (ms != NULL) {
		if ((r = dtrace_dif_in(addr, ms->dtms_scratch_base,
		    ms->dtms_scratch_used)) != 0)
			return (r);
		if (ms->dtms_difo != NULL && (r = dtrace_dif_in(addr,
		    (uintptr_t)ms->dtms_difo->dtdo_strtab,
		    ms->dtms_difo->dtdo_strlen)) != 0)
			return (r);
		if ((r = dtrace_dif_in(addr, (uintptr_t)ms->dtms_execname,
		    sizeof (ms->dtms_execname))) != 0)
			return (r);
	}
	if (vs != NULL && vs->dtvs_dynvars.dtds_base != NULL &&
	    (r = dtrace_dif_in(addr, (uintptr_t)vs->dtvs_dynvars.dtds_base,
	    vs->dtvs_dynvars.dtds_size)) != 0)
		return (r);
	if (ms != NULL && addr != 0 &&
	    (addr == (uintptr_t)ms->dtms_probefunc ||
	    addr == (uintptr_t)ms->dtms_probename ||
	    addr == (uintptr_t)ms->dtms_probemod ||
	    addr == (uintptr_t)ms->dtms_probeprov))
		return (dtrace_dif_cstr_in(addr, (const char *)addr));
	if (vs != NULL) {
		if ((r = dtrace_dif_svars_in(addr, vs->dtvs_globals,
		    vs->dtvs_nglobals)) != 0)
			return (r);
		if ((r = dtrace_dif_svars_in(addr, vs->dtvs_locals,
		    vs->dtvs_nlocals)) != 0)
			return (r);
	}
	if (ms != NULL) {
		if ((r = dtrace_dif_cstr_in(addr, ms->dtms_probeprov)) != 0 ||
		    (r = dtrace_dif_cstr_in(addr, ms->dtms_probemod)) != 0 ||
		    (r = dtrace_dif_cstr_in(addr, ms->dtms_probefunc)) != 0 ||
		    (r = dtrace_dif_cstr_in(addr, ms->dtms_probename)) != 0)
			return (r);
	}
	return (0);
}

bool
dtrace_dif_inmem(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t len)
{
	size_t r = dtrace_dif_readable(ms, vs, addr);

	return (r != 0 && r >= len);
}

bool
dtrace_dif_in_scratch(const dtrace_mstate_t *ms, uintptr_t addr,
    uint64_t len)
{
	size_t r = dtrace_dif_in(addr, ms->dtms_scratch_base,
	    ms->dtms_scratch_used);

	return (r != 0 && len <= r);
}

bool
dtrace_dif_canstore(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t len)
{
	size_t r;

	if (len == 0)
		len = 1;
	switch (dtrace_dif_scratch_where(ms, addr, len)) {
	case 1:
		return (true);
	case -1:
		return (false);	/* beyond what alloca() gave */
	}
	if (vs == NULL)
		return (false);
	if (vs->dtvs_dynvars.dtds_base != NULL &&
	    dtrace_dif_in(addr, (uintptr_t)vs->dtvs_dynvars.dtds_base,
	    vs->dtvs_dynvars.dtds_size) != 0)
		return (dtrace_dynvar_canstore(&vs->dtvs_dynvars, addr, len));
	r = dtrace_dif_svars_in(addr, vs->dtvs_globals, vs->dtvs_nglobals);
	if (r == 0)
		r = dtrace_dif_svars_in(addr, vs->dtvs_locals, vs->dtvs_nlocals);
	return (r != 0 && r >= len);
}

uint8_t
dtrace_dif_ldb(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr)
{
	if (dtrace_dif_readable(ms, vs, addr) != 0)
		return (*(const uint8_t *)addr);
	return (dtrace_os_load8(addr));
}

size_t
dtrace_dif_strlen(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t max)
{
	size_t direct = dtrace_dif_readable(ms, vs, addr);
	volatile uint16_t *flags;
	size_t i;
	uint8_t c;

	/* framework memory: plain reads, which cannot fault */
	if (direct > max)
		direct = max;
	for (i = 0; i < direct; i++) {
		if (*(const uint8_t *)(addr + i) == '\0')
			return (i);
	}
	if (i == max)
		return (i);
	/* the rest through the fault-safe loads */
	flags = dtrace_os_cpu_flags();
	for (; i < max; i++) {
		c = dtrace_os_load8(addr + i);
		if (*flags & DTRACE_CPUFLAG_ERROR)
			return (i);
		if (c == '\0')
			break;
	}
	return (i);
}

long
dtrace_dif_strcpy(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, char *dst, size_t size)
{
	size_t direct, i;
	volatile uint16_t *flags;
	uint8_t c;

	if (size == 0)
		return (0);
	direct = dtrace_dif_readable(ms, vs, src);
	if (direct > size - 1)
		direct = size - 1;
	/* framework memory: plain reads, which cannot fault */
	for (i = 0; i < direct; i++) {
		if ((c = *(const uint8_t *)(src + i)) == '\0')
			break;
		dst[i] = (char)c;
	}
	if (i < direct || i + 1 >= size) {
		dst[i] = '\0';
		return ((long)i);
	}
	/* the rest through the fault-safe loads */
	flags = dtrace_os_cpu_flags();
	for (; i + 1 < size; i++) {
		c = dtrace_os_load8(src + i);
		if (*flags & DTRACE_CPUFLAG_ERROR) {
			dst[i] = '\0';
			return (-1);
		}
		if (c == '\0')
			break;
		dst[i] = (char)c;
	}
	dst[i] = '\0';
	return ((long)i);
}

long
dtrace_dif_copy_str(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, char *dst, size_t size)
{
	long n;

	if (size == 0)
		return (0);
	n = dtrace_dif_strcpy(ms, vs, src, dst, size);
	if (n < 0)
		return (-1);
	dtrace_dif_bzero(dst + n, size - (size_t)n);
	return (n);
}

int
dtrace_dif_copy_mem(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, void *dst, size_t len)
{
	if (len == 0)
		return (0);
	if (dtrace_dif_inmem(ms, vs, src, len)) {
		dtrace_dif_memcpy(dst, (const void *)src, len);
		return (0);
	}
	if (src < 4096 || (ms != NULL &&
	    dtrace_dif_scratch_where(ms, src, len) != 0)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, src);
		return (-1);
	}
	return (dtrace_os_kcopy(src, dst, len) == 0 ? 0 : -1);
}

uintptr_t
dtrace_dif_scratch_alloc(dtrace_mstate_t *ms, size_t size)
{
	size_t used = (ms->dtms_scratch_used + 7) & ~(size_t)7;

	if (used > ms->dtms_scratch_size ||
	    size > ms->dtms_scratch_size - used) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_NOSCRATCH, 0);
		return (0);
	}
	ms->dtms_scratch_used = used + size;
	return (ms->dtms_scratch_base + used);
}

/* ---- loads and stores ---------------------------------------------------- */

/*
 * Load @size bytes (1, 2, 4, 8) from @addr: directly from the scratch space
 * or the dynamic variable space (the common cases of this-> structures and
 * associative arrays of structures), else through the OS layer (@user: from the traced process).  Misaligned
 * addresses raise BADALIGN; the null page raises BADADDR without asking
 * the OS.
 */
static uint64_t
dtrace_dif_load(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, unsigned size, bool user)
{
	if (addr & (size - 1)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADALIGN, addr);
		return (0);
	}
	if (!user && dtrace_dif_scratch_where(ms, addr, size) < 0) {
		/* scratch memory no clause allocated (alloca() bounds) */
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, addr);
		return (0);
	}
	if (!user && (dtrace_dif_in(addr, ms->dtms_scratch_base,
	    ms->dtms_scratch_used) >= size ||
	    (vs->dtvs_dynvars.dtds_base != NULL && dtrace_dif_in(addr,
	    (uintptr_t)vs->dtvs_dynvars.dtds_base,
	    vs->dtvs_dynvars.dtds_size) >= size))) {
		/* Framework memory we own: scratch or dynamic variables. */
		switch (size) {
		case 1: return (*(const uint8_t *)addr);
		case 2: return (*(const uint16_t *)addr);
		case 4: return (*(const uint32_t *)addr);
		default: return (*(const uint64_t *)addr);
		}
	}
	if (addr < 4096) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, addr);
		return (0);
	}
	if (user) {
		switch (size) {
		case 1: return (dtrace_os_uload8(addr));
		case 2: return (dtrace_os_uload16(addr));
		case 4: return (dtrace_os_uload32(addr));
		default: return (dtrace_os_uload64(addr));
		}
	}
	switch (size) {
	case 1: return (dtrace_os_load8(addr));
	case 2: return (dtrace_os_load16(addr));
	case 4: return (dtrace_os_load32(addr));
	default: return (dtrace_os_load64(addr));
	}
}

static void
dtrace_dif_store(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, unsigned size, uint64_t val)
{
	if (!dtrace_dif_canstore(ms, vs, addr, size)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR, addr);
		return;
	}
	if (addr & (size - 1)) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_BADALIGN, addr);
		return;
	}
	switch (size) {
	case 1: *(uint8_t *)addr = (uint8_t)val; break;
	case 2: *(uint16_t *)addr = (uint16_t)val; break;
	case 4: *(uint32_t *)addr = (uint32_t)val; break;
	default: *(uint64_t *)addr = val; break;
	}
}

/* ---- variables ----------------------------------------------------------- */

static inline bool
dtrace_dif_type_byref(const dtrace_diftype_t *t)
{
	return ((t->dtdt_flags & DIF_TF_BYREF) != 0 ||
	    t->dtdt_kind == DIF_TYPE_STRING);
}

/* Bytes of storage of a by-reference value of type @t. */
static inline size_t
dtrace_dif_type_size(const dtrace_diftype_t *t, const dtrace_vstate_t *vs)
{
	size_t sz = t->dtdt_size;

	if (sz == 0 && t->dtdt_kind == DIF_TYPE_STRING)
		sz = (size_t)vs->dtvs_strsize;
	return (sz);
}

/*
 * Copy a by-reference value from @src (any address) into variable storage
 * @dst of @size bytes: strings up to their NUL (truncated and terminated
 * at @size), anything else exactly @size bytes.
 */
static void
dtrace_dif_vcopy(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    const dtrace_diftype_t *t, uintptr_t src, void *dst, size_t size)
{
	if (t->dtdt_kind == DIF_TYPE_STRING) {
		size_t lim = size;

		if (vs->dtvs_strsize != 0 && lim > vs->dtvs_strsize)
			lim = (size_t)vs->dtvs_strsize;
		(void) dtrace_dif_strcpy(ms, vs, src, dst, lim);
	} else {
		(void) dtrace_dif_copy_mem(ms, vs, src, dst, size);
	}
}

static dtrace_statvar_t *
dtrace_dif_svar(dtrace_statvar_t **tab, uint32_t n, uint32_t id)
{
	if (id < DIF_VAR_OTHER_UBASE || id - DIF_VAR_OTHER_UBASE >= n)
		return (NULL);
	return (tab[id - DIF_VAR_OTHER_UBASE]);
}

static const dtrace_difv_t *
dtrace_dif_tlocal(const dtrace_vstate_t *vs, uint32_t id)
{
	const dtrace_difv_t *v;

	if (id < DIF_VAR_OTHER_UBASE ||
	    id - DIF_VAR_OTHER_UBASE >= vs->dtvs_ntlocals)
		return (NULL);
	v = &vs->dtvs_tlocals[id - DIF_VAR_OTHER_UBASE];
	return (v->dtdv_id == id ? v : NULL);
}

/* Address of the static storage of @sv for this firing (locals: this CPU). */
static uintptr_t
dtrace_dif_svar_addr(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    const dtrace_statvar_t *sv, bool local)
{
	size_t slot;

	if (!local)
		return ((uintptr_t)sv->dtsv_data);
	if (ms->dtms_cpu >= vs->dtvs_ncpus || vs->dtvs_ncpus == 0)
		return (0);
	slot = sv->dtsv_size / vs->dtvs_ncpus;
	return ((uintptr_t)sv->dtsv_data + slot * ms->dtms_cpu);
}

static uint64_t
dtrace_dif_ldstatic(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    const dtrace_statvar_t *sv, bool local)
{
	uintptr_t a;

	if (!local && !dtrace_dif_type_byref(&sv->dtsv_var.dtdv_type))
		return (sv->dtsv_data);
	if ((a = dtrace_dif_svar_addr(ms, vs, sv, local)) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, 0);
		return (0);
	}
	if (!dtrace_dif_type_byref(&sv->dtsv_var.dtdv_type))
		return (*(uint64_t *)a);
	if (*(uint8_t *)a == UINT8_MAX)
		return (0);
	return (a + sizeof (uint64_t));
}

static void
dtrace_dif_ststatic(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    dtrace_statvar_t *sv, bool local, uint64_t val)
{
	const dtrace_diftype_t *t = &sv->dtsv_var.dtdv_type;
	uintptr_t a;
	size_t size;

	if (!local && !dtrace_dif_type_byref(t)) {
		sv->dtsv_data = val;
		return;
	}
	if ((a = dtrace_dif_svar_addr(ms, vs, sv, local)) == 0) {
		dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, 0);
		return;
	}
	if (!dtrace_dif_type_byref(t)) {
		*(uint64_t *)a = val;
		return;
	}
	if (val == 0) {
		*(uint8_t *)a = UINT8_MAX;
		return;
	}
	*(uint8_t *)a = 0;
	size = (local ? sv->dtsv_size / vs->dtvs_ncpus : sv->dtsv_size) -
	    sizeof (uint64_t);
	if (dtrace_dif_type_size(t, vs) < size)
		size = dtrace_dif_type_size(t, vs);
	if (a + sizeof (uint64_t) != (uintptr_t)val)
		dtrace_dif_vcopy(ms, vs, t, (uintptr_t)val,
		    (void *)(a + sizeof (uint64_t)), size);
}

/*
 * Load or store a dynamic variable (thread-local scalar or associative
 * array element) whose keys are @key[0..nkeys-1].
 */
static uint64_t
dtrace_dif_lddyn(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    const dtrace_difv_t *v, const dtrace_key_t *key, uint32_t nkeys)
{
	dtrace_dynvar_xfer_t x;
	void *data;
	bool byref = dtrace_dif_type_byref(&v->dtdv_type);
	size_t sz = byref ? dtrace_dif_type_size(&v->dtdv_type, vs) :
	    sizeof (uint64_t);

	x.dtdx_value = 0;
	x.dtdx_src = 0;
	x.dtdx_byref = byref;
	x.dtdx_string = 0;
	data = dtrace_dynvar_lookup(&vs->dtvs_dynvars, ms, vs, key, nkeys,
	    sz < sizeof (uint64_t) ? sizeof (uint64_t) : sz,
	    DTRACE_DYNVAR_LOOKUP, &x);
	if (data == NULL)
		return (0);
	return (byref ? (uint64_t)(uintptr_t)data : x.dtdx_value);
}

static void
dtrace_dif_stdyn(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    const dtrace_difv_t *v, const dtrace_key_t *key, uint32_t nkeys,
    uint64_t val)
{
	dtrace_dynvar_xfer_t x;
	bool byref = dtrace_dif_type_byref(&v->dtdv_type);
	size_t sz = byref ? dtrace_dif_type_size(&v->dtdv_type, vs) :
	    sizeof (uint64_t);

	x.dtdx_value = val;
	x.dtdx_src = (uintptr_t)val;
	x.dtdx_byref = byref;
	x.dtdx_string = v->dtdv_type.dtdt_kind == DIF_TYPE_STRING;
	if (x.dtdx_string && vs->dtvs_strsize != 0 && sz > vs->dtvs_strsize)
		sz = (size_t)vs->dtvs_strsize;
	(void) dtrace_dynvar_lookup(&vs->dtvs_dynvars, ms, vs, key, nkeys,
	    sz < sizeof (uint64_t) ? sizeof (uint64_t) : sz,
	    val != 0 ? DTRACE_DYNVAR_ALLOC : DTRACE_DYNVAR_DEALLOC, &x);
}

/* ---- the emulator ------------------------------------------------------- */

/*
 * Dispatch.  Each instruction is fetched and decoded by DIF_FETCH(), then
 * its case runs and ends with DIF_NEXT (the operation cannot fault) or
 * DIF_CHECK (stop here if it raised a fault flag, else go on).
 *
 * With GCC or Clang the dispatch is threaded: every case ends with its
 * own fetch and computed goto through dif_optab, so the host's branch
 * predictor sees one indirect jump per opcode instead of one shared by
 * all (less time per DIF instruction).  In a kernel (__KERNEL__: objtool,
 * retpolines and IBT want no bare indirect jumps), with other compilers,
 * or with DTRACE_DIF_THREADED defined to 0, it is the plain loop around a
 * switch.  Both run exactly the same case bodies in the same order.
 */
#ifndef DTRACE_DIF_THREADED
#if defined(__GNUC__) && !defined(__KERNEL__)
#define DTRACE_DIF_THREADED	1
#else
#define DTRACE_DIF_THREADED	0
#endif
#endif

/*
 * GCC merges the copies of the dispatch back into one shared block
 * (cross-jumping), which would undo the threading: turn that off for the
 * emulator, and global CSE too, as its manual advises for computed gotos
 * (-fno-gcse).
 */
#if DTRACE_DIF_THREADED && defined(__GNUC__) && !defined(__clang__)
#define DIF_EMULATE_ATTR \
	__attribute__((optimize("no-gcse", "no-crossjumping")))
#else
#define DIF_EMULATE_ATTR
#endif

#define DIF_FETCH()	do {						\
	instr = text[pc];						\
	r1 = DIF_INSTR_R1(instr);					\
	r2 = DIF_INSTR_R2(instr);					\
	rd = DIF_INSTR_RD(instr);					\
	opc = pc++;							\
} while (0)

#if DTRACE_DIF_THREADED
#define DIF_CASE(op)		case op: dif_L_##op
#define DIF_CASE_DEFAULT	default: dif_L_default
#define DIF_DISPATCH()	do {						\
	const void *dif_t_ = dif_optab[DIF_INSTR_OP(instr)];		\
	goto *(dif_t_ != NULL ? dif_t_ : &&dif_L_default);		\
} while (0)
#define DIF_NEXT	do {						\
	if (pc >= textlen)						\
		goto dif_done;						\
	DIF_FETCH();							\
	DIF_DISPATCH();							\
} while (0)
#define DIF_CHECK	do {						\
	if (*flags & DTRACE_CPUFLAG_ERROR)				\
		goto dif_done;						\
	DIF_NEXT;							\
} while (0)
#else
#define DIF_CASE(op)		case op
#define DIF_CASE_DEFAULT	default
#define DIF_DISPATCH()	do { } while (0)
#define DIF_NEXT	continue
#define DIF_CHECK	break
#endif

/*
 * The interpreter: every DIFO that dtrace_difo_hold() did not classify as
 * one of the DTRACE_DIFO_FAST_* shapes.  Out of line, so that the fast
 * shapes in dtrace_dif_emulate() pay neither its frame (registers, stack
 * protector, the zeroed register file) nor its dispatch.
 */
static DTRACE_NOINLINE DIF_EMULATE_ATTR uint64_t
dtrace_dif_interpret(dtrace_difo_t *dp, dtrace_mstate_t *ms,
    dtrace_vstate_t *vs)
{
	const dif_instr_t *text = dp->dtdo_buf;
	const uint32_t textlen = dp->dtdo_len;
	volatile uint16_t *flags = dtrace_os_cpu_flags();
	uint64_t regs[DIF_DIR_NREGS];
	dtrace_key_t *tup = ms->dtms_tuple;
	uint32_t ttop = 0;
	uint32_t pc = 0, opc = 0;
	uint64_t rval = 0;
	int cc_n = 0, cc_z = 0, cc_v = 0, cc_c = 0;
	uint32_t i;
	dif_instr_t instr;
	uint32_t r1, r2, rd;
#if DTRACE_DIF_THREADED
	/* opcode -> its code; NULL (not an opcode): the default case */
	static const void *const dif_optab[256] = {
		[DIF_OP_OR] = &&dif_L_DIF_OP_OR,
		[DIF_OP_XOR] = &&dif_L_DIF_OP_XOR,
		[DIF_OP_AND] = &&dif_L_DIF_OP_AND,
		[DIF_OP_SLL] = &&dif_L_DIF_OP_SLL,
		[DIF_OP_SRL] = &&dif_L_DIF_OP_SRL,
		[DIF_OP_SRA] = &&dif_L_DIF_OP_SRA,
		[DIF_OP_SUB] = &&dif_L_DIF_OP_SUB,
		[DIF_OP_ADD] = &&dif_L_DIF_OP_ADD,
		[DIF_OP_MUL] = &&dif_L_DIF_OP_MUL,
		[DIF_OP_SDIV] = &&dif_L_DIF_OP_SDIV,
		[DIF_OP_UDIV] = &&dif_L_DIF_OP_UDIV,
		[DIF_OP_SREM] = &&dif_L_DIF_OP_SREM,
		[DIF_OP_UREM] = &&dif_L_DIF_OP_UREM,
		[DIF_OP_NOT] = &&dif_L_DIF_OP_NOT,
		[DIF_OP_MOV] = &&dif_L_DIF_OP_MOV,
		[DIF_OP_CMP] = &&dif_L_DIF_OP_CMP,
		[DIF_OP_TST] = &&dif_L_DIF_OP_TST,
		[DIF_OP_BA] = &&dif_L_DIF_OP_BA,
		[DIF_OP_BE] = &&dif_L_DIF_OP_BE,
		[DIF_OP_BNE] = &&dif_L_DIF_OP_BNE,
		[DIF_OP_BG] = &&dif_L_DIF_OP_BG,
		[DIF_OP_BGU] = &&dif_L_DIF_OP_BGU,
		[DIF_OP_BGE] = &&dif_L_DIF_OP_BGE,
		[DIF_OP_BGEU] = &&dif_L_DIF_OP_BGEU,
		[DIF_OP_BL] = &&dif_L_DIF_OP_BL,
		[DIF_OP_BLU] = &&dif_L_DIF_OP_BLU,
		[DIF_OP_BLE] = &&dif_L_DIF_OP_BLE,
		[DIF_OP_BLEU] = &&dif_L_DIF_OP_BLEU,
		[DIF_OP_LDSB] = &&dif_L_DIF_OP_LDSB,
		[DIF_OP_RLDSB] = &&dif_L_DIF_OP_RLDSB,
		[DIF_OP_LDSH] = &&dif_L_DIF_OP_LDSH,
		[DIF_OP_RLDSH] = &&dif_L_DIF_OP_RLDSH,
		[DIF_OP_LDSW] = &&dif_L_DIF_OP_LDSW,
		[DIF_OP_RLDSW] = &&dif_L_DIF_OP_RLDSW,
		[DIF_OP_LDUB] = &&dif_L_DIF_OP_LDUB,
		[DIF_OP_RLDUB] = &&dif_L_DIF_OP_RLDUB,
		[DIF_OP_LDUH] = &&dif_L_DIF_OP_LDUH,
		[DIF_OP_RLDUH] = &&dif_L_DIF_OP_RLDUH,
		[DIF_OP_LDUW] = &&dif_L_DIF_OP_LDUW,
		[DIF_OP_RLDUW] = &&dif_L_DIF_OP_RLDUW,
		[DIF_OP_LDX] = &&dif_L_DIF_OP_LDX,
		[DIF_OP_RLDX] = &&dif_L_DIF_OP_RLDX,
		[DIF_OP_ULDSB] = &&dif_L_DIF_OP_ULDSB,
		[DIF_OP_ULDSH] = &&dif_L_DIF_OP_ULDSH,
		[DIF_OP_ULDSW] = &&dif_L_DIF_OP_ULDSW,
		[DIF_OP_ULDUB] = &&dif_L_DIF_OP_ULDUB,
		[DIF_OP_ULDUH] = &&dif_L_DIF_OP_ULDUH,
		[DIF_OP_ULDUW] = &&dif_L_DIF_OP_ULDUW,
		[DIF_OP_ULDX] = &&dif_L_DIF_OP_ULDX,
		[DIF_OP_RET] = &&dif_L_DIF_OP_RET,
		[DIF_OP_NOP] = &&dif_L_DIF_OP_NOP,
		[DIF_OP_SETX] = &&dif_L_DIF_OP_SETX,
		[DIF_OP_SETS] = &&dif_L_DIF_OP_SETS,
		[DIF_OP_SCMP] = &&dif_L_DIF_OP_SCMP,
		[DIF_OP_LDGA] = &&dif_L_DIF_OP_LDGA,
		[DIF_OP_LDGS] = &&dif_L_DIF_OP_LDGS,
		[DIF_OP_STGS] = &&dif_L_DIF_OP_STGS,
		[DIF_OP_LDLS] = &&dif_L_DIF_OP_LDLS,
		[DIF_OP_STLS] = &&dif_L_DIF_OP_STLS,
		[DIF_OP_LDTA] = &&dif_L_DIF_OP_LDTA,
		[DIF_OP_LDTS] = &&dif_L_DIF_OP_LDTS,
		[DIF_OP_STTS] = &&dif_L_DIF_OP_STTS,
		[DIF_OP_LDGAA] = &&dif_L_DIF_OP_LDGAA,
		[DIF_OP_STGAA] = &&dif_L_DIF_OP_STGAA,
		[DIF_OP_LDTAA] = &&dif_L_DIF_OP_LDTAA,
		[DIF_OP_STTAA] = &&dif_L_DIF_OP_STTAA,
		[DIF_OP_CALL] = &&dif_L_DIF_OP_CALL,
		[DIF_OP_PUSHTR] = &&dif_L_DIF_OP_PUSHTR,
		[DIF_OP_PUSHTV] = &&dif_L_DIF_OP_PUSHTV,
		[DIF_OP_POPTS] = &&dif_L_DIF_OP_POPTS,
		[DIF_OP_FLUSHTS] = &&dif_L_DIF_OP_FLUSHTS,
		[DIF_OP_ALLOCS] = &&dif_L_DIF_OP_ALLOCS,
		[DIF_OP_COPYS] = &&dif_L_DIF_OP_COPYS,
		[DIF_OP_STB] = &&dif_L_DIF_OP_STB,
		[DIF_OP_STH] = &&dif_L_DIF_OP_STH,
		[DIF_OP_STW] = &&dif_L_DIF_OP_STW,
		[DIF_OP_STX] = &&dif_L_DIF_OP_STX,
	};
#endif

	for (i = 0; i < DIF_DIR_NREGS; i++)
		regs[i] = 0;
	ms->dtms_difo = dp;
	ms->dtms_fltoffs = -1;
	ms->dtms_ntuples = 0;

	if (*flags & DTRACE_CPUFLAG_ERROR)
		return (0);	/* the caller did not clear an earlier fault */

	/*
	 * %r0 is never written (the validator rejects it), so it stays 0.
	 * Operations that cannot fault end with "continue"; the others with
	 * "break", which tests the fault flags below the switch.
	 */
	while (pc < textlen) {
		uint32_t id;

		DIF_FETCH();
		DIF_DISPATCH();
		switch (DIF_INSTR_OP(instr)) {
		DIF_CASE(DIF_OP_OR):
			regs[rd] = regs[r1] | regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_XOR):
			regs[rd] = regs[r1] ^ regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_AND):
			regs[rd] = regs[r1] & regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_SLL):
			regs[rd] = regs[r1] << (regs[r2] & 63);
			DIF_NEXT;
		DIF_CASE(DIF_OP_SRL):
			regs[rd] = regs[r1] >> (regs[r2] & 63);
			DIF_NEXT;
		DIF_CASE(DIF_OP_SRA):
			regs[rd] = (uint64_t)((int64_t)regs[r1] >>
			    (regs[r2] & 63));
			DIF_NEXT;
		DIF_CASE(DIF_OP_SUB):
			regs[rd] = regs[r1] - regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_ADD):
			regs[rd] = regs[r1] + regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_MUL):
			regs[rd] = regs[r1] * regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_SDIV):
			if (regs[r2] == 0) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_DIVZERO, 0);
			} else if ((int64_t)regs[r2] == -1) {
				regs[rd] = 0 - regs[r1];	/* wraps for INT64_MIN */
			} else {
				regs[rd] = (uint64_t)dtrace_sdiv64(
				    (int64_t)regs[r1], (int64_t)regs[r2]);
			}
			DIF_CHECK;
		DIF_CASE(DIF_OP_UDIV):
			if (regs[r2] == 0)
				dtrace_dif_set_fault(DTRACE_CPUFLAG_DIVZERO, 0);
			else
				regs[rd] = dtrace_udiv64(regs[r1], regs[r2]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_SREM):
			if (regs[r2] == 0) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_DIVZERO, 0);
			} else if ((int64_t)regs[r2] == -1) {
				regs[rd] = 0;
			} else {
				regs[rd] = (uint64_t)dtrace_smod64(
				    (int64_t)regs[r1], (int64_t)regs[r2]);
			}
			DIF_CHECK;
		DIF_CASE(DIF_OP_UREM):
			if (regs[r2] == 0)
				dtrace_dif_set_fault(DTRACE_CPUFLAG_DIVZERO, 0);
			else
				regs[rd] = dtrace_umod64(regs[r1], regs[r2]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_NOT):
			regs[rd] = ~regs[r1];
			DIF_NEXT;
		DIF_CASE(DIF_OP_MOV):
			regs[rd] = regs[r1];
			DIF_NEXT;
		DIF_CASE(DIF_OP_CMP):
			cc_n = (int64_t)(regs[r1] - regs[r2]) < 0;
			cc_z = regs[r1] == regs[r2];
			cc_v = 0;
			cc_c = regs[r1] < regs[r2];
			DIF_NEXT;
		DIF_CASE(DIF_OP_TST):
			cc_n = cc_v = cc_c = 0;
			cc_z = regs[r1] == 0;
			DIF_NEXT;
		DIF_CASE(DIF_OP_BA):
			pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BE):
			if (cc_z)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BNE):
			if (!cc_z)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BG):
			if (!(cc_z | (cc_n ^ cc_v)))
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BGU):
			if (!(cc_c | cc_z))
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BGE):
			if (!(cc_n ^ cc_v))
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BGEU):
			if (!cc_c)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BL):
			if (cc_n ^ cc_v)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BLU):
			if (cc_c)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BLE):
			if (cc_z | (cc_n ^ cc_v))
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_BLEU):
			if (cc_c | cc_z)
				pc = DIF_INSTR_LABEL(instr);
			DIF_NEXT;
		DIF_CASE(DIF_OP_LDSB):
		DIF_CASE(DIF_OP_RLDSB):
			regs[rd] = (uint64_t)(int64_t)(int8_t)
			    dtrace_dif_load(ms, vs, regs[r1], 1, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDSH):
		DIF_CASE(DIF_OP_RLDSH):
			regs[rd] = (uint64_t)(int64_t)(int16_t)
			    dtrace_dif_load(ms, vs, regs[r1], 2, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDSW):
		DIF_CASE(DIF_OP_RLDSW):
			regs[rd] = (uint64_t)(int64_t)(int32_t)
			    dtrace_dif_load(ms, vs, regs[r1], 4, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDUB):
		DIF_CASE(DIF_OP_RLDUB):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 1, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDUH):
		DIF_CASE(DIF_OP_RLDUH):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 2, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDUW):
		DIF_CASE(DIF_OP_RLDUW):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 4, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDX):
		DIF_CASE(DIF_OP_RLDX):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 8, false);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDSB):
			regs[rd] = (uint64_t)(int64_t)(int8_t)
			    dtrace_dif_load(ms, vs, regs[r1], 1, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDSH):
			regs[rd] = (uint64_t)(int64_t)(int16_t)
			    dtrace_dif_load(ms, vs, regs[r1], 2, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDSW):
			regs[rd] = (uint64_t)(int64_t)(int32_t)
			    dtrace_dif_load(ms, vs, regs[r1], 4, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDUB):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 1, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDUH):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 2, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDUW):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 4, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_ULDX):
			regs[rd] = dtrace_dif_load(ms, vs, regs[r1], 8, true);
			DIF_CHECK;
		DIF_CASE(DIF_OP_RET):
			rval = regs[rd];
			pc = textlen;
			DIF_NEXT;
		DIF_CASE(DIF_OP_NOP):
			DIF_NEXT;
		DIF_CASE(DIF_OP_SETX):
			regs[rd] = dp->dtdo_inttab[DIF_INSTR_INTEGER(instr)];
			DIF_NEXT;
		DIF_CASE(DIF_OP_SETS):
			regs[rd] = (uint64_t)(uintptr_t)
			    (dp->dtdo_strtab + DIF_INSTR_STRING(instr));
			DIF_NEXT;
		DIF_CASE(DIF_OP_SCMP): {
			size_t sz = (size_t)vs->dtvs_strsize;
			uintptr_t s1 = (uintptr_t)regs[r1];
			uintptr_t s2 = (uintptr_t)regs[r2];
			size_t d1 = dtrace_dif_readable(ms, vs, s1);
			size_t d2 = dtrace_dif_readable(ms, vs, s2);
			int c1 = 0, c2 = 0;
			size_t k;

			/* A NULL string compares as the empty string. */
			for (k = 0; k < sz; k++) {
				c1 = s1 == 0 ? 0 : k < d1 ?
				    *(const uint8_t *)(s1 + k) :
				    dtrace_os_load8(s1 + k);
				c2 = s2 == 0 ? 0 : k < d2 ?
				    *(const uint8_t *)(s2 + k) :
				    dtrace_os_load8(s2 + k);
				if (*flags & DTRACE_CPUFLAG_ERROR)
					break;
				if (c1 != c2 || c1 == 0)
					break;
			}
			if (k == sz)
				c1 = c2 = 0;
			cc_n = c1 < c2;
			cc_z = c1 == c2;
			cc_v = cc_c = 0;
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_LDGA):
			regs[rd] = dtrace_dif_variable(ms, vs, r1, regs[r2]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDGS): {
			dtrace_statvar_t *sv;

			id = DIF_INSTR_VAR(instr);
			if (id - DIF_VAR_ARG0 < ms->dtms_nargs &&
			    id - DIF_VAR_ARG0 < DTRACE_MSTATE_NARGS) {
				/* fast path: argN held in the mstate */
				regs[rd] = ms->dtms_arg[id - DIF_VAR_ARG0];
				DIF_NEXT;
			}
			if (id < DIF_VAR_OTHER_UBASE) {
				regs[rd] = dtrace_dif_variable(ms, vs, id, 0);
				DIF_CHECK;
			}
			sv = dtrace_dif_svar(vs->dtvs_globals,
			    vs->dtvs_nglobals, id);
			if (sv == NULL) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
				DIF_CHECK;
			}
			regs[rd] = dtrace_dif_ldstatic(ms, vs, sv, false);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_STGS): {
			dtrace_statvar_t *sv;

			id = DIF_INSTR_VAR(instr);
			sv = dtrace_dif_svar(vs->dtvs_globals,
			    vs->dtvs_nglobals, id);
			if (sv == NULL) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
				DIF_CHECK;
			}
			dtrace_dif_ststatic(ms, vs, sv, false, regs[rd]);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_LDLS):
		DIF_CASE(DIF_OP_STLS): {
			dtrace_statvar_t *sv;

			id = DIF_INSTR_VAR(instr);
			sv = dtrace_dif_svar(vs->dtvs_locals,
			    vs->dtvs_nlocals, id);
			if (sv == NULL) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
				DIF_CHECK;
			}
			if (DIF_INSTR_OP(instr) == DIF_OP_LDLS)
				regs[rd] = dtrace_dif_ldstatic(ms, vs, sv, true);
			else
				dtrace_dif_ststatic(ms, vs, sv, true, regs[rd]);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_LDTA):
			dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, 0);
			DIF_CHECK;
		DIF_CASE(DIF_OP_LDTS):
		DIF_CASE(DIF_OP_STTS): {
			const dtrace_difv_t *v;
			dtrace_key_t *key = &tup[DIF_DTR_NREGS];

			id = DIF_INSTR_VAR(instr);
			if ((v = dtrace_dif_tlocal(vs, id)) == NULL) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
				DIF_CHECK;
			}
			key[0].dttk_value = id;
			key[0].dttk_size = 0;
			key[1].dttk_value = dtrace_os_curthread();
			key[1].dttk_size = 0;
			if (DIF_INSTR_OP(instr) == DIF_OP_LDTS)
				regs[rd] = dtrace_dif_lddyn(ms, vs, v, key, 2);
			else
				dtrace_dif_stdyn(ms, vs, v, key, 2, regs[rd]);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_LDGAA):
		DIF_CASE(DIF_OP_STGAA):
		DIF_CASE(DIF_OP_LDTAA):
		DIF_CASE(DIF_OP_STTAA): {
			const dtrace_difv_t *v;
			const dtrace_statvar_t *sv;
			uint32_t op = DIF_INSTR_OP(instr);
			uint32_t nkeys = ttop;
			bool thread = (op == DIF_OP_LDTAA || op == DIF_OP_STTAA);

			id = DIF_INSTR_VAR(instr);
			if (thread) {
				v = dtrace_dif_tlocal(vs, id);
			} else {
				sv = dtrace_dif_svar(vs->dtvs_globals,
				    vs->dtvs_nglobals, id);
				v = sv != NULL ? &sv->dtsv_var : NULL;
			}
			if (v == NULL) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
				DIF_CHECK;
			}
			tup[nkeys].dttk_value = id;
			tup[nkeys++].dttk_size = 0;
			if (thread) {
				tup[nkeys].dttk_value = dtrace_os_curthread();
				tup[nkeys++].dttk_size = 0;
			}
			if (op == DIF_OP_LDGAA || op == DIF_OP_LDTAA)
				regs[rd] = dtrace_dif_lddyn(ms, vs, v, tup,
				    nkeys);
			else
				dtrace_dif_stdyn(ms, vs, v, tup, nkeys,
				    regs[rd]);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_CALL): {
			const dtrace_dif_subr_t *s =
			    &dtrace_dif_subrs[DIF_INSTR_SUBR(instr)];

			ms->dtms_ntuples = ttop;
			if (s->dtsr_func == NULL || ttop < s->dtsr_minargs) {
				/* Too few arguments on the tuple stack. */
				dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, 0);
				DIF_CHECK;
			}
			regs[rd] = s->dtsr_func(ms, vs, ttop);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_PUSHTR):
			if (ttop >= DIF_DTR_NREGS) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_TUPOFLOW, 0);
				DIF_CHECK;
			}
			if (r1 == DIF_TYPE_STRING) {
				size_t lim = regs[r2] != 0 &&
				    regs[r2] < vs->dtvs_strsize ?
				    (size_t)regs[r2] : (size_t)vs->dtvs_strsize;

				tup[ttop].dttk_size = dtrace_dif_strlen(ms, vs,
				    (uintptr_t)regs[rd], lim) + 1;
			} else {
				if (regs[r2] > (uint64_t)INT64_MAX) {
					dtrace_dif_set_fault(
					    DTRACE_CPUFLAG_ILLOP, 0);
					DIF_CHECK;
				}
				tup[ttop].dttk_size = regs[r2];
			}
			tup[ttop++].dttk_value = regs[rd];
			DIF_CHECK;
		DIF_CASE(DIF_OP_PUSHTV):
			if (ttop >= DIF_DTR_NREGS) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_TUPOFLOW, 0);
				DIF_CHECK;
			}
			tup[ttop].dttk_value = regs[rd];
			tup[ttop++].dttk_size = 0;
			DIF_CHECK;
		DIF_CASE(DIF_OP_POPTS):
			if (ttop != 0)
				ttop--;
			DIF_NEXT;
		DIF_CASE(DIF_OP_FLUSHTS):
			ttop = 0;
			DIF_NEXT;
		DIF_CASE(DIF_OP_ALLOCS): {
			size_t size = (size_t)regs[r1];
			uintptr_t p;

			if (regs[r1] > ms->dtms_scratch_size) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_NOSCRATCH, 0);
				regs[rd] = 0;
				DIF_CHECK;
			}
			p = dtrace_dif_scratch_alloc(ms, size);
			if (p != 0)
				dtrace_dif_bzero((void *)p, size);
			regs[rd] = p;
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_COPYS): {
			size_t len = (size_t)regs[r2];

			if (!dtrace_dif_canstore(ms, vs, regs[rd], len)) {
				dtrace_dif_set_fault(DTRACE_CPUFLAG_BADADDR,
				    regs[rd]);
				DIF_CHECK;
			}
			(void) dtrace_dif_copy_mem(ms, vs, regs[r1],
			    (void *)(uintptr_t)regs[rd], len);
			DIF_CHECK;
		}
		DIF_CASE(DIF_OP_STB):
			dtrace_dif_store(ms, vs, regs[rd], 1, regs[r1]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_STH):
			dtrace_dif_store(ms, vs, regs[rd], 2, regs[r1]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_STW):
			dtrace_dif_store(ms, vs, regs[rd], 4, regs[r1]);
			DIF_CHECK;
		DIF_CASE(DIF_OP_STX):
			dtrace_dif_store(ms, vs, regs[rd], 8, regs[r1]);
			DIF_CHECK;
		DIF_CASE_DEFAULT:
			/* Not reachable for a validated DIFO. */
			dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, instr);
			DIF_CHECK;
		}
		/*
		 * Only operations that can fault get here (the others
		 * "continue"): stop at the first fault.
		 */
		if (*flags & DTRACE_CPUFLAG_ERROR)
			break;
	}

#if DTRACE_DIF_THREADED
dif_done:
#endif
	if (*flags & DTRACE_CPUFLAG_ERROR) {
		ms->dtms_fltoffs = (int32_t)(opc * sizeof (dif_instr_t));
		return (0);
	}
	return (rval);
}

/*
 * dtrace_dif_emulate: the shapes dtrace_difo_hold() recognised run here,
 * doing exactly what the interpreter does for their two instructions
 * (set-up of the mstate, the earlier-fault check, SETX or LDGS of a
 * built-in, the fault check and offset 0 of the first instruction, RET),
 * so that results, by-reference pointers, flags and fault offsets are the
 * same; every other DIFO goes to dtrace_dif_interpret().
 */
uint64_t
dtrace_dif_emulate(dtrace_difo_t *dp, dtrace_mstate_t *ms,
    dtrace_vstate_t *vs)
{
	volatile uint16_t *flags;
	uint32_t id;
	uint64_t v;

	if (dp->dtdo_fast == DTRACE_DIFO_FAST_NONE)
		return (dtrace_dif_interpret(dp, ms, vs));

	ms->dtms_difo = dp;
	ms->dtms_fltoffs = -1;
	ms->dtms_ntuples = 0;
	flags = dtrace_os_cpu_flags();
	if (*flags & DTRACE_CPUFLAG_ERROR)
		return (0);	/* the caller did not clear an earlier fault */
	if (dp->dtdo_fast == DTRACE_DIFO_FAST_CONST)
		return (dp->dtdo_fastval);

	/* DTRACE_DIFO_FAST_BUILTIN: the interpreter's LDGS of a built-in */
	id = (uint32_t)dp->dtdo_fastval;
	if (id - DIF_VAR_ARG0 < ms->dtms_nargs &&
	    id - DIF_VAR_ARG0 < DTRACE_MSTATE_NARGS)
		return (ms->dtms_arg[id - DIF_VAR_ARG0]);
	v = dtrace_dif_variable(ms, vs, id, 0);
	if (*flags & DTRACE_CPUFLAG_ERROR) {
		ms->dtms_fltoffs = 0;	/* the LDGS, the first instruction */
		return (0);
	}
	return (v);
}
