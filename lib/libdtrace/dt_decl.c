/*
 * lib/libdtrace/dt_decl.c -- the declaration stack and declaration types.
 *
 * Where it sits: the grammar (dt_grammar.y) calls these functions while it
 * reduces declaration specifiers and declarators; dt_parser.c's
 * dt_node_decl() then turns the finished declaration into a variable,
 * typedef or type definition.  Struct, union and enum bodies push a new
 * scope; members and enumerators are added to the CTF type being defined.
 *
 * Invariants: decls and their strings live in the pcb arena; the scope
 * stack is empty between top-level declarations.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_decl.h"
#include "dt_stapsdt.h"
#include "dt_type.h"

dt_scope_t *
dt_scope(void)
{
	if (yypcb->pcb_dstack == NULL)
		dt_scope_push();
	return (yypcb->pcb_dstack);
}

void
dt_scope_push(void)
{
	dt_scope_t *dsp = dt_zalloc(sizeof (*dsp));

	dsp->ds_type = CTF_ERR;
	dsp->ds_next = yypcb->pcb_dstack;
	yypcb->pcb_dstack = dsp;
}

dt_decl_t *
dt_scope_pop(void)
{
	dt_scope_t *dsp = yypcb->pcb_dstack;
	dt_decl_t *ddp;

	if (dsp == NULL)
		return (NULL);
	ddp = dsp->ds_decl;
	yypcb->pcb_dstack = dsp->ds_next;
	return (ddp);
}

static dt_decl_t *
dt_decl_alloc(int kind, char *name)
{
	dt_decl_t *ddp = dt_zalloc(sizeof (*ddp));

	ddp->dd_kind = kind;
	ddp->dd_name = name;
	ddp->dd_type = CTF_ERR;
	return (ddp);
}

static dt_decl_t *
dt_decl_check(dt_decl_t *ddp)
{
	if (ddp->dd_kind == DT_K_UNKNOWN)
		return (ddp);
	if (ddp->dd_name != NULL && strcmp(ddp->dd_name, "char") == 0 &&
	    (ddp->dd_attr & (DT_DA_SHORT | DT_DA_LONG | DT_DA_LONGLONG)))
		xyerror(D_DECL_CHARATTR, "invalid type declaration: short and "
		    "long may not be used with char type\n");
	if (ddp->dd_name != NULL && strcmp(ddp->dd_name, "void") == 0 &&
	    (ddp->dd_attr & (DT_DA_SHORT | DT_DA_LONG | DT_DA_LONGLONG |
	    DT_DA_SIGNED | DT_DA_UNSIGNED)))
		xyerror(D_DECL_VOIDATTR, "invalid type declaration: attributes "
		    "may not be used with void type\n");
	if (ddp->dd_kind != CTF_K_INTEGER &&
	    (ddp->dd_attr & (DT_DA_SIGNED | DT_DA_UNSIGNED)))
		xyerror(D_DECL_SIGNINT, "invalid type declaration: signed and "
		    "unsigned may only be used with integer type\n");
	if (ddp->dd_kind != CTF_K_INTEGER && ddp->dd_kind != CTF_K_FLOAT &&
	    (ddp->dd_attr & (DT_DA_LONG | DT_DA_LONGLONG)))
		xyerror(D_DECL_LONGINT, "invalid type declaration: long and "
		    "long long may only be used with integer or "
		    "floating-point type\n");
	return (ddp);
}

static dt_decl_t *
dt_decl_push(dt_decl_t *ddp)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *top = dsp->ds_decl;

	if (top != NULL && top->dd_kind == DT_K_UNKNOWN &&
	    top->dd_name == NULL) {
		top->dd_kind = CTF_K_INTEGER;
		(void) dt_decl_check(top);
	}
	ddp->dd_next = top;
	dsp->ds_decl = ddp;
	return (ddp);
}

/* Begin a declarator group whose suffixes go above @ddp (see dt_decl.h). */
static void
dt_decl_group_push(dt_scope_t *dsp, dt_decl_t *ddp, int paren)
{
	if (dsp->ds_ngroups >= DT_DECL_MAXGROUP)
		xyerror(D_UNKNOWN, "declarator nested too deeply\n");
	dsp->ds_group[dsp->ds_ngroups] = ddp;
	dsp->ds_gparen[dsp->ds_ngroups] = (uint8_t)paren;
	dsp->ds_ngroups++;
}

/** dt_decl_group_open - a "(" opening a parenthesised declarator. */
void
dt_decl_group_open(void)
{
	dt_decl_group_push(dt_scope(), dt_decl_top(), 1);
}

/**
 * dt_decl_group_close - its ")": the groups begun inside it are over, and
 * the suffixes that follow apply to the group as a whole.
 */
void
dt_decl_group_close(void)
{
	dt_scope_t *dsp = dt_scope();

	while (dsp->ds_ngroups > 0 && !dsp->ds_gparen[dsp->ds_ngroups - 1])
		dsp->ds_ngroups--;
	if (dsp->ds_ngroups > 0)
		dsp->ds_gparen[dsp->ds_ngroups - 1] = 0;
}

/*
 * Put suffix @ddp (array or function) of the current group directly above
 * the decl the group began on, beneath what the group pushed since; with
 * @newgroup (an abstract declarator starting with the suffix) a group
 * begins at the top.
 */
static dt_decl_t *
dt_decl_suffix(dt_decl_t *ddp, int newgroup)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *below, *above;

	if (newgroup || dsp->ds_ngroups == 0)
		dt_decl_group_push(dsp, dsp->ds_decl, 0);
	below = dsp->ds_group[dsp->ds_ngroups - 1];
	if (below == dsp->ds_decl)
		return (dt_decl_push(ddp));
	if (below->dd_kind == DT_K_UNKNOWN && below->dd_name == NULL) {
		below->dd_kind = CTF_K_INTEGER;
		(void) dt_decl_check(below);
	}
	for (above = dsp->ds_decl; above->dd_next != below;
	    above = above->dd_next)
		continue;
	ddp->dd_next = below;
	above->dd_next = ddp;
	return (ddp);
}

dt_decl_t *
dt_decl_top(void)
{
	dt_decl_t *ddp = dt_scope()->ds_decl;

	if (ddp == NULL)
		xyerror(D_DECL_IDENT, "old-style declaration or incorrect "
		    "type specified\n");
	if (ddp->dd_kind == DT_K_UNKNOWN && ddp->dd_name == NULL) {
		ddp->dd_kind = CTF_K_INTEGER;
		(void) dt_decl_check(ddp);
	}
	return (ddp);
}

dt_decl_t *
dt_decl_pop(void)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *ddp = dt_decl_top();

	dsp->ds_decl = NULL;
	dsp->ds_ident = NULL;
	dsp->ds_class = DT_DC_DEFAULT;
	dsp->ds_ngroups = 0;
	return (ddp);
}

dt_decl_t *
dt_decl_pop_param(char **namep)
{
	dt_scope_t *dsp = dt_scope();

	if (dsp->ds_class != DT_DC_DEFAULT && dsp->ds_class != DT_DC_REGISTER)
		xyerror(D_DECL_PARMCLASS, "inappropriate storage class for "
		    "function or associative array parameter\n");
	if (namep != NULL)
		*namep = dsp->ds_ident;
	return (dt_decl_pop());
}

void
dt_decl_reset(void)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *ddp = dsp->ds_decl;

	while (ddp != NULL && ddp->dd_next != NULL) {
		dsp->ds_decl = ddp->dd_next;
		ddp = dsp->ds_decl;
	}
	dsp->ds_ident = NULL;
	dsp->ds_ngroups = 0;
}

dt_decl_t *
dt_decl_ident(char *name)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *ddp = dsp->ds_decl;

	if (dsp->ds_ident != NULL)
		xyerror(D_DECL_IDENT, "old-style declaration or incorrect "
		    "type specified\n");
	dsp->ds_ident = name;
	if (ddp == NULL)
		ddp = dt_decl_push(dt_decl_alloc(DT_K_UNKNOWN, NULL));
	dt_decl_group_push(dsp, ddp, 0);
	return (ddp);
}

void
dt_decl_class(int dclass)
{
	dt_scope_t *dsp = dt_scope();

	if (dsp->ds_class != DT_DC_DEFAULT)
		xyerror(D_DECL_CLASS, "only one storage class allowed in a "
		    "declaration\n");
	dsp->ds_class = dclass;
}

dt_decl_t *
dt_decl_spec(int kind, char *name)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *ddp = dsp->ds_decl;

	if (ddp == NULL)
		return (dt_decl_push(dt_decl_check(dt_decl_alloc(kind, name))));
	if (ddp->dd_name != NULL && kind == CTF_K_TYPEDEF) {
		if (dsp->ds_class != DT_DC_TYPEDEF)
			return (dt_decl_ident(name));
		xyerror(D_DECL_IDRED, "identifier redeclared: %s\n", name);
	}
	if (ddp->dd_name != NULL || ddp->dd_kind != DT_K_UNKNOWN)
		xyerror(D_DECL_COMBO, "invalid type combination\n");
	ddp->dd_kind = kind;
	ddp->dd_name = name;
	return (dt_decl_check(ddp));
}

dt_decl_t *
dt_decl_attr(uint32_t attr)
{
	dt_decl_t *ddp = dt_scope()->ds_decl;

	if (ddp == NULL) {
		ddp = dt_decl_push(dt_decl_alloc(DT_K_UNKNOWN, NULL));
		ddp->dd_attr = attr;
		return (ddp);
	}
	if (attr == DT_DA_LONG && (ddp->dd_attr & DT_DA_LONG)) {
		ddp->dd_attr &= ~DT_DA_LONG;
		attr = DT_DA_LONGLONG;
	} else if ((ddp->dd_attr & attr) || (attr == DT_DA_LONG &&
	    (ddp->dd_attr & DT_DA_LONGLONG))) {
		xyerror(D_DECL_COMBO, "invalid type combination\n");
	}
	ddp->dd_attr |= attr;
	return (dt_decl_check(ddp));
}

dt_decl_t *
dt_decl_ptr(void)
{
	return (dt_decl_push(dt_decl_alloc(CTF_K_POINTER, NULL)));
}

/* Flags of dt_decl_prototype(). */
#define DT_DP_VARARGS	0x1	/* permit "..." */
#define DT_DP_VOID	0x2	/* permit a sole void parameter */
#define DT_DP_ANON	0x4	/* permit unnamed parameters */

/* Is the name of @fnp also given to an earlier parameter of @flist? */
static int
dt_decl_protoform(const dt_node_t *fnp, const dt_node_t *flist)
{
	const dt_node_t *dnp;

	for (dnp = flist; dnp != fnp && dnp != NULL; dnp = dnp->dn_link) {
		if (dnp->dn_string != NULL &&
		    strcmp(dnp->dn_string, fnp->dn_string) == 0)
			return (1);
	}
	return (0);
}

/*
 * Check the parameter list @plist of a function, associative array or
 * probe prototype (@kind names it in messages).  Returns the number of
 * parameters (0 for a sole void).
 */
static int
dt_decl_prototype(dt_node_t *plist, dt_node_t *flist, const char *kind,
    unsigned int flags)
{
	int form = plist != flist, v = 0, i = 1, isvoid;
	dt_node_t *dnp;
	char n[256];

	for (dnp = plist; dnp != NULL; dnp = dnp->dn_link, i++) {
		if (dnp->dn_type.dti_kind == DT_TK_NONE &&
		    !(flags & DT_DP_VARARGS))
			dnerror(dnp, D_DECL_PROTO_VARARGS, "%s prototype may "
			    "not use a variable-length argument list\n", kind);
		isvoid = dt_type_is_void(&dnp->dn_type);
		v += isvoid;
		if (isvoid && !(flags & DT_DP_VOID))
			dnerror(dnp, D_DECL_PROTO_TYPE, "%s prototype may not "
			    "use parameter of type %s: %s, parameter #%d\n",
			    kind, dt_type_name(&dnp->dn_type, n, sizeof (n)),
			    dnp->dn_string ? dnp->dn_string : "(anonymous)", i);
		if (isvoid && dnp->dn_string != NULL)
			dnerror(dnp, D_DECL_PROTO_NAME, "void parameter may "
			    "not have a name: %s\n", dnp->dn_string);
		if (dnp->dn_string != NULL &&
		    dt_decl_protoform(dnp, flist) != form)
			dnerror(dnp, D_DECL_PROTO_FORM, "parameter is %s "
			    "declared in %s prototype: %s, parameter #%d\n",
			    form ? "not" : "already", kind, dnp->dn_string, i);
		if (dnp->dn_string == NULL && !isvoid &&
		    dnp->dn_type.dti_kind != DT_TK_NONE &&
		    !(flags & DT_DP_ANON))
			dnerror(dnp, D_DECL_PROTO_NAME, "parameter declaration "
			    "requires a name: parameter #%d\n", i);
	}
	if (v != 0 && plist->dn_link != NULL)
		xyerror(D_DECL_PROTO_VOID, "void must be sole parameter\n");
	return (v ? 0 : i - 1);
}

dt_decl_t *
dt_decl_array(dt_node_t *dim, int newgroup)
{
	dt_decl_t *ddp = dt_decl_suffix(dt_decl_alloc(CTF_K_ARRAY, NULL),
	    newgroup);

	if (ddp->dd_next != NULL && ddp->dd_next->dd_name != NULL &&
	    strcmp(ddp->dd_next->dd_name, "void") == 0)
		xyerror(D_DECL_VOIDOBJ, "cannot declare array of void\n");
	if (dim != NULL && dim->dn_kind != DT_NODE_TYPE) {
		if (dim->dn_kind != DT_NODE_INT || dim->dn_value == 0 ||
		    ((dim->dn_type.dti_flags & DT_TF_SIGNED) &&
		    (int64_t)dim->dn_value < 0))
			xyerror(D_DECL_ARRSUB, "positive integral constant "
			    "expression or tuple signature expected as array "
			    "declaration subscript\n");
		if (dim->dn_value > UINT32_MAX)
			xyerror(D_DECL_ARRBIG, "array dimension too big\n");
	}
	if (dim != NULL && dim->dn_kind == DT_NODE_TYPE)
		(void) dt_decl_prototype(dim, dim, "array", DT_DP_ANON);
	ddp->dd_node = dim;
	return (ddp);
}

dt_decl_t *
dt_decl_func(dt_node_t *params, int newgroup)
{
	dt_decl_t *ddp = dt_decl_alloc(CTF_K_FUNCTION, NULL);

	(void) dt_decl_prototype(params, params, "function",
	    DT_DP_VARARGS | DT_DP_VOID | DT_DP_ANON);
	ddp->dd_node = params;
	return (dt_decl_suffix(ddp, newgroup));
}

/*
 * The C name of an integer/float specifier with attributes, built as the
 * reference does: sign, then size, then the base name unless a size was
 * given for an integer ("unsigned long long", "short", "long double").
 */
static void
dt_decl_basename(const dt_decl_t *ddp, char *buf, size_t len)
{
	snprintf(buf, len, "%s%s%s%s%s%s%s",
	    (ddp->dd_attr & DT_DA_SIGNED) ? "signed " : "",
	    (ddp->dd_attr & DT_DA_UNSIGNED) ? "unsigned " : "",
	    (ddp->dd_attr & DT_DA_SHORT) ? "short " : "",
	    (ddp->dd_attr & DT_DA_LONG) ? "long " : "",
	    (ddp->dd_attr & DT_DA_LONGLONG) ? "long long " : "",
	    (ddp->dd_attr == 0 && ddp->dd_name == NULL) ? "int" : "",
	    ddp->dd_name != NULL && (ddp->dd_kind != CTF_K_INTEGER ||
	    !(ddp->dd_attr & (DT_DA_SHORT | DT_DA_LONG | DT_DA_LONGLONG))) ?
	    ddp->dd_name : "");
}

static const char *
dt_kind_tag(int kind)
{
	return (kind == CTF_K_STRUCT ? "struct" :
	    kind == CTF_K_UNION ? "union" : "enum");
}

/* Is a struct or union of @kind and tag @tag being defined (open)? */
static int
dt_decl_defining(int kind, const char *tag)
{
	const dt_scope_t *dsp;

	for (dsp = yypcb->pcb_dstack; dsp != NULL; dsp = dsp->ds_next) {
		if (dsp->ds_kind == kind && dsp->ds_tag != NULL &&
		    tag != NULL && strcmp(dsp->ds_tag, tag) == 0)
			return (1);
	}
	return (0);
}

/* The base (specifier) type of a declaration. */
static void
dt_decl_basetype(dt_decl_t *ddp, dt_tinfo_t *tip)
{
	ctf_dict_t *fp = yypcb->pcb_cc->cc_ctfp;
	char n[256];
	ctf_id_t id;

	switch (ddp->dd_kind) {
	case CTF_K_STRUCT:
	case CTF_K_UNION:
	case CTF_K_ENUM:
		if (ddp->dd_type != CTF_ERR) {
			dt_type_byid(ddp->dd_type, tip);
			return;
		}
		snprintf(n, sizeof (n), "%s %s", dt_kind_tag(ddp->dd_kind),
		    ddp->dd_name);
		/* the tag of a struct or union being defined is D's own */
		if (dt_decl_defining(ddp->dd_kind, ddp->dd_name) &&
		    (id = ctf_lookup_by_name(fp, n)) != CTF_ERR) {
			dt_type_byid(id, tip);
			return;
		}
		if (dt_type_lookup(n, tip) == 0)	/* "struct D`foo" too */
			return;
		if ((id = ctf_add_forward(fp, CTF_ADD_ROOT, ddp->dd_name,
		    ddp->dd_kind)) == CTF_ERR)
			xyerror(D_UNKNOWN, "failed to declare %s\n", n);
		dt_type_byid(id, tip);
		return;
	case CTF_K_TYPEDEF:
		snprintf(n, sizeof (n), "%s", ddp->dd_name);
		break;
	default:
		dt_decl_basename(ddp, n, sizeof (n));
		break;
	}
	if (dt_type_lookup(n, tip) != 0)
		xyerror(D_UNKNOWN, "failed to resolve type %s: %s\n", n,
		    "Unknown type name");
}

void
dt_decl_type(dt_decl_t *ddp, dt_tinfo_t *tip)
{
	dt_tinfo_t inner;

	if (ddp == NULL) {
		dt_type_int(tip);
		return;
	}
	switch (ddp->dd_kind) {
	case CTF_K_POINTER:
		dt_decl_type(ddp->dd_next, &inner);
		if (dt_type_pointer(&inner, tip) != 0)
			xyerror(D_UNKNOWN, "failed to create pointer type\n");
		return;
	case CTF_K_ARRAY:
		dt_decl_type(ddp->dd_next, &inner);
		if (ddp->dd_node == NULL || ddp->dd_node->dn_kind != DT_NODE_INT) {
			*tip = inner;	/* associative: the value type */
			return;
		}
		if (dt_type_array(&inner, (uint32_t)ddp->dd_node->dn_value,
		    tip) != 0)
			xyerror(D_UNKNOWN, "failed to create array type\n");
		return;
	case CTF_K_FUNCTION: {
		ctf_funcinfo_t fi;
		ctf_id_t id;

		dt_decl_type(ddp->dd_next, &inner);
		memset(&fi, 0, sizeof (fi));
		fi.ctc_return = inner.dti_type;
		id = ctf_add_function(yypcb->pcb_cc->cc_ctfp, CTF_ADD_ROOT,
		    &fi, NULL);
		if (id == CTF_ERR)
			xyerror(D_UNKNOWN, "failed to create function type\n");
		dt_type_byid(id, tip);
		return;
	}
	default:
		dt_decl_basetype(ddp, tip);
		return;
	}
}

void
dt_decl_sou(int kind, char *name)
{
	dt_decl_t *ddp = dt_decl_spec(kind, name);
	ctf_dict_t *fp = yypcb->pcb_cc->cc_ctfp;
	dt_scope_t *dsp;
	char n[256];
	ctf_id_t type;

	snprintf(n, sizeof (n), "%s %s", dt_kind_tag(kind),
	    name == NULL ? "(anon)" : name);
	if (name != NULL && (type = ctf_lookup_by_name(fp, n)) != CTF_ERR &&
	    ctf_type_kind(fp, type) != CTF_K_FORWARD)
		xyerror(D_DECL_TYPERED, "type redeclared: %s\n", n);
	/* a forward tag lets members point to the type being defined */
	if (name != NULL && ctf_lookup_by_name(fp, n) == CTF_ERR &&
	    ctf_add_forward(fp, CTF_ADD_ROOT, name, kind) == CTF_ERR)
		xyerror(D_UNKNOWN, "failed to define %s: %s\n", n,
		    ctf_errmsg(ctf_errno(fp)));
	dt_scope_push();
	dsp = yypcb->pcb_dstack;
	dsp->ds_kind = kind;
	dsp->ds_align = 1;
	dsp->ds_tag = name;
	dsp->ds_soudecl = ddp;
	dsp->ds_mtail = &dsp->ds_members;
}

/*
 * The struct/union body is complete: create the CTF type with its size
 * rounded up to its alignment (as C lays it out), add its members, and
 * pop the body's scope.
 */
void
dt_decl_sou_end(void)
{
	dt_scope_t *dsp = yypcb->pcb_dstack;
	ctf_dict_t *fp = yypcb->pcb_cc->cc_ctfp;
	uint64_t size = dsp->ds_kind == CTF_K_UNION ? dsp->ds_size :
	    (dsp->ds_offset + 7) / 8;
	dt_member_t *dmp;
	ctf_id_t type;

	size = (size + dsp->ds_align - 1) / dsp->ds_align * dsp->ds_align;
	if (dsp->ds_kind == CTF_K_STRUCT)
		type = ctf_add_struct_sized(fp, CTF_ADD_ROOT, dsp->ds_tag, size);
	else
		type = ctf_add_union_sized(fp, CTF_ADD_ROOT, dsp->ds_tag, size);
	if (type == CTF_ERR)
		xyerror(D_UNKNOWN, "failed to define %s %s: %s\n",
		    dt_kind_tag(dsp->ds_kind), dsp->ds_tag ? dsp->ds_tag :
		    "(anon)", ctf_errmsg(ctf_errno(fp)));
	for (dmp = dsp->ds_members; dmp != NULL; dmp = dmp->dm_next) {
		if (ctf_add_member_offset(fp, type, dmp->dm_name, dmp->dm_type,
		    dmp->dm_off) != 0)
			xyerror(D_UNKNOWN, "failed to define member %s: %s\n",
			    dmp->dm_name, ctf_errmsg(ctf_errno(fp)));
	}
	dsp->ds_soudecl->dd_type = type;
	(void) dt_scope_pop();
}

/* Record member @name of type @type at bit offset @off of the body @dsp. */
static void
dt_decl_addmember(dt_scope_t *dsp, const char *name, ctf_id_t type,
    uint64_t off)
{
	dt_member_t *dmp;

	for (dmp = dsp->ds_members; dmp != NULL; dmp = dmp->dm_next) {
		if (name != NULL && dmp->dm_name != NULL &&
		    strcmp(dmp->dm_name, name) == 0)
			xyerror(D_DECL_IDRED, "failed to define member %s: %s\n",
			    name, "Duplicate member or variable name");
	}
	dmp = dt_zalloc(sizeof (*dmp));
	dmp->dm_name = name;
	dmp->dm_type = type;
	dmp->dm_off = off;
	*dsp->ds_mtail = dmp;
	dsp->ds_mtail = &dmp->dm_next;
}

/* Add the member being declared to the struct/union body's member list. */
void
dt_decl_member(dt_node_t *bits)
{
	dt_scope_t *dsp = yypcb->pcb_dstack;
	ctf_dict_t *fp = yypcb->pcb_cc->cc_ctfp;
	const char *ident = dsp != NULL ? dsp->ds_ident : NULL;
	dt_tinfo_t t;
	uint64_t align, off;
	char n[256];

	if (dsp == NULL || dsp->ds_decl == NULL || dsp->ds_mtail == NULL)
		xyerror(D_DECL_MNAME, "member declaration requires a name\n");
	if (bits == NULL && ident == NULL)
		xyerror(D_DECL_MNAME, "member declaration requires a name\n");
	if (ident != NULL && strchr(ident, '`') != NULL)
		xyerror(D_DECL_SCOPE, "D scoping operator may not be used in "
		    "a member name (%s)\n", ident);
	if (dt_decl_top()->dd_kind == CTF_K_ARRAY &&
	    dt_decl_top()->dd_node != NULL &&
	    dt_decl_top()->dd_node->dn_kind == DT_NODE_TYPE)
		xyerror(D_DECL_DYNOBJ, "cannot have dynamic member: %s\n",
		    ident);
	dt_decl_type(dt_decl_top(), &t);
	if (t.dti_flags & DT_TF_INCOMPLETE)
		xyerror(D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: "
		    "%s\n", dt_type_name(&t, n, sizeof (n)), ident);
	if (t.dti_kind == DT_TK_VOID || t.dti_size == 0)
		xyerror(D_DECL_VOIDOBJ, "cannot have void member: %s\n", ident);
	if (bits != NULL && (bits->dn_kind != DT_NODE_INT ||
	    (int64_t)bits->dn_value <= 0) && ident != NULL)
		xyerror(D_DECL_BFCONST, "positive integral constant "
		    "expression expected as bit-field size\n");
	if (bits != NULL && t.dti_kind != DT_TK_INT)
		xyerror(D_DECL_BFTYPE, "invalid type for bit-field: %s\n",
		    ident);
	if (bits != NULL && bits->dn_value > t.dti_size * 8)
		xyerror(D_DECL_BFSIZE, "bit-field too big for type: %s\n",
		    ident);
	align = dt_type_align(fp, t.dti_type);
	if (align > dsp->ds_align)
		dsp->ds_align = (uint32_t)align;
	if (bits != NULL && ident == NULL)
		goto done;
	off = dsp->ds_kind == CTF_K_UNION ? 0 :
	    (dsp->ds_offset + align * 8 - 1) / (align * 8) * (align * 8);
	if (bits != NULL) {
		ctf_encoding_t e = { (t.dti_flags & DT_TF_SIGNED) ?
		    CTF_INT_SIGNED : 0, 0, (uint32_t)bits->dn_value };
		ctf_id_t bf = ctf_add_integer(fp, CTF_ADD_NONROOT,
		    ctf_type_name_raw(fp, ctf_type_resolve(fp, t.dti_type)), &e);

		if (bf == CTF_ERR)
			xyerror(D_UNKNOWN, "failed to define member %s: %s\n",
			    ident, ctf_errmsg(ctf_errno(fp)));
		off = dsp->ds_kind == CTF_K_UNION ? 0 : dsp->ds_offset;
		dt_decl_addmember(dsp, dt_strdup(ident), bf, off);
		if (dsp->ds_kind != CTF_K_UNION)
			dsp->ds_offset = off + bits->dn_value;
		else if ((bits->dn_value + 7) / 8 > dsp->ds_size)
			dsp->ds_size = (bits->dn_value + 7) / 8;
	} else {
		dt_decl_addmember(dsp, dt_strdup(ident), t.dti_type, off);
		if (dsp->ds_kind != CTF_K_UNION)
			dsp->ds_offset = off + (uint64_t)t.dti_size * 8;
		else if (t.dti_size > dsp->ds_size)
			dsp->ds_size = t.dti_size;
	}
done:
	dsp->ds_ident = NULL;
	dt_decl_reset();
}

void
dt_decl_enum(char *name)
{
	dt_decl_t *ddp = dt_decl_spec(CTF_K_ENUM, name);
	ctf_dict_t *fp = yypcb->pcb_cc->cc_ctfp;
	char n[256];
	ctf_id_t type;

	snprintf(n, sizeof (n), "enum %s", name == NULL ? "(anon)" : name);
	if (name != NULL && (type = ctf_lookup_by_name(fp, n)) != CTF_ERR &&
	    ctf_type_kind(fp, type) != CTF_K_FORWARD)
		xyerror(D_DECL_TYPERED, "type redeclared: %s\n", n);
	if ((type = ctf_add_enum(fp, CTF_ADD_ROOT, name)) == CTF_ERR)
		xyerror(D_UNKNOWN, "failed to define %s: %s\n", n,
		    ctf_errmsg(ctf_errno(fp)));
	ddp->dd_type = type;
	dt_scope_push();
	yypcb->pcb_dstack->ds_type = type;
	yypcb->pcb_dstack->ds_kind = CTF_K_ENUM;
	yypcb->pcb_dstack->ds_enumval = -1;
}

void
dt_decl_enumerator(char *name, dt_node_t *value)
{
	dt_scope_t *dsp = yypcb->pcb_dstack;
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_ident_t *idp;
	int64_t v;

	if (strchr(name, '`') != NULL)
		xyerror(D_DECL_SCOPE, "D scoping operator may not be used in "
		    "an enumerator name (%s)\n", name);
	if (value != NULL) {
		if (value->dn_kind != DT_NODE_INT)
			xyerror(D_DECL_ENCONST, "enumerator '%s' must be "
			    "assigned to an integral constant expression\n",
			    name);
		v = (int64_t)value->dn_value;
	} else {
		v = dsp->ds_enumval + 1;
	}
	if (v < INT32_MIN || v > INT32_MAX)
		xyerror(D_DECL_ENOFLOW, "enumerator '%s' value overflows "
		    "INT_MAX (%d)\n", name, INT32_MAX);
	dsp->ds_enumval = v;
	if (dt_idhash_lookup(&cc->cc_globals, name) != NULL ||
	    dt_idhash_lookup(&cc->cc_enums, name) != NULL)
		xyerror(D_DECL_IDRED, "identifier redeclared: %s\n", name);
	if (ctf_add_enumerator(cc->cc_ctfp, dsp->ds_type, name, (int)v) != 0)
		xyerror(D_UNKNOWN, "failed to define enumerator '%s': %s\n",
		    name, ctf_errmsg(ctf_errno(cc->cc_ctfp)));
	idp = dt_arena_alloc(&cc->cc_arena, sizeof (*idp));
	if (idp == NULL)
		dt_pcb_nomem();
	idp->di_name = dt_arena_strdup(&cc->cc_arena, name);
	idp->di_kind = DT_IDENT_ENUM;
	idp->di_ival = v;
	dt_type_byid(dsp->ds_type, &idp->di_type);
	dt_idhash_insert(&cc->cc_enums, idp);
}

/* ---- declarations that define things ------------------------------------ */

/* Declare a D variable (global, self-> or this->) from the current decl. */
static void
dt_decl_variable(dt_scope_t *dsp, dt_decl_t *ddp, dt_tinfo_t *tip)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	int assc = ddp->dd_kind == CTF_K_ARRAY && ddp->dd_node != NULL &&
	    ddp->dd_node->dn_kind == DT_NODE_TYPE;
	dt_idhash_t *dhp = dsp->ds_class == DT_DC_SELF ? &cc->cc_tls :
	    dsp->ds_class == DT_DC_THIS ? &yypcb->pcb_localdecls :
	    &cc->cc_globals;
	int scope = dsp->ds_class == DT_DC_SELF ? DT_SCOPE_THREAD :
	    dsp->ds_class == DT_DC_THIS ? DT_SCOPE_LOCAL : DT_SCOPE_GLOBAL;
	dt_ident_t *idp = dt_idhash_lookup(dhp, dsp->ds_ident);
	dt_arena_t *ap = scope == DT_SCOPE_LOCAL ? &yypcb->pcb_arena :
	    &cc->cc_arena;
	dt_node_t *np;
	char n1[256], n2[256];
	int i;

	if (ddp->dd_kind == CTF_K_ARRAY && ddp->dd_node == NULL)
		xyerror(D_DECL_ARRNULL, "array declaration requires array "
		    "dimension or tuple signature: %s\n", dsp->ds_ident);
	if (idp != NULL && (idp->di_flags & DT_IDFLG_BUILTIN))
		xyerror(D_DECL_IDRED, "built-in identifier redeclared: %s\n",
		    idp->di_name);
	if (assc && scope == DT_SCOPE_LOCAL)
		xyerror(D_DECL_LOCASSC, "associative arrays may not be "
		    "declared as local variables: %s\n", dsp->ds_ident);
	if (tip->dti_kind == DT_TK_VOID)
		xyerror(D_DECL_VOIDOBJ, "cannot have void object: %s\n",
		    dsp->ds_ident);
	if (tip->dti_flags & DT_TF_INCOMPLETE)
		xyerror(D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: "
		    "%s\n", dt_type_name(tip, n1, sizeof (n1)), dsp->ds_ident);
	if (idp != NULL) {
		if (idp->di_kind != (assc ? DT_IDENT_ARRAY : DT_IDENT_SCALAR) ||
		    (!dt_ident_unref(idp) && !dt_type_same(&idp->di_type, tip)))
			xyerror(D_DECL_IDRED, "identifier redeclared: %s\n\t "
			    "current: %s %s\n\tprevious: %s %s\n",
			    dsp->ds_ident, dt_idkind_name(assc ?
			    DT_IDENT_ARRAY : DT_IDENT_SCALAR),
			    dt_type_name(tip, n1, sizeof (n1)),
			    dt_idkind_name(idp->di_kind),
			    dt_type_name(&idp->di_type, n2, sizeof (n2)));
		return;
	}
	if ((idp = dt_arena_alloc(ap, sizeof (*idp))) == NULL)
		dt_pcb_nomem();
	if (dt_idhash_nextid(dhp, &idp->di_id) != 0)
		xyerror(D_ID_OFLOW, "cannot create %s: limit on number of %s "
		    "variables exceeded\n", dsp->ds_ident, dhp->dh_name);
	idp->di_name = dt_arena_strdup(ap, dsp->ds_ident);
	idp->di_kind = assc ? DT_IDENT_ARRAY : DT_IDENT_SCALAR;
	idp->di_scope = scope;
	idp->di_flags = DT_IDFLG_WRITE | DT_IDFLG_DECL;
	idp->di_type = *tip;
	idp->di_nkeys = -1;
	if (assc) {
		idp->di_nkeys = dt_node_list_len(ddp->dd_node);
		idp->di_keys = dt_arena_alloc(ap, sizeof (dt_tinfo_t) *
		    (size_t)(idp->di_nkeys + 1));
		if (idp->di_keys == NULL)
			dt_pcb_nomem();
		for (np = ddp->dd_node, i = 0; np != NULL; np = np->dn_link)
			idp->di_keys[i++] = np->dn_type;
	}
	dt_idhash_insert(dhp, idp);
}

dt_node_t *
dt_node_decl(void)
{
	dt_scope_t *dsp = dt_scope();
	dt_decl_t *ddp = dt_decl_top();
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_tinfo_t t;
	ctf_id_t prev;

	dt_decl_type(ddp, &t);
	if (dsp->ds_ident == NULL) {
		if (ddp->dd_kind != CTF_K_STRUCT &&
		    ddp->dd_kind != CTF_K_UNION && ddp->dd_kind != CTF_K_ENUM)
			xyerror(D_DECL_USELESS, "useless declaration\n");
		return (NULL);
	}
	if (strchr(dsp->ds_ident, '`') != NULL)
		xyerror(D_DECL_SCOPE, "D scoping operator may not be used in "
		    "a declaration name (%s)\n", dsp->ds_ident);
	switch (dsp->ds_class) {
	case DT_DC_AUTO:
	case DT_DC_REGISTER:
	case DT_DC_STATIC:
		xyerror(D_DECL_BADCLASS, "specified storage class not "
		    "appropriate in D\n");
		/*NOTREACHED*/
	case DT_DC_EXTERN:
		return (NULL);	/* no kernel symbols in this port yet */
	case DT_DC_TYPEDEF:
		if ((prev = ctf_lookup_by_name(cc->cc_ctfp, dsp->ds_ident)) !=
		    CTF_ERR) {
			dt_tinfo_t pt;

			dt_type_byid(prev, &pt);
			if (dt_type_same(&pt, &t))
				return (NULL);	/* a compatible redefinition */
			xyerror(D_DECL_IDRED, "identifier redeclared: %s\n",
			    dsp->ds_ident);
		}
		if (ctf_add_typedef(cc->cc_ctfp, CTF_ADD_ROOT, dsp->ds_ident,
		    t.dti_type) == CTF_ERR)
			xyerror(D_UNKNOWN, "failed to typedef %s: %s\n",
			    dsp->ds_ident, ctf_errmsg(ctf_errno(cc->cc_ctfp)));
		return (NULL);
	default:
		dt_decl_variable(dsp, ddp, &t);
		return (NULL);
	}
}

dt_node_t *
dt_node_inline(dt_node_t *expr)
{
	dt_scope_t *dsp = dt_scope();
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_decl_t *ddp = dt_decl_top();
	dt_ident_t *idp;
	dt_tinfo_t t;
	char n1[256], n2[256];

	dt_decl_type(ddp, &t);
	if (dsp->ds_class != DT_DC_DEFAULT)
		xyerror(D_DECL_BADCLASS, "specified storage class not "
		    "appropriate for inline declaration\n");
	if (dsp->ds_ident == NULL)
		xyerror(D_DECL_USELESS, "inline declaration requires a name\n");
	if ((idp = dt_idhash_lookup(&cc->cc_globals, dsp->ds_ident)) != NULL)
		xyerror(D_DECL_IDRED, "identifier redefined: %s\n\t current: "
		    "inline definition\n\tprevious: %s %s\n", idp->di_name,
		    dt_idkind_name(idp->di_kind),
		    idp->di_kind == DT_IDENT_INLINE ? "inline" : "");
	if (t.dti_kind == DT_TK_VOID)
		xyerror(D_DECL_VOIDOBJ, "cannot declare void inline: %s\n",
		    dsp->ds_ident);
	yypcb->pcb_persist = 1;
	expr = dt_node_cook(expr, DT_IDFLG_REF);
	idp = dt_zalloc(sizeof (*idp));
	idp->di_name = dt_strdup(dsp->ds_ident);
	yypcb->pcb_persist = 0;
	if (!dt_type_argcompat(&t, &expr->dn_type,
	    expr->dn_kind == DT_NODE_INT && expr->dn_value == 0))
		xyerror(D_OP_INCOMPAT, "inline %s definition uses incompatible "
		    "types: \"%s\" = \"%s\"\n", idp->di_name,
		    dt_type_name(&t, n1, sizeof (n1)),
		    dt_node_type_name(expr, n2, sizeof (n2)));
	if (expr->dn_kind == DT_NODE_INT && dt_type_is_integer(&t))
		expr->dn_type = t;
	idp->di_kind = DT_IDENT_INLINE;
	idp->di_flags = DT_IDFLG_DECL | DT_IDFLG_REF;
	idp->di_type = t;
	idp->di_iexpr = expr;
	idp->di_nkeys = -1;
	dt_idhash_insert(&cc->cc_globals, idp);
	(void) dt_decl_pop();
	yybegin(YYS_CLAUSE);
	return (NULL);
}

dt_node_t *
dt_node_member(char *name, dt_node_t *expr)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IDENT);

	dnp->dn_string = name;
	dnp->dn_expr = expr;
	return (dnp);
}

/*
 * Cook each member's expression with the input @name (of type @s) in scope
 * and check it against the member's type in @d (D_XLATE_INCOMPAT).
 */
static dt_ident_t *
dt_xlator_cook_members(const dt_tinfo_t *d, const dt_tinfo_t *s,
    char *name, dt_node_t *members)
{
	dt_ident_t *arg = dt_zalloc(sizeof (*arg));
	dt_node_t *mnp;
	dt_tinfo_t mt;
	ctf_membinfo_t m;
	char n1[256], n2[256];

	arg->di_name = name;
	arg->di_kind = DT_IDENT_SCALAR;
	arg->di_flags = DT_IDFLG_DECL | DT_IDFLG_REF;
	arg->di_type = *s;
	arg->di_nkeys = -1;
	yypcb->pcb_xlarg = arg;
	for (mnp = members; mnp != NULL; mnp = mnp->dn_link) {
		(void) ctf_member_info(d->dti_ctfp, ctf_type_resolve(d->dti_ctfp,
		    d->dti_type), mnp->dn_string, &m);
		dt_type_byid(m.ctm_type, &mt);
		mnp->dn_expr = dt_node_cook(mnp->dn_expr, DT_IDFLG_REF);
		if (!dt_type_argcompat(&mt, &mnp->dn_expr->dn_type,
		    mnp->dn_expr->dn_kind == DT_NODE_INT &&
		    mnp->dn_expr->dn_value == 0))
			dnerror(mnp->dn_expr, D_XLATE_INCOMPAT, "translator "
			    "member %s definition uses incompatible types: "
			    "\"%s\" = \"%s\"\n", mnp->dn_string,
			    dt_type_name(&mt, n1, sizeof (n1)),
			    dt_node_type_name(mnp->dn_expr, n2, sizeof (n2)));
	}
	yypcb->pcb_xlarg = NULL;
	return (arg);
}

dt_node_t *
dt_node_xlator(struct dt_decl *dst, struct dt_decl *src, char *name,
    dt_node_t *members)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_xlator_t *dxp;
	dt_ident_t *arg;
	dt_tinfo_t d, s;
	dt_node_t *mnp;
	ctf_membinfo_t m;
	char n1[256], n2[256];

	dt_decl_type(dst, &d);
	dt_decl_type(src, &s);
	for (dxp = cc->cc_xlators; dxp != NULL; dxp = dxp->dx_next) {
		if (dt_type_same(&dxp->dx_src, &s) &&
		    dt_type_same(&dxp->dx_dst, &d))
			xyerror(D_XLATE_REDECL, "translator from %s to %s has "
			    "already been declared\n",
			    dt_type_name(&s, n1, sizeof (n1)),
			    dt_type_name(&d, n2, sizeof (n2)));
	}
	if (d.dti_flags & DT_TF_INCOMPLETE)
		xyerror(D_XLATE_SOU, "incomplete struct/union/enum %s\n",
		    dt_type_name(&d, n1, sizeof (n1)));
	if (d.dti_kind != DT_TK_STRUCT && d.dti_kind != DT_TK_UNION)
		xyerror(D_XLATE_SOU, "translator output type must be a struct "
		    "or union\n");
	for (mnp = members; mnp != NULL; mnp = mnp->dn_link) {
		if (ctf_member_info(d.dti_ctfp, ctf_type_resolve(d.dti_ctfp,
		    d.dti_type), mnp->dn_string, &m) != 0)
			xyerror(D_XLATE_MEMB, "translator member %s is not a "
			    "member of %s\n", mnp->dn_string,
			    dt_type_name(&d, n1, sizeof (n1)));
	}
	yypcb->pcb_persist = 1;
	arg = dt_xlator_cook_members(&d, &s, name, members);
	dxp = dt_zalloc(sizeof (*dxp));
	dxp->dx_arg = arg;
	dxp->dx_src = s;
	dxp->dx_dst = d;
	dxp->dx_argname = dt_strdup(name);
	dxp->dx_members = members;
	yypcb->pcb_persist = 0;
	dxp->dx_next = cc->cc_xlators;
	cc->cc_xlators = dxp;
	yybegin(YYS_CLAUSE);
	return (NULL);
}

dt_node_t *
dt_node_probe(char *name, dt_node_t *nargs, dt_node_t *xargs)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IDENT);

	if (strchr(name, '`') != NULL)
		xyerror(D_PROV_BADNAME, "probe name may not contain scoping "
		    "operator: %s\n", name);
	if (strlen(name) >= (size_t)DTRACE_NAMELEN)
		xyerror(D_PROV_BADNAME, "probe name may not exceed %d "
		    "characters: %s\n", DTRACE_NAMELEN - 1, name);
	(void) dt_decl_prototype(nargs, nargs, "probe input",
	    DT_DP_VOID | DT_DP_ANON);
	(void) dt_decl_prototype(xargs, nargs, "probe output", DT_DP_VOID);
	dnp->dn_string = name;
	dnp->dn_args = nargs;
	dnp->dn_body = xargs;
	return (dnp);
}

dt_xlator_t *
dt_xlator_find(const dt_tinfo_t *dst, const dt_tinfo_t *src, int srczero)
{
	dt_tinfo_t d = *dst;
	dt_xlator_t *dxp;

	if (d.dti_kind == DT_TK_PTR)
		dt_tinfo_fill(yypcb->pcb_hdl, d.dti_ctfp, d.dti_reftype, &d);
	for (dxp = yypcb->pcb_cc->cc_xlators; dxp != NULL;
	    dxp = dxp->dx_next) {
		if (dt_type_same(&dxp->dx_dst, &d) &&
		    dt_type_argcompat(&dxp->dx_src, src, srczero))
			return (dxp);
	}
	return (NULL);
}

/*
 * The translated arguments of probe declaration @pnp of provider @prov
 * (`probe NAME(native) : (translated)`, Dynamic Tracing Guide,
 * "Statically Defined Tracing for User Applications") into @pdp: each
 * one's type name and the native argument it is, the one of the same
 * name, else the one at its own position.  As the reference, a
 * translated type other than the native one needs a translator from the
 * native type, or types compatible as function arguments (char * and
 * string): D_PROV_PRXLATOR.  Without ": (...)" pd_xargc is -1.
 */
static void
dt_node_probe_xargs(const char *prov, dt_node_t *pnp, dt_probedecl_t *pdp)
{
	dt_node_t *x, *n;
	char t1[256], t2[256];
	int k, j;

	pdp->pd_xargc = -1;
	if (pnp->dn_body == NULL)
		return;
	pdp->pd_xargc = 0;
	for (x = pnp->dn_body; x != NULL; x = x->dn_link) {
		if (!dt_type_is_void(&x->dn_type))
			pdp->pd_xargc++;
	}
	if (pdp->pd_xargc > DTRACE_USDT_MAXARGS)
		dnerror(pnp, D_PROV_PRARGLEN, "probe %s:%s output argument "
		    "list may not exceed %d arguments\n", prov,
		    pnp->dn_string, DTRACE_USDT_MAXARGS);
	pdp->pd_xargv = dt_zalloc(sizeof (char *) *
	    (size_t)(pdp->pd_xargc + 1));
	pdp->pd_argmap = dt_zalloc((size_t)pdp->pd_xargc + 1);
	for (x = pnp->dn_body, k = 0; x != NULL; x = x->dn_link) {
		if (dt_type_is_void(&x->dn_type))
			continue;
		/* the native argument of that name, else at that place */
		for (n = pnp->dn_args, j = 0; n != NULL; n = n->dn_link, j++) {
			if (x->dn_string != NULL ? n->dn_string != NULL &&
			    strcmp(n->dn_string, x->dn_string) == 0 : j == k)
				break;
		}
		if (n == NULL || j >= pdp->pd_nargc)
			dnerror(pnp, D_PROV_INCOMPAT, "probe %s:%s output "
			    "argument #%d has no native argument\n", prov,
			    pnp->dn_string, k + 1);
		pdp->pd_argmap[k] = (unsigned char)j;
		pdp->pd_xargv[k] = dt_strdup(dt_type_name(&x->dn_type, t1,
		    sizeof (t1)));
		if (dt_xlator_find(&x->dn_type, &n->dn_type, 0) == NULL &&
		    !dt_type_argcompat(&x->dn_type,
		    &n->dn_type, 0))
			dnerror(pnp, D_PROV_PRXLATOR, "translator for %s:%s "
			    "output argument #%d from %s to %s is not "
			    "defined\n", prov, pnp->dn_string, k + 1,
			    dt_type_name(&n->dn_type, t1, sizeof (t1)),
			    dt_type_name(&x->dn_type, t2, sizeof (t2)));
		k++;
	}
}

dt_node_t *
dt_node_provider(char *name, dt_node_t *probes)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_provdecl_t *pvp;
	dt_probedecl_t **pdpp;
	dt_node_t *a, *b;

	if (strchr(name, '`') != NULL)
		xyerror(D_PROV_BADNAME, "provider name may not contain scoping "
		    "operator: %s\n", name);
	if (strlen(name) >= (size_t)DTRACE_PROVNAMELEN)
		xyerror(D_PROV_BADNAME, "provider name may not exceed %d "
		    "characters: %s\n", DTRACE_PROVNAMELEN - 1, name);
	for (a = probes; a != NULL; a = a->dn_link) {
		for (b = a->dn_link; b != NULL; b = b->dn_link) {
			if (strcmp(a->dn_string, b->dn_string) == 0)
				dnerror(b, D_PROV_PRDUP, "probe redeclared: "
				    "%s:%s\n", name, b->dn_string);
		}
	}
	yypcb->pcb_persist = 1;
	pvp = dt_zalloc(sizeof (*pvp));
	pvp->pv_name = dt_strdup(name);
	/* names and argument types, for dtrace -h and -G */
	for (a = probes, pdpp = &pvp->pv_probes; a != NULL; a = a->dn_link) {
		dt_probedecl_t *pdp = dt_zalloc(sizeof (*pdp));
		char n[DTRACE_NAMELEN], t[256];
		int k;

		dt_stapsdt_probename(a->dn_string, n, sizeof (n));
		pdp->pd_name = dt_strdup(n);
		for (b = a->dn_args; b != NULL; b = b->dn_link) {
			if (!dt_type_is_void(&b->dn_type))
				pdp->pd_nargc++;
		}
		pdp->pd_argv = dt_zalloc(sizeof (char *) *
		    (size_t)(pdp->pd_nargc + 1));
		for (b = a->dn_args, k = 0; b != NULL; b = b->dn_link) {
			if (!dt_type_is_void(&b->dn_type))
				pdp->pd_argv[k++] = dt_strdup(dt_type_name(
				    &b->dn_type, t, sizeof (t)));
		}
		dt_node_probe_xargs(name, a, pdp);
		*pdpp = pdp;
		pdpp = &pdp->pd_next;
	}
	yypcb->pcb_persist = 0;
	pvp->pv_next = cc->cc_providers;
	cc->cc_providers = pvp;
	yybegin(YYS_CLAUSE);
	return (NULL);
}
