/*
 * os/linux/user/dtrace_uhost.c -- the user host's "device": libdtrace's
 * user backend calls dt_uhost_open/ioctl/close, which map onto the
 * framework entry points of common/dtrace_core.h in the same process.
 *
 * Invariants: the framework is initialised once per process (the first
 * open), and the user host providers registered once; states are
 * independent, like opens of the kernel device.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stdint.h>

#include "dtrace_core.h"
#include "dtrace_uhost.h"
#include "dtrace_uprov.h"

static pthread_once_t uhost_init_once = PTHREAD_ONCE_INIT;
static int uhost_init_err;

static void
uhost_framework_init(void)
{
	uhost_init_err = dtrace_init();
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_profile_init();
	/* processes under control (dtrace_ptrace.c): syscall and proc */
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_syscall_init();
	if (uhost_init_err == 0)
		uhost_init_err = dtrace_procprov_init();
}

int
dt_uhost_open(void **statep)
{
	dtrace_state_t *state;
	int err;

	pthread_once(&uhost_init_once, uhost_framework_init);
	/* the framework's error codes become errno numbers here */
	if (uhost_init_err != 0)
		return (dtrace_os_errno_of(uhost_init_err));
	if ((err = dtrace_state_open(&state)) != 0)
		return (dtrace_os_errno_of(err));
	*statep = state;
	return (0);
}

int
dt_uhost_ioctl(void *state, uint32_t cmd, void *arg)
{
	return (dtrace_os_errno_of(dtrace_ioctl(state, cmd,
	    (uint64_t)(uintptr_t)arg)));
}

void
dt_uhost_close(void *state)
{
	if (state != NULL)
		dtrace_state_close(state);
}
