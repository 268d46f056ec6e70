/*
 * common/dtrace_dif_vars.c -- the built-in D variables (Dynamic Tracing
 * Guide, "Built-in Variables"): args[], arg0..arg9, timestamp, vtimestamp,
 * walltimestamp, epid, id, probeprov/probemod/probefunc/probename, pid,
 * ppid, tid, uid, gid, execname, cpu, errno, curthread, stackdepth,
 * ustackdepth, caller, ucaller, cwd, root, zonename, ipl, uregs[].
 * Probe context.
 *
 * Where it sits: the DIF emulator calls dtrace_dif_variable() for LDGS of
 * an id below DIF_VAR_OTHER_UBASE and for LDGA (args[], regs[], uregs[]);
 * the validator asks dtrace_dif_variable_known() which ids exist.
 *
 * Invariants:
 *   - One table (dtrace_dif_vartab) lists every built-in: id, name, array
 *     or scalar.  Adding one is one row plus its case below.
 *   - Values that cost a call into the OS layer and cannot change within
 *     a firing (timestamp, walltimestamp, stack depths, callers, execname)
 *     are computed once per probe firing and cached in the mstate
 *     (dtms_present bits): every clause of one firing sees the same
 *     timestamp, as the Guide promises.
 *   - String values are addresses of framework memory: the probe's name
 *     strings, the mstate's execname buffer, or scratch space (cwd, root,
 *     zonename), so later string operations read them directly.
 */
#include "dtrace_dif.h"

typedef struct dtrace_dif_builtin {
	uint16_t dtb_id;	/* DIF_VAR_* */
	uint8_t dtb_array;	/* indexed with LDGA (args[], regs[], uregs[]) */
	const char *dtb_name;	/* D name (documentation, diagnostics) */
} dtrace_dif_builtin_t;

static const dtrace_dif_builtin_t dtrace_dif_vartab[] = {
	{ DIF_VAR_ARGS, 1, "args" },
	{ DIF_VAR_UREGS, 1, "uregs" },
	{ DIF_VAR_PROCINFO, 1, "__procinfo" },
	{ DIF_VAR_CURTHREAD, 0, "curthread" },
	{ DIF_VAR_TIMESTAMP, 0, "timestamp" },
	{ DIF_VAR_VTIMESTAMP, 0, "vtimestamp" },
	{ DIF_VAR_IPL, 0, "ipl" },
	{ DIF_VAR_EPID, 0, "epid" },
	{ DIF_VAR_ID, 0, "id" },
	{ DIF_VAR_ARG0, 0, "arg0" },
	{ DIF_VAR_ARG1, 0, "arg1" },
	{ DIF_VAR_ARG2, 0, "arg2" },
	{ DIF_VAR_ARG3, 0, "arg3" },
	{ DIF_VAR_ARG4, 0, "arg4" },
	{ DIF_VAR_ARG5, 0, "arg5" },
	{ DIF_VAR_ARG6, 0, "arg6" },
	{ DIF_VAR_ARG7, 0, "arg7" },
	{ DIF_VAR_ARG8, 0, "arg8" },
	{ DIF_VAR_ARG9, 0, "arg9" },
	{ DIF_VAR_STACKDEPTH, 0, "stackdepth" },
	{ DIF_VAR_CALLER, 0, "caller" },
	{ DIF_VAR_PROBEPROV, 0, "probeprov" },
	{ DIF_VAR_PROBEMOD, 0, "probemod" },
	{ DIF_VAR_PROBEFUNC, 0, "probefunc" },
	{ DIF_VAR_PROBENAME, 0, "probename" },
	{ DIF_VAR_PID, 0, "pid" },
	{ DIF_VAR_TID, 0, "tid" },
	{ DIF_VAR_EXECNAME, 0, "execname" },
	{ DIF_VAR_ZONENAME, 0, "zonename" },
	{ DIF_VAR_WALLTIMESTAMP, 0, "walltimestamp" },
	{ DIF_VAR_USTACKDEPTH, 0, "ustackdepth" },
	{ DIF_VAR_UCALLER, 0, "ucaller" },
	{ DIF_VAR_PPID, 0, "ppid" },
	{ DIF_VAR_UID, 0, "uid" },
	{ DIF_VAR_GID, 0, "gid" },
	{ DIF_VAR_ERRNO, 0, "errno" },
	{ DIF_VAR_CURCPU, 0, "cpu" },
	{ DIF_VAR_CWD, 0, "cwd" },
	{ DIF_VAR_ROOT, 0, "root" },
	{ DIF_VAR_EXECARGS, 0, "execargs" },
};

bool
dtrace_dif_variable_known(uint32_t id, bool array)
{
	size_t i;

	for (i = 0; i < sizeof (dtrace_dif_vartab) /
	    sizeof (dtrace_dif_vartab[0]); i++) {
		if (dtrace_dif_vartab[i].dtb_id == id)
			return (dtrace_dif_vartab[i].dtb_array == array);
	}
	return (false);
}

/* Argument @ndx of this firing (args[ndx], argN). */
static uint64_t
dtrace_dif_arg(dtrace_mstate_t *ms, uint64_t ndx)
{
	if (ndx < ms->dtms_nargs && ndx < DTRACE_MSTATE_NARGS)
		return (ms->dtms_arg[ndx]);
	if (ndx > INT32_MAX)
		return (0);
	if (ms->dtms_getargval != NULL)
		return (ms->dtms_getargval(ms->dtms_provarg, ms->dtms_probe,
		    ms->dtms_probearg, (int)ndx, ms->dtms_aframes));
	return (dtrace_os_getarg((int)ndx, ms->dtms_aframes));
}

/* Copy a constant string into scratch space; 0 (NOSCRATCH) if no room. */
static uint64_t
dtrace_dif_conststr(dtrace_mstate_t *ms, const char *s)
{
	size_t n = 0;
	uintptr_t p;

	while (s[n] != '\0')
		n++;
	if ((p = dtrace_dif_scratch_alloc(ms, n + 1)) == 0)
		return (0);
	dtrace_dif_memcpy((void *)p, s, n + 1);
	return (p);
}

uint64_t
dtrace_dif_variable(dtrace_mstate_t *ms, dtrace_vstate_t *vs, uint32_t id,
    uint64_t ndx)
{
	switch (id) {
	case DIF_VAR_ARGS:
		return (dtrace_dif_arg(ms, ndx));
	case DIF_VAR_UREGS:
		if (ndx > INT32_MAX) {
			dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, ndx);
			return (0);
		}
		return (dtrace_os_getreg((int)ndx));
	case DIF_VAR_PROCINFO:
		if (ndx > INT32_MAX) {
			dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, ndx);
			return (0);
		}
		return (dtrace_os_procinfo((int)ndx));
	case DIF_VAR_ARG0: case DIF_VAR_ARG1: case DIF_VAR_ARG2:
	case DIF_VAR_ARG3: case DIF_VAR_ARG4: case DIF_VAR_ARG5:
	case DIF_VAR_ARG6: case DIF_VAR_ARG7: case DIF_VAR_ARG8:
	case DIF_VAR_ARG9:
		return (dtrace_dif_arg(ms, id - DIF_VAR_ARG0));
	case DIF_VAR_CURTHREAD:
		return ((uint64_t)dtrace_os_curthread());
	case DIF_VAR_TIMESTAMP:
		return (dtrace_mstate_timestamp(ms));
	case DIF_VAR_VTIMESTAMP:
		return (dtrace_os_getvtime());
	case DIF_VAR_WALLTIMESTAMP:
		if (!(ms->dtms_present & DTRACE_MSTATE_WALLTIMESTAMP)) {
			ms->dtms_walltimestamp = dtrace_os_getwalltime();
			ms->dtms_present |= DTRACE_MSTATE_WALLTIMESTAMP;
		}
		return (ms->dtms_walltimestamp);
	case DIF_VAR_IPL:
		return (0);
	case DIF_VAR_EPID:
		return (ms->dtms_epid);
	case DIF_VAR_ID:
		return (ms->dtms_probe);
	case DIF_VAR_STACKDEPTH:
		if (!(ms->dtms_present & DTRACE_MSTATE_STACKDEPTH)) {
			ms->dtms_stackdepth =
			    dtrace_os_getstackdepth(ms->dtms_aframes);
			ms->dtms_present |= DTRACE_MSTATE_STACKDEPTH;
		}
		return ((uint64_t)(int64_t)ms->dtms_stackdepth);
	case DIF_VAR_USTACKDEPTH:
		if (!(ms->dtms_present & DTRACE_MSTATE_USTACKDEPTH)) {
			ms->dtms_ustackdepth = dtrace_os_getustackdepth();
			ms->dtms_present |= DTRACE_MSTATE_USTACKDEPTH;
		}
		return ((uint64_t)(int64_t)ms->dtms_ustackdepth);
	case DIF_VAR_CALLER:
		if (!(ms->dtms_present & DTRACE_MSTATE_CALLER)) {
			uint64_t pcs[2] = { 0, 0 };

			/*
			 * The reference's: of a probe anchored in a function
			 * (fbt, with a function name), stack()'s first frame,
			 * the return address in its caller; of an unanchored
			 * one (profile), whose first frame is the pc it
			 * interrupted, the frame after.
			 */
			(void) dtrace_os_getpcstack(pcs, 2, ms->dtms_aframes);
			ms->dtms_caller = ms->dtms_probefunc != NULL &&
			    ms->dtms_probefunc[0] != '\0' ? pcs[0] : pcs[1];
			ms->dtms_present |= DTRACE_MSTATE_CALLER;
		}
		return (ms->dtms_caller);
	case DIF_VAR_UCALLER:
		if (!(ms->dtms_present & DTRACE_MSTATE_UCALLER)) {
			uint64_t pcs[3] = { 0, 0, 0 };

			/* pcs[0] is the pid, pcs[1] the pc, pcs[2] its caller */
			(void) dtrace_os_getustack(pcs, 3);
			ms->dtms_ucaller = pcs[2];
			ms->dtms_present |= DTRACE_MSTATE_UCALLER;
		}
		return (ms->dtms_ucaller);
	case DIF_VAR_PROBEPROV:
		return ((uint64_t)(uintptr_t)ms->dtms_probeprov);
	case DIF_VAR_PROBEMOD:
		return ((uint64_t)(uintptr_t)ms->dtms_probemod);
	case DIF_VAR_PROBEFUNC:
		return ((uint64_t)(uintptr_t)ms->dtms_probefunc);
	case DIF_VAR_PROBENAME:
		return ((uint64_t)(uintptr_t)ms->dtms_probename);
	case DIF_VAR_PID:
		return ((uint64_t)(int64_t)dtrace_os_curpid());
	case DIF_VAR_PPID:
		return ((uint64_t)(int64_t)dtrace_os_curppid());
	case DIF_VAR_TID:
		return ((uint64_t)(int64_t)dtrace_os_curtid());
	case DIF_VAR_UID:
		return ((uint64_t)dtrace_os_curuid());
	case DIF_VAR_GID:
		return ((uint64_t)dtrace_os_curgid());
	case DIF_VAR_ERRNO:
		return ((uint64_t)(int64_t)dtrace_os_errno());
	case DIF_VAR_CURCPU:
		return ((uint64_t)dtrace_os_curcpu());
	case DIF_VAR_EXECNAME:
		if (!(ms->dtms_present & DTRACE_MSTATE_EXECNAME)) {
			dtrace_os_execname(ms->dtms_execname,
			    sizeof (ms->dtms_execname));
			ms->dtms_execname[sizeof (ms->dtms_execname) - 1] = '\0';
			ms->dtms_present |= DTRACE_MSTATE_EXECNAME;
		}
		return ((uint64_t)(uintptr_t)ms->dtms_execname);
	case DIF_VAR_CWD: {
		size_t sz = (size_t)vs->dtvs_strsize;
		uintptr_t p = dtrace_dif_scratch_alloc(ms, sz);

		if (p == 0)
			return (0);
		dtrace_os_cwd((char *)p, sz);
		((char *)p)[sz - 1] = '\0';
		return (p);
	}
	case DIF_VAR_EXECARGS: {
		/* all of them, to strsize (pr_psargs keeps the first 79) */
		size_t sz = (size_t)vs->dtvs_strsize;
		uintptr_t p = dtrace_dif_scratch_alloc(ms, sz);

		if (p == 0)
			return (0);
		dtrace_os_execargs((char *)p, sz);
		((char *)p)[sz - 1] = '\0';
		return (p);
	}
	case DIF_VAR_ROOT:
		return (dtrace_dif_conststr(ms, "/"));
	case DIF_VAR_ZONENAME:
		return (dtrace_dif_conststr(ms, "global"));
	default:
		dtrace_dif_set_fault(DTRACE_CPUFLAG_ILLOP, id);
		return (0);
	}
}
