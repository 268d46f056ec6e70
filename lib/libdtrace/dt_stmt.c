/*
 * lib/libdtrace/dt_stmt.c -- a compiled program as the reference's list of
 * statements: dtrace_stmt_iter(), dtrace_stmt_create(),
 * dtrace_stmt_action(), dtrace_stmt_add(), dtrace_stmt_destroy().
 *
 * Where it sits: the compiler leaves a program as a DOF image
 * (dtrace_prog_t.dp_dof, written by dt_dof.c).  The first statement call
 * on a program reads that image back: one statement per ECBDESC section,
 * its probe description, predicate and actions, with each DIFO decoded
 * into a dt_difo_t (shown to callers as the opaque dtrace_difo_t).  Once a
 * statement was added, dtrace_program_exec() (dt_program.c) has the image
 * rewritten from the statements by dt_dof_create() before enabling it; a
 * program nobody added to keeps the compiler's image byte for byte.
 *
 * Ownership: a program's statement list owns the statements in it, the
 * ECB descriptions and actions this file made, and the decoded DIFOs; all
 * are freed with the program (dt_stmt_prog_free(), from dt_cc.c).
 * ECB descriptions a caller made stay the caller's.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_difo.h"

typedef struct dt_stmtlist {
	dtrace_stmtdesc_t **sl_stmts;	/* in program order */
	size_t sl_nstmts, sl_stmtcap;
	dtrace_ecbdesc_t **sl_ecbs;	/* ECB descriptions made here */
	size_t sl_necbs, sl_ecbcap;
	dt_difo_t **sl_difos;		/* decoded DIFOs */
	size_t sl_ndifos, sl_difocap;
	char **sl_strs;			/* decoded format strings */
	size_t sl_nstrs, sl_strcap;
	int sl_dirty;			/* statements were added */
} dt_stmtlist_t;

/* Append @p to the array *@vp of *@np entries, capacity *@capp. */
static int
dt_stmt_push(void ***vp, size_t *np, size_t *capp, void *p)
{
	if (*np == *capp) {
		size_t cap = *capp ? *capp * 2 : 16;
		void **n = realloc(*vp, cap * sizeof (void *));

		if (n == NULL)
			return (-1);
		*vp = n;
		*capp = cap;
	}
	(*vp)[(*np)++] = p;
	return (0);
}

#define DT_PUSH(sl, f, p) \
	dt_stmt_push((void ***)(void *)&(sl)->sl_##f##s, &(sl)->sl_n##f##s, \
	    &(sl)->sl_##f##cap, (p))

/* ---- reading the DOF image back ------------------------------------------ */

typedef struct dt_dofread {
	const char *dr_img;
	size_t dr_size;
	const dof_sec_t *dr_secs;
	uint32_t dr_nsecs;
	dt_difo_t **dr_difos;		/* decoded, by DIFOHDR section index */
} dt_dofread_t;

/* Section @i if it has type @type and lies inside the image, else NULL. */
static const dof_sec_t *
dt_dofr_sec(const dt_dofread_t *dr, dof_secidx_t i, uint32_t type)
{
	const dof_sec_t *s;

	if (i >= dr->dr_nsecs)
		return (NULL);
	s = &dr->dr_secs[i];
	if (s->dofs_type != type || s->dofs_offset > dr->dr_size ||
	    s->dofs_size > dr->dr_size - s->dofs_offset)
		return (NULL);
	return (s);
}

/* The string at @off of string table section @i, or NULL. */
static const char *
dt_dofr_str(const dt_dofread_t *dr, dof_secidx_t i, uint64_t off)
{
	const dof_sec_t *s = dt_dofr_sec(dr, i, DOF_SECT_STRTAB);
	const char *p;

	if (s == NULL || off >= s->dofs_size)
		return (NULL);
	p = dr->dr_img + s->dofs_offset + off;
	return (memchr(p, '\0', s->dofs_size - off) != NULL ? p : NULL);
}

/* A malloc'd copy of section @s's data (NULL for an empty section). */
static void *
dt_dofr_copy(const dt_dofread_t *dr, const dof_sec_t *s, int *errp)
{
	void *p;

	if (s->dofs_size == 0)
		return (NULL);
	if ((p = malloc(s->dofs_size)) == NULL)
		*errp = EDT_NOMEM;
	else
		memcpy(p, dr->dr_img + s->dofs_offset, s->dofs_size);
	return (p);
}

/* The DIFO of DIFOHDR section @i, decoded once; NULL for NONE. */
static dt_difo_t *
dt_dofr_difo(dt_dofread_t *dr, dt_stmtlist_t *sl, dof_secidx_t i, int *errp)
{
	const dof_sec_t *h, *s;
	const dof_difohdr_t *hdr;
	dt_difo_t *dp;
	size_t n, k;

	if (i == DOF_SECIDX_NONE)
		return (NULL);
	if ((h = dt_dofr_sec(dr, i, DOF_SECT_DIFOHDR)) == NULL ||
	    h->dofs_size < sizeof (dof_difohdr_t)) {
		*errp = EDT_DOFINVAL;
		return (NULL);
	}
	if (dr->dr_difos[i] != NULL)
		return (dr->dr_difos[i]);
	if ((dp = calloc(1, sizeof (*dp))) == NULL) {
		*errp = EDT_NOMEM;
		return (NULL);
	}
	hdr = (const dof_difohdr_t *)(const void *)(dr->dr_img +
	    h->dofs_offset);
	dp->dtdo_rtype = hdr->dofd_rtype;
	n = (h->dofs_size - sizeof (dof_difohdr_t)) / sizeof (dof_secidx_t) +
	    1;
	for (k = 0; k < n && *errp == 0; k++) {
		dof_secidx_t l = hdr->dofd_links[k];

		if (l >= dr->dr_nsecs ||
		    (s = dt_dofr_sec(dr, l, dr->dr_secs[l].dofs_type)) ==
		    NULL) {
			*errp = EDT_DOFINVAL;
			break;
		}
		switch (s->dofs_type) {
		case DOF_SECT_DIF:
			dp->dtdo_buf = dt_dofr_copy(dr, s, errp);
			dp->dtdo_len = (uint32_t)(s->dofs_size /
			    sizeof (dif_instr_t));
			break;
		case DOF_SECT_INTTAB:
			dp->dtdo_inttab = dt_dofr_copy(dr, s, errp);
			dp->dtdo_intlen = (uint32_t)(s->dofs_size /
			    sizeof (uint64_t));
			break;
		case DOF_SECT_STRTAB:
			dp->dtdo_strtab = dt_dofr_copy(dr, s, errp);
			dp->dtdo_strlen = (uint32_t)s->dofs_size;
			break;
		case DOF_SECT_VARTAB:
			dp->dtdo_vartab = dt_dofr_copy(dr, s, errp);
			dp->dtdo_varlen = (uint32_t)(s->dofs_size /
			    sizeof (dtrace_difv_t));
			break;
		default:
			break;
		}
	}
	if (*errp == 0 && DT_PUSH(sl, difo, dp) != 0)
		*errp = EDT_NOMEM;
	if (*errp != 0) {
		dt_difo_free(dp);
		return (NULL);
	}
	dr->dr_difos[i] = dp;
	return (dp);
}

/* Fill @pd from PROBEDESC section @i. */
static int
dt_dofr_probe(const dt_dofread_t *dr, dof_secidx_t i, dtrace_probedesc_t *pd)
{
	const dof_sec_t *s = dt_dofr_sec(dr, i, DOF_SECT_PROBEDESC);
	const dof_probedesc_t *p;
	const char *prov, *mod, *func, *name;

	if (s == NULL || s->dofs_size < sizeof (*p))
		return (-1);
	p = (const dof_probedesc_t *)(const void *)(dr->dr_img +
	    s->dofs_offset);
	prov = dt_dofr_str(dr, p->dofp_strtab, p->dofp_provider);
	mod = dt_dofr_str(dr, p->dofp_strtab, p->dofp_mod);
	func = dt_dofr_str(dr, p->dofp_strtab, p->dofp_func);
	name = dt_dofr_str(dr, p->dofp_strtab, p->dofp_name);
	if (prov == NULL || mod == NULL || func == NULL || name == NULL)
		return (-1);
	memset(pd, 0, sizeof (*pd));
	pd->dtpd_id = p->dofp_id;
	(void) snprintf(pd->dtpd_provider, sizeof (pd->dtpd_provider), "%s",
	    prov);
	(void) snprintf(pd->dtpd_mod, sizeof (pd->dtpd_mod), "%s", mod);
	(void) snprintf(pd->dtpd_func, sizeof (pd->dtpd_func), "%s", func);
	(void) snprintf(pd->dtpd_name, sizeof (pd->dtpd_name), "%s", name);
	return (0);
}

/* One statement from ECBDESC section @s. */
static dtrace_stmtdesc_t *
dt_dofr_stmt(dt_dofread_t *dr, dt_stmtlist_t *sl, const dof_sec_t *s,
    int *errp)
{
	const dof_ecbdesc_t *e = (const dof_ecbdesc_t *)(const void *)
	    (dr->dr_img + s->dofs_offset);
	dtrace_ecbdesc_t *edp;
	dtrace_stmtdesc_t *sdp;
	const dof_sec_t *as;
	size_t n, k;

	if (s->dofs_size < sizeof (*e)) {
		*errp = EDT_DOFINVAL;
		return (NULL);
	}
	if ((edp = calloc(1, sizeof (*edp))) == NULL ||
	    DT_PUSH(sl, ecb, edp) != 0) {
		free(edp);
		*errp = EDT_NOMEM;
		return (NULL);
	}
	if (dt_dofr_probe(dr, e->dofe_probes, &edp->dted_probe) != 0) {
		*errp = EDT_DOFINVAL;
		return (NULL);
	}
	edp->dted_uarg = e->dofe_uarg;
	edp->dted_pred.dtpdd_difo = (dtrace_difo_t *)(void *)
	    dt_dofr_difo(dr, sl, e->dofe_pred, errp);
	if ((sdp = dtrace_stmt_create(NULL, edp)) == NULL) {
		*errp = EDT_NOMEM;
		return (NULL);
	}
	if (e->dofe_actions != DOF_SECIDX_NONE) {
		if ((as = dt_dofr_sec(dr, e->dofe_actions, DOF_SECT_ACTDESC)) ==
		    NULL)
			*errp = EDT_DOFINVAL;
		n = as != NULL ? as->dofs_size / sizeof (dof_actdesc_t) : 0;
		for (k = 0; k < n && *errp == 0; k++) {
			const dof_actdesc_t *a = (const dof_actdesc_t *)
			    (const void *)(dr->dr_img + as->dofs_offset) + k;
			dtrace_actdesc_t *ap;
			const char *fmt;
			char *copy;

			if ((ap = dtrace_stmt_action(NULL, sdp)) == NULL) {
				*errp = EDT_NOMEM;
				break;
			}
			ap->dtad_kind = (dtrace_actkind_t)a->dofa_kind;
			ap->dtad_ntuple = a->dofa_ntuple;
			ap->dtad_uarg = a->dofa_uarg;
			ap->dtad_arg = a->dofa_arg;
			ap->dtad_difo = (dtrace_difo_t *)(void *)
			    dt_dofr_difo(dr, sl, a->dofa_difo, errp);
			if (a->dofa_strtab == DOF_SECIDX_NONE)
				continue;
			if ((fmt = dt_dofr_str(dr, a->dofa_strtab,
			    a->dofa_arg)) == NULL) {
				*errp = EDT_DOFINVAL;
			} else if ((copy = strdup(fmt)) == NULL ||
			    DT_PUSH(sl, str, copy) != 0) {
				free(copy);
				*errp = EDT_NOMEM;
			} else {
				ap->dtad_arg = (uint64_t)(uintptr_t)copy;
			}
		}
	}
	if (*errp != 0 || DT_PUSH(sl, stmt, sdp) != 0) {
		if (*errp == 0)
			*errp = EDT_NOMEM;
		dtrace_stmt_destroy(NULL, sdp);
		return (NULL);
	}
	return (sdp);
}

/* The statements of @pgp, read from its DOF on first use; NULL: error. */
static dt_stmtlist_t *
dt_stmt_list(dtrace_hdl_t *dtp, dtrace_prog_t *pgp)
{
	dt_stmtlist_t *sl;
	dt_dofread_t dr;
	const dof_hdr_t *h;
	uint32_t i;
	int err = 0;

	if (pgp->dp_stmts != NULL)
		return (pgp->dp_stmts);
	if ((sl = calloc(1, sizeof (*sl))) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	pgp->dp_stmts = sl;
	if (pgp->dp_dof == NULL)
		return (sl);		/* an empty program */
	memset(&dr, 0, sizeof (dr));
	dr.dr_img = pgp->dp_dof;
	dr.dr_size = pgp->dp_dofsize;
	h = (const dof_hdr_t *)(const void *)dr.dr_img;
	if (dr.dr_size < sizeof (*h) || h->dofh_secoff > dr.dr_size ||
	    (uint64_t)h->dofh_secnum * sizeof (dof_sec_t) >
	    dr.dr_size - h->dofh_secoff) {
		dt_stmt_prog_free(pgp);	/* no half-read list stays behind */
		(void) dt_set_errno(dtp, EDT_DOFINVAL);
		return (NULL);
	}
	dr.dr_secs = (const dof_sec_t *)(const void *)(dr.dr_img +
	    h->dofh_secoff);
	dr.dr_nsecs = h->dofh_secnum;
	if ((dr.dr_difos = calloc(dr.dr_nsecs + 1, sizeof (dt_difo_t *))) ==
	    NULL) {
		dt_stmt_prog_free(pgp);
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	for (i = 0; i < dr.dr_nsecs && err == 0; i++) {
		if (dr.dr_secs[i].dofs_type == DOF_SECT_ECBDESC &&
		    dt_dofr_sec(&dr, i, DOF_SECT_ECBDESC) != NULL)
			(void) dt_dofr_stmt(&dr, sl, &dr.dr_secs[i], &err);
	}
	free(dr.dr_difos);
	if (err != 0) {
		dt_stmt_prog_free(pgp);
		(void) dt_set_errno(dtp, err);
		return (NULL);
	}
	return (sl);
}

/* ---- the public functions ------------------------------------------------ */

dtrace_stmtdesc_t *
dtrace_stmt_create(dtrace_hdl_t *dtp, dtrace_ecbdesc_t *edp)
{
	const dtrace_attribute_t stable = { DTRACE_STABILITY_STABLE,
	    DTRACE_STABILITY_STABLE, DTRACE_CLASS_COMMON };
	dtrace_stmtdesc_t *sdp;

	if ((sdp = calloc(1, sizeof (*sdp))) == NULL) {
		if (dtp != NULL)
			(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	sdp->dtsd_ecbdesc = edp;
	sdp->dtsd_descattr = stable;
	sdp->dtsd_stmtattr = stable;
	if (edp != NULL)
		edp->dted_refcnt++;
	return (sdp);
}

dtrace_actdesc_t *
dtrace_stmt_action(dtrace_hdl_t *dtp, dtrace_stmtdesc_t *sdp)
{
	dtrace_ecbdesc_t *edp = sdp->dtsd_ecbdesc;
	dtrace_actdesc_t *ap, **pp;

	if ((ap = calloc(1, sizeof (*ap))) == NULL) {
		if (dtp != NULL)
			(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	ap->dtad_refcnt = 1;
	/* after this statement's last action, else at the ECB's end */
	if (sdp->dtsd_action_last != NULL) {
		ap->dtad_next = sdp->dtsd_action_last->dtad_next;
		sdp->dtsd_action_last->dtad_next = ap;
	} else if (edp != NULL) {
		for (pp = &edp->dted_action; *pp != NULL;
		    pp = &(*pp)->dtad_next)
			continue;
		*pp = ap;
	}
	if (sdp->dtsd_action == NULL)
		sdp->dtsd_action = ap;
	sdp->dtsd_action_last = ap;
	return (ap);
}

int
dtrace_stmt_add(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_stmtdesc_t *sdp)
{
	dt_stmtlist_t *sl;

	if (pgp == NULL || sdp == NULL || sdp->dtsd_ecbdesc == NULL)
		return (dt_set_errno(dtp, EINVAL));
	if ((sl = dt_stmt_list(dtp, pgp)) == NULL)
		return (-1);
	if (DT_PUSH(sl, stmt, sdp) != 0)
		return (dt_set_errno(dtp, EDT_NOMEM));
	sl->sl_dirty = 1;
	return (0);
}

int
dtrace_stmt_iter(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_stmt_f *func,
    void *data)
{
	dt_stmtlist_t *sl;
	size_t i;
	int rv;

	if (pgp == NULL || func == NULL)
		return (dt_set_errno(dtp, EINVAL));
	if ((sl = dt_stmt_list(dtp, pgp)) == NULL)
		return (-1);
	/* a callback may add statements: walk by index */
	for (i = 0; i < sl->sl_nstmts; i++) {
		if ((rv = func(dtp, pgp, sl->sl_stmts[i], data)) != 0)
			return (rv);
	}
	return (0);
}

void
dtrace_stmt_destroy(dtrace_hdl_t *dtp, dtrace_stmtdesc_t *sdp)
{
	dtrace_ecbdesc_t *edp;
	dtrace_actdesc_t *ap, *next, *last, **pp;
	int done;

	(void) dtp;
	if (sdp == NULL)
		return;
	edp = sdp->dtsd_ecbdesc;
	if (sdp->dtsd_action != NULL) {
		last = sdp->dtsd_action_last;
		/* unlink this statement's actions from the ECB's list */
		if (edp != NULL) {
			for (pp = &edp->dted_action;
			    *pp != NULL && *pp != sdp->dtsd_action;
			    pp = &(*pp)->dtad_next)
				continue;
			if (*pp != NULL)
				*pp = last->dtad_next;
		}
		for (ap = sdp->dtsd_action; ap != NULL; ap = next) {
			done = ap == last;
			next = ap->dtad_next;
			free(ap);
			if (done)
				break;
		}
	}
	if (edp != NULL)
		edp->dted_refcnt--;
	free(sdp);
}

/* ---- the program's image from its statements ----------------------------- */

int
dt_stmt_prog_sync(dtrace_hdl_t *dtp, dtrace_prog_t *pgp)
{
	dt_stmtlist_t *sl = pgp->dp_stmts;
	dt_ecbdesc_t *ecbs = NULL, **etail = &ecbs, *e;
	dt_actdesc_t **atail, *a;
	void *dof = NULL;
	size_t i, size = 0;
	int rv = -1;

	if (sl == NULL || !sl->sl_dirty)
		return (0);
	for (i = 0; i < sl->sl_nstmts; i++) {
		const dtrace_stmtdesc_t *sdp = sl->sl_stmts[i];
		const dtrace_ecbdesc_t *edp = sdp->dtsd_ecbdesc;
		const dtrace_actdesc_t *ap;

		if ((e = calloc(1, sizeof (*e))) == NULL)
			goto out;
		*etail = e;
		etail = &e->ded_next;
		e->ded_probe = edp->dted_probe;
		e->ded_pred = (dt_difo_t *)(void *)edp->dted_pred.dtpdd_difo;
		e->ded_uarg = edp->dted_uarg;
		atail = &e->ded_actions;
		for (ap = sdp->dtsd_action; ap != NULL; ap = ap->dtad_next) {
			if ((a = calloc(1, sizeof (*a))) == NULL)
				goto out;
			*atail = a;
			atail = &a->dad_next;
			a->dad_difo = (dt_difo_t *)(void *)ap->dtad_difo;
			a->dad_kind = ap->dtad_kind;
			a->dad_ntuple = ap->dtad_ntuple;
			a->dad_uarg = ap->dtad_uarg;
			if (DTRACEACT_ISPRINTFLIKE(ap->dtad_kind) &&
			    ap->dtad_arg != 0)
				a->dad_fmt = (char *)(uintptr_t)ap->dtad_arg;
			else
				a->dad_arg = ap->dtad_arg;
			if (ap == sdp->dtsd_action_last)
				break;
		}
	}
	if (dt_dof_create(ecbs, NULL, 0, &dof, &size) != 0) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	free(pgp->dp_dof);
	pgp->dp_dof = dof;
	pgp->dp_dofsize = size;
	pgp->dp_necbs = (unsigned int)sl->sl_nstmts;
	sl->sl_dirty = 0;
	rv = 0;
out:
	if (rv != 0 && dtp->dt_errno == 0)
		(void) dt_set_errno(dtp, EDT_NOMEM);
	while ((e = ecbs) != NULL) {
		ecbs = e->ded_next;
		while ((a = e->ded_actions) != NULL) {
			e->ded_actions = a->dad_next;
			free(a);
		}
		free(e);
	}
	return (rv);
}

void
dt_stmt_prog_free(dtrace_prog_t *pgp)
{
	dt_stmtlist_t *sl = pgp->dp_stmts;
	size_t i;

	if (sl == NULL)
		return;
	for (i = 0; i < sl->sl_nstmts; i++)
		dtrace_stmt_destroy(NULL, sl->sl_stmts[i]);
	for (i = 0; i < sl->sl_necbs; i++)
		free(sl->sl_ecbs[i]);
	for (i = 0; i < sl->sl_ndifos; i++)
		dt_difo_free(sl->sl_difos[i]);
	for (i = 0; i < sl->sl_nstrs; i++)
		free(sl->sl_strs[i]);
	free(sl->sl_stmts);
	free(sl->sl_ecbs);
	free(sl->sl_difos);
	free(sl->sl_strs);
	free(sl);
	pgp->dp_stmts = NULL;
}
