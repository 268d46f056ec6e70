/*
 * common/dtrace_stackact.h -- the stack and symbol actions of the framework:
 * stack(), ustack(), jstack(), sym()/func(), mod(), usym()/ufunc(),
 * umod(), uaddr() (Dynamic Tracing Guide, "Actions and Subroutines":
 * stack, ustack, jstack; "User Process Tracing": ufunc, umod, usym,
 * uaddr).  Implemented in dtrace_stackact.c; dtrace_ecb.c sizes their
 * records with dtrace_stackact_layout() and dtrace_probectx.c fills them
 * with dtrace_stackact_store() (directly or as aggregation keys).
 *
 * Record layouts (the reference's, so the consumer and DOF stay
 * compatible):
 *   STACK   nframes 64-bit pcs, zero-filled after the last frame;
 *           dtrd_arg = nframes.
 *   USTACK, JSTACK  the pid in the first 64-bit word, then nframes pcs
 *           (zero-filled), then strsize bytes of frame strings (zero:
 *           no ustack helpers here), rounded up to 8;
 *           dtrd_arg = DTRACE_USTACK_ARG(nframes, strsize).
 *   SYM, MOD  the 64-bit address (the DIFO's value).
 *   USYM, UMOD, UADDR  the pid, then the 64-bit address.
 */
#ifndef DTRACE_STACKACT_H
#define DTRACE_STACKACT_H

#include "dtrace_impl.h"

/* dta_flags bit of an action whose record dtrace_stackact_store() fills. */
#define DTRACE_ACTF_STACKACT	0x10000

/** dtrace_stackact_kind - true if @kind is one of the actions above. */
bool dtrace_stackact_kind(dtrace_actkind_t kind);

/**
 * dtrace_stackact_layout - size the record of stack/symbol action @ad of
 * @state: sets *@sizep, *@alignp (8), *@argp (the record's dtrd_arg) and
 * adds DTRACE_ACTF_STACKACT to *@flagsp.  A frame count of 0 takes the
 * stackframes / ustackframes / jstackframes option of @state.  Returns 0,
 * or DTRACE_EINVAL (a symbol action without an 8-byte value, a stack
 * action with a DIFO, more than 1 << 20 frames or strsize).
 */
int dtrace_stackact_layout(const struct dtrace_state *state,
    const dtrace_actdesc_t *ad, uint32_t *sizep, uint16_t *alignp,
    uint64_t *argp, uint32_t *flagsp);

/**
 * dtrace_stackact_store - [P] fill the record of action @a at @rec (the
 * principal record or the aggregation key stage): the current kernel or
 * user stack, or pid and @val.  Returns 0.
 */
int dtrace_stackact_store(const dtrace_action_t *a, dtrace_mstate_t *ms,
    uint64_t val, char *rec);

#endif /* DTRACE_STACKACT_H */
