/*
 * lib/libdtrace/dt_pid.h -- pid provider probe creation at compile time
 * (dt_pid.c).
 */
#ifndef DT_PID_H
#define DT_PID_H

#include <stddef.h>
#include "dt_impl.h"
#include "dt_errtags.h"

/**
 * dt_pid_create_probes - if @pdp names a pid<N> provider, create the
 * probes it describes in process N (which must be under control: -c or
 * -p) and put the canonical module name into @pdp (a.out -> the
 * executable's basename).  With @zdefs (-Z), a probe naming a function of
 * an object not mapped yet is created without sites and planted when a
 * dlopen() maps the object.  Other descriptions are left alone.
 * Returns 0, or -1 with the D_PROC_* tag in *@tagp and the reference's
 * message in @msg (@msglen bytes).  (Guide, "pid Provider".)
 */
int dt_pid_create_probes(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp,
    int zdefs, dt_errtag_t *tagp, char *msg, size_t msglen);

/**
 * dt_pid_uprobe - hand user-level probe @spec to @dtp's framework with
 * @cmd, DTRACEIOC_UPROBE_MAKE or DTRACEIOC_UPROBE_RESOLVE
 * (include/dtrace/ioctl.h).  Returns 0 or the errno value of the command
 * (EOPNOTSUPP or ENOTTY: the backend has no such probes).
 */
int dt_pid_uprobe(dtrace_hdl_t *dtp, uint32_t cmd, dtrace_uprobespec_t *spec);

#endif /* DT_PID_H */
