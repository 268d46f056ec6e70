/*
 * lib/libdtrace/dt_print.h -- the print() action's output (dt_print.c),
 * called by the consumer for DTRACEACT_LIBACT records with dtrd_arg
 * DT_ACT_PRINT (dtrd_uarg: the CTF type id in the compiler's D container).
 */
#ifndef _DT_PRINT_H
#define	_DT_PRINT_H

#include <stdio.h>
#include "dt_impl.h"
#include "dt_pcb.h"	/* DT_ACT_PRINT, ctf_id_t */

int dt_print_type(dtrace_hdl_t *, FILE *, ctf_id_t, const void *, size_t);

#endif	/* _DT_PRINT_H */
