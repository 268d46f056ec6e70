/*
 * common/dtrace_error.c -- firing dtrace:::ERROR when a clause faults.
 * (Dynamic Tracing Guide, "ERROR Probe".)
 *
 * PROBE CONTEXT.  Called by dtrace_probe_fire() with interrupts disabled
 * after a fault ended a clause (the clause's record is discarded).  The
 * ERROR probe fires for the faulting consumer state only, with the
 * reference's arguments:
 *   arg0 = 0 (reserved), arg1 = EPID, arg2 = action index (0: predicate,
 *   n: action #n), arg3 = DIF offset of the faulting instruction (-1 if
 *   unknown), arg4 = DTRACEFLT_* fault, arg5 = illegal value.
 * Every fault counts in the CPU buffer's dtbd_errors and, unless it
 * happened inside an ERROR clause, in dtst_errors; a fault inside an ERROR
 * clause counts in dtst_dblerrors instead and fires nothing, so ERROR
 * never recurses.
 */
#include "dtrace_impl.h"

void
dtrace_error_fire(dtrace_state_t *state, dtrace_ecb_t *ecb, uint32_t ndx,
    int32_t fltoffs, uint16_t flags, uint64_t illval)
{
	uint32_t cpu = dtrace_os_cpu_id();
	dtrace_percpu_t *pc = &dtrace_percpu[cpu];
	volatile uint16_t *fp = dtrace_os_cpu_flags();
	dtrace_probe_t *prp;
	uint64_t args[6];

	*fp &= (uint16_t)~DTRACE_CPUFLAG_ERROR;
	*dtrace_os_cpu_illval() = 0;

	if (state->dts_buffers != NULL)
		state->dts_buffers[cpu].dtb_errors++;
	if (pc->dtc_depth >= 2) {
		/* the faulting clause is itself an ERROR clause */
		dtrace_os_add64(&state->dts_dblerrors, 1);
		return;
	}
	dtrace_os_add64(&state->dts_errors, 1);

	prp = dtrace_probe_byid(dtrace_probeid_error);
	if (prp == NULL || prp->dtpr_ecb == NULL)
		return;
	args[0] = 0;
	args[1] = ecb->dte_epid;
	args[2] = ndx;
	args[3] = (uint64_t)(int64_t)fltoffs;
	args[4] = (uint64_t)dtrace_dif_fault(flags);
	args[5] = illval;
	dtrace_probe_fire(prp, state, args, 6);
}
