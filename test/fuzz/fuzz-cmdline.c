/*
 * test/fuzz/fuzz-cmdline.c -- the dtrace(1) command line: the shebang
 * split, both getopt passes, "--" and the macro operands, the modes and
 * their conflicts, the option letters that set options (-b -D -I -L -U
 * -x -X ...), and the compiling and enabling of the programs they name.
 *
 * Each input is an argument vector, one argument a line (a NUL byte
 * reads as a blank).  cmd/dtrace/dtrace.c is compiled into this harness
 * with main() renamed, exit() turned into a jump back here, and the
 * three calls that would act outside this process refused as they can
 * be refused at run time: dtrace_proc_create() and dtrace_proc_grab()
 * (-c, -p) and dtrace_go() (nothing runs: every program is compiled and
 * its enabling made, then tracing fails to start).  Its globals are
 * reset and its handle closed between inputs.  Inputs that could still
 * act outside the process are skipped: an option cluster with a letter
 * that writes a file or makes anonymous state (-o -G -h -A), an argument
 * naming the options that run another program (cpppath, ldpath) or a
 * path under /dev, /proc or /sys (which -s, -I or -L could read for
 * ever).  stdin is /dev/null.  Corpus: test/fuzz/corpus/cmdline.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <libgen.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "fuzz.h"

static jmp_buf cmd_exit_jmp;
static int cmd_exit_status;

/* dtrace.c's exit(): back to the harness. */
static void __attribute__((noreturn))
cmd_exit(int status)
{
	cmd_exit_status = status;
	longjmp(cmd_exit_jmp, 1);
}

static void cmd_close(dtrace_hdl_t *dtp);

/* -c, -p and the start of tracing fail as they may at run time */
static dtrace_proc_t *
cmd_proc_create(dtrace_hdl_t *dtp, const char *file, char *const *argv)
{
	(void) dtp, (void) file, (void) argv;
	errno = EPERM;
	return (NULL);
}

static dtrace_proc_t *
cmd_proc_grab(dtrace_hdl_t *dtp, pid_t pid, int flags)
{
	(void) dtp, (void) pid, (void) flags;
	errno = EPERM;
	return (NULL);
}

static int
cmd_go(dtrace_hdl_t *dtp)
{
	(void) dtp;
	return (-1);
}

/* every header dtrace.c includes is in already: the renames reach only it */
#define main dtrace_cmd_main
#define exit cmd_exit
#define dtrace_close cmd_close
#define dtrace_proc_create cmd_proc_create
#define dtrace_proc_grab cmd_proc_grab
#define dtrace_go cmd_go
#include "../../cmd/dtrace/dtrace.c"
#undef dtrace_go
#undef dtrace_proc_grab
#undef dtrace_proc_create
#undef dtrace_close
#undef exit
#undef main

/* dtrace.c's dtrace_close(): its handle is gone, the harness must not close it again */
static void
cmd_close(dtrace_hdl_t *dtp)
{
	dtrace_close(dtp);
	if (dtp == g_dtp)
		g_dtp = NULL;
}

/* dtrace.c's globals as they are at the start of a process. */
static void
cmd_reset(void)
{
	if (g_dtp != NULL)
		cmd_close(g_dtp);
	if (g_ofp != NULL && g_ofp != stdout)
		(void) fclose(g_ofp);
	if (g_shebangv != NULL)
		free(g_shebangv[1]);
	free(g_shebangv);
	free(g_argv);
	free(g_cmdv);
	free(g_psv);
	free(g_objv);
	g_objv = NULL;
	g_objc = 0;
	g_shebangv = NULL;
	g_argv = NULL;
	g_argc = 0;
	g_cmdv = NULL;
	g_cmdc = 0;
	g_pname = NULL;
	g_quiet = g_flowindent = 0;
	g_intr = g_impatient = g_newline = 0;
	g_total = 0;
	g_cflags = 0;
	g_oflags = 0;
	g_verbose = 0;
	g_exec = 1;
	g_mode = DMODE_EXEC;
	g_status = E_SUCCESS;
	g_ofile = NULL;
	g_ofp = NULL;
	g_psv = NULL;
	g_psc = g_pslive = 0;
}

/* May this argument run without acting outside this process? */
static int
cmd_harmless(const char *arg)
{
	static const char *const words[] = {
		"cpppath", "ldpath", "/dev", "/proc", "/sys",
	};
	size_t i;

	if (arg[0] == '-' && arg[1] != '-' && strpbrk(arg, "oGhA") != NULL)
		return (0);
	for (i = 0; i < sizeof (words) / sizeof (words[0]); i++) {
		if (strstr(arg, words[i]) != NULL)
			return (0);
	}
	return (1);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int stdin_null;
	char *text = fuzz_string(data, size), *p;
	char **argv;
	int argc = 2;

	if (!stdin_null) {
		int fd = open("/dev/null", O_RDONLY);

		if (fd < 0 || dup2(fd, 0) < 0)
			abort();
		(void) close(fd);
		stdin_null = 1;
	}
	for (p = text; *p != '\0'; p++)
		argc += *p == '\n';
	if ((argv = calloc((size_t)argc + 1, sizeof (char *))) == NULL)
		abort();
	argv[0] = (char *)"dtrace";
	argc = 1;
	for (p = text; p != NULL; ) {
		char *nl = strchr(p, '\n');

		if (nl != NULL)
			*nl++ = '\0';
		if (!cmd_harmless(p))
			goto out;
		argv[argc++] = p;
		p = nl;
	}
	argv[argc] = NULL;
	if (setjmp(cmd_exit_jmp) == 0)
		cmd_exit_status = dtrace_cmd_main(argc, argv);
	(void) fflush(stdout);
out:
	cmd_reset();
	free(argv);
	free(text);
	return (0);
}
