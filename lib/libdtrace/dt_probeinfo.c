/*
 * lib/libdtrace/dt_probeinfo.c -- what is known of one probe: its
 * stability attributes and argument types (dtrace_probe_info(), the
 * report of dtrace -lv; Dynamic Tracing Guide, "Stability").
 *
 * Where it sits: dtrace(1) -lv calls dtrace_probe_info() for each probe
 * dtrace_probe_iter() lists.  The framework gives the provider's
 * attributes (DTRACEIOC_PROVIDER: provider, module, function, name and
 * arguments) and each argument's type (DTRACEIOC_PROBEARG: the translated
 * type when the provider names one, else the native one).
 *
 * The rules are the reference's: the probe description attributes are
 * the minimum of the provider's attributes and those of each field the
 * description names exactly (an empty or glob field does not count); a
 * description whose provider is empty or a glob takes Unstable for all
 * of them; a description matching several probes is answered only when
 * the provider promises Evolving argument data and names every field of
 * Evolving name stability exactly (else EDT_UNSTABLE); the argument
 * attributes are the provider's.
 */
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"

/* Does @s hold glob characters (or is it empty: any)? */
static int
dt_pi_isglob(const char *s)
{
	return (s[0] == '\0' || strpbrk(s, "*?[\\") != NULL);
}

static dtrace_attribute_t
dt_pi_attr_min(dtrace_attribute_t a, dtrace_attribute_t b)
{
	dtrace_attribute_t m;

	m.dtat_name = a.dtat_name < b.dtat_name ? a.dtat_name : b.dtat_name;
	m.dtat_data = a.dtat_data < b.dtat_data ? a.dtat_data : b.dtat_data;
	m.dtat_class = a.dtat_class < b.dtat_class ?
	    a.dtat_class : b.dtat_class;
	return (m);
}

/* The first two probes matching @pdp: @first, and how many (0, 1, 2). */
static int
dt_pi_count(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp, void *arg)
{
	struct { dtrace_probedesc_t first; int n; } *m = arg;

	(void) dtp;
	if (m->n++ == 0)
		m->first = *pdp;
	return (m->n >= 2);
}

int
dtrace_probe_info(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probeinfo_t *pip)
{
	static const dtrace_attribute_t unstable = {
	    DTRACE_STABILITY_UNSTABLE, DTRACE_STABILITY_UNSTABLE,
	    DTRACE_CLASS_COMMON };
	struct { dtrace_probedesc_t first; int n; } m;
	dtrace_providerdesc_t pv;
	const dtrace_pattr_t *pa = &pv.dtvd_attr;
	int mglob = dt_pi_isglob(pdp->dtpd_mod);
	int fglob = dt_pi_isglob(pdp->dtpd_func);
	int nglob = dt_pi_isglob(pdp->dtpd_name);
	int i;

	memset(pip, 0, sizeof (*pip));
	memset(&m, 0, sizeof (m));
	if (dtrace_probe_iter(dtp, pdp, dt_pi_count, &m) < 0 && m.n == 0)
		return (-1);
	memset(&pv, 0, sizeof (pv));
	(void) snprintf(pv.dtvd_name, sizeof (pv.dtvd_name), "%s",
	    m.first.dtpd_provider);
	if (dt_ioctl(dtp, DTRACEIOC_PROVIDER, &pv) != 0)
		return (dt_set_errno(dtp, EDT_NOPROV));
	if (m.n > 1 && (pa->dtpa_args.dtat_data < DTRACE_STABILITY_EVOLVING ||
	    (pa->dtpa_mod.dtat_name >= DTRACE_STABILITY_EVOLVING && mglob) ||
	    (pa->dtpa_func.dtat_name >= DTRACE_STABILITY_EVOLVING && fglob) ||
	    (pa->dtpa_name.dtat_name >= DTRACE_STABILITY_EVOLVING && nglob)))
		return (dt_set_errno(dtp, EDT_UNSTABLE));

	if (dt_pi_isglob(pdp->dtpd_provider)) {
		pip->dtp_attr = unstable;
		pip->dtp_arga = unstable;
	} else {
		pip->dtp_attr = pa->dtpa_provider;
		if (!mglob)
			pip->dtp_attr = dt_pi_attr_min(pip->dtp_attr,
			    pa->dtpa_mod);
		if (!fglob)
			pip->dtp_attr = dt_pi_attr_min(pip->dtp_attr,
			    pa->dtpa_func);
		if (!nglob)
			pip->dtp_attr = dt_pi_attr_min(pip->dtp_attr,
			    pa->dtpa_name);
		pip->dtp_arga = pa->dtpa_args;
	}

	for (i = 0; i < DTRACE_PROBEINFO_MAXARGS; i++) {
		dtrace_argdesc_t ad;

		memset(&ad, 0, sizeof (ad));
		ad.dtargd_id = m.first.dtpd_id;
		ad.dtargd_ndx = i;
		if (dt_ioctl(dtp, DTRACEIOC_PROBEARG, &ad) != 0 ||
		    ad.dtargd_ndx == DTRACE_ARGNONE)
			break;
		(void) snprintf(pip->dtp_argtypes[i], DTRACE_ARGTYPELEN, "%s",
		    ad.dtargd_xlate[0] != '\0' ? ad.dtargd_xlate :
		    ad.dtargd_native);
	}
	pip->dtp_argc = i;
	return (0);
}
