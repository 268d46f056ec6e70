/*
 * lib/libdtrace/dt_cook.c -- the checking ("cooking") pass: resolves
 * identifiers, creates user variables on first assignment, assigns a type
 * to every expression node, applies D's type rules (K&R A7 as the
 * reference applies them) and raises the reference's D_* errors.
 *
 * Where it sits: dt_cc.c calls dt_cook_program() on the raw tree built by
 * the grammar; the cooked tree goes to the back end (dt_cg_program()).
 * The invariants of a cooked tree are listed in dt_parser.h.
 *
 * Cooking is idempotent (DT_NF_COOKED short-circuits), so a clause whose
 * action list refers to a variable first created by its predicate can be
 * cooked again predicate-first, as the reference allows.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_kmod.h"
#include "dt_pcb.h"
#include "dt_type.h"

#define REF	DT_IDFLG_REF
#define MOD	DT_IDFLG_MOD

static dt_node_t *dt_cook_list(dt_node_t *lp, uint32_t idflags);
static dt_node_t *dt_node_cook_kind(dt_node_t *dnp, uint32_t idflags);
static void dt_check_inline_write(const dt_node_t *lp, int op);

/* ---- identifiers -------------------------------------------------------- */

static dt_ident_t *
dt_var_create(dt_idhash_t *dhp, const char *name, dt_idkind_t kind,
    int scope)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_arena_t *ap = scope == DT_SCOPE_LOCAL ? &yypcb->pcb_arena :
	    &cc->cc_arena;
	dt_ident_t *idp = dt_arena_alloc(ap, sizeof (*idp));
	uint32_t id = 0;

	if (idp == NULL)
		dt_pcb_nomem();
	if (kind == DT_IDENT_AGG) {
		if (cc->cc_naggv == cc->cc_aggcap) {
			uint32_t n = cc->cc_aggcap ? cc->cc_aggcap * 2 : 16;
			dt_ident_t **v = dt_arena_alloc(&cc->cc_arena,
			    n * sizeof (*v));

			if (v == NULL)
				dt_pcb_nomem();
			if (cc->cc_naggv != 0)
				memcpy(v, cc->cc_aggv,
				    cc->cc_naggv * sizeof (*v));
			cc->cc_aggv = v;
			cc->cc_aggcap = n;
		}
		cc->cc_aggv[cc->cc_naggv++] = idp;
		id = cc->cc_naggv;
	} else if (dt_idhash_nextid(dhp, &id) != 0) {
		xyerror(D_ID_OFLOW, "cannot create %s: limit on number of %s "
		    "variables exceeded\n", name, dhp->dh_name);
	}
	idp->di_name = dt_arena_strdup(ap, name);
	idp->di_gen = cc->cc_gen;
	idp->di_kind = kind;
	idp->di_id = id;
	idp->di_scope = scope;
	idp->di_nkeys = -1;
	idp->di_flags = DT_IDFLG_WRITE;
	dt_type_dyn(&idp->di_type);
	dt_idhash_insert(dhp, idp);
	return (idp);
}

static void
dt_var_node(dt_node_t *dnp, dt_ident_t *idp)
{
	dnp->dn_kind = idp->di_kind == DT_IDENT_AGG ? DT_NODE_AGG : DT_NODE_VAR;
	dnp->dn_ident = idp;
	dnp->dn_string = NULL;
	dnp->dn_type = idp->di_type;
	dnp->dn_flags |= DT_NF_LVALUE;
	if ((idp->di_flags & DT_IDFLG_WRITE) &&
	    !(idp->di_flags & DT_IDFLG_BUILTIN))
		dnp->dn_flags |= DT_NF_WRITABLE;
	if (idp->di_kind == DT_IDENT_ARRAY || idp->di_kind == DT_IDENT_AGG)
		dt_type_dyn(&dnp->dn_type);
}

/*
 * Turn @dnp into the kernel symbol @ref names: the object at its address,
 * *(T *)addr, already cooked (T may be a function type, which no D
 * expression could dereference to).  An lvalue, so &`sym is its address;
 * never writable, as the reference's symbols are not.
 */
static void
dt_sym_node(dt_node_t *dnp, const dt_ksymref_t *ref)
{
	dt_node_t *cp = dt_node_alloc(DT_NODE_INT);
	dt_tinfo_t t;

	dt_tinfo_fill(yypcb->pcb_hdl, ref->kr_ctfp, ref->kr_type, &t);
	if (dt_type_pointer(&t, &cp->dn_type) != 0)
		xyerror(D_TYPE_ERR, "cannot find type for \"&\": %s*\n",
		    dnp->dn_string);
	cp->dn_value = ref->kr_addr;
	cp->dn_pos = dnp->dn_pos;
	cp->dn_flags |= DT_NF_COOKED;
	dnp->dn_kind = DT_NODE_OP1;
	dnp->dn_op = DT_TOK_DEREF;
	dnp->dn_child = cp;
	dnp->dn_string = NULL;
	dnp->dn_type = t;
	dnp->dn_flags |= DT_NF_LVALUE | DT_NF_COOKED | DT_NF_SYM;
}

/*
 * A backquote-scoped identifier (Dynamic Tracing Guide, "External
 * Variables"): `sym (a kernel symbol of any module), mod`sym (the symbol
 * of one module), ``sym (a user symbol), mod``sym (a user symbol of one
 * module).  Kernel symbols resolve through kallsyms and take their type
 * from the module (dt_kmod.c); there are no user modules to search here,
 * and C and D hold no symbols.  The messages are the reference's: an
 * unknown symbol or module fails to resolve (D_IDENT_UNDEF), a kernel
 * symbol named as a user one is D_SYM_BADREF, one without a type
 * D_SYM_NOTYPES.
 */
static void
dt_scoped_ident(dt_node_t *dnp, int global)
{
	const char *s = dnp->dn_string, *mark = strrchr(s, '`');
	size_t scope = (size_t)(mark - s);
	int uref = scope > 0 && mark[-1] == '`';
	const char *why = "Unknown symbol name", *name = mark + 1;
	char mod[128];
	dt_ksymref_t ref;

	if (uref)
		scope--;
	if (!global)	/* self->, this->: no symbol lookup at all */
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n", s,
		    "Unknown variable name");
	if ((scope == 1 && (s[0] == 'C' || s[0] == 'D')) ||
	    (uref && scope == 0))
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n", s, why);
	if (scope >= sizeof (mod))
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n", s,
		    "Unknown module name");
	memcpy(mod, s, scope);
	mod[scope] = '\0';
	switch (dt_kmod_symbol(yypcb->pcb_cc, scope ? mod : NULL, name,
	    &ref)) {
	case DT_KSYM_NOMOD:
		why = "Unknown module name";
		/* FALLTHROUGH */
	case DT_KSYM_NOSYM:
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n", s, why);
	case DT_KSYM_NOTYPES:
		if (!uref)
			xyerror(D_SYM_NOTYPES, "no symbolic type information "
			    "is available for %s%s%s: %s\n", ref.kr_mod, "`",
			    name, ref.kr_why);
		break;
	case DT_KSYM_OK:
		break;
	}
	if (uref)
		xyerror(D_SYM_BADREF, "%s module '%s' symbol '%s' may not be "
		    "referenced as a %s symbol\n", "kernel", ref.kr_mod, name,
		    "user");
	dt_sym_node(dnp, &ref);
}

/*
 * Resolve an identifier node in table @dhp (kind @kind), creating a user
 * variable if @create is set and it does not exist.
 */
static void
dt_xcook_ident(dt_node_t *dnp, dt_idhash_t *dhp, dt_idkind_t kind,
    int scope, int create)
{
	const char *name = dnp->dn_string;
	dt_ident_t *idp;

	if (kind == DT_IDENT_AGG)
		name++;
	if (strchr(name, '`') != NULL) {
		dt_scoped_ident(dnp, dhp == &yypcb->pcb_cc->cc_globals);
		return;
	}
	if ((idp = dt_idhash_lookup(dhp, name)) != NULL) {
		if (scope == DT_SCOPE_GLOBAL && idp->di_kind != kind &&
		    !(kind == DT_IDENT_SCALAR && idp->di_kind == DT_IDENT_INLINE))
			xyerror(D_IDENT_BADREF, "%s '%s' may not be referenced "
			    "as %s\n", dt_idkind_name(idp->di_kind),
			    idp->di_name, dt_idkind_name(kind));
	} else if (create) {
		idp = dt_var_create(dhp, name, kind, scope);
	} else {
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n",
		    dnp->dn_string, "Unknown variable name");
	}
	if (idp->di_kind == DT_IDENT_INLINE) {
		dt_node_t *link = dnp->dn_link;
		dt_srcpos_t pos = dnp->dn_pos;

		*dnp = *idp->di_iexpr;	/* children stay shared, read-only */
		dnp->dn_link = link;
		dnp->dn_tail = NULL;
		dnp->dn_pos = pos;
		return;
	}
	dt_var_node(dnp, idp);
}

static dt_node_t *
dt_cook_ident(dt_node_t *dnp, uint32_t idflags)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;

	(void) idflags;
	if (dnp->dn_string[0] == '@')
		dt_xcook_ident(dnp, &cc->cc_aggs, DT_IDENT_AGG,
		    DT_SCOPE_GLOBAL, 0);
	else if (strcmp(dnp->dn_string, "self") == 0 ||
	    strcmp(dnp->dn_string, "this") == 0)
		xyerror(D_IDENT_UNDEF, "failed to resolve %s: %s\n",
		    dnp->dn_string, "Unknown variable name");
	else if (yypcb->pcb_xlarg != NULL &&
	    strcmp(dnp->dn_string, yypcb->pcb_xlarg->di_name) == 0)
		dt_var_node(dnp, yypcb->pcb_xlarg);
	else
		dt_xcook_ident(dnp, &cc->cc_globals, DT_IDENT_SCALAR,
		    DT_SCOPE_GLOBAL, 0);
	return (dnp);
}

static void
dt_check_unref(dt_node_t *dnp, uint32_t idflags)
{
	dt_ident_t *idp = dnp->dn_ident;

	if ((idflags & REF) && dt_ident_unref(idp))
		dnerror(dnp, D_VAR_UNDEF, "%s%s has not yet been declared "
		    "or assigned\n", dt_ident_prefix(idp), idp->di_name);
}

/*
 * Is @dnp's value dynamic: of dynamic type, or a translated pointer
 * (xlate<T *>(e), curpsinfo), which the reference allows only on the left
 * of "->" and treats as dynamic anywhere else?
 */
static int
dt_node_is_dynamic(const dt_node_t *dnp)
{
	return (dt_type_is_dynamic(&dnp->dn_type) ||
	    (dnp->dn_kind == DT_NODE_XLATE &&
	    dnp->dn_type.dti_kind == DT_TK_PTR));
}

/* Check (or fix, on first use) the key signature of an array/aggregation. */
static void
dt_cook_keys(dt_node_t *dnp, dt_ident_t *idp, dt_node_t *args,
    const char *prefix)
{
	int argc = dt_node_list_len(args), i;
	dt_node_t *ap;
	char n1[256], n2[256];

	for (ap = args, i = 0; ap != NULL; ap = ap->dn_link, i++) {
		if (dt_node_is_dynamic(ap) || dt_type_is_void(&ap->dn_type))
			dnerror(ap, D_KEY_TYPE, "%s expression may not be used "
			    "as %s index: key #%d\n",
			    dt_node_type_name(ap, n1, sizeof (n1)),
			    dt_idkind_name(idp->di_kind), i + 1);
	}
	if (idp->di_nkeys < 0) {
		idp->di_nkeys = argc;
		idp->di_keys = dt_arena_alloc(&yypcb->pcb_cc->cc_arena,
		    sizeof (dt_tinfo_t) * (argc ? argc : 1));
		if (idp->di_keys == NULL)
			dt_pcb_nomem();
		for (ap = args, i = 0; ap != NULL; ap = ap->dn_link, i++)
			idp->di_keys[i] = ap->dn_type;
		return;
	}
	if (argc != idp->di_nkeys)
		dnerror(dnp, D_PROTO_LEN, "%s%s[ ] prototype mismatch: %d arg%s"
		    "passed, %d expected\n", prefix, idp->di_name, argc,
		    argc == 1 ? " " : "s ", idp->di_nkeys);
	for (ap = args, i = 0; ap != NULL; ap = ap->dn_link, i++) {
		if (dt_type_argcompat(&idp->di_keys[i], &ap->dn_type,
		    ap->dn_kind == DT_NODE_INT && ap->dn_value == 0))
			continue;
		dnerror(ap, D_PROTO_ARG, "%s%s[ ] argument #%d is incompatible "
		    "with prototype:\n\tprototype: %s\n\t argument: %s\n",
		    prefix, idp->di_name, i + 1,
		    dt_type_name(&idp->di_keys[i], n1, sizeof (n1)),
		    dt_type_name(&ap->dn_type, n2, sizeof (n2)));
	}
}

/* The id of the one probe @pdp matches, or DTRACE_IDNONE. */
static dtrace_id_t
dt_pdesc_one(const dtrace_probedesc_t *pdp)
{
	dtrace_probedesc_t pd = *pdp;
	dtrace_id_t id;

	pd.dtpd_id = DTRACE_IDNONE;
	if (dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBEMATCH, &pd) != 0)
		return (DTRACE_IDNONE);
	id = pd.dtpd_id;
	pd = *pdp;
	pd.dtpd_id = id + 1;
	if (dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBEMATCH, &pd) == 0)
		return (DTRACE_IDNONE);
	return (id);
}

/*
 * The probe whose args[] the clause refers to: each of the clause's
 * descriptions must match exactly one probe (the first one's is used).
 */
static dtrace_id_t
dt_clause_probe(dt_ident_t *idp, char *desc, size_t len)
{
	dt_node_t *cnp = yypcb->pcb_clause, *pnp;
	dtrace_id_t id = DTRACE_IDNONE, pid;

	if (cnp == NULL || cnp->dn_pdescs == NULL)
		xyerror(D_ARGS_NONE, "%s[ ] may not be referenced outside of a "
		    "probe clause\n", idp->di_name);
	for (pnp = cnp->dn_pdescs; pnp != NULL; pnp = pnp->dn_link) {
		const dtrace_probedesc_t *pdp = pnp->dn_desc;

		snprintf(desc, len, "%s:%s:%s:%s", pdp->dtpd_provider,
		    pdp->dtpd_mod, pdp->dtpd_func, pdp->dtpd_name);
		if ((pid = dt_pdesc_one(pdp)) == DTRACE_IDNONE)
			xyerror(D_ARGS_MULTI, "%s[ ] may not be referenced "
			    "because probe description %s matches an unstable "
			    "set of probes\n", idp->di_name, desc);
		if (id == DTRACE_IDNONE)
			id = pid;
	}
	pnp = cnp->dn_pdescs;
	snprintf(desc, len, "%s:%s:%s:%s", pnp->dn_desc->dtpd_provider,
	    pnp->dn_desc->dtpd_mod, pnp->dn_desc->dtpd_func,
	    pnp->dn_desc->dtpd_name);
	return (id);
}

/*
 * fbt probes of the core kernel: the type of argument @ndx of probe @id
 * from the kernel's BTF prototype (dt_kmod_fbt_argtype()); 0 when there
 * is none, -1 when the function has no such argument.
 */
static int
dt_cook_fbt_type(dtrace_id_t id, uint64_t ndx, char *buf, size_t len)
{
	dtrace_probedesc_t pd;

	memset(&pd, 0, sizeof (pd));
	pd.dtpd_id = id;
	if (ndx > INT32_MAX || dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBEMATCH,
	    &pd) != 0 || pd.dtpd_id != id ||
	    strcmp(pd.dtpd_provider, "fbt") != 0 ||
	    strcmp(pd.dtpd_mod, "vmlinux") != 0)
		return (0);
	return (dt_kmod_fbt_argtype(yypcb->pcb_cc, pd.dtpd_func,
	    pd.dtpd_name, (int)ndx, buf, len));
}

static dt_node_t *dt_cook_xlate(dt_node_t *dnp);

/*
 * args[N] of a probe whose argument has a translated type (a USDT
 * provider declared `probe p(native) : (translated)`): when a translator
 * from the native type to it (or, for a pointer, to what it points to)
 * is in scope, 1 and the translated type in *@xtp, @dnp keeping the
 * native type; else 0, and args[N] is of its native type.
 */
static int
dt_cook_args_xlate(const dtrace_argdesc_t *ad, const dt_tinfo_t *native,
    dt_tinfo_t *xtp)
{
	const char *t = ad->dtargd_xlate;

	if (t[0] == '\0' || strcmp(t, ad->dtargd_native) == 0)
		return (0);
	if (strncmp(t, "userland ", 9) == 0)
		t += 9;
	if (dt_type_lookup(t, xtp) != 0)
		return (0);
	return (dt_xlator_find(xtp, native, 0) != NULL);
}

/*
 * args[N]: the type the provider gives for argument N of the probe.
 * Returns 1 with the translated type in *@xtp when args[N] is to be
 * translated (dt_cook_args_xlate()), else 0.
 */
static int
dt_cook_args_type(dt_node_t *dnp, dt_ident_t *idp, uint64_t ndx,
    dt_tinfo_t *xtp)
{
	char desc[DTRACE_FULLNAMELEN];
	char fbt[DTRACE_ARGTYPELEN];
	dtrace_argdesc_t ad;
	const char *t;
	int fbtres = 0;

	memset(&ad, 0, sizeof (ad));
	ad.dtargd_id = dt_clause_probe(idp, desc, sizeof (desc));
	ad.dtargd_ndx = (int32_t)ndx;
	if (ndx > INT32_MAX || dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBEARG,
	    &ad) != 0 || ad.dtargd_ndx == DTRACE_ARGNONE)
		xyerror(D_ARGS_IDX, "index %lld is out of range for %s %s[ ]\n",
		    (long long)ndx, desc, idp->di_name);
	/* a translated type is args[N]'s only through its translator */
	t = ad.dtargd_xlate[0] != '\0' && ad.dtargd_native[0] == '\0' ?
	    ad.dtargd_xlate : ad.dtargd_native;
	if (ad.dtargd_xlate[0] == '\0' &&
	    (fbtres = dt_cook_fbt_type(ad.dtargd_id, ndx, fbt,
	    sizeof (fbt))) != 0) {
		if (fbtres < 0)
			xyerror(D_ARGS_IDX, "index %lld is out of range for "
			    "%s %s[ ]\n", (long long)ndx, desc, idp->di_name);
		t = fbt;
	}
	if (strncmp(t, "const ", 6) == 0)
		t += 6;
	if (strncmp(t, "userland ", 9) == 0)
		t += 9;
	if (*t == '\0' || dt_type_lookup(t, &dnp->dn_type) != 0)
		dt_type_byid(yypcb->pcb_cc->cc_t.t_int64, &dnp->dn_type);
	return (ad.dtargd_native[0] != '\0' &&
	    dt_cook_args_xlate(&ad, &dnp->dn_type, xtp));
}

/*
 * args[N], regs[N], uregs[N].  Returns @dnp, or for args[N] of a
 * translated type the translation xlate<T>(args[N]) of it.
 */
static dt_node_t *
dt_cook_builtin_array(dt_node_t *dnp, dt_ident_t *idp)
{
	dt_node_t *xnp;
	dt_tinfo_t xt;
	dt_node_t *ap = dnp->dn_args;
	int argc = dt_node_list_len(ap);
	char n[256];

	if (argc != 1)
		dnerror(dnp, D_PROTO_LEN, "%s[ ] prototype mismatch: %d arg%s"
		    "passed, 1 expected\n", idp->di_name, argc,
		    argc == 1 ? " " : "s ");
	if (ap->dn_kind != DT_NODE_INT)
		dnerror(ap, D_PROTO_ARG, "%s[ ] argument #1 is incompatible "
		    "with prototype:\n\tprototype: %s\n\t argument: %s\n",
		    idp->di_name, "integer constant",
		    dt_type_name(&ap->dn_type, n, sizeof (n)));
	if (idp->di_id != DIF_VAR_ARGS && (ap->dn_type.dti_flags &
	    DT_TF_SIGNED) && (int64_t)ap->dn_value < 0)
		dnerror(ap, D_REGS_IDX, "index %lld is out of range for array "
		    "%s\n", (long long)ap->dn_value, idp->di_name);
	if (idp->di_id != DIF_VAR_ARGS) {
		dt_type_byid(yypcb->pcb_cc->cc_t.t_uint64, &dnp->dn_type);
		return (dnp);
	}
	if (!dt_cook_args_type(dnp, idp, ap->dn_value, &xt))
		return (dnp);
	/* the native value is the input of the translator */
	dnp->dn_flags |= DT_NF_COOKED;
	xnp = dt_node_alloc(DT_NODE_XLATE);
	xnp->dn_pos = dnp->dn_pos;
	xnp->dn_type = xt;
	xnp->dn_child = dnp;
	return (dt_cook_xlate(xnp));
}

static dt_node_t *
dt_cook_var(dt_node_t *dnp, uint32_t idflags)
{
	dt_ident_t *idp = dnp->dn_ident;

	dt_check_unref(dnp, idflags);
	if (idp->di_kind == DT_IDENT_ARRAY) {
		dnp->dn_args = dt_cook_list(dnp->dn_args, REF);
		if (idp->di_flags & DT_IDFLG_BUILTIN) {
			dnp = dt_cook_builtin_array(dnp, idp);
		} else {
			dt_cook_keys(dnp, idp, dnp->dn_args, "");
			dnp->dn_type = idp->di_type;
		}
	} else {
		dnp->dn_type = idp->di_type;
	}
	return (dnp);
}

/* ---- calls -------------------------------------------------------------- */

/* printf-like actions: the format must be a string constant. */
static void
dt_cook_printf(dt_node_t *dnp, dt_node_t *fmt, dt_node_t *args, int isprinta)
{
	char n[256];

	if (fmt == NULL || fmt->dn_kind != DT_NODE_STRING)
		dnerror(fmt != NULL ? fmt : dnp, D_PRINTF_ARG_FMT, "%s( ) "
		    "argument #1 is incompatible with prototype:\n\tprototype: "
		    "string constant\n\t argument: %s\n",
		    dnp->dn_ident->di_name, fmt == NULL ? "none" :
		    dt_node_type_name(fmt, n, sizeof (n)));
	dnp->dn_pfargv = dt_pfcheck(dnp, fmt, args, isprinta);
}

/*
 * printa([fmt,] @a, ...): after an optional format string, every argument
 * must be an aggregation (D_PRINTA_AGGARG); a format alone is
 * D_PRINTA_PROTO.  Whether the aggregations are defined and keyed alike is
 * checked once the whole clause is cooked (dt_check_aggrefs()).
 */
static void
dt_cook_printa(dt_node_t *dnp, dt_node_t *ap)
{
	const char *fn = dnp->dn_ident->di_name;
	int fmt = ap != NULL && ap->dn_kind == DT_NODE_STRING;
	int argc = dt_node_list_len(ap), argn = fmt ? 2 : 1;
	dt_node_t *a;
	char n[256];

	if (argc < argn)
		dnerror(dnp, D_PRINTA_PROTO, "%s( ) prototype mismatch: %d args "
		    "passed, %d expected\n", fn, argc, argn);
	for (a = fmt ? ap->dn_link : ap; a != NULL; a = a->dn_link, argn++) {
		if (a->dn_kind != DT_NODE_AGG)
			dnerror(dnp, D_PRINTA_AGGARG, "%s( ) argument #%d is "
			    "incompatible with prototype:\n\tprototype: "
			    "aggregation\n\t argument: %s\n", fn, argn,
			    dt_node_type_name(a, n, sizeof (n)));
	}
	if (fmt)
		dt_cook_printf(dnp, ap, ap->dn_link, 1);
}

static void
dt_cook_action(dt_node_t *dnp)
{
	dt_node_t *ap = dnp->dn_args;
	const char *fn = dnp->dn_ident->di_name;

	switch (dnp->dn_ident->di_id) {
	case DT_ACT_TRACE:
		if (dt_type_is_void(&ap->dn_type))
			dnerror(ap, D_TRACE_VOID, "%s( ) may not be applied to "
			    "a void expression\n", fn);
		if (dt_node_is_dynamic(ap))
			dnerror(ap, D_TRACE_DYN, "%s( ) may not be applied to "
			    "a dynamic expression\n", fn);
		break;
	case DT_ACT_PRINT:
		if (dt_type_is_void(&ap->dn_type))
			dnerror(ap, D_PRINT_VOID, "%s( ) may not be applied to "
			    "a void expression\n", fn);
		if (dt_node_is_dynamic(ap))
			dnerror(ap, D_PRINT_DYN, "%s( ) may not be applied to "
			    "a dynamic expression\n", fn);
		break;
	case DT_ACT_PRINTF:
	case DT_ACT_SYSTEM:
	case DT_ACT_FREOPEN:
		dt_cook_printf(dnp, ap, ap != NULL ? ap->dn_link : NULL, 0);
		break;
	case DT_ACT_PRINTA:
		dt_cook_printa(dnp, ap);
		break;
	case DT_ACT_CLEAR:
	case DT_ACT_DENORMALIZE:
	case DT_ACT_NORMALIZE:
	case DT_ACT_TRUNC:
		if (ap->dn_kind != DT_NODE_AGG)
			dnerror(ap, dnp->dn_ident->di_id == DT_ACT_CLEAR ?
			    D_CLEAR_AGGARG : dnp->dn_ident->di_id ==
			    DT_ACT_TRUNC ? D_TRUNC_AGGARG : D_NORMALIZE_AGGARG,
			    "%s( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: aggregation\n\t "
			    "argument: %s\n", fn, "non-aggregation");
		break;
	default:
		break;
	}
}

static dt_node_t *
dt_cook_func(dt_node_t *dnp, uint32_t idflags)
{
	dt_ident_t *idp = dnp->dn_ident;

	(void) idflags;
	dnp->dn_args = dt_cook_list(dnp->dn_args, REF);
	dt_ident_check_proto(dnp, idp, dnp->dn_args, "", "( )");
	dnp->dn_type = idp->di_type;
	if (idp->di_kind == DT_IDENT_ACTFUNC)
		dt_cook_action(dnp);
	return (dnp);
}

/* ---- unary operators ---------------------------------------------------- */

static void
dt_cook_deref(dt_node_t *dnp, dt_node_t *cp)
{
	const dt_tinfo_t *ct = &cp->dn_type;

	if (dnp->dn_flags & DT_NF_SYM)	/* an inline's copy: typed already */
		return;
	if (ct->dti_kind != DT_TK_PTR && ct->dti_kind != DT_TK_ARRAY)
		xyerror(D_DEREF_NONPTR, "cannot dereference non-pointer type\n");
	if (ct->dti_flags & DT_TF_VOIDPTR)
		xyerror(D_DEREF_VOID, "cannot dereference pointer to void\n");
	if (ct->dti_flags & DT_TF_FUNCPTR)
		xyerror(D_DEREF_FUNC, "cannot dereference pointer to "
		    "function\n");
	dt_tinfo_fill(yypcb->pcb_hdl, ct->dti_ctfp, ct->dti_reftype,
	    &dnp->dn_type);
	if (ct->dti_flags & DT_TF_USER)
		dnp->dn_type.dti_flags |= DT_TF_USER;
	if (dnp->dn_type.dti_kind != DT_TK_ARRAY)
		dnp->dn_flags |= DT_NF_LVALUE;
	if ((cp->dn_flags & DT_NF_WRITABLE) || (cp->dn_kind == DT_NODE_OP2 &&
	    cp->dn_op == DT_TOK_ADD &&
	    (cp->dn_left->dn_flags & DT_NF_WRITABLE)))
		dnp->dn_flags |= DT_NF_WRITABLE;
}

static void
dt_cook_incdec(dt_node_t *dnp, dt_node_t *cp)
{
	const char *op = dt_opstr(dnp->dn_op);

	if (!dt_type_is_scalar(&cp->dn_type))
		xyerror(D_OP_SCALAR, "operator %s requires operand of scalar "
		    "type\n", op);
	if (dt_type_is_vfptr(&cp->dn_type))
		xyerror(D_OP_VFPTR, "operator %s requires an operand of known "
		    "size\n", op);
	if (!(cp->dn_flags & DT_NF_LVALUE))
		xyerror(D_OP_LVAL, "operator %s requires modifiable lvalue as "
		    "an operand\n", op);
	if (!(cp->dn_flags & DT_NF_WRITABLE))
		xyerror(D_OP_WRITE, "operator %s can only be applied to a "
		    "writable variable\n", op);
	dnp->dn_type = cp->dn_type;
}

static void
dt_cook_cast(dt_node_t *dnp, dt_node_t *cp)
{
	const dt_tinfo_t *lt = &dnp->dn_type, *rt = &cp->dn_type;
	char n1[256], n2[256];

	/* as the reference, *(T *)e may be assigned: a pointer cast is writable */
	if (lt->dti_kind == DT_TK_PTR)
		dnp->dn_flags |= DT_NF_WRITABLE;
	if (dt_type_same(lt, rt) ||
	    (dt_type_is_scalar(lt) && (dt_type_is_scalar(rt) ||
	    rt->dti_kind == DT_TK_FUNC)) || dt_type_is_void(lt) ||
	    (lt->dti_kind == DT_TK_PTR && dt_type_is_pointer(rt)) ||
	    (dt_type_is_string(lt) && (dt_type_is_scalar(rt) ||
	    dt_type_is_pointer(rt) || dt_type_is_strcompat(rt))))
		return;
	xyerror(D_CAST_INVAL, "invalid cast expression: \"%s\" to \"%s\"\n",
	    dt_node_type_name(cp, n1, sizeof (n1)),
	    dt_type_name(lt, n2, sizeof (n2)));
}

static dt_node_t *
dt_cook_op1(dt_node_t *dnp, uint32_t idflags)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	int op = dnp->dn_op;
	int incdec = op == DT_TOK_PREINC || op == DT_TOK_POSTINC ||
	    op == DT_TOK_PREDEC || op == DT_TOK_POSTDEC;
	dt_node_t *cp = dnp->dn_child;
	char n[256];

	(void) idflags;
	if (incdec)
		dt_check_inline_write(cp, op);
	if (cp->dn_kind == DT_NODE_IDENT && incdec)
		dt_xcook_ident(cp, &cc->cc_globals, DT_IDENT_SCALAR,
		    DT_SCOPE_GLOBAL, 1);
	cp = dnp->dn_child = dt_node_cook(cp, 0);
	if (cp->dn_kind == DT_NODE_VAR && dt_ident_unref(cp->dn_ident) &&
	    incdec) {
		dt_type_byid(cc->cc_t.t_int64, &cp->dn_ident->di_type);
		cp->dn_type = cp->dn_ident->di_type;
	}
	if (cp->dn_kind == DT_NODE_VAR) {
		if (!incdec)
			dt_check_unref(cp, REF);
		cp->dn_ident->di_flags |= incdec ? (REF | MOD) : REF;
	}
	switch (op) {
	case DT_TOK_DEREF:
		dt_cook_deref(dnp, cp);
		break;
	case DT_TOK_IPOS:
	case DT_TOK_INEG:
		if (!dt_type_is_arith(&cp->dn_type))
			xyerror(D_OP_ARITH, "operator %s requires an operand "
			    "of arithmetic type\n", dt_opstr(op));
		dnp->dn_type = cp->dn_type;
		break;
	case DT_TOK_BNEG:
		if (!dt_type_is_integer(&cp->dn_type))
			xyerror(D_OP_INT, "operator %s requires an operand of "
			    "integral type\n", dt_opstr(op));
		dnp->dn_type = cp->dn_type;
		break;
	case DT_TOK_LNEG:
		if (!dt_type_is_scalar(&cp->dn_type))
			xyerror(D_OP_SCALAR, "operator %s requires an operand "
			    "of scalar type\n", dt_opstr(op));
		dt_type_int(&dnp->dn_type);
		break;
	case DT_TOK_ADDROF:
		if (cp->dn_kind == DT_NODE_VAR || cp->dn_kind == DT_NODE_AGG)
			xyerror(D_ADDROF_VAR, "cannot take address of dynamic "
			    "variable\n");
		if (dt_type_is_dynamic(&cp->dn_type))
			xyerror(D_ADDROF_VAR, "cannot take address of dynamic "
			    "object\n");
		if (!(cp->dn_flags & DT_NF_LVALUE))
			xyerror(D_ADDROF_LVAL, "unacceptable operand for unary "
			    "& operator\n");
		if (cp->dn_flags & DT_NF_BITFIELD)
			xyerror(D_ADDROF_BITFIELD, "cannot take address of "
			    "bit-field\n");
		if (dt_type_pointer(&cp->dn_type, &dnp->dn_type) != 0)
			xyerror(D_TYPE_ERR, "cannot find type for \"&\": %s*\n",
			    dt_node_type_name(cp, n, sizeof (n)));
		break;
	case DT_TOK_SIZEOF:
		if (cp->dn_flags & DT_NF_BITFIELD)
			xyerror(D_SIZEOF_BITFIELD, "cannot apply sizeof to a "
			    "bit-field\n");
		if (cp->dn_type.dti_size == 0)
			xyerror(D_SIZEOF_TYPE, "cannot apply sizeof to an "
			    "operand of unknown size\n");
		dnp->dn_kind = DT_NODE_INT;
		dnp->dn_value = cp->dn_type.dti_size;
		dnp->dn_child = NULL;
		dt_type_byid(cc->cc_t.t_size, &dnp->dn_type);
		break;
	case DT_TOK_STRINGOF:
		if (!dt_type_is_scalar(&cp->dn_type) &&
		    !dt_type_is_pointer(&cp->dn_type) &&
		    !dt_type_is_strcompat(&cp->dn_type))
			xyerror(D_STRINGOF_TYPE, "cannot apply stringof to a "
			    "value of type %s\n",
			    dt_node_type_name(cp, n, sizeof (n)));
		dt_type_string(&dnp->dn_type);
		break;
	case DT_TOK_CAST:
		dt_cook_cast(dnp, cp);
		break;
	default:
		dt_cook_incdec(dnp, cp);
		break;
	}
	return (dnp);
}

/* ---- binary operators --------------------------------------------------- */

static _Noreturn void
dt_incompat(int op, dt_node_t *lp, dt_node_t *rp)
{
	char n1[256], n2[256];

	xyerror(D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s "
	    "\"%s\"\n", dt_node_type_name(lp, n1, sizeof (n1)), dt_opstr(op),
	    dt_node_type_name(rp, n2, sizeof (n2)));
}

static int
dt_is_zero(const dt_node_t *dnp)
{
	return (dnp->dn_kind == DT_NODE_INT && dnp->dn_value == 0);
}

static void
dt_cook_both(dt_node_t *dnp, uint32_t lflags, uint32_t rflags)
{
	dnp->dn_left = dt_node_cook(dnp->dn_left, lflags);
	dnp->dn_right = dt_node_cook(dnp->dn_right, rflags);
}

static void
dt_cook_arith(dt_node_t *dnp, int op)
{
	dt_node_t *lp = dnp->dn_left, *rp = dnp->dn_right;
	int intonly = op == DT_TOK_BAND || op == DT_TOK_XOR ||
	    op == DT_TOK_BOR || op == DT_TOK_LSH || op == DT_TOK_RSH ||
	    op == DT_TOK_MOD;

	if (intonly && (!dt_node_is_integer(lp) || !dt_node_is_integer(rp)))
		xyerror(D_OP_INT, "operator %s requires operands of integral "
		    "type\n", dt_opstr(op));
	if (!intonly && (!dt_type_is_arith(&lp->dn_type) ||
	    !dt_type_is_arith(&rp->dn_type)))
		xyerror(D_OP_ARITH, "operator %s requires operands of "
		    "arithmetic type\n", dt_opstr(op));
	if (op == DT_TOK_LSH || op == DT_TOK_RSH)
		dnp->dn_type = lp->dn_type;
	else
		dt_type_promote(&lp->dn_type, &rp->dn_type, &dnp->dn_type);
}

static void
dt_cook_compare(dt_node_t *dnp, int op)
{
	dt_node_t *lp = dnp->dn_left, *rp = dnp->dn_right;
	const dt_tinfo_t *lt = &lp->dn_type, *rt = &rp->dn_type;
	int ls = dt_type_is_string(lt), rs = dt_type_is_string(rt);

	if ((ls || rs) && dt_type_is_strcompat(lt) &&
	    dt_type_is_strcompat(rt))
		dnp->dn_strcmp = 1;
	else if (dt_type_same(lt, rt) && !dt_type_is_dynamic(lt))
		;
	else if (dt_type_is_integer(lt) && dt_type_is_integer(rt))
		;
	else if (!dt_type_ptrcompat(lt, dt_is_zero(lp), rt, dt_is_zero(rp),
	    NULL))
		dt_incompat(op, lp, rp);
	dt_type_int(&dnp->dn_type);
}

static void
dt_cook_additive(dt_node_t *dnp, int op)
{
	dt_node_t *lp = dnp->dn_left, *rp = dnp->dn_right;
	const dt_tinfo_t *lt = &lp->dn_type, *rt = &rp->dn_type;
	int lptr = dt_type_is_pointer(lt) && !dt_type_is_vfptr(lt);
	int rptr = dt_type_is_pointer(rt) && !dt_type_is_vfptr(rt);
	int lint = dt_type_is_integer(lt), rint = dt_type_is_integer(rt);

	/* as the reference, D lets a string be offset like a char pointer */
	if (lt->dti_kind == DT_TK_STRING)
		lptr = 1;
	if (rt->dti_kind == DT_TK_STRING)
		rptr = 1;
	if (lint && rint)
		dt_type_promote(lt, rt, &dnp->dn_type);
	else if (lptr && rint)
		dnp->dn_type = *lt;
	else if (lint && rptr && op == DT_TOK_ADD)
		dnp->dn_type = *rt;
	else if (lptr && rptr && op == DT_TOK_SUB &&
	    dt_type_ptrcompat(lt, 0, rt, 0, NULL))
		dt_type_byid(yypcb->pcb_cc->cc_t.t_ptrdiff, &dnp->dn_type);
	else
		dt_incompat(op, lp, rp);
	if (dnp->dn_type.dti_kind == DT_TK_ARRAY) {
		dt_tinfo_t elem;

		dt_tinfo_fill(yypcb->pcb_hdl, dnp->dn_type.dti_ctfp,
		    dnp->dn_type.dti_reftype, &elem);
		if (dt_type_pointer(&elem, &dnp->dn_type) != 0)
			dt_incompat(op, lp, rp);
	}
}

static void
dt_asgn_common(dt_node_t *dnp, int op)
{
	dt_node_t *lp = dnp->dn_left;

	if (!(lp->dn_flags & DT_NF_LVALUE))
		xyerror(D_OP_LVAL, "operator %s requires modifiable lvalue as "
		    "an operand\n", dt_opstr(op));
	if (!(lp->dn_flags & DT_NF_WRITABLE))
		xyerror(D_OP_WRITE, "operator %s can only be applied to a "
		    "writable variable\n", dt_opstr(op));
	dnp->dn_type = lp->dn_type;
}

/*
 * An inline names an expression, not an object: as the reference (whose
 * inline identifiers are lvalues but not writable), assigning to one or
 * incrementing it is D_OP_WRITE.
 */
static void
dt_check_inline_write(const dt_node_t *lp, int op)
{
	dt_ident_t *idp;

	if (lp->dn_kind == DT_NODE_IDENT && lp->dn_string[0] != '@' &&
	    (idp = dt_idhash_lookup(&yypcb->pcb_cc->cc_globals,
	    lp->dn_string)) != NULL && idp->di_kind == DT_IDENT_INLINE)
		xyerror(D_OP_WRITE, "operator %s can only be applied to a "
		    "writable variable\n", dt_opstr(op));
}

/* Create (if needed) the variable named on the left of an assignment. */
static void
dt_asgn_lhs(dt_node_t *lp, int agg_ok)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;

	if (lp->dn_kind != DT_NODE_IDENT)
		return;
	if (lp->dn_string[0] == '@' && agg_ok)
		dt_xcook_ident(lp, &cc->cc_aggs, DT_IDENT_AGG,
		    DT_SCOPE_GLOBAL, 1);
	else
		dt_xcook_ident(lp, &cc->cc_globals, DT_IDENT_SCALAR,
		    DT_SCOPE_GLOBAL, 1);
}

/* @a[keys] = f(args): build the DT_NODE_DAGG statement node. */
static dt_node_t *
dt_cook_aggasgn(dt_node_t *dnp, dt_node_t *lp, dt_node_t *rp)
{
	dt_ident_t *idp = lp->dn_ident;
	dt_node_t *anp;

	if (rp->dn_kind != DT_NODE_FUNC ||
	    rp->dn_ident->di_kind != DT_IDENT_AGGFUNC)
		dnerror(rp, D_AGG_FUNC, "@%s must be assigned the result of "
		    "an aggregating function\n", idp->di_name);
	if (idp->di_aggfunc != NULL && idp->di_aggfunc != rp->dn_ident)
		dnerror(dnp, D_AGG_REDEF, "aggregation redefined: @%s\n\t "
		    "current: @%s = %s( )\n\tprevious: @%s = %s( ) : line %d\n",
		    idp->di_name, idp->di_name, rp->dn_ident->di_name,
		    idp->di_name, idp->di_aggfunc->di_name, (int)idp->di_ival);
	anp = dt_node_alloc(DT_NODE_DAGG);
	anp->dn_pos = lp->dn_pos;
	anp->dn_ident = idp;
	anp->dn_args = dt_cook_list(lp->dn_args, REF);
	dt_cook_keys(anp, idp, anp->dn_args, "@");
	anp->dn_expr = dt_node_cook(rp, REF);
	if (rp->dn_ident->di_id != DTRACEAGG_COUNT && rp->dn_args != NULL &&
	    !dt_node_is_scalar(rp->dn_args))
		dnerror(rp->dn_args, D_AGG_SCALAR, "%s( ) argument #1 must be "
		    "of scalar type\n", rp->dn_ident->di_name);
	if (idp->di_aggfunc == NULL) {
		idp->di_aggfunc = rp->dn_ident;
		idp->di_aggargs = rp->dn_args;
		idp->di_ival = lp->dn_pos.dsp_line;
	}
	idp->di_flags |= MOD;
	anp->dn_flags |= DT_NF_COOKED;
	return (anp);
}

static dt_node_t *
dt_cook_assign(dt_node_t *dnp, int op)
{
	dt_node_t *lp, *rp;

	dt_check_inline_write(dnp->dn_left, op);
	dt_asgn_lhs(dnp->dn_left, op == DT_TOK_ASGN);
	if (op != DT_TOK_ASGN) {
		dt_cook_both(dnp, REF | MOD, REF);
		lp = dnp->dn_left;
		rp = dnp->dn_right;
		if ((op == DT_TOK_ADD_EQ || op == DT_TOK_SUB_EQ) &&
		    !(dt_node_is_integer(lp) && dt_node_is_integer(rp))) {
			if (dt_node_is_string(lp) || dt_node_is_string(rp))
				dt_incompat(op, lp, rp);
			/* as the reference: an integer or void * on the left */
			if (!dt_node_is_pointer(lp) ||
			    dt_type_is_vfptr(&lp->dn_type))
				xyerror(D_OP_VFPTR, "operator %s requires "
				    "left-hand scalar operand of known size\n",
				    dt_opstr(op));
		} else if (op != DT_TOK_ADD_EQ && op != DT_TOK_SUB_EQ &&
		    (!dt_node_is_integer(lp) || !dt_node_is_integer(rp))) {
			xyerror(op == DT_TOK_MUL_EQ || op == DT_TOK_DIV_EQ ?
			    D_OP_ARITH : D_OP_INT, "operator %s requires "
			    "operands of %s type\n", dt_opstr(op),
			    op == DT_TOK_MUL_EQ || op == DT_TOK_DIV_EQ ?
			    "arithmetic" : "integral");
		}
		dt_asgn_common(dnp, op);
		return (dnp);
	}
	lp = dnp->dn_left = dt_node_cook(dnp->dn_left, 0);
	if (lp->dn_kind == DT_NODE_AGG)
		return (dt_cook_aggasgn(dnp, lp, dnp->dn_right));
	rp = dnp->dn_right = dt_node_cook(dnp->dn_right, REF);
	if (lp->dn_kind == DT_NODE_VAR && dt_ident_unref(lp->dn_ident)) {
		lp->dn_ident->di_type = rp->dn_type;
		lp->dn_ident->di_type.dti_flags &= ~DT_TF_USER;
		lp->dn_type = rp->dn_type;
	}
	if (lp->dn_kind == DT_NODE_VAR)
		lp->dn_ident->di_flags |= MOD;
	if (dt_node_is_dynamic(rp) || rp->dn_kind == DT_NODE_AGG)
		xyerror(D_OP_DYN, "operator %s operands cannot be of dynamic "
		    "type\n", dt_opstr(op));
	if (!dt_node_is_string(lp) && (lp->dn_type.dti_kind == DT_TK_ARRAY ||
	    lp->dn_type.dti_kind == DT_TK_FUNC)) {
		char n[256];

		xyerror(D_OP_ARRFUN, "operator %s may not be applied to "
		    "operand of type \"%s\"\n", dt_opstr(op),
		    dt_node_type_name(lp, n, sizeof (n)));
	}
	if (!dt_type_argcompat(&lp->dn_type, &rp->dn_type, dt_is_zero(rp)))
		dt_incompat(op, lp, rp);
	dt_asgn_common(dnp, op);
	return (dnp);
}

/* self->x / this->x: a thread-local or clause-local variable. */
static dt_node_t *
dt_cook_scoped(dt_node_t *dnp, uint32_t idflags, int tls)
{
	dt_node_t *rp = dnp->dn_right;

	if (rp->dn_kind != DT_NODE_VAR)
		dt_xcook_ident(rp, tls ? &yypcb->pcb_cc->cc_tls :
		    &yypcb->pcb_locals, DT_IDENT_SCALAR,
		    tls ? DT_SCOPE_THREAD : DT_SCOPE_LOCAL, 1);
	rp->dn_pos = dnp->dn_left->dn_pos;
	if (idflags != 0)
		rp = dt_node_cook(rp, idflags);
	return (rp);
}

static void
dt_cook_member(dt_node_t *dnp, int op)
{
	dt_node_t *lp, *rp = dnp->dn_right;
	dt_tinfo_t t;
	ctf_dict_t *fp;
	ctf_id_t type;
	ctf_membinfo_t m;
	ctf_encoding_t e;
	char n[256];

	lp = dnp->dn_left = dt_node_cook(dnp->dn_left, REF);
	if (rp->dn_kind != DT_NODE_IDENT)
		xyerror(D_OP_IDENT, "operator %s must be followed by an "
		    "identifier\n", dt_opstr(op));
	t = lp->dn_type;
	if (op == DT_TOK_PTR) {
		if (t.dti_kind != DT_TK_PTR)
			xyerror(D_OP_PTR, "operator %s must be applied to a "
			    "pointer\n", dt_opstr(op));
		dt_tinfo_fill(yypcb->pcb_hdl, t.dti_ctfp, t.dti_reftype, &t);
	}
	fp = t.dti_ctfp;
	if (t.dti_flags & DT_TF_INCOMPLETE)
		xyerror(D_OP_INCOMPLETE, "operator %s cannot be applied to a "
		    "forward declaration: no %s definition is available\n",
		    dt_opstr(op), dt_type_name(&t, n, sizeof (n)));
	if (t.dti_kind != DT_TK_STRUCT && t.dti_kind != DT_TK_UNION) {
		if (op == DT_TOK_PTR)
			xyerror(D_OP_SOU, "operator -> cannot be applied to "
			    "pointer to type \"%s\"; must be applied to a "
			    "struct or union pointer\n",
			    dt_type_name(&t, n, sizeof (n)));
		xyerror(D_OP_SOU, "operator %s cannot be applied to type "
		    "\"%s\"; must be applied to a struct or union\n",
		    dt_opstr(op), dt_type_name(&t, n, sizeof (n)));
	}
	type = ctf_type_resolve(fp, t.dti_type);
	if (ctf_member_info(fp, type, rp->dn_string, &m) != 0)
		xyerror(D_TYPE_MEMBER, "%s is not a member of %s\n",
		    rp->dn_string, dt_type_name(&t, n, sizeof (n)));
	dt_tinfo_fill(yypcb->pcb_hdl, fp, m.ctm_type, &dnp->dn_type);
	dnp->dn_bitoff = m.ctm_offset;
	if (ctf_type_encoding(fp, ctf_type_resolve(fp, m.ctm_type), &e) == 0 &&
	    ctf_type_kind(fp, ctf_type_resolve(fp, m.ctm_type)) ==
	    CTF_K_INTEGER && (e.cte_bits % 8 != 0 || m.ctm_offset % 8 != 0)) {
		dnp->dn_flags |= DT_NF_BITFIELD;
		dnp->dn_bitsize = e.cte_bits;
	}
	if (dnp->dn_type.dti_kind != DT_TK_ARRAY &&
	    (op == DT_TOK_PTR || (lp->dn_flags & DT_NF_LVALUE)))
		dnp->dn_flags |= DT_NF_LVALUE;
	if (lp->dn_flags & DT_NF_WRITABLE)
		dnp->dn_flags |= DT_NF_WRITABLE;
	if ((t.dti_flags | lp->dn_type.dti_flags) & DT_TF_USER)
		dnp->dn_type.dti_flags |= DT_TF_USER;
}

/* a[b]: associative array, aggregation key, or *(a + b). */
static dt_node_t *
dt_cook_lbrac(dt_node_t *dnp, uint32_t idflags)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_node_t *lp = dnp->dn_left, *rp = dnp->dn_right, *pnp;
	dt_ident_t *idp;

	if (lp->dn_kind == DT_NODE_IDENT) {
		int agg = lp->dn_string[0] == '@';
		dt_idhash_t *dhp = agg ? &cc->cc_aggs : &cc->cc_globals;

		idp = dt_idhash_lookup(dhp, lp->dn_string + agg);
		dt_xcook_ident(lp, dhp, agg ? DT_IDENT_AGG :
		    (idp != NULL && !dt_ident_unref(idp) ? idp->di_kind :
		    DT_IDENT_ARRAY), DT_SCOPE_GLOBAL, idp == NULL);
	} else if (lp->dn_kind == DT_NODE_VAR && lp->dn_args == rp) {
		/*
		 * A try that failed on it (dt_cook_clause cooks the actions
		 * again after the predicate) made @lp this array reference
		 * already: cook it again as such, so that reading an array
		 * never assigned is again "has not yet been declared or
		 * assigned" (the reference's D_VAR_UNDEF), not a type error.
		 */
		return (dt_node_cook(lp, idflags));
	} else {
		lp = dnp->dn_left = dt_node_cook(lp, 0);
	}
	if (lp->dn_kind == DT_NODE_AGG) {
		if (lp->dn_args != NULL)
			xyerror(D_AGG_MDIM, "improper attempt to reference @%s "
			    "as a multi-dimensional array\n",
			    lp->dn_ident->di_name);
		lp->dn_args = rp;
		lp->dn_pos = dnp->dn_pos;
		return (lp);
	}
	if (lp->dn_kind == DT_NODE_VAR &&
	    (lp->dn_ident->di_kind == DT_IDENT_ARRAY ||
	    (dt_ident_unref(lp->dn_ident) && lp->dn_ident->di_scope !=
	    DT_SCOPE_GLOBAL)) && lp->dn_args == NULL) {
		idp = lp->dn_ident;
		if (idp->di_kind == DT_IDENT_SCALAR) {
			if (idp->di_scope == DT_SCOPE_LOCAL)
				xyerror(D_ARR_LOCAL, "local variables may not "
				    "be used as associative arrays: %s\n",
				    idp->di_name);
			idp->di_kind = DT_IDENT_ARRAY;
		}
		lp->dn_args = rp;
		lp->dn_flags &= ~DT_NF_COOKED;	/* cook again, with its keys */
		return (dt_node_cook(lp, idflags));
	}
	if (lp->dn_kind == DT_NODE_VAR && lp->dn_ident->di_kind !=
	    DT_IDENT_ARRAY && dt_ident_unref(lp->dn_ident))
		xyerror(D_IDENT_BADREF, "%s '%s' may not be referenced as %s\n",
		    dt_idkind_name(lp->dn_ident->di_kind),
		    lp->dn_ident->di_name, dt_idkind_name(DT_IDENT_ARRAY));
	if (rp->dn_link != NULL) {
		char n[256];

		snprintf(n, sizeof (n), "%s", lp->dn_kind == DT_NODE_VAR ?
		    lp->dn_ident->di_name : "expression");
		xyerror(D_ARR_BADREF, "cannot access %s as an associative "
		    "array\n", n);
	}
	/*
	 * A constant index of an array of known size must be inside it (as
	 * Oracle Linux DTrace checks; a cast to a pointer does not check).
	 */
	if (lp->dn_type.dti_kind == DT_TK_ARRAY &&
	    lp->dn_type.dti_nelems != 0 && rp->dn_kind == DT_NODE_INT) {
		int neg = (rp->dn_type.dti_flags & DT_TF_SIGNED) &&
		    (int64_t)rp->dn_value < 0;

		if (neg)
			dnerror(rp, D_ARR_BOUNDS, "index outside array bounds: "
			    "%lld, max is %u\n", (long long)rp->dn_value,
			    lp->dn_type.dti_nelems);
		if (rp->dn_value >= lp->dn_type.dti_nelems)
			dnerror(rp, D_ARR_BOUNDS, "index outside array bounds: "
			    "%llu, max is %u\n",
			    (unsigned long long)rp->dn_value,
			    lp->dn_type.dti_nelems);
	}
	dnp->dn_op = DT_TOK_ADD;
	pnp = dt_node_alloc(DT_NODE_OP1);
	pnp->dn_op = DT_TOK_DEREF;
	pnp->dn_pos = dnp->dn_pos;
	pnp->dn_child = dnp;
	return (dt_node_cook(pnp, REF));
}

static int
dt_is_actfunc(const dt_node_t *dnp)
{
	return (dnp->dn_kind == DT_NODE_FUNC &&
	    dnp->dn_ident->di_kind == DT_IDENT_ACTFUNC);
}

static dt_node_t *
dt_cook_op2(dt_node_t *dnp, uint32_t idflags)
{
	int op = dnp->dn_op;

	switch (op) {
	case DT_TOK_LBRAC:
		return (dt_cook_lbrac(dnp, idflags));
	case DT_TOK_BAND: case DT_TOK_XOR: case DT_TOK_BOR:
	case DT_TOK_LSH: case DT_TOK_RSH: case DT_TOK_MOD:
	case DT_TOK_MUL: case DT_TOK_DIV:
		dt_cook_both(dnp, REF, REF);
		dt_cook_arith(dnp, op);
		break;
	case DT_TOK_LAND: case DT_TOK_LXOR: case DT_TOK_LOR:
		dt_cook_both(dnp, REF, REF);
		if (!dt_node_is_scalar(dnp->dn_left) ||
		    !dt_node_is_scalar(dnp->dn_right))
			xyerror(D_OP_SCALAR, "operator %s requires operands of "
			    "scalar type\n", dt_opstr(op));
		dt_type_int(&dnp->dn_type);
		break;
	case DT_TOK_LT: case DT_TOK_LE: case DT_TOK_GT: case DT_TOK_GE:
	case DT_TOK_EQU: case DT_TOK_NEQ:
		dt_cook_both(dnp, REF, REF);
		dt_cook_compare(dnp, op);
		break;
	case DT_TOK_ADD: case DT_TOK_SUB:
		dt_cook_both(dnp, REF, REF);
		dt_cook_additive(dnp, op);
		break;
	case DT_TOK_PTR:
		if (dnp->dn_left->dn_kind == DT_NODE_IDENT &&
		    strcmp(dnp->dn_left->dn_string, "self") == 0)
			return (dt_cook_scoped(dnp, idflags, 1));
		if (dnp->dn_left->dn_kind == DT_NODE_IDENT &&
		    strcmp(dnp->dn_left->dn_string, "this") == 0)
			return (dt_cook_scoped(dnp, idflags, 0));
		dt_cook_member(dnp, op);
		break;
	case DT_TOK_DOT:
		dt_cook_member(dnp, op);
		break;
	case DT_TOK_COMMA:
		dt_cook_both(dnp, REF, REF);
		if (dt_type_is_dynamic(&dnp->dn_left->dn_type) ||
		    dt_type_is_dynamic(&dnp->dn_right->dn_type))
			xyerror(D_OP_DYN, "operator %s operands cannot be of "
			    "dynamic type\n", dt_opstr(op));
		if (dt_is_actfunc(dnp->dn_left) || dt_is_actfunc(dnp->dn_right))
			xyerror(D_OP_ACT, "operator %s operands cannot be "
			    "actions\n", dt_opstr(op));
		dnp->dn_type = dnp->dn_right->dn_type;
		break;
	default:
		return (dt_cook_assign(dnp, op));
	}
	return (dnp);
}

static dt_node_t *
dt_cook_op3(dt_node_t *dnp, uint32_t idflags)
{
	dt_node_t *lp, *rp;

	(void) idflags;
	dnp->dn_expr = dt_node_cook(dnp->dn_expr, REF);
	dt_cook_both(dnp, REF, REF);
	lp = dnp->dn_left;
	rp = dnp->dn_right;
	if (!dt_node_is_scalar(dnp->dn_expr))
		xyerror(D_OP_SCALAR, "operator ?: expression must be of scalar "
		    "type\n");
	if (dt_type_is_dynamic(&lp->dn_type) ||
	    dt_type_is_dynamic(&rp->dn_type))
		xyerror(D_OP_DYN, "operator ?: operands cannot be of dynamic "
		    "type\n");
	if (dt_type_same(&lp->dn_type, &rp->dn_type))
		dnp->dn_type = lp->dn_type;
	else if (dt_node_is_integer(lp) && dt_node_is_integer(rp))
		dt_type_promote(&lp->dn_type, &rp->dn_type, &dnp->dn_type);
	else if (dt_type_is_strcompat(&lp->dn_type) &&
	    dt_type_is_strcompat(&rp->dn_type) &&
	    (dt_node_is_string(lp) || dt_node_is_string(rp)))
		dt_type_string(&dnp->dn_type);
	else if (!dt_type_ptrcompat(&lp->dn_type, dt_is_zero(lp),
	    &rp->dn_type, dt_is_zero(rp), &dnp->dn_type))
		xyerror(D_OP_INCOMPAT, "operator ?: operands must have "
		    "compatible types\n");
	if ((lp->dn_kind == DT_NODE_FUNC &&
	    lp->dn_ident->di_kind == DT_IDENT_ACTFUNC) ||
	    (rp->dn_kind == DT_NODE_FUNC &&
	    rp->dn_ident->di_kind == DT_IDENT_ACTFUNC))
		xyerror(D_OP_ACT, "action cannot be used in a conditional "
		    "context\n");
	return (dnp);
}

/* ---- translators -------------------------------------------------------- */

/*
 * xlate<T>(e): find a translator to T (or, for T a pointer, to *T) whose
 * input type accepts e's type.
 */
static dt_node_t *
dt_cook_xlate(dt_node_t *dnp)
{
	dt_xlator_t *dxp;
	char n1[256], n2[256];

	dnp->dn_child = dt_node_cook(dnp->dn_child, REF);
	dxp = dt_xlator_find(&dnp->dn_type, &dnp->dn_child->dn_type,
	    dt_is_zero(dnp->dn_child));
	if (dxp == NULL)
		xyerror(D_XLATE_NONE, "cannot translate from \"%s\" to \"%s\"\n",
		    dt_node_type_name(dnp->dn_child, n1, sizeof (n1)),
		    dt_type_name(&dnp->dn_type, n2, sizeof (n2)));
	dnp->dn_ident = dt_zalloc(sizeof (dt_ident_t));
	dnp->dn_ident->di_name = dxp->dx_argname;
	dnp->dn_ident->di_kind = DT_IDENT_XLATOR;
	dnp->dn_ident->di_data = dxp;
	dnp->dn_ident->di_type = dnp->dn_type;
	return (dnp);
}

/* ---- statements and clauses --------------------------------------------- */

static dt_node_t *
dt_cook_statement(dt_node_t *dnp, uint32_t idflags)
{
	dt_node_t *ep = dt_node_cook(dnp->dn_expr, idflags);

	if (ep->dn_kind == DT_NODE_DAGG)
		return (ep);
	if (ep->dn_kind == DT_NODE_AGG)
		dnerror(ep, D_AGG_NULL, "expression has null effect: "
		    "@%s\n", ep->dn_ident->di_name);
	dnp->dn_expr = ep;
	return (dnp);
}

static dt_node_t *
dt_cook_if(dt_node_t *dnp, uint32_t idflags)
{
	dnp->dn_expr = dt_node_cook(dnp->dn_expr, REF);
	if (!dt_node_is_scalar(dnp->dn_expr))
		dnerror(dnp->dn_expr, D_PRED_SCALAR, "predicate result must "
		    "be of scalar type\n");
	dnp->dn_body = dt_cook_list(dnp->dn_body, idflags);
	dnp->dn_alt = dt_cook_list(dnp->dn_alt, idflags);
	return (dnp);
}

/*
 * Expressions nest at most this deep, so that neither this pass nor the
 * code generator can exhaust the stack on a hostile script.
 */
#define DT_COOK_MAXDEPTH	1024

dt_node_t *
dt_node_cook(dt_node_t *dnp, uint32_t idflags)
{
	dt_srcpos_t saved = yypcb->pcb_pos;

	if (dnp == NULL || (dnp->dn_flags & DT_NF_COOKED))
		return (dnp);
	if (dnp->dn_pos.dsp_line > 0)
		yypcb->pcb_pos = dnp->dn_pos;
	if (yypcb->pcb_depth >= DT_COOK_MAXDEPTH)
		dnerror(dnp, D_SYNTAX, "expression nested too deeply "
		    "(more than %d levels)\n", DT_COOK_MAXDEPTH);
	yypcb->pcb_depth++;
	dnp = dt_node_cook_kind(dnp, idflags);
	yypcb->pcb_depth--;
	yypcb->pcb_pos = saved;
	return (dnp);
}

static dt_node_t *
dt_node_cook_kind(dt_node_t *dnp, uint32_t idflags)
{
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT:
		dnp = dt_cook_ident(dnp, idflags);
		if (dnp->dn_flags & DT_NF_SYM)
			break;
		dnp->dn_flags &= ~DT_NF_COOKED;
		dnp = dt_node_cook(dnp, idflags);
		break;
	case DT_NODE_VAR:
		dnp = dt_cook_var(dnp, idflags);
		break;
	case DT_NODE_AGG:
		dnp->dn_args = dt_cook_list(dnp->dn_args, REF);
		dt_type_dyn(&dnp->dn_type);
		break;
	case DT_NODE_FUNC:
		dnp = dt_cook_func(dnp, idflags);
		break;
	case DT_NODE_OP1:
		dnp = dt_cook_op1(dnp, idflags);
		break;
	case DT_NODE_OP2:
		dnp = dt_cook_op2(dnp, idflags);
		break;
	case DT_NODE_OP3:
		dnp = dt_cook_op3(dnp, idflags);
		break;
	case DT_NODE_XLATE:
		dnp = dt_cook_xlate(dnp);
		break;
	case DT_NODE_DEXPR:
	case DT_NODE_DFUNC:
		dnp = dt_cook_statement(dnp, idflags);
		break;
	case DT_NODE_IF:
		dnp = dt_cook_if(dnp, idflags);
		break;
	default:
		break;
	}
	dnp->dn_flags |= DT_NF_COOKED;
	if (dnp->dn_kind == DT_NODE_VAR || dnp->dn_kind == DT_NODE_AGG)
		dnp->dn_ident->di_flags |= idflags;
	return (dnp);
}

static dt_node_t *
dt_cook_list(dt_node_t *lp, uint32_t idflags)
{
	dt_node_t *head = NULL, **pp = &head, *dnp, *next;

	for (dnp = lp; dnp != NULL; dnp = next) {
		next = dnp->dn_link;
		dnp = dt_node_cook(dnp, idflags);
		dnp->dn_link = next;
		*pp = dnp;
		pp = &dnp->dn_link;
	}
	return (head);
}

/*
 * Speculation ordering rules of a clause's actions, as the reference
 * checks them, in the order of the actions (the branches of an if
 * statement in turn):
 *   - commit(): D_COMM_COMM after a commit(), D_COMM_DREC after a
 *     data-recording or aggregating action, D_AGG_COMM when an
 *     aggregating action comes anywhere after it;
 *   - speculate(): D_SPEC_SPEC, D_SPEC_COMM, D_SPEC_DREC likewise;
 *   - aggregating actions: D_AGG_SPEC after speculate(); they count as
 *     data recording (before a commit() or a speculate());
 *   - after speculate(): destructive actions D_ACT_SPEC (expression
 *     statements calling a destructive subroutine too), exit()
 *     D_EXIT_SPEC;
 *   - any other action records data -- except discard(), destructive
 *     actions and expression statements -- and is D_DREC_COMM after a
 *     commit(); it counts as data recording only outside a speculation.
 */
typedef struct dt_actstate {
	int as_spec, as_comm, as_drec;
} dt_actstate_t;

/* Is there an aggregating action in @lp or after it (branches too)? */
static int
dt_list_has_agg(const dt_node_t *lp)
{
	for (; lp != NULL; lp = lp->dn_link) {
		if (lp->dn_kind == DT_NODE_DAGG)
			return (1);
		if (lp->dn_kind == DT_NODE_IF &&
		    (dt_list_has_agg(lp->dn_body) || dt_list_has_agg(lp->dn_alt)))
			return (1);
	}
	return (0);
}

static void
dt_check_action(dt_node_t *dnp, dt_actstate_t *st)
{
	dt_ident_t *idp = dnp->dn_expr->dn_ident;
	uint32_t act = idp->di_id;
	int destructive = (idp->di_flags & DT_IDFLG_DESTRUCT) != 0;

	if (act == DT_ACT_COMMIT) {
		if (st->as_comm)
			dnerror(dnp, D_COMM_COMM, "commit( ) may not follow "
			    "commit( )\n");
		if (st->as_drec)
			dnerror(dnp, D_COMM_DREC, "commit( ) may not follow "
			    "data-recording action(s)\n");
		if (dt_list_has_agg(dnp->dn_link))
			dnerror(dnp, D_AGG_COMM, "aggregating actions may not "
			    "follow commit( )\n");
		st->as_comm = 1;
		return;
	}
	if (act == DT_ACT_SPECULATE) {
		if (st->as_spec)
			dnerror(dnp, D_SPEC_SPEC, "speculate( ) may not follow "
			    "speculate( )\n");
		if (st->as_comm)
			dnerror(dnp, D_SPEC_COMM, "speculate( ) may not follow "
			    "commit( )\n");
		if (st->as_drec)
			dnerror(dnp, D_SPEC_DREC, "speculate( ) may not follow "
			    "data-recording action(s)\n");
		st->as_spec = 1;
		return;
	}
	if (st->as_spec) {
		if (destructive)
			dnerror(dnp, D_ACT_SPEC, "destructive actions may not "
			    "follow speculate( )\n");
		if (act == DT_ACT_EXIT)
			dnerror(dnp, D_EXIT_SPEC, "exit( ) may not follow "
			    "speculate( )\n");
	}
	if (destructive || act == DT_ACT_DISCARD)
		return;
	if (st->as_comm)
		dnerror(dnp, D_DREC_COMM, "data-recording actions may not "
		    "follow commit( )\n");
	if (!st->as_spec)
		st->as_drec = 1;
}

/*
 * Does expression @dnp call a destructive subroutine (copyout(), ...)?
 * The reference sees it as a destructive DIF expression action.
 */
static int
dt_expr_destructive(const dt_node_t *dnp)
{
	const dt_node_t *a;

	if (dnp == NULL)
		return (0);
	if ((dnp->dn_kind == DT_NODE_FUNC || dnp->dn_kind == DT_NODE_VAR) &&
	    dnp->dn_ident != NULL &&
	    (dnp->dn_ident->di_flags & DT_IDFLG_DESTRUCT))
		return (1);
	for (a = dnp->dn_args; a != NULL; a = a->dn_link) {
		if (dt_expr_destructive(a))
			return (1);
	}
	return (dt_expr_destructive(dnp->dn_child) ||
	    dt_expr_destructive(dnp->dn_left) ||
	    dt_expr_destructive(dnp->dn_right) ||
	    (dnp->dn_kind == DT_NODE_OP3 && dt_expr_destructive(dnp->dn_expr)));
}

static void
dt_check_actions(dt_node_t *lp, dt_actstate_t *st)
{
	for (; lp != NULL; lp = lp->dn_link) {
		if (lp->dn_kind == DT_NODE_DFUNC) {
			dt_check_action(lp, st);
		} else if (lp->dn_kind == DT_NODE_DEXPR) {
			if (st->as_spec && dt_expr_destructive(lp->dn_expr))
				dnerror(lp, D_ACT_SPEC, "destructive actions "
				    "may not follow speculate( )\n");
		} else if (lp->dn_kind == DT_NODE_DAGG) {
			if (st->as_spec)
				dnerror(lp, D_AGG_SPEC, "aggregating actions "
				    "may not follow speculate( )\n");
			st->as_drec = 1;
		} else if (lp->dn_kind == DT_NODE_IF) {
			dt_check_actions(lp->dn_body, st);
			dt_check_actions(lp->dn_alt, st);
		}
	}
}

/*
 * printa() of several aggregations: @r's keys must match @l's in number
 * (D_PRINTA_AGGKEY) and type (D_PRINTA_AGGPROTO).
 */
static void
dt_printa_keys(const dt_node_t *dnp, const dt_ident_t *lid,
    const dt_ident_t *rid)
{
	int ln = lid->di_nkeys < 0 ? 0 : lid->di_nkeys;
	int rn = rid->di_nkeys < 0 ? 0 : rid->di_nkeys;
	char n1[256], n2[256];
	int i;

	if (ln != rn)
		dnerror(dnp, D_PRINTA_AGGKEY, "printa( ): @%s and @%s do not "
		    "have matching key signatures: @%s has %d key%s, @%s has "
		    "%d key%s\n", lid->di_name, rid->di_name, lid->di_name, ln,
		    ln == 1 ? "" : "s", rid->di_name, rn, rn == 1 ? "" : "s");
	for (i = 0; i < ln; i++) {
		if (dt_type_argcompat(&lid->di_keys[i], &rid->di_keys[i], 0))
			continue;
		dnerror(dnp, D_PRINTA_AGGPROTO, "printa( ): @%s[ ] key #%d is "
		    "incompatible with @%s:\n%9s key #%d: %s\n%9s key #%d: "
		    "%s\n", rid->di_name, i + 1, lid->di_name, lid->di_name,
		    i + 1, dt_type_name(&lid->di_keys[i], n1, sizeof (n1)),
		    rid->di_name, i + 1,
		    dt_type_name(&rid->di_keys[i], n2, sizeof (n2)));
	}
}

/*
 * Once a clause is cooked (as the reference, which checks while generating
 * each clause's code, in source order): an aggregation given to printa(),
 * clear(), trunc(), normalize() or denormalize() must not be one that
 * this compilation created without assigning it yet (D_*_AGGBAD).  A name
 * never seen at all already failed to resolve (D_IDENT_UNDEF).
 */
static void
dt_check_aggrefs(dt_node_t *lp)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;

	for (; lp != NULL; lp = lp->dn_link) {
		dt_node_t *fnp = lp->dn_expr, *a;
		const dt_ident_t *proto = NULL;
		dt_errtag_t tag;
		int all = 0;

		if (lp->dn_kind == DT_NODE_IF) {
			dt_check_aggrefs(lp->dn_body);
			dt_check_aggrefs(lp->dn_alt);
			continue;
		}
		if (lp->dn_kind != DT_NODE_DFUNC || fnp == NULL ||
		    fnp->dn_kind != DT_NODE_FUNC)
			continue;
		a = fnp->dn_args;
		switch (fnp->dn_ident->di_id) {
		case DT_ACT_PRINTA:
			tag = D_PRINTA_AGGBAD;
			if (a != NULL && a->dn_kind == DT_NODE_STRING)
				a = a->dn_link;
			all = 1;
			break;
		case DT_ACT_CLEAR:
			tag = D_CLEAR_AGGBAD;
			break;
		case DT_ACT_TRUNC:
			tag = D_TRUNC_AGGBAD;
			break;
		case DT_ACT_NORMALIZE:
		case DT_ACT_DENORMALIZE:
			tag = D_NORMALIZE_AGGBAD;
			break;
		default:
			continue;
		}
		for (; a != NULL && a->dn_kind == DT_NODE_AGG;
		    a = all ? a->dn_link : NULL) {
			const dt_ident_t *aid = a->dn_ident;

			if (aid->di_gen == cc->cc_gen &&
			    !(aid->di_flags & DT_IDFLG_MOD))
				dnerror(fnp, tag, "undefined aggregation: @%s\n",
				    aid->di_name);
			if (proto != NULL)
				dt_printa_keys(fnp, proto, aid);
			else
				proto = aid;
		}
	}
}

static void
dt_cook_pred(dt_node_t *cnp)
{
	yypcb->pcb_region = "predicate";
	cnp->dn_pred = dt_node_cook(cnp->dn_pred, REF);
	if (!dt_node_is_scalar(cnp->dn_pred))
		dnerror(cnp->dn_pred, D_PRED_SCALAR, "predicate result must be "
		    "of scalar type\n");
	yypcb->pcb_region = NULL;
}

/*
 * The program's clause-local table, seeded with its `this` declarations.
 * One table serves every clause of the program, as in the reference: a
 * this-> variable first assigned in one clause is known, with its type and
 * id, in the clauses after it, which share its value within one probe
 * firing (Dynamic Tracing Guide, "Clause-Local Variables").
 */
static void
dt_locals_init(void)
{
	const dt_idhash_t *decls = &yypcb->pcb_localdecls;
	dt_ident_t *idp, *cp;
	int i;

	dt_idhash_init(&yypcb->pcb_locals, "clause-local", DIF_VAR_OTHER_UBASE,
	    DIF_VAR_OTHER_MAX);
	for (i = 0; i < DT_IDHASH_SIZE; i++) {
		for (idp = decls->dh_hash[i]; idp != NULL; idp = idp->di_next) {
			cp = dt_zalloc(sizeof (*cp));
			*cp = *idp;
			(void) dt_idhash_nextid(&yypcb->pcb_locals, &cp->di_id);
			dt_idhash_insert(&yypcb->pcb_locals, cp);
		}
	}
}

/*
 * Cook a clause: actions first, unless they refer to a variable the
 * predicate creates (then predicate first), as the reference does.
 */
static void
dt_cook_clause(dt_node_t *cnp)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	jmp_buf saved;
	volatile int tries = 0;
	int err;

	dt_check_clause_pdescs(cnp);
	yypcb->pcb_clause = cnp;
	memcpy(saved, yypcb->pcb_jmpbuf, sizeof (jmp_buf));
	if (cnp->dn_pred != NULL && (err = setjmp(yypcb->pcb_jmpbuf)) != 0) {
		memcpy(yypcb->pcb_jmpbuf, saved, sizeof (jmp_buf));
		if (tries++ != 0 || err != EDT_COMPILER ||
		    (strcmp(dtp->dt_errtag, "D_IDENT_UNDEF") != 0 &&
		    strcmp(dtp->dt_errtag, "D_VAR_UNDEF") != 0))
			longjmp(yypcb->pcb_jmpbuf, err);
		yypcb->pcb_region = NULL;
		dt_cook_pred(cnp);
	}
	yypcb->pcb_region = "action list";
	cnp->dn_acts = dt_cook_list(cnp->dn_acts, 0);
	yypcb->pcb_region = NULL;
	memcpy(yypcb->pcb_jmpbuf, saved, sizeof (jmp_buf));
	if (cnp->dn_pred != NULL && tries == 0)
		dt_cook_pred(cnp);
	{
		dt_actstate_t st = { 0, 0, 0 };

		yypcb->pcb_region = "action list";
		dt_check_actions(cnp->dn_acts, &st);
		dt_check_aggrefs(cnp->dn_acts);
		yypcb->pcb_region = NULL;
	}
	cnp->dn_nlocals = yypcb->pcb_locals.dh_nelems;
	cnp->dn_flags |= DT_NF_COOKED;
	yypcb->pcb_clause = NULL;
}

void
dt_cook_program(dt_node_t *prog)
{
	dt_node_t *dnp;

	dt_locals_init();
	for (dnp = prog->dn_list; dnp != NULL; dnp = dnp->dn_link) {
		if (dnp->dn_kind == DT_NODE_CLAUSE)
			dt_cook_clause(dnp);
	}
	prog->dn_flags |= DT_NF_COOKED;
}
