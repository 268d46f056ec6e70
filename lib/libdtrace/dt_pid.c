/*
 * lib/libdtrace/dt_pid.c -- creation of pid provider probes from probe
 * descriptions at compile time (Dynamic Tracing Guide, "pid Provider").
 *
 * Where it sits: the compiler calls dt_pid_create_probes() for every probe
 * description before matching it (dt_cc.c).  A description whose provider
 * is pid<N> is resolved here against the symbol tables of process N
 * (dt_symtab.c): every module whose name matches the module field (the
 * executable is also "a.out"), every function whose name matches the
 * function field (.symtab, else .dynsym; defined functions of non-zero
 * size; _init and _fini only when named), and the probe name: "entry",
 * "return" (one site per ret instruction, found with the capstone
 * decoder), a hexadecimal instruction offset, or a glob over those.  Each
 * probe is handed to the backend as a dtrace_uprobespec_t through
 * DTRACEIOC_UPROBE_MAKE (include/dtrace/ioctl.h, the reference's fasttrap
 * split: the consumer computes the sites, the framework plants them);
 * the framework then matches the description as usual.
 *
 * As the reference: a module given by name ("a.out" included) is
 * rewritten in the description to its canonical name (the basename of the
 * object), a missing module is not an error (the description then matches
 * nothing), a missing function in a named module is D_PROC_FUNC, a bad
 * name D_PROC_NAME, an offset past the function D_PROC_OFF and one inside
 * an instruction D_PROC_ALIGN.  A function known by several names (weak
 * aliases, glibc's __libc_malloc) is named by its preferred one, as
 * ustack prints it (dt_symtab_canon: global before weak before local,
 * then fewer leading underscores).  A pid<N> naming a process not under
 * control is grabbed as with -p and released at close, left running.
 *
 * GNU indirect functions (STT_GNU_IFUNC: strlen, memcpy, strcmp, ... in
 * glibc): the symbol's value is its resolver, which the loader runs once
 * per binding, so pid<N>:libc.so.6:strlen:entry, :return and :OFFSET
 * describe instead the implementation the resolver selected in process N
 * (__strlen_avx2, __strlen_evex, ...: a local symbol, usually absent),
 * under the IFUNC's name.  dt_ifunc.c finds it in the process's relocated
 * GOT (the defining object's IRELATIVE slots, applied before the entry
 * point, or any object's bound slot for the symbol) and its extent in
 * .symtab or the .eh_frame FDE covering it; ufunc()/ustack() then print
 * its addresses as `libc.so.6`strlen+0x10 when no symbol names them.  If
 * no slot holds it yet (a lazy PLT slot not bound, a dlopen'ed object not
 * relocated yet), the probes are created without sites and the resolver's
 * ret instructions are watched: the first time the loader runs it, the
 * returned address gets the probes, before the implementation first
 * runs (dt_pid_ifunc_hook).  Offset globs are listed only once the
 * implementation is known.  Two IFUNCs that resolve to one function
 * (memcpy and memmove in glibc) share its sites: each call fires both.
 * Instructions capstone 4 cannot decode (some AVX-512 ones) are skipped
 * by their VEX/EVEX length, so return sites after them are found.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gelf.h>
#include <capstone/capstone.h>

#include "dt_impl.h"
#include "dt_pid.h"
#include "dt_ifunc.h"
#include "dt_symtab.h"

#define DT_PID_MAXFUNC	(1 << 20)	/* largest function decoded */

typedef struct dt_pid_ctx {
	dtrace_hdl_t *pc_dtp;
	dtrace_probedesc_t *pc_pdp;
	pid_t pc_pid;
	dt_uproc_syms_t *pc_up;
	const char *pc_mod, *pc_func, *pc_name;
	unsigned int pc_nmatches;
	dt_errtag_t pc_tag;
	char *pc_msg;
	size_t pc_msglen;
	int pc_err;
} dt_pid_ctx_t;

static int
dt_pid_isglob(const char *s)
{
	return (strpbrk(s, "*?[") != NULL);
}

static int
dt_pid_gmatch(const char *s, const char *pat)
{
	return (fnmatch(pat, s, 0) == 0);
}

static int
dt_pid_fail(dt_pid_ctx_t *pc, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(pc->pc_msg, pc->pc_msglen, fmt, ap);
	va_end(ap);
	pc->pc_tag = tag;
	pc->pc_err = 1;
	return (-1);
}

/*
 * The length of the VEX- or EVEX-encoded instruction at @p (@left bytes
 * readable), or 0 if it is not one.  capstone 4 cannot decode some
 * AVX-512 instructions (vpcmpb to a mask register, kmovd, kortestd: in
 * glibc's __strlen_evex and friends, the implementations IFUNCs pick on
 * AVX-512 machines), and a linear sweep must not stop there: the length
 * follows from the encoding alone.  In 64-bit mode C5 xx (map 0F), C4 xx
 * xx and 62 xx xx xx (map in the low bits of the first payload byte) are
 * always these prefixes; then the opcode, ModRM (but vzeroupper and
 * vzeroall have none), SIB and displacement as ModRM says (EVEX's 8-bit
 * one is the compressed disp8*N), and an 8-bit immediate for map 0F3A
 * and for the few 0F opcodes that take one.
 */
static size_t
dt_pid_vex_len(const uint8_t *p, size_t left)
{
	size_t n;
	unsigned int map, op, mod, rm;

	if (left < 3)
		return (0);
	switch (p[0]) {
	case 0xc5:
		n = 2;
		map = 1;
		break;
	case 0xc4:
		n = 3;
		map = p[1] & 0x1f;
		break;
	case 0x62:
		n = 4;
		map = p[1] & 7;
		break;
	default:
		return (0);
	}
	if (left < n + 1)
		return (0);
	op = p[n++];
	if (map == 1 && op == 0x77 && p[0] != 0x62)
		return (n);		/* vzeroupper, vzeroall */
	if (left < n + 1)
		return (0);
	mod = p[n] >> 6;
	rm = p[n++] & 7;
	if (mod != 3 && rm == 4) {
		if (left < n + 1)
			return (0);
		if (mod == 0 && (p[n] & 7) == 5)
			n += 4;		/* SIB without base: disp32 */
		n++;
	}
	if (mod == 1)
		n += 1;
	else if (mod == 2 || (mod == 0 && rm == 5))
		n += 4;
	if (map == 3 || (map == 1 && ((op >= 0x70 && op <= 0x73) ||
	    op == 0xc2 || (op >= 0xc4 && op <= 0xc6))))
		n += 1;
	return (n <= left && n <= 15 ? n : 0);
}

/* Append @v to the growing array *@a of *@n (capacity *@cap).  0 or -1. */
static int
dt_pid_push(uint64_t **a, size_t *n, size_t *cap, uint64_t v)
{
	if (*n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 8;
		uint64_t *na;

		if ((na = realloc(*a, ncap * sizeof (*na))) == NULL)
			return (-1);
		*a = na;
		*cap = ncap;
	}
	(*a)[(*n)++] = v;
	return (0);
}

/*
 * Is the instruction of @size bytes at offset @at of @code a relative jmp
 * or jcc (rel8 or rel32, after segment, branch-hint or bnd prefixes) whose
 * target lies outside a function of @fsize bytes?  That is a tail call:
 * a way out of the function, so a return site, as in the reference.
 */
static int
dt_pid_tailjump(const uint8_t *code, uint64_t at, size_t size, uint64_t fsize)
{
	const uint8_t *p = code + at;
	size_t i = 0;
	int64_t disp;

	while (i < size && (p[i] == 0x2e || p[i] == 0x3e || p[i] == 0xf2))
		i++;
	if (i + 2 == size && (p[i] == 0xeb || (p[i] >= 0x70 && p[i] <= 0x7f)))
		disp = (int8_t)p[i + 1];
	else if (i + 5 == size && p[i] == 0xe9)
		disp = (int32_t)((uint32_t)p[i + 1] | (uint32_t)p[i + 2] << 8 |
		    (uint32_t)p[i + 3] << 16 | (uint32_t)p[i + 4] << 24);
	else if (i + 6 == size && p[i] == 0x0f && p[i + 1] >= 0x80 &&
	    p[i + 1] <= 0x8f)
		disp = (int32_t)((uint32_t)p[i + 2] | (uint32_t)p[i + 3] << 8 |
		    (uint32_t)p[i + 4] << 16 | (uint32_t)p[i + 5] << 24);
	else
		return (0);
	disp += (int64_t)(at + size);
	return (disp < 0 || (uint64_t)disp >= fsize);
}

/*
 * Decode @len bytes at @code, the start of a function of @fsize bytes:
 * the offsets of every instruction start into @starts (may be NULL), of
 * every ret into @rets and of every way out (rets and tail jumps,
 * dt_pid_tailjump) into @exits.  Returns the number of bytes decoded (the
 * function's end, or where decoding stopped).
 */
static size_t
dt_pid_decode(const uint8_t *code, size_t len, uint64_t fsize,
    uint64_t **starts, size_t *nstarts, uint64_t **rets, size_t *nrets,
    uint64_t **exits, size_t *nexits)
{
	csh h;
	cs_insn *insn;
	const uint8_t *p = code;
	size_t left = len;
	uint64_t a = 0;
	size_t cap = 0, rcap = 0, ecap = 0;

	*nstarts = *nrets = *nexits = 0;
	*starts = *rets = *exits = NULL;
	if (cs_open(CS_ARCH_X86, CS_MODE_64, &h) != CS_ERR_OK)
		return (0);
	if ((insn = cs_malloc(h)) == NULL) {
		cs_close(&h);
		return (0);
	}
	while (left > 0) {
		uint64_t at = a;

		if (!cs_disasm_iter(h, &p, &left, &a, insn)) {
			size_t n = dt_pid_vex_len(p, left);

			if (n == 0)
				break;
			insn->id = X86_INS_INVALID;	/* not a ret */
			p += n;
			left -= n;
			a += n;
		}
		if (dt_pid_push(starts, nstarts, &cap, at) != 0)
			break;
		if (insn->id == X86_INS_RET &&
		    (dt_pid_push(rets, nrets, &rcap, at) != 0 ||
		    dt_pid_push(exits, nexits, &ecap, at) != 0))
			break;
		if (insn->id != X86_INS_INVALID && dt_pid_tailjump(code, at,
		    (size_t)(a - at), fsize) &&
		    dt_pid_push(exits, nexits, &ecap, at) != 0)
			break;
	}
	cs_free(insn, 1);
	cs_close(&h);
	return ((size_t)(p - code));
}

/* Function @sym of @mod decoded from its file (dt_pid_code_read). */
typedef struct dt_pid_code {
	uint64_t *pcd_starts;		/* offsets of its instructions */
	size_t pcd_nstarts;
	uint64_t *pcd_rets;		/* offsets of its rets */
	size_t pcd_nrets;
	uint64_t *pcd_exits;		/* its return sites: rets and tail
					 * jumps (dt_pid_tailjump) */
	size_t pcd_nexits;
	size_t pcd_decoded;		/* bytes decoded */
} dt_pid_code_t;

/*
 * Decode function @sym of @mod (its first DT_PID_MAXFUNC bytes) from the
 * object file into @code; what cannot be read leaves @code empty.
 */
static void
dt_pid_code_read(const dt_umod_t *mod, const dt_usym_t *sym,
    dt_pid_code_t *code)
{
	size_t len = sym->us_size > DT_PID_MAXFUNC ? DT_PID_MAXFUNC :
	    sym->us_size;
	uint8_t *text;

	memset(code, 0, sizeof (*code));
	if (len != 0 && (text = malloc(len)) != NULL) {
		if (dt_symtab_text(mod, sym->us_value, text, len) == 0)
			code->pcd_decoded = dt_pid_decode(text, len,
			    sym->us_size, &code->pcd_starts,
			    &code->pcd_nstarts, &code->pcd_rets,
			    &code->pcd_nrets, &code->pcd_exits,
			    &code->pcd_nexits);
		free(text);
	}
}

static void
dt_pid_code_free(dt_pid_code_t *code)
{
	free(code->pcd_starts);
	free(code->pcd_rets);
	free(code->pcd_exits);
}

/* Is @off the start of an instruction of @code? */
static int
dt_pid_code_isinsn(const dt_pid_code_t *code, uint64_t off)
{
	size_t i;

	for (i = 0; i < code->pcd_nstarts; i++) {
		if (code->pcd_starts[i] == off)
			return (1);
	}
	return (0);
}

/*
 * Hand user-level probe @spec to the framework (DTRACEIOC_UPROBE_MAKE or
 * _RESOLVE, include/dtrace/ioctl.h).  Returns 0 or an errno value.
 */
int
dt_pid_uprobe(dtrace_hdl_t *dtp, uint32_t cmd, dtrace_uprobespec_t *spec)
{
	if (dt_ioctl(dtp, cmd, spec) != 0)
		return (errno != 0 ? errno : EINVAL);
	return (0);
}

static int
dt_pid_make(dt_pid_ctx_t *pc, const dt_umod_t *mod, const dt_usym_t *sym,
    const char *func, int kind, const char *name, const uint64_t *offs,
    size_t noffs)
{
	dtrace_uprobespec_t spec;
	int err;

	memset(&spec, 0, sizeof (spec));
	spec.dups_pid = (int32_t)pc->pc_pid;
	spec.dups_kind = (uint32_t)kind;
	snprintf(spec.dups_mod, sizeof (spec.dups_mod), "%s", mod->um_name);
	snprintf(spec.dups_func, sizeof (spec.dups_func), "%s", func);
	snprintf(spec.dups_name, sizeof (spec.dups_name), "%s", name);
	spec.dups_path = (uint64_t)(uintptr_t)mod->um_path;
	spec.dups_addr = sym->us_value + mod->um_bias;
	spec.dups_size = sym->us_size;
	spec.dups_foff = dt_symtab_foff(mod, sym->us_value);
	spec.dups_noffs = (uint32_t)noffs;
	spec.dups_offs = (uint64_t)(uintptr_t)offs;
	if (noffs == 0)
		return (0);	/* a function without ret: no return probe */
	if ((err = dt_pid_uprobe(pc->pc_dtp, DTRACEIOC_UPROBE_MAKE, &spec)) ==
	    ENOSPC && pc->pc_dtp->dt_backend == DT_BACKEND_KERNEL)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': the module plants no more pid probe "
		    "sites", name, func));
	if (err == ENOSPC)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': process %d already has %d pid probes, "
		    "the most one process may have", name, func,
		    (int)pc->pc_pid, DTRACE_UPROBE_MAXPROBES));
	if (err == EOPNOTSUPP || err == ENOTTY)
		return (dt_pid_fail(pc, D_PROC_NODEV, "pid provider is not "
		    "available with this backend"));
	if (err != 0)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': %s", name, func, strerror(err)));
	pc->pc_nmatches++;
	return (0);
}

static int dt_pid_per_ifunc(dt_pid_ctx_t *, const dt_umod_t *,
    const dt_usym_t *, const char *);

/* The probes of one function @sym named @func of @mod. */
static int
dt_pid_per_sym(dt_pid_ctx_t *pc, const dt_umod_t *mod, const dt_usym_t *sym,
    const char *func)
{
	const char *name = pc->pc_name;
	uint64_t zero = 0;
	int glob = dt_pid_isglob(name), rv = 0, n = 0;
	dt_pid_code_t code;

	if (sym->us_type == STT_GNU_IFUNC)
		return (dt_pid_per_ifunc(pc, mod, sym, func));
	dt_pid_code_read(mod, sym, &code);

	if (dt_pid_gmatch("return", name)) {
		n++;
		if (dt_pid_make(pc, mod, sym, func, DTRACE_UPROBE_RETURN,
		    "return", code.pcd_exits, code.pcd_nexits) != 0)
			goto out;
	}
	if (dt_pid_gmatch("entry", name)) {
		n++;
		if (dt_pid_make(pc, mod, sym, func, DTRACE_UPROBE_ENTRY,
		    "entry", &zero, 1) != 0)
			goto out;
	}
	if (!glob && n == 0) {
		char *end;
		uint64_t off;

		errno = 0;
		off = strtoull(name, &end, 16);
		if (*end != '\0' || end == name || errno != 0) {
			rv = dt_pid_fail(pc, D_PROC_NAME, "'%s' is an invalid "
			    "probe name", name);
			goto out;
		}
		if (off >= sym->us_size) {
			rv = dt_pid_fail(pc, D_PROC_OFF, "offset 0x%" PRIx64
			    " outside of function '%s'", off, func);
			goto out;
		}
		if (!dt_pid_code_isinsn(&code, off)) {
			rv = dt_pid_fail(pc, D_PROC_ALIGN, "offset 0x%" PRIx64
			    " is not aligned on an instruction", off);
			goto out;
		}
		{
			char nm[32];

			snprintf(nm, sizeof (nm), "%" PRIx64, off);
			rv = dt_pid_make(pc, mod, sym, func,
			    DTRACE_UPROBE_OFFSET, nm, &off, 1);
		}
	} else if (glob) {
		size_t i;

		for (i = 0; i < code.pcd_nstarts &&
		    code.pcd_starts[i] < code.pcd_decoded; i++) {
			char nm[32];

			snprintf(nm, sizeof (nm), "%" PRIx64,
			    code.pcd_starts[i]);
			if (!dt_pid_gmatch(nm, name))
				continue;
			if ((rv = dt_pid_make(pc, mod, sym, func,
			    DTRACE_UPROBE_OFFSET, nm, &code.pcd_starts[i],
			    1)) != 0)
				break;
		}
	}
out:
	dt_pid_code_free(&code);
	return (pc->pc_err ? -1 : rv);
}

static int
dt_pid_usable(const dt_usym_t *s)
{
	return ((s->us_type == STT_FUNC || s->us_type == STT_GNU_IFUNC) &&
	    s->us_size != 0);
}

/* Walk one symbol table of @mod in address order for the function glob. */
static int
dt_pid_iter_syms(dt_pid_ctx_t *pc, const dt_umod_t *mod,
    const dt_usym_t *syms, size_t n)
{
	const dt_usym_t *last = NULL, *c;
	size_t i;

	for (i = 0; i < n; i++) {
		const dt_usym_t *s = &syms[i];

		if (!dt_pid_usable(s))
			continue;
		if (last != NULL && last->us_value == s->us_value &&
		    last->us_size == s->us_size)
			continue;	/* an alias of a function taken */
		if (strcmp(s->us_name, "_init") == 0 ||
		    strcmp(s->us_name, "_fini") == 0)
			continue;
		if (!dt_pid_gmatch(s->us_name, pc->pc_func))
			continue;
		last = s;
		/* the preferred name of an alias group, when it matches */
		c = dt_symtab_canon(mod, s);
		if (c != s && dt_pid_gmatch(c->us_name, pc->pc_func))
			s = c;
		if (dt_pid_per_sym(pc, mod, s, s->us_name) != 0)
			return (-1);
	}
	return (0);
}

static int
dt_pid_per_mod(dt_pid_ctx_t *pc, const dt_umod_t *mod)
{
	const dt_usym_t *s;

	if (!dt_pid_isglob(pc->pc_func)) {
		s = dt_symtab_byname(mod, pc->pc_func);
		if (s == NULL) {
			if (!dt_pid_isglob(pc->pc_mod))
				return (dt_pid_fail(pc, D_PROC_FUNC, "failed to "
				    "lookup '%s' in module '%s'", pc->pc_func,
				    pc->pc_mod));
			return (0);
		}
		if (!dt_pid_usable(s))
			return (0);
		if (!dt_pid_isglob(pc->pc_mod)) {
			/*
			 * As the reference: an alias names the function by
			 * its preferred name (global before weak before
			 * local, then fewer leading underscores), in the
			 * description too, so that every alias of a
			 * function describes the same probes.
			 */
			s = dt_symtab_canon(mod, s);
			if (strcmp(s->us_name, pc->pc_func) != 0) {
				snprintf(pc->pc_pdp->dtpd_func,
				    sizeof (pc->pc_pdp->dtpd_func), "%s",
				    s->us_name);
				pc->pc_func = pc->pc_pdp->dtpd_func;
			}
		}
		return (dt_pid_per_sym(pc, mod, s, pc->pc_func));
	} else {
		unsigned int before = pc->pc_nmatches;

		if (dt_pid_iter_syms(pc, mod, mod->um_syms, mod->um_nsyms) != 0)
			return (-1);
		if (pc->pc_nmatches == before && mod->um_dsyms != NULL)
			return (dt_pid_iter_syms(pc, mod, mod->um_dsyms,
			    mod->um_ndsyms));
	}
	return (0);
}

static int
dt_pid_mod_matches(const dt_umod_t *mod, const char *pat)
{
	return (dt_pid_gmatch(mod->um_name, pat) ||
	    dt_pid_gmatch(mod->um_path, pat) ||
	    (mod->um_exec && dt_pid_gmatch("a.out", pat)));
}

/*
 * The module a description names without a glob: the object of that
 * basename or path, the executable for "a.out", else, as the reference,
 * the object whose basename begins with the name followed by a dot
 * ("libc" and "libc.so" both name libc.so.6).
 */
static const dt_umod_t *
dt_pid_mod_byname(const dt_uproc_syms_t *up, const char *name)
{
	size_t len = strlen(name);
	int i;

	for (i = 0; i < up->up_nmods; i++) {
		const dt_umod_t *m = up->up_mods[i];

		if (strcmp(m->um_name, name) == 0 ||
		    strcmp(m->um_path, name) == 0 ||
		    (m->um_exec && strcmp(name, "a.out") == 0))
			return (m);
	}
	if (len == 0 || strchr(name, '/') != NULL)
		return (NULL);
	for (i = 0; i < up->up_nmods; i++) {
		const dt_umod_t *m = up->up_mods[i];

		if (strncmp(m->um_name, name, len) == 0 &&
		    m->um_name[len] == '.')
			return (m);
	}
	return (NULL);
}

/*
 * Probes waiting for their sites: those of objects not mapped yet (-Z),
 * resolved by dt_pid_mapped() when the loader maps the object (dlopen),
 * and those of IFUNCs whose implementation is not known yet (dd_resolver
 * set), resolved when the resolver returns (dt_pid_ifunc_hook) or when a
 * relocated slot tells (dt_pid_mapped).
 */
typedef struct dt_pid_deferred {
	dtrace_hdl_t *dd_dtp;		/* the consumer that created it */
	pid_t dd_pid;
	char dd_mod[DTRACE_MODNAMELEN];
	char dd_func[DTRACE_FUNCNAMELEN];
	char dd_name[DTRACE_NAMELEN];
	uint64_t dd_resolver;		/* IFUNC: its resolver, runtime */
	struct dt_pid_deferred *dd_next;
} dt_pid_deferred_t;

static pthread_mutex_t dt_pid_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_pid_deferred_t *dt_pid_deferred;

/* Create probe @mod:@func:@name of pc's process, without sites. */
static int
dt_pid_defer(dt_pid_ctx_t *pc, const char *mod, const char *func,
    const char *name, uint64_t resolver)
{
	dtrace_uprobespec_t spec;
	dt_pid_deferred_t *dd;
	int err;

	memset(&spec, 0, sizeof (spec));
	spec.dups_pid = (int32_t)pc->pc_pid;
	spec.dups_kind = strcmp(name, "entry") == 0 ?
	    DTRACE_UPROBE_ENTRY : strcmp(name, "return") == 0 ?
	    DTRACE_UPROBE_RETURN : DTRACE_UPROBE_OFFSET;
	snprintf(spec.dups_mod, sizeof (spec.dups_mod), "%s", mod);
	snprintf(spec.dups_func, sizeof (spec.dups_func), "%s", func);
	snprintf(spec.dups_name, sizeof (spec.dups_name), "%s", name);
	spec.dups_flags = DTRACE_UPROBE_DEFERRED;
	if ((dd = calloc(1, sizeof (*dd))) == NULL)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "probe for '%s': %s", func, strerror(ENOMEM)));
	if ((err = dt_pid_uprobe(pc->pc_dtp, DTRACEIOC_UPROBE_MAKE,
	    &spec)) == EOPNOTSUPP) {
		/*
		 * A backend without deferred probes: the probe does not
		 * exist there, and the description matches nothing, as for
		 * an object that is not mapped.
		 */
		free(dd);
		return (0);
	}
	if (err != 0) {
		free(dd);
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': %s", name, func, strerror(err)));
	}
	dd->dd_dtp = pc->pc_dtp;
	dd->dd_pid = pc->pc_pid;
	dd->dd_resolver = resolver;
	memcpy(dd->dd_mod, spec.dups_mod, sizeof (dd->dd_mod));
	memcpy(dd->dd_func, spec.dups_func, sizeof (dd->dd_func));
	memcpy(dd->dd_name, spec.dups_name, sizeof (dd->dd_name));
	pthread_mutex_lock(&dt_pid_lock);
	dd->dd_next = dt_pid_deferred;
	dt_pid_deferred = dd;
	pthread_mutex_unlock(&dt_pid_lock);
	pc->pc_nmatches++;
	return (0);
}

static const dt_umod_t *
dt_pid_find_mod(const dt_uproc_syms_t *up, const char *name)
{
	int i;

	for (i = 0; i < up->up_nmods; i++) {
		if (strcmp(up->up_mods[i]->um_name, name) == 0 ||
		    strcmp(up->up_mods[i]->um_path, name) == 0)
			return (up->up_mods[i]);
	}
	return (NULL);
}

/*
 * @impl: the function at runtime address @addr of @mod that an IFUNC
 * named @func resolved to, with its extent when the file tells it (else
 * size 0: entry probes only); its addresses print under @func.
 */
static void
dt_pid_ifunc_sym(const dt_umod_t *mod, uint64_t addr, const char *func,
    dt_usym_t *impl)
{
	uint64_t size = 0;

	memset(impl, 0, sizeof (*impl));
	impl->us_value = addr - mod->um_bias;
	(void) dt_ifunc_bounds(mod, impl->us_value, &size);
	impl->us_size = size > DT_PID_MAXFUNC ? DT_PID_MAXFUNC : size;
	impl->us_name = func;
	impl->us_type = STT_FUNC;
	impl->us_bind = STB_GLOBAL;
	dt_symtab_alias(mod, impl->us_value, impl->us_size, func);
}

/* Watch the returns of IFUNC @sym's resolver in @pid.  0 or -1. */
static int
dt_pid_watch_resolver(pid_t pid, const dt_umod_t *mod, const dt_usym_t *sym)
{
	uint64_t at = sym->us_value + mod->um_bias;
	dtrace_uprobewatch_t w;
	dt_pid_code_t code;
	size_t i;
	int rv = -1;

	dt_pid_code_read(mod, sym, &code);
	for (i = 0; i < code.pcd_nrets; i++)
		code.pcd_rets[i] += at;
	memset(&w, 0, sizeof (w));
	w.dupw_pid = (int32_t)pid;
	w.dupw_kind = DTRACE_UPROBEWATCH_IFUNC;
	w.dupw_addr = at;
	w.dupw_rets = (uint64_t)(uintptr_t)code.pcd_rets;
	w.dupw_nrets = (uint32_t)code.pcd_nrets;
	if (code.pcd_nrets > 0 && dt_proc_watch(&w) == 0)
		rv = 0;
	dt_pid_code_free(&code);
	return (rv);
}

/* Give deferred probe @dd the sites of function @sym of @mod.  0 or -1. */
static int
dt_pid_resolve_at(const dt_pid_deferred_t *dd, const dt_umod_t *mod,
    const dt_usym_t *sym)
{
	uint64_t zero = 0, off = 0;
	dtrace_uprobespec_t spec;
	dt_pid_code_t code;
	int rv = -1;

	dt_pid_code_read(mod, sym, &code);
	memset(&spec, 0, sizeof (spec));
	spec.dups_pid = (int32_t)dd->dd_pid;
	memcpy(spec.dups_mod, dd->dd_mod, sizeof (spec.dups_mod));
	memcpy(spec.dups_func, dd->dd_func, sizeof (spec.dups_func));
	memcpy(spec.dups_name, dd->dd_name, sizeof (spec.dups_name));
	spec.dups_path = (uint64_t)(uintptr_t)mod->um_path;
	spec.dups_addr = sym->us_value + mod->um_bias;
	spec.dups_size = sym->us_size;
	spec.dups_foff = dt_symtab_foff(mod, sym->us_value);
	if (strcmp(dd->dd_name, "entry") == 0) {
		spec.dups_kind = DTRACE_UPROBE_ENTRY;
		spec.dups_offs = (uint64_t)(uintptr_t)&zero;
		spec.dups_noffs = 1;
	} else if (strcmp(dd->dd_name, "return") == 0) {
		spec.dups_kind = DTRACE_UPROBE_RETURN;
		spec.dups_offs = (uint64_t)(uintptr_t)code.pcd_exits;
		spec.dups_noffs = (uint32_t)code.pcd_nexits;
	} else {
		spec.dups_kind = DTRACE_UPROBE_OFFSET;
		off = strtoull(dd->dd_name, NULL, 16);
		if (dt_pid_code_isinsn(&code, off)) {
			spec.dups_offs = (uint64_t)(uintptr_t)&off;
			spec.dups_noffs = 1;
		}
	}
	if (spec.dups_noffs != 0 && dt_pid_uprobe(dd->dd_dtp,
	    DTRACEIOC_UPROBE_RESOLVE, &spec) == 0)
		rv = 0;
	dt_pid_code_free(&code);
	return (rv);
}

/* Give deferred probe @dd its sites if they are known now in @up. */
static int
dt_pid_resolve(const dt_uproc_syms_t *up, dt_pid_deferred_t *dd)
{
	const dt_umod_t *mod;
	const dt_usym_t *sym;
	dt_usym_t impl;
	uint64_t addr;

	if ((mod = dt_pid_find_mod(up, dd->dd_mod)) == NULL ||
	    (sym = dt_symtab_byname(mod, dd->dd_func)) == NULL ||
	    !dt_pid_usable(sym))
		return (-1);
	if (sym->us_type == STT_GNU_IFUNC) {
		if (dt_ifunc_impl(dd->dd_pid, up, mod, sym, &addr) != 0) {
			/* not bound yet: catch its resolver when it runs */
			if (dd->dd_resolver == 0 &&
			    dt_pid_watch_resolver(dd->dd_pid, mod, sym) == 0)
				dd->dd_resolver = sym->us_value + mod->um_bias;
			return (-1);
		}
		dt_pid_ifunc_sym(mod, addr, dd->dd_func, &impl);
		sym = &impl;
	}
	return (dt_pid_resolve_at(dd, mod, sym));
}

/*
 * A watched IFUNC resolver of @pid at @resolver returned @impl (tracer
 * thread, the thread stopped on the resolver's ret): plant the probes
 * waiting for it before the implementation first runs.
 */
static void
dt_pid_ifunc_hook(pid_t pid, uint64_t resolver, uint64_t impl)
{
	dt_pid_deferred_t **ddp, *dd;
	dt_uproc_syms_t *up;

	pthread_mutex_lock(&dt_pid_lock);
	if ((up = dt_symtab_get(pid, 0)) == NULL) {
		pthread_mutex_unlock(&dt_pid_lock);
		return;
	}
	for (ddp = &dt_pid_deferred; (dd = *ddp) != NULL; ) {
		const dt_umod_t *mod;
		dt_usym_t is;

		if (dd->dd_pid != pid || dd->dd_resolver != resolver ||
		    ((mod = dt_pid_find_mod(up, dd->dd_mod)) == NULL &&
		    (mod = dt_pid_find_mod(dt_symtab_get(pid, 1),
		    dd->dd_mod)) == NULL) ||
		    !dt_ifunc_valid(mod, resolver - mod->um_bias, impl)) {
			ddp = &dd->dd_next;
			continue;
		}
		dt_pid_ifunc_sym(mod, impl, dd->dd_func, &is);
		if (dt_pid_resolve_at(dd, mod, &is) == 0) {
			*ddp = dd->dd_next;
			free(dd);
		} else {
			ddp = &dd->dd_next;
		}
	}
	pthread_mutex_unlock(&dt_pid_lock);
}

/*
 * The probes of IFUNC @sym (named @func) of @mod: on the implementation
 * its resolver selected in this process, under the IFUNC's name.  Known
 * from a relocated GOT slot, or, while no slot holds it yet (a lazy PLT
 * slot not bound, an object being relocated), from the resolver's return
 * value the first time the loader runs it: the probes are created now
 * without sites (entry, return, or the offset named; offsets cannot be
 * listed before the implementation is known) and planted then.
 */
static int
dt_pid_per_ifunc(dt_pid_ctx_t *pc, const dt_umod_t *mod, const dt_usym_t *sym,
    const char *func)
{
	static const char *const names[] = { "entry", "return" };
	uint64_t addr, resolver = sym->us_value + mod->um_bias;
	dt_usym_t impl;
	size_t i;

	if (dt_ifunc_impl(pc->pc_pid, pc->pc_up, mod, sym, &addr) == 0) {
		dt_pid_ifunc_sym(mod, addr, func, &impl);
		return (dt_pid_per_sym(pc, mod, &impl, func));
	}
	if (dt_pid_isglob(pc->pc_name)) {
		for (i = 0; i < sizeof (names) / sizeof (names[0]); i++) {
			if (dt_pid_gmatch(names[i], pc->pc_name) &&
			    dt_pid_defer(pc, mod->um_name, func, names[i],
			    resolver) != 0)
				return (-1);
		}
	} else {
		const char *end = pc->pc_name;

		if (strcmp(end, "entry") != 0 && strcmp(end, "return") != 0) {
			errno = 0;
			(void) strtoull(pc->pc_name, (char **)&end, 16);
			if (*end != '\0' || end == pc->pc_name || errno != 0)
				return (dt_pid_fail(pc, D_PROC_NAME, "'%s' is an "
				    "invalid probe name", pc->pc_name));
		}
		if (dt_pid_defer(pc, mod->um_name, func, pc->pc_name,
		    resolver) != 0)
			return (-1);
	}
	(void) dt_pid_watch_resolver(pc->pc_pid, mod, sym);
	/* bound while we were watching (a running process)? */
	if (dt_ifunc_impl(pc->pc_pid, pc->pc_up, mod, sym, &addr) == 0)
		dt_pid_ifunc_hook(pc->pc_pid, resolver, addr);
	return (0);
}

/*
 * The OS layer tells us when a process under control has objects to read
 * (first user stack, dlopen): read its maps while it lives, so its stacks
 * print symbolised even after it has exited.
 */
static void
dt_pid_mapped(pid_t pid)
{
	dt_pid_deferred_t **ddp, *dd;
	dt_uproc_syms_t *up;

	dt_symtab_refresh(pid);
	pthread_mutex_lock(&dt_pid_lock);
	if (dt_pid_deferred == NULL ||
	    (up = dt_symtab_get(pid, 0)) == NULL) {
		pthread_mutex_unlock(&dt_pid_lock);
		return;
	}
	for (ddp = &dt_pid_deferred; (dd = *ddp) != NULL; ) {
		if (dd->dd_pid == pid && dt_pid_resolve(up, dd) == 0) {
			*ddp = dd->dd_next;
			free(dd);
		} else {
			ddp = &dd->dd_next;
		}
	}
	pthread_mutex_unlock(&dt_pid_lock);
}

/* The process-control host calls these (DTRACEIOC_PROC_HOOKS). */
__attribute__((constructor)) static void
dt_pid_init(void)
{
	dtrace_procreq_t q;

	memset(&q, 0, sizeof (q));
	q.dpq_mapped = (uint64_t)(uintptr_t)dt_pid_mapped;
	q.dpq_ifunc = (uint64_t)(uintptr_t)dt_pid_ifunc_hook;
	(void) dt_pctl(DTRACEIOC_PROC_HOOKS, &q);
}

int
dt_pid_create_probes(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp, int zdefs,
    dt_errtag_t *tagp, char *msg, size_t msglen)
{
	const char *prov = pdp->dtpd_provider, *p;
	dt_uproc_syms_t *up;
	dt_pid_ctx_t pc;
	char *end;
	long pid;
	int i, err;

	if (strncmp(prov, "pid", 3) != 0 || !isdigit((unsigned char)prov[3]))
		return (0);
	for (p = prov + 3; *p != '\0'; p++) {
		if (!isdigit((unsigned char)*p))
			return (0);
	}
	memset(&pc, 0, sizeof (pc));
	pc.pc_dtp = dtp;
	pc.pc_pdp = pdp;
	pc.pc_msg = msg;
	pc.pc_msglen = msglen;

	errno = 0;
	pid = strtol(prov + 3, &end, 10);
	if (errno != 0 || *end != '\0' || pid <= 0 || pid > INT32_MAX) {
		dt_pid_fail(&pc, D_PROC_BADPID, "'%s' does not contain a valid "
		    "pid", prov);
		goto fail;
	}
	pc.pc_pid = (pid_t)pid;

	if (dt_backend_init(dtp) != 0) {
		dt_pid_fail(&pc, D_PROC_NODEV, "pid provider is not available "
		    "with this backend");
		goto fail;
	}
	if ((err = dt_proc_advance(pc.pc_pid)) == ESRCH) {
		/*
		 * As the reference: a process named by a pid probe but not
		 * under control (no -c/-p) is grabbed, the way -p does, and
		 * let run at once; dt_proc_fini() releases it at close,
		 * instrumentation removed, still running.
		 */
		dtrace_proc_t *dpr = dt_proc_grab_forprobes(dtp, pc.pc_pid);

		if (dpr != NULL) {
			err = dt_proc_advance(pc.pc_pid);
			dtrace_proc_continue(dtp, dpr);
		}
	}
	if (err != 0 || (up = dt_symtab_get(pc.pc_pid, 1)) == NULL) {
		dt_pid_fail(&pc, D_PROC_GRAB, "failed to grab process %d",
		    (int)pid);
		goto fail;
	}
	pc.pc_up = up;

	/* know about dlopen(): the loader calls _dl_debug_state around it */
	for (i = 0; i < up->up_nmods; i++) {
		const dt_umod_t *m = up->up_mods[i];
		const dt_usym_t *s;

		if (strncmp(m->um_name, "ld-linux", 8) == 0 &&
		    (s = dt_symtab_byname(m, "_dl_debug_state")) != NULL) {
			dtrace_uprobewatch_t w;

			memset(&w, 0, sizeof (w));
			w.dupw_pid = (int32_t)pc.pc_pid;
			w.dupw_kind = DTRACE_UPROBEWATCH_MAPS;
			w.dupw_addr = s->us_value + m->um_bias;
			(void) dt_proc_watch(&w);
			break;
		}
	}

	pc.pc_mod = pdp->dtpd_mod[0] != '\0' ? pdp->dtpd_mod : "*";
	pc.pc_func = pdp->dtpd_func[0] != '\0' ? pdp->dtpd_func : "*";
	pc.pc_name = pdp->dtpd_name[0] != '\0' ? pdp->dtpd_name : "*";

	if (!dt_pid_isglob(pc.pc_mod)) {
		const dt_umod_t *mod = dt_pid_mod_byname(up, pc.pc_mod);

		if (mod == NULL) {
			/*
			 * Not mapped (yet): matches nothing, as the
			 * reference, unless -Z: then the probe is created now
			 * and gets its sites when a dlopen() maps the object.
			 */
			if (zdefs && !dt_pid_isglob(pc.pc_func) &&
			    !dt_pid_isglob(pc.pc_name) &&
			    dt_pid_defer(&pc, pc.pc_mod, pc.pc_func,
			    pc.pc_name, 0) != 0)
				goto fail;
			return (0);
		}
		/* the canonical module name, in the description too */
		snprintf(pdp->dtpd_mod, sizeof (pdp->dtpd_mod), "%s",
		    mod->um_name);
		pc.pc_mod = pdp->dtpd_mod;
		if (dt_pid_per_mod(&pc, mod) != 0)
			goto fail;
		return (0);
	}
	for (i = 0; i < up->up_nmods; i++) {
		if (dt_pid_mod_matches(up->up_mods[i], pc.pc_mod) &&
		    dt_pid_per_mod(&pc, up->up_mods[i]) != 0)
			goto fail;
	}
	return (0);
fail:
	*tagp = pc.pc_tag;
	return (-1);
}

