/*
 * common/dtrace_dof.c -- DOF loading: the DOF image a consumer hands to
 * DTRACEIOC_ENABLE is validated here, thoroughly, and turned into an
 * enabling (dtrace_enabling_t): one description per DOF_SECT_ECBDESC with
 * its probe description, predicate and actions (DIF objects built and
 * validated with the DIF helper's dtrace_difo_validate()), plus the options
 * of every DOF_SECT_OPTDESC.  Also builds the options-only DOF image that
 * DTRACEIOC_DOFGET returns.  (ABI: include/dtrace/dof.h.)
 *
 * Where it sits: control path, called by dtrace_ioctl.c with the image
 * already copied into framework memory; the enabling then goes to
 * dtrace_enabling_apply() (dtrace_ecb.c).
 *
 * Invariants: every offset, size, index and string read from the image is
 * checked before use (header ident and sizes, section bounds and alignment,
 * entry sizes, section link types, string offsets and termination), so a
 * hostile image yields EINVAL and a diagnostic, never a fault.  Nothing
 * here keeps a pointer into the image: tables and strings are copied.
 */
#include "dtrace_impl.h"
#include "dtrace_stackact.h"
#include "dtrace_div64.h"

#define DTRACE_DOF_MAXSECS	65536	/* most sections an image may have */

typedef struct dof_ctx {
	const char *base;		/* the image */
	uint64_t size;			/* bytes available (filesz) */
	const dof_hdr_t *hdr;
	const dof_sec_t *secs;
	uint32_t nsecs;
	char *err;
	size_t errlen;
} dof_ctx_t;

/* Minimal message builder: text, optionally followed by a number. */
static int
dof_error(dof_ctx_t *dc, const char *msg, uint64_t num, bool withnum)
{
	size_t n;
	char digits[24];
	int nd = 0;

	if (dc->err == NULL || dc->errlen == 0)
		return (DTRACE_EINVAL);
	n = dtrace_strlcpy(dc->err, msg, dc->errlen);
	if (!withnum || n + 2 >= dc->errlen)
		return (DTRACE_EINVAL);
	do {
		uint64_t r;

		num = dtrace_udivmod64(num, 10, &r);
		digits[nd++] = (char)('0' + r);
	} while (num != 0 && nd < (int)sizeof (digits));
	dc->err[n++] = ' ';
	while (nd > 0 && n + 1 < dc->errlen)
		dc->err[n++] = digits[--nd];
	dc->err[n] = '\0';
	return (DTRACE_EINVAL);
}

/* true if [off, off + len) lies within [0, limit) without overflow */
static bool
dof_inrange(uint64_t off, uint64_t len, uint64_t limit)
{
	return (off <= limit && len <= limit - off);
}

/*
 * The section @idx if it exists, is loadable and has type @type (or any
 * type when @type is DOF_SECT_NONE); NULL otherwise.
 */
static const dof_sec_t *
dof_sect(dof_ctx_t *dc, dof_secidx_t idx, uint32_t type)
{
	const dof_sec_t *sec;

	if (idx >= dc->nsecs) {
		dof_error(dc, "section index out of range:", idx, true);
		return (NULL);
	}
	sec = &dc->secs[idx];
	if (!(sec->dofs_flags & DOF_SECF_LOAD)) {
		dof_error(dc, "section not loadable:", idx, true);
		return (NULL);
	}
	if (type != DOF_SECT_NONE && sec->dofs_type != type) {
		dof_error(dc, "section has wrong type:", idx, true);
		return (NULL);
	}
	return (sec);
}

static const void *
dof_data(dof_ctx_t *dc, const dof_sec_t *sec)
{
	return (dc->base + sec->dofs_offset);
}

/* Check header and section headers. */
static int
dof_check_header(dof_ctx_t *dc)
{
	const dof_hdr_t *h;
	uint64_t secbytes;
	uint32_t i;

	if (dc->size < sizeof (dof_hdr_t))
		return (dof_error(dc, "truncated header", 0, false));
	h = (const dof_hdr_t *)(const void *)dc->base;
	dc->hdr = h;

	if (h->dofh_ident[DOF_ID_MAG0] != DOF_MAG_MAG0 ||
	    h->dofh_ident[DOF_ID_MAG1] != DOF_MAG_MAG1 ||
	    h->dofh_ident[DOF_ID_MAG2] != DOF_MAG_MAG2 ||
	    h->dofh_ident[DOF_ID_MAG3] != DOF_MAG_MAG3)
		return (dof_error(dc, "DOF magic string mismatch", 0, false));
	if (h->dofh_ident[DOF_ID_MODEL] != DOF_MODEL_NATIVE)
		return (dof_error(dc, "DOF has invalid data model", 0, false));
	if (h->dofh_ident[DOF_ID_ENCODING] != DOF_ENCODE_NATIVE)
		return (dof_error(dc, "DOF encoding mismatch", 0, false));
	if (h->dofh_ident[DOF_ID_VERSION] != DOF_VERSION_1 &&
	    h->dofh_ident[DOF_ID_VERSION] != DOF_VERSION_2)
		return (dof_error(dc, "DOF version mismatch", 0, false));
	if (h->dofh_ident[DOF_ID_DIFVERS] != DIF_VERSION_1 &&
	    h->dofh_ident[DOF_ID_DIFVERS] != DIF_VERSION_2)
		return (dof_error(dc, "DOF uses unsupported DIF version", 0,
		    false));
	if (h->dofh_ident[DOF_ID_DIFIREG] > DIF_DIR_NREGS)
		return (dof_error(dc, "DOF uses too many integer registers",
		    0, false));
	if (h->dofh_ident[DOF_ID_DIFTREG] > DIF_DTR_NREGS)
		return (dof_error(dc, "DOF uses too many tuple registers", 0,
		    false));
	for (i = DOF_ID_PAD; i < DOF_ID_SIZE; i++) {
		if (h->dofh_ident[i] != 0)
			return (dof_error(dc, "DOF has invalid ident byte", i,
			    true));
	}
	if (h->dofh_flags & ~DOF_FL_VALID)
		return (dof_error(dc, "DOF has invalid flag bits", 0, false));
	if (h->dofh_hdrsize != sizeof (dof_hdr_t))
		return (dof_error(dc, "DOF header size mismatch", 0, false));
	if (h->dofh_secsize != sizeof (dof_sec_t))
		return (dof_error(dc, "DOF section header size mismatch", 0,
		    false));
	if (h->dofh_filesz > dc->size)
		return (dof_error(dc, "DOF file size exceeds image size", 0,
		    false));
	if (h->dofh_loadsz > h->dofh_filesz)
		return (dof_error(dc, "DOF load size exceeds file size", 0,
		    false));
	dc->size = h->dofh_loadsz;	/* only the loadable part is used */
	if (h->dofh_secnum > DTRACE_DOF_MAXSECS)
		return (dof_error(dc, "DOF has too many sections", 0, false));
	if (h->dofh_secoff & 7)
		return (dof_error(dc, "DOF section headers misaligned", 0,
		    false));
	secbytes = (uint64_t)h->dofh_secnum * sizeof (dof_sec_t);
	if (h->dofh_secoff < sizeof (dof_hdr_t) ||
	    !dof_inrange(h->dofh_secoff, secbytes, dc->size))
		return (dof_error(dc, "truncated section headers", 0, false));
	dc->secs = (const dof_sec_t *)(const void *)(dc->base +
	    h->dofh_secoff);
	dc->nsecs = h->dofh_secnum;

	for (i = 0; i < dc->nsecs; i++) {
		const dof_sec_t *s = &dc->secs[i];

		if (!(s->dofs_flags & DOF_SECF_LOAD))
			continue;	/* not ours to read */
		if (s->dofs_flags & ~DOF_SECF_LOAD)
			return (dof_error(dc, "invalid section flags:", i,
			    true));
		if (s->dofs_align == 0 || (s->dofs_align & (s->dofs_align - 1)))
			return (dof_error(dc, "bad section alignment:", i,
			    true));
		if (s->dofs_align > 8 || (s->dofs_offset & (s->dofs_align - 1)))
			return (dof_error(dc, "misaligned section:", i, true));
		if (!dof_inrange(s->dofs_offset, s->dofs_size, dc->size))
			return (dof_error(dc, "corrupt section header:", i,
			    true));
		if (s->dofs_offset < sizeof (dof_hdr_t) && s->dofs_size != 0)
			return (dof_error(dc, "section overlaps header:", i,
			    true));
		if (s->dofs_type == DOF_SECT_STRTAB && s->dofs_size != 0 &&
		    dc->base[s->dofs_offset + s->dofs_size - 1] != '\0')
			return (dof_error(dc, "non-terminating string table:",
			    i, true));
	}
	return (0);
}

/* A NUL-terminated string at @off of string table @strsec, or NULL. */
static const char *
dof_string(dof_ctx_t *dc, dof_secidx_t strsec, uint64_t off)
{
	const dof_sec_t *s = dof_sect(dc, strsec, DOF_SECT_STRTAB);

	if (s == NULL)
		return (NULL);
	if (off >= s->dofs_size) {
		dof_error(dc, "invalid string offset", off, true);
		return (NULL);
	}
	return ((const char *)dof_data(dc, s) + off);
}

/* Copy a table section into a fresh allocation of exactly its size. */
static int
dof_copy_table(dof_ctx_t *dc, const dof_sec_t *s, size_t entsize,
    void **tabp, uint32_t *countp)
{
	uint64_t n;

	*tabp = NULL;
	*countp = 0;
	if (entsize != 0) {
		if (s->dofs_entsize != entsize)
			return (dof_error(dc, "bad entry size in section type",
			    s->dofs_type, true));
		if (dtrace_umod64(s->dofs_size, entsize) != 0)
			return (dof_error(dc, "truncated table in section type",
			    s->dofs_type, true));
		n = dtrace_udiv64(s->dofs_size, entsize);
	} else {
		n = s->dofs_size;
	}
	if (n > UINT32_MAX / 16)
		return (dof_error(dc, "oversized table", 0, false));
	*countp = (uint32_t)n;
	*tabp = NULL;
	if (s->dofs_size == 0)
		return (0);
	*tabp = dtrace_os_alloc((size_t)s->dofs_size);
	if (*tabp == NULL)
		return (DTRACE_ENOMEM);
	dtrace_memcpy(*tabp, dof_data(dc, s), (size_t)s->dofs_size);
	return (0);
}

/*
 * Build and validate the DIFO of DIFOHDR section @idx.  Returns 0 and
 * *@dpp, or an errno value.
 */
static int
dof_difo(dof_ctx_t *dc, dof_secidx_t idx, dtrace_difo_t **dpp)
{
	const dof_sec_t *hs = dof_sect(dc, idx, DOF_SECT_DIFOHDR);
	const dof_difohdr_t *dh;
	dtrace_difo_t *dp;
	uint64_t nlinks, i;
	bool seen_dif = false, seen_int = false, seen_str = false,
	    seen_var = false;
	int err;

	*dpp = NULL;
	if (hs == NULL)
		return (DTRACE_EINVAL);
	if (hs->dofs_align < 4 ||
	    hs->dofs_size < sizeof (dof_difohdr_t) ||
	    (hs->dofs_size - sizeof (dtrace_diftype_t)) %
	    sizeof (dof_secidx_t) != 0)
		return (dof_error(dc, "bad DIFO header section:", idx, true));
	dh = dof_data(dc, hs);
	nlinks = (hs->dofs_size - sizeof (dtrace_diftype_t)) /
	    sizeof (dof_secidx_t);

	dp = dtrace_os_alloc(sizeof (*dp));
	if (dp == NULL)
		return (DTRACE_ENOMEM);
	dp->dtdo_rtype = dh->dofd_rtype;

	for (i = 0; i < nlinks; i++) {
		const dof_sec_t *s = dof_sect(dc, dh->dofd_links[i],
		    DOF_SECT_NONE);
		void *tab = NULL;
		uint32_t n = 0;

		if (s == NULL) {
			err = DTRACE_EINVAL;
			goto fail;
		}
		switch (s->dofs_type) {
		case DOF_SECT_DIF:
			if (seen_dif || s->dofs_align < sizeof (dif_instr_t))
				goto badlink;
			seen_dif = true;
			err = dof_copy_table(dc, s, sizeof (dif_instr_t), &tab,
			    &n);
			dp->dtdo_buf = tab;
			dp->dtdo_len = n;
			break;
		case DOF_SECT_INTTAB:
			if (seen_int || s->dofs_align < sizeof (uint64_t))
				goto badlink;
			seen_int = true;
			err = dof_copy_table(dc, s, sizeof (uint64_t), &tab,
			    &n);
			dp->dtdo_inttab = tab;
			dp->dtdo_intlen = n;
			break;
		case DOF_SECT_STRTAB:
			if (seen_str)
				goto badlink;
			seen_str = true;
			err = dof_copy_table(dc, s, 0, &tab, &n);
			dp->dtdo_strtab = tab;
			dp->dtdo_strlen = n;
			break;
		case DOF_SECT_VARTAB:
			if (seen_var || s->dofs_align < sizeof (uint32_t))
				goto badlink;
			seen_var = true;
			err = dof_copy_table(dc, s, sizeof (dtrace_difv_t),
			    &tab, &n);
			dp->dtdo_vartab = tab;
			dp->dtdo_varlen = n;
			break;
		default:
			/* other links (e.g. type tables) are not needed */
			err = 0;
			break;
		}
		if (err != 0)
			goto fail;
	}
	if (!seen_dif || dp->dtdo_len == 0) {
		err = dof_error(dc, "DIFO has no code:", idx, true);
		goto fail;
	}
	if (dtrace_difo_validate(dp, NULL, DTRACE_DIF_NREGS, dc->err,
	    dc->errlen) != 0) {
		err = DTRACE_EINVAL;
		goto fail;
	}
	*dpp = dp;
	return (0);

badlink:
	err = dof_error(dc, "bad or duplicate DIFO link in section", idx,
	    true);
fail:
	dtrace_difo_free(dp);
	return (err);
}

static int
dof_probedesc(dof_ctx_t *dc, dof_secidx_t idx, dtrace_probedesc_t *pd)
{
	const dof_sec_t *s = dof_sect(dc, idx, DOF_SECT_PROBEDESC);
	const dof_probedesc_t *p;
	const char *str;

	if (s == NULL)
		return (DTRACE_EINVAL);
	if (s->dofs_align < sizeof (uint32_t) ||
	    s->dofs_size < sizeof (dof_probedesc_t))
		return (dof_error(dc, "bad probe description section:", idx,
		    true));
	p = dof_data(dc, s);
	dtrace_bzero(pd, sizeof (*pd));
	pd->dtpd_id = p->dofp_id;
	if ((str = dof_string(dc, p->dofp_strtab, p->dofp_provider)) == NULL)
		return (DTRACE_EINVAL);
	dtrace_strlcpy(pd->dtpd_provider, str, sizeof (pd->dtpd_provider));
	if ((str = dof_string(dc, p->dofp_strtab, p->dofp_mod)) == NULL)
		return (DTRACE_EINVAL);
	dtrace_strlcpy(pd->dtpd_mod, str, sizeof (pd->dtpd_mod));
	if ((str = dof_string(dc, p->dofp_strtab, p->dofp_func)) == NULL)
		return (DTRACE_EINVAL);
	dtrace_strlcpy(pd->dtpd_func, str, sizeof (pd->dtpd_func));
	if ((str = dof_string(dc, p->dofp_strtab, p->dofp_name)) == NULL)
		return (DTRACE_EINVAL);
	dtrace_strlcpy(pd->dtpd_name, str, sizeof (pd->dtpd_name));
	return (0);
}

/* Action kinds this framework implements (others: EINVAL at enable). */
static bool
dof_action_supported(uint32_t kind)
{
	switch (kind) {
	case DTRACEACT_DIFEXPR:
	case DTRACEACT_PRINTF:
	case DTRACEACT_EXIT:
	case DTRACEACT_LIBACT:		/* recorded like DIFEXPR; libdtrace acts */
	case DTRACEACT_TRACEMEM:	/* dofa_arg bytes at the DIFO's address */
	case DTRACEACT_PRINTA:		/* aggregation variable id, format */
	case DTRACEACT_SPECULATE:	/* speculations: dtrace_speculation.c */
	case DTRACEACT_COMMIT:
	case DTRACEACT_DISCARD:
	case DTRACEACT_SYSTEM:		/* destructive (-w): printf-like, */
	case DTRACEACT_FREOPEN:		/* carried out by the consumer */
	case DTRACEACT_STOP:		/* requests to the OS layer */
	case DTRACEACT_RAISE:
	case DTRACEACT_CHILL:		/* spins in probe context */
	case DTRACEACT_BREAKPOINT:	/* kernel destructive: the OS layer, */
	case DTRACEACT_PANIC:		/* if it opts in (dtrace_os_kdestructive) */
		return (true);
	default:
		if (dtrace_stackact_kind(kind))	/* stack(), usym()...: pid helper */
			return (true);
		return (DTRACEACT_ISAGG(kind) && kind >= DTRACEAGG_COUNT &&
		    kind <= DTRACEAGG_LLQUANTIZE);
	}
}

static int
dof_actions(dof_ctx_t *dc, dof_secidx_t idx, dtrace_ecbdesc_t *ed)
{
	const dof_sec_t *s = dof_sect(dc, idx, DOF_SECT_ACTDESC);
	const dof_actdesc_t *ad;
	uint64_t n, i;
	int err;

	if (s == NULL)
		return (DTRACE_EINVAL);
	if (s->dofs_align < sizeof (uint64_t) ||
	    s->dofs_entsize != sizeof (dof_actdesc_t) ||
	    s->dofs_size % sizeof (dof_actdesc_t) != 0 ||
	    s->dofs_size == 0)
		return (dof_error(dc, "bad action description section:", idx,
		    true));
	n = s->dofs_size / sizeof (dof_actdesc_t);
	if (n > 65535)
		return (dof_error(dc, "too many actions in section", idx,
		    true));
	ed->dted_action = dtrace_os_alloc(n * sizeof (dtrace_actdesc_t));
	if (ed->dted_action == NULL)
		return (DTRACE_ENOMEM);
	ed->dted_naction = (uint32_t)n;
	ad = dof_data(dc, s);

	for (i = 0; i < n; i++) {
		dtrace_actdesc_t *a = &ed->dted_action[i];

		a->dtad_kind = (dtrace_actkind_t)ad[i].dofa_kind;
		a->dtad_ntuple = ad[i].dofa_ntuple;
		a->dtad_arg = ad[i].dofa_arg;
		a->dtad_uarg = ad[i].dofa_uarg;
		if (ad[i].dofa_kind > 0xffff ||
		    !dof_action_supported(ad[i].dofa_kind))
			return (dof_error(dc, "unsupported action kind",
			    ad[i].dofa_kind, true));

		if (ad[i].dofa_kind == DTRACEACT_PRINTA &&
		    ad[i].dofa_strtab == DOF_SECIDX_NONE) {
			/* printa() without a format */
		} else if (DTRACEACT_ISPRINTFLIKE(ad[i].dofa_kind)) {
			const char *fmt = dof_string(dc, ad[i].dofa_strtab,
			    ad[i].dofa_arg);

			if (fmt == NULL)
				return (DTRACE_EINVAL);
			a->dtad_str = dtrace_strdup(fmt);
			if (a->dtad_str == NULL)
				return (DTRACE_ENOMEM);
		}
		if (ad[i].dofa_difo != DOF_SECIDX_NONE) {
			err = dof_difo(dc, ad[i].dofa_difo, &a->dtad_difo);
			if (err != 0)
				return (err);
		} else if (ad[i].dofa_kind == DTRACEACT_EXIT ||
		    ad[i].dofa_kind == DTRACEACT_TRACEMEM) {
			return (dof_error(dc, "action without DIFO, kind",
			    ad[i].dofa_kind, true));
		}
	}
	return (0);
}

static int
dof_ecbdesc(dof_ctx_t *dc, uint32_t idx, dtrace_ecbdesc_t *ed)
{
	const dof_sec_t *s = &dc->secs[idx];
	const dof_ecbdesc_t *e;
	int err;

	if (s->dofs_align < sizeof (uint64_t) ||
	    s->dofs_size < sizeof (dof_ecbdesc_t))
		return (dof_error(dc, "bad ECB description section:", idx,
		    true));
	e = dof_data(dc, s);
	ed->dted_uarg = e->dofe_uarg;
	if ((err = dof_probedesc(dc, e->dofe_probes, &ed->dted_probe)) != 0)
		return (err);
	if (e->dofe_pred != DOF_SECIDX_NONE &&
	    (err = dof_difo(dc, e->dofe_pred, &ed->dted_pred)) != 0)
		return (err);
	if (e->dofe_actions != DOF_SECIDX_NONE &&
	    (err = dof_actions(dc, e->dofe_actions, ed)) != 0)
		return (err);
	return (0);
}

static int
dof_options(dof_ctx_t *dc, uint32_t idx, dtrace_enabling_t *en)
{
	const dof_sec_t *s = &dc->secs[idx];
	const dof_optdesc_t *o;
	uint64_t n, i;
	uint32_t k;
	void *nopts;

	if (s->dofs_align < sizeof (uint64_t) ||
	    s->dofs_entsize != sizeof (dof_optdesc_t) ||
	    s->dofs_size % sizeof (dof_optdesc_t) != 0)
		return (dof_error(dc, "bad option section:", idx, true));
	n = s->dofs_size / sizeof (dof_optdesc_t);
	if (n == 0)
		return (0);
	if (n > DTRACEOPT_MAX * 16)
		return (dof_error(dc, "too many options", 0, false));
	o = dof_data(dc, s);
	nopts = dtrace_os_alloc((en->dten_nopts + n) *
	    sizeof (en->dten_opts[0]));
	if (nopts == NULL)
		return (DTRACE_ENOMEM);
	if (en->dten_opts != NULL) {
		dtrace_memcpy(nopts, en->dten_opts,
		    en->dten_nopts * sizeof (en->dten_opts[0]));
		dtrace_os_free(en->dten_opts,
		    en->dten_nopts * sizeof (en->dten_opts[0]));
	}
	en->dten_opts = nopts;
	for (i = 0; i < n; i++) {
		if (o[i].dofo_option >= DTRACEOPT_MAX)
			return (dof_error(dc, "unrecognized option",
			    o[i].dofo_option, true));
		if (o[i].dofo_strtab != DOF_SECIDX_NONE)
			return (dof_error(dc, "string option not supported",
			    o[i].dofo_option, true));
		if ((dtrace_optval_t)o[i].dofo_value == DTRACEOPT_UNSET)
			continue;
		k = en->dten_nopts++;
		en->dten_opts[k].option = o[i].dofo_option;
		en->dten_opts[k].value = (dtrace_optval_t)o[i].dofo_value;
	}
	return (0);
}

/* Drop the enabling's claim on @dp: a release if it holds it, else a free. */
static void
dtrace_enabling_difo_drop(dtrace_enabling_t *en, dtrace_difo_t *dp)
{
	if (dp == NULL)
		return;
	if (en->dten_vstate != NULL)
		dtrace_difo_release(dp, en->dten_vstate);
	else
		dtrace_difo_free(dp);
}

void
dtrace_enabling_free(dtrace_enabling_t *en)
{
	uint32_t i, j;

	if (en == NULL)
		return;
	for (i = 0; i < en->dten_ndesc; i++) {
		dtrace_ecbdesc_t *ed = &en->dten_desc[i];

		dtrace_enabling_difo_drop(en, ed->dted_pred);
		for (j = 0; j < ed->dted_naction; j++) {
			dtrace_actdesc_t *a = &ed->dted_action[j];

			dtrace_enabling_difo_drop(en, a->dtad_difo);
			dtrace_strfree(a->dtad_str);
		}
		if (ed->dted_action != NULL)
			dtrace_os_free(ed->dted_action,
			    ed->dted_naction * sizeof (dtrace_actdesc_t));
	}
	if (en->dten_desc != NULL)
		dtrace_os_free(en->dten_desc,
		    en->dten_ndesc * sizeof (dtrace_ecbdesc_t));
	if (en->dten_opts != NULL)
		dtrace_os_free(en->dten_opts,
		    en->dten_nopts * sizeof (en->dten_opts[0]));
	dtrace_os_free(en, sizeof (*en));
}

int
dtrace_dof_load(const void *dof, uint64_t size, dtrace_enabling_t **enp,
    char *errbuf, size_t errlen)
{
	dof_ctx_t dc;
	dtrace_enabling_t *en;
	uint32_t i, necb = 0;
	int err;

	*enp = NULL;
	dtrace_bzero(&dc, sizeof (dc));
	dc.base = dof;
	dc.size = size;
	dc.err = errbuf;
	dc.errlen = errlen;
	if (errbuf != NULL && errlen > 0)
		errbuf[0] = '\0';
	if (((uintptr_t)dof & 7) != 0)
		return (dof_error(&dc, "misaligned DOF image", 0, false));
	if ((err = dof_check_header(&dc)) != 0)
		return (err);

	for (i = 0; i < dc.nsecs; i++) {
		if ((dc.secs[i].dofs_flags & DOF_SECF_LOAD) &&
		    dc.secs[i].dofs_type == DOF_SECT_ECBDESC)
			necb++;
	}
	en = dtrace_os_alloc(sizeof (*en));
	if (en == NULL)
		return (DTRACE_ENOMEM);
	if (necb != 0) {
		en->dten_desc = dtrace_os_alloc(necb *
		    sizeof (dtrace_ecbdesc_t));
		if (en->dten_desc == NULL) {
			dtrace_os_free(en, sizeof (*en));
			return (DTRACE_ENOMEM);
		}
	}
	for (i = 0; i < dc.nsecs; i++) {
		const dof_sec_t *s = &dc.secs[i];

		if (!(s->dofs_flags & DOF_SECF_LOAD))
			continue;
		if (s->dofs_type == DOF_SECT_ECBDESC) {
			err = dof_ecbdesc(&dc, i,
			    &en->dten_desc[en->dten_ndesc++]);
		} else if (s->dofs_type == DOF_SECT_OPTDESC) {
			err = dof_options(&dc, i, en);
		} else {
			err = 0;
		}
		if (err != 0) {
			dtrace_enabling_free(en);
			return (err);
		}
	}
	*enp = en;
	return (0);
}

/*
 * Build a DOF image with a header, one OPTDESC section and @state's set
 * options (DTRACEIOC_DOFGET).
 */
int
dtrace_dof_options(dtrace_state_t *state, void **dofp, size_t *sizep)
{
	uint32_t i, nopt = 0;
	size_t size;
	char *buf;
	dof_hdr_t *h;
	dof_sec_t *sec;
	dof_optdesc_t *opt;

	for (i = 0; i < DTRACEOPT_MAX; i++) {
		if (state->dts_options[i] != DTRACEOPT_UNSET)
			nopt++;
	}
	size = sizeof (dof_hdr_t) + sizeof (dof_sec_t) +
	    nopt * sizeof (dof_optdesc_t);
	buf = dtrace_os_alloc(size);
	if (buf == NULL)
		return (DTRACE_ENOMEM);
	h = (dof_hdr_t *)(void *)buf;
	h->dofh_ident[DOF_ID_MAG0] = DOF_MAG_MAG0;
	h->dofh_ident[DOF_ID_MAG1] = DOF_MAG_MAG1;
	h->dofh_ident[DOF_ID_MAG2] = DOF_MAG_MAG2;
	h->dofh_ident[DOF_ID_MAG3] = DOF_MAG_MAG3;
	h->dofh_ident[DOF_ID_MODEL] = DOF_MODEL_NATIVE;
	h->dofh_ident[DOF_ID_ENCODING] = DOF_ENCODE_NATIVE;
	h->dofh_ident[DOF_ID_VERSION] = DOF_VERSION;
	h->dofh_ident[DOF_ID_DIFVERS] = DIF_VERSION;
	h->dofh_ident[DOF_ID_DIFIREG] = DIF_DIR_NREGS;
	h->dofh_ident[DOF_ID_DIFTREG] = DIF_DTR_NREGS;
	h->dofh_flags = DOF_FL_VALID;
	h->dofh_hdrsize = sizeof (dof_hdr_t);
	h->dofh_secsize = sizeof (dof_sec_t);
	h->dofh_secnum = 1;
	h->dofh_secoff = sizeof (dof_hdr_t);
	h->dofh_loadsz = size;
	h->dofh_filesz = size;
	sec = (dof_sec_t *)(void *)(buf + sizeof (dof_hdr_t));
	sec->dofs_type = DOF_SECT_OPTDESC;
	sec->dofs_align = sizeof (uint64_t);
	sec->dofs_flags = DOF_SECF_LOAD;
	sec->dofs_entsize = sizeof (dof_optdesc_t);
	sec->dofs_offset = sizeof (dof_hdr_t) + sizeof (dof_sec_t);
	sec->dofs_size = nopt * sizeof (dof_optdesc_t);
	opt = (dof_optdesc_t *)(void *)(buf + sec->dofs_offset);
	for (i = 0; i < DTRACEOPT_MAX; i++) {
		if (state->dts_options[i] == DTRACEOPT_UNSET)
			continue;
		opt->dofo_option = i;
		opt->dofo_strtab = DOF_SECIDX_NONE;
		opt->dofo_value = (uint64_t)state->dts_options[i];
		opt++;
	}
	*dofp = buf;
	*sizep = size;
	return (0);
}
