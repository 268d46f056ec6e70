/*
 * common/dtrace_ioctl.c -- the DTRACEIOC_* dispatcher: the one door
 * between a consumer and the framework (ABI: include/dtrace/ioctl.h).
 *
 * Where it sits: control path.  The kernel glue (device ioctl) and the
 * user host (dt_uhost_ioctl) call dtrace_ioctl() with the caller's address
 * of the command's structure; arguments move only through
 * dtrace_os_ioctl_copyin/_copyout.  Every command returns 0 or a positive
 * errno value.
 */
#include "dtrace_impl.h"

#define DTRACE_DOF_MAXSIZE	(8ULL * 1024 * 1024)	/* ENABLE: E2BIG above */

static DTRACE_NOINLINE int
ioc_provider(uint64_t arg)
{
	dtrace_providerdesc_t pvd;
	dtrace_provider_t *pv;

	if (dtrace_os_ioctl_copyin(arg, &pvd, sizeof (pvd)) != 0)
		return (DTRACE_EFAULT);
	pvd.dtvd_name[DTRACE_PROVNAMELEN - 1] = '\0';
	dtrace_os_mutex_enter(dtrace_provider_lock);
	pv = dtrace_provider_byname(pvd.dtvd_name);
	if (pv == NULL) {
		dtrace_os_mutex_exit(dtrace_provider_lock);
		return (DTRACE_ESRCH);
	}
	pvd.dtvd_attr = pv->dtpv_attr;
	pvd.dtvd_priv = pv->dtpv_priv;
	dtrace_os_mutex_exit(dtrace_provider_lock);
	if (dtrace_os_ioctl_copyout(&pvd, arg, sizeof (pvd)) != 0)
		return (DTRACE_EFAULT);
	return (0);
}

static void
terminate_desc(dtrace_probedesc_t *d)
{
	d->dtpd_provider[DTRACE_PROVNAMELEN - 1] = '\0';
	d->dtpd_mod[DTRACE_MODNAMELEN - 1] = '\0';
	d->dtpd_func[DTRACE_FUNCNAMELEN - 1] = '\0';
	d->dtpd_name[DTRACE_NAMELEN - 1] = '\0';
}

/* PROBES (exact names) and PROBEMATCH (globs; providers asked first). */
static DTRACE_NOINLINE int
ioc_probes(uint64_t arg, int how)
{
	dtrace_probedesc_t desc;
	uint32_t i;
	int err = DTRACE_ESRCH;

	if (dtrace_os_ioctl_copyin(arg, &desc, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	terminate_desc(&desc);
	if (desc.dtpd_id == DTRACE_IDNONE)
		desc.dtpd_id = 1;
	if (how == DTRACE_MATCH_GLOB && desc.dtpd_id == 1)
		dtrace_probe_provide(&desc);

	dtrace_os_mutex_enter(dtrace_lock);
	for (i = desc.dtpd_id - 1; i < dtrace_nprobes; i++) {
		dtrace_probe_t *prp = dtrace_probes[i];

		if (prp == NULL || !dtrace_probe_matches(prp, &desc, how))
			continue;
		dtrace_probe_describe(prp, &desc);
		err = 0;
		break;
	}
	dtrace_os_mutex_exit(dtrace_lock);
	if (err != 0)
		return (err);
	if (dtrace_os_ioctl_copyout(&desc, arg, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	return (0);
}

static DTRACE_NOINLINE int
ioc_enable(dtrace_state_t *state, uint64_t arg)
{
	dtrace_enable_t en;
	dtrace_enabling_t *enab;
	void *dof;
	char errbuf[128];
	uint32_t nmatched = 0;
	int err;

	if (dtrace_os_ioctl_copyin(arg, &en, sizeof (en)) != 0)
		return (DTRACE_EFAULT);
	if (en.dten_size < sizeof (dof_hdr_t))
		return (DTRACE_EINVAL);
	if (en.dten_size > DTRACE_DOF_MAXSIZE)
		return (DTRACE_E2BIG);
	dof = dtrace_os_alloc((size_t)en.dten_size);
	if (dof == NULL)
		return (DTRACE_ENOMEM);
	if (dtrace_os_ioctl_copyin(en.dten_dof, dof, (size_t)en.dten_size)
	    != 0) {
		dtrace_os_free(dof, (size_t)en.dten_size);
		return (DTRACE_EFAULT);
	}
	err = dtrace_dof_load(dof, en.dten_size, &enab, errbuf,
	    sizeof (errbuf));
	dtrace_os_free(dof, (size_t)en.dten_size);
	if (err != 0) {
		if (errbuf[0] != '\0')
			dtrace_os_printf("dtrace: failed to load DOF: %s\n",
			    errbuf);
		return (err);
	}
	err = dtrace_enabling_apply(state, enab, &nmatched);
	dtrace_enabling_free(enab);
	if (err != 0)
		return (err);
	en.dten_nmatched = nmatched;
	if (dtrace_os_ioctl_copyout(&en, arg, sizeof (en)) != 0)
		return (DTRACE_EFAULT);
	return (0);
}

static DTRACE_NOINLINE int
ioc_eprobe(dtrace_state_t *state, uint64_t arg)
{
	dtrace_eprobedesc_t epd;
	dtrace_ecb_t *ecb;
	uint32_t i, n, cap;
	uint64_t dst;

	if (dtrace_os_ioctl_copyin(arg, &epd, sizeof (epd)) != 0)
		return (DTRACE_EFAULT);
	dtrace_os_mutex_enter(dtrace_lock);
	if (epd.dtepd_epid == DTRACE_EPIDNONE ||
	    epd.dtepd_epid > state->dts_necbs) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EINVAL);
	}
	ecb = state->dts_ecbs[epd.dtepd_epid - 1];
	cap = epd.dtepd_nrecs < 0 ? 0 : (uint32_t)epd.dtepd_nrecs;
	epd.dtepd_probeid = ecb->dte_probe->dtpr_id;
	epd.dtepd_uarg = ecb->dte_uarg;
	epd.dtepd_size = ecb->dte_size;
	/* aggregations' tuples and values are not principal records */
	for (i = 0, n = 0; i < ecb->dte_naction; i++) {
		if (!(ecb->dte_action[i].dta_flags & DTRACE_ACTF_TUPLE) &&
		    !DTRACEACT_ISAGG(ecb->dte_action[i].dta_kind))
			n++;
	}
	epd.dtepd_nrecs = (int32_t)n;
	if (dtrace_os_ioctl_copyout(&epd, arg,
	    offsetof(dtrace_eprobedesc_t, dtepd_rec[0])) != 0) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EFAULT);
	}
	dst = arg + offsetof(dtrace_eprobedesc_t, dtepd_rec[0]);
	for (i = 0, n = 0; i < ecb->dte_naction && n < cap; i++) {
		if ((ecb->dte_action[i].dta_flags & DTRACE_ACTF_TUPLE) ||
		    DTRACEACT_ISAGG(ecb->dte_action[i].dta_kind))
			continue;
		n++;
		if (dtrace_os_ioctl_copyout(&ecb->dte_action[i].dta_rec, dst,
		    sizeof (dtrace_recdesc_t)) != 0) {
			dtrace_os_mutex_exit(dtrace_lock);
			return (DTRACE_EFAULT);
		}
		dst += sizeof (dtrace_recdesc_t);
	}
	dtrace_os_mutex_exit(dtrace_lock);
	return (0);
}

static DTRACE_NOINLINE int
ioc_format(dtrace_state_t *state, uint64_t arg)
{
	dtrace_fmtdesc_t fmt;
	const char *str;
	int32_t len;
	int err = 0;

	if (dtrace_os_ioctl_copyin(arg, &fmt, sizeof (fmt)) != 0)
		return (DTRACE_EFAULT);
	dtrace_os_mutex_enter(dtrace_lock);
	if (fmt.dtfd_format == 0 || fmt.dtfd_format > state->dts_nformats) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EINVAL);
	}
	str = state->dts_formats[fmt.dtfd_format - 1];
	len = (int32_t)dtrace_strlen(str) + 1;
	if (len > fmt.dtfd_length) {
		fmt.dtfd_length = len;
		if (dtrace_os_ioctl_copyout(&fmt, arg, sizeof (fmt)) != 0)
			err = DTRACE_EFAULT;
	} else if (dtrace_os_ioctl_copyout(str, fmt.dtfd_string,
	    (size_t)len) != 0) {
		err = DTRACE_EFAULT;
	}
	dtrace_os_mutex_exit(dtrace_lock);
	return (err);
}

static void
bufsnap_switch(void *arg)
{
	dtrace_buffer_switch(arg);
}

static DTRACE_NOINLINE int
ioc_bufsnap(dtrace_state_t *state, uint64_t arg)
{
	dtrace_bufdesc_t desc;
	dtrace_buffer_t *buf;
	int err = 0;

	if (dtrace_os_ioctl_copyin(arg, &desc, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	if (desc.dtbd_cpu >= state->dts_ncpus)
		return (DTRACE_ENOENT);
	dtrace_os_mutex_enter(dtrace_lock);
	if (state->dts_buffers == NULL) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_ENOENT);
	}
	buf = &state->dts_buffers[desc.dtbd_cpu];
	if (desc.dtbd_size < buf->dtb_size) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_ENOMEM);
	}
	if (state->dts_fill || state->dts_ring) {
		/*
		 * Fill and ring policies: the buffer is kept whole until
		 * tracing stops (the reference answers EBUSY meanwhile; an
		 * empty snapshot serves consumers that do not expect that),
		 * then copied without a switch.  A wrapped ring is copied
		 * whole, with dtbd_oldest at its oldest record.
		 */
		desc.dtbd_size = 0;
		desc.dtbd_drops = 0;
		desc.dtbd_errors = 0;
		desc.dtbd_oldest = 0;
		desc.dtbd_timestamp = dtrace_os_gethrtime();
		if (state->dts_activity == DTRACE_ACTIVITY_STOPPED &&
		    (buf->dtb_offset != 0 || buf->dtb_wrapped ||
		    buf->dtb_drops != 0 || buf->dtb_errors != 0)) {
			desc.dtbd_size = buf->dtb_wrapped ? buf->dtb_size :
			    buf->dtb_offset;
			desc.dtbd_oldest = buf->dtb_wrapped ?
			    buf->dtb_oldest : 0;
			desc.dtbd_drops = buf->dtb_drops;
			desc.dtbd_errors = buf->dtb_errors;
			if (dtrace_os_ioctl_copyout(buf->dtb_tomax,
			    desc.dtbd_data, (size_t)desc.dtbd_size) != 0)
				err = DTRACE_EFAULT;
			buf->dtb_offset = 0;
			buf->dtb_wrapped = 0;
			buf->dtb_oldest = 0;
			buf->dtb_drops = 0;
			buf->dtb_errors = 0;
		}
		dtrace_os_mutex_exit(dtrace_lock);
		goto out;
	}
	/* a CPU that is not online is absent: nothing was switched */
	if ((err = dtrace_os_xcall((int32_t)desc.dtbd_cpu, bufsnap_switch,
	    buf)) != 0) {
		dtrace_os_mutex_exit(dtrace_lock);
		goto out;
	}
	dtrace_os_membar_consumer();
	desc.dtbd_size = buf->dtb_xamot_offset;
	desc.dtbd_drops = buf->dtb_xamot_drops;
	desc.dtbd_errors = buf->dtb_xamot_errors;
	desc.dtbd_oldest = 0;
	desc.dtbd_timestamp = buf->dtb_switched;
	if (desc.dtbd_size != 0 &&
	    dtrace_os_ioctl_copyout(buf->dtb_xamot, desc.dtbd_data,
	    (size_t)desc.dtbd_size) != 0)
		err = DTRACE_EFAULT;
	dtrace_os_mutex_exit(dtrace_lock);
out:
	if (err == 0 &&
	    dtrace_os_ioctl_copyout(&desc, arg, sizeof (desc)) != 0)
		err = DTRACE_EFAULT;
	return (err);
}

static DTRACE_NOINLINE int
ioc_probearg(uint64_t arg)
{
	dtrace_argdesc_t desc;
	dtrace_probe_t *prp;
	dtrace_provider_t *pv;

	if (dtrace_os_ioctl_copyin(arg, &desc, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	if (desc.dtargd_ndx == DTRACE_ARGNONE)
		return (DTRACE_EINVAL);
	dtrace_os_mutex_enter(dtrace_provider_lock);
	dtrace_os_mutex_enter(dtrace_lock);
	prp = dtrace_probe_byid(desc.dtargd_id);
	if (prp == NULL) {
		dtrace_os_mutex_exit(dtrace_lock);
		dtrace_os_mutex_exit(dtrace_provider_lock);
		return (DTRACE_EINVAL);
	}
	pv = prp->dtpr_provider;
	desc.dtargd_native[0] = '\0';
	desc.dtargd_xlate[0] = '\0';
	desc.dtargd_mapping = desc.dtargd_ndx;
	if (pv->dtpv_pops.dtps_getargdesc != NULL)
		pv->dtpv_pops.dtps_getargdesc(pv->dtpv_arg, prp->dtpr_id,
		    prp->dtpr_arg, &desc);
	else
		desc.dtargd_ndx = DTRACE_ARGNONE;
	dtrace_os_mutex_exit(dtrace_lock);
	dtrace_os_mutex_exit(dtrace_provider_lock);
	if (dtrace_os_ioctl_copyout(&desc, arg, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	return (0);
}

static DTRACE_NOINLINE int
ioc_dofget(dtrace_state_t *state, uint64_t arg)
{
	dof_hdr_t hdr;
	void *dof;
	size_t size;
	int err;

	if (dtrace_os_ioctl_copyin(arg, &hdr, sizeof (hdr)) != 0)
		return (DTRACE_EFAULT);
	dtrace_os_mutex_enter(dtrace_lock);
	err = dtrace_dof_options(state, &dof, &size);
	dtrace_os_mutex_exit(dtrace_lock);
	if (err != 0)
		return (err);
	if (hdr.dofh_loadsz < size) {
		/* too small: report the size needed in the header */
		err = dtrace_os_ioctl_copyout(dof, arg, sizeof (dof_hdr_t));
	} else {
		err = dtrace_os_ioctl_copyout(dof, arg, size);
	}
	dtrace_os_free(dof, size);
	return (err != 0 ? DTRACE_EFAULT : 0);
}

/* No retained (anonymous) enablings exist yet, so there is nothing to copy. */
static DTRACE_NOINLINE int
ioc_replicate(uint64_t arg)
{
	dtrace_probedesc_t match;

	if (dtrace_os_ioctl_copyin(arg + offsetof(dtrace_repldesc_t,
	    dtrpd_match), &match, sizeof (match)) != 0)
		return (DTRACE_EFAULT);
	return (0);
}

int
dtrace_ioctl(dtrace_state_t *state, uint32_t cmd, uint64_t arg)
{
	uint32_t cpu = 0;
	int err;

	if (state == NULL)
		return (DTRACE_EINVAL);

	switch (cmd) {
	case DTRACEIOC_PROVIDER:
		return (ioc_provider(arg));
	case DTRACEIOC_PROBES:
		return (ioc_probes(arg, DTRACE_MATCH_EXACT));
	case DTRACEIOC_PROBEMATCH:
		return (ioc_probes(arg, DTRACE_MATCH_GLOB));
	case DTRACEIOC_ENABLE:
		return (ioc_enable(state, arg));
	case DTRACEIOC_EPROBE:
		return (ioc_eprobe(state, arg));
	case DTRACEIOC_AGGDESC:
		return (dtrace_ioc_aggdesc(state, arg));
	case DTRACEIOC_AGGSNAP:
		return (dtrace_ioc_aggsnap(state, arg));
	case DTRACEIOC_FORMAT:
		return (ioc_format(state, arg));
	case DTRACEIOC_BUFSNAP:
		return (ioc_bufsnap(state, arg));
	case DTRACEIOC_STATUS: {
		dtrace_status_t st;

		dtrace_state_status(state, &st);
		if (dtrace_os_ioctl_copyout(&st, arg, sizeof (st)) != 0)
			return (DTRACE_EFAULT);
		return (0);
	}
	case DTRACEIOC_CONF: {
		dtrace_conf_t conf;

		dtrace_bzero(&conf, sizeof (conf));
		conf.dtc_difversion = DIF_VERSION;
		conf.dtc_difintregs = DTRACE_DIF_NREGS;
		conf.dtc_diftupregs = DTRACE_DIF_NTUPREGS;
		conf.dtc_ctfmodel = DOF_MODEL_NATIVE;
		conf.dtc_maxbufs = dtrace_ncpus;
		if (dtrace_os_ioctl_copyout(&conf, arg, sizeof (conf)) != 0)
			return (DTRACE_EFAULT);
		return (0);
	}
	case DTRACEIOC_GO:
		if ((err = dtrace_state_go(state, &cpu)) != 0)
			return (err);
		if (dtrace_os_ioctl_copyout(&cpu, arg, sizeof (cpu)) != 0)
			return (DTRACE_EFAULT);
		return (0);
	case DTRACEIOC_STOP:
		if ((err = dtrace_state_stop(state, &cpu)) != 0)
			return (err);
		if (dtrace_os_ioctl_copyout(&cpu, arg, sizeof (cpu)) != 0)
			return (DTRACE_EFAULT);
		return (0);
	case DTRACEIOC_PROBEARG:
		return (ioc_probearg(arg));
	case DTRACEIOC_DOFGET:
		return (ioc_dofget(state, arg));
	case DTRACEIOC_REPLICATE:
		return (ioc_replicate(arg));
	default:
		return (DTRACE_ENOTTY);
	}
}
