/*
 * lib/libdtrace/dt_pfcheck.c -- checking printf()-like formats against
 * their arguments at compile time: printf(), system(), freopen() and
 * printa() (Dynamic Tracing Guide, "Output Formatting").
 *
 * Where it sits: the cooking pass (dt_cook.c) calls dt_pfcheck() for each
 * printf-like action after its arguments are cooked.  The format is parsed
 * with the consumer's dt_printf_parse() (dt_printf.h), whose conversion
 * table gives each conversion's argument kind and the reference's
 * prototype text; the parsed format is left in the action node's
 * dn_pfargv for the back end, and freed when the compilation ends.
 *
 * The rules and messages are the reference's: dynamic width/precision
 * arguments come first and must be integers (D_PRINTF_DYN_PROTO,
 * D_PRINTF_DYN_TYPE), %@ is only for printa() (D_PRINTF_AGG_CONV), each
 * conversion needs a value of a compatible type (D_PRINTF_ARG_PROTO,
 * D_PRINTF_ARG_TYPE), and printf() takes no extra arguments
 * (D_PRINTF_ARG_EXTRA).
 */
#include <stdio.h>
#include <string.h>
#include "dt_pcb.h"
#include "dt_type.h"

/* A value to check: a cooked node's type (or a printa() key type). */
typedef struct dt_pfval {
	const dt_tinfo_t *pv_type;
	const dt_node_t *pv_node;	/* for error positions, may be NULL */
} dt_pfval_t;

/* Is the named prototype one of the conversion classes (not a type)? */
static int
dt_pf_isclass(const char *proto)
{
	return (strchr(proto, ',') != NULL || strstr(proto, " or ") != NULL);
}

/*
 * Does @t match the C type named @name (same kind and size, and the same
 * signedness unless @anysign)?
 */
static int
dt_pf_named(const char *name, const dt_tinfo_t *t, int anysign)
{
	dt_tinfo_t n;

	if (dt_type_lookup(name, &n) != 0)
		return (0);
	if (n.dti_kind != t->dti_kind || n.dti_size != t->dti_size)
		return (0);
	return (n.dti_kind != DT_TK_INT || anysign ||
	    ((n.dti_flags ^ t->dti_flags) & DT_TF_SIGNED) == 0);
}

static int
dt_pf_typeok(const dt_pfconv_t *pc, const dt_tinfo_t *t)
{
	const char *proto = pc->pfc_proto != NULL ? pc->pfc_proto : "";

	/* %Y and %T print a time: any 64-bit integer, as the reference */
	if (pc->pfc_conv == 'Y' || pc->pfc_conv == 'T')
		return (dt_type_is_integer(t) && t->dti_size == 8);
	/* %hx, %lx, %llx (and X) show bits: the size counts, not the sign */
	if (!dt_pf_isclass(proto) && pc->pfc_kind != DT_PFK_STR &&
	    pc->pfc_kind != DT_PFK_NONE)
		return (dt_pf_named(proto, t,
		    pc->pfc_conv == 'x' || pc->pfc_conv == 'X') ||
		    (pc->pfc_kind == DT_PFK_ANY && strcmp(proto, "stack") == 0 &&
		    t->dti_kind != DT_TK_STRING));
	switch (pc->pfc_kind) {
	case DT_PFK_SINT:
	case DT_PFK_UINT:
		return (dt_type_is_integer(t));
	case DT_PFK_CHAR:
		return (dt_type_is_integer(t) && t->dti_size <= 4);
	case DT_PFK_STR:
		return (dt_type_is_strcompat(t));
	case DT_PFK_PTR:
	case DT_PFK_ADDR:
	case DT_PFK_USYM:
		return (dt_type_is_scalar(t));
	case DT_PFK_FP:
		return (t->dti_kind == DT_TK_FLOAT);
	default:
		return (1);
	}
}

/* Check the dynamic width/precision arguments of conversion #@i. */
static void
dt_pf_dyn(const char *fn, const dt_pfconv_t *pc, int i, const dt_node_t **ap,
    int *j, int foff)
{
	const char *dyns[2];
	int dync = 0;
	char n[256];

	if (pc->pfc_bits & DT_PFCONV_DYNPREC)
		dyns[dync++] = ".*";
	if (pc->pfc_bits & DT_PFCONV_DYNWIDTH)
		dyns[dync++] = "*";
	for (; dync != 0; dync--) {
		if (*ap == NULL)
			xyerror(D_PRINTF_DYN_PROTO, "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "\"%s\" argument\n", fn, i + 1, pc->pfc_name,
			    dyns[dync - 1]);
		if (!dt_node_is_integer(*ap))
			dnerror(*ap, D_PRINTF_DYN_TYPE, "%s( ) argument #%d is "
			    "incompatible with conversion #%d prototype:\n"
			    "\tconversion: %% %s %s\n\t prototype: int\n\t  "
			    "argument: %s\n", fn, *j + foff + 1, i + 1,
			    dyns[dync - 1], pc->pfc_name,
			    dt_node_type_name(*ap, n, sizeof (n)));
		*ap = (*ap)->dn_link;
		(*j)++;
	}
}

/*
 * The position in format @s of the conversion character of conversion
 * #@idx (counting %% too), or NULL.
 */
static char *
dt_pf_convpos(char *s, int idx)
{
	char *p = s, *q;
	int n = 0;

	while ((p = strchr(p, '%')) != NULL) {
		q = p + 1;
		q += strspn(q, "-+ #0'@");
		q += strspn(q, "0123456789*");
		if (*q == '.') {
			q++;
			q += strspn(q, "0123456789*");
		}
		q += strspn(q, "hlLwzjtq?");
		if (*q == '\0')
			return (NULL);
		if (n++ == idx)
			return (q);
		p = q + 1;
	}
	return (NULL);
}

/*
 * %d and %i print an unsigned argument as unsigned, as the reference
 * does: rewrite the conversion in the format string the program carries.
 */
static void
dt_pf_dint(char *fmt, const dt_pfconv_t *pc, int i, const dt_tinfo_t *t)
{
	char *c;

	if ((strcmp(pc->pfc_name, "d") != 0 && strcmp(pc->pfc_name, "i") != 0) ||
	    (pc->pfc_bits & DT_PFCONV_AGG) || (t->dti_flags & DT_TF_SIGNED) ||
	    !dt_type_is_integer(t))
		return;
	if ((c = dt_pf_convpos(fmt, i)) != NULL && *c == pc->pfc_conv)
		*c = 'u';
}

static void
dt_pf_value(const char *fn, const dt_pfconv_t *pc, int i,
    const dt_pfval_t *pv, const char *vname)
{
	char n[256];

	if (dt_pf_typeok(pc, pv->pv_type))
		return;
	dnerror(pv->pv_node, D_PRINTF_ARG_TYPE, "%s( ) %s is incompatible "
	    "with conversion #%d prototype:\n\tconversion: %%%s\n\t "
	    "prototype: %s\n\t  argument: %s\n", fn, vname, i + 1,
	    pc->pfc_name, pc->pfc_proto != NULL ? pc->pfc_proto : "",
	    pv->pv_node != NULL && pv->pv_node->dn_kind != DT_NODE_TYPE ?
	    dt_node_type_name(pv->pv_node, n, sizeof (n)) :
	    dt_type_name(pv->pv_type, n, sizeof (n)));
}

/* printf(), system(), freopen(): @args follow the format (argument #1). */
static void
dt_pf_args(const char *fn, dt_pfargv_t *pfv, const dt_node_t *args,
    char *fmt)
{
	const dt_node_t *ap = args;
	char vname[64];
	int i, j = 0;

	for (i = 0; i < pfv->pfv_nconv; i++) {
		const dt_pfconv_t *pc = &pfv->pfv_conv[i];
		dt_pfval_t pv;

		if (pc->pfc_kind == DT_PFK_NONE)
			continue;	/* %% */
		dt_pf_dyn(fn, pc, i, &ap, &j, 1);
		if (pc->pfc_bits & DT_PFCONV_AGG)
			xyerror(D_PRINTF_AGG_CONV, "%%@ conversion requires an "
			    "aggregation and is not for use with %s( )\n", fn);
		if (ap == NULL)
			xyerror(D_PRINTF_ARG_PROTO, "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "value argument\n", fn, i + 1, pc->pfc_name);
		snprintf(vname, sizeof (vname), "argument #%d", j + 2);
		pv.pv_type = &ap->dn_type;
		pv.pv_node = ap;
		dt_pf_value(fn, pc, i, &pv, vname);
		dt_pf_dint(fmt, pc, i, pv.pv_type);
		ap = ap->dn_link;
		j++;
	}
	if (ap != NULL)
		dnerror(ap, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: only "
		    "%d arguments required by this format string\n", fn, j);
}

/* printa(fmt, @a): the conversions take @a's keys, %@ its value. */
static void
dt_pf_aggs(const char *fn, dt_pfargv_t *pfv, const dt_node_t *agg,
    char *fmt)
{
	const dt_ident_t *idp = agg != NULL ? agg->dn_ident : NULL;
	dt_tinfo_t aggval;
	char vname[64];
	int i, k = 0;

	if (idp == NULL || idp->di_nkeys < 0)
		return;		/* keys known only once the aggregation is set */
	dt_type_byid(yypcb->pcb_cc->cc_t.t_int64, &aggval);
	for (i = 0; i < pfv->pfv_nconv; i++) {
		const dt_pfconv_t *pc = &pfv->pfv_conv[i];
		dt_pfval_t pv;

		if (pc->pfc_kind == DT_PFK_NONE)
			continue;
		pv.pv_node = agg;
		if (pc->pfc_bits & DT_PFCONV_AGG) {
			pv.pv_type = &aggval;
			snprintf(vname, sizeof (vname), "aggregating action");
		} else {
			if (k >= idp->di_nkeys)
				xyerror(D_PRINTF_ARG_PROTO, "%s( ) prototype "
				    "mismatch: conversion #%d (%%%s) is missing "
				    "a corresponding value argument\n", fn,
				    i + 1, pc->pfc_name);
			pv.pv_type = &idp->di_keys[k];
			snprintf(vname, sizeof (vname), "argument #%d", k + 2);
			k++;
		}
		dt_pf_value(fn, pc, i, &pv, vname);
		dt_pf_dint(fmt, pc, i, pv.pv_type);
	}
}

/**
 * dt_pfcheck - check the format @fmt (a cooked DT_NODE_STRING) of the
 * printf-like action @dnp against @args (or, for printa(), against the
 * aggregation @args).  Returns the parsed format; raises the reference's
 * D_PRINTF_* errors (never returns then).
 */
dt_pfargv_t *
dt_pfcheck(dt_node_t *dnp, dt_node_t *fmt, dt_node_t *args, int isprinta)
{
	const char *fn = dnp->dn_ident->di_name;
	dt_pfvlist_t *pfl;
	dt_pfargv_t *pfv;
	char err[256];

	/* freopen("") is allowed: it restores the original output */
	if (fmt->dn_string[0] == '\0' && strcmp(fn, "freopen") != 0)
		dnerror(fmt, D_PRINTF_FMT_EMPTY, "%s( ) format string is "
		    "empty\n", fn);
	if ((pfl = dt_arena_alloc(&yypcb->pcb_arena, sizeof (*pfl))) == NULL)
		dt_pcb_nomem();
	if ((pfv = dt_printf_parse(fmt->dn_string, err, sizeof (err))) ==
	    NULL)
		dnerror(fmt, D_PRINTF_ARG_FMT, "%s( ) %s\n", fn, err);
	pfl->pfl_pfv = pfv;	/* freed with the compilation, errors too */
	pfl->pfl_next = yypcb->pcb_pfvs;
	yypcb->pcb_pfvs = pfl;
	if (isprinta)
		dt_pf_aggs(fn, pfv, args, fmt->dn_string);
	else
		dt_pf_args(fn, pfv, args, fmt->dn_string);
	return (pfv);
}
