/*
 * common/dtrace_core.h -- the framework's entry points, as called by an OS
 * layer: module/library initialisation, consumer state (one per open of
 * the device), the ioctl dispatcher, and the provider API that the OS
 * layer's providers use.  (Dynamic Tracing Guide, "Providers"; the ioctl
 * commands are those of include/dtrace/ioctl.h.)
 *
 * The framework helper owns this file and may extend it; the entry points
 * named here are the contract with os/linux/user/ and os/linux/kernel/.
 */
#ifndef DTRACE_CORE_H
#define DTRACE_CORE_H

#include <dtrace/dtrace.h>
#include "dtrace_os.h"

typedef struct dtrace_state dtrace_state_t;

/** dtrace_init - set up the framework and register the dtrace provider
 * (BEGIN, END, ERROR = probe IDs 1, 2, 3).  Returns 0 or an errno value. */
int dtrace_init(void);

/** dtrace_fini - tear down; fails with EBUSY while a consumer is open. */
int dtrace_fini(void);

/** dtrace_state_open - a new consumer state for one open of the device.
 * Returns 0 and stores it in *@statep, or an errno value. */
int dtrace_state_open(dtrace_state_t **statep);

/** dtrace_state_close - stop tracing if needed, free the state. */
void dtrace_state_close(dtrace_state_t *state);

/**
 * dtrace_state_set_waker - the OS layer's cookie for @state, handed to
 * dtrace_os_consumer_wake() when probe context finds that the consumer is
 * wanted before its next tick (see dtrace_state_wanted).  Set once, right
 * after dtrace_state_open(), before any ioctl; the cookie must stay valid
 * until dtrace_state_close() has returned.
 */
void dtrace_state_set_waker(dtrace_state_t *state, void *waker);

/**
 * dtrace_state_wanted - nonzero when @state's consumer should run a round
 * now rather than at its next switchrate/statusrate tick: exit() was
 * called, a fill buffer filled, the state was killed, or since the last
 * DTRACEIOC_STATUS a principal buffer (switch policy) or an aggregation
 * buffer of some CPU passed half of its size.  The readiness the kernel
 * device gives poll(2) (include/dtrace/ioctl.h, "Waiting").  Any context.
 */
int dtrace_state_wanted(dtrace_state_t *state);

/**
 * dtrace_ioctl - carry out DTRACEIOC_* command @cmd for @state; @arg is the
 * caller's address of the command's structure (moved with
 * dtrace_os_ioctl_copyin/out).  Returns 0 or a positive errno value.
 */
int dtrace_ioctl(dtrace_state_t *state, uint32_t cmd, uint64_t arg);

/* ---- the profile provider's probe names (dtrace_profile_name.c) ---------- */

#define DTRACE_PROFILE_PROFILE	0	/* profile-N: every CPU */
#define DTRACE_PROFILE_TICK	1	/* tick-N: one CPU */
#define DTRACE_PROFILE_INTERVAL_MIN	200000ULL	/* ns: 5000 Hz at most */
#define DTRACE_PROFILE_MAX	1000	/* probes, at most */
#define DTRACE_PROFILE_NRATES	7
#define DTRACE_PROFILE_NTICKS	6

/** The default probes: profile-97 ... profile-4999 and tick-1 ... tick-5000. */
extern const uint32_t dtrace_profile_rates[DTRACE_PROFILE_NRATES];
extern const uint32_t dtrace_profile_ticks[DTRACE_PROFILE_NTICKS];

/**
 * dtrace_profile_parse - the interval in ns of probe name @name
 * ("profile-N[unit]" or "tick-N[unit]", the reference's units), its kind
 * in *@kindp (DTRACE_PROFILE_*); 0 when @name is no such name.  The
 * callers refuse intervals below DTRACE_PROFILE_INTERVAL_MIN.
 */
uint64_t dtrace_profile_parse(const char *name, int *kindp);

/** dtrace_profile_name - "profile-@n" or "tick-@n" (by @kind) into @buf. */
void dtrace_profile_name(char *buf, size_t len, int kind, uint32_t n);

/** The provider's stability attributes, as the reference documents them. */
extern const dtrace_pattr_t dtrace_profile_attr;

/**
 * dtrace_profile_argdesc - the type of argument desc->dtargd_ndx of a probe
 * of @kind: arg0/arg1 the kernel and user pc (uintptr_t), arg2 of
 * profile-N its lateness (hrtime_t); DTRACE_ARGNONE beyond.
 */
void dtrace_profile_argdesc(int kind, dtrace_argdesc_t *desc);

/**
 * dtrace_provider_profile_init - register the portable profile provider
 * (profile-N on every CPU, tick-N on one; common/dtrace_provider_profile.c)
 * and its default probes, after dtrace_init(), for an OS layer that
 * implements dtrace_os_cyclic_add_omni() and dtrace_os_interrupted_pc().
 * Returns 0 or an errno value.
 */
int dtrace_provider_profile_init(void);

/** dtrace_provider_profile_fini - unregister it (before dtrace_fini()). */
void dtrace_provider_profile_fini(void);

/* ---- provider API ------------------------------------------------------ */

typedef uintptr_t dtrace_provider_id_t;

/*
 * Provider operations (all optional; control path unless marked):
 *   dtps_provide(arg, desc)  create the probes @desc names, if this
 *       provider can make them on demand (desc == NULL: the default set).
 *       Called with the framework's provider lock held, on every
 *       PROBEMATCH that starts a listing and on every ENABLE description;
 *       may call dtrace_probe_lookup() and dtrace_probe_create().
 *   dtps_enable / dtps_disable(arg, id, parg)  the first ECB was added to
 *       probe @id / the last one removed: start / stop firing it.  Called
 *       with the framework lock held: must not call back into the registry.
 *   dtps_getargdesc  fill desc->dtargd_native (and _xlate, _mapping) for
 *       argument desc->dtargd_ndx, or set dtargd_ndx to DTRACE_ARGNONE.
 *   dtps_getargval   [P] value of argument @argno beyond those passed to
 *       dtrace_probe().
 *   dtps_destroy     the probe is going away (dtrace_unregister).
 *   dtps_commit(arg)  the enables and disables made since the last call
 *       are complete: a provider that arms probe sites in batches (fbt:
 *       one ftrace filter update for thousands of functions) does it now,
 *       before the ENABLE ioctl returns or the closing consumer is gone.
 *       Called after every enabling and after a consumer's ECBs are
 *       destroyed, with the provider lock held but not dtrace_lock: it
 *       may sleep, and must not call back into the registry.
 */
typedef struct dtrace_pops {
	void (*dtps_provide)(void *arg, const dtrace_probedesc_t *desc);
	void (*dtps_enable)(void *arg, dtrace_id_t id, void *parg);
	void (*dtps_disable)(void *arg, dtrace_id_t id, void *parg);
	void (*dtps_getargdesc)(void *arg, dtrace_id_t id, void *parg,
	    dtrace_argdesc_t *desc);
	uint64_t (*dtps_getargval)(void *arg, dtrace_id_t id, void *parg,
	    int argno, int aframes);
	void (*dtps_destroy)(void *arg, dtrace_id_t id, void *parg);
	void (*dtps_commit)(void *arg);
} dtrace_pops_t;

/** dtrace_register - register a provider named @name.  Returns 0 or errno. */
int dtrace_register(const char *name, const dtrace_pattr_t *pattr,
    uint32_t priv, const dtrace_pops_t *pops, void *arg,
    dtrace_provider_id_t *idp);

/** dtrace_unregister - remove a provider and its probes; EBUSY if enabled. */
int dtrace_unregister(dtrace_provider_id_t id);

/**
 * dtrace_probe_destroy_mod - destroy the probes of provider @prov whose
 * module is @mod and that no ECB enables (dtps_destroy for each), as the
 * reference condenses a provider's probes when their module unloads.
 * Control path; takes the provider lock and dtrace_lock (the caller holds
 * neither).  Returns how many of the module's probes stay because they
 * are enabled.
 */
uint32_t dtrace_probe_destroy_mod(dtrace_provider_id_t prov, const char *mod);

/** dtrace_probe_create - create probe mod:func:name of provider @prov with
 * @aframes artificial frames; returns its ID (never DTRACE_IDNONE). */
dtrace_id_t dtrace_probe_create(dtrace_provider_id_t prov, const char *mod,
    const char *func, const char *name, int aframes, void *parg);

/** dtrace_probe_lookup - the ID of an existing probe, or DTRACE_IDNONE. */
dtrace_id_t dtrace_probe_lookup(dtrace_provider_id_t prov, const char *mod,
    const char *func, const char *name);

/** dtrace_probe - [P] fire probe @id with its first five arguments. */
void dtrace_probe(dtrace_id_t id, uint64_t arg0, uint64_t arg1,
    uint64_t arg2, uint64_t arg3, uint64_t arg4);

/**
 * dtrace_probe_reads_user - [P] 1 when an enabled clause of probe @id
 * calls copyin(), copyinstr() or copyinto(), else 0 (also for an unknown
 * or disabled probe).  For a provider that can make user memory resident
 * before it fires the probe (the Linux module's pid provider, whose
 * handler may sleep): it then does so only for the probes that read it.
 * An answer made stale by an enabling changing meanwhile costs or saves
 * one such step, nothing else.
 */
int dtrace_probe_reads_user(dtrace_id_t id);

/* What of the thread's context a DIFO reads (dtrace_probe_uctx). */
#define DTRACE_UCTX_MEM		0x1	/* its memory: copyin(), copyinstr(),
					 * copyinto() (dtrace_probe_reads_user),
					 * arg6 .. arg9 (its stack) */
#define DTRACE_UCTX_REGS	0x2	/* uregs[] */
#define DTRACE_UCTX_EXECARGS	0x4	/* execargs (curpsinfo->pr_psargs) */
#define DTRACE_UCTX_USTACK	0x8	/* its user stack: ustack(), jstack(),
					 * ustackdepth, ucaller */
#define DTRACE_UCTX_INPLACE	0x10	/* acts on the thread where it stands:
					 * stop(), raise(), copyout(),
					 * copyoutstr(); a site that fires the
					 * probe later would act too late */
/* copyinstr() of argument N (0 .. 5) loaded straight from argN: a site
 * that captures the context takes that string with the event */
#define DTRACE_UCTX_STRARG(n)	(0x20U << (n))
#define DTRACE_UCTX_STRARGS(u)	(((u) >> 5) & 0x3f)	/* bit N: argN */
#define DTRACE_UCTX_NBITS	11

/**
 * dtrace_probe_uctx - [P] the DTRACE_UCTX_* bits of the thread's context
 * that the enabled clauses of probe @id read (0 also for an unknown or
 * disabled probe).  For a provider whose probe site captures the context
 * to fire the probe later (the user host's kernel capture): it then
 * takes the registers, the arguments, only for the probes that read
 * them.  Stale as dtrace_probe_reads_user() may be.
 */
uint32_t dtrace_probe_uctx(dtrace_id_t id);

/*
 * A test of the firing thread that a probe site can make before it
 * captures anything (dtrace_probe_filter): dpf_var (DIF_VAR_PID, _TID,
 * _UID, _GID: equal to dpf_value; DIF_VAR_EXECNAME: equal to dpf_str,
 * NUL-padded) or 0 for none.  dpf_never: no thread can pass (a constant
 * out of the variable's range, a name longer than any execname).
 */
typedef struct dtrace_probe_filter {
	uint32_t dpf_var;
	uint32_t dpf_never;
	uint64_t dpf_value;
	char dpf_str[16];
} dtrace_probe_filter_t;

/**
 * dtrace_probe_filter - [P] when every enabled clause of probe @id has a
 * predicate of the form VAR == CONSTANT, with VAR pid, tid, uid, gid or
 * execname and the same VAR and CONSTANT in all, 1 and that test in *@f:
 * a firing that fails it does nothing (predicates are evaluated all the
 * same).  Else 0.  For a provider whose probe site is costly to leave
 * (the user host's kernel capture): it skips the capture there.  An
 * answer made stale by an enabling changing meanwhile is corrected at the
 * next dtps_commit, when the provider asks again.
 */
int dtrace_probe_filter(dtrace_id_t id, dtrace_probe_filter_t *f);

#endif /* DTRACE_CORE_H */
