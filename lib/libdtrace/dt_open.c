/*
 * lib/libdtrace/dt_open.c -- the libdtrace handle: dtrace_open(),
 * dtrace_close(), and dt_ioctl(), the one door to the framework.
 *
 * Where it sits: every conversation with the framework (enable, go, status,
 * buffer snapshots, probe listing) goes through dt_ioctl(), which sends
 * DTRACEIOC_* either to the kernel device /dev/dtrace/dtrace (ioctl(2)) or
 * to the in-process framework of the user host (os/linux/user/, through
 * dt_uhost_ioctl()).  DESIGN.md: "-x backend=user|kernel picks one; by
 * default the kernel device is used when present".
 *
 * The backend is opened lazily, on the first dt_ioctl(), so that
 * `-x backend=...` (processed after dtrace_open() by dtrace(1), as every
 * -x option) can still choose it; from then on it is fixed.
 *
 * Invariants: dt_fd >= 0 iff the kernel backend is open; dt_ustate != NULL
 * iff the user host is open; dt_ioctl() returns 0 or -1 with errno set.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "dt_impl.h"

void dt_proc_fini(dtrace_hdl_t *);	/* dt_proc.c (proc helper) */

#define DT_DEVICE	"/dev/dtrace/dtrace"

/* The user host's glue (os/linux/user/dtrace_uhost.h, framework helper). */
extern int dt_uhost_open(void **statep);
extern int dt_uhost_ioctl(void *state, uint32_t cmd, void *arg);
extern void dt_uhost_close(void *state);
extern int dt_uhost_waitfd(void *state);

/* The compiler's teardown, if the compiler provides one. */
extern void dt_cc_destroy(dtrace_hdl_t *dtp) __attribute__((weak));

/* Open the chosen (or default) backend; 0 or -1 with errno set. */
static int
dt_backend_open(dtrace_hdl_t *dtp)
{
	int want = dtp->dt_backend_req;
	int err;

	if (dtp->dt_oflags & DTRACE_O_NODEV) {
		errno = ENODEV;
		return (-1);
	}

	if (want == DT_BACKEND_KERNEL ||
	    (want < 0 && access(DT_DEVICE, F_OK) == 0)) {
		int fd = open(DT_DEVICE, O_RDWR | O_CLOEXEC);

		if (fd >= 0) {
			dtp->dt_fd = fd;
			dtp->dt_backend = DT_BACKEND_KERNEL;
			dtp->dt_backend_open = 1;
			return (0);
		}
		if (want == DT_BACKEND_KERNEL)
			return (-1);	/* errno from open(2) */
	}

	if ((err = dt_uhost_open(&dtp->dt_ustate)) != 0) {
		dtp->dt_ustate = NULL;
		errno = err;
		return (-1);
	}
	dtp->dt_backend = DT_BACKEND_USER;
	dtp->dt_backend_open = 1;
	return (0);
}

/* Refresh dt_conf from the framework once the backend is open. */
static void
dt_conf_load(dtrace_hdl_t *dtp)
{
	dtrace_conf_t conf;

	memset(&conf, 0, sizeof (conf));
	if (dt_ioctl(dtp, DTRACEIOC_CONF, &conf) == 0 && conf.dtc_maxbufs != 0)
		dtp->dt_conf = conf;
}

int
dt_backend_init(dtrace_hdl_t *dtp)
{
	if (dtp->dt_backend_open)
		return (0);
	if (dt_backend_open(dtp) != 0)
		return (-1);
	dt_conf_load(dtp);
	return (0);
}

int
dt_backend_waitfd(dtrace_hdl_t *dtp)
{
	if (!dtp->dt_backend_open)
		return (-1);
	if (dtp->dt_backend == DT_BACKEND_KERNEL)
		return (dtp->dt_fd);
	return (dt_uhost_waitfd(dtp->dt_ustate));
}

int
dt_ioctl(dtrace_hdl_t *dtp, uint32_t cmd, void *arg)
{
	int err;

	if (!dtp->dt_backend_open && dt_backend_init(dtp) != 0)
		return (-1);

	if (dtp->dt_backend == DT_BACKEND_KERNEL)
		return (ioctl(dtp->dt_fd, (unsigned long)cmd, arg));

	if ((err = dt_uhost_ioctl(dtp->dt_ustate, cmd, arg)) != 0) {
		errno = err;
		return (-1);
	}
	return (0);
}

/**
 * dtrace_open - a new libdtrace handle for library interface @version
 * (DTRACE_VERSION) with DTRACE_O_* @flags.  All runtime options start
 * unset.  Returns the handle, or NULL with an errno/EDT_* value in *@errp
 * (EDT_VERSION for a newer @version, EDT_NOILP32 for DTRACE_O_ILP32: only
 * the LP64 data model is implemented).  The framework backend is opened on
 * first use.  (libdtrace(3LIB) dtrace_open.)
 */
dtrace_hdl_t *
dtrace_open(int version, int flags, int *errp)
{
	dtrace_hdl_t *dtp;
	long ncpu;
	int i;

	if (version <= 0 || version > DTRACE_VERSION) {
		if (errp != NULL)
			*errp = EDT_VERSION;
		return (NULL);
	}
	/*
	 * Programs are compiled for the LP64 data model only: a request for
	 * ILP32 (dtrace -32) is refused rather than quietly compiled LP64.
	 */
	if (flags & DTRACE_O_ILP32) {
		if (errp != NULL)
			*errp = EDT_NOILP32;
		return (NULL);
	}
	if ((dtp = calloc(1, sizeof (*dtp))) == NULL) {
		if (errp != NULL)
			*errp = EDT_NOMEM;
		return (NULL);
	}

	dtp->dt_version = version;
	dtp->dt_oflags = flags;
	dtp->dt_fd = -1;
	dtp->dt_backend = DT_BACKEND_USER;
	dtp->dt_backend_req = -1;
	dtp->dt_progname = "dtrace";
	dtp->dt_stdout = stdout;
	dtp->dt_beganon = -1;
	dtp->dt_endedon = -1;
	for (i = 0; i < DTRACEOPT_MAX; i++)
		dtp->dt_options[i] = dtp->dt_useropts[i] = DTRACEOPT_UNSET;

	ncpu = sysconf(_SC_NPROCESSORS_CONF);
	dtp->dt_conf.dtc_difversion = DIF_VERSION;
	dtp->dt_conf.dtc_difintregs = DIF_DIR_NREGS;
	dtp->dt_conf.dtc_diftupregs = DIF_DTR_NREGS;
	dtp->dt_conf.dtc_ctfmodel = 2;	/* CTF_MODEL_LP64 */
	dtp->dt_conf.dtc_maxbufs = ncpu > 0 ? (uint32_t)ncpu : 1;

	if (errp != NULL)
		*errp = 0;
	return (dtp);
}

/**
 * dtrace_close - stop tracing if active, close the backend (which frees
 * the framework's state and enablings), free the handle.
 */
void
dtrace_close(dtrace_hdl_t *dtp)
{
	int i;

	if (dtp == NULL)
		return;

	if (dtp->dt_active && !dtp->dt_stopped)
		(void) dtrace_stop(dtp);

	dt_proc_fini(dtp);	/* processes left under control (dt_proc.c) */
	dt_consume_fini(dtp);
	dt_api_fini(dtp);	/* formats of dtrace_print[fa]_create() */

	if (dt_cc_destroy != NULL)
		dt_cc_destroy(dtp);

	if (dtp->dt_fd >= 0)
		(void) close(dtp->dt_fd);
	if (dtp->dt_ustate != NULL)
		dt_uhost_close(dtp->dt_ustate);

	for (i = 0; i < dtp->dt_nlibdirs; i++)	/* -L (dt_options.c) */
		free(dtp->dt_libdirs[i]);
	free(dtp->dt_libdirs);
	if (dtp->dt_proc_env != NULL) {	/* -x setenv/unsetenv (dt_options.c) */
		char **e;

		for (e = dtp->dt_proc_env; *e != NULL; e++)
			free(*e);
		free(dtp->dt_proc_env);
	}
	for (i = 0; i < dtp->dt_cpp_argc; i++)
		free(dtp->dt_cpp_argv[i]);
	free(dtp->dt_cpp_argv);
	free(dtp->dt_cpp_path_alloc);
	free(dtp->dt_errsrcline);
	free(dtp);
}
