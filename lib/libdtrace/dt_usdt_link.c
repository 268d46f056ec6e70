/*
 * lib/libdtrace/dt_usdt_link.c -- `dtrace -h` and `dtrace -G` for
 * programs that define their own USDT providers (Dynamic Tracing Guide,
 * "Statically Defined Tracing for User Applications"), as a drop-in for
 * systemtap-sdt-dev's dtrace, which Debian packages call.
 *
 * Where it sits: cmd/dtrace compiles provider.d (its `provider`
 * declarations are kept by dt_node_provider(), dt_decl.c), then calls
 * dtrace_program_header() or dtrace_program_link().
 *
 * -h writes the reference's header (dtrace_program_header in illumos:
 * guard from the file name, <unistd.h>, extern "C", per provider an
 * "#if _DTRACE_VERSION" block with PROVIDER_PROBE(arg0, ...) and
 * PROVIDER_PROBE_ENABLED() macros, and empty ones in its #else; names
 * upper-cased, "-" and "." as "_" in macros, "-" as "__" in C
 * identifiers), but the probes are `<sys/sdt.h>` ones: PROVIDER_PROBE()
 * expands to DTRACE_PROBEn(provider, probe, ...) with semaphores, and
 * PROVIDER_PROBE_ENABLED() reads the probe's semaphore
 * provider_probe_semaphore (an unsigned short in section .probes), which
 * dtrace raises while the probe is enabled.  So a disabled is-enabled
 * probe is one load and a branch, and the object code is what
 * systemtap's header produces.  _DTRACE_VERSION is 1 unless defined
 * (defining it 0 compiles the probes out, as on illumos).
 *
 * -G checks the objects it is given (ELF, this machine's class and
 * type, probes of the declared providers in their stapsdt notes, each
 * declared), then has the C compiler ($CC, else cc) build the object
 * that defines the semaphores of every declared probe (hidden, in
 * .probes), as systemtap's -G does, and a note per declared probe
 * with its argument types (section .note.dtrace_usdt, dt_stapsdt.h),
 * which gives the probes' args[] their declared types, and for a probe
 * declared with translated arguments (`probe p(native) : (translated)`)
 * a second note with the native argument and translated type of each.
 * The objects are not modified: the probe sites are already in their
 * notes.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <gelf.h>

#include "dt_impl.h"
#include "dt_pcb.h"
#include "dt_usdt.h"
#include "dt_stapsdt.h"

/* Record message @fmt as the handle's error; returns -1. */
static int
dt_link_fail(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	return (dt_set_errno(dtp, EDT_COMPILER));
}

/* The declared providers, in declaration order (NULL-terminated). */
static dt_provdecl_t **
dt_link_providers(dtrace_hdl_t *dtp, int *np)
{
	dt_ccstate_t *cc = dtp->dt_cc;
	dt_provdecl_t *p, **v;
	int n = 0, i;

	for (p = cc != NULL ? cc->cc_providers : NULL; p != NULL;
	    p = p->pv_next)
		n++;
	if ((v = calloc((size_t)n + 1, sizeof (*v))) == NULL)
		return (NULL);
	i = n;
	for (p = cc != NULL ? cc->cc_providers : NULL; p != NULL;
	    p = p->pv_next)
		v[--i] = p;
	*np = n;
	return (v);
}

/* @s as a macro name: upper case, '-' and '.' as '_'. */
static void
dt_hdr_macro(char *buf, size_t len, const char *s)
{
	size_t i;

	for (i = 0; s[i] != '\0' && i + 1 < len; i++)
		buf[i] = s[i] == '-' || s[i] == '.' ? '_' :
		    (char)toupper((unsigned char)s[i]);
	buf[i] = '\0';
}

/* @s as a C identifier: '-' as "__". */
static void
dt_hdr_func(char *buf, size_t len, const char *s)
{
	size_t i = 0;

	for (; *s != '\0' && i + 2 < len; s++) {
		if (*s == '-') {
			buf[i++] = '_';
			buf[i++] = '_';
		} else {
			buf[i++] = *s;
		}
	}
	buf[i] = '\0';
}

/* The macros of one probe (empty ones when @empty). */
static void
dt_hdr_probe(FILE *out, const char *pm, const char *pf,
    const dt_probedecl_t *pd, int empty)
{
	char m[DTRACE_NAMELEN], f[2 * DTRACE_NAMELEN];
	int i;

	dt_hdr_macro(m, sizeof (m), pd->pd_name);
	dt_hdr_func(f, sizeof (f), pd->pd_name);
	fprintf(out, "#define\t%s_%s(", pm, m);
	for (i = 0; i < pd->pd_nargc; i++)
		fprintf(out, "%sarg%d", i ? ", " : "", i);
	if (empty) {
		fprintf(out, ")\n#define\t%s_%s_ENABLED() (0)\n", pm, m);
		return;
	}
	if (pd->pd_nargc == 0)
		fprintf(out, ") \\\n\tDTRACE_PROBE(%s, %s", pf, f);
	else
		fprintf(out, ") \\\n\tDTRACE_PROBE%d(%s, %s", pd->pd_nargc, pf,
		    f);
	for (i = 0; i < pd->pd_nargc; i++)
		fprintf(out, ", arg%d", i);
	fprintf(out, ")\n#define\t%s_%s_ENABLED() \\\n"
	    "\t__builtin_expect(%s_%s_semaphore, 0)\n", pm, m, pf, f);
}

/**
 * dtrace_program_header - write to @out the C header of the providers
 * declared in the programs compiled so far on @dtp (dtrace -h), guarded
 * by a macro made from @fname's basename when @fname is not NULL.  Each
 * probe PROV:::NAME gets PROV_NAME(arg0, ...) and PROV_NAME_ENABLED()
 * macros over <sys/sdt.h> probes with semaphores (file comment).
 * Returns 0, or -1 with the error on @dtp: a probe with more arguments
 * than <sys/sdt.h> takes (12), or a write error.  (Guide, "Statically
 * Defined Tracing for User Applications".)
 */
int
dtrace_program_header(dtrace_hdl_t *dtp, FILE *out, const char *fname)
{
	char mf[PATH_MAX];
	dt_provdecl_t **pv;
	int n, i, empty;

	if ((pv = dt_link_providers(dtp, &n)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	for (i = 0; i < n; i++) {
		const dt_probedecl_t *pd;

		for (pd = pv[i]->pv_probes; pd != NULL; pd = pd->pd_next) {
			if (pd->pd_nargc > DTRACE_USDT_MAXARGS) {
				(void) dt_link_fail(dtp, "probe %s:::%s has "
				    "%d arguments; <sys/sdt.h> probes take at "
				    "most %d", pv[i]->pv_name, pd->pd_name,
				    pd->pd_nargc, DTRACE_USDT_MAXARGS);
				free(pv);
				return (-1);
			}
		}
	}
	if (fname != NULL) {
		const char *b = strrchr(fname, '/');

		dt_hdr_macro(mf, sizeof (mf), b != NULL ? b + 1 : fname);
		fprintf(out, "#ifndef\t_%s\n#define\t_%s\n\n", mf, mf);
	}
	fprintf(out, "#include <unistd.h>\n\n");
	/* sys/sdt.h has C++ templates: outside extern "C" */
	fprintf(out, "#ifndef\t_DTRACE_VERSION\n#define\t_DTRACE_VERSION\t1\n"
	    "#endif\n\n#if _DTRACE_VERSION\n#ifndef\t_SDT_HAS_SEMAPHORES\n"
	    "#define\t_SDT_HAS_SEMAPHORES\t1\n#endif\n"
	    "#include <sys/sdt.h>\n#endif\n\n");
	fprintf(out, "#ifdef\t__cplusplus\nextern \"C\" {\n#endif\n\n");
	for (i = 0; i < n; i++) {
		char pm[DTRACE_PROVNAMELEN], pf[2 * DTRACE_PROVNAMELEN];
		const dt_probedecl_t *pd;

		dt_hdr_macro(pm, sizeof (pm), pv[i]->pv_name);
		dt_hdr_func(pf, sizeof (pf), pv[i]->pv_name);
		fprintf(out, "#if _DTRACE_VERSION\n\n");
		for (empty = 0; empty < 2; empty++) {
			for (pd = pv[i]->pv_probes; pd != NULL;
			    pd = pd->pd_next)
				dt_hdr_probe(out, pm, pf, pd, empty);
			if (empty)
				break;
			fprintf(out, "\n\n");
			for (pd = pv[i]->pv_probes; pd != NULL;
			    pd = pd->pd_next) {
				char f[2 * DTRACE_NAMELEN];
				int k;

				dt_hdr_func(f, sizeof (f), pd->pd_name);
				fprintf(out, "/* %s:::%s(", pv[i]->pv_name,
				    pd->pd_name);
				for (k = 0; k < pd->pd_nargc; k++)
					fprintf(out, "%s%s", k ? ", " : "",
					    pd->pd_argv[k]);
				fprintf(out, ") */\n__extension__ extern "
				    "unsigned short %s_%s_semaphore "
				    "__attribute__((unused)) "
				    "__attribute__((section(\".probes\")));\n",
				    pf, f);
			}
			fprintf(out, "\n#else\n\n");
		}
		fprintf(out, "\n#endif\n\n");
	}
	fprintf(out, "\n#ifdef\t__cplusplus\n}\n#endif\n");
	if (fname != NULL)
		fprintf(out, "\n#endif\t/* _%s */\n", mf);
	free(pv);
	if (ferror(out))
		return (dt_set_errno(dtp, errno != 0 ? errno : EIO));
	return (0);
}

/* The ELF machine this dtrace's objects are for (@lp64: 64-bit). */
static int
dt_link_machine(int lp64)
{
#if defined(__x86_64__) || defined(__i386__)
	return (lp64 ? EM_X86_64 : EM_386);
#elif defined(__aarch64__) || defined(__arm__)
	return (lp64 ? EM_AARCH64 : EM_ARM);
#elif defined(__powerpc__)
	return (lp64 ? EM_PPC64 : EM_PPC);
#elif defined(__s390__)
	(void)lp64;
	return (EM_S390);	/* 31-bit and 64-bit alike */
#else
	(void)lp64;
	return (EM_NONE);
#endif
}

/*
 * Check object @obj (class, machine, probes each declared); add the
 * number of its probes of declared providers to *@nprobes.  0 or -1.
 */
static int
dt_link_obj(dtrace_hdl_t *dtp, dt_provdecl_t **pv, int npv, const char *obj,
    size_t *nprobes)
{
	int lp64 = !(dtp->dt_oflags & DTRACE_O_ILP32);
	dt_sdtobj_t so;
	GElf_Ehdr eh;
	char err[512];
	size_t i;
	Elf *elf;
	int fd, kind, bad;

	(void) elf_version(EV_CURRENT);
	if ((fd = open(obj, O_RDONLY | O_CLOEXEC)) < 0)
		return (dt_link_fail(dtp, "failed to open %s: %s", obj,
		    strerror(errno)));
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL) {
		(void) close(fd);
		return (dt_link_fail(dtp, "failed to process %s: %s", obj,
		    elf_errmsg(elf_errno())));
	}
	kind = elf_kind(elf);
	bad = gelf_getehdr(elf, &eh) == NULL;
	elf_end(elf);
	(void) close(fd);
	if (kind == ELF_K_AR)
		return (dt_link_fail(dtp, "archives are not permitted; use the "
		    "contents of the archive instead: %s", obj));
	if (kind != ELF_K_ELF)
		return (dt_link_fail(dtp, "invalid file type: %s", obj));
	if (bad)
		return (dt_link_fail(dtp, "corrupt file: %s", obj));
	if (eh.e_ident[EI_CLASS] != (lp64 ? ELFCLASS64 : ELFCLASS32))
		return (dt_link_fail(dtp, "incorrect ELF class for object file: "
		    "%s", obj));
	if (eh.e_machine != dt_link_machine(lp64))
		return (dt_link_fail(dtp, "incorrect ELF machine type for "
		    "object file: %s", obj));
	if (eh.e_type != ET_REL)
		return (dt_link_fail(dtp, "%s is not an ELF relocatable "
		    "object", obj));
	if (dt_stapsdt_read(obj, &so, err, sizeof (err)) != 0)
		return (dt_link_fail(dtp, "%s", err));
	for (i = 0; i < so.so_nnotes; i++) {
		const dt_sdtnote_t *n = &so.so_notes[i];
		char name[DTRACE_NAMELEN];
		const dt_probedecl_t *pd = NULL;
		int k;

		for (k = 0; k < npv; k++) {
			if (strcmp(pv[k]->pv_name, n->sn_prov) == 0)
				break;
		}
		if (k == npv)
			continue;	/* another provider's probe */
		dt_stapsdt_probename(n->sn_name, name, sizeof (name));
		for (pd = pv[k]->pv_probes; pd != NULL; pd = pd->pd_next) {
			if (strcmp(pd->pd_name, name) == 0)
				break;
		}
		if (pd == NULL) {
			dt_stapsdt_free(&so);
			return (dt_link_fail(dtp, "no such probe %s", name));
		}
		(*nprobes)++;
	}
	dt_stapsdt_free(&so);
	return (0);
}

/* Run @argv (the compiler); 0 or -1 with the error set. */
static int
dt_link_run(dtrace_hdl_t *dtp, char **argv, const char *file)
{
	pid_t pid;
	int status;

	if ((pid = fork()) < 0)
		return (dt_link_fail(dtp, "failed to run %s: %s", argv[0],
		    strerror(errno)));
	if (pid == 0) {
		execvp(argv[0], argv);
		fprintf(stderr, "%s: failed to run %s: %s\n",
		    dtp->dt_progname != NULL ? dtp->dt_progname : "dtrace",
		    argv[0], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			return (dt_link_fail(dtp, "failed to run %s: %s",
			    argv[0], strerror(errno)));
	}
	if (WIFSIGNALED(status))
		return (dt_link_fail(dtp, "failed to link %s: %s failed due "
		    "to signal %d", file, argv[0], WTERMSIG(status)));
	if (WEXITSTATUS(status) != 0)
		return (dt_link_fail(dtp, "failed to link %s: %s exited with "
		    "status %d", file, argv[0], WEXITSTATUS(status)));
	return (0);
}

/**
 * dtrace_program_link - dtrace -G: check the @objc object files @objv
 * built with the header of dtrace_program_header() (or <sys/sdt.h>
 * probes of the declared providers), then build object @file defining
 * the semaphores of every probe of the providers declared on @dtp, with
 * the C compiler named by $CC (words; default "cc").  @pgp and @dflags
 * are the reference's and unused.  Returns 0, or -1 with the error on
 * @dtp: the reference's messages for an object that cannot be opened,
 * is no ELF file, an archive, of another class or machine; "no such
 * probe" for an undeclared probe of a declared provider; "No probe
 * sites found for declared provider" when objects are given and none
 * has any (without objects, as systemtap's -G that QEMU's build calls
 * so, the semaphores alone are built); "no probes are declared" when
 * objects are given and no provider declares a probe (without objects
 * an object with no semaphores is built, as the reference and
 * systemtap's -G do for a script of clauses alone: Python's configure
 * check "whether DTrace probes require linking" runs -G on `BEGIN{}`);
 * the compiler's failure.  (Guide, "Statically Defined Tracing for
 * User Applications".)
 */
int
dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    unsigned int dflags, const char *file, int objc, char *const objv[])
{
	const char *tmpdir = dt_tmpdir();
	char src[PATH_MAX];
	char *cc, *words = NULL, **argv = NULL, *tok, *save;
	dt_provdecl_t **pv;
	size_t nprobes = 0, nargs = 0;
	FILE *fp;
	int n, i, fd, rv = -1, nsem = 0;

	(void) pgp;
	(void) dflags;
	/* the C source of the semaphores, in $TMPDIR as cpp's input */
	if ((size_t)snprintf(src, sizeof (src), "%s/dtrace-G-XXXXXX.c",
	    tmpdir) >= sizeof (src))
		return (dt_link_fail(dtp, "TMPDIR is too long: %s", tmpdir));
	if ((pv = dt_link_providers(dtp, &n)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	for (i = 0; i < n; i++) {
		const dt_probedecl_t *pd;

		for (pd = pv[i]->pv_probes; pd != NULL; pd = pd->pd_next)
			nsem++;
	}
	if (nsem == 0 && objc != 0) {
		free(pv);
		return (dt_link_fail(dtp, "no probes are declared"));
	}
	for (i = 0; i < objc; i++) {
		if (dt_link_obj(dtp, pv, n, objv[i], &nprobes) != 0) {
			free(pv);
			return (-1);
		}
	}
	if (nprobes == 0 && objc != 0) {
		free(pv);
		return (dt_link_fail(dtp, "No probe sites found for declared "
		    "provider"));
	}

	if ((fd = mkstemps(src, 2)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		if (fd >= 0) {
			(void) close(fd);
			(void) unlink(src);
		}
		free(pv);
		return (dt_link_fail(dtp, "failed to create %s: %s", src,
		    strerror(errno)));
	}
	fprintf(fp, "/* Generated by dtrace(1M) -G: USDT semaphores */\n\n");
	for (i = 0; i < n; i++) {
		char pf[2 * DTRACE_PROVNAMELEN], f[2 * DTRACE_NAMELEN];
		const dt_probedecl_t *pd;

		dt_hdr_func(pf, sizeof (pf), pv[i]->pv_name);
		for (pd = pv[i]->pv_probes; pd != NULL; pd = pd->pd_next) {
			dt_hdr_func(f, sizeof (f), pd->pd_name);
			fprintf(fp, "__extension__ unsigned short "
			    "%s_%s_semaphore __attribute__((unused)) "
			    "__attribute__((section(\".probes\"))) "
			    "__attribute__((visibility(\"hidden\")));\n",
			    pf, f);
		}
	}
	/* the declared argument types, for args[] (dt_stapsdt.h) */
	fprintf(fp, "\n__asm__(\".pushsection %s,\\\"a\\\",%%note\\n\"\n",
	    DT_USDT_TYPES_SECTION);
	for (i = 0; i < n; i++) {
		char pf[2 * DTRACE_PROVNAMELEN], f[2 * DTRACE_NAMELEN];
		const dt_probedecl_t *pd;
		int k;

		dt_hdr_func(pf, sizeof (pf), pv[i]->pv_name);
		for (pd = pv[i]->pv_probes; pd != NULL; pd = pd->pd_next) {
			dt_hdr_func(f, sizeof (f), pd->pd_name);
			fprintf(fp, "\t\".balign 4\\n.4byte 2f-1f, 4f-3f, %d\\n"
			    "1: .asciz \\\"%s\\\"\\n2: .balign 4\\n"
			    "3: .asciz \\\"%s\\\"\\n.asciz \\\"%s\\\"\\n",
			    DT_USDT_TYPES_TYPE, DT_USDT_TYPES_OWNER, pf, f);
			for (k = 0; k < pd->pd_nargc; k++)
				fprintf(fp, ".asciz \\\"%s\\\"\\n", pd->pd_argv[k]);
			fprintf(fp, "4: .balign 4\\n\"\n");
			if (pd->pd_xargc < 0)
				continue;
			/* its translated arguments: native index, type */
			fprintf(fp, "\t\".balign 4\\n.4byte 2f-1f, 4f-3f, %d\\n"
			    "1: .asciz \\\"%s\\\"\\n2: .balign 4\\n"
			    "3: .asciz \\\"%s\\\"\\n.asciz \\\"%s\\\"\\n",
			    DT_USDT_XTYPES_TYPE, DT_USDT_TYPES_OWNER, pf, f);
			for (k = 0; k < pd->pd_xargc; k++)
				fprintf(fp, ".asciz \\\"%u\\\"\\n"
				    ".asciz \\\"%s\\\"\\n",
				    (unsigned int)pd->pd_argmap[k],
				    pd->pd_xargv[k]);
			fprintf(fp, "4: .balign 4\\n\"\n");
		}
	}
	fprintf(fp, "\t\".popsection\\n\");\n");
	free(pv);
	if (fclose(fp) != 0) {
		(void) unlink(src);
		return (dt_link_fail(dtp, "failed to write %s: %s", src,
		    strerror(errno)));
	}

	cc = getenv("CC");
	if (cc == NULL || cc[strspn(cc, " \t")] == '\0')
		cc = "cc";
	if ((words = strdup(cc)) == NULL ||
	    (argv = calloc(strlen(cc) + 8, sizeof (char *))) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	for (tok = strtok_r(words, " \t", &save); tok != NULL;
	    tok = strtok_r(NULL, " \t", &save))
		argv[nargs++] = tok;
	if (dtp->dt_oflags & DTRACE_O_ILP32)
		argv[nargs++] = "-m32";
	argv[nargs++] = "-fPIC";
	argv[nargs++] = "-c";
	argv[nargs++] = src;
	argv[nargs++] = "-o";
	argv[nargs++] = (char *)file;
	argv[nargs] = NULL;
	rv = dt_link_run(dtp, argv, file);
out:
	(void) unlink(src);
	free(argv);
	free(words);
	return (rv);
}
