/*
 * lib/libdtrace/dt_pragma.c -- control lines: `#pragma D option`,
 * `#pragma D attributes|binding|depends_on`, `#error`, `#ident`, `#line`
 * and the `# N "file"` markers the C preprocessor writes.
 *
 * Where it sits: the lexer collects the tokens of a control line (start
 * condition S3) and calls dt_pragma() at its newline, in the middle of
 * parsing, so options take effect for the rest of the program (as in the
 * reference).  Options go to dtrace_setopt() (dt_options.c).
 *
 * Invariant: while a directive is processed the lexer's line number is
 * the directive's own line (the newline has been seen already), so
 * messages name the line of the directive.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_pcb.h"
#include "dt_type.h"

/* Where a directive may appear: after '#', after '#pragma', after '#pragma D'. */
#define DT_PRAGMA_DIR	0
#define DT_PRAGMA_SUB	1
#define DT_PRAGMA_DCP	2

static int
dt_pragma_isident(const dt_node_t *dnp)
{
	return (dnp != NULL && dnp->dn_kind == DT_NODE_IDENT);
}

static void
dt_pragma_option(const char *prname, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	char *opt, *val;

	if (!dt_pragma_isident(dnp))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s "
		    "<option>=<val>\n", prname);
	if (dnp->dn_link != NULL)
		xyerror(D_PRAGMA_MALFORM, "superfluous arguments specified for "
		    "#pragma %s\n", prname);
	opt = dt_strdup(dnp->dn_string);
	if ((val = strchr(opt, '=')) != NULL)
		*val++ = '\0';
	if (dtrace_setopt(dtp, opt, val) != 0) {
		if (val == NULL)
			xyerror(D_PRAGMA_OPTSET, "failed to set option '%s': "
			    "%s\n", opt, dtrace_errmsg(dtp, dtrace_errno(dtp)));
		xyerror(D_PRAGMA_OPTSET, "failed to set option '%s' to '%s': "
		    "%s\n", opt, val, dtrace_errmsg(dtp, dtrace_errno(dtp)));
	}
	if (strcmp(opt, "strsize") == 0)
		dt_type_sync_strsize(dtp);
}

/* Is @s a stability or class name of the Dynamic Tracing Guide? */
static int
dt_pragma_attrword(const char *s, size_t n, int isclass)
{
	static const char *const stab[] = { "Internal", "Private",
	    "Obsolete", "External", "Unstable", "Evolving", "Stable",
	    "Standard", NULL };
	static const char *const cls[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common", NULL };
	const char *const *p;

	for (p = isclass ? cls : stab; *p != NULL; p++) {
		if (strlen(*p) == n && strncmp(*p, s, n) == 0)
			return (1);
	}
	return (0);
}

static int
dt_pragma_attrstr(const char *s)
{
	const char *a = strchr(s, '/'), *b = a ? strchr(a + 1, '/') : NULL;

	return (a != NULL && b != NULL &&
	    dt_pragma_attrword(s, (size_t)(a - s), 0) &&
	    dt_pragma_attrword(a + 1, (size_t)(b - a - 1), 0) &&
	    dt_pragma_attrword(b + 1, strlen(b + 1), 1));
}

/* Built-in identifiers are defined outside the program's scope. */
static void
dt_pragma_scope(const char *prname, const char *name)
{
	dt_ident_t *idp = dt_idhash_lookup(&yypcb->pcb_cc->cc_globals, name);

	if (idp != NULL && (idp->di_flags & DT_IDFLG_BUILTIN))
		xyerror(D_PRAGMA_SCOPE, "#pragma %s cannot modify entity "
		    "defined outside program scope\n", prname);
}

static void
dt_pragma_attributes(const char *prname, dt_node_t *dnp)
{
	dt_node_t *anp = dnp, *inp = dnp != NULL ? dnp->dn_link : NULL;

	if (!dt_pragma_isident(anp) || !dt_pragma_isident(inp))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s "
		    "<attributes> <ident>\n", prname);
	if (!dt_pragma_attrstr(anp->dn_string))
		xyerror(D_PRAGMA_INVAL, "invalid attributes specified by "
		    "#pragma %s\n", prname);
	if (strcmp(inp->dn_string, "provider") != 0)
		dt_pragma_scope(prname, inp->dn_string);
}

static void
dt_pragma_binding(const char *prname, dt_node_t *dnp)
{
	dt_node_t *vnp = dnp, *inp = dnp != NULL ? dnp->dn_link : NULL;
	const char *v;

	if (vnp == NULL || vnp->dn_kind != DT_NODE_STRING ||
	    !dt_pragma_isident(inp))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s \"version\" "
		    "<ident>\n", prname);
	for (v = vnp->dn_string; *v != '\0'; v++) {
		if ((*v < '0' || *v > '9') && *v != '.')
			xyerror(D_PRAGMA_INVAL, "invalid version string "
			    "specified by #pragma %s\n", prname);
	}
	dt_pragma_scope(prname, inp->dn_string);
}

/* Does the framework know provider @name? */
static int
dt_pragma_hasprov(const char *name)
{
	dtrace_probedesc_t pd;

	memset(&pd, 0, sizeof (pd));
	snprintf(pd.dtpd_provider, sizeof (pd.dtpd_provider), "%s", name);
	return (dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBEMATCH, &pd) == 0);
}

static void
dt_pragma_depends(const char *prname, dt_node_t *cnp)
{
	dt_node_t *nnp = cnp != NULL ? cnp->dn_link : NULL;
	int found = 1;

	if (!dt_pragma_isident(cnp) || !dt_pragma_isident(nnp))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s "
		    "<class> <name>\n", prname);
	if (strcmp(cnp->dn_string, "provider") == 0)
		found = dt_pragma_hasprov(nnp->dn_string);
	else if (strcmp(cnp->dn_string, "library") == 0 &&
	    yypcb->pcb_hdl->dt_filetag != NULL)
		found = 1;	/* a -L library: they all load, in name order */
	else if (strcmp(cnp->dn_string, "library") == 0)
		xyerror(D_PRAGMA_DEPEND, "main program may not explicitly "
		    "depend on a library");
	else if (strcmp(cnp->dn_string, "module") != 0)
		xyerror(D_PRAGMA_INVAL, "invalid class %s specified by "
		    "#pragma %s\n", cnp->dn_string, prname);
	if (!found)
		xyerror(D_PRAGMA_DEPEND, "program requires %s %s\n",
		    cnp->dn_string, nnp->dn_string);
}

static void
dt_pragma_error(const char *prname, dt_node_t *dnp)
{
	char msg[1024];
	size_t n = 0;

	msg[0] = '\0';
	for (; dnp != NULL && n < sizeof (msg); dnp = dnp->dn_link) {
		if (dnp->dn_kind == DT_NODE_IDENT ||
		    dnp->dn_kind == DT_NODE_STRING)
			n += (size_t)snprintf(msg + n, sizeof (msg) - n, "%s ",
			    dnp->dn_string);
	}
	xyerror(D_PRAGERR, "#%s: %s\n", prname, msg);
}

static void
dt_pragma_ident(const char *prname, dt_node_t *dnp)
{
	(void) prname;
	(void) dnp;	/* #ident and #pragma ident lines are ignored */
}

/* `# N ["file" [state]]` / `#line N ...`: the next line is line N. */
static void
dt_pragma_line(const char *prname, dt_node_t *dnp)
{
	dt_node_t *fnp = dnp != NULL ? dnp->dn_link : NULL;
	dt_node_t *inp = fnp != NULL ? fnp->dn_link : NULL;

	if (dnp == NULL || dnp->dn_kind != DT_NODE_INT ||
	    (fnp != NULL && fnp->dn_kind != DT_NODE_STRING) ||
	    (inp != NULL && inp->dn_kind != DT_NODE_INT))
		xyerror(D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] "
		    "state ]\n", prname);
	dt_lex_setlineno((int)dnp->dn_value);
	/* cpp names the program's own text first; later names are headers */
	if (fnp != NULL) {
		if (yypcb->pcb_mainfile == NULL)
			yypcb->pcb_mainfile = fnp->dn_string;
		yypcb->pcb_inother =
		    strcmp(fnp->dn_string, yypcb->pcb_mainfile) != 0;
	}
}

static const struct dt_pragmadesc {
	const char *dpd_name;
	void (*dpd_func)(const char *, dt_node_t *);
	int dpd_kind;
} dt_pragmas[] = {
	{ "attributes", dt_pragma_attributes, DT_PRAGMA_DCP },
	{ "binding", dt_pragma_binding, DT_PRAGMA_DCP },
	{ "depends_on", dt_pragma_depends, DT_PRAGMA_DCP },
	{ "error", dt_pragma_error, DT_PRAGMA_DIR },
	{ "ident", dt_pragma_ident, DT_PRAGMA_DIR },
	{ "line", dt_pragma_line, DT_PRAGMA_DIR },
	{ "option", dt_pragma_option, DT_PRAGMA_DCP },
	{ NULL, NULL, 0 }
};

/* Run the directive named by @dnp (seen at level @kind). */
static void
dt_pragma_run(dt_node_t *dnp, int kind)
{
	const struct dt_pragmadesc *dpd;

	for (dpd = dt_pragmas; dpd->dpd_name != NULL; dpd++) {
		if (dpd->dpd_kind <= kind &&
		    strcmp(dpd->dpd_name, dnp->dn_string) == 0)
			break;
	}
	dt_lex_setlineno(dt_lex_lineno() - 1);	/* the newline was seen */
	if (dpd->dpd_name != NULL) {
		dpd->dpd_func(dpd->dpd_name, dnp->dn_link);
	} else if (kind == DT_PRAGMA_DIR) {
		xyerror(D_PRAGCTL_INVAL, "invalid control directive: #%s\n",
		    dnp->dn_string);
	} else if (kind == DT_PRAGMA_DCP) {
		xyerror(D_PRAGMA_INVAL, "invalid D pragma: %s\n",
		    dnp->dn_string);
	}
	dt_lex_setlineno(dt_lex_lineno() + 1);
}

void
dt_pragma(dt_node_t *pnp)
{
	int kind = DT_PRAGMA_DIR;
	dt_node_t *dnp;

	for (dnp = pnp; dnp != NULL; dnp = dnp->dn_link) {
		if (dnp->dn_kind == DT_NODE_INT) {
			dt_pragma_line("line", dnp);
			return;
		}
		if (dnp->dn_kind != DT_NODE_IDENT)
			xyerror(D_PRAGCTL_INVAL, "invalid control directive\n");
		if (kind == DT_PRAGMA_DIR &&
		    strcmp(dnp->dn_string, "pragma") == 0) {
			kind = DT_PRAGMA_SUB;
			continue;
		}
		if (kind == DT_PRAGMA_SUB && strcmp(dnp->dn_string, "D") == 0) {
			kind = DT_PRAGMA_DCP;
			continue;
		}
		dt_pragma_run(dnp, kind);
		return;
	}
}
