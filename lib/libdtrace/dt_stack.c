/*
 * lib/libdtrace/dt_stack.c -- the consumer's output of stack and symbol
 * records (dt_stack.h).  User addresses are symbolised through the
 * process symbol tables of dt_symtab.c; kernel addresses (stack(), sym(),
 * mod()) have no symbol table in the user host and print as hex; with
 * the kernel backend they are looked up in /proc/kallsyms (dt_kallsyms.c;
 * the core kernel is "vmlinux", a module its [name], as Oracle Linux
 * DTrace prints them).
 *
 * Formats (the reference's): a stack record prints a newline, then for
 * each non-zero pc a line of stackindent (default 14) spaces and the
 * frame: `module`function+0xoff` (no "+0x.." at offset 0), else
 * `module`0xaddr` inside a known object, else `0xaddr`.  usym()/ufunc()
 * print `module`function`, uaddr() `module`function+0xoff`, umod()
 * `module`, sym()/func() `module`function`, mod() `module`, each as
 * "  %-50s".
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_kallsyms.h"
#include "dt_stack.h"
#include "dt_symtab.h"

#define DT_STACK_INDENT	14

static int
dt_stack_indent(dtrace_hdl_t *dtp)
{
	dtrace_optval_t v = dtp->dt_options[DTRACEOPT_STACKINDENT];

	return (v == DTRACEOPT_UNSET || v < 0 || v > 1024 ? DT_STACK_INDENT :
	    (int)v);
}

/* libstdc++'s demangler (C linkage; the result is malloc'd, or NULL). */
extern char *__cxa_demangle(const char *, char *, size_t *, int *);

/*
 * @name, demangled when it is a C++ name (_Z...) and @demangle is set:
 * into @buf of @len; returns @name itself otherwise.
 */
static const char *
dt_stack_demangle(const char *name, int demangle, char *buf, size_t len)
{
	char *d;
	int st = -1;

	if (!demangle || name[0] != '_' || name[1] != 'Z')
		return (name);
	if ((d = __cxa_demangle(name, NULL, NULL, &st)) == NULL || st != 0) {
		free(d);
		return (name);
	}
	snprintf(buf, len, "%s", d);
	free(d);
	return (buf);
}

/* The flags of dt_stack_uaddr2str() that @dtp's options ask for. */
int
dt_stack_uflags(const dtrace_hdl_t *dtp)
{
	return ((dtp->dt_noresolve ? DT_UADDR_NORESOLVE : 0) |
	    (dtp->dt_demangle ? DT_UADDR_DEMANGLE : 0));
}

void
dt_stack_uaddr2str(pid_t pid, uint64_t addr, int nooff, char *buf,
    size_t len)
{
	char dbuf[1024];
	int demangle = nooff & DT_UADDR_DEMANGLE;
	const dt_umod_t *mod = NULL;
	const dt_usym_t *sym = NULL;
	int noresolve = nooff & DT_UADDR_NORESOLVE;

	nooff &= ~(DT_UADDR_NORESOLVE | DT_UADDR_DEMANGLE);
	if (pid > 0)
		(void) dt_symtab_addr(pid, addr, &mod, &sym);
	if (noresolve) {
		uint64_t start = mod != NULL ? mod->um_lo : addr;
		long pg = sysconf(_SC_PAGESIZE);
		int i;

		/* the mapping: the PT_LOAD segment holding @addr */
		for (i = 0; mod != NULL && i < mod->um_nload; i++) {
			uint64_t lo = mod->um_lvaddr[i] + mod->um_bias;

			if (addr >= lo && addr < lo + mod->um_lsz[i]) {
				start = pg > 0 ? lo & ~((uint64_t)pg - 1) : lo;
				break;
			}
		}
		if (mod != NULL)
			snprintf(buf, len, "%s:0x%" PRIx64, mod->um_name,
			    addr - start);
		else
			snprintf(buf, len, "0x%" PRIx64, addr);
		return;
	}
	if (sym != NULL) {
		uint64_t v = sym->us_value + mod->um_bias;
		const char *name = dt_stack_demangle(sym->us_name, demangle,
		    dbuf, sizeof (dbuf));

		if (addr > v && !nooff)
			snprintf(buf, len, "%s`%s+0x%" PRIx64, mod->um_name,
			    name, addr - v);
		else
			snprintf(buf, len, "%s`%s", mod->um_name, name);
	} else if (mod != NULL) {
		snprintf(buf, len, "%s`0x%" PRIx64, mod->um_name, addr);
	} else {
		snprintf(buf, len, "0x%" PRIx64, addr);
	}
}

/* "vmlinux`func+0xoff" for kernel pc @pc, or "0xpc"; @nooff: no offset. */
void
dt_stack_kaddr2str(dtrace_hdl_t *dtp, uint64_t pc, int nooff, int modonly,
    char *buf, size_t len)
{
	const dt_ksym_t *ks = NULL;

	/*
	 * Any backend: mod() and sym() of a kernel address (&`schedule,
	 * resolved by the compiler from the same symbols) name its module or
	 * symbol on the user host too; an address below the kernel's first
	 * text symbol (a user address) resolves to nothing and prints as a
	 * number.
	 */
	(void) dtp;
	ks = dt_kallsyms_byaddr(pc);
	if (ks == NULL)
		snprintf(buf, len, "0x%" PRIx64, pc);
	else if (modonly)
		snprintf(buf, len, "%s", ks->ks_mod);
	else if (pc > ks->ks_addr && !nooff)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, ks->ks_mod, ks->ks_name,
		    pc - ks->ks_addr);
	else
		snprintf(buf, len, "%s`%s", ks->ks_mod, ks->ks_name);
}

static int
dt_stack_print_kernel(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    uint64_t depth)
{
	char c[1024];
	int indent = dt_stack_indent(dtp);
	uint64_t i, pc;

	if (dt_printf(dtp, fp, "\n") < 0)
		return (-1);
	for (i = 0; i < depth; i++) {
		memcpy(&pc, addr + i * sizeof (uint64_t), sizeof (pc));
		if (pc == 0)
			break;
		dt_stack_kaddr2str(dtp, pc, 0, 0, c, sizeof (c));
		if (dt_printf(dtp, fp, "%*s%s\n", indent, "", c) < 0)
			return (-1);
	}
	return (0);
}

static int
dt_stack_print_user(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    uint64_t arg)
{
	uint32_t depth = DTRACE_USTACK_NFRAMES(arg), i;
	int indent = dt_stack_indent(dtp);
	char c[4096];
	uint64_t pid, pc;

	if (depth == 0)
		return (0);
	memcpy(&pid, addr, sizeof (pid));
	if (dt_printf(dtp, fp, "\n") < 0)
		return (-1);
	for (i = 0; i < depth; i++) {
		memcpy(&pc, addr + (i + 1) * sizeof (uint64_t), sizeof (pc));
		if (pc == 0)
			break;
		dt_stack_uaddr2str((pid_t)pid, pc, dt_stack_uflags(dtp), c,
		    sizeof (c));
		if (dt_printf(dtp, fp, "%*s%s\n", indent, "", c) < 0)
			return (-1);
	}
	return (0);
}

int
dt_stack_print_rec(dtrace_hdl_t *dtp, FILE *fp, const dtrace_recdesc_t *rec,
    const char *addr)
{
	uint64_t w[2] = { 0, 0 };
	char c[4096];

	switch (rec->dtrd_action) {
	case DTRACEACT_STACK:
		return (dt_stack_print_kernel(dtp, fp, addr,
		    rec->dtrd_arg) < 0 ? -1 : 1);
	case DTRACEACT_USTACK:
	case DTRACEACT_JSTACK:
		return (dt_stack_print_user(dtp, fp, addr,
		    rec->dtrd_arg) < 0 ? -1 : 1);
	case DTRACEACT_USYM:
	case DTRACEACT_UADDR:
	case DTRACEACT_UMOD:
		if (rec->dtrd_size < sizeof (w))
			return (0);
		memcpy(w, addr, sizeof (w));
		if (rec->dtrd_action == DTRACEACT_UMOD) {
			const dt_umod_t *mod = NULL;

			(void) dt_symtab_addr((pid_t)w[0], w[1], &mod, NULL);
			if (mod != NULL)
				snprintf(c, sizeof (c), "%s", mod->um_name);
			else
				snprintf(c, sizeof (c), "0x%" PRIx64, w[1]);
		} else {
			dt_stack_uaddr2str((pid_t)w[0], w[1],
			    (rec->dtrd_action == DTRACEACT_USYM) |
			    dt_stack_uflags(dtp), c, sizeof (c));
		}
		break;
	case DTRACEACT_SYM:
	case DTRACEACT_MOD:
		if (rec->dtrd_size < sizeof (uint64_t))
			return (0);
		memcpy(w, addr, sizeof (uint64_t));
		dt_stack_kaddr2str(dtp, w[0], 1,
		    rec->dtrd_action == DTRACEACT_MOD, c, sizeof (c));
		break;
	default:
		return (0);
	}
	return (dt_printf(dtp, fp, "  %-50s", c) < 0 ? -1 : 1);
}

void
dt_stack_agg_normalize(const dtrace_aggdesc_t *agg, char *addr)
{
	int i;

	for (i = 1; i < agg->dtagd_nrecs; i++) {
		const dtrace_recdesc_t *rec = &agg->dtagd_rec[i];
		const dt_umod_t *mod = NULL;
		const dt_usym_t *sym = NULL;
		const dt_ksym_t *ks;
		uint64_t w[2];

		/* func() of a kernel address: one key per function */
		if (rec->dtrd_action == DTRACEACT_SYM &&
		    rec->dtrd_size >= sizeof (w[0])) {
			memcpy(w, addr + rec->dtrd_offset, sizeof (w[0]));
			if ((ks = dt_kallsyms_byaddr(w[0])) != NULL &&
			    ks->ks_addr != 0) {
				w[0] = ks->ks_addr;
				memcpy(addr + rec->dtrd_offset, w, sizeof (w[0]));
			}
			continue;
		}
		if ((rec->dtrd_action != DTRACEACT_USYM &&
		    rec->dtrd_action != DTRACEACT_UMOD) ||
		    rec->dtrd_size < sizeof (w))
			continue;
		memcpy(w, addr + rec->dtrd_offset, sizeof (w));
		(void) dt_symtab_addr((pid_t)w[0], w[1], &mod, &sym);
		if (rec->dtrd_action == DTRACEACT_USYM && sym != NULL)
			w[1] = sym->us_value + mod->um_bias;
		else if (rec->dtrd_action == DTRACEACT_UMOD && mod != NULL)
			w[1] = mod->um_lo;
		else
			continue;
		memcpy(addr + rec->dtrd_offset, w, sizeof (w));
	}
}

int
dt_stack_print_indent(dtrace_hdl_t *dtp, FILE *fp,
    const dtrace_recdesc_t *rec, const char *addr, int indent)
{
	dtrace_optval_t saved = dtp->dt_options[DTRACEOPT_STACKINDENT];
	int rv;

	if (rec->dtrd_action != DTRACEACT_STACK &&
	    rec->dtrd_action != DTRACEACT_USTACK &&
	    rec->dtrd_action != DTRACEACT_JSTACK)
		return (dt_set_errno(dtp, EDT_DMISMATCH));
	dtp->dt_options[DTRACEOPT_STACKINDENT] = indent;
	rv = dt_stack_print_rec(dtp, fp, rec, addr);
	dtp->dt_options[DTRACEOPT_STACKINDENT] = saved;
	return (rv < 0 ? -1 : 0);
}
