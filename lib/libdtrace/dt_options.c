/*
 * lib/libdtrace/dt_options.c -- every option of dtrace(1)'s -x, of
 * `#pragma D option` and of dtrace_setopt()/dtrace_getopt(), in ONE table:
 * name, kind, DTRACEOPT_* slot or DTRACE_C_* flag, value parser.
 * (Dynamic Tracing Guide, "Options and Tunables".)
 *
 * Where it sits: dtrace(1) and the compiler's pragma handler call
 * dtrace_setopt(); runtime options land in dtp->dt_options[] and travel to
 * the framework in an OPTDESC-only DOF sent by dtrace_go() (dt_options_dof
 * below, as the reference's dtrace_getopt_dof); compile-time options set
 * DTRACE_C_* bits in dtp->dt_cflags or cpp arguments; consumer options
 * (backend) steer libdtrace itself.
 *
 * Value syntax (the reference's): sizes "4m", "512k", "1g", "2t" or a bare
 * number (strtoull base 0); times "10hz", "1s", "100ms", "250us", "20ns",
 * "1m"/"min", "1h"/"hour", "1d"/"day" or a bare number of nanoseconds;
 * booleans take no value; bufpolicy ring|fill|switch; bufresize
 * auto|manual.
 *
 * Invariants: an option that is never set stays DTRACEOPT_UNSET (the
 * framework then uses its own default); a failed set leaves the previous
 * value; runtime options other than the "dynamic" ones cannot change
 * while tracing is active (EDT_ACTIVE).
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_pcb.h"

typedef enum dt_optkind {
	DT_OPT_RUNTIME,		/* DTRACEOPT_* slot, sent to the framework */
	DT_OPT_DYNAMIC,		/* runtime, may change while tracing */
	DT_OPT_COMPILE,		/* compile-time: cflags, cpp, accepted knobs */
	DT_OPT_CONSUMER		/* libdtrace itself (backend) */
} dt_optkind_t;

typedef struct dt_option {
	const char *o_name;
	dt_optkind_t o_kind;
	int (*o_func)(dtrace_hdl_t *, const char *, uintptr_t);
	uintptr_t o_option;	/* DTRACEOPT_*, DTRACE_C_*, or parser data */
	const char *o_default;	/* default, for documentation (man page) */
} dt_option_t;

#define NANOSEC	1000000000LL

/* ---- value parsers --------------------------------------------------- */

/*
 * Runtime option: just "set" without a value, or a value as the
 * reference's take it: a boolean word (yes/no, enable/disable,
 * enabled/disabled, true/false, on/off, set/unset, in any case: set to 1
 * or unset), the empty string (unset), or a non-negative number.
 */
static int
dt_opt_runtime(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	static const char *const words[][2] = {
		{ "yes", "no" }, { "enable", "disable" },
		{ "enabled", "disabled" }, { "true", "false" },
		{ "on", "off" }, { "set", "unset" },
	};
	dtrace_optval_t val = 0;
	char *end;
	size_t i;

	if (arg != NULL && *arg == '\0') {
		val = DTRACEOPT_UNSET;
	} else if (arg != NULL) {
		for (i = 0; i < sizeof (words) / sizeof (words[0]); i++) {
			if (strcasecmp(arg, words[i][0]) == 0) {
				dtp->dt_options[option] = 1;
				return (0);
			}
			if (strcasecmp(arg, words[i][1]) == 0) {
				dtp->dt_options[option] = DTRACEOPT_UNSET;
				return (0);
			}
		}
		errno = 0;
		val = (dtrace_optval_t)strtoull(arg, &end, 0);
		if (*end != '\0' || errno != 0 || val < 0)
			return (dt_set_errno(dtp, EDT_BADOPTVAL));
	}
	dtp->dt_options[option] = val;
	return (0);
}

/*
 * cpu: trace on that CPU only.  A CPU this system does not have is
 * EDT_BADOPTVAL now, rather than a run that records nothing (the
 * reference: every record a drop) or everything.
 */
static int
dt_opt_cpu(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	long ncpus = sysconf(_SC_NPROCESSORS_CONF);

	if (dt_opt_runtime(dtp, arg, option) != 0)
		return (-1);
	if (ncpus > 0 && dtp->dt_options[option] >= ncpus) {
		dtp->dt_options[option] = DTRACEOPT_UNSET;
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	}
	return (0);
}

/* Parse a size with an optional k/m/g/t suffix (powers of 1024). */
static int
dt_parse_size(const char *arg, dtrace_optval_t *valp)
{
	dtrace_optval_t mul = 1, val;
	size_t len = strlen(arg);
	char *end;

	if (len == 0)
		return (-1);

	switch (arg[len - 1]) {
	case 't': case 'T':
		mul *= 1024;
		/* FALLTHROUGH */
	case 'g': case 'G':
		mul *= 1024;
		/* FALLTHROUGH */
	case 'm': case 'M':
		mul *= 1024;
		/* FALLTHROUGH */
	case 'k': case 'K':
		mul *= 1024;
		/* FALLTHROUGH */
	default:
		break;
	}

	errno = 0;
	val = (dtrace_optval_t)strtoull(arg, &end, 0) * mul;

	if ((mul > 1 && end != &arg[len - 1]) || (mul == 1 && *end != '\0') ||
	    end == arg || val < 0 || errno != 0 || val == DTRACEOPT_UNSET)
		return (-1);
	*valp = val;
	return (0);
}

static int
dt_opt_size(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	dtrace_optval_t val = 0;

	if (arg != NULL && dt_parse_size(arg, &val) != 0)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_options[option] = val;
	return (0);
}

/*
 * scratchsize (Oracle Linux DTrace's): the per-CPU scratch space that
 * alloca() and string results draw from, a size; like the reference, a
 * size above 0 is rounded up to a multiple of 8 after adding 8.
 */
static int
dt_opt_scratchsize(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	dtrace_optval_t val = 0;

	if (arg == NULL || dt_parse_size(arg, &val) != 0)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (val > 0 && val <= INT64_MAX - 16)
		val = (val + 8 + 7) & ~(dtrace_optval_t)7;
	dtp->dt_options[option] = val;
	return (0);
}

/*
 * The largest strsize: the framework's DTRACE_DIF_STRSIZE_MAX (each CPU
 * keeps scratch space for eight strings of this size).
 */
#define DT_STRSIZE_MAX	(1024 * 1024)

/*
 * strsize: 1 to DT_STRSIZE_MAX bytes.  0 (no string could hold even its
 * NUL) is EDT_BADOPTVAL; more than the limit is EOVERFLOW, as the
 * reference says beyond its own limit (UINT_MAX), never a silent cap.
 */
static int
dt_opt_strsize(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	dtrace_optval_t val = 0;

	if (arg == NULL || dt_parse_size(arg, &val) != 0 || val == 0)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (val > DT_STRSIZE_MAX)
		return (dt_set_errno(dtp, EOVERFLOW));
	dtp->dt_options[option] = val;
	return (0);
}

/* Times and rates: a number with a unit suffix; "hz" is a frequency. */
static int
dt_opt_rate(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	static const struct {
		const char *name;
		dtrace_optval_t mul;
	} suffix[] = {
		{ "ns", 1 }, { "nsec", 1 },
		{ "us", NANOSEC / 1000000 }, { "usec", NANOSEC / 1000000 },
		{ "ms", NANOSEC / 1000 }, { "msec", NANOSEC / 1000 },
		{ "s", NANOSEC }, { "sec", NANOSEC },
		{ "m", NANOSEC * 60 }, { "min", NANOSEC * 60 },
		{ "h", NANOSEC * 3600 }, { "hour", NANOSEC * 3600 },
		{ "d", NANOSEC * 86400 }, { "day", NANOSEC * 86400 },
		{ "hz", 0 },
	};
	dtrace_optval_t mul = 1, val = 0;
	size_t i, n = sizeof (suffix) / sizeof (suffix[0]);
	char *end;

	if (arg != NULL) {
		errno = 0;
		val = (dtrace_optval_t)strtoull(arg, &end, 0);

		for (i = 0; i < n; i++) {
			if (strcasecmp(suffix[i].name, end) == 0) {
				mul = suffix[i].mul;
				break;
			}
		}

		if ((i == n && *end != '\0') || end == arg || val < 0 ||
		    errno != 0)
			return (dt_set_errno(dtp, EDT_BADOPTVAL));

		if (mul == 0) {
			if (val != 0)
				val = NANOSEC / val;
		} else {
			val *= mul;
		}
	}

	dtp->dt_options[option] = val;
	return (0);
}

static int
dt_opt_bufpolicy(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (strcmp(arg, "ring") == 0)
		dtp->dt_options[DTRACEOPT_BUFPOLICY] = DTRACEOPT_BUFPOLICY_RING;
	else if (strcmp(arg, "fill") == 0)
		dtp->dt_options[DTRACEOPT_BUFPOLICY] = DTRACEOPT_BUFPOLICY_FILL;
	else if (strcmp(arg, "switch") == 0)
		dtp->dt_options[DTRACEOPT_BUFPOLICY] =
		    DTRACEOPT_BUFPOLICY_SWITCH;
	else
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (0);
}

static int
dt_opt_bufresize(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (strcmp(arg, "auto") == 0)
		dtp->dt_options[DTRACEOPT_BUFRESIZE] = DTRACEOPT_BUFRESIZE_AUTO;
	else if (strcmp(arg, "manual") == 0)
		dtp->dt_options[DTRACEOPT_BUFRESIZE] =
		    DTRACEOPT_BUFRESIZE_MANUAL;
	else
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (0);
}

/*
 * Compile-time flag: set DTRACE_C_* bit @option; takes no value.  Set by
 * `#pragma D option` while a program of @dtp is being compiled, it takes
 * effect for the rest of that compilation too, as the reference's
 * (defaultargs before $1, zdefs before a description that matches
 * nothing).
 */
static int
dt_opt_cflags(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_cflags |= (unsigned int)option;
	if (yypcb != NULL && yypcb->pcb_hdl == dtp)
		yypcb->pcb_cflags |= (unsigned int)option;
	return (0);
}

/* Compile-time flag cleared by the option (kdefs, udefs). */
static int
dt_opt_invcflags(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_cflags &= ~(unsigned int)option;
	if (yypcb != NULL && yypcb->pcb_hdl == dtp)
		yypcb->pcb_cflags &= ~(unsigned int)option;
	return (0);
}

/* Append one argument to the C preprocessor's argument vector. */
static int
dt_cpp_add_arg(dtrace_hdl_t *dtp, const char *s)
{
	char *copy;

	if (dtp->dt_cpp_argc + 2 > dtp->dt_cpp_argcap) {
		int cap = dtp->dt_cpp_argcap ? dtp->dt_cpp_argcap * 2 : 8;
		char **v = realloc(dtp->dt_cpp_argv, cap * sizeof (char *));

		if (v == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		dtp->dt_cpp_argv = v;
		dtp->dt_cpp_argcap = cap;
	}
	if ((copy = strdup(s)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	dtp->dt_cpp_argv[dtp->dt_cpp_argc++] = copy;
	dtp->dt_cpp_argv[dtp->dt_cpp_argc] = NULL;
	return (0);
}

/* define/undef/incdir: -D/-U/-I for cpp; @option is the flag text. */
static int
dt_opt_cpp_opts(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	const char *flag = (const char *)option;
	char *buf;
	int rv;

	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if ((buf = malloc(strlen(flag) + strlen(arg) + 1)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	(void) strcpy(buf, flag);
	(void) strcat(buf, arg);
	rv = dt_cpp_add_arg(dtp, buf);
	free(buf);
	return (rv);
}

static int
dt_opt_cpp_hdrs(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (dt_cpp_add_arg(dtp, "-H"));
}

static int
dt_opt_cpp_path(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	char *cpp;

	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if ((cpp = strdup(arg)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	free(dtp->dt_cpp_path_alloc);
	dtp->dt_cpp_path = dtp->dt_cpp_path_alloc = cpp;
	return (0);
}

/*
 * libdir (-L): add a directory of D libraries.  Every "*.d" file in it is
 * compiled before the first program, after the built-in library
 * (dt_cc.c), in the order the directories were given.
 */
static int
dt_opt_libdir(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	char **v, *dir;

	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if ((dir = strdup(arg)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	if ((v = realloc(dtp->dt_libdirs, ((size_t)dtp->dt_nlibdirs + 1) *
	    sizeof (char *))) == NULL) {
		free(dir);
		return (dt_set_errno(dtp, EDT_NOMEM));
	}
	v[dtp->dt_nlibdirs++] = dir;
	dtp->dt_libdirs = v;
	return (0);
}

/*
 * stdc (-X): the ISO C mode the preprocessor runs in, as the Linux
 * reference runs GNU cpp: a (the default) with -std=c99, so __STDC__ is
 * 1 and __STDC_VERSION__ 199901L; s (K&R C) with -traditional-cpp, so
 * __STDC__ is not defined; c and t in cpp's own default mode.
 */
static int
dt_opt_stdc(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL || arg[0] == '\0' || arg[1] != '\0' ||
	    strchr("acst", arg[0]) == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_stdcmode = arg[0];
	return (0);
}

/* Options that take one of the words in the '|'-separated @option. */
static int
dt_opt_word(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	const char *words = (const char *)option, *p = words;
	size_t len;

	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	len = strlen(arg);
	while (*p != '\0') {
		const char *q = strchr(p, '|');
		size_t n = q ? (size_t)(q - p) : strlen(p);

		if (n == len && strncasecmp(p, arg, n) == 0)
			return (0);
		p += n + (q != NULL);
	}
	return (dt_set_errno(dtp, EDT_BADOPTVAL));
}

/* Options that need a positive integer (iregs, tregs, tree). */
static int
dt_opt_posint(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL || atoi(arg) <= 0)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (0);
}

/* Options that need some value we do not otherwise use. */
static int
dt_opt_needval(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (0);
}

/* Options that take no value and have no effect here (debug, core...). */
static int
dt_opt_noval(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	return (0);
}

/* Options accepted with or without a value (lazyload). */
static int
dt_opt_any(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) dtp; (void) arg; (void) option;
	return (0);
}

static int
dt_opt_version(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	unsigned int maj, min, mic = 0;
	char c;

	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (sscanf(arg, "%u.%u%c", &maj, &min, &c) != 2 &&
	    sscanf(arg, "%u.%u.%u%c", &maj, &min, &mic, &c) != 3)
		return (dt_set_errno(dtp, EDT_VERSINVAL));
	if (maj != 1 || min > 13)
		return (dt_set_errno(dtp, EDT_VERSUNDEF));
	return (0);
}

/* Our own: -x showbackend (dtrace -v) says what backs the providers. */
static int
dt_opt_showbackend(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_showbackend = 1;
	return (0);
}

/* The user host's glue (os/linux/user/dtrace_uhost.h). */
extern void dt_uhost_set_capture(int mode);

/*
 * Our own: -x backend=user|kernel picks where the framework runs;
 * bpf and ptrace pick the user host and how it backs its system-wide
 * providers (kernel capture for every process, or the processes under
 * control only); user lets it choose (kernel capture where it loads).
 */
static int
dt_opt_backend(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	int b, cap = DT_CAPTURE_AUTO;

	(void) option;
	if (arg == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (strcmp(arg, "user") == 0)
		b = DT_BACKEND_USER;
	else if (strcmp(arg, "bpf") == 0)
		b = DT_BACKEND_USER, cap = DT_CAPTURE_BPF;
	else if (strcmp(arg, "ptrace") == 0)
		b = DT_BACKEND_USER, cap = DT_CAPTURE_PTRACE;
	else if (strcmp(arg, "kernel") == 0)
		b = DT_BACKEND_KERNEL;
	else
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (b == DT_BACKEND_USER) {
		if (dtp->dt_active && cap != dtp->dt_capture_req)
			return (dt_set_errno(dtp, EDT_ACTIVE));
		dtp->dt_capture_req = cap;
		dt_uhost_set_capture(cap);
	}
	if (dtp->dt_backend_open)
		return (b == dtp->dt_backend ? 0 : dt_set_errno(dtp, EDT_ACTIVE));
	dtp->dt_backend_req = b;
	/* Open it now, so that a missing device is reported as such. */
	if (dt_backend_init(dtp) != 0) {
		int err = errno;

		dtp->dt_backend_req = -1;
		if (b == DT_BACKEND_KERNEL && (err == ENOENT || err == ENXIO ||
		    err == ENODEV))
			return (dt_set_errno(dtp, EDT_GNOENT));
		if (err == EACCES || err == EPERM)
			return (dt_set_errno(dtp, EDT_ACCESS));
		return (dt_set_errno(dtp, err));
	}
	return (0);
}

/* -x aggpercpu: keep per-CPU aggregation values (agg-consumer, additive). */
static int
dt_opt_aggpercpu(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_aggpercpu = 1;
	return (0);
}

/*
 * -x maxframes=N (Oracle Linux DTrace's): stack(), ustack() and jstack()
 * record at most N frames; more, asked for by their argument or by
 * stackframes/ustackframes/jstackframes, are silently reduced to N
 * (dt_cg.c).  N must be a positive number.  Unset: no cap but the
 * framework's own.
 */
static int
dt_opt_maxframes(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	unsigned long long v;
	char *end;

	(void) option;
	if (arg == NULL || *arg == '\0')
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	errno = 0;
	v = strtoull(arg, &end, 0);
	if (*end != '\0' || errno != 0 || v == 0 || v > INT32_MAX ||
	    *arg == '-')
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_maxframes = (int64_t)v;
	return (0);
}

/*
 * -x noresolve (Oracle Linux DTrace's): user addresses in ustack(),
 * uaddr(), usym() and ufunc() print as "object:0xOFFSET" (the offset
 * into the mapping holding the address) instead of as symbols.
 */
static int
dt_opt_noresolve(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_noresolve = 1;
	return (0);
}

/*
 * -x demangle: C++ function names (_Z...) in ustack(), ufunc(), usym()
 * and uaddr() print demangled ("foo::bar(long)"), by the C++ runtime's
 * __cxa_demangle.  Unset, they print as the symbol table has them.
 */
static int
dt_opt_demangle(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_demangle = 1;
	return (0);
}

/* -x droptags: drop messages start with their kind's tag, as the reference. */
static int
dt_opt_droptags(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	dtp->dt_droptags = 1;
	return (0);
}

/*
 * The environment of processes created with -c starts as a copy of ours
 * (taken at the first setenv/unsetenv); -x setenv=NAME=value replaces or
 * adds NAME, -x unsetenv=NAME removes it.  0 or -1 with EDT_NOMEM.
 */
static int
dt_proc_env_init(dtrace_hdl_t *dtp)
{
	extern char **environ;
	size_t n = 0, i;
	char **env;

	if (dtp->dt_proc_env != NULL)
		return (0);
	while (environ != NULL && environ[n] != NULL)
		n++;
	if ((env = calloc(n + 1, sizeof (char *))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	for (i = 0; i < n; i++) {
		if ((env[i] = strdup(environ[i])) == NULL) {
			while (i > 0)
				free(env[--i]);
			free(env);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
	}
	dtp->dt_proc_env = env;
	return (0);
}

/* Remove the entry for the @len-byte name @name from the -c environment. */
static void
dt_proc_env_remove(dtrace_hdl_t *dtp, const char *name, size_t len)
{
	char **e, **w;

	for (e = w = dtp->dt_proc_env; *e != NULL; e++) {
		if (strncmp(*e, name, len) == 0 && (*e)[len] == '=')
			free(*e);
		else
			*w++ = *e;
	}
	*w = NULL;
}

/*
 * -x setenv=NAME=value: set NAME for processes created with -c
 * (compile-time option; the reference's dt_options.c).  A value without
 * '=' or an empty name is EDT_BADOPTVAL.
 */
static int
dt_opt_setenv(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	const char *eq;
	char *dup, **env;
	size_t n;

	(void) option;
	if (arg == NULL || (eq = strchr(arg, '=')) == NULL || eq == arg)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (dt_proc_env_init(dtp) != 0)
		return (-1);
	if ((dup = strdup(arg)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	dt_proc_env_remove(dtp, arg, (size_t)(eq - arg));
	for (n = 0; dtp->dt_proc_env[n] != NULL; n++)
		continue;
	if ((env = realloc(dtp->dt_proc_env, (n + 2) * sizeof (char *))) ==
	    NULL) {
		free(dup);
		return (dt_set_errno(dtp, EDT_NOMEM));
	}
	env[n] = dup;
	env[n + 1] = NULL;
	dtp->dt_proc_env = env;
	return (0);
}

/*
 * -x unsetenv=NAME: remove NAME from the environment of processes
 * created with -c.  A missing name or one containing '=' is
 * EDT_BADOPTVAL.
 */
static int
dt_opt_unsetenv(dtrace_hdl_t *dtp, const char *arg, uintptr_t option)
{
	(void) option;
	if (arg == NULL || *arg == '\0' || strchr(arg, '=') != NULL)
		return (dt_set_errno(dtp, EDT_BADOPTVAL));
	if (dt_proc_env_init(dtp) != 0)
		return (-1);
	dt_proc_env_remove(dtp, arg, strlen(arg));
	return (0);
}

/* ---- the table --------------------------------------------------------- */

#define RT(n, f, o, d)	{ n, DT_OPT_RUNTIME, f, o, d }
#define DRT(n, f, o, d)	{ n, DT_OPT_DYNAMIC, f, o, d }
#define CT(n, f, o, d)	{ n, DT_OPT_COMPILE, f, (uintptr_t)(o), d }

static const dt_option_t dt_options[] = {
	/* runtime options (DTRACEOPT_*), sent with DTRACEIOC_ENABLE */
	RT("aggrate", dt_opt_rate, DTRACEOPT_AGGRATE, "1hz"),
	RT("aggsize", dt_opt_size, DTRACEOPT_AGGSIZE, "4m"),
	RT("bufpolicy", dt_opt_bufpolicy, DTRACEOPT_BUFPOLICY, "switch"),
	RT("bufresize", dt_opt_bufresize, DTRACEOPT_BUFRESIZE, "auto"),
	RT("bufsize", dt_opt_size, DTRACEOPT_BUFSIZE, "4m"),
	RT("cleanrate", dt_opt_rate, DTRACEOPT_CLEANRATE, "101hz"),
	RT("cpu", dt_opt_cpu, DTRACEOPT_CPU, "all"),
	RT("destructive", dt_opt_runtime, DTRACEOPT_DESTRUCTIVE, "unset"),
	RT("dynvarsize", dt_opt_size, DTRACEOPT_DYNVARSIZE, "1m"),
	RT("grabanon", dt_opt_runtime, DTRACEOPT_GRABANON, "unset"),
	RT("jstackframes", dt_opt_runtime, DTRACEOPT_JSTACKFRAMES, "50"),
	RT("jstackstrsize", dt_opt_runtime, DTRACEOPT_JSTACKSTRSIZE, "512"),
	RT("nspec", dt_opt_runtime, DTRACEOPT_NSPEC, "1"),
	RT("scratchsize", dt_opt_scratchsize, DTRACEOPT_SCRATCHSIZE,
	    "8 strings of strsize, at least 64k"),
	RT("specsize", dt_opt_size, DTRACEOPT_SPECSIZE, "32k"),
	RT("stackframes", dt_opt_runtime, DTRACEOPT_STACKFRAMES, "20"),
	RT("statusrate", dt_opt_rate, DTRACEOPT_STATUSRATE, "1hz"),
	RT("strsize", dt_opt_strsize, DTRACEOPT_STRSIZE, "256"),
	RT("ustackframes", dt_opt_runtime, DTRACEOPT_USTACKFRAMES, "20"),
	RT("zone", dt_opt_runtime, DTRACEOPT_ZONE, "unset"),
	/* runtime options that may change while tracing is active */
	DRT("aggsortkey", dt_opt_runtime, DTRACEOPT_AGGSORTKEY, "unset"),
	DRT("aggsortkeypos", dt_opt_runtime, DTRACEOPT_AGGSORTKEYPOS, "0"),
	DRT("aggsortpos", dt_opt_runtime, DTRACEOPT_AGGSORTPOS, "0"),
	DRT("aggsortrev", dt_opt_runtime, DTRACEOPT_AGGSORTREV, "unset"),
	DRT("agghist", dt_opt_runtime, DTRACEOPT_AGGHIST, "unset"),
	DRT("aggpack", dt_opt_runtime, DTRACEOPT_AGGPACK, "unset"),
	DRT("aggzoom", dt_opt_runtime, DTRACEOPT_AGGZOOM, "unset"),
	DRT("flowindent", dt_opt_runtime, DTRACEOPT_FLOWINDENT, "unset"),
	DRT("quiet", dt_opt_runtime, DTRACEOPT_QUIET, "unset"),
	DRT("rawbytes", dt_opt_runtime, DTRACEOPT_RAWBYTES, "unset"),
	DRT("stackindent", dt_opt_runtime, DTRACEOPT_STACKINDENT, "14"),
	DRT("switchrate", dt_opt_rate, DTRACEOPT_SWITCHRATE, "1hz"),
	DRT("temporal", dt_opt_runtime, DTRACEOPT_TEMPORAL, "unset"),
	/* compile-time options */
	CT("aggpercpu", dt_opt_aggpercpu, 0, "unset"),
	CT("amin", dt_opt_needval, 0, "unset"),
	CT("argref", dt_opt_cflags, DTRACE_C_ARGREF, "unset"),
	CT("core", dt_opt_noval, 0, "unset"),
	CT("cpp", dt_opt_cflags, DTRACE_C_CPP, "unset"),
	CT("cpphdrs", dt_opt_cpp_hdrs, 0, "unset"),
	CT("cpppath", dt_opt_cpp_path, 0, "cpp"),
	CT("ctypes", dt_opt_needval, 0, "unset"),
	CT("debug", dt_opt_noval, 0, "unset"),
	CT("defaultargs", dt_opt_cflags, DTRACE_C_DEFARG, "unset"),
	CT("define", dt_opt_cpp_opts, "-D", "unset"),
	CT("demangle", dt_opt_demangle, 0, "unset"),
	CT("droptags", dt_opt_droptags, 0, "unset"),
	CT("dtypes", dt_opt_needval, 0, "unset"),
	CT("empty", dt_opt_cflags, DTRACE_C_EMPTY, "unset"),
	CT("errtags", dt_opt_cflags, DTRACE_C_ETAGS, "unset"),
	CT("evaltime", dt_opt_word, "exec|preinit|postinit|main", "postinit"),
	CT("incdir", dt_opt_cpp_opts, "-I", "unset"),
	CT("iregs", dt_opt_posint, 0, "8"),
	CT("kdefs", dt_opt_invcflags, DTRACE_C_KNODEF, "set"),
	CT("knodefs", dt_opt_cflags, DTRACE_C_KNODEF, "unset"),
	CT("late", dt_opt_word, "dynamic|static", "dynamic"),
	CT("lazyload", dt_opt_any, 0, "unset"),
	CT("ldpath", dt_opt_needval, 0, "ld"),
	CT("libdir", dt_opt_libdir, 0, "unset"),
	CT("linkmode", dt_opt_word, "kernel|primary|dynamic|static", "kernel"),
	CT("linktype", dt_opt_word, "elf|dof", "elf"),
	CT("maxframes", dt_opt_maxframes, 0, "unset"),
	CT("nolibs", dt_opt_cflags, DTRACE_C_NOLIBS, "unset"),
	CT("noresolve", dt_opt_noresolve, 0, "unset"),
	CT("pgmax", dt_opt_needval, 0, "8"),
	CT("pspec", dt_opt_cflags, DTRACE_C_PSPEC, "unset"),
	CT("setenv", dt_opt_setenv, 0, "unset"),
	CT("stdc", dt_opt_stdc, 0, "a"),
	CT("strip", dt_opt_noval, 0, "unset"),
	CT("syslibdir", dt_opt_needval, 0, "unset"),
	CT("tree", dt_opt_posint, 0, "unset"),
	CT("tregs", dt_opt_posint, 0, "8"),
	CT("udefs", dt_opt_invcflags, DTRACE_C_UNODEF, "set"),
	CT("undef", dt_opt_cpp_opts, "-U", "unset"),
	CT("unodefs", dt_opt_cflags, DTRACE_C_UNODEF, "unset"),
	CT("unsetenv", dt_opt_unsetenv, 0, "unset"),
	CT("verbose", dt_opt_cflags, DTRACE_C_DIFV, "unset"),
	CT("version", dt_opt_version, 0, "1.13"),
	CT("zdefs", dt_opt_cflags, DTRACE_C_ZDEFS, "unset"),
	/* consumer options (this implementation's own) */
	{ "backend", DT_OPT_CONSUMER, dt_opt_backend, 0, "kernel if present" },
	{ "showbackend", DT_OPT_CONSUMER, dt_opt_showbackend, 0, "unset" },
	{ NULL, 0, NULL, 0, NULL }
};

static const dt_option_t *
dt_option_lookup(const char *name)
{
	const dt_option_t *op;

	for (op = dt_options; op->o_name != NULL; op++) {
		if (strcmp(op->o_name, name) == 0)
			return (op);
	}
	return (NULL);
}

/**
 * dtrace_setopt - set option @opt to @val (NULL for options without a
 * value, e.g. "quiet").  Returns 0, or -1 with EDT_BADOPTNAME,
 * EDT_BADOPTVAL, EDT_ACTIVE (runtime option while tracing), EOVERFLOW or
 * EDT_NOMEM in dtrace_errno().  (libdtrace(3LIB); dtrace(1) -x.)
 */
int
dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	const dt_option_t *op;

	if (opt == NULL)
		return (dt_set_errno(dtp, EINVAL));
	if ((op = dt_option_lookup(opt)) == NULL)
		return (dt_set_errno(dtp, EDT_BADOPTNAME));
	if (op->o_kind == DT_OPT_RUNTIME && dtp->dt_active)
		return (dt_set_errno(dtp, EDT_ACTIVE));
	return (op->o_func(dtp, val, op->o_option));
}

/**
 * dtrace_getopt - the value of runtime option @opt in *@val
 * (DTRACEOPT_UNSET when never set).  Compile-time options cannot be read:
 * EDT_BADOPTNAME, as in the reference.
 */
int
dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, dtrace_optval_t *val)
{
	const dt_option_t *op;

	if (opt == NULL || val == NULL)
		return (dt_set_errno(dtp, EINVAL));
	if ((op = dt_option_lookup(opt)) == NULL ||
	    (op->o_kind != DT_OPT_RUNTIME && op->o_kind != DT_OPT_DYNAMIC))
		return (dt_set_errno(dtp, EDT_BADOPTNAME));
	*val = dtp->dt_options[op->o_option];
	return (0);
}

dtrace_optval_t
dt_opt_get(dtrace_hdl_t *dtp, int opt, dtrace_optval_t dflt)
{
	dtrace_optval_t v = dtp->dt_options[opt];

	return (v == DTRACEOPT_UNSET ? dflt : v);
}

void *
dt_options_dof(dtrace_hdl_t *dtp, size_t *sizep)
{
	dof_hdr_t *hdr;
	dof_sec_t *sec;
	dof_optdesc_t *od;
	size_t n = 0, size, off;
	int i;

	for (i = 0; i < DTRACEOPT_MAX; i++) {
		if (dtp->dt_options[i] != DTRACEOPT_UNSET)
			n++;
	}

	off = (sizeof (dof_hdr_t) + sizeof (dof_sec_t) + 7) & ~(size_t)7;
	size = off + n * sizeof (dof_optdesc_t);
	if ((hdr = calloc(1, size)) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}

	hdr->dofh_ident[DOF_ID_MAG0] = DOF_MAG_MAG0;
	hdr->dofh_ident[DOF_ID_MAG1] = DOF_MAG_MAG1;
	hdr->dofh_ident[DOF_ID_MAG2] = DOF_MAG_MAG2;
	hdr->dofh_ident[DOF_ID_MAG3] = DOF_MAG_MAG3;
	hdr->dofh_ident[DOF_ID_MODEL] = DOF_MODEL_NATIVE;
	hdr->dofh_ident[DOF_ID_ENCODING] = DOF_ENCODE_NATIVE;
	hdr->dofh_ident[DOF_ID_VERSION] = DOF_VERSION;
	hdr->dofh_ident[DOF_ID_DIFVERS] = DIF_VERSION;
	hdr->dofh_ident[DOF_ID_DIFIREG] = DIF_DIR_NREGS;
	hdr->dofh_ident[DOF_ID_DIFTREG] = DIF_DTR_NREGS;
	hdr->dofh_flags = DOF_FL_VALID;
	hdr->dofh_hdrsize = sizeof (dof_hdr_t);
	hdr->dofh_secsize = sizeof (dof_sec_t);
	hdr->dofh_secnum = 1;
	hdr->dofh_secoff = sizeof (dof_hdr_t);
	hdr->dofh_loadsz = size;
	hdr->dofh_filesz = size;

	sec = (dof_sec_t *)((char *)hdr + hdr->dofh_secoff);
	sec->dofs_type = DOF_SECT_OPTDESC;
	sec->dofs_align = sizeof (uint64_t);
	sec->dofs_flags = DOF_SECF_LOAD;
	sec->dofs_entsize = sizeof (dof_optdesc_t);
	sec->dofs_offset = off;
	sec->dofs_size = n * sizeof (dof_optdesc_t);

	od = (dof_optdesc_t *)((char *)hdr + off);
	for (i = 0; i < DTRACEOPT_MAX; i++) {
		if (dtp->dt_options[i] == DTRACEOPT_UNSET)
			continue;
		od->dofo_option = (uint32_t)i;
		od->dofo_strtab = DOF_SECIDX_NONE;
		od->dofo_value = (uint64_t)dtp->dt_options[i];
		od++;
	}

	*sizep = size;
	return (hdr);
}

/*
 * dt_options_load - after GO, read back the options the framework really
 * uses (it fills in defaults and may lower sizes) from its DOF
 * (DTRACEIOC_DOFGET, OPTDESC section), as the reference does.  The
 * values the consumer set are kept in dt_useropts for pacing decisions.
 */
int
dt_options_load(dtrace_hdl_t *dtp)
{
	dof_hdr_t hdr, *dof;
	uint32_t i;

	memset(&hdr, 0, sizeof (hdr));
	hdr.dofh_loadsz = sizeof (dof_hdr_t);
	if (dt_ioctl(dtp, DTRACEIOC_DOFGET, &hdr) == -1)
		return (dt_set_errno(dtp, errno));
	if (hdr.dofh_loadsz < sizeof (dof_hdr_t))
		return (dt_set_errno(dtp, EINVAL));
	if ((dof = calloc(1, hdr.dofh_loadsz)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	dof->dofh_loadsz = hdr.dofh_loadsz;
	if (dt_ioctl(dtp, DTRACEIOC_DOFGET, dof) == -1) {
		int err = errno;

		free(dof);
		return (dt_set_errno(dtp, err));
	}

	for (i = 0; i < dof->dofh_secnum; i++) {
		dof_sec_t *sec = (dof_sec_t *)((char *)dof + dof->dofh_secoff +
		    (uint64_t)i * dof->dofh_secsize);
		uint64_t offs;

		if ((uint64_t)dof->dofh_secoff + ((uint64_t)i + 1) *
		    dof->dofh_secsize > hdr.dofh_loadsz)
			break;
		if (sec->dofs_type != DOF_SECT_OPTDESC || sec->dofs_entsize == 0)
			continue;
		for (offs = 0; offs + sizeof (dof_optdesc_t) <= sec->dofs_size &&
		    sec->dofs_offset + offs + sizeof (dof_optdesc_t) <=
		    hdr.dofh_loadsz; offs += sec->dofs_entsize) {
			dof_optdesc_t *opt = (dof_optdesc_t *)((char *)dof +
			    sec->dofs_offset + offs);

			if (opt->dofo_strtab != DOF_SECIDX_NONE ||
			    opt->dofo_option >= DTRACEOPT_MAX)
				continue;
			dtp->dt_options[opt->dofo_option] =
			    (dtrace_optval_t)opt->dofo_value;
		}
		break;
	}
	free(dof);
	return (0);
}
