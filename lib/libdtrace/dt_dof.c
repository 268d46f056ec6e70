/*
 * lib/libdtrace/dt_dof.c -- the DOF writer: compiled program -> DOF image.
 *
 * Where it sits: dt_cg.c builds a list of dt_ecbdesc_t (one per clause and
 * probe description) with their predicate and action DIFOs and calls
 * dt_dof_create(); the image goes into dtrace_prog_t.dp_dof and from there
 * to the framework with DTRACEIOC_ENABLE (common/dtrace_dof.c loads it).
 *
 * Layout written (include/dtrace/dof.h):
 *
 *   dof_hdr_t | dof_sec_t[secnum] | section data, each at its alignment
 *
 * Sections:
 *   0            DOF_SECT_STRTAB: probe description strings and printf-like
 *                formats (offset 0 is "")
 *   per DIFO     DIF, INTTAB (if any), STRTAB, VARTAB (if any), then the
 *                DIFOHDR linking them in that order; a DIFO shared by
 *                several ECB descriptions is written once
 *   per action   one DOF_SECT_ACTDESC array (shared lists written once)
 *   list
 *   per ECB      DOF_SECT_PROBEDESC then DOF_SECT_ECBDESC
 *   options      one DOF_SECT_OPTDESC array when options are given
 *
 * Every section is loadable (DOF_SECF_LOAD), so dofh_loadsz == dofh_filesz.
 * Alignment of each section is that of its widest field; entsize is set
 * for arrays (DIF, INTTAB, VARTAB, ACTDESC, OPTDESC).
 */
#include <stdlib.h>
#include <string.h>

#include "dt_difo.h"

typedef struct dt_dofsec {
	uint32_t ds_type, ds_align, ds_entsize;
	void *ds_data;			/* owned copy of the data */
	uint64_t ds_size;
} dt_dofsec_t;

typedef struct dt_dofmemo {
	const void *dm_key;		/* DIFO or action list */
	dof_secidx_t dm_sec;		/* section written for it */
} dt_dofmemo_t;

typedef struct dt_dofw {
	dt_dofsec_t *dw_secs;
	uint32_t dw_nsecs, dw_seccap;
	char *dw_str;			/* the DOF string table */
	size_t dw_strlen, dw_strcap;
	dt_dofmemo_t *dw_memo;		/* sections already written, by key: */
	size_t dw_nmemo, dw_memocap;	/* open addressing, cap a power of 2 */
	int dw_err;
} dt_dofw_t;

/* Add a section with a copy of @size bytes at @data; returns its index. */
static dof_secidx_t
dt_dof_sect(dt_dofw_t *dw, uint32_t type, uint32_t align, uint32_t entsize,
    const void *data, uint64_t size)
{
	dt_dofsec_t *s;

	if (dw->dw_err)
		return (DOF_SECIDX_NONE);
	if (dw->dw_nsecs == dw->dw_seccap) {
		uint32_t cap = dw->dw_seccap ? dw->dw_seccap * 2 : 32;
		void *n = realloc(dw->dw_secs, cap * sizeof (dt_dofsec_t));

		if (n == NULL) {
			dw->dw_err = 1;
			return (DOF_SECIDX_NONE);
		}
		dw->dw_secs = n;
		dw->dw_seccap = cap;
	}
	s = &dw->dw_secs[dw->dw_nsecs];
	memset(s, 0, sizeof (*s));
	s->ds_type = type;
	s->ds_align = align;
	s->ds_entsize = entsize;
	s->ds_size = size;
	if (size != 0) {
		if ((s->ds_data = malloc(size)) == NULL) {
			dw->dw_err = 1;
			return (DOF_SECIDX_NONE);
		}
		if (data != NULL)
			memcpy(s->ds_data, data, size);
		else
			memset(s->ds_data, 0, size);
	}
	return (dw->dw_nsecs++);
}

/* Offset of @s in the DOF string table, adding it once. */
static dof_stridx_t
dt_dof_str(dt_dofw_t *dw, const char *s)
{
	size_t len = strlen(s), off = 0;

	if (len == 0)
		return (0);
	while (off < dw->dw_strlen) {
		size_t elen = strlen(dw->dw_str + off);

		if (elen == len && memcmp(dw->dw_str + off, s, len) == 0)
			return ((dof_stridx_t)off);
		off += elen + 1;
	}
	if (dw->dw_strlen + len + 1 > dw->dw_strcap) {
		size_t cap = dw->dw_strcap ? dw->dw_strcap : 256;
		char *n;

		while (cap < dw->dw_strlen + len + 1)
			cap *= 2;
		if ((n = realloc(dw->dw_str, cap)) == NULL) {
			dw->dw_err = 1;
			return (0);
		}
		dw->dw_str = n;
		dw->dw_strcap = cap;
	}
	off = dw->dw_strlen;
	memcpy(dw->dw_str + off, s, len + 1);
	dw->dw_strlen += len + 1;
	return ((dof_stridx_t)off);
}

/*
 * The memo of sections already written for a DIFO or an action list (so a
 * shared one is written once): a hash table on the pointer, so that a
 * program of N clauses or statements is written in O(N), not O(N^2).
 * Returns the slot of @key, or the empty slot where it would go.
 */
static size_t
dt_dof_memo_slot(const dt_dofw_t *dw, const void *key)
{
	size_t mask = dw->dw_memocap - 1;
	size_t i = (size_t)(((uintptr_t)key >> 4) * 0x9e3779b97f4a7c15ULL) &
	    mask;

	while (dw->dw_memo[i].dm_key != NULL && dw->dw_memo[i].dm_key != key)
		i = (i + 1) & mask;
	return (i);
}

static dof_secidx_t
dt_dof_memo_find(dt_dofw_t *dw, const void *key)
{
	size_t i;

	if (dw->dw_memocap == 0)
		return (DOF_SECIDX_NONE);
	i = dt_dof_memo_slot(dw, key);
	return (dw->dw_memo[i].dm_key == key ? dw->dw_memo[i].dm_sec :
	    DOF_SECIDX_NONE);
}

static void
dt_dof_memo_add(dt_dofw_t *dw, const void *key, dof_secidx_t sec)
{
	size_t i;

	if (2 * (dw->dw_nmemo + 1) > dw->dw_memocap) {
		dt_dofw_t old = *dw;
		size_t cap = dw->dw_memocap ? dw->dw_memocap * 2 : 64;

		if ((dw->dw_memo = calloc(cap, sizeof (dt_dofmemo_t))) ==
		    NULL) {
			dw->dw_memo = old.dw_memo;
			dw->dw_err = 1;
			return;
		}
		dw->dw_memocap = cap;
		for (i = 0; i < old.dw_memocap; i++) {
			if (old.dw_memo[i].dm_key != NULL)
				dw->dw_memo[dt_dof_memo_slot(dw,
				    old.dw_memo[i].dm_key)] = old.dw_memo[i];
		}
		free(old.dw_memo);
	}
	i = dt_dof_memo_slot(dw, key);
	dw->dw_memo[i].dm_key = key;
	dw->dw_memo[i].dm_sec = sec;
	dw->dw_nmemo++;
}

/* Write DIFO @dp's sections and its DIFOHDR; returns the DIFOHDR index. */
static dof_secidx_t
dt_dof_difo(dt_dofw_t *dw, const dt_difo_t *dp)
{
	dof_secidx_t links[4], sec;
	unsigned int n = 0, i;
	dof_difohdr_t *hdr;
	size_t hsize;

	if (dp == NULL)
		return (DOF_SECIDX_NONE);
	if ((sec = dt_dof_memo_find(dw, dp)) != DOF_SECIDX_NONE)
		return (sec);

	links[n++] = dt_dof_sect(dw, DOF_SECT_DIF, sizeof (dif_instr_t),
	    sizeof (dif_instr_t), dp->dtdo_buf,
	    (uint64_t)dp->dtdo_len * sizeof (dif_instr_t));
	if (dp->dtdo_intlen != 0) {
		links[n++] = dt_dof_sect(dw, DOF_SECT_INTTAB,
		    sizeof (uint64_t), sizeof (uint64_t), dp->dtdo_inttab,
		    (uint64_t)dp->dtdo_intlen * sizeof (uint64_t));
	}
	if (dp->dtdo_strlen != 0) {
		links[n++] = dt_dof_sect(dw, DOF_SECT_STRTAB, 1, 0,
		    dp->dtdo_strtab, dp->dtdo_strlen);
	}
	if (dp->dtdo_varlen != 0) {
		links[n++] = dt_dof_sect(dw, DOF_SECT_VARTAB,
		    sizeof (uint32_t), sizeof (dtrace_difv_t), dp->dtdo_vartab,
		    (uint64_t)dp->dtdo_varlen * sizeof (dtrace_difv_t));
	}

	hsize = sizeof (dof_difohdr_t) + (n - 1) * sizeof (dof_secidx_t);
	if ((hdr = calloc(1, hsize)) == NULL) {
		dw->dw_err = 1;
		return (DOF_SECIDX_NONE);
	}
	hdr->dofd_rtype = dp->dtdo_rtype;
	for (i = 0; i < n; i++)
		hdr->dofd_links[i] = links[i];
	sec = dt_dof_sect(dw, DOF_SECT_DIFOHDR, sizeof (dof_secidx_t), 0,
	    hdr, hsize);
	free(hdr);
	dt_dof_memo_add(dw, dp, sec);
	return (sec);
}

/* Write the ACTDESC array for the action list @ap; returns its index. */
static dof_secidx_t
dt_dof_actions(dt_dofw_t *dw, const dt_actdesc_t *ap, dof_secidx_t strsec)
{
	const dt_actdesc_t *a;
	dof_actdesc_t *descs;
	dof_secidx_t sec;
	size_t n = 0, i = 0;

	if (ap == NULL)
		return (DOF_SECIDX_NONE);
	if ((sec = dt_dof_memo_find(dw, ap)) != DOF_SECIDX_NONE)
		return (sec);

	for (a = ap; a != NULL; a = a->dad_next)
		n++;
	if ((descs = calloc(n, sizeof (dof_actdesc_t))) == NULL) {
		dw->dw_err = 1;
		return (DOF_SECIDX_NONE);
	}
	for (a = ap; a != NULL; a = a->dad_next, i++) {
		dof_actdesc_t *d = &descs[i];

		d->dofa_difo = dt_dof_difo(dw, a->dad_difo);
		d->dofa_kind = a->dad_kind;
		d->dofa_ntuple = a->dad_ntuple;
		d->dofa_uarg = a->dad_uarg;
		if (a->dad_fmt != NULL) {
			d->dofa_strtab = strsec;
			d->dofa_arg = dt_dof_str(dw, a->dad_fmt);
		} else {
			d->dofa_strtab = DOF_SECIDX_NONE;
			d->dofa_arg = a->dad_arg;
		}
	}
	sec = dt_dof_sect(dw, DOF_SECT_ACTDESC, sizeof (uint64_t),
	    sizeof (dof_actdesc_t), descs, n * sizeof (dof_actdesc_t));
	free(descs);
	dt_dof_memo_add(dw, ap, sec);
	return (sec);
}

int
dt_dof_create(const dt_ecbdesc_t *edp, const dt_dofopt_t *opts,
    size_t nopts, void **dofp, size_t *sizep)
{
	dt_dofw_t dw;
	dof_secidx_t strsec;
	const dt_ecbdesc_t *e;
	uint64_t off;
	dof_hdr_t *hdr;
	dof_sec_t *sh;
	char *img = NULL;
	uint32_t i;
	int rv = -1;

	memset(&dw, 0, sizeof (dw));
	*dofp = NULL;
	*sizep = 0;

	/* Section 0: the string table; its data is filled in at the end. */
	strsec = dt_dof_sect(&dw, DOF_SECT_STRTAB, 1, 0, NULL, 0);
	if ((dw.dw_str = malloc(256)) == NULL)
		goto out;
	dw.dw_strcap = 256;
	dw.dw_str[0] = '\0';		/* offset 0 is "" */
	dw.dw_strlen = 1;

	for (e = edp; e != NULL && !dw.dw_err; e = e->ded_next) {
		dof_probedesc_t pd;
		dof_ecbdesc_t ed;

		memset(&ed, 0, sizeof (ed));
		ed.dofe_pred = dt_dof_difo(&dw, e->ded_pred);
		ed.dofe_actions = dt_dof_actions(&dw, e->ded_actions, strsec);
		ed.dofe_uarg = e->ded_uarg;

		memset(&pd, 0, sizeof (pd));
		pd.dofp_strtab = strsec;
		pd.dofp_provider = dt_dof_str(&dw, e->ded_probe.dtpd_provider);
		pd.dofp_mod = dt_dof_str(&dw, e->ded_probe.dtpd_mod);
		pd.dofp_func = dt_dof_str(&dw, e->ded_probe.dtpd_func);
		pd.dofp_name = dt_dof_str(&dw, e->ded_probe.dtpd_name);
		pd.dofp_id = e->ded_probe.dtpd_id;
		ed.dofe_probes = dt_dof_sect(&dw, DOF_SECT_PROBEDESC,
		    sizeof (dof_secidx_t), 0, &pd, sizeof (pd));

		(void) dt_dof_sect(&dw, DOF_SECT_ECBDESC, sizeof (uint64_t), 0,
		    &ed, sizeof (ed));
	}

	if (nopts != 0 && !dw.dw_err) {
		dof_optdesc_t *od = calloc(nopts, sizeof (dof_optdesc_t));

		if (od == NULL) {
			dw.dw_err = 1;
		} else {
			for (i = 0; i < nopts; i++) {
				od[i].dofo_option = opts[i].ddo_option;
				od[i].dofo_strtab = DOF_SECIDX_NONE;
				od[i].dofo_value = opts[i].ddo_value;
			}
			(void) dt_dof_sect(&dw, DOF_SECT_OPTDESC,
			    sizeof (uint64_t), sizeof (dof_optdesc_t), od,
			    nopts * sizeof (dof_optdesc_t));
			free(od);
		}
	}

	if (dw.dw_err || dw.dw_str == NULL)
		goto out;

	/* Hand the string table's bytes to section 0. */
	dw.dw_secs[strsec].ds_data = dw.dw_str;
	dw.dw_secs[strsec].ds_size = dw.dw_strlen;
	dw.dw_str = NULL;

	/* Lay out: header, section headers, then aligned data. */
	off = sizeof (dof_hdr_t) + (uint64_t)dw.dw_nsecs * sizeof (dof_sec_t);
	for (i = 0; i < dw.dw_nsecs; i++) {
		uint32_t a = dw.dw_secs[i].ds_align ? dw.dw_secs[i].ds_align : 1;

		off = (off + a - 1) & ~((uint64_t)a - 1);
		off += dw.dw_secs[i].ds_size;
	}
	off = (off + 7) & ~(uint64_t)7;

	if ((img = calloc(1, off)) == NULL)
		goto out;

	hdr = (dof_hdr_t *)(void *)img;
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
	hdr->dofh_flags = 0;
	hdr->dofh_hdrsize = sizeof (dof_hdr_t);
	hdr->dofh_secsize = sizeof (dof_sec_t);
	hdr->dofh_secnum = dw.dw_nsecs;
	hdr->dofh_secoff = sizeof (dof_hdr_t);
	hdr->dofh_loadsz = off;
	hdr->dofh_filesz = off;

	sh = (dof_sec_t *)(void *)(img + sizeof (dof_hdr_t));
	off = sizeof (dof_hdr_t) + (uint64_t)dw.dw_nsecs * sizeof (dof_sec_t);
	for (i = 0; i < dw.dw_nsecs; i++) {
		const dt_dofsec_t *s = &dw.dw_secs[i];
		uint32_t a = s->ds_align ? s->ds_align : 1;

		off = (off + a - 1) & ~((uint64_t)a - 1);
		sh[i].dofs_type = s->ds_type;
		sh[i].dofs_align = a;
		sh[i].dofs_flags = DOF_SECF_LOAD;
		sh[i].dofs_entsize = s->ds_entsize;
		sh[i].dofs_offset = off;
		sh[i].dofs_size = s->ds_size;
		if (s->ds_size != 0)
			memcpy(img + off, s->ds_data, s->ds_size);
		off += s->ds_size;
	}

	*dofp = img;
	*sizep = hdr->dofh_filesz;
	rv = 0;
out:
	for (i = 0; i < dw.dw_nsecs; i++)
		free(dw.dw_secs[i].ds_data);
	free(dw.dw_secs);
	free(dw.dw_str);
	free(dw.dw_memo);
	return (rv);
}
