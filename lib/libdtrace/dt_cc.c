/*
 * lib/libdtrace/dt_cc.c -- the compiler driver: dtrace_program_strcompile()
 * and dtrace_program_fcompile() (libdtrace(3LIB)).
 *
 * Flow: read the source (whole, into memory) -> optionally run the system
 * C preprocessor (DTRACE_C_CPP, with -D/-U/-I from dt_cpp_argv) -> lex and
 * parse (dt_lex.l, dt_grammar.y) -> check macro arguments, probe
 * descriptions (DTRACEIOC_PROBEMATCH, D_PDESC_ZERO unless DTRACE_C_ZDEFS)
 * -> cook (dt_cook.c) -> code generation (dt_cg_program(), back end).
 *
 * Invariants: one pcb per compilation, current in yypcb while it runs;
 * every error longjmps back to dt_compile(), which frees the pcb arena and
 * returns NULL with dtrace_errno() set (EDT_COMPILER: message on the
 * handle).  The handle's compiler state (dt_ccstate_t) is created on first
 * use and freed by dt_cc_destroy().
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include "dt_pid.h"	/* pid provider (pid helper) */
#include "dt_usdt.h"	/* USDT probes of <sys/sdt.h> notes */

/* The largest script read: no D program comes near, an endless file stops. */
#define DT_SCRIPT_MAX	(16 * 1024 * 1024)
#include "dt_pcb.h"
#include "dt_type.h"

_Noreturn void
dt_pcb_nomem(void)
{
	longjmp(yypcb->pcb_jmpbuf, EDT_NOMEM);
}

/* ---- per-handle state --------------------------------------------------- */

static int
dt_cc_macro(dt_ccstate_t *cc, const char *name, uint32_t value)
{
	dt_ident_t *idp = dt_idhash_lookup(&cc->cc_macros, name);

	if (idp == NULL) {
		if ((idp = dt_arena_alloc(&cc->cc_arena, sizeof (*idp))) ==
		    NULL)
			return (-1);
		idp->di_name = name;
		idp->di_kind = DT_IDENT_SCALAR;
		dt_idhash_insert(&cc->cc_macros, idp);
	}
	idp->di_id = value;
	return (0);
}

/* $pid, $ppid, $uid, ... : values of this process; $target from -c/-p. */
static int
dt_cc_macros(dtrace_hdl_t *dtp, dt_ccstate_t *cc)
{
	return (dt_cc_macro(cc, "pid", (uint32_t)getpid()) |
	    dt_cc_macro(cc, "ppid", (uint32_t)getppid()) |
	    dt_cc_macro(cc, "uid", (uint32_t)getuid()) |
	    dt_cc_macro(cc, "gid", (uint32_t)getgid()) |
	    dt_cc_macro(cc, "euid", (uint32_t)geteuid()) |
	    dt_cc_macro(cc, "egid", (uint32_t)getegid()) |
	    dt_cc_macro(cc, "pgid", (uint32_t)getpgid(0)) |
	    dt_cc_macro(cc, "sid", (uint32_t)getsid(0)) |
	    dt_cc_macro(cc, "projid", 0) | dt_cc_macro(cc, "taskid", 0) |
	    dt_cc_macro(cc, "zoneid", 0) |
	    dt_cc_macro(cc, "target", (uint32_t)dtp->dt_target));
}

dt_ccstate_t *
dt_cc_state(dtrace_hdl_t *dtp)
{
	return (dtp->dt_cc);
}

static dt_ccstate_t *
dt_cc_create(dtrace_hdl_t *dtp)
{
	dt_ccstate_t *cc = calloc(1, sizeof (*cc));

	if (cc == NULL)
		return (NULL);
	dtp->dt_cc = cc;
	dt_idhash_init(&cc->cc_globals, "global", DIF_VAR_OTHER_UBASE,
	    DIF_VAR_OTHER_MAX);
	dt_idhash_init(&cc->cc_tls, "thread-local", DIF_VAR_OTHER_UBASE,
	    DIF_VAR_OTHER_MAX);
	dt_idhash_init(&cc->cc_aggs, "aggregation", 1, DIF_VAR_OTHER_MAX);
	dt_idhash_init(&cc->cc_macros, "macro", 0, 0);
	dt_idhash_init(&cc->cc_enums, "enumerator", 0, 0);
	return (cc);
}

static void dt_prog_free(dtrace_prog_t *pgp);

/**
 * dt_cc_destroy - free the compiler state of @dtp and the programs compiled
 * on it (dtrace_close()).
 */
void
dt_cc_destroy(dtrace_hdl_t *dtp)
{
	dt_ccstate_t *cc = dtp->dt_cc;
	dtrace_prog_t *pgp, *next;

	for (pgp = dtp->dt_programs; pgp != NULL; pgp = next) {
		next = pgp->dp_next;
		dt_prog_free(pgp);
	}
	dtp->dt_programs = NULL;
	if (cc == NULL)
		return;
	dt_type_fini(cc);
	dt_arena_free(&cc->cc_arena);
	free(cc);
	dtp->dt_cc = NULL;
}

/* ---- the C preprocessor ------------------------------------------------- */

/*
 * The preprocessor reads the program on its standard input, as the
 * reference's does, so its messages name it "<stdin>" (never a temporary
 * path); the argument vector is cpp -x c -D__SUNW_D=1
 * -D__SUNW_D_VERSION=0x0100d000, the -D/-U/-I options, and the -X mode's
 * flag (-std=c99 for a, the default; -traditional-cpp for s).  Exit
 * status 127: cpp not found; 126: found, not executable.
 */
static void
dt_cpp_child(dtrace_hdl_t *dtp, int infd, int outfd)
{
	const char *cpp = dtp->dt_cpp_path != NULL ? dtp->dt_cpp_path : "cpp";
	char **argv = calloc((size_t)dtp->dt_cpp_argc + 8, sizeof (char *));
	int i, n = 0;

	if (argv == NULL)
		_exit(126);
	argv[n++] = (char *)cpp;
	argv[n++] = (char *)"-x";
	argv[n++] = (char *)"c";
	argv[n++] = (char *)"-D__SUNW_D=1";
	/* the D version, as DT_VERSION_NUMBER(1, 13, 0) */
	argv[n++] = (char *)"-D__SUNW_D_VERSION=0x0100d000";
	for (i = 0; i < dtp->dt_cpp_argc; i++)
		argv[n++] = dtp->dt_cpp_argv[i];
	/* -X (stdc, dt_options.c) */
	if (dtp->dt_stdcmode == 0 || dtp->dt_stdcmode == 'a')
		argv[n++] = (char *)"-std=c99";
	else if (dtp->dt_stdcmode == 's')
		argv[n++] = (char *)"-traditional-cpp";
	argv[n] = NULL;
	if (dup2(infd, STDIN_FILENO) < 0 || dup2(outfd, STDOUT_FILENO) < 0)
		_exit(126);
	execvp(cpp, argv);
	_exit(errno == ENOENT ? 127 : 126);
}

/*
 * dt_cpp_input - a temporary file holding @src, in $TMPDIR (else /tmp),
 * already unlinked and rewound, for cpp's standard input.  Returns its
 * descriptor, or -1 with the reason in the handle's error message.
 */
static int
dt_cpp_input(dtrace_hdl_t *dtp, const char *src)
{
	const char *dir = dt_tmpdir();
	size_t len = strlen(src), off = 0;
	char *path;
	ssize_t n;
	int fd;

	if (asprintf(&path, "%s/dtrace-cpp-XXXXXX", dir) < 0)
		return (-1);
	if ((fd = mkstemp(path)) < 0) {
		snprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg),
		    "failed to create a temporary file in %s: %s", dir,
		    strerror(errno));
		free(path);
		return (-1);
	}
	(void) unlink(path);
	free(path);
	while (off < len) {
		if ((n = write(fd, src + off, len - off)) <= 0) {
			snprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg),
			    "failed to write a temporary file in %s: %s", dir,
			    n < 0 ? strerror(errno) : "short write");
			close(fd);
			return (-1);
		}
		off += (size_t)n;
	}
	if (lseek(fd, 0, SEEK_SET) != 0) {
		close(fd);
		return (-1);
	}
	return (fd);
}

/*
 * Run cpp over @src; returns the preprocessed text (malloc'd) or NULL with
 * the compile error message set on the handle: the reference's words for
 * a preprocessor that is missing, cannot run, or fails (its own messages,
 * on standard error, name the input "<stdin>").
 */
static char *
dt_cpp(dtrace_hdl_t *dtp, const char *src, size_t *lenp)
{
	int fd, pfd[2], status = 0, err;
	char *out = NULL;
	pid_t pid;

	/*
	 * An interpreter file's "#!" line is not C: as the reference does,
	 * cpp starts at the newline that ends it, so that it still counts
	 * the line and the line numbers of messages stay right.
	 */
	if (src[0] == '#' && src[1] == '!')
		src += strcspn(src, "\n");
	if ((fd = dt_cpp_input(dtp, src)) < 0)
		return (NULL);
	if (pipe(pfd) != 0) {
		close(fd);
		return (NULL);
	}
	if ((pid = fork()) == 0) {
		close(pfd[0]);
		dt_cpp_child(dtp, fd, pfd[1]);
	}
	close(fd);
	close(pfd[1]);
	if (pid > 0)
		out = dt_read_fd(pfd[0], SIZE_MAX / 2, lenp);
	close(pfd[0]);
	if (pid > 0)
		(void) waitpid(pid, &status, 0);
	if (pid < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		free(out);
		err = pid < 0 ? EDT_CPPFORK : !WIFEXITED(status) ? EDT_CPPERR :
		    WEXITSTATUS(status) == 127 ? EDT_CPPENT :
		    WEXITSTATUS(status) == 126 ? EDT_CPPEXEC : EDT_CPPERR;
		snprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg), "%s",
		    dtrace_errmsg(dtp, err));
		return (NULL);
	}
	return (out);
}

/* ---- compilation --------------------------------------------------------- */

/* The last macro argument must be used (unless DTRACE_C_ARGREF). */
static void
dt_check_macro_args(dt_pcb_t *pcb)
{
	int argc = pcb->pcb_sargc;

	if (argc > 1 && !(pcb->pcb_cflags & DTRACE_C_ARGREF) &&
	    !(pcb->pcb_sflagv[argc - 1] & 1))
		xyerror(D_MACRO_UNUSED, "extraneous argument '%s' ($%d is not "
		    "referenced)\n", pcb->pcb_sargv[argc - 1], argc - 1);
}

/*
 * The providers only the kernel backend (dtrace.ko) has, or the user host
 * only with what the kernel may lack: on the user host a description
 * naming one matches nothing, and the error says why.  NULL when @prov
 * is not one of them, the backend is the kernel's, or the user host has
 * the provider after all (sdt and sched through kernel capture when built
 * with libbpf, fbt also on a kernel with kprobes).
 */
static const char *
dt_pdesc_kernel_only(dtrace_hdl_t *dtp, const char *prov)
{
	static const char *const kprovs[] = {
		"fbt", "sdt", "sched", "io", "lockstat"
	};
	dtrace_providerdesc_t pv;
	size_t i;

	if (dtp->dt_backend != DT_BACKEND_USER)
		return (NULL);
	for (i = 0; i < sizeof (kprovs) / sizeof (kprovs[0]); i++) {
		if (strcmp(prov, kprovs[i]) == 0)
			break;
	}
	if (i == sizeof (kprovs) / sizeof (kprovs[0]))
		return (NULL);
	memset(&pv, 0, sizeof (pv));
	(void) snprintf(pv.dtvd_name, sizeof (pv.dtvd_name), "%s", prov);
	if (dt_ioctl(dtp, DTRACEIOC_PROVIDER, &pv) == 0)
		return (NULL);
	/* the user host has fbt where the kernel lends it kprobes */
	if (strcmp(prov, "fbt") == 0)
		return (dtp->dt_backend_req == DT_BACKEND_USER ?
		    "need kprobes, which this kernel does not have, or the "
		    "kernel backend: -x backend=kernel" :
		    "need kprobes, which this kernel does not have, or "
		    "dtrace.ko, which is not loaded: no /dev/dtrace/dtrace");
	return (dtp->dt_backend_req == DT_BACKEND_USER ?
	    "need the kernel backend: -x backend=kernel" :
	    "need dtrace.ko, which is not loaded: no /dev/dtrace/dtrace");
}

static void
dt_check_pdesc(dt_pcb_t *pcb, dt_node_t *pnp)
{
	const char *why;
	dtrace_probedesc_t pd;
	dt_errtag_t tag;
	char msg[512], because[192] = "";

	/* pid<N> descriptions create their probes now (dt_pid.c, pid helper) */
	if (dt_pid_create_probes(pcb->pcb_hdl, pnp->dn_desc,
	    (pcb->pcb_cflags & DTRACE_C_ZDEFS) != 0, &tag, msg,
	    sizeof (msg)) != 0)
		dnerror(pnp, tag, "%s\n", msg);
	/* and NAME<N> descriptions the USDT probes of process N */
	if (dt_usdt_create_probes(pcb->pcb_hdl, pnp->dn_desc, &tag, msg,
	    sizeof (msg)) != 0)
		dnerror(pnp, tag, "%s\n", msg);
	pd = *pnp->dn_desc;
	if (pcb->pcb_cflags & DTRACE_C_ZDEFS)
		return;
	pd.dtpd_id = DTRACE_IDNONE;
	if (dt_ioctl(pcb->pcb_hdl, DTRACEIOC_PROBEMATCH, &pd) == 0)
		return;
	why = dt_pdesc_kernel_only(pcb->pcb_hdl, pnp->dn_desc->dtpd_provider);
	if (why != NULL)
		(void) snprintf(because, sizeof (because), " (%s probes %s)",
		    pnp->dn_desc->dtpd_provider, why);
	dnerror(pnp, D_PDESC_ZERO, "probe description %s:%s:%s:%s does "
	    "not match any probes%s\n", pnp->dn_desc->dtpd_provider,
	    pnp->dn_desc->dtpd_mod, pnp->dn_desc->dtpd_func,
	    pnp->dn_desc->dtpd_name, because);
}

/* Every probe description of clause @cnp must match a probe (dt_cook.c). */
void
dt_check_clause_pdescs(dt_node_t *cnp)
{
	dt_node_t *pnp;

	for (pnp = cnp->dn_pdescs; pnp != NULL; pnp = pnp->dn_link)
		dt_check_pdesc(yypcb, pnp);
}

/* Check the program shape, then cook it and generate code into @pgp. */
static void
dt_compile_tree(dt_pcb_t *pcb, dtrace_prog_t *pgp)
{
	dt_check_macro_args(pcb);
	if (pcb->pcb_root == NULL)
		xyerror(D_EMPTY, "empty D program translation unit\n");
	dt_cook_program(pcb->pcb_root);
	if (dt_cg_program(pcb->pcb_hdl, pcb->pcb_root, pgp,
	    pcb->pcb_cflags) != 0)
		longjmp(pcb->pcb_jmpbuf, pcb->pcb_hdl->dt_errno ?
		    pcb->pcb_hdl->dt_errno : EDT_COMPILER);
}

static void
dt_pcb_setup(dt_pcb_t *pcb, dtrace_hdl_t *dtp, char *src, size_t len)
{
	memset(pcb, 0, sizeof (*pcb));
	pcb->pcb_hdl = dtp;
	pcb->pcb_cc = dtp->dt_cc;
	pcb->pcb_string = src;
	pcb->pcb_strlen = len;
	dtp->dt_errmsg[0] = '\0';
	dtp->dt_errtag = NULL;
	dtp->dt_errlineno = dtp->dt_errcol = 0;
	free(dtp->dt_errsrcline);
	dtp->dt_errsrcline = NULL;
}

/* The first probe description of the program, for messages. */
static char *
dt_prog_desc(dt_node_t *root)
{
	dt_node_t *dnp;
	char buf[DTRACE_FULLNAMELEN];

	for (dnp = root->dn_list; dnp != NULL; dnp = dnp->dn_link) {
		if (dnp->dn_kind == DT_NODE_CLAUSE && dnp->dn_pdescs != NULL) {
			const dtrace_probedesc_t *pd = dnp->dn_pdescs->dn_desc;

			snprintf(buf, sizeof (buf), "%s:%s:%s:%s",
			    pd->dtpd_provider, pd->dtpd_mod, pd->dtpd_func,
			    pd->dtpd_name);
			return (strdup(buf));
		}
	}
	return (NULL);
}

static void
dt_prog_free(dtrace_prog_t *pgp)
{
	if (pgp != NULL) {
		dt_stmt_prog_free(pgp);	/* dtrace_stmt_*() (dt_stmt.c) */
		free(pgp->dp_dof);
		free(pgp->dp_desc);
		free(pgp);
	}
}

static dtrace_prog_t *dt_compile(dtrace_hdl_t *dtp, char *src, char *orig,
    size_t len, int fromfile, dtrace_probespec_t spec, unsigned int cflags, int argc,
    char *const argv[]);

/* qsort: file names in byte order */
static int
dt_lib_namecmp(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

/*
 * Compile every "*.d" file of library directory @dir (-L), in byte order
 * of the names, as the built-in library is compiled: declarations,
 * translators and inlines persist, the programs are dropped.  A directory
 * that cannot be opened is skipped, as the reference skips it.  A file
 * that fails to compile fails the compilation with its message, which
 * names the file ("FILE", line N: ..., the reference's form).  Returns 0
 * or -1 with dtrace_errno() set.
 */
static int
dt_lib_load_dir(dtrace_hdl_t *dtp, const char *dir)
{
	struct dirent *de;
	char **names = NULL, **v, *path;
	size_t n = 0, i, len;
	int rv = 0;
	DIR *dp;

	if ((dp = opendir(dir)) == NULL)
		return (0);
	while ((de = readdir(dp)) != NULL) {
		len = strlen(de->d_name);
		if (len < 3 || strcmp(de->d_name + len - 2, ".d") != 0)
			continue;
		if ((v = realloc(names, (n + 1) * sizeof (char *))) == NULL ||
		    (v[n] = strdup(de->d_name)) == NULL) {
			if (v != NULL)
				names = v;
			rv = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		names = v;
		n++;
	}
	(void) closedir(dp);
	if (names != NULL)
		qsort(names, n, sizeof (char *), dt_lib_namecmp);

	for (i = 0; rv == 0 && i < n; i++) {
		dtrace_prog_t *pgp;
		struct stat st;
		char *src;
		int fd;

		if ((path = malloc(strlen(dir) + strlen(names[i]) + 2)) ==
		    NULL) {
			rv = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		(void) sprintf(path, "%s/%s", dir, names[i]);
		if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st) != 0 ||
		    !S_ISREG(st.st_mode)) {
			if (fd >= 0)
				(void) close(fd);
			free(path);
			continue;
		}
		src = dt_read_fd(fd, DT_SCRIPT_MAX, &len);
		(void) close(fd);
		if (src == NULL) {
			free(path);
			rv = dt_set_errno(dtp, errno == ENOMEM ? EDT_NOMEM :
			    errno);
			break;
		}
		dtp->dt_filetag = path;
		pgp = dt_compile(dtp, src, NULL, len, 1,
		    DTRACE_PROBESPEC_NAME, DTRACE_C_EMPTY, 0, NULL);
		dtp->dt_filetag = NULL;
		free(path);
		if (pgp == NULL) {
			rv = -1;
			break;
		}
		dtp->dt_programs = pgp->dp_next;
		dt_prog_free(pgp);
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return (rv);
}

/*
 * Compile the D library (dt_dlib.c) once per handle, before its first
 * program, as the reference loads its library directory: its types,
 * translators and inlines persist; the empty program it makes is dropped.
 * -x nolibs (DTRACE_C_NOLIBS) skips it.  Returns 0, or -1 with the
 * library's compile error on the handle.
 */
static int
dt_dlib_load(dtrace_hdl_t *dtp, unsigned int cflags)
{
	dtrace_prog_t *pgp;
	char *src;
	dt_ccstate_t *cc = dt_cc_state(dtp);
	int i;

	if (cc->cc_dlib || ((cflags | dtp->dt_cflags) & DTRACE_C_NOLIBS))
		return (0);
	cc->cc_dlib = 1;
	if ((src = strdup(dt_dlib_text())) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	/*
	 * The library's types are its own: its names (siginfo_t, ...) must
	 * not resolve to the kernel's, nor its compile load the kernel's.
	 */
	cc->cc_nokmod = 1;
	pgp = dt_compile(dtp, src, NULL, strlen(src), 0,
	    DTRACE_PROBESPEC_NAME, DTRACE_C_EMPTY, 0, NULL);
	cc->cc_nokmod = 0;
	if (pgp == NULL)
		return (-1);
	dtp->dt_programs = pgp->dp_next;
	dt_prog_free(pgp);
	for (i = 0; i < dtp->dt_nlibdirs; i++) {
		if (dt_lib_load_dir(dtp, dtp->dt_libdirs[i]) != 0)
			return (-1);
	}
	return (0);
}

/*
 * Compile @src (@len bytes).  @orig, when not NULL, is the text before the
 * C preprocessor made @src: error messages quote their source line from it.
 * Both are freed here.
 */
static dtrace_prog_t *
dt_compile(dtrace_hdl_t *dtp, char *src, char *orig, size_t len, int fromfile,
    dtrace_probespec_t spec, unsigned int cflags, int argc,
    char *const argv[])
{
	dt_pcb_t pcb, *volatile opcb = yypcb;
	dtrace_prog_t *volatile pgp = NULL;
	int err;

	if (dtp->dt_cc == NULL && dt_cc_create(dtp) == NULL) {
		free(src);
		dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	if (dt_dlib_load(dtp, cflags) != 0) {
		free(src);
		return (NULL);
	}
	dt_pcb_setup(&pcb, dtp, src, len);
	pcb.pcb_srctext = orig;
	pcb.pcb_fromfile = fromfile;
	pcb.pcb_pspec = spec;
	pcb.pcb_cflags = cflags | dtp->dt_cflags;
	pcb.pcb_sargc = argc;
	pcb.pcb_sargv = argv;
	dt_idhash_init(&pcb.pcb_localdecls, "clause-local", DIF_VAR_OTHER_UBASE,
	    DIF_VAR_OTHER_MAX);
	yypcb = &pcb;
	if ((err = setjmp(pcb.pcb_jmpbuf)) != 0) {
		dt_prog_free(pgp);
		pgp = NULL;
		dt_set_errno(dtp, err);
		goto out;
	}
	if (pcb.pcb_cc->cc_ctfp == NULL) {
		/*
		 * The built-in identifiers' prototypes name D's own types
		 * (struct in6_addr of inet_ntop() is void * until the D
		 * library declares it): never the kernel's, whose BTF would
		 * otherwise be converted by every handle compiled with
		 * -x nolibs (0.6 s each; the fuzzers open one per program).
		 */
		int nokmod = pcb.pcb_cc->cc_nokmod, rv;

		pcb.pcb_cc->cc_nokmod = 1;
		rv = dt_type_init(dtp, pcb.pcb_cc) != 0 ||
		    dt_ident_builtins(dtp, &pcb.pcb_cc->cc_globals,
		    &pcb.pcb_cc->cc_arena) != 0;
		pcb.pcb_cc->cc_nokmod = nokmod;
		if (rv) {
			dt_type_fini(pcb.pcb_cc);
			dt_pcb_nomem();
		}
	}
	pcb.pcb_sflagv = dt_zalloc((size_t)argc + 1);
	if (argc > 0)
		pcb.pcb_sflagv[0] = 1;
	(void) dt_cc_macros(dtp, pcb.pcb_cc);
	pcb.pcb_cc->cc_gen++;	/* aggregations created from here on are new */
	dt_type_sync_strsize(dtp);
	dt_lex_init(&pcb);
	(void) yyparse();
	if ((pgp = calloc(1, sizeof (*pgp))) == NULL)
		dt_pcb_nomem();
	dt_compile_tree(&pcb, pgp);
	if (pgp->dp_desc == NULL)
		pgp->dp_desc = dt_prog_desc(pcb.pcb_root);
	pgp->dp_next = dtp->dt_programs;
	dtp->dt_programs = pgp;
out:
	dt_cg_destroy(pcb.pcb_cg);	/* set only if an error ended it */
	dt_lex_fini();
	for (; pcb.pcb_pfvs != NULL; pcb.pcb_pfvs = pcb.pcb_pfvs->pfl_next)
		dt_printf_free(pcb.pcb_pfvs->pfl_pfv);
	dt_arena_free(&pcb.pcb_arena);
	yypcb = opcb;
	free(src);
	free(orig);
	return (pgp);
}

/*
 * Run the C preprocessor over @src when -C asks for it.  Returns the text
 * to compile; *@origp gets @src when it was preprocessed (for the source
 * lines of error messages), else NULL.  On failure returns NULL, @src freed.
 */
static char *
dt_source_prep(dtrace_hdl_t *dtp, char *src, size_t *lenp,
    unsigned int cflags, char **origp)
{
	char *out;

	*origp = NULL;
	if (!((cflags | dtp->dt_cflags) & DTRACE_C_CPP))
		return (src);
	out = dt_cpp(dtp, src, lenp);
	if (out != NULL)
		*origp = src;
	else
		free(src);
	if (out == NULL && dtp->dt_errmsg[0] == '\0')
		snprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg),
		    "failed to run the C preprocessor");
	return (out);
}

/**
 * dtrace_program_strcompile - compile the D program text @s.  Bare probe
 * descriptions name the field @spec (DTRACE_PROBESPEC_NAME for -n, ...).
 * @cflags: DTRACE_C_*.  @argc/@argv: macro arguments ($0 .. $N).
 * Returns the compiled program, or NULL with dtrace_errno() set
 * (EDT_COMPILER: the message is in the handle, as dtrace_errmsg() gives it).
 */
dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *s,
    dtrace_probespec_t spec, unsigned int cflags, int argc,
    char *const argv[])
{
	size_t len = strlen(s);
	char *src = strdup(s), *orig;

	if (src == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	dtp->dt_errmsg[0] = '\0';
	if ((src = dt_source_prep(dtp, src, &len, cflags, &orig)) == NULL) {
		dt_set_errno(dtp, EDT_COMPILER);
		return (NULL);
	}
	return (dt_compile(dtp, src, orig, len, 0, spec, cflags, argc, argv));
}

/**
 * dtrace_program_fcompile - compile the D program read from @fp (a script
 * for -s).  As dtrace_program_strcompile(), with line numbers in messages.
 * A script that cannot be read fails with the read's errno (EISDIR for a
 * directory), one longer than DT_SCRIPT_MAX bytes (/dev/zero, an endless
 * pipe) with EFBIG, before it exhausts memory.
 */
dtrace_prog_t *
dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, unsigned int cflags,
    int argc, char *const argv[])
{
	size_t len = 0;
	char *src, *orig;

	fflush(fp);
	if ((src = dt_read_fd(fileno(fp), DT_SCRIPT_MAX, &len)) == NULL) {
		/* a directory (EISDIR), an endless file (EFBIG), ... */
		dt_set_errno(dtp, errno == ENOMEM ? EDT_NOMEM : errno);
		return (NULL);
	}
	dtp->dt_errmsg[0] = '\0';
	if ((src = dt_source_prep(dtp, src, &len, cflags, &orig)) == NULL) {
		dt_set_errno(dtp, EDT_COMPILER);
		return (NULL);
	}
	return (dt_compile(dtp, src, orig, len, 1, DTRACE_PROBESPEC_NAME, cflags,
	    argc, argv));
}
