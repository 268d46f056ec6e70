/*
 * lib/libdtrace/dt_stack.h -- the consumer's output of stack(), ustack(),
 * jstack(), sym()/func(), mod(), usym()/ufunc(), umod() and uaddr()
 * records, in trace output and as aggregation keys (dt_stack.c).
 */
#ifndef DT_STACK_H
#define DT_STACK_H

#include <stdio.h>
#include "dt_impl.h"

/**
 * dt_stack_print_rec - print record @rec at @addr if it is one of the
 * stack or symbol actions, as the reference does (dt_print_stack,
 * dt_print_ustack, dt_print_usym, dt_print_umod, dt_print_sym,
 * dt_print_mod of illumos: a stack starts with a newline, then one frame
 * per line indented by the stackindent option; symbols are printed
 * "  %-50s").  Returns 1 when printed, 0 when @rec is not such a record,
 * -1 on an output error.
 */
int dt_stack_print_rec(dtrace_hdl_t *dtp, FILE *fp,
    const dtrace_recdesc_t *rec, const char *addr);

/**
 * dt_stack_uaddr2str - "module`function+0xoff" (or "module`0xaddr", or
 * "0xaddr") for user address @addr of process @pid, into @buf of @len.
 * @nooff: print the function without its offset (usym()); or'ed with
 * DT_UADDR_NORESOLVE (-x noresolve): "object:0xOFFSET", the offset into
 * the mapping of the object that holds @addr, as Oracle Linux DTrace.
 */
#define DT_UADDR_NORESOLVE	2
#define DT_UADDR_DEMANGLE	4	/* -x demangle: C++ names demangled */
void dt_stack_uaddr2str(pid_t pid, uint64_t addr, int nooff, char *buf,
    size_t len);

/** dt_stack_uflags - the DT_UADDR_* flags @dtp's options ask for. */
int dt_stack_uflags(const dtrace_hdl_t *dtp);

/**
 * dt_stack_print_indent - print stack record @rec at @addr (stack(),
 * ustack(), jstack()) with each frame indented by @indent spaces: the
 * %k conversion of printf()/printa(), whose width is the indent.
 * Returns 0, or -1 (EDT_DMISMATCH for another record kind).
 */
int dt_stack_print_indent(dtrace_hdl_t *dtp, FILE *fp,
    const dtrace_recdesc_t *rec, const char *addr, int indent);

/**
 * dt_stack_agg_normalize - in the aggregation record @addr of @agg, turn
 * every usym()/ufunc() and sym()/func() key into the start of its
 * function and every umod() key into the start of its module, so that all addresses of one
 * function (module) are one key, as the reference aggregates them.
 */
void dt_stack_agg_normalize(const dtrace_aggdesc_t *agg, char *addr);

/**
 * dt_stack_kaddr2str - kernel address @pc as the reference prints it
 * ("vmlinux`func+0xoff", "mod`func", or "0xpc" without a symbol: always
 * so on the user host) into @buf of @len bytes; @nooff: no offset;
 * @modonly: the module name only.
 */
void dt_stack_kaddr2str(dtrace_hdl_t *dtp, uint64_t pc, int nooff,
    int modonly, char *buf, size_t len);

#endif /* DT_STACK_H */
