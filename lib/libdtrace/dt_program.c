/*
 * lib/libdtrace/dt_program.c -- enabling compiled programs and describing
 * them: dtrace_program_exec() and dtrace_program_info() (libdtrace(3LIB)).
 *
 * Where it sits: after dtrace_program_*compile() (dt_cc.c) produced a
 * dtrace_prog_t holding a DOF image, exec hands the image to the framework
 * with DTRACEIOC_ENABLE through dt_ioctl() (the user host or the kernel
 * device), which creates the ECBs and reports how many probes matched.
 */
#include <errno.h>
#include <string.h>
#include "dt_impl.h"

/**
 * dtrace_program_info - fill @pip with what is known about @pgp without
 * enabling it: aggregations, record-generating clauses, speculations.
 * dpi_matches stays 0 (it is known only after dtrace_program_exec()).
 */
void
dtrace_program_info(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip)
{
	const dtrace_attribute_t stable = { DTRACE_STABILITY_STABLE,
	    DTRACE_STABILITY_STABLE, DTRACE_CLASS_COMMON };

	(void) dtp;
	if (pip == NULL)
		return;
	memset(pip, 0, sizeof (*pip));
	pip->dpi_descattr = stable;
	pip->dpi_stmtattr = stable;
	if (pgp == NULL)
		return;
	pip->dpi_aggregates = pgp->dp_aggregates;
	pip->dpi_recgens = pgp->dp_recgens;
	pip->dpi_speculations = pgp->dp_speculations;
}

/**
 * dtrace_program_exec - enable @pgp: DTRACEIOC_ENABLE with its DOF image.
 * On success fills @pip (if not NULL; dpi_matches = probes matched) and
 * returns 0; on failure returns -1 with dtrace_errno() set (the errno the
 * framework returned, e.g. EINVAL for rejected DOF, or EDT_DOFINVAL when
 * the program has no DOF).
 */
int
dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip)
{
	dtrace_enable_t en;

	/* statements added with dtrace_stmt_add() (dt_stmt.c) */
	if (pgp != NULL && dt_stmt_prog_sync(dtp, pgp) != 0)
		return (-1);
	if (pgp == NULL || pgp->dp_dof == NULL || pgp->dp_dofsize == 0)
		return (dt_set_errno(dtp, EDT_DOFINVAL));
	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)pgp->dp_dof;
	en.dten_size = pgp->dp_dofsize;
	if (dt_ioctl(dtp, DTRACEIOC_ENABLE, &en) != 0) {
		int err = errno;

		return (dt_set_errno(dtp, err == EINVAL ? EDT_DIFINVAL :
		    err == E2BIG ? EDT_DOFINVAL : err == ENOSPC ?
		    EDT_NOSCRATCH : err));
	}
	dtrace_program_info(dtp, pgp, pip);
	if (pip != NULL)
		pip->dpi_matches = en.dten_nmatched;
	return (0);
}
