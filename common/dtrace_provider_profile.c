/*
 * common/dtrace_provider_profile.c -- the portable `profile` provider:
 * profile:::profile-N fires on every online CPU, profile:::tick-N on one
 * CPU, every interval.  (Dynamic Tracing Guide, "profile Provider".)
 *
 * Where it sits: an OS layer whose periodic callbacks interrupt what a CPU
 * runs (the kernel module: hrtimers) registers it after dtrace_init() with
 * dtrace_provider_profile_init(); it fires through
 * dtrace_os_cyclic_add_omni() (profile-N: one callback per CPU, on that
 * CPU) and dtrace_os_cyclic_add() (tick-N), and reads the interrupted pc
 * with dtrace_os_interrupted_pc().  (The user host, whose timers are
 * threads of the dtrace process, has its own provider:
 * os/linux/user/dtrace_profile.c.)
 *
 * Names, as the reference (parsed by dtrace_profile_name.c, shared with
 * the user host): "profile-" or "tick-", a positive decimal number and
 * an optional unit (ns ... day, hz).  Intervals below 200 us (5000 Hz)
 * are refused, as are more than 1000 probes.  The default probes
 * (profile-97 ... profile-4999, tick-1 ... tick-5000) exist from
 * registration; any other is created when a description names it.
 *
 * Arguments, as the reference: arg0 = the kernel pc the CPU was
 * interrupted at, arg1 = the user pc (exactly one of the two is
 * non-zero); profile-N also passes arg2 = how late this firing is, in ns,
 * against the CPU's previous firing plus the interval.
 *
 * Invariants: probe state is made on the control path (provide, enable,
 * disable, under the framework's locks); the firing functions only read
 * it, and each CPU writes only its own slot of pp_expected.
 */
#include "dtrace_impl.h"
#include "dtrace_div64.h"

#define PROF_AFRAMES		2	/* the OS's timer frames */

typedef struct profile_probe {
	dtrace_id_t pp_id;
	int pp_kind;			/* DTRACE_PROFILE_PROFILE or _TICK */
	uint64_t pp_interval;		/* ns */
	uint64_t *pp_expected;		/* profile-N: next firing, per CPU */
	dtrace_os_cyclic_t *pp_cyclic;
} profile_probe_t;

static dtrace_provider_id_t profile_id;
static uint32_t profile_total;

static void
profile_create(uint64_t interval, const char *name, int kind)
{
	profile_probe_t *pp;

	if (interval < DTRACE_PROFILE_INTERVAL_MIN ||
	    profile_total >= DTRACE_PROFILE_MAX)
		return;
	if (dtrace_probe_lookup(profile_id, NULL, NULL, name) != DTRACE_IDNONE)
		return;
	if ((pp = dtrace_os_alloc(sizeof (*pp))) == NULL)
		return;
	pp->pp_kind = kind;
	pp->pp_interval = interval;
	if (kind == DTRACE_PROFILE_PROFILE && (pp->pp_expected = dtrace_os_alloc(
	    dtrace_ncpus * sizeof (uint64_t))) == NULL) {
		dtrace_os_free(pp, sizeof (*pp));
		return;
	}
	pp->pp_id = dtrace_probe_create(profile_id, NULL, NULL, name,
	    PROF_AFRAMES, pp);
	if (pp->pp_id == DTRACE_IDNONE) {
		if (pp->pp_expected != NULL)
			dtrace_os_free(pp->pp_expected,
			    dtrace_ncpus * sizeof (uint64_t));
		dtrace_os_free(pp, sizeof (*pp));
		return;
	}
	profile_total++;
}

static void
profile_provide(void *arg, const dtrace_probedesc_t *desc)
{
	char n[DTRACE_NAMELEN];
	uint64_t interval;
	size_t i;
	int kind;

	(void)arg;
	if (desc == NULL) {
		for (i = 0; i < DTRACE_PROFILE_NRATES; i++) {
			dtrace_profile_name(n, sizeof (n),
			    DTRACE_PROFILE_PROFILE, dtrace_profile_rates[i]);
			profile_create(dtrace_udiv64(1000000000ULL,
			    dtrace_profile_rates[i]),
			    n, DTRACE_PROFILE_PROFILE);
		}
		for (i = 0; i < DTRACE_PROFILE_NTICKS; i++) {
			dtrace_profile_name(n, sizeof (n), DTRACE_PROFILE_TICK,
			    dtrace_profile_ticks[i]);
			profile_create(dtrace_udiv64(1000000000ULL,
			    dtrace_profile_ticks[i]),
			    n, DTRACE_PROFILE_TICK);
		}
		return;
	}
	/* only a concrete name makes a probe; its module and function are "" */
	if ((desc->dtpd_mod[0] != '\0' &&
	    dtrace_strcmp(desc->dtpd_mod, "*") != 0) ||
	    (desc->dtpd_func[0] != '\0' &&
	    dtrace_strcmp(desc->dtpd_func, "*") != 0))
		return;
	if ((interval = dtrace_profile_parse(desc->dtpd_name, &kind)) == 0)
		return;
	profile_create(interval, desc->dtpd_name, kind);
}

/* ---- probe context -------------------------------------------------------- */

static void
profile_fire(void *arg)
{
	profile_probe_t *pp = arg;
	uint32_t cpu = dtrace_os_cpu_id();
	uint64_t now = dtrace_os_gethrtime(), late = 0, kpc, upc;

	if (cpu < dtrace_ncpus) {
		uint64_t *exp = &pp->pp_expected[cpu];

		if (*exp != 0 && now > *exp)
			late = now - *exp;
		*exp = (*exp != 0 ? *exp : now) + pp->pp_interval;
		if (*exp < now)		/* missed firings are not owed */
			*exp = now + pp->pp_interval;
	}
	dtrace_os_interrupted_pc(&kpc, &upc);
	dtrace_probe(pp->pp_id, kpc, upc, late, 0, 0);
}

static void
profile_tick(void *arg)
{
	profile_probe_t *pp = arg;
	uint64_t kpc, upc;

	dtrace_os_interrupted_pc(&kpc, &upc);
	dtrace_probe(pp->pp_id, kpc, upc, 0, 0, 0);
}

/* ---- control path ----------------------------------------------------------- */

static void
profile_enable(void *arg, dtrace_id_t id, void *parg)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	if (pp->pp_kind == DTRACE_PROFILE_PROFILE) {
		dtrace_bzero(pp->pp_expected, dtrace_ncpus * sizeof (uint64_t));
		pp->pp_cyclic = dtrace_os_cyclic_add_omni(profile_fire, pp,
		    pp->pp_interval);
	} else {
		pp->pp_cyclic = dtrace_os_cyclic_add(profile_tick, pp,
		    pp->pp_interval);
	}
	if (pp->pp_cyclic == NULL)
		dtrace_os_printf("dtrace: profile:::%s: no timer\n",
		    pp->pp_kind == DTRACE_PROFILE_PROFILE ? "profile-N" : "tick-N");
}

static void
profile_disable(void *arg, dtrace_id_t id, void *parg)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	dtrace_os_cyclic_remove(pp->pp_cyclic);
	pp->pp_cyclic = NULL;
}

static void
profile_destroy(void *arg, dtrace_id_t id, void *parg)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	if (pp->pp_expected != NULL)
		dtrace_os_free(pp->pp_expected,
		    dtrace_ncpus * sizeof (uint64_t));
	dtrace_os_free(pp, sizeof (*pp));
	profile_total--;
}

static void
profile_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	profile_probe_t *pp = parg;

	(void)arg;
	(void)id;
	dtrace_profile_argdesc(pp->pp_kind, desc);
}

static const dtrace_pops_t profile_pops = {
	profile_provide,
	profile_enable,
	profile_disable,
	profile_getargdesc,
	NULL,
	profile_destroy,
	NULL,
};

int
dtrace_provider_profile_init(void)
{
	int err;

	err = dtrace_register("profile", &dtrace_profile_attr,
	    DTRACE_PRIV_KERNEL | DTRACE_PRIV_USER, &profile_pops, NULL,
	    &profile_id);
	if (err != 0)
		return (err);
	profile_provide(NULL, NULL);
	return (0);
}

void
dtrace_provider_profile_fini(void)
{
	if (profile_id != 0)
		(void) dtrace_unregister(profile_id);
	profile_id = 0;
}
