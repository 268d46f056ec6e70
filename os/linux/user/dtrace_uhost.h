/*
 * os/linux/user/dtrace_uhost.h -- the in-process glue between libdtrace
 * and the framework (the user host backend, DESIGN.md): what the consumer
 * calls instead of open(2)/ioctl(2)/close(2) on /dev/dtrace/dtrace.
 */
#ifndef DTRACE_UHOST_H
#define DTRACE_UHOST_H

#include <stdint.h>

/**
 * dt_uhost_open - open a consumer state on the in-process framework.
 * The first call initialises the framework (dtrace_init) and registers the
 * user host's providers (profile); every call opens a new state.
 * @statep: out, the state handle for dt_uhost_ioctl/dt_uhost_close.
 * Returns 0 or a positive errno value.
 */
int dt_uhost_open(void **statep);

/**
 * dt_uhost_ioctl - carry out DTRACEIOC_* command @cmd on @state; @arg is
 * the address of the command's structure (include/dtrace/ioctl.h).  The
 * user-level probe commands (DTRACEIOC_UPROBE_*) are answered here by the
 * pid provider (dtrace_pidprov.c), the others by the framework.
 * Returns 0 or a positive errno value.
 */
int dt_uhost_ioctl(void *state, uint32_t cmd, void *arg);

/**
 * dt_uhost_waitfd - the descriptor a consumer of @state waits on with
 * poll(2), as it would on the kernel device's: readable (POLLIN) once the
 * framework wants the consumer (dtrace_state_wanted); an eventfd, which
 * the consumer reads to empty after waking.  -1 for an unknown @state.
 */
int dt_uhost_waitfd(void *state);

/**
 * dt_uhost_close - stop tracing on @state if needed and free it.
 */
void dt_uhost_close(void *state);

/**
 * dt_uhost_pctl - carry out process-control command @cmd
 * (DTRACEIOC_PROC_*, include/dtrace/ioctl.h) with the dtrace_procreq_t
 * (for DTRACEIOC_PROC_WATCH the dtrace_uprobewatch_t) at @arg: the
 * consumer's process control on every backend (the tracer,
 * dtrace_ptrace.c).  Returns 0 or a positive errno value (ENOTTY: not a
 * process-control command).
 */
int dt_uhost_pctl(uint32_t cmd, void *arg);

/**
 * dt_uhost_set_capture - how the user host backs its system-wide
 * providers (-x backend=): 0 kernel capture where it loads, else the
 * ptrace path (the default), 1 kernel capture or an error, 2 the ptrace
 * path (processes under control only).  Before the first enabling.
 */
void dt_uhost_set_capture(int mode);

/**
 * dt_uhost_capture_serves - does kernel capture (BPF, os/linux/bpf/)
 * serve provider @prov for every process?  Returns 1 if so; 0 if not,
 * with *@whyp the reason, or NULL when nothing decided it yet (no probe
 * of a provider it could serve was enabled).  @prov "syscall-inplace":
 * 1 when some enabled syscall probes are the tracer's instead, beside
 * kernel capture (dtrace_syscall_bytracer); "inplace": 0, with the
 * reason, when a probe fired once drained has clauses that act on the
 * thread where it stands (dtrace_uprov_late).
 */
int dt_uhost_capture_serves(const char *prov, const char **whyp);

/* The profile provider (dtrace_profile.c): registered by dt_uhost_open. */
int dtrace_profile_init(void);

/**
 * dtrace_profile_how - what an enabled profile-N samples, in words
 * (dtrace_usample_how), or NULL when none has been enabled.
 */
const char *dtrace_profile_how(void);

/**
 * dt_uhost_profile_how - dtrace_profile_how() for the consumer (dtrace
 * -v, -x showbackend).
 */
const char *dt_uhost_profile_how(void);

#endif /* DTRACE_UHOST_H */
