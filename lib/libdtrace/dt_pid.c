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
 * probe is handed to the backend as a dtrace_pidspec_t
 * (os/linux/user/dtrace_pidprov.h); the framework then matches the
 * description as usual.
 *
 * As the reference: a module given by name ("a.out" included) is
 * rewritten in the description to its canonical name (the basename of the
 * object), a missing module is not an error (the description then matches
 * nothing), a missing function in a named module is D_PROC_FUNC, a bad
 * name D_PROC_NAME, an offset past the function D_PROC_OFF and one inside
 * an instruction D_PROC_ALIGN.  A pid<N> naming a process not under
 * control is grabbed as with -p and released at close, left running.
 *
 * GNU indirect functions (STT_GNU_IFUNC: strlen, memcpy, strcmp, ... in
 * glibc) are probeable like any function: the symbol's value is that of
 * its resolver, so pid<N>:libc.so.6:strlen:entry is the entry of the
 * resolver, which the dynamic loader runs when it binds the symbol (at
 * load for libc's own IRELATIVE relocations and under BIND_NOW, else at
 * the first call through a lazy PLT slot), not once per call.  The
 * implementation actually called
 * (__strlen_avx2, ...) is a local symbol, probeable by its own name only
 * when the library carries a .symtab; resolving an IFUNC through the
 * target's relocated GOT slot is not done (yet).
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
#include "dt_symtab.h"
#include "dtrace_pidprov.h"
#include "dtrace_uproc.h"

#define DT_PID_MAXFUNC	(1 << 20)	/* largest function decoded */

typedef struct dt_pid_ctx {
	dtrace_hdl_t *pc_dtp;
	dtrace_probedesc_t *pc_pdp;
	pid_t pc_pid;
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
 * Decode @len bytes at @code: the offsets of every instruction start into
 * @starts (may be NULL) and of every ret into @rets.  Returns the number
 * of bytes decoded (the function's end, or where decoding stopped).
 */
static size_t
dt_pid_decode(const uint8_t *code, size_t len, uint64_t **starts,
    size_t *nstarts, uint64_t **rets, size_t *nrets)
{
	csh h;
	cs_insn *insn;
	const uint8_t *p = code;
	size_t left = len;
	uint64_t a = 0;
	size_t cap = 0, rcap = 0;

	*nstarts = *nrets = 0;
	*starts = *rets = NULL;
	if (cs_open(CS_ARCH_X86, CS_MODE_64, &h) != CS_ERR_OK)
		return (0);
	if ((insn = cs_malloc(h)) == NULL) {
		cs_close(&h);
		return (0);
	}
	while (left > 0) {
		uint64_t at = a;

		if (!cs_disasm_iter(h, &p, &left, &a, insn))
			break;
		if (*nstarts == cap) {
			uint64_t *n;

			cap = cap ? cap * 2 : 64;
			if ((n = realloc(*starts, cap * sizeof (*n))) == NULL)
				break;
			*starts = n;
		}
		(*starts)[(*nstarts)++] = at;
		if (insn->id == X86_INS_RET) {
			if (*nrets == rcap) {
				uint64_t *n;

				rcap = rcap ? rcap * 2 : 8;
				if ((n = realloc(*rets, rcap * sizeof (*n))) ==
				    NULL)
					break;
				*rets = n;
			}
			(*rets)[(*nrets)++] = at;
		}
	}
	cs_free(insn, 1);
	cs_close(&h);
	return ((size_t)(p - code));
}

static int
dt_pid_make(dt_pid_ctx_t *pc, const dt_umod_t *mod, const dt_usym_t *sym,
    const char *func, int kind, const char *name, const uint64_t *offs,
    size_t noffs)
{
	dtrace_pidspec_t spec;
	int err;

	memset(&spec, 0, sizeof (spec));
	spec.dps_pid = pc->pc_pid;
	spec.dps_kind = kind;
	snprintf(spec.dps_mod, sizeof (spec.dps_mod), "%s", mod->um_name);
	snprintf(spec.dps_func, sizeof (spec.dps_func), "%s", func);
	snprintf(spec.dps_name, sizeof (spec.dps_name), "%s", name);
	spec.dps_path = mod->um_path;
	spec.dps_addr = sym->us_value + mod->um_bias;
	spec.dps_size = sym->us_size;
	spec.dps_foff = dt_symtab_foff(mod, sym->us_value);
	spec.dps_noffs = (uint32_t)noffs;
	spec.dps_offs = offs;
	if (noffs == 0)
		return (0);	/* a function without ret: no return probe */
	if ((err = dtrace_pidprov_create(&spec)) != 0)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': %s", name, func, strerror(err)));
	pc->pc_nmatches++;
	return (0);
}

/* The probes of one function @sym named @func of @mod. */
static int
dt_pid_per_sym(dt_pid_ctx_t *pc, const dt_umod_t *mod, const dt_usym_t *sym,
    const char *func)
{
	const char *name = pc->pc_name;
	uint64_t *starts = NULL, *rets = NULL, zero = 0;
	size_t nstarts = 0, nrets = 0, decoded = 0;
	uint8_t *text = NULL;
	int glob = dt_pid_isglob(name), rv = 0, n = 0;
	size_t len = sym->us_size > DT_PID_MAXFUNC ? DT_PID_MAXFUNC :
	    sym->us_size;

	if ((text = malloc(len)) != NULL &&
	    dt_symtab_text(mod, sym->us_value, text, len) == 0)
		decoded = dt_pid_decode(text, len, &starts, &nstarts, &rets,
		    &nrets);

	if (dt_pid_gmatch("return", name)) {
		n++;
		if (dt_pid_make(pc, mod, sym, func, DTRACE_PIDSPEC_RETURN,
		    "return", rets, nrets) != 0)
			goto out;
	}
	if (dt_pid_gmatch("entry", name)) {
		n++;
		if (dt_pid_make(pc, mod, sym, func, DTRACE_PIDSPEC_ENTRY,
		    "entry", &zero, 1) != 0)
			goto out;
	}
	if (!glob && n == 0) {
		char *end;
		uint64_t off;
		size_t i;

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
		for (i = 0; i < nstarts && starts[i] != off; i++)
			;
		if (i == nstarts) {
			rv = dt_pid_fail(pc, D_PROC_ALIGN, "offset 0x%" PRIx64
			    " is not aligned on an instruction", off);
			goto out;
		}
		{
			char nm[32];

			snprintf(nm, sizeof (nm), "%" PRIx64, off);
			rv = dt_pid_make(pc, mod, sym, func,
			    DTRACE_PIDSPEC_OFFSET, nm, &off, 1);
		}
	} else if (glob) {
		size_t i;

		for (i = 0; i < nstarts && starts[i] < decoded; i++) {
			char nm[32];

			snprintf(nm, sizeof (nm), "%" PRIx64, starts[i]);
			if (!dt_pid_gmatch(nm, name))
				continue;
			if ((rv = dt_pid_make(pc, mod, sym, func,
			    DTRACE_PIDSPEC_OFFSET, nm, &starts[i], 1)) != 0)
				break;
		}
	}
out:
	free(text);
	free(starts);
	free(rets);
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
	const dt_usym_t *last = NULL;
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
 * Probes of objects not mapped yet (-Z): created with no site, resolved by
 * dt_pid_mapped() when the loader maps the object (dlopen).
 */
typedef struct dt_pid_deferred {
	pid_t dd_pid;
	char dd_mod[DTRACE_MODNAMELEN];
	char dd_func[DTRACE_FUNCNAMELEN];
	char dd_name[DTRACE_NAMELEN];
	struct dt_pid_deferred *dd_next;
} dt_pid_deferred_t;

static pthread_mutex_t dt_pid_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_pid_deferred_t *dt_pid_deferred;

static int
dt_pid_defer(dt_pid_ctx_t *pc)
{
	dtrace_pidspec_t spec;
	dt_pid_deferred_t *dd;
	int err;

	memset(&spec, 0, sizeof (spec));
	spec.dps_pid = pc->pc_pid;
	spec.dps_kind = strcmp(pc->pc_name, "entry") == 0 ?
	    DTRACE_PIDSPEC_ENTRY : strcmp(pc->pc_name, "return") == 0 ?
	    DTRACE_PIDSPEC_RETURN : DTRACE_PIDSPEC_OFFSET;
	snprintf(spec.dps_mod, sizeof (spec.dps_mod), "%s", pc->pc_mod);
	snprintf(spec.dps_func, sizeof (spec.dps_func), "%s", pc->pc_func);
	snprintf(spec.dps_name, sizeof (spec.dps_name), "%s", pc->pc_name);
	spec.dps_deferred = 1;
	if ((dd = calloc(1, sizeof (*dd))) == NULL)
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "probe for '%s': %s", pc->pc_func, strerror(ENOMEM)));
	if ((err = dtrace_pidprov_create(&spec)) != 0) {
		free(dd);
		return (dt_pid_fail(pc, D_PROC_CREATEFAIL, "failed to create "
		    "%s probe for '%s': %s", pc->pc_name, pc->pc_func,
		    strerror(err)));
	}
	dd->dd_pid = pc->pc_pid;
	memcpy(dd->dd_mod, spec.dps_mod, sizeof (dd->dd_mod));
	memcpy(dd->dd_func, spec.dps_func, sizeof (dd->dd_func));
	memcpy(dd->dd_name, spec.dps_name, sizeof (dd->dd_name));
	pthread_mutex_lock(&dt_pid_lock);
	dd->dd_next = dt_pid_deferred;
	dt_pid_deferred = dd;
	pthread_mutex_unlock(&dt_pid_lock);
	return (0);
}

/* Give deferred probe @dd its sites if its object is now in @up. */
static int
dt_pid_resolve(const dt_uproc_syms_t *up, const dt_pid_deferred_t *dd)
{
	const dt_umod_t *mod = NULL;
	const dt_usym_t *sym;
	uint64_t *starts = NULL, *rets = NULL, zero = 0, off = 0;
	size_t nstarts = 0, nrets = 0, i;
	dtrace_pidspec_t spec;
	uint8_t *text;
	int rv = -1;

	for (i = 0; i < (size_t)up->up_nmods && mod == NULL; i++) {
		if (strcmp(up->up_mods[i]->um_name, dd->dd_mod) == 0 ||
		    strcmp(up->up_mods[i]->um_path, dd->dd_mod) == 0)
			mod = up->up_mods[i];
	}
	if (mod == NULL || (sym = dt_symtab_byname(mod, dd->dd_func)) == NULL ||
	    !dt_pid_usable(sym))
		return (-1);
	if ((text = malloc(sym->us_size)) == NULL)
		return (-1);
	if (dt_symtab_text(mod, sym->us_value, text, sym->us_size) == 0)
		(void) dt_pid_decode(text, sym->us_size, &starts, &nstarts,
		    &rets, &nrets);
	memset(&spec, 0, sizeof (spec));
	spec.dps_pid = dd->dd_pid;
	memcpy(spec.dps_mod, dd->dd_mod, sizeof (spec.dps_mod));
	memcpy(spec.dps_func, dd->dd_func, sizeof (spec.dps_func));
	memcpy(spec.dps_name, dd->dd_name, sizeof (spec.dps_name));
	spec.dps_path = mod->um_path;
	spec.dps_addr = sym->us_value + mod->um_bias;
	spec.dps_size = sym->us_size;
	spec.dps_foff = dt_symtab_foff(mod, sym->us_value);
	if (strcmp(dd->dd_name, "entry") == 0) {
		spec.dps_offs = &zero;
		spec.dps_noffs = 1;
	} else if (strcmp(dd->dd_name, "return") == 0) {
		spec.dps_offs = rets;
		spec.dps_noffs = (uint32_t)nrets;
	} else {
		off = strtoull(dd->dd_name, NULL, 16);
		for (i = 0; i < nstarts && starts[i] != off; i++)
			;
		if (i < nstarts) {
			spec.dps_offs = &off;
			spec.dps_noffs = 1;
		}
	}
	if (spec.dps_noffs != 0 && dtrace_pidprov_resolve(&spec) == 0)
		rv = 0;
	free(text);
	free(starts);
	free(rets);
	return (rv);
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

__attribute__((constructor)) static void
dt_pid_init(void)
{
	dtrace_pidprov_set_mapped_hook(dt_pid_mapped);
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

	if (dt_backend_init(dtp) != 0 || dtp->dt_backend != DT_BACKEND_USER) {
		dt_pid_fail(&pc, D_PROC_NODEV, "pid provider is not available "
		    "with this backend");
		goto fail;
	}
	if ((err = dtrace_pidprov_prepare(pc.pc_pid)) != 0 &&
	    dtrace_uproc_byid(pc.pc_pid) == NULL) {
		/*
		 * As the reference: a process named by a pid probe but not
		 * under control (no -c/-p) is grabbed, the way -p does, and
		 * let run at once; dt_proc_fini() releases it at close,
		 * instrumentation removed, still running.
		 */
		dtrace_proc_t *dpr = dtrace_proc_grab(dtp, pc.pc_pid, 0);

		if (dpr != NULL) {
			err = dtrace_pidprov_prepare(pc.pc_pid);
			dtrace_proc_continue(dtp, dpr);
		}
	}
	if (err != 0 || (up = dt_symtab_get(pc.pc_pid, 1)) == NULL) {
		dt_pid_fail(&pc, D_PROC_GRAB, "failed to grab process %d",
		    (int)pid);
		goto fail;
	}

	/* know about dlopen(): the loader calls _dl_debug_state around it */
	for (i = 0; i < up->up_nmods; i++) {
		const dt_umod_t *m = up->up_mods[i];
		const dt_usym_t *s;

		if (strncmp(m->um_name, "ld-linux", 8) == 0 &&
		    (s = dt_symtab_byname(m, "_dl_debug_state")) != NULL) {
			(void) dtrace_pidprov_watch_maps(pc.pc_pid,
			    s->us_value + m->um_bias);
			break;
		}
	}

	pc.pc_mod = pdp->dtpd_mod[0] != '\0' ? pdp->dtpd_mod : "*";
	pc.pc_func = pdp->dtpd_func[0] != '\0' ? pdp->dtpd_func : "*";
	pc.pc_name = pdp->dtpd_name[0] != '\0' ? pdp->dtpd_name : "*";

	if (!dt_pid_isglob(pc.pc_mod)) {
		const dt_umod_t *mod = NULL;

		for (i = 0; i < up->up_nmods && mod == NULL; i++) {
			const dt_umod_t *m = up->up_mods[i];

			if (strcmp(m->um_name, pc.pc_mod) == 0 ||
			    strcmp(m->um_path, pc.pc_mod) == 0 ||
			    (m->um_exec && strcmp(pc.pc_mod, "a.out") == 0))
				mod = m;
		}
		if (mod == NULL) {
			/*
			 * Not mapped (yet): matches nothing, as the
			 * reference, unless -Z: then the probe is created now
			 * and gets its sites when a dlopen() maps the object.
			 */
			if (zdefs && !dt_pid_isglob(pc.pc_func) &&
			    !dt_pid_isglob(pc.pc_name) &&
			    dt_pid_defer(&pc) != 0)
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

