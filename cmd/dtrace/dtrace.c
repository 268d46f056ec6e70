/*
 * cmd/dtrace/dtrace.c -- the dtrace(1) command.
 *
 * Where it sits: the user's entry point (DESIGN.md "How a D program
 * flows").  It parses options, compiles each -n/-P/-m/-f/-i description
 * and -s script with libdtrace, enables them, starts tracing and runs the
 * consumer loop until exit() or a signal, printing records in the
 * reference's default format ("CPU     ID                    FUNCTION:NAME").
 * Everything goes through libdtrace's public API (dtrace.h).
 *
 * Options are read in passes, as the reference does: pass 1 picks the
 * mode (-l, -V, -G, -h, -A) and open flags; libdtrace is opened; pass 2
 * sets options and collects programs; pass 3 handles -c/-p; then the
 * programs are compiled and, per mode, listed or enabled and run.
 *
 * Exit status (the reference's): 0 success, 1 error, 2 usage error, or
 * the value given to exit() in the D program.  Output that could not be
 * written (a full disk, /dev/full, a closed stdout, a reader gone while
 * -c/-p processes are held) is an error whatever exit() said: "failed to
 * write to <stdout>" (or the -o file), status 1.
 *
 * Processes: -c 'cmd args' (several allowed) creates each command stopped
 * and -p PID grabs each process, before the programs are compiled (the
 * first is $target); they are continued once tracing is enabled, dtrace
 * reports each exit ("dtrace: pid 1234 has exited", unless quiet) and
 * stops when all are gone.  On exit, ^C, SIGTERM and SIGHUP every process
 * is released: grabbed ones detached and left running, created ones that
 * still run killed, as the reference does.
 *
 * Invariants: diagnostics go to stderr prefixed "dtrace: "; trace output
 * goes to stdout or the -o file; notices (e.g. "description 'BEGIN '
 * matched 1 probe") are suppressed by -q and by the quiet option.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <libgen.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include <dtrace.h>

typedef struct dtrace_cmd {
	void (*dc_func)(struct dtrace_cmd *);	/* compiles dc_arg */
	dtrace_probespec_t dc_spec;		/* probe specifier context */
	char *dc_arg;				/* argument from argv */
	const char *dc_name;			/* name for messages */
	const char *dc_desc;			/* "script" or "description" */
	dtrace_prog_t *dc_prog;			/* compiled program */
} dtrace_cmd_t;

#define DMODE_VERS	0	/* -V */
#define DMODE_EXEC	1	/* compile and enable (default, -e) */
#define DMODE_ANON	2	/* -A */
#define DMODE_LINK	3	/* -G */
#define DMODE_LIST	4	/* -l */
#define DMODE_HEADER	5	/* -h */

#define E_SUCCESS	0
#define E_ERROR		1
#define E_USAGE		2

static const char DTRACE_OPTSTR[] =
	"+:3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z";

static char **g_argv;
static int g_argc;
static dtrace_cmd_t *g_cmdv;
static int g_cmdc;
static char *g_pname;
static int g_quiet;
static int g_flowindent;
static int g_errsrc;		/* -x errsrc: caret line even when stderr is no tty */
static volatile sig_atomic_t g_intrsig;	/* the last signal intr() took */
static int g_grabanon;		/* -a: claim the anonymous state */
static volatile sig_atomic_t g_intr;
static volatile sig_atomic_t g_impatient;
static volatile sig_atomic_t g_newline;
static int g_total;
static unsigned int g_cflags;
static int g_oflags;
static int g_verbose;
static int g_exec = 1;
static int g_mode = DMODE_EXEC;
static int g_status = E_SUCCESS;
static const char *g_ofile;
static char **g_objv;		/* -G: the object files */
static int g_objc;
static FILE *g_ofp;
static dtrace_hdl_t *g_dtp;
static dtrace_proc_t **g_psv;
static int g_psc;
static int g_pslive;
static char **g_shebangv;	/* split_shebang()'s vector, for its life */

static int
usage(FILE *fp)
{
	static const char predact[] = "[[ predicate ] action ]";

	(void) fprintf(fp, "Usage: %s [-32|-64] [-aACeFGhHlqSvVwZ] "
	    "[-b bufsz] [-c cmd] [-D name[=def]]\n\t[-I path] [-L path] "
	    "[-o output] [-p pid] [-s script] [-U name]\n\t"
	    "[-x opt[=val]] [-X a|c|s|t]\n\n"
	    "\t[-P provider %s]\n"
	    "\t[-m [ provider: ] module %s]\n"
	    "\t[-f [[ provider: ] module: ] func %s]\n"
	    "\t[-n [[[ provider: ] module: ] func: ] name %s]\n"
	    "\t[-i probe-id %s] [ args ... ]\n\n", g_pname,
	    predact, predact, predact, predact, predact);

	(void) fprintf(fp, "\tpredicate -> '/' D-expression '/'\n");
	(void) fprintf(fp, "\t   action -> '{' D-statements '}'\n");

	(void) fprintf(fp, "\n"
	    "\t-32 generate 32-bit D programs and ELF files\n"
	    "\t-64 generate 64-bit D programs and ELF files\n\n"
	    "\t-a  claim anonymous tracing state\n"
	    "\t-A  generate driver.conf(4) directives for anonymous tracing\n"
	    "\t-b  set trace buffer size\n"
	    "\t-c  run specified command and exit upon its completion\n"
	    "\t-C  run cpp(1) preprocessor on script files\n"
	    "\t-D  define symbol when invoking preprocessor\n"
	    "\t-e  exit after compiling request but prior to enabling probes\n"
	    "\t-f  enable or list probes matching the specified function name\n"
	    "\t-F  coalesce trace output by function\n"
	    "\t-G  generate an ELF file containing embedded dtrace program\n"
	    "\t-h  generate a header file with definitions for static probes\n"
	    "\t-H  print included files when invoking preprocessor\n"
	    "\t-i  enable or list probes matching the specified probe id\n"
	    "\t-I  add include directory to preprocessor search path\n"
	    "\t-l  list probes matching specified criteria\n"
	    "\t-L  add library directory to library search path\n"
	    "\t-m  enable or list probes matching the specified module name\n"
	    "\t-n  enable or list probes matching the specified probe name\n"
	    "\t-o  set output file\n"
	    "\t-p  grab specified process-ID and cache its symbol tables\n"
	    "\t-P  enable or list probes matching the specified provider name\n"
	    "\t-q  set quiet mode (only output explicitly traced data)\n"
	    "\t-s  enable or list probes according to the specified D script\n"
	    "\t-S  print D compiler intermediate code\n"
	    "\t-U  undefine symbol when invoking preprocessor\n"
	    "\t-v  set verbose mode (report stability attributes, arguments)\n"
	    "\t-V  report DTrace API version\n"
	    "\t-w  permit destructive actions\n"
	    "\t-x  enable or modify compiler and tracing options\n"
	    "\t-X  specify ISO C conformance settings for preprocessor\n"
	    "\t-Z  permit probe descriptions that match zero probes\n");

	return (E_USAGE);
}

static void
verror(const char *fmt, va_list ap)
{
	int error = errno;

	(void) fprintf(stderr, "%s: ", g_pname);
	(void) vfprintf(stderr, fmt, ap);

	if (fmt[strlen(fmt) - 1] != '\n')
		(void) fprintf(stderr, ": %s\n", strerror(error));
}

static void __attribute__((format(printf, 1, 2), noreturn))
fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
	exit(E_ERROR);
}

/*
 * The source line of a compile error and a caret under column @col (1 is
 * the first).  A generated line can be megabytes long: only the
 * SRCLINE_WINDOW bytes either side of the column are shown, with "..."
 * where the line was cut.
 */
#define SRCLINE_WINDOW	80

static void
print_srcline(const char *line, int col)
{
	size_t len = strlen(line), at = col > 1 ? (size_t)col - 1 : 0;
	size_t from, to, i, n = 0;
	char *caret;

	if (at > len)
		at = len;
	from = at > SRCLINE_WINDOW ? at - SRCLINE_WINDOW : 0;
	to = len - at > SRCLINE_WINDOW ? at + SRCLINE_WINDOW : len;
	(void) fprintf(stderr, "%s%.*s%s\n", from > 0 ? "..." : "",
	    (int)(to - from), line + from, to < len ? "..." : "");
	/* one write: stderr is unbuffered */
	if ((caret = malloc(at - from + 6)) == NULL)
		return;
	if (from > 0)
		for (; n < 3; n++)
			caret[n] = ' ';
	for (i = from; i < at; i++)
		caret[n++] = line[i] == '\t' ? '\t' : ' ';
	memcpy(caret + n, "^\n", 3);
	(void) fputs(caret, stderr);
	free(caret);
}

/*
 * Print "dtrace: <fmt>: <libdtrace message>" and exit 1.  After a compile
 * error with a position, also print the source line and a caret under
 * the column (this implementation's addition, on the lines after the
 * reference's unchanged message) when standard error is a terminal, or
 * always with -x errsrc: scripts and harnesses that read the messages
 * see exactly the reference's lines.
 */
static void __attribute__((format(printf, 1, 2), noreturn))
dfatal(const char *fmt, ...)
{
	const char *line = NULL;
	int col = 0;
	va_list ap;

	va_start(ap, fmt);
	(void) fprintf(stderr, "%s: ", g_pname);
	if (fmt != NULL)
		(void) vfprintf(stderr, fmt, ap);
	va_end(ap);

	if (fmt != NULL && fmt[strlen(fmt) - 1] != '\n') {
		(void) fprintf(stderr, ": %s\n",
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	} else if (fmt == NULL) {
		(void) fprintf(stderr, "%s\n",
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	}

	if ((g_errsrc || isatty(STDERR_FILENO)) && g_dtp != NULL &&
	    dtrace_errsrc(g_dtp, &line, &col) > 0 && line != NULL)
		print_srcline(line, col);

	exit(E_ERROR);
}

static void __attribute__((format(printf, 1, 2)))
error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
}

/* A libdtrace message (already ending in a newline), as error() would. */
static void
derror(const char *msg)
{
	size_t len = strlen(msg);

	(void) fprintf(stderr, "%s: %s", g_pname, msg);
	if (len == 0 || msg[len - 1] != '\n')
		(void) fprintf(stderr, ": %s\n", strerror(errno));
}

static void __attribute__((format(printf, 1, 2)))
notice(const char *fmt, ...)
{
	va_list ap;

	if (g_quiet)
		return;

	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
}

/* The output could not be written: "failed to write to FILE: <errno>", exit 1. */
static void __attribute__((noreturn))
ofail(void)
{
	fatal("failed to write to %s", g_ofile ? g_ofile : "<stdout>");
}

static void __attribute__((format(printf, 1, 2)))
oprintf(const char *fmt, ...)
{
	va_list ap;
	int n;

	if (g_ofp == NULL)
		return;

	va_start(ap, fmt);
	n = vfprintf(g_ofp, fmt, ap);
	va_end(ap);

	if (n < 0) {
		if (errno != EINTR)
			ofail();
		clearerr(g_ofp);
	}
}

/*
 * Push what stdio holds to the output; a write that failed (a full disk,
 * /dev/full, a closed descriptor) is fatal, as oprintf() makes it, so
 * that lost output never ends in exit status 0.  The reference clears
 * such errors here; we report them with its oprintf() message.
 */
static void
oflush(void)
{
	if (g_ofp == NULL || fflush(g_ofp) != EOF)
		return;
	if (errno != EINTR)
		ofail();
	clearerr(g_ofp);
}

/*
 * The end of a run that wrote output: flush it, and close the -o file,
 * reporting a failure; then return @status.
 */
static int
ofinish(int status)
{
	oflush();
	if (g_ofp != NULL && g_ofile != NULL) {
		if (fclose(g_ofp) == EOF)
			ofail();
		g_ofp = NULL;
	}
	return (status);
}

/* -v: one block of stability attributes under @title. */
static void
print_attr(const char *title, const dtrace_attribute_t *a)
{
	oprintf("\n\t%s\n", title);
	oprintf("\t\tIdentifier Names: %s\n",
	    dtrace_stability_name(a->dtat_name));
	oprintf("\t\tData Semantics:   %s\n",
	    dtrace_stability_name(a->dtat_data));
	oprintf("\t\tDependency Class: %s\n",
	    dtrace_class_name(a->dtat_class));
}

static void
exec_prog(const dtrace_cmd_t *dcp)
{
	dtrace_proginfo_t dpi;

	memset(&dpi, 0, sizeof (dpi));

	if (!g_exec) {
		dtrace_program_info(g_dtp, dcp->dc_prog, &dpi);
	} else if (dtrace_program_exec(g_dtp, dcp->dc_prog, &dpi) == -1) {
		dfatal("failed to enable '%s'", dcp->dc_name);
	} else {
		notice("%s '%s' matched %u probe%s\n",
		    dcp->dc_desc, dcp->dc_name,
		    dpi.dpi_matches, dpi.dpi_matches == 1 ? "" : "s");
	}

	if (g_verbose) {
		oprintf("\nStability attributes for %s %s:\n",
		    dcp->dc_desc, dcp->dc_name);

		print_attr("Minimum Probe Description Attributes",
		    &dpi.dpi_descattr);
		print_attr("Minimum Statement Attributes", &dpi.dpi_stmtattr);

		oprintf("\n");
	}

	g_total += dpi.dpi_matches;
}

/* -lv: the stability and argument report of one listed probe. */
static void
print_probe_info(const dtrace_probeinfo_t *p)
{
	int i;

	print_attr("Probe Description Attributes", &p->dtp_attr);
	print_attr("Argument Attributes", &p->dtp_arga);

	oprintf("\n\tArgument Types\n");
	for (i = 0; i < p->dtp_argc; i++)
		oprintf("\t\targs[%d]: %s\n", i, p->dtp_argtypes[i]);
	if (p->dtp_argc == 0)
		oprintf("\t\tNone\n");
	oprintf("\n");
}

static int
list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp, void *arg)
{
	dtrace_probeinfo_t p;

	(void) arg;
	if (g_intr)
		return (1);	/* a signal: stop listing (see DMODE_LIST) */
	oprintf("%5d %10s %17s %33s %s\n", pdp->dtpd_id,
	    pdp->dtpd_provider, pdp->dtpd_mod, pdp->dtpd_func, pdp->dtpd_name);
	if (g_verbose && dtrace_probe_info(dtp, pdp, &p) == 0)
		print_probe_info(&p);
	return (0);
}

static int
list_desc(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp, void *arg)
{
	(void) arg;
	if (g_intr)
		return (1);
	if (dtrace_probe_iter(dtp, pdp, list_probe, NULL) != 0 && !g_intr) {
		error("failed to match %s:%s:%s:%s: %s\n",
		    pdp->dtpd_provider, pdp->dtpd_mod,
		    pdp->dtpd_func, pdp->dtpd_name,
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		/*
		 * An error, so the exit status says it: the reference's
		 * status stays 0 here, which its own tests of "-l -i -3"
		 * and "-l -i 4-2" (an invalid id lists nothing) object to.
		 */
		g_status = E_ERROR;
	}
	return (0);
}

static void
list_prog(const dtrace_cmd_t *dcp)
{
	(void) dtrace_program_probes(g_dtp, dcp->dc_prog, list_desc, NULL);
}

static void
compile_file(dtrace_cmd_t *dcp)
{
	char *arg0;
	FILE *fp;

	if ((fp = fopen(dcp->dc_arg, "r")) == NULL)
		fatal("failed to open %s", dcp->dc_arg);

	arg0 = g_argv[0];
	g_argv[0] = dcp->dc_arg;

	if ((dcp->dc_prog = dtrace_program_fcompile(g_dtp, fp,
	    g_cflags, g_argc, g_argv)) == NULL)
		dfatal("failed to compile script %s", dcp->dc_arg);

	g_argv[0] = arg0;
	(void) fclose(fp);

	dcp->dc_desc = "script";
	dcp->dc_name = dcp->dc_arg;
}

static void
compile_str(dtrace_cmd_t *dcp)
{
	char *p;

	if ((dcp->dc_prog = dtrace_program_strcompile(g_dtp, dcp->dc_arg,
	    dcp->dc_spec, g_cflags | DTRACE_C_PSPEC, g_argc, g_argv)) == NULL)
		dfatal("invalid probe specifier %s", dcp->dc_arg);

	if ((p = strpbrk(dcp->dc_arg, "{/;")) != NULL)
		*p = '\0';	/* crop name for reporting */

	dcp->dc_desc = "description";
	dcp->dc_name = dcp->dc_arg;
}

/*
 * -G: build the object defining the USDT semaphores of program @dcp's
 * providers, checking the object files given as operands (libdtrace's
 * dtrace_program_link).  The output is -o's file, else the script's
 * basename with .d replaced by .o, as the reference.
 */
static void
link_prog(dtrace_cmd_t *dcp)
{
	char file[PATH_MAX], *base, *p;

	if (g_ofile != NULL) {
		(void) snprintf(file, sizeof (file), "%s", g_ofile);
	} else {
		base = strrchr(dcp->dc_arg, '/');
		base = base != NULL ? base + 1 : dcp->dc_arg;
		(void) snprintf(file, sizeof (file), "%s", base);
		if ((p = strrchr(file, '.')) != NULL && strcmp(p, ".d") == 0)
			*p = '\0';
		if (strlen(file) + 3 > sizeof (file))
			fatal("file name too long: %s\n", dcp->dc_arg);
		(void) strcat(file, ".o");
	}
	if (dtrace_program_link(g_dtp, dcp->dc_prog, 0, file, g_objc,
	    g_objv) != 0)
		dfatal("failed to link %s %s", dcp->dc_desc, dcp->dc_name);
}

/*
 * -h: write the header of the providers the programs declare to -o's
 * file, else to the script's name with .d replaced by .h.
 */
static void
header_progs(void)
{
	char file[PATH_MAX], *p;
	FILE *fp;

	if (g_cmdc == 0) {
		(void) fprintf(stderr, "%s: -h requires one or more scripts\n",
		    g_pname);
		exit(E_USAGE);
	}
	if (g_ofile != NULL) {
		(void) snprintf(file, sizeof (file), "%s", g_ofile);
	} else {
		if (g_cmdc > 1) {
			(void) fprintf(stderr, "%s: -h requires an output file "
			    "if multiple scripts are specified\n", g_pname);
			exit(E_USAGE);
		}
		(void) snprintf(file, sizeof (file), "%s", g_cmdv[0].dc_arg);
		if ((p = strrchr(file, '.')) != NULL && strcmp(p, ".d") == 0 &&
		    strchr(p, '/') == NULL)
			*p = '\0';
		if (strlen(file) + 3 > sizeof (file))
			fatal("file name too long: %s\n", g_cmdv[0].dc_arg);
		(void) strcat(file, ".h");
	}
	if ((fp = fopen(file, "w")) == NULL)
		fatal("failed to open header file '%s'", file);
	(void) fprintf(fp, "/*\n * Generated by dtrace(1M).\n */\n\n");
	if (dtrace_program_header(g_dtp, fp, file) != 0) {
		(void) fclose(fp);
		dfatal("failed to create header file %s", file);
	}
	if (fclose(fp) == EOF)
		fatal("failed to create header file %s", file);
}

/*
 * Split the -c argument into words at blanks, as the reference does (no
 * shell quoting).  Returns a NULL-terminated vector, or NULL.
 */
static char **
make_argv(char *s)
{
	const char *ws = "\f\n\r\t\v ";
	char **argv = malloc(sizeof (char *) * (strlen(s) / 2 + 2));
	int argc = 0;
	char *p = s;

	if (argv == NULL)
		return (NULL);
	for (p = strtok(s, ws); p != NULL; p = strtok(NULL, ws))
		argv[argc++] = p;
	if (argc == 0)
		argv[argc++] = s;
	argv[argc] = NULL;
	return (argv);
}

/* A process went away: say so, as the reference words it. */
static void
prochandler(dtrace_proc_t *dpr, const char *msg, void *arg)
{
	int pid = (int)dtrace_proc_getpid(g_dtp, dpr);
	int wstat = 0;

	(void) arg;
	if (msg != NULL) {
		/* its command could not be executed: an error, as at -c */
		error("%s\n", msg);
		g_status = E_ERROR;
		g_pslive--;
		return;
	}
	(void) dtrace_proc_status(g_dtp, dpr, &wstat);
	if (WIFSIGNALED(wstat)) {
		const char *name = sigabbrev_np(WTERMSIG(wstat));

		if (name != NULL)
			notice("pid %d terminated by SIG%s\n", pid, name);
		else
			notice("pid %d terminated by signal %d\n", pid,
			    WTERMSIG(wstat));
	} else if (WIFEXITED(wstat) && WEXITSTATUS(wstat) != 0) {
		notice("pid %d exited with status %d\n", pid,
		    WEXITSTATUS(wstat));
	} else {
		notice("pid %d has exited\n", pid);
	}
	g_pslive--;
}

static int
errhandler(const dtrace_errdata_t *data, void *arg)
{
	(void) arg;
	derror(data->dteda_msg);
	return (DTRACE_HANDLE_OK);
}

/* setopt() from D changed an option this program caches (agg-consumer). */
static int
setopthandler(const dtrace_setoptdata_t *data, void *arg)
{
	(void) arg;
	if (strcmp(data->dtsda_option, "quiet") == 0)
		g_quiet = data->dtsda_newval != DTRACEOPT_UNSET;
	if (strcmp(data->dtsda_option, "flowindent") == 0)
		g_flowindent = data->dtsda_newval != DTRACEOPT_UNSET;
	return (DTRACE_HANDLE_OK);
}

static int
drophandler(const dtrace_dropdata_t *data, void *arg)
{
	(void) arg;
	derror(data->dtdda_msg);
	return (DTRACE_HANDLE_OK);
}

static int
chewrec(const dtrace_probedata_t *data, const dtrace_recdesc_t *rec,
    void *arg)
{
	(void) arg;

	if (rec == NULL) {
		/* The end of this enabled probe's records. */
		if (!g_quiet)
			oprintf("\n");
		return (DTRACE_CONSUME_NEXT);
	}

	if (rec->dtrd_action == DTRACEACT_EXIT) {
		int32_t status;

		memcpy(&status, data->dtpda_data, sizeof (status));
		g_status = status;
		return (DTRACE_CONSUME_NEXT);
	}

	return (DTRACE_CONSUME_THIS);
}

static int
chew(const dtrace_probedata_t *data, void *arg)
{
	dtrace_probedesc_t *pd = data->dtpda_pdesc;
	int cpu = data->dtpda_cpu;
	static int heading;

	(void) arg;

	if (g_impatient) {
		g_newline = 0;
		return (DTRACE_CONSUME_ABORT);
	}

	if (heading == 0) {
		if (!g_flowindent) {
			if (!g_quiet) {
				oprintf("%3s %6s %32s\n",
				    "CPU", "ID", "FUNCTION:NAME");
			}
		} else {
			oprintf("%3s %-41s\n", "CPU", "FUNCTION");
		}
		heading = 1;
	}

	if (!g_flowindent) {
		if (!g_quiet) {
			char name[DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 2];

			(void) snprintf(name, sizeof (name), "%s:%s",
			    pd->dtpd_func, pd->dtpd_name);
			oprintf("%3d %6d %32s ", cpu, pd->dtpd_id, name);
		}
	} else {
		/*
		 * -F: the indentation, the flow prefix ("-> ", "<- ", "| "),
		 * then the function, and the probe name only for probes
		 * that are neither entry nor return.
		 */
		int indent = data->dtpda_indent > 0 ? data->dtpda_indent : 0;
		size_t len = (size_t)indent + DTRACE_FUNCNAMELEN +
		    DTRACE_NAMELEN + 8;
		char *name = malloc(len);

		if (name == NULL)
			fatal("failed to allocate memory");
		if (data->dtpda_flow == DTRACEFLOW_NONE) {
			(void) snprintf(name, len, "%*s%s%s:%s", indent, "",
			    data->dtpda_prefix, pd->dtpd_func, pd->dtpd_name);
		} else {
			(void) snprintf(name, len, "%*s%s%s", indent, "",
			    data->dtpda_prefix, pd->dtpd_func);
		}
		oprintf("%3d %-41s ", cpu, name);
		free(name);
	}

	return (DTRACE_CONSUME_THIS);
}

/*
 * Start tracing, then report sizes the framework lowered and rates it
 * changed, in the reference's words ("buffer size lowered to 512k").
 */
static void
go(void)
{
	static const struct {
		const char *name;
		const char *optname;
	} bufs[] = {
		{ "buffer size", "bufsize" },
		{ "aggregation size", "aggsize" },
		{ "speculation size", "specsize" },
		{ "dynamic variable size", "dynvarsize" },
	}, rates[] = {
		{ "cleaning rate", "cleanrate" },
		{ "status rate", "statusrate" },
	};
	dtrace_optval_t bval[4], rval[2];
	const long long nanosec = 1000000000LL;
	int i;

	for (i = 0; i < 4; i++) {
		if (dtrace_getopt(g_dtp, bufs[i].optname, &bval[i]) == -1)
			fatal("couldn't get option %s", bufs[i].optname);
	}
	for (i = 0; i < 2; i++) {
		if (dtrace_getopt(g_dtp, rates[i].optname, &rval[i]) == -1)
			fatal("couldn't get option %s", rates[i].optname);
	}

	if (dtrace_go(g_dtp) == -1)
		dfatal("could not enable tracing");

	for (i = 0; i < 4; i++) {
		dtrace_optval_t j = 0, mul = 10, nsize;

		if (bval[i] == DTRACEOPT_UNSET)
			continue;
		(void) dtrace_getopt(g_dtp, bufs[i].optname, &nsize);
		if (nsize == DTRACEOPT_UNSET || nsize == 0)
			continue;
		if (nsize >= bval[i] - (dtrace_optval_t)sizeof (uint64_t))
			continue;
		for (; (INT64_C(1) << mul) <= nsize; j++, mul += 10)
			continue;
		if (!(nsize & ((INT64_C(1) << (mul - 10)) - 1))) {
			error("%s lowered to %lld%c\n", bufs[i].name,
			    (long long)nsize >> (mul - 10), " kmgtpe"[j]);
		} else {
			error("%s lowered to %lld bytes\n", bufs[i].name,
			    (long long)nsize);
		}
	}

	for (i = 0; i < 2; i++) {
		dtrace_optval_t nval;
		const char *dir;

		if (rval[i] == DTRACEOPT_UNSET)
			continue;
		(void) dtrace_getopt(g_dtp, rates[i].optname, &nval);
		if (nval == DTRACEOPT_UNSET || nval == 0 || rval[i] == nval)
			continue;
		dir = nval > rval[i] ? "reduced" : "increased";
		if (nval <= nanosec && (nanosec % nval) == 0) {
			error("%s %s to %lld hz\n", rates[i].name, dir,
			    nanosec / (long long)nval);
		} else if ((nval % nanosec) == 0) {
			error("%s %s to once every %lld seconds\n",
			    rates[i].name, dir, (long long)nval / nanosec);
		} else {
			error("%s %s to once every %lld nanoseconds\n",
			    rates[i].name, dir, (long long)nval);
		}
	}
}

static void
intr(int signo)
{
	if (!g_intr)
		g_newline = 1;
	g_intrsig = signo;
	if (g_intr++)
		g_impatient = 1;
	/*
	 * Last resort: a third signal while still busy (e.g. waiting for a
	 * target that never reaches its entry point) ends dtrace at once;
	 * the kernel detaches grabbed processes, created ones die with us.
	 */
	if (g_intr >= 3)
		_exit(128 + signo);
}

/* SIGPIPE with processes under control: the failed write reports it. */
static void
sigpipe(int signo)
{
	(void) signo;
}

/*
 * Started with standard descriptor 0, 1 or 2 closed ("dtrace ... >&-"):
 * hold each such number with /dev/null opened read-only, so that no file
 * we open later (a script, the device, a pipe) takes its place and gets
 * the trace output or the messages; writes to it still fail (EBADF), and
 * a lost output is then reported as any other.
 */
static void
reserve_stdfds(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		if (open("/dev/null", O_RDONLY) != fd)
			break;	/* not the lowest free number: cannot hold it */
	}
}

/*
 * A script run through "#!/usr/sbin/dtrace -q -s" gets its interpreter
 * options as one argument on Linux ("-q -s"); split such an argument into
 * words so that getopt sees them as the reference's systems pass them.
 */
static char **
split_shebang(int *argcp, char **argv)
{
	int argc = *argcp, n = 0, i;
	char **nv, *s, *w;

	if (argc < 2 || argv[1][0] != '-' || strpbrk(argv[1], " \t") == NULL)
		return (argv);

	if ((nv = calloc((size_t)argc + strlen(argv[1]) + 1,
	    sizeof (char *))) == NULL || (s = strdup(argv[1])) == NULL)
		return (argv);

	nv[n++] = argv[0];
	for (w = strtok(s, " \t"); w != NULL; w = strtok(NULL, " \t"))
		nv[n++] = w;
	for (i = 2; i < argc; i++)
		nv[n++] = argv[i];
	nv[n] = NULL;
	*argcp = n;
	g_shebangv = nv;	/* nv[1] is the copy the words are in */
	return (nv);
}

/*
 * Did getopt() stop after "--"?  Everything from optind on is then an
 * operand.  (glibc's getopt, called again after "--", would rewind optind
 * to the first operand for ever: this loop must not call it again.)
 */
static int
after_dashdash(char *const argv[])
{
	return (optind > 1 && strcmp(argv[optind - 1], "--") == 0);
}

/* Report a getopt error the reference's way and return the usage status. */
static int
bad_option(int c)
{
	if (c == ':') {
		(void) fprintf(stderr, "%s: option requires an argument -- %c\n",
		    g_pname, optopt);
	} else {
		(void) fprintf(stderr, "%s: illegal option -- %c\n",
		    g_pname, optopt);
	}
	return (usage(stderr));
}

int
main(int argc, char *argv[])
{
	dtrace_optval_t opt;
	dtrace_cmd_t *dcp;
	struct sigaction act, oact;
	int done = 0, mode = 0;
	int err, i, c;
	char *p;

	g_pname = basename(argv[0]);
	g_ofp = stdout;
	opterr = 0;
	reserve_stdfds();

	if (argc == 1)
		return (usage(stderr));

	argv = split_shebang(&argc, argv);

	if ((g_argv = malloc(sizeof (char *) * (size_t)(argc + 1))) == NULL ||
	    (g_cmdv = calloc((size_t)argc, sizeof (dtrace_cmd_t))) == NULL ||
	    (g_psv = calloc((size_t)argc, sizeof (dtrace_proc_t *))) == NULL)
		fatal("failed to allocate memory for arguments");

	g_argv[g_argc++] = argv[0];	/* $0 */
	argv[0] = g_pname;

	/*
	 * Pass 1: the mode and dtrace_open() flags; collect the macro
	 * arguments ($1 ...) that are not options.
	 */
	for (optind = 0; ; ) {
		while ((c = getopt(argc, argv, DTRACE_OPTSTR)) != -1) {
			switch (c) {
			case '3':
				if (strcmp(optarg, "2") != 0) {
					(void) fprintf(stderr,
					    "%s: illegal option -- 3%s\n",
					    argv[0], optarg);
					return (usage(stderr));
				}
				g_oflags &= ~DTRACE_O_LP64;
				g_oflags |= DTRACE_O_ILP32;
				break;
			case '6':
				if (strcmp(optarg, "4") != 0) {
					(void) fprintf(stderr,
					    "%s: illegal option -- 6%s\n",
					    argv[0], optarg);
					return (usage(stderr));
				}
				g_oflags &= ~DTRACE_O_ILP32;
				g_oflags |= DTRACE_O_LP64;
				break;
			case 'A':
				g_mode = DMODE_ANON;
				g_exec = 0;
				mode++;
				break;
			case 'e':
				g_exec = 0;
				done = 1;
				break;
			case 'h':
				g_mode = DMODE_HEADER;
				g_cflags |= DTRACE_C_ZDEFS;	/* -h implies -Z */
				g_exec = 0;
				mode++;
				break;
			case 'G':
				g_mode = DMODE_LINK;
				g_cflags |= DTRACE_C_ZDEFS;	/* -G implies -Z */
				g_exec = 0;
				mode++;
				break;
			case 'l':
				g_mode = DMODE_LIST;
				g_cflags |= DTRACE_C_ZDEFS;	/* -l implies -Z */
				mode++;
				break;
			case 'V':
				g_mode = DMODE_VERS;
				mode++;
				break;
			case '?':
			case ':':
				return (bad_option(c));
			default:
				break;
			}
		}
		if (optind >= argc)
			break;
		if (after_dashdash(argv)) {	/* the rest are all operands */
			while (optind < argc)
				g_argv[g_argc++] = argv[optind++];
			break;
		}
		g_argv[g_argc++] = argv[optind++];
	}
	g_argv[g_argc] = NULL;

	if (mode > 1) {
		(void) fprintf(stderr, "%s: only one of the [-AGhlV] options "
		    "can be specified at a time\n", g_pname);
		return (E_USAGE);
	}

	if (g_mode == DMODE_VERS) {
		oprintf("%s: %s\n", g_pname, dtrace_version_string());
		return (ofinish(E_SUCCESS));
	}

	if (g_mode == DMODE_ANON) {
		(void) fprintf(stderr, "%s: -A is not supported: no backend "
		    "of this implementation keeps anonymous tracing state\n",
		    g_pname);
		return (E_ERROR);
	}

	/* -G: the operands are the object files to link, not macros */
	if (g_mode == DMODE_LINK) {
		g_objc = g_argc - 1;
		if ((g_objv = calloc((size_t)g_objc + 1, sizeof (char *))) ==
		    NULL)
			fatal("failed to allocate memory");
		for (i = 0; i < g_objc; i++)
			g_objv[i] = g_argv[i + 1];
		g_argc = 1;
		g_argv[1] = NULL;
	}

	if ((g_dtp = dtrace_open(DTRACE_VERSION, g_oflags, &err)) == NULL)
		fatal("failed to initialize dtrace: %s\n",
		    dtrace_errmsg(NULL, err));

	(void) dtrace_setopt(g_dtp, "bufsize", "4m");
	(void) dtrace_setopt(g_dtp, "aggsize", "4m");

	/*
	 * Pass 2: options and compiler flags; collect the programs.
	 */
	for (optind = 0; ; ) {
		while ((c = getopt(argc, argv, DTRACE_OPTSTR)) != -1) {
			switch (c) {
			case 'a':
				/*
				 * Claim the anonymous state: dtrace_go()
				 * fails with "No anonymous tracing state"
				 * where there is none (every backend here).
				 */
				if (dtrace_setopt(g_dtp, "grabanon", 0) != 0)
					dfatal("failed to set -a");
				g_grabanon = 1;
				break;
			case 'b':
				if (dtrace_setopt(g_dtp, "bufsize", optarg) != 0)
					dfatal("failed to set -b %s", optarg);
				break;
			case 'B':
				g_ofp = NULL;
				break;
			case 'C':
				g_cflags |= DTRACE_C_CPP;
				break;
			case 'D':
				if (dtrace_setopt(g_dtp, "define", optarg) != 0)
					dfatal("failed to set -D %s", optarg);
				break;
			case 'f':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_str;
				dcp->dc_spec = DTRACE_PROBESPEC_FUNC;
				dcp->dc_arg = optarg;
				break;
			case 'F':
				if (dtrace_setopt(g_dtp, "flowindent", 0) != 0)
					dfatal("failed to set -F");
				break;
			case 'H':
				if (dtrace_setopt(g_dtp, "cpphdrs", 0) != 0)
					dfatal("failed to set -H");
				break;
			case 'i':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_str;
				dcp->dc_spec = DTRACE_PROBESPEC_NAME;
				dcp->dc_arg = optarg;
				break;
			case 'I':
				if (dtrace_setopt(g_dtp, "incdir", optarg) != 0)
					dfatal("failed to set -I %s", optarg);
				break;
			case 'L':
				if (dtrace_setopt(g_dtp, "libdir", optarg) != 0)
					dfatal("failed to set -L %s", optarg);
				break;
			case 'm':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_str;
				dcp->dc_spec = DTRACE_PROBESPEC_MOD;
				dcp->dc_arg = optarg;
				break;
			case 'n':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_str;
				dcp->dc_spec = DTRACE_PROBESPEC_NAME;
				dcp->dc_arg = optarg;
				break;
			case 'P':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_str;
				dcp->dc_spec = DTRACE_PROBESPEC_PROVIDER;
				dcp->dc_arg = optarg;
				break;
			case 'q':
				if (dtrace_setopt(g_dtp, "quiet", 0) != 0)
					dfatal("failed to set -q");
				break;
			case 'o':
				g_ofile = optarg;
				break;
			case 's':
				dcp = &g_cmdv[g_cmdc++];
				dcp->dc_func = compile_file;
				dcp->dc_spec = DTRACE_PROBESPEC_NONE;
				dcp->dc_arg = optarg;
				break;
			case 'S':
				g_cflags |= DTRACE_C_DIFV;
				break;
			case 'U':
				if (dtrace_setopt(g_dtp, "undef", optarg) != 0)
					dfatal("failed to set -U %s", optarg);
				break;
			case 'v':
				g_verbose++;
				/* and say what backs the providers */
				(void) dtrace_setopt(g_dtp, "showbackend", 0);
				break;
			case 'w':
				if (dtrace_setopt(g_dtp, "destructive", 0) != 0)
					dfatal("failed to set -w");
				break;
			case 'x':
				if ((p = strchr(optarg, '=')) != NULL)
					*p++ = '\0';
				/* dtrace(1)'s own: source line and caret */
				if (strcmp(optarg, "errsrc") == 0) {
					if (p != NULL) {
						(void) fprintf(stderr, "%s: "
						    "-x errsrc takes no value\n",
						    g_pname);
						return (E_USAGE);
					}
					g_errsrc = 1;
					break;
				}
				if (dtrace_setopt(g_dtp, optarg, p) != 0)
					dfatal("failed to set -x %s", optarg);
				break;
			case 'X':
				if (dtrace_setopt(g_dtp, "stdc", optarg) != 0)
					dfatal("failed to set -X %s", optarg);
				break;
			case 'Z':
				g_cflags |= DTRACE_C_ZDEFS;
				break;
			default:
				break;
			}
		}
		if (optind >= argc || after_dashdash(argv))
			break;
		optind++;
	}

	if (g_ofp == NULL && g_mode != DMODE_EXEC) {
		(void) fprintf(stderr, "%s: -B not valid in combination"
		    " with [-AGl] options\n", g_pname);
		return (E_USAGE);
	}

	if (g_ofp == NULL && g_ofile != NULL) {
		(void) fprintf(stderr, "%s: -B not valid in combination"
		    " with -o option\n", g_pname);
		return (E_USAGE);
	}

	/*
	 * With -c or -p, take ^C, SIGTERM and SIGHUP from here on: a signal
	 * that killed dtrace while it grabs, compiles or plants probes would
	 * leave a grabbed process patched.  The main loop below sees g_intr
	 * and releases the processes cleanly.
	 */
	(void) sigemptyset(&act.sa_mask);
	act.sa_flags = 0;
	act.sa_handler = intr;
	for (i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1] != '-' &&
		    strpbrk(argv[i] + 1, "cp") != NULL)
			break;
	}
	if (i < argc) {
		if (sigaction(SIGINT, NULL, &oact) == 0 &&
		    oact.sa_handler != SIG_IGN)
			(void) sigaction(SIGINT, &act, NULL);
		if (sigaction(SIGTERM, NULL, &oact) == 0 &&
		    oact.sa_handler != SIG_IGN)
			(void) sigaction(SIGTERM, &act, NULL);
		if (sigaction(SIGHUP, NULL, &oact) == 0 &&
		    oact.sa_handler != SIG_IGN)
			(void) sigaction(SIGHUP, &act, NULL);
		/*
		 * Nor may a reader that went away ("dtrace ... | head")
		 * kill us: the write then fails (EPIPE), that is reported
		 * and the exit releases the processes.  A handler, not
		 * SIG_IGN, so that the commands of -c do not inherit it.
		 */
		act.sa_handler = sigpipe;
		if (sigaction(SIGPIPE, NULL, &oact) == 0 &&
		    oact.sa_handler == SIG_DFL)
			(void) sigaction(SIGPIPE, &act, NULL);
		act.sa_handler = intr;
	}

	/*
	 * Pass 3: processes to create (-c) or grab (-p), before compiling
	 * so that $target is known.  They stay stopped until tracing runs.
	 */
	for (optind = 0; ; ) {
		while ((c = getopt(argc, argv, DTRACE_OPTSTR)) != -1) {
			dtrace_proc_t *P;
			char **v, *end;
			long pid;

			switch (c) {
			case 'c':
				if ((v = make_argv(optarg)) == NULL)
					fatal("failed to allocate memory");
				P = dtrace_proc_create(g_dtp, v[0], v);
				free(v);
				if (P == NULL)
					dfatal(NULL);	/* dtrace_errmsg() only */
				g_psv[g_psc++] = P;
				break;
			case 'p':
				errno = 0;
				pid = strtol(optarg, &end, 10);
				if (errno != 0 || end == optarg ||
				    *end != '\0' || pid <= 0 || pid > INT_MAX)
					fatal("invalid pid: %s\n", optarg);
				P = dtrace_proc_grab(g_dtp, (pid_t)pid, 0);
				if (P == NULL)
					dfatal(NULL);	/* dtrace_errmsg() only */
				g_psv[g_psc++] = P;
				break;
			default:
				break;
			}
		}
		if (optind >= argc || after_dashdash(argv))
			break;
		optind++;
	}

	/* Pass 4: compile every program. */
	for (i = 0; i < g_cmdc; i++)
		g_cmdv[i].dc_func(&g_cmdv[i]);

	if (g_mode != DMODE_LIST) {
		if (dtrace_handle_err(g_dtp, &errhandler, NULL) == -1)
			dfatal("failed to establish error handler");
		if (dtrace_handle_drop(g_dtp, &drophandler, NULL) == -1)
			dfatal("failed to establish drop handler");
		if (dtrace_handle_setopt(g_dtp, &setopthandler, NULL) == -1)
			dfatal("failed to establish setopt handler");
		if (dtrace_handle_proc(g_dtp, &prochandler, NULL) == -1)
			dfatal("failed to establish proc handler");
	}

	(void) dtrace_getopt(g_dtp, "flowindent", &opt);
	g_flowindent = opt != DTRACEOPT_UNSET;

	(void) dtrace_getopt(g_dtp, "quiet", &opt);
	g_quiet = opt != DTRACEOPT_UNSET;

	switch (g_mode) {
	case DMODE_EXEC:
		if (g_ofile != NULL && (g_ofp = fopen(g_ofile, "a")) == NULL)
			fatal("failed to open output file '%s'", g_ofile);

		for (i = 0; i < g_cmdc; i++)
			exec_prog(&g_cmdv[i]);

		if (done) {
			dtrace_close(g_dtp);
			return (ofinish(g_status));
		}
		break;

	case DMODE_HEADER:
		header_progs();
		dtrace_close(g_dtp);
		return (ofinish(g_status));

	case DMODE_LINK:
		if (g_cmdc == 0) {
			(void) fprintf(stderr, "%s: -G requires one or more "
			    "scripts\n", g_pname);
			return (E_USAGE);
		}
		for (i = 0; i < g_cmdc; i++)
			link_prog(&g_cmdv[i]);
		dtrace_close(g_dtp);
		return (ofinish(g_status));

	case DMODE_LIST:
		if (g_ofile != NULL && (g_ofp = fopen(g_ofile, "a")) == NULL)
			fatal("failed to open output file '%s'", g_ofile);

		oprintf("%5s %10s %17s %33s %s\n",
		    "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");

		for (i = 0; i < g_cmdc; i++)
			list_prog(&g_cmdv[i]);

		if (g_cmdc == 0)
			(void) dtrace_probe_iter(g_dtp, NULL, list_probe, NULL);

		dtrace_close(g_dtp);
		if (g_intr) {
			/*
			 * SIGINT, SIGTERM or SIGHUP stopped the listing: the
			 * processes are released (dtrace_close); now end as
			 * the signal would have ended us.
			 */
			(void) fflush(NULL);
			(void) signal(g_intrsig, SIG_DFL);
			(void) raise(g_intrsig);
		}
		return (ofinish(g_status));
	}

	/*
	 * Without -Z, a run that matched nothing (or was given nothing to
	 * match) is an error.
	 */
	if (g_total == 0 && !g_grabanon && !(g_cflags & DTRACE_C_ZDEFS))
		dfatal("no probes %s\n", g_cmdc ? "matched" : "specified");

	go();

	(void) dtrace_getopt(g_dtp, "flowindent", &opt);
	g_flowindent = opt != DTRACEOPT_UNSET;

	(void) dtrace_getopt(g_dtp, "quiet", &opt);
	g_quiet = opt != DTRACEOPT_UNSET;

	(void) dtrace_getopt(g_dtp, "destructive", &opt);
	if (opt != DTRACEOPT_UNSET)
		notice("allowing destructive actions\n");

	(void) sigemptyset(&act.sa_mask);
	act.sa_flags = 0;
	act.sa_handler = intr;

	if (sigaction(SIGINT, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		(void) sigaction(SIGINT, &act, NULL);
	if (sigaction(SIGTERM, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		(void) sigaction(SIGTERM, &act, NULL);
	/* a hang-up must not leave grabbed processes stopped or patched */
	if (g_psc > 0 &&
	    sigaction(SIGHUP, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		(void) sigaction(SIGHUP, &act, NULL);

	/* Tracing is on: let the created and grabbed processes run. */
	for (i = 0; i < g_psc; i++)
		dtrace_proc_continue(g_dtp, g_psv[i]);
	g_pslive = g_psc;	/* counted down by prochandler() */

	do {
		if (!g_intr && !done)
			dtrace_sleep(g_dtp);

		if (g_newline) {
			/* A newline after ^C, even in quiet mode. */
			oprintf("\n");
			g_newline = 0;
		}

		if (done || g_intr || (g_psc != 0 && g_pslive <= 0)) {
			done = 1;
			if (dtrace_stop(g_dtp) == -1)
				dfatal("couldn't stop tracing");
		}

		switch (dtrace_work(g_dtp, g_ofp, chew, chewrec, NULL)) {
		case DTRACE_WORKSTATUS_DONE:
			done = 1;
			break;
		case DTRACE_WORKSTATUS_OKAY:
			break;
		default:
			if (!g_impatient && dtrace_errno(g_dtp) != EINTR)
				dfatal("processing aborted");
		}

		oflush();
	} while (!done);

	oprintf("\n");

	/* What printa() has not printed, in the default format (agg-consumer). */
	if (!g_impatient) {
		if (dtrace_aggregate_print(g_dtp, g_ofp, NULL) == -1 &&
		    dtrace_errno(g_dtp) != EINTR)
			dfatal("failed to print aggregations");
	}

	for (i = 0; i < g_psc; i++)
		dtrace_proc_release(g_dtp, g_psv[i]);

	dtrace_close(g_dtp);
	return (ofinish(g_status));
}
