/*
 * test/unit/dif-build.h -- shared by the emulator unit tests (dif-emulate.c,
 * dif-fuzz.c): a small builder of DIFOs and a runner that executes one the
 * way dtrace_probe() runs a clause, on the real user-host OS layer.
 *
 * Build: begin(INT or STR), then emit() / setx() / sets() / decl(), then
 * end() returns the DIFO, allocated as DOF loading does (dtrace_os_alloc,
 * exact table sizes).  Run: run() validates it against the variable state
 * VS, holds it on first use, and emulates it with "interrupts disabled"
 * (dtrace_os_interrupt_disable pins the thread to one CPU, so the per-CPU
 * fault flags stay the same word), the CPU's flags cleared before and
 * after, in the machine state MS of a firing of dtrace:::BEGIN (probe 1,
 * epid 3, arg0..arg4 = 10..14, higher args from a provider callback =
 * 1000 + n, the 4 KiB scratch area `scratch`).  The result (res_t) is the
 * value, or the fault (DTRACEFLT_*), its DIF byte offset and illegal value.
 *
 * Header-only (static functions and state): include it once per program;
 * call dtrace_vstate_init(&VS) and ms_init() first, and vs_fini() instead
 * of dtrace_vstate_fini(&VS): it also frees the DIFOs built.
 */
#ifndef DT_UNIT_DIF_BUILD_H
#define DT_UNIT_DIF_BUILD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtrace_dif.h"

#define V0	DIF_VAR_OTHER_UBASE	/* first user variable id */

/* ---- building DIFOs ------------------------------------------------------ */

/* The program being built: begin(), then emit()/setx()/sets()/decl(), end(). */
static struct prog {
	dif_instr_t code[256];
	uint32_t len;
	uint64_t ints[64];
	uint32_t nints;
	char strs[1024];
	uint32_t strlen;
	dtrace_difv_t vars[8];
	uint32_t nvars;
	bool retstr;
} P;

#define INT	false		/* begin(): returns an integer */
#define STR	true		/* ... a string (256 bytes) */

static inline void
begin(bool retstr)
{
	memset(&P, 0, sizeof (P));
	P.retstr = retstr;
}

static inline void
emit(dif_instr_t instr)
{
	P.code[P.len++] = instr;
}

static inline void
setx(uint64_t v, int rd)
{
	P.ints[P.nints] = v;
	emit(DIF_INSTR_SETX(P.nints, rd));
	P.nints++;
}

static inline void
sets(const char *s, int rd)
{
	uint32_t off = P.strlen;

	strcpy(P.strs + off, s);
	P.strlen += strlen(s) + 1;
	emit(DIF_INSTR_SETS(off, rd));
}

/* Declare variable @id; @strsize 0: a 64-bit integer, else a string. */
static inline void
decl(uint32_t id, int kind, int scope, uint32_t strsize)
{
	dtrace_difv_t *v = &P.vars[P.nvars++];

	memset(v, 0, sizeof (*v));
	v->dtdv_id = id;
	v->dtdv_kind = kind;
	v->dtdv_scope = scope;
	if (strsize != 0) {
		v->dtdv_type.dtdt_kind = DIF_TYPE_STRING;
		v->dtdv_type.dtdt_flags = DIF_TF_BYREF;
		v->dtdv_type.dtdt_size = strsize;
	} else {
		v->dtdv_type.dtdt_kind = DIF_TYPE_CTF;
		v->dtdv_type.dtdt_size = 8;
	}
}

static inline void *
dup_table(const void *src, size_t size)
{
	void *p = size != 0 ? dtrace_os_alloc(size) : NULL;

	if (p != NULL)
		memcpy(p, src, size);
	return (p);
}

/*
 * Every DIFO end() built and the test has not freed: vs_fini() frees them
 * with the variable state they were held in, so the tests leak nothing.
 */
static dtrace_difo_t **built;
static size_t nbuilt, builtcap;

static inline void
built_add(dtrace_difo_t *dp)
{
	if (nbuilt == builtcap) {
		builtcap = builtcap ? 2 * builtcap : 64;
		built = realloc(built, builtcap * sizeof (*built));
		if (built == NULL)
			abort();
	}
	built[nbuilt++] = dp;
}

/* The test frees @dp itself (its last release): forget it. */
static inline void
built_forget(dtrace_difo_t *dp)
{
	size_t i;

	for (i = nbuilt; i-- > 0; ) {
		if (built[i] == dp) {
			built[i] = built[--nbuilt];
			return;
		}
	}
}

/* Free @dp now (held or not; its variables stay in VS). */
static inline void
difo_discard(dtrace_difo_t *dp)
{
	built_forget(dp);
	dtrace_difo_free(dp);
}

/* The DIFO, allocated as DOF loading does (dtrace_os_alloc, exact sizes). */
static inline dtrace_difo_t *
end(void)
{
	dtrace_difo_t *dp = dtrace_os_alloc(sizeof (*dp));

	dp->dtdo_len = P.len;
	dp->dtdo_buf = dup_table(P.code, P.len * sizeof (dif_instr_t));
	dp->dtdo_intlen = P.nints;
	dp->dtdo_inttab = dup_table(P.ints, P.nints * sizeof (uint64_t));
	dp->dtdo_strlen = P.strlen;
	dp->dtdo_strtab = dup_table(P.strs, P.strlen);
	dp->dtdo_varlen = P.nvars;
	dp->dtdo_vartab = dup_table(P.vars, P.nvars * sizeof (dtrace_difv_t));
	if (P.retstr) {
		dp->dtdo_rtype.dtdt_kind = DIF_TYPE_STRING;
		dp->dtdo_rtype.dtdt_flags = DIF_TF_BYREF;
		dp->dtdo_rtype.dtdt_size = 256;
	} else {
		dp->dtdo_rtype.dtdt_kind = DIF_TYPE_CTF;
		dp->dtdo_rtype.dtdt_size = 8;
	}
	built_add(dp);
	return (dp);
}

/* ---- running them -------------------------------------------------------- */

static dtrace_vstate_t VS;
static dtrace_mstate_t MS;
static char scratch[4096] __attribute__((aligned(8)));
static char errbuf[256];

/*
 * dtrace_vstate_fini(&VS) after freeing every DIFO still built: the
 * variable state goes as a whole, so they are freed without unregistering.
 */
static inline void
vs_fini(void)
{
	while (nbuilt > 0)
		dtrace_difo_free(built[--nbuilt]);
	dtrace_vstate_fini(&VS);
}

#define NOFAULT		(-1)	/* res_t.fault: no fault */
#define REJECTED	(-2)	/* ... the validator rejected it (errbuf) */
#define NOHOLD		(-3)	/* ... dtrace_difo_hold failed */

typedef struct res {
	uint64_t v;		/* value returned */
	int fault;		/* DTRACEFLT_*, or one of the above */
	int32_t offs;		/* dtms_fltoffs */
	uint64_t illval;	/* *dtrace_os_cpu_illval() after a fault */
	bool difo_ok;		/* dtms_difo was this DIFO afterwards */
} res_t;

/* The provider's getargval: arguments above arg4 are 1000 + n. */
static inline uint64_t
getargval(void *arg, dtrace_id_t id, void *parg, int argno, int aframes)
{
	(void) arg; (void) id; (void) parg; (void) aframes;
	return (1000 + (uint64_t)argno);
}

/* A firing of dtrace:::BEGIN. */
static inline void
ms_init(void)
{
	int i;

	memset(&MS, 0, sizeof (MS));
	MS.dtms_probe = 1;
	MS.dtms_epid = 3;
	MS.dtms_nargs = 5;
	for (i = 0; i < 5; i++)
		MS.dtms_arg[i] = 10 + i;
	MS.dtms_getargval = getargval;
	MS.dtms_probeprov = "dtrace";
	MS.dtms_probemod = "";
	MS.dtms_probefunc = "";
	MS.dtms_probename = "BEGIN";
	MS.dtms_scratch_base = (uintptr_t)scratch;
	MS.dtms_scratch_size = sizeof (scratch);
	MS.dtms_fltoffs = -1;
}

/* Validate @dp against VS, hold it (first time), run it as one clause. */
static inline res_t
run(dtrace_difo_t *dp)
{
	res_t r = { 0, NOFAULT, -1, 0, false };
	uint64_t cookie;
	uint16_t flags;

	if (dtrace_difo_validate(dp, &VS, DTRACE_DIF_NREGS, errbuf,
	    sizeof (errbuf)) != 0) {
		r.fault = REJECTED;
		return (r);
	}
	if (dp->dtdo_refcnt == 0 && dtrace_difo_hold(dp, &VS) != 0) {
		r.fault = NOHOLD;
		return (r);
	}
	cookie = dtrace_os_interrupt_disable();
	*dtrace_os_cpu_flags() = 0;
	*dtrace_os_cpu_illval() = 0;
	MS.dtms_cpu = dtrace_os_cpu_id();
	MS.dtms_present = 0;
	MS.dtms_scratch_used = 0;
	r.v = dtrace_dif_emulate(dp, &MS, &VS);
	flags = *dtrace_os_cpu_flags();
	if (flags & DTRACE_CPUFLAG_ERROR) {
		r.fault = dtrace_dif_fault(flags);
		r.illval = *dtrace_os_cpu_illval();
	}
	r.offs = MS.dtms_fltoffs;
	r.difo_ok = MS.dtms_difo == dp;
	*dtrace_os_cpu_flags() = 0;
	*dtrace_os_cpu_illval() = 0;
	dtrace_os_interrupt_restore(cookie);
	return (r);
}

static inline const char *
describe(res_t r)
{
	static char buf[512];

	if (r.fault == REJECTED)
		snprintf(buf, sizeof (buf), "validator: %s", errbuf);
	else if (r.fault == NOHOLD)
		snprintf(buf, sizeof (buf), "dtrace_difo_hold failed");
	else if (r.fault != NOFAULT)
		snprintf(buf, sizeof (buf), "fault %d (%s) at offset %d, "
		    "illval 0x%llx", r.fault, dtrace_dif_fault_name(r.fault),
		    r.offs, (unsigned long long)r.illval);
	else
		snprintf(buf, sizeof (buf), "returned %lld (0x%llx)",
		    (long long)r.v, (unsigned long long)r.v);
	return (buf);
}

#endif /* DT_UNIT_DIF_BUILD_H */
