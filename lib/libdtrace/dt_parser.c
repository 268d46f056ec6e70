/*
 * lib/libdtrace/dt_parser.c -- parse tree construction, constant folding
 * and compile-error reporting.
 *
 * Where it sits: the grammar (dt_grammar.y) calls the dt_node_*()
 * constructors here to build the raw tree; dt_cook.c checks and types it;
 * the back end (dt_cg.c) reads the cooked tree (contract: dt_parser.h).
 *
 * Invariants:
 *   - nodes and strings come from the current arena (dt_zalloc): the
 *     pcb's, or the handle's while a persistent definition (inline,
 *     translator, provider) is being parsed;
 *   - integer constants are typed when made (C99 6.4.4.1 as the reference
 *     applies it); operators on constants are folded when made, so
 *     constant expressions are DT_NODE_INT before cooking;
 *   - errors (dnerror/xyerror/yyerror) format the reference's message on
 *     the handle and longjmp to the compilation's jump buffer.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_pcb.h"
#include "dt_decl.h"
#include "dt_type.h"

__thread dt_pcb_t *yypcb;

extern char yyintprefix;
extern char yyintsuffix[4];
extern int yyintdecimal;

/* ---- arenas ------------------------------------------------------------ */

struct dt_arenablk {
	struct dt_arenablk *ab_next;
	size_t ab_size;
	size_t ab_used;
	max_align_t ab_data[];
};

#define DT_ARENA_CHUNK	(64 * 1024)

void *
dt_arena_alloc(dt_arena_t *ap, size_t size)
{
	struct dt_arenablk *bp = ap->da_head;
	size_t need = (size + 15) & ~(size_t)15;
	void *p;

	if (bp == NULL || bp->ab_size - bp->ab_used < need) {
		size_t bsz = need > DT_ARENA_CHUNK ? need : DT_ARENA_CHUNK;

		if ((bp = malloc(sizeof (*bp) + bsz)) == NULL)
			return (NULL);
		bp->ab_size = bsz;
		bp->ab_used = 0;
		bp->ab_next = ap->da_head;
		ap->da_head = bp;
	}
	p = (char *)bp->ab_data + bp->ab_used;
	bp->ab_used += need;
	memset(p, 0, size);
	return (p);
}

char *
dt_arena_strndup(dt_arena_t *ap, const char *s, size_t n)
{
	char *p = dt_arena_alloc(ap, n + 1);

	if (p != NULL) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return (p);
}

char *
dt_arena_strdup(dt_arena_t *ap, const char *s)
{
	return (dt_arena_strndup(ap, s, strlen(s)));
}

void
dt_arena_free(dt_arena_t *ap)
{
	struct dt_arenablk *bp, *next;

	for (bp = ap->da_head; bp != NULL; bp = next) {
		next = bp->ab_next;
		free(bp);
	}
	ap->da_head = NULL;
}

static dt_arena_t *
dt_cur_arena(void)
{
	return (yypcb->pcb_persist ? &yypcb->pcb_cc->cc_arena :
	    &yypcb->pcb_arena);
}

void *
dt_zalloc(size_t size)
{
	void *p = dt_arena_alloc(dt_cur_arena(), size);

	if (p == NULL)
		dt_pcb_nomem();
	return (p);
}

char *
dt_strndup(const char *s, size_t n)
{
	char *p = dt_arena_strndup(dt_cur_arena(), s, n);

	if (p == NULL)
		dt_pcb_nomem();
	return (p);
}

char *
dt_strdup(const char *s)
{
	return (dt_strndup(s, strlen(s)));
}

/* ---- errors ------------------------------------------------------------ */

/*
 * Copy source line @line of the compilation's text to the handle: of the
 * program as written when cpp (-C) rewrote it, none for a line of a header
 * it included (the line number is the header's).
 */
static void
dt_err_srcline(dtrace_hdl_t *dtp, int line)
{
	const char *s = yypcb->pcb_string, *e;
	int n = 1;

	free(dtp->dt_errsrcline);
	dtp->dt_errsrcline = NULL;
	if (yypcb->pcb_srctext != NULL) {
		if (yypcb->pcb_inother)
			return;
		s = yypcb->pcb_srctext;
	}
	if (s == NULL || line <= 0)
		return;
	while (n < line && (s = strchr(s, '\n')) != NULL) {
		s++;
		n++;
	}
	if (s == NULL)
		return;
	e = s + strcspn(s, "\n");
	if ((dtp->dt_errsrcline = malloc((size_t)(e - s) + 1)) != NULL) {
		memcpy(dtp->dt_errsrcline, s, (size_t)(e - s));
		dtp->dt_errsrcline[e - s] = '\0';
	}
}

/*
 * Format a compile message as the reference does: "[TAG] " under
 * DTRACE_C_ETAGS, then "line N: " for file input or "in REGION: " when a
 * region is set, then the message without its trailing newline.
 */
static void
dt_verrmsg(dt_errtag_t tag, dt_srcpos_t pos, const char *fmt, va_list ap)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	size_t len = sizeof (dtp->dt_errmsg), n = 0;
	char *s = dtp->dt_errmsg, *p;

	s[0] = '\0';
	if ((yypcb->pcb_cflags | dtp->dt_cflags) & DTRACE_C_ETAGS)
		n = (size_t)snprintf(s, len, "[%s] ", dt_errtag(tag));
	if (dtp->dt_filetag != NULL)
		n += (size_t)snprintf(s + n, len - n, "\"%s\", line %d: ",
		    dtp->dt_filetag, pos.dsp_line);
	else if (yypcb->pcb_fromfile && pos.dsp_line > 0)
		n += (size_t)snprintf(s + n, len - n, "line %d: ",
		    pos.dsp_line);
	else if (yypcb->pcb_region != NULL)
		n += (size_t)snprintf(s + n, len - n, "in %s: ",
		    yypcb->pcb_region);
	if (n < len)
		(void) vsnprintf(s + n, len - n, fmt, ap);
	if ((p = strrchr(s, '\n')) != NULL && p[1] == '\0')
		*p = '\0';
	dtp->dt_errtag = dt_errtag(tag);
	dtp->dt_errlineno = pos.dsp_line;
	dtp->dt_errcol = pos.dsp_col;
	dt_err_srcline(dtp, pos.dsp_line);
}

static dt_srcpos_t
dt_curpos(void)
{
	dt_srcpos_t pos = yypcb->pcb_pos;

	pos.dsp_line = dt_lex_lineno();
	if (yypcb->pcb_pos.dsp_line > 0 &&
	    yypcb->pcb_pos.dsp_line <= pos.dsp_line)
		pos.dsp_line = yypcb->pcb_pos.dsp_line;
	return (pos);
}

void
dnerror(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_verrmsg(tag, dnp != NULL && dnp->dn_pos.dsp_line > 0 ?
	    dnp->dn_pos : dt_curpos(), fmt, ap);
	va_end(ap);
	longjmp(yypcb->pcb_jmpbuf, EDT_COMPILER);
}

void
xyerror(dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_verrmsg(tag, dt_curpos(), fmt, ap);
	va_end(ap);
	longjmp(yypcb->pcb_jmpbuf, EDT_COMPILER);
}

void
dnwarn(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	char saved[sizeof (dtp->dt_errmsg)];
	va_list ap;

	memcpy(saved, dtp->dt_errmsg, sizeof (saved));
	va_start(ap, fmt);
	dt_verrmsg(tag, dnp != NULL ? dnp->dn_pos : dt_curpos(), fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s: warning: %s\n", dtp->dt_progname != NULL ?
	    dtp->dt_progname : "dtrace", dtp->dt_errmsg);
	memcpy(dtp->dt_errmsg, saved, sizeof (saved));
}

/* Syntax errors: bison's "syntax error" gets " near ..." appended. */
void
yyerror(const char *fmt, ...)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	const char *text = dt_lex_text();
	size_t n;
	va_list ap;

	/* bison's parser stack is full: say what the input did */
	if (strcmp(fmt, "memory exhausted") == 0)
		fmt = "program nested too deeply for the parser";
	va_start(ap, fmt);
	dt_verrmsg(D_SYNTAX, dt_curpos(), fmt, ap);
	va_end(ap);
	if (strchr(fmt, '\n') == NULL) {
		n = strlen(dtp->dt_errmsg);
		if (text[0] == '\0')
			snprintf(dtp->dt_errmsg + n, sizeof (dtp->dt_errmsg) - n,
			    " near end of input");
		else if (text[0] == '\n')
			snprintf(dtp->dt_errmsg + n, sizeof (dtp->dt_errmsg) - n,
			    " near end of line");
		else
			snprintf(dtp->dt_errmsg + n, sizeof (dtp->dt_errmsg) - n,
			    " near \"%.*s\"", (int)strcspn(text, "\n"), text);
	}
	longjmp(yypcb->pcb_jmpbuf, EDT_COMPILER);
}

/* ---- node basics -------------------------------------------------------- */

dt_srcpos_t
dt_srcpos_make(int line, int col)
{
	dt_srcpos_t pos = { line, col };

	return (pos);
}

dt_node_t *
dt_node_setpos(dt_node_t *dnp, dt_srcpos_t pos)
{
	if (dnp != NULL && (dnp->dn_kind == DT_NODE_OP1 ||
	    dnp->dn_kind == DT_NODE_OP2 || dnp->dn_kind == DT_NODE_OP3) &&
	    pos.dsp_line > 0)
		dnp->dn_pos = pos;
	return (dnp);
}

dt_node_t *
dt_node_alloc(dt_nodekind_t kind)
{
	dt_node_t *dnp = dt_zalloc(sizeof (dt_node_t));

	dnp->dn_kind = kind;
	dnp->dn_pos = yypcb->pcb_pos;
	dnp->dn_type.dti_ctfp = NULL;
	dnp->dn_type.dti_type = CTF_ERR;
	dnp->dn_type.dti_reftype = CTF_ERR;
	dnp->dn_type.dti_kind = DT_TK_NONE;
	return (dnp);
}

/* The last node of the list headed by @dnp, from its dn_tail hint. */
static dt_node_t *
dt_node_last(dt_node_t *dnp)
{
	if (dnp->dn_tail != NULL)
		dnp = dnp->dn_tail;
	while (dnp->dn_link != NULL)
		dnp = dnp->dn_link;
	return (dnp);
}

/*
 * dt_node_link - append list @r to list @l (either may be NULL) and return
 * the joined list.  The grammar builds its lists (statements, clauses,
 * arguments, probe descriptions) by appending one node at a time, so the
 * head keeps a hint to its last node (dn_tail): each append then costs
 * O(1) rather than the length of the list, and a program of N statements
 * or arguments is parsed in time linear in N.
 */
dt_node_t *
dt_node_link(dt_node_t *l, dt_node_t *r)
{
	if (l == NULL)
		return (r);
	if (r == NULL)
		return (l);
	dt_node_last(l)->dn_link = r;
	l->dn_tail = dt_node_last(r);
	return (l);
}

int
dt_node_list_len(const dt_node_t *lp)
{
	int n = 0;

	for (; lp != NULL; lp = lp->dn_link)
		n++;
	return (n);
}

static void
dt_node_settype(dt_node_t *dnp, ctf_id_t id)
{
	dt_type_byid(id, &dnp->dn_type);
}

/* ---- constants ---------------------------------------------------------- */

/*
 * Type an integer constant (C99 6.4.4.1 as the reference applies it): the
 * first of int, unsigned, long, unsigned long, long long, unsigned long
 * long that can hold it, starting after the suffix and skipping unsigned
 * types for decimal constants.
 */
dt_node_t *
dt_node_int(uint64_t value)
{
	dt_typeids_t *t = &yypcb->pcb_cc->cc_t;
	const ctf_id_t types[] = { t->t_int, t->t_uint, t->t_long,
	    t->t_ulong, t->t_llong, t->t_ullong };
	const uint64_t limits[] = { INT32_MAX, UINT32_MAX, INT64_MAX,
	    UINT64_MAX, INT64_MAX, UINT64_MAX };
	int n = (yyintdecimal | (yyintsuffix[0] == 'u')) + 1;
	int i = 0;
	const char *p;
	dt_node_t *dnp;

	for (p = yyintsuffix; *p != '\0'; p++)
		i += (*p == 'u' || *p == 'U') ? 1 : 2;
	for (; i < 6; i += n) {
		if (value <= limits[i])
			break;
	}
	if (i >= 6)
		xyerror(D_INT_OFLOW, "integer constant 0x%llx cannot be "
		    "represented in any built-in integral type\n",
		    (unsigned long long)value);
	dnp = dt_node_alloc(DT_NODE_INT);
	dnp->dn_value = value;
	dnp->dn_flags |= DT_NF_CONST | DT_NF_COOKED;
	dt_node_settype(dnp, types[i]);
	if (yyintprefix == '-') {
		yyintprefix = 0;
		return (dt_node_op1(DT_TOK_INEG, dnp));
	}
	yyintprefix = 0;
	return (dnp);
}

dt_node_t *
dt_node_string(char *s)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_STRING);

	dnp->dn_string = s;
	dnp->dn_strlen = strlen(s);
	dnp->dn_flags |= DT_NF_COOKED;
	dt_type_string(&dnp->dn_type);
	return (dnp);
}

/* An integer constant of type @like with value @v. */
static dt_node_t *
dt_node_intlike(uint64_t v, const dt_tinfo_t *like)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_INT);

	dnp->dn_value = v;
	dnp->dn_type = *like;
	dnp->dn_flags |= DT_NF_CONST | DT_NF_COOKED;
	return (dnp);
}

dt_node_t *
dt_node_ident(char *name)
{
	dt_ccstate_t *cc = yypcb->pcb_cc;
	dt_ident_t *idp = dt_idhash_lookup(&cc->cc_globals, name);

	if (idp != NULL && idp->di_kind == DT_IDENT_INLINE &&
	    idp->di_iexpr != NULL && idp->di_iexpr->dn_kind == DT_NODE_INT)
		return (dt_node_intlike(idp->di_iexpr->dn_value,
		    &idp->di_iexpr->dn_type));
	if (idp == NULL && (idp = dt_idhash_lookup(&cc->cc_enums,
	    name)) != NULL)
		return (dt_node_intlike((uint64_t)idp->di_ival,
		    &idp->di_type));
	return (dt_node_name(name));
}

dt_node_t *
dt_node_name(char *name)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IDENT);

	dnp->dn_string = name;
	return (dnp);
}

dt_node_t *
dt_node_type(struct dt_decl *ddp)
{
	char *name = NULL;
	dt_node_t *dnp;

	if (ddp == NULL)
		ddp = dt_decl_pop_param(&name);
	dnp = dt_node_alloc(DT_NODE_TYPE);
	dt_decl_type(ddp, &dnp->dn_type);
	dnp->dn_string = name;
	dnp->dn_flags |= DT_NF_COOKED;
	return (dnp);
}

dt_node_t *
dt_node_vatype(void)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_TYPE);

	dnp->dn_type.dti_kind = DT_TK_NONE;	/* "..." */
	return (dnp);
}

/* ---- operators and folding --------------------------------------------- */

const char *
dt_opstr(int op)
{
	static const char *const names[DT_TOK_MAX] = {
		[DT_TOK_ADD] = "+", [DT_TOK_SUB] = "-", [DT_TOK_MUL] = "*",
		[DT_TOK_DIV] = "/", [DT_TOK_MOD] = "%", [DT_TOK_LSH] = "<<",
		[DT_TOK_RSH] = ">>", [DT_TOK_BAND] = "&", [DT_TOK_BOR] = "|",
		[DT_TOK_XOR] = "^", [DT_TOK_LAND] = "&&", [DT_TOK_LOR] = "||",
		[DT_TOK_LXOR] = "^^", [DT_TOK_LT] = "<", [DT_TOK_LE] = "<=",
		[DT_TOK_GT] = ">", [DT_TOK_GE] = ">=", [DT_TOK_EQU] = "==",
		[DT_TOK_NEQ] = "!=", [DT_TOK_ASGN] = "=",
		[DT_TOK_ADD_EQ] = "+=", [DT_TOK_SUB_EQ] = "-=",
		[DT_TOK_MUL_EQ] = "*=", [DT_TOK_DIV_EQ] = "/=",
		[DT_TOK_MOD_EQ] = "%=", [DT_TOK_AND_EQ] = "&=",
		[DT_TOK_XOR_EQ] = "^=", [DT_TOK_OR_EQ] = "|=",
		[DT_TOK_LSH_EQ] = "<<=", [DT_TOK_RSH_EQ] = ">>=",
		[DT_TOK_COMMA] = ",", [DT_TOK_DOT] = ".", [DT_TOK_PTR] = "->",
		[DT_TOK_INEG] = "-", [DT_TOK_IPOS] = "+", [DT_TOK_BNEG] = "~",
		[DT_TOK_LNEG] = "!", [DT_TOK_DEREF] = "*",
		[DT_TOK_ADDROF] = "&", [DT_TOK_PREINC] = "++",
		[DT_TOK_PREDEC] = "--", [DT_TOK_POSTINC] = "++",
		[DT_TOK_POSTDEC] = "--", [DT_TOK_CAST] = "(",
		[DT_TOK_STRINGOF] = "stringof", [DT_TOK_SIZEOF] = "sizeof",
		[DT_TOK_QUESTION] = "?", [DT_TOK_LBRAC] = "[",
	};

	if (op <= 0 || op >= DT_TOK_MAX || names[op] == NULL)
		return ("<?>");
	return (names[op]);
}

/* Truncate @v to the size and signedness of @tip. */
static uint64_t
dt_fold_fit(uint64_t v, const dt_tinfo_t *tip)
{
	unsigned int bits = tip->dti_size * 8;

	if (bits == 0 || bits >= 64)
		return (v);
	v &= (1ULL << bits) - 1;
	if ((tip->dti_flags & DT_TF_SIGNED) && (v & (1ULL << (bits - 1))))
		v |= ~((1ULL << bits) - 1);
	return (v);
}

dt_node_t *
dt_node_op1(int op, dt_node_t *cp)
{
	dt_node_t *dnp;

	if (cp->dn_kind == DT_NODE_INT) {
		switch (op) {
		case DT_TOK_INEG:
			cp->dn_value = -cp->dn_value;
			if (!(cp->dn_type.dti_flags & DT_TF_SIGNED))
				cp->dn_value = dt_fold_fit(cp->dn_value,
				    &cp->dn_type);
			return (cp);
		case DT_TOK_IPOS:
			return (cp);
		case DT_TOK_BNEG:
			cp->dn_value = ~cp->dn_value;
			return (cp);
		case DT_TOK_LNEG:
			cp->dn_value = !cp->dn_value;
			dt_type_int(&cp->dn_type);
			return (cp);
		}
	}
	if (op == DT_TOK_SIZEOF && (cp->dn_kind == DT_NODE_STRING ||
	    cp->dn_kind == DT_NODE_TYPE)) {
		uint64_t size = cp->dn_kind == DT_NODE_STRING ?
		    cp->dn_strlen + 1 : cp->dn_type.dti_size;

		if (size == 0)
			xyerror(D_SIZEOF_TYPE, "cannot apply sizeof to an "
			    "operand of unknown size\n");
		dnp = dt_node_intlike(size, &cp->dn_type);
		dt_node_settype(dnp, yypcb->pcb_cc->cc_t.t_size);
		return (dnp);
	}
	dnp = dt_node_alloc(DT_NODE_OP1);
	dnp->dn_op = op;
	dnp->dn_child = cp;
	return (dnp);
}

static int
dt_fold_cmp(int op, uint64_t l, uint64_t r, int sgn)
{
	int64_t sl = (int64_t)l, sr = (int64_t)r;

	switch (op) {
	case DT_TOK_LT:
		return (sgn ? sl < sr : l < r);
	case DT_TOK_LE:
		return (sgn ? sl <= sr : l <= r);
	case DT_TOK_GT:
		return (sgn ? sl > sr : l > r);
	case DT_TOK_GE:
		return (sgn ? sl >= sr : l >= r);
	case DT_TOK_EQU:
		return (l == r);
	default:
		return (l != r);
	}
}

/* Fold @op on two integer constants; NULL if @op is not foldable. */
static dt_node_t *
dt_fold_op2(int op, dt_node_t *lp, dt_node_t *rp)
{
	uint64_t l = lp->dn_value, r = rp->dn_value, v;
	dt_tinfo_t t;
	int sgn;

	dt_type_promote(&lp->dn_type, &rp->dn_type, &t);
	sgn = (t.dti_flags & DT_TF_SIGNED) != 0;
	switch (op) {
	case DT_TOK_LOR: v = l || r; dt_type_int(&t); break;
	case DT_TOK_LXOR: v = (l != 0) ^ (r != 0); dt_type_int(&t); break;
	case DT_TOK_LAND: v = l && r; dt_type_int(&t); break;
	case DT_TOK_BOR: v = l | r; break;
	case DT_TOK_XOR: v = l ^ r; break;
	case DT_TOK_BAND: v = l & r; break;
	case DT_TOK_LT: case DT_TOK_LE: case DT_TOK_GT: case DT_TOK_GE:
	case DT_TOK_EQU: case DT_TOK_NEQ:
		v = dt_fold_cmp(op, l, r, sgn);
		dt_type_int(&t);
		break;
	case DT_TOK_LSH: v = r >= 64 ? 0 : l << r; t = lp->dn_type; break;
	case DT_TOK_RSH:
		t = lp->dn_type;
		if (r >= 64)
			v = (t.dti_flags & DT_TF_SIGNED) && (int64_t)l < 0 ?
			    UINT64_MAX : 0;
		else
			v = (t.dti_flags & DT_TF_SIGNED) ?
			    (uint64_t)((int64_t)l >> r) : l >> r;
		break;
	case DT_TOK_ADD: v = l + r; break;
	case DT_TOK_SUB: v = l - r; break;
	case DT_TOK_MUL: v = l * r; break;
	case DT_TOK_DIV:
		if (sgn && (int64_t)r == -1)
			v = -l;
		else
			v = sgn ? (uint64_t)((int64_t)l / (int64_t)r) : l / r;
		break;
	case DT_TOK_MOD:
		if (sgn && (int64_t)r == -1)
			v = 0;
		else
			v = sgn ? (uint64_t)((int64_t)l % (int64_t)r) : l % r;
		break;
	default:
		return (NULL);
	}
	return (dt_node_intlike(v, &t));	/* unnarrowed, as the reference */
}

dt_node_t *
dt_node_op2(int op, dt_node_t *lp, dt_node_t *rp)
{
	dt_node_t *dnp;

	if (rp->dn_kind == DT_NODE_INT && rp->dn_value == 0 &&
	    (op == DT_TOK_MOD || op == DT_TOK_DIV ||
	    op == DT_TOK_MOD_EQ || op == DT_TOK_DIV_EQ))
		xyerror(D_DIV_ZERO, "expression contains division by zero\n");
	if (lp->dn_kind == DT_NODE_INT && rp->dn_kind == DT_NODE_INT &&
	    (dnp = dt_fold_op2(op, lp, rp)) != NULL) {
		dnp->dn_pos = lp->dn_pos;
		return (dnp);
	}
	dnp = dt_node_alloc(DT_NODE_OP2);
	dnp->dn_op = op;
	dnp->dn_left = lp;
	dnp->dn_right = rp;
	return (dnp);
}

dt_node_t *
dt_node_op3(dt_node_t *c, dt_node_t *lp, dt_node_t *rp)
{
	dt_node_t *dnp;

	if (c->dn_kind == DT_NODE_INT)
		return (c->dn_value != 0 ? lp : rp);
	dnp = dt_node_alloc(DT_NODE_OP3);
	dnp->dn_op = DT_TOK_QUESTION;
	dnp->dn_expr = c;
	dnp->dn_left = lp;
	dnp->dn_right = rp;
	return (dnp);
}

/*
 * Fold a cast of constant @v from @src to @dst as the reference does:
 * narrowing keeps dst's low bytes (zero above them); widening extends
 * from src's width with src's signedness and zero-fills above dst's.
 */
static uint64_t
dt_fold_cast(uint64_t v, const dt_tinfo_t *src, const dt_tinfo_t *dst)
{
	unsigned int n, sh;

	if (dst->dti_size < src->dti_size) {
		n = (8 - dst->dti_size) * 8;
		return (n >= 64 ? 0 : (v << n) >> n);
	}
	if (dst->dti_size > src->dti_size && src->dti_size != 0) {
		n = (8 - src->dti_size) * 8;
		sh = (dst->dti_size - src->dti_size) * 8;
		v <<= n;
		if (src->dti_flags & DT_TF_SIGNED)
			return ((uint64_t)((int64_t)v >> sh) >> (n - sh));
		return (v >> n);
	}
	return (v);
}

dt_node_t *
dt_node_cast(struct dt_decl *ddp, dt_node_t *cp)
{
	dt_node_t *tnp = dt_node_type(ddp);
	dt_node_t *dnp;

	if (cp->dn_kind == DT_NODE_INT && dt_type_is_integer(&tnp->dn_type)) {
		cp->dn_value = dt_fold_cast(cp->dn_value, &cp->dn_type,
		    &tnp->dn_type);
		cp->dn_type = tnp->dn_type;
		return (cp);
	}
	dnp = dt_node_alloc(DT_NODE_OP1);
	dnp->dn_op = DT_TOK_CAST;
	dnp->dn_child = cp;
	dnp->dn_type = tnp->dn_type;	/* target type, kept while cooking */
	return (dnp);
}

dt_node_t *
dt_node_sizeof_type(struct dt_decl *ddp)
{
	return (dt_node_op1(DT_TOK_SIZEOF, dt_node_type(ddp)));
}

dt_node_t *
dt_node_offsetof(struct dt_decl *ddp, char *member)
{
	dt_tinfo_t t;
	ctf_membinfo_t m;
	ctf_id_t base;
	dt_tinfo_t mt;
	dt_node_t *dnp;

	dt_decl_type(ddp, &t);
	if (t.dti_kind != DT_TK_STRUCT && t.dti_kind != DT_TK_UNION)
		xyerror(D_OFFSETOF_TYPE, "offsetof operand must be a struct "
		    "or union type\n");
	base = ctf_type_resolve(t.dti_ctfp, t.dti_type);
	if (ctf_member_info(t.dti_ctfp, base, member, &m) != 0)
		xyerror(D_UNKNOWN, "failed to determine offset of %s: %s\n",
		    member, ctf_errmsg(ctf_errno(t.dti_ctfp)));
	dt_type_byid(m.ctm_type, &mt);
	if (mt.dti_flags & DT_TF_BITFIELD)
		xyerror(D_OFFSETOF_BITFIELD, "cannot take offset of a "
		    "bit-field: %s\n", member);
	dnp = dt_node_intlike(m.ctm_offset / 8, &t);
	dt_node_settype(dnp, yypcb->pcb_cc->cc_t.t_size);
	return (dnp);
}

dt_node_t *
dt_node_xlate(struct dt_decl *ddp, dt_node_t *cp)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_XLATE);

	dt_decl_type(ddp, &dnp->dn_type);
	dnp->dn_child = cp;
	return (dnp);
}

/*
 * The constant expression of an array dimension, enumerator or bit-field
 * width.  Operators on constants are folded as their nodes are made, so a
 * constant expression already is a DT_NODE_INT here; anything else is left
 * as it is for the caller to reject (D_DECL_ARRSUB, D_DECL_ENCONST, ...).
 */
dt_node_t *
dt_node_fold(dt_node_t *dnp)
{
	return (dnp);
}

/* ---- calls and statements ---------------------------------------------- */

dt_node_t *
dt_node_func(dt_node_t *name, dt_node_t *args)
{
	dt_ident_t *idp;

	if (name->dn_kind != DT_NODE_IDENT)
		xyerror(D_FUNC_IDENT, "function designator is not of "
		    "function type\n");
	idp = dt_idhash_lookup(&yypcb->pcb_cc->cc_globals, name->dn_string);
	if (idp == NULL)
		xyerror(D_FUNC_UNDEF, "undefined function name: %s\n",
		    name->dn_string);
	if (idp->di_kind != DT_IDENT_FUNC && idp->di_kind != DT_IDENT_AGGFUNC &&
	    idp->di_kind != DT_IDENT_ACTFUNC)
		xyerror(D_FUNC_IDKIND, "%s '%s' may not be referenced as a "
		    "function\n", dt_idkind_name(idp->di_kind), idp->di_name);
	name->dn_kind = DT_NODE_FUNC;
	name->dn_ident = idp;
	name->dn_args = args;
	name->dn_string = NULL;
	return (name);
}

dt_node_t *
dt_node_statement(dt_node_t *expr)
{
	dt_node_t *dnp;

	if (expr->dn_kind == DT_NODE_FUNC &&
	    expr->dn_ident->di_kind == DT_IDENT_ACTFUNC)
		dnp = dt_node_alloc(DT_NODE_DFUNC);
	else
		dnp = dt_node_alloc(DT_NODE_DEXPR);
	dnp->dn_pos = expr->dn_pos;
	dnp->dn_expr = expr;
	return (dnp);
}

dt_node_t *
dt_node_if(dt_node_t *c, dt_node_t *t, dt_node_t *e)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IF);

	dnp->dn_expr = c;
	dnp->dn_body = t;
	dnp->dn_alt = e;
	return (dnp);
}

dt_node_t *
dt_node_clause(dt_node_t *pdescs, dt_node_t *pred, dt_node_t *acts)
{
	dt_node_t *dnp;

	if (++yypcb->pcb_nclauses > DT_CLAUSE_MAX)
		dnerror(pdescs, D_PROG_CLAUSES, "program has more than %u "
		    "clauses, the most one DOF image can hold (65536 "
		    "sections, 8 MB)\n", DT_CLAUSE_MAX);
	dnp = dt_node_alloc(DT_NODE_CLAUSE);
	dnp->dn_pos = pdescs->dn_pos;
	dnp->dn_pdescs = pdescs;
	dnp->dn_pred = pred;
	dnp->dn_acts = acts;
	yybegin(YYS_CLAUSE);
	return (dnp);
}

dt_node_t *
dt_node_program(dt_node_t *list)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PROG);

	dnp->dn_list = list;
	return (dnp);
}

/* ---- probe descriptions ------------------------------------------------- */

int
dt_macro_argno(const char *digits, const char **endp)
{
	long long n = 0;
	const char *p;

	for (p = digits; isdigit((unsigned char)*p); p++) {
		if (n <= INT_MAX)
			n = n * 10 + (*p - '0');
	}
	if (endp != NULL)
		*endp = p;
	return (n > INT_MAX ? -1 : (int)n);
}

/*
 * Expand $N and $name macro references inside a probe description field;
 * $$N and $$name are the same there (the reference's dtrace_xstr2desc()).
 */
static void
dt_pdesc_expand(const char *spec, const char *in, char *out,
    size_t len)
{
	size_t n = 0;

	while (*in != '\0' && n + 1 < len) {
		/* "$$1", "$$target": in a description, the same as "$1" ... */
		if (in[0] == '$' && in[1] == '$' && (isalnum((unsigned char)
		    in[2]) || in[2] == '_'))
			in++;
		if (*in == '$' && isdigit((unsigned char)in[1])) {
			int i = dt_macro_argno(in + 1, &in);
			const char *v = "";

			if ((i < 0 || i >= yypcb->pcb_sargc) &&
			    !(yypcb->pcb_cflags & DTRACE_C_DEFARG))
				xyerror(D_PDESC_INVAL, "invalid probe "
				    "description \"%s\": %s\n", spec,
				    "Undefined macro variable in probe "
				    "description");
			if (i >= 0 && i < yypcb->pcb_sargc) {
				v = yypcb->pcb_sargv[i];
				yypcb->pcb_sflagv[i] |= 1;
			}
			n += (size_t)snprintf(out + n, len - n, "%s", v);
			if (n >= len)
				n = len - 1;
			continue;
		}
		if (*in == '$' && (isalpha((unsigned char)in[1]) ||
		    in[1] == '_')) {
			/* $target, $pid, ...: the macro's value (pid helper) */
			char name[64];
			size_t k = 0;
			dt_ident_t *idp;

			for (in++; (isalnum((unsigned char)*in) || *in == '_') &&
			    k + 1 < sizeof (name); in++)
				name[k++] = *in;
			name[k] = '\0';
			idp = dt_idhash_lookup(&yypcb->pcb_cc->cc_macros, name);
			if (idp == NULL)
				xyerror(D_MACRO_UNDEF, "macro variable $%s is "
				    "not defined\n", name);
			n += (size_t)snprintf(out + n, len - n, "%u",
			    idp->di_id);
			if (n >= len)
				n = len - 1;
			continue;
		}
		out[n++] = *in++;
	}
	out[n] = '\0';
}

/* Split a description into its fields; a short one fills from the right. */
static void
dt_pdesc_split(const char *spec, dtrace_probedesc_t *pdp)
{
	char *fields[4] = { pdp->dtpd_provider, pdp->dtpd_mod,
	    pdp->dtpd_func, pdp->dtpd_name };
	const size_t sizes[4] = { DTRACE_PROVNAMELEN, DTRACE_MODNAMELEN,
	    DTRACE_FUNCNAMELEN, DTRACE_NAMELEN };
	const char *parts[4];
	size_t lens[4];
	int nparts = 0, first, i;
	const char *p = spec, *q;

	while (nparts < 4) {
		q = strchr(p, ':');
		parts[nparts] = p;
		lens[nparts++] = q != NULL ? (size_t)(q - p) : strlen(p);
		if (q == NULL)
			break;
		p = q + 1;
	}
	if (nparts == 4 && strchr(parts[3], ':') != NULL)
		xyerror(D_PDESC_INVAL, "invalid probe description \"%s\": %s\n",
		    spec, "Overspecified probe description");
	/* the last field written is the one -P/-m/-f/-n names */
	first = ((int)yypcb->pcb_pspec < 0 ? DTRACE_PROBESPEC_NAME :
	    (int)yypcb->pcb_pspec) - (nparts - 1);
	if (first < 0)
		xyerror(D_PDESC_INVAL, "invalid probe description \"%s\": %s\n",
		    spec, "Overspecified probe description");
	for (i = 0; i < nparts; i++) {
		if (lens[i] >= sizes[first + i])
			xyerror(D_PDESC_INVAL, "invalid probe description "
			    "\"%s\": %s\n", spec, "File name too long");
		dt_pdesc_expand(spec, dt_strndup(parts[i], lens[i]),
		    fields[first + i], sizes[first + i]);
	}
}

dt_node_t *
dt_node_pdesc_by_name(char *spec)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PDESC);

	dnp->dn_spec = spec;
	dnp->dn_desc = dt_zalloc(sizeof (dtrace_probedesc_t));
	dt_pdesc_split(spec, dnp->dn_desc);
	return (dnp);
}

dt_node_t *
dt_node_pdesc_by_id(uint64_t id)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PDESC);
	dtrace_probedesc_t pd;
	static const char *const names[] = {
		"providers", "modules", "functions"
	};

	if (id > UINT32_MAX)
		xyerror(D_PDESC_INVAL, "identifier %llu exceeds maximum "
		    "probe id\n", (unsigned long long)id);
	if (yypcb->pcb_pspec != DTRACE_PROBESPEC_NAME &&
	    (int)yypcb->pcb_pspec >= 0)
		xyerror(D_PDESC_INVAL, "probe identifier %llu not permitted "
		    "when specifying %s\n", (unsigned long long)id,
		    names[yypcb->pcb_pspec]);
	memset(&pd, 0, sizeof (pd));
	pd.dtpd_id = (dtrace_id_t)id;
	if (dt_ioctl(yypcb->pcb_hdl, DTRACEIOC_PROBES, &pd) != 0 ||
	    pd.dtpd_id != (dtrace_id_t)id)
		xyerror(D_PDESC_INVAL, "invalid probe identifier %llu: %s\n",
		    (unsigned long long)id, "No such process");
	dnp->dn_desc = dt_zalloc(sizeof (dtrace_probedesc_t));
	*dnp->dn_desc = pd;
	dnp->dn_spec = dt_strdup("");
	return (dnp);
}

/* ---- helpers of the contract -------------------------------------------- */

uint32_t
dt_strsize(dtrace_hdl_t *dtp)
{
	dtrace_optval_t v = dtp->dt_options[DTRACEOPT_STRSIZE];

	if (v <= 0 || v == DTRACEOPT_UNSET)
		return (256);
	return ((uint32_t)v);
}

int
dt_node_is_string(const dt_node_t *dnp)
{
	return (dt_type_is_string(&dnp->dn_type));
}

int
dt_node_is_integer(const dt_node_t *dnp)
{
	return (dt_type_is_integer(&dnp->dn_type));
}

int
dt_node_is_pointer(const dt_node_t *dnp)
{
	return (dt_type_is_pointer(&dnp->dn_type));
}

int
dt_node_is_scalar(const dt_node_t *dnp)
{
	return (dt_type_is_scalar(&dnp->dn_type));
}

char *
dt_node_type_name(const dt_node_t *dnp, char *buf, size_t len)
{
	if (dnp->dn_type.dti_kind == DT_TK_DYN && dnp->dn_ident != NULL) {
		snprintf(buf, len, "%s", dt_idkind_name(dnp->dn_ident->di_kind));
		return (buf);
	}
	return (dt_type_name(&dnp->dn_type, buf, len));
}

static void
dt_tinfo_diftype(dtrace_hdl_t *dtp, const dt_tinfo_t *tip,
    dtrace_diftype_t *tp)
{
	memset(tp, 0, sizeof (*tp));
	if (tip->dti_kind == DT_TK_STRING) {
		tp->dtdt_kind = DIF_TYPE_STRING;
		tp->dtdt_ckind = CTF_K_UNKNOWN;
		tp->dtdt_flags = DIF_TF_BYREF;
		tp->dtdt_size = dt_strsize(dtp);
		return;
	}
	tp->dtdt_kind = DIF_TYPE_CTF;
	if (tip->dti_ctfp != NULL)
		tp->dtdt_ckind = (uint8_t)ctf_type_kind(tip->dti_ctfp,
		    ctf_type_resolve(tip->dti_ctfp, tip->dti_type));
	tp->dtdt_flags = (tip->dti_flags & DT_TF_BYREF) ? DIF_TF_BYREF : 0;
	tp->dtdt_size = tip->dti_size;
}

void
dt_node_diftype(dtrace_hdl_t *dtp, const dt_node_t *dnp,
    dtrace_diftype_t *tp)
{
	dt_tinfo_diftype(dtp, &dnp->dn_type, tp);
}

void
dt_ident_diftype(dtrace_hdl_t *dtp, const dt_ident_t *idp,
    dtrace_diftype_t *tp)
{
	dt_tinfo_diftype(dtp, &idp->di_type, tp);
}

unsigned int
dt_aggregation_count(dtrace_hdl_t *dtp)
{
	dt_ccstate_t *cc = dt_cc_state(dtp);

	return (cc != NULL ? cc->cc_naggv : 0);
}

dt_ident_t *
dt_aggregation_lookup_id(dtrace_hdl_t *dtp, uint32_t id)
{
	dt_ccstate_t *cc = dt_cc_state(dtp);

	if (cc == NULL || id == 0 || id > cc->cc_naggv)
		return (NULL);
	return (cc->cc_aggv[id - 1]);
}
