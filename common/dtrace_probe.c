/*
 * common/dtrace_probe.c -- the provider and probe registry: providers
 * register (dtrace_register), create probes named provider:module:
 * function:name (dtrace_probe_create), and are asked to create probes on
 * demand (dtps_provide) when a consumer lists or enables descriptions.
 * (Dynamic Tracing Guide, "Providers" and "Probe descriptions".)
 *
 * Where it sits: control path only.  Probe context reaches probes through
 * dtrace_probes[] in dtrace_probectx.c.
 *
 * Invariants:
 *   - Probe IDs are 1, 2, 3, ... in creation order, never reused;
 *     dtrace_probes[id - 1] is the probe or NULL once destroyed.
 *   - The table only grows: a larger copy is published with a producer
 *     barrier, and the old one is freed after dtrace_os_sync(), so probe
 *     context may always index the table it loaded.
 *   - No two probes of a provider have the same mod:func:name.
 *   - Every live probe is in the name hash (probe_hash[], chained through
 *     dtpr_nexthash, at least one bucket per probe), so that looking a
 *     probe up by name, which every dtrace_probe_create() does, costs
 *     O(1): a provider creating N probes (pid on every instruction of a
 *     library, fbt on every kernel function) costs O(N), not O(N^2).
 *     Control path only, under dtrace_lock.
 */
#include "dtrace_impl.h"

dtrace_os_mutex_t *dtrace_lock;
dtrace_os_mutex_t *dtrace_provider_lock;
dtrace_probe_t **volatile dtrace_probes;
volatile uint32_t dtrace_nprobes;		/* highest ID handed out */
static uint32_t dtrace_probes_cap;
dtrace_provider_t *dtrace_providers;
static dtrace_probe_t **probe_hash;
static uint32_t probe_hash_size;	/* buckets: 0 or a power of two */

int
dtrace_registry_init(void)
{
	dtrace_lock = dtrace_os_mutex_create();
	dtrace_provider_lock = dtrace_os_mutex_create();
	if (dtrace_lock == NULL || dtrace_provider_lock == NULL)
		return (DTRACE_ENOMEM);
	return (0);
}

static void
dtrace_probe_free(dtrace_probe_t *prp)
{
	dtrace_strfree(prp->dtpr_mod);
	dtrace_strfree(prp->dtpr_func);
	dtrace_strfree(prp->dtpr_name);
	dtrace_os_free(prp, sizeof (*prp));
}

void
dtrace_registry_fini(void)
{
	uint32_t i;

	for (i = 0; i < dtrace_nprobes; i++) {
		if (dtrace_probes[i] != NULL)
			dtrace_probe_free(dtrace_probes[i]);
	}
	if (dtrace_probes != NULL)
		dtrace_os_free((void *)dtrace_probes,
		    dtrace_probes_cap * sizeof (dtrace_probe_t *));
	dtrace_probes = NULL;
	dtrace_nprobes = 0;
	if (probe_hash != NULL)
		dtrace_os_free(probe_hash,
		    probe_hash_size * sizeof (dtrace_probe_t *));
	probe_hash = NULL;
	probe_hash_size = 0;
	dtrace_probes_cap = 0;
	while (dtrace_providers != NULL) {
		dtrace_provider_t *pv = dtrace_providers;

		dtrace_providers = pv->dtpv_next;
		dtrace_os_free(pv, sizeof (*pv));
	}
	if (dtrace_lock != NULL)
		dtrace_os_mutex_destroy(dtrace_lock);
	if (dtrace_provider_lock != NULL)
		dtrace_os_mutex_destroy(dtrace_provider_lock);
	dtrace_lock = NULL;
	dtrace_provider_lock = NULL;
}

dtrace_provider_t *
dtrace_provider_byname(const char *name)
{
	dtrace_provider_t *pv;

	for (pv = dtrace_providers; pv != NULL; pv = pv->dtpv_next) {
		if (dtrace_strcmp(pv->dtpv_name, name) == 0)
			return (pv);
	}
	return (NULL);
}

/**
 * dtrace_register - register a provider (Guide, "Providers").
 * @name: provider name, 1 .. DTRACE_PROVNAMELEN - 1 characters, unique.
 * @pattr: stability attributes; @priv: DTRACE_PRIV_* needed to see it;
 * @pops: its operations (copied; NULL members allowed); @arg: their first
 * argument; @idp: out, the provider's identity.
 * Returns 0, EINVAL (bad name, duplicate) or ENOMEM.
 */
int
dtrace_register(const char *name, const dtrace_pattr_t *pattr, uint32_t priv,
    const dtrace_pops_t *pops, void *arg, dtrace_provider_id_t *idp)
{
	dtrace_provider_t *pv;
	size_t len;

	if (name == NULL || pops == NULL || idp == NULL)
		return (DTRACE_EINVAL);
	len = dtrace_strnlen(name, DTRACE_PROVNAMELEN);
	if (len == 0 || len >= DTRACE_PROVNAMELEN)
		return (DTRACE_EINVAL);

	pv = dtrace_os_alloc(sizeof (*pv));
	if (pv == NULL)
		return (DTRACE_ENOMEM);
	dtrace_strlcpy(pv->dtpv_name, name, sizeof (pv->dtpv_name));
	if (pattr != NULL)
		pv->dtpv_attr = *pattr;
	pv->dtpv_priv.dtpp_flags = priv;
	pv->dtpv_pops = *pops;
	pv->dtpv_arg = arg;

	dtrace_os_mutex_enter(dtrace_provider_lock);
	dtrace_os_mutex_enter(dtrace_lock);
	if (dtrace_provider_byname(name) != NULL) {
		dtrace_os_mutex_exit(dtrace_lock);
		dtrace_os_mutex_exit(dtrace_provider_lock);
		dtrace_os_free(pv, sizeof (*pv));
		return (DTRACE_EINVAL);
	}
	/* append, so listing order is registration order */
	if (dtrace_providers == NULL) {
		dtrace_providers = pv;
	} else {
		dtrace_provider_t *last = dtrace_providers;

		while (last->dtpv_next != NULL)
			last = last->dtpv_next;
		last->dtpv_next = pv;
	}
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_os_mutex_exit(dtrace_provider_lock);
	*idp = (dtrace_provider_id_t)pv;
	return (0);
}

/*
 * Names as dtrace_probe_create() stores them: NULL is "", and a name is
 * cut to @max - 1 bytes, so a lookup by an over-long name finds the probe
 * created under it.
 */
static uint32_t
name_hash(uint32_t h, const char *s, size_t max)
{
	size_t i;

	for (i = 0; s != NULL && s[i] != '\0' && i < max - 1; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;	/* FNV-1a */
	return ((h ^ 0xffu) * 16777619u);	/* field separator */
}

static bool
name_eq(const char *stored, const char *s, size_t max)
{
	if (s == NULL)
		s = "";
	return (dtrace_strnlen(s, max - 1) == dtrace_strlen(stored) &&
	    dtrace_strncmp(stored, s, max - 1) == 0);
}

static uint32_t
probe_hashval(const dtrace_provider_t *pv, const char *mod,
    const char *func, const char *name)
{
	uintptr_t p = (uintptr_t)pv;
	uint32_t h = 2166136261u;

	h = (h ^ (uint32_t)p) * 16777619u;
	h = (h ^ (uint32_t)(p >> 16 >> 16)) * 16777619u;
	h = name_hash(h, mod, DTRACE_MODNAMELEN);
	h = name_hash(h, func, DTRACE_FUNCNAMELEN);
	return (name_hash(h, name, DTRACE_NAMELEN));
}

static dtrace_id_t
probe_lookup_locked(dtrace_provider_t *pv, const char *mod, const char *func,
    const char *name)
{
	uint32_t h;
	dtrace_probe_t *prp;

	if (probe_hash_size == 0)
		return (DTRACE_IDNONE);
	h = probe_hashval(pv, mod, func, name);
	for (prp = probe_hash[h & (probe_hash_size - 1)]; prp != NULL;
	    prp = prp->dtpr_nexthash) {
		if (prp->dtpr_hashval == h && prp->dtpr_provider == pv &&
		    name_eq(prp->dtpr_name, name, DTRACE_NAMELEN) &&
		    name_eq(prp->dtpr_func, func, DTRACE_FUNCNAMELEN) &&
		    name_eq(prp->dtpr_mod, mod, DTRACE_MODNAMELEN))
			return (prp->dtpr_id);
	}
	return (DTRACE_IDNONE);
}

/*
 * Make room in the name hash for one more probe: double the buckets when
 * probes would outnumber them, rehashing the chains.  Returns false when
 * memory is exhausted (the hash is left as it was).
 */
static bool
probe_hash_reserve(void)
{
	uint32_t nsize, i;
	dtrace_probe_t **nh;

	if (dtrace_nprobes < probe_hash_size)
		return (true);
	nsize = probe_hash_size == 0 ? 256 : probe_hash_size * 2;
	if ((nh = dtrace_os_alloc(nsize * sizeof (*nh))) == NULL)
		return (false);
	for (i = 0; i < probe_hash_size; i++) {
		while (probe_hash[i] != NULL) {
			dtrace_probe_t *prp = probe_hash[i];

			probe_hash[i] = prp->dtpr_nexthash;
			prp->dtpr_nexthash = nh[prp->dtpr_hashval & (nsize - 1)];
			nh[prp->dtpr_hashval & (nsize - 1)] = prp;
		}
	}
	if (probe_hash != NULL)
		dtrace_os_free(probe_hash, probe_hash_size * sizeof (*nh));
	probe_hash = nh;
	probe_hash_size = nsize;
	return (true);
}

static void
probe_hash_remove(dtrace_probe_t *prp)
{
	dtrace_probe_t **pp = &probe_hash[prp->dtpr_hashval &
	    (probe_hash_size - 1)];

	while (*pp != prp)
		pp = &(*pp)->dtpr_nexthash;
	*pp = prp->dtpr_nexthash;
}

/**
 * dtrace_unregister - remove provider @id and destroy its probes
 * (dtps_destroy for each).  Returns 0, or EBUSY while any of its probes is
 * enabled.
 */
/*
 * Free the probes of @pv chained on dtpr_nextdead from @dead, already
 * out of dtrace_probes[] and the hash, once no probe context can still
 * see them; the provider's destroy callback runs for each.  Called with
 * dtrace_provider_lock and dtrace_lock held.
 */
static void
probe_reap(dtrace_provider_t *pv, dtrace_probe_t *dead)
{
	if (dead == NULL)
		return;
	dtrace_os_sync();	/* no probe context still sees them */
	while (dead != NULL) {
		dtrace_probe_t *prp = dead;

		dead = prp->dtpr_nextdead;
		if (pv->dtpv_pops.dtps_destroy != NULL)
			pv->dtpv_pops.dtps_destroy(pv->dtpv_arg, prp->dtpr_id,
			    prp->dtpr_arg);
		dtrace_probe_free(prp);
	}
}

int
dtrace_unregister(dtrace_provider_id_t id)
{
	dtrace_provider_t *pv = (dtrace_provider_t *)id, **pp;
	dtrace_probe_t *dead = NULL;
	uint32_t i;

	dtrace_os_mutex_enter(dtrace_provider_lock);
	dtrace_os_mutex_enter(dtrace_lock);
	if (pv->dtpv_nenabled != 0) {
		dtrace_os_mutex_exit(dtrace_lock);
		dtrace_os_mutex_exit(dtrace_provider_lock);
		return (DTRACE_EBUSY);
	}
	for (pp = &dtrace_providers; *pp != NULL; pp = &(*pp)->dtpv_next) {
		if (*pp == pv) {
			*pp = pv->dtpv_next;
			break;
		}
	}
	for (i = 0; i < dtrace_nprobes; i++) {
		dtrace_probe_t *prp = dtrace_probes[i];

		if (prp != NULL && prp->dtpr_provider == pv) {
			dtrace_probes[i] = NULL;
			probe_hash_remove(prp);
			prp->dtpr_nextdead = dead;
			dead = prp;
		}
	}
	probe_reap(pv, dead);
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_os_mutex_exit(dtrace_provider_lock);
	dtrace_os_free(pv, sizeof (*pv));
	return (0);
}

uint32_t
dtrace_probe_destroy_mod(dtrace_provider_id_t prov, const char *mod)
{
	dtrace_provider_t *pv = (dtrace_provider_t *)prov;
	dtrace_probe_t *dead = NULL;
	uint32_t i, busy = 0;

	dtrace_os_mutex_enter(dtrace_provider_lock);
	dtrace_os_mutex_enter(dtrace_lock);
	for (i = 0; i < dtrace_nprobes; i++) {
		dtrace_probe_t *prp = dtrace_probes[i];

		if (prp == NULL || prp->dtpr_provider != pv ||
		    dtrace_strcmp(prp->dtpr_mod, mod) != 0)
			continue;
		if (prp->dtpr_ecb != NULL) {
			busy++;
			continue;
		}
		dtrace_probes[i] = NULL;
		probe_hash_remove(prp);
		prp->dtpr_nextdead = dead;
		dead = prp;
	}
	probe_reap(pv, dead);
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_os_mutex_exit(dtrace_provider_lock);
	return (busy);
}

dtrace_id_t
dtrace_probe_lookup(dtrace_provider_id_t prov, const char *mod,
    const char *func, const char *name)
{
	dtrace_id_t id;

	dtrace_os_mutex_enter(dtrace_lock);
	id = probe_lookup_locked((dtrace_provider_t *)prov, mod, func, name);
	dtrace_os_mutex_exit(dtrace_lock);
	return (id);
}

static char *
name_dup(const char *s, size_t max)
{
	char buf[DTRACE_FUNCNAMELEN];
	size_t n;

	if (s == NULL)
		s = "";
	n = dtrace_strnlen(s, max - 1);
	dtrace_memcpy(buf, s, n);
	buf[n] = '\0';
	return (dtrace_strdup(buf));
}

/**
 * dtrace_probe_create - create probe @mod:@func:@name of provider @prov.
 * Names longer than their DTRACE_*NAMELEN - 1 are truncated; NULL is "".
 * Returns the new ID, or the existing one if the probe exists, or
 * DTRACE_IDNONE when memory is exhausted.
 */
dtrace_id_t
dtrace_probe_create(dtrace_provider_id_t prov, const char *mod,
    const char *func, const char *name, int aframes, void *parg)
{
	dtrace_provider_t *pv = (dtrace_provider_t *)prov;
	dtrace_probe_t *prp;
	dtrace_id_t id;

	dtrace_os_mutex_enter(dtrace_lock);
	id = probe_lookup_locked(pv, mod, func, name);
	if (id != DTRACE_IDNONE) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (id);
	}

	prp = dtrace_os_alloc(sizeof (*prp));
	if (prp == NULL)
		goto nomem;
	prp->dtpr_mod = name_dup(mod, DTRACE_MODNAMELEN);
	prp->dtpr_func = name_dup(func, DTRACE_FUNCNAMELEN);
	prp->dtpr_name = name_dup(name, DTRACE_NAMELEN);
	if (prp->dtpr_mod == NULL || prp->dtpr_func == NULL ||
	    prp->dtpr_name == NULL) {
		dtrace_probe_free(prp);
		goto nomem;
	}
	prp->dtpr_provider = pv;
	prp->dtpr_aframes = aframes;
	prp->dtpr_arg = parg;
	prp->dtpr_hashval = probe_hashval(pv, mod, func, name);
	if (!probe_hash_reserve()) {
		dtrace_probe_free(prp);
		goto nomem;
	}

	if (dtrace_nprobes == dtrace_probes_cap) {
		uint32_t ncap = dtrace_probes_cap == 0 ? 256 :
		    dtrace_probes_cap * 2;
		dtrace_probe_t **nt = dtrace_os_alloc(ncap * sizeof (*nt));
		dtrace_probe_t **old = dtrace_probes;
		uint32_t ocap = dtrace_probes_cap;

		if (nt == NULL) {
			dtrace_probe_free(prp);
			goto nomem;
		}
		if (old != NULL)
			dtrace_memcpy(nt, old, dtrace_nprobes * sizeof (*nt));
		dtrace_os_membar_producer();
		dtrace_probes = nt;
		dtrace_probes_cap = ncap;
		if (old != NULL) {
			dtrace_os_sync();
			dtrace_os_free(old, ocap * sizeof (*old));
		}
	}
	prp->dtpr_id = dtrace_nprobes + 1;
	dtrace_probes[dtrace_nprobes] = prp;
	prp->dtpr_nexthash = probe_hash[prp->dtpr_hashval &
	    (probe_hash_size - 1)];
	probe_hash[prp->dtpr_hashval & (probe_hash_size - 1)] = prp;
	dtrace_os_membar_producer();
	dtrace_nprobes = prp->dtpr_id;
	id = prp->dtpr_id;
	dtrace_os_mutex_exit(dtrace_lock);
	return (id);

nomem:
	dtrace_os_mutex_exit(dtrace_lock);
	return (DTRACE_IDNONE);
}

dtrace_probe_t *
dtrace_probe_byid(dtrace_id_t id)
{
	if (id == DTRACE_IDNONE || id > dtrace_nprobes)
		return (NULL);
	dtrace_os_membar_consumer();	/* the table that many probes holds */
	return (dtrace_probes[id - 1]);
}

static bool
match_one(const char *s, const char *pat, int how)
{
	if (pat[0] == '\0')
		return (true);
	if (how == DTRACE_MATCH_GLOB)
		return (dtrace_match_glob(s, pat));
	return (dtrace_strcmp(s, pat) == 0);
}

bool
dtrace_probe_matches(const dtrace_probe_t *prp, const dtrace_probedesc_t *desc,
    int how)
{
	return (match_one(prp->dtpr_provider->dtpv_name, desc->dtpd_provider,
	    how) &&
	    match_one(prp->dtpr_mod, desc->dtpd_mod, how) &&
	    match_one(prp->dtpr_func, desc->dtpd_func, how) &&
	    match_one(prp->dtpr_name, desc->dtpd_name, how));
}

void
dtrace_probe_describe(const dtrace_probe_t *prp, dtrace_probedesc_t *desc)
{
	dtrace_bzero(desc, sizeof (*desc));
	desc->dtpd_id = prp->dtpr_id;
	dtrace_strlcpy(desc->dtpd_provider, prp->dtpr_provider->dtpv_name,
	    sizeof (desc->dtpd_provider));
	dtrace_strlcpy(desc->dtpd_mod, prp->dtpr_mod, sizeof (desc->dtpd_mod));
	dtrace_strlcpy(desc->dtpd_func, prp->dtpr_func,
	    sizeof (desc->dtpd_func));
	dtrace_strlcpy(desc->dtpd_name, prp->dtpr_name,
	    sizeof (desc->dtpd_name));
}

void
dtrace_probe_provide(const dtrace_probedesc_t *desc)
{
	dtrace_provider_t *pv;

	dtrace_os_mutex_enter(dtrace_provider_lock);
	for (pv = dtrace_providers; pv != NULL; pv = pv->dtpv_next) {
		if (pv->dtpv_pops.dtps_provide == NULL)
			continue;
		if (desc != NULL && desc->dtpd_provider[0] != '\0' &&
		    !dtrace_match_glob(pv->dtpv_name, desc->dtpd_provider))
			continue;
		pv->dtpv_pops.dtps_provide(pv->dtpv_arg, desc);
	}
	dtrace_os_mutex_exit(dtrace_provider_lock);
}

void
dtrace_probe_commit(void)
{
	dtrace_provider_t *pv;

	dtrace_os_mutex_enter(dtrace_provider_lock);
	for (pv = dtrace_providers; pv != NULL; pv = pv->dtpv_next) {
		if (pv->dtpv_pops.dtps_commit != NULL)
			pv->dtpv_pops.dtps_commit(pv->dtpv_arg);
	}
	dtrace_os_mutex_exit(dtrace_provider_lock);
}
