/*
 * lib/libdtrace/dt_usdt.h -- USDT probes of traced processes from their
 * objects' `<sys/sdt.h>` notes (dt_usdt.c), and `dtrace -h` / `-G` for
 * programs that define their own providers (dt_usdt_link.c).
 */
#ifndef DT_USDT_H
#define DT_USDT_H

#include <stddef.h>
#include "dt_impl.h"
#include "dt_errtags.h"

/**
 * dt_usdt_create_probes - if @pdp names a USDT provider NAME<N> (N a
 * pid, NAME not "pid"), create the probes of process N's stapsdt notes
 * it describes (process N grabbed as with -p if not under control).
 * Other descriptions, and every description on the kernel backend, are
 * left alone.  Returns 0, or -1 with D_PROC_GRAB / D_PROC_CREATEFAIL in
 * *@tagp and a message in @msg (@msglen bytes).  (Guide, "Statically
 * Defined Tracing for User Applications".)
 */
int dt_usdt_create_probes(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp,
    dt_errtag_t *tagp, char *msg, size_t msglen);

#endif /* DT_USDT_H */
