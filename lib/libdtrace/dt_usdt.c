/*
 * lib/libdtrace/dt_usdt.c -- USDT probes of traced processes from the
 * `<sys/sdt.h>` (stapsdt) notes of their objects (Dynamic Tracing Guide,
 * "Statically Defined Tracing for User Applications").
 *
 * Where it sits: the compiler calls dt_usdt_create_probes() for every
 * probe description before matching it (dt_cc.c), next to the pid
 * provider's dt_pid_create_probes().  A description whose provider is
 * NAME<N> (N digits, NAME not "pid") names the USDT provider NAME of
 * process N: every object mapped into N whose name matches the module
 * field (the executable is also "a.out") is read for stapsdt notes
 * (dt_stapsdt.c; kept per file for the life of the library), and each
 * note of provider NAME whose probe name (with "__" shown as "-") and
 * function (the symbol containing the probe's nop, by its preferred
 * name as ustack prints it) match becomes probe
 * NAME<N>:MODULE:FUNCTION:NAME.  Notes of one probe at several places (an
 * inlined function) are one probe with several sites.  Its arguments are
 * decoded from the note's format; one that cannot be decoded reads as 0
 * and is reported once with a warning.  The probe is handed to the
 * backend as a dtrace_uprobespec_t of kind DTRACE_UPROBE_USDT through
 * DTRACEIOC_UPROBE_MAKE (include/dtrace/ioctl.h), which plants it as the
 * pid provider plants offset probes and raises its semaphore while it is
 * enabled: ptrace breakpoints on the user host, uprobes on the module.
 *
 * As the reference: a process named this way that is not under control
 * is grabbed (as with -p) and let go at close; one that cannot be grabbed
 * is D_PROC_GRAB.  A provider or probe not found simply matches nothing.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gelf.h>

#include "dt_impl.h"
#include "dt_usdt.h"
#include "dt_stapsdt.h"
#include "dt_symtab.h"
#include "dt_pid.h"

/* The notes of one object file, read once. */
typedef struct dt_usdt_file {
	char *uf_path;
	int uf_ok;			/* read without error */
	dt_sdtobj_t uf_obj;
	uint32_t *uf_warned;		/* per note: bad arguments reported */
	struct dt_usdt_file *uf_next;
} dt_usdt_file_t;

static pthread_mutex_t dt_usdt_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_usdt_file_t *dt_usdt_files;

/* The notes of @path (dt_usdt_lock held). */
static dt_usdt_file_t *
dt_usdt_file(const char *path)
{
	dt_usdt_file_t *uf;
	char err[256];

	for (uf = dt_usdt_files; uf != NULL; uf = uf->uf_next) {
		if (strcmp(uf->uf_path, path) == 0)
			return (uf);
	}
	if ((uf = calloc(1, sizeof (*uf))) == NULL ||
	    (uf->uf_path = strdup(path)) == NULL) {
		free(uf);
		return (NULL);
	}
	uf->uf_ok = dt_stapsdt_read(path, &uf->uf_obj, err, sizeof (err)) == 0;
	if (uf->uf_ok && uf->uf_obj.so_nnotes != 0)
		uf->uf_warned = calloc(uf->uf_obj.so_nnotes, sizeof (uint32_t));
	uf->uf_next = dt_usdt_files;
	dt_usdt_files = uf;
	return (uf);
}

static int
dt_usdt_gmatch(const char *s, const char *pat)
{
	return (pat[0] == '\0' || fnmatch(pat, s, 0) == 0);
}

/* The function containing runtime address @addr of @mod, or "". */
static const char *
dt_usdt_func(pid_t pid, const dt_umod_t *mod, uint64_t addr)
{
	const dt_umod_t *m;
	const dt_usym_t *sym;

	if (dt_symtab_addr(pid, addr, &m, &sym) != 0 || m != mod ||
	    sym == NULL)
		return ("");
	return (dt_symtab_canon(mod, sym)->us_name);
}

/* dt_sdtsym_f: a symbol of module @arg, relocated. */
static int
dt_usdt_sym(const char *name, size_t len, uint64_t *addrp, void *arg)
{
	const dt_umod_t *mod = arg;
	const dt_usym_t *sym;
	char buf[256];

	if (len >= sizeof (buf))
		return (-1);
	memcpy(buf, name, len);
	buf[len] = '\0';
	if ((sym = dt_symtab_byname(mod, buf)) == NULL)
		return (-1);
	*addrp = sym->us_value + mod->um_bias;
	return (0);
}

/* Append type name @t (truncated to DTRACE_ARGTYPELEN - 1) at @buf[*@lenp]. */
static void
dt_usdt_typename(char *buf, uint32_t *lenp, const char *t)
{
	size_t n = t != NULL ? strnlen(t, DTRACE_ARGTYPELEN - 1) : 0;

	memcpy(buf + *lenp, t != NULL ? t : "", n);
	buf[*lenp + n] = '\0';
	*lenp += (uint32_t)n + 1;
}

/*
 * The declared types @ty of a probe with @nsites sites of @nargs
 * decoded arguments @args ([nsites][DTRACE_USDT_MAXARGS]) as the ABI
 * wants them (include/dtrace/ioctl.h, dups_argtypes) in @buf, their
 * length in *@lenp.  A probe declared with translated arguments has
 * those: argument i of every site becomes the native argument it names
 * (the reference's argument mapping: arg0.. are in the translated
 * order).  Returns the number of arguments the probe has now.
 */
static uint32_t
dt_usdt_types(const dt_sdttypes_t *ty, dtrace_usdt_arg_t *args,
    uint32_t nsites, uint32_t nargs, char *buf, uint32_t *lenp)
{
	dtrace_usdt_arg_t native[DTRACE_USDT_MAXARGS];
	uint32_t i, k;

	*lenp = 0;
	if (ty->st_xbuf == NULL) {
		for (k = 0; k < nargs; k++) {
			buf[(*lenp)++] = (char)k;
			dt_usdt_typename(buf, lenp, (int)k < ty->st_argc ?
			    ty->st_argv[k] : NULL);
			dt_usdt_typename(buf, lenp, NULL);
		}
		return (nargs);
	}
	for (i = 0; i < nsites; i++) {
		dtrace_usdt_arg_t *a = &args[(size_t)i * DTRACE_USDT_MAXARGS];

		memcpy(native, a, sizeof (native));
		memset(a, 0, sizeof (native));
		for (k = 0; k < (uint32_t)ty->st_xargc; k++)
			a[k] = native[ty->st_argmap[k]];
	}
	for (k = 0; k < (uint32_t)ty->st_xargc; k++) {
		buf[(*lenp)++] = (char)ty->st_argmap[k];
		dt_usdt_typename(buf, lenp, ty->st_argv[ty->st_argmap[k]]);
		dt_usdt_typename(buf, lenp, ty->st_xargv[k]);
	}
	return ((uint32_t)ty->st_xargc);
}

typedef struct dt_usdt_ctx {
	dtrace_hdl_t *uc_dtp;
	pid_t uc_pid;
	const char *uc_prov;		/* without the pid */
	const char *uc_func, *uc_name;
	char *uc_msg;
	size_t uc_msglen;
} dt_usdt_ctx_t;

/*
 * Create the probes of @mod (notes @uf) matching the description; -1 with
 * the message set on a failure of the backend.
 */
static int
dt_usdt_per_mod(dt_usdt_ctx_t *uc, const dt_umod_t *mod, dt_usdt_file_t *uf)
{
	const dt_sdtobj_t *o = &uf->uf_obj;
	const char **fn;
	char *done;
	size_t i, j;
	int rv = 0;

	done = calloc(o->so_nnotes + 1, 1);
	fn = calloc(o->so_nnotes + 1, sizeof (*fn));
	if (done == NULL || fn == NULL) {
		free(done);
		free(fn);
		return (0);
	}
	/* the function of each note, looked up once */
	for (i = 0; i < o->so_nnotes; i++)
		fn[i] = dt_usdt_func(uc->uc_pid, mod, o->so_notes[i].sn_pc +
		    mod->um_bias);
	for (i = 0; i < o->so_nnotes && rv == 0; i++) {
		const dt_sdtnote_t *n = &o->so_notes[i];
		char name[DTRACE_NAMELEN], func[DTRACE_FUNCNAMELEN];
		dtrace_usdt_arg_t *args;
		uint64_t *offs, lo;
		dtrace_uprobespec_t spec;
		uint32_t nsites = 0, nargs = 0;
		const dt_sdttypes_t *ty;
		char types[DTRACE_UPROBE_MAXTYPES];
		int err;

		if (done[i] || strcmp(n->sn_prov, uc->uc_prov) != 0)
			continue;
		dt_stapsdt_probename(n->sn_name, name, sizeof (name));
		snprintf(func, sizeof (func), "%s", fn[i]);
		if (!dt_usdt_gmatch(name, uc->uc_name) ||
		    !dt_usdt_gmatch(func, uc->uc_func))
			continue;
		/* every site of this probe: same name, same function */
		offs = calloc(o->so_nnotes, sizeof (*offs));
		args = calloc(o->so_nnotes * DTRACE_USDT_MAXARGS,
		    sizeof (*args));
		if (offs == NULL || args == NULL) {
			free(offs);
			free(args);
			break;
		}
		lo = n->sn_pc;
		for (j = i; j < o->so_nnotes; j++) {
			const dt_sdtnote_t *m = &o->so_notes[j];

			if (strcmp(m->sn_prov, n->sn_prov) == 0 &&
			    strcmp(m->sn_name, n->sn_name) == 0 &&
			    m->sn_pc < lo && strcmp(fn[j], fn[i]) == 0)
				lo = m->sn_pc;
		}
		for (j = i; j < o->so_nnotes; j++) {
			const dt_sdtnote_t *m = &o->so_notes[j];
			uint32_t bad;
			int na, k;

			if (done[j] || strcmp(m->sn_prov, n->sn_prov) != 0 ||
			    strcmp(m->sn_name, n->sn_name) != 0 ||
			    strcmp(fn[j], fn[i]) != 0)
				continue;
			done[j] = 1;
			offs[nsites] = m->sn_pc - lo;
			na = dt_stapsdt_args(m->sn_args,
			    &args[(size_t)nsites * DTRACE_USDT_MAXARGS],
			    DTRACE_USDT_MAXARGS, &bad, dt_usdt_sym,
			    (void *)mod);
			if ((uint32_t)na > nargs)
				nargs = (uint32_t)na;
			for (k = 0; k < na && bad != 0; k++) {
				if (!(bad & (1U << k)) || (uf->uf_warned != NULL &&
				    (uf->uf_warned[j] & (1U << k))))
					continue;
				if (uf->uf_warned != NULL)
					uf->uf_warned[j] |= 1U << k;
				fprintf(stderr, "%s: warning: %s%d:%s:%s:%s: "
				    "argument %d has a format that cannot be "
				    "decoded (\"%s\"); it reads as 0\n",
				    uc->uc_dtp->dt_progname != NULL ?
				    uc->uc_dtp->dt_progname : "dtrace",
				    uc->uc_prov, (int)uc->uc_pid, mod->um_name,
				    func, name, k, m->sn_args);
			}
			nsites++;
		}
		memset(&spec, 0, sizeof (spec));
		spec.dups_pid = (int32_t)uc->uc_pid;
		spec.dups_kind = DTRACE_UPROBE_USDT;
		snprintf(spec.dups_mod, sizeof (spec.dups_mod), "%s",
		    mod->um_name);
		snprintf(spec.dups_func, sizeof (spec.dups_func), "%s", func);
		snprintf(spec.dups_name, sizeof (spec.dups_name), "%s", name);
		snprintf(spec.dups_prov, sizeof (spec.dups_prov), "%s",
		    uc->uc_prov);
		spec.dups_path = (uint64_t)(uintptr_t)mod->um_path;
		spec.dups_addr = lo + mod->um_bias;
		spec.dups_foff = dt_symtab_foff(mod, lo);
		spec.dups_noffs = nsites;
		spec.dups_offs = (uint64_t)(uintptr_t)offs;
		spec.dups_sem = n->sn_sem != 0 ? n->sn_sem + mod->um_bias : 0;
		spec.dups_nargs = nargs;
		spec.dups_args = (uint64_t)(uintptr_t)args;
		/* the types its provider declared, when our -G built it */
		if ((ty = dt_stapsdt_types(o, n->sn_prov, n->sn_name)) !=
		    NULL) {
			nargs = dt_usdt_types(ty, args, nsites, nargs, types,
			    &spec.dups_typeslen);
			spec.dups_nargs = nargs;
			spec.dups_argtypes = (uint64_t)(uintptr_t)types;
		}
		if ((err = dt_pid_uprobe(uc->uc_dtp, DTRACEIOC_UPROBE_MAKE,
		    &spec)) != 0) {
			snprintf(uc->uc_msg, uc->uc_msglen, "failed to create "
			    "probe %s%d:%s:%s:%s: %s", uc->uc_prov,
			    (int)uc->uc_pid, mod->um_name, func, name,
			    strerror(err));
			rv = -1;
		}
		free(offs);
		free(args);
	}
	free(done);
	free(fn);
	return (rv);
}

/*
 * Split provider @prov into its name and pid: "python1234" -> "python",
 * 1234.  Returns 0, or -1 when it is not NAME<digits> or is the pid
 * provider.
 */
static int
dt_usdt_split(const char *prov, char *name, size_t len, long *pidp)
{
	size_t n = strlen(prov), d = n;
	char *end;

	while (d > 0 && isdigit((unsigned char)prov[d - 1]))
		d--;
	if (d == 0 || d == n || d >= len || !(isalpha((unsigned char)prov[0])
	    || prov[0] == '_'))
		return (-1);
	if (d == 3 && strncmp(prov, "pid", 3) == 0)
		return (-1);
	memcpy(name, prov, d);
	name[d] = '\0';
	for (n = 0; n < d; n++) {
		if (!isalnum((unsigned char)name[n]) && name[n] != '_' &&
		    name[n] != '-')
			return (-1);	/* a glob: not a USDT provider name */
	}
	errno = 0;
	*pidp = strtol(prov + d, &end, 10);
	if (errno != 0 || *end != '\0' || *pidp <= 0 || *pidp > INT32_MAX)
		return (-1);
	return (0);
}

int
dt_usdt_create_probes(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp,
    dt_errtag_t *tagp, char *msg, size_t msglen)
{
	char prov[DTRACE_PROVNAMELEN];
	const char *modpat;
	dt_uproc_syms_t *up;
	dt_usdt_ctx_t uc;
	long pid;
	int i, err, rv = 0;

	if (dt_usdt_split(pdp->dtpd_provider, prov, sizeof (prov), &pid) != 0)
		return (0);
	if (dt_backend_init(dtp) != 0)
		return (0);
	if ((err = dt_proc_advance((pid_t)pid)) == ESRCH) {
		/* as the reference: grab it, as -p does, and let it run */
		dtrace_proc_t *dpr = dt_proc_grab_forprobes(dtp, (pid_t)pid);

		if (dpr != NULL) {
			err = dt_proc_advance((pid_t)pid);
			dtrace_proc_continue(dtp, dpr);
		}
	}
	if (err != 0 || (up = dt_symtab_get((pid_t)pid, 1)) == NULL) {
		*tagp = D_PROC_GRAB;
		snprintf(msg, msglen, "failed to grab process %d", (int)pid);
		return (-1);
	}
	memset(&uc, 0, sizeof (uc));
	uc.uc_dtp = dtp;
	uc.uc_pid = (pid_t)pid;
	uc.uc_prov = prov;
	uc.uc_func = pdp->dtpd_func;
	uc.uc_name = pdp->dtpd_name;
	uc.uc_msg = msg;
	uc.uc_msglen = msglen;
	modpat = pdp->dtpd_mod;

	pthread_mutex_lock(&dt_usdt_lock);
	for (i = 0; i < up->up_nmods && rv == 0; i++) {
		const dt_umod_t *m = up->up_mods[i];
		dt_usdt_file_t *uf;

		if (modpat[0] != '\0' && fnmatch(modpat, m->um_name, 0) != 0 &&
		    fnmatch(modpat, m->um_path, 0) != 0 &&
		    !(m->um_exec && fnmatch(modpat, "a.out", 0) == 0))
			continue;
		if ((uf = dt_usdt_file(m->um_path)) == NULL || !uf->uf_ok ||
		    uf->uf_obj.so_nnotes == 0)
			continue;
		rv = dt_usdt_per_mod(&uc, m, uf);
		/* "a.out" names the executable's probes by its basename */
		if (rv == 0 && m->um_exec && strcmp(modpat, "a.out") == 0)
			snprintf(pdp->dtpd_mod, sizeof (pdp->dtpd_mod), "%s",
			    m->um_name);
	}
	pthread_mutex_unlock(&dt_usdt_lock);
	if (rv != 0)
		*tagp = D_PROC_CREATEFAIL;
	return (rv);
}
