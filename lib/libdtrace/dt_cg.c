/*
 * lib/libdtrace/dt_cg.c -- the D code generator: cooked parse tree -> DIF
 * objects and action descriptions -> DOF.
 *
 * Where it sits (DESIGN.md "How a D program flows"): the front end hands
 * dt_cg_program() one cooked DT_NODE_PROG tree (dt_parser.h states what a
 * cooked tree guarantees).  For each clause we generate a predicate DIFO
 * and, statement by statement, the action descriptions the record contract
 * of include/dtrace/ioctl.h describes; every DIFO goes through the
 * assembler (dt_as.c), is printed by dt_dis() under -S, and the whole
 * program is written as DOF (dt_dof.c) into the dtrace_prog_t.
 *
 * Code generation follows the reference's conventions so that `dtrace -S`
 * reads the same: %r0 is zero; %r1..%r7 are handed out lowest first and
 * freed in stack order; every constant is loaded with SETX (integer table)
 * or SETS (string table); comparisons are CMP/SCMP, a conditional branch,
 * and 0/1 materialised with MOV %r0 / SETX 1; && || ^^ ! and ?: branch;
 * casts that narrow or change signedness shift left then arithmetic or
 * logical shift right by 64 - 8 * size; tuples (associative array keys,
 * subroutine arguments) are FLUSHTS then PUSHTV / PUSHTR with their size.
 *
 * Statements become actions as the reference lays them out: an expression
 * statement is a DIFEXPR with a void (size 0) result; trace() a DIFEXPR;
 * printf() a PRINTF carrying the format plus one DIFEXPR per further
 * argument; exit() an EXIT with a 4-byte value; an aggregation statement
 * the aggregation id, its keys, an optional increment, then the
 * DTRACEAGG_* action with dad_ntuple = the number of records before it.
 * A clause with if/else is first split into sub-clauses (see "if/else"
 * below); each (sub-)clause yields one ECB description per probe
 * description, sharing the predicate and action list.
 *
 * Invariants:
 *   - every DIFO ends with RET; all registers are free again afterwards;
 *   - branches are forward only (the assembler checks);
 *   - anything we cannot generate correctly is a compile error, never
 *     silently wrong code.
 *
 * Errors are raised with dnerror()/xyerror(), which longjmp out of the
 * compilation: everything the code generator allocates is tracked in its
 * heap-allocated dt_cg_t, which the pcb holds (pcb_cg) while
 * dt_cg_program() runs, so dt_compile() frees it on the error path too.
 */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_pcb.h"
#include "dt_type.h"
#include "dt_difo.h"

struct dt_cg {
	dtrace_hdl_t *cg_dtp;
	unsigned int cg_cflags;		/* DTRACE_C_* */
	dt_as_t cg_as;			/* DIFO under construction */
	uint32_t cg_regs;		/* bit r set: %rr allocated */
	dt_actdesc_t *cg_acts;		/* current clause's actions */
	dt_actdesc_t **cg_tail;
	void **cg_objs;			/* everything allocated, for freeing */
	uint8_t *cg_objdifo;		/* cg_objs[i] is a dt_difo_t */
	size_t cg_nobjs, cg_objcap;
	dt_difo_t **cg_dis;		/* -S: this clause's DIFOs, in order */
	size_t cg_ndis, cg_discap;
	unsigned int cg_naggs;		/* aggregating actions */
	unsigned int cg_nspecs;		/* speculate() actions */
	const dt_ident_t *cg_xlarg;	/* translator input being expanded */
	int cg_xlreg;			/* ... and the register holding it */
};

static int dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp);

/* The type of a value not returned (expression statements). */
static const dtrace_diftype_t dt_cg_void_rtype = {
	DIF_TYPE_CTF, 1 /* CTF_K_INTEGER */, 0, 0, 0
};

/* ---- bookkeeping ----------------------------------------------------------- */

static void *
dt_cg_track2(dt_cg_t *cg, void *p, int isdifo)
{
	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory generating code\n");
	if (cg->cg_nobjs == cg->cg_objcap) {
		size_t cap = cg->cg_objcap ? cg->cg_objcap * 2 : 64;
		void **n = realloc(cg->cg_objs, cap * sizeof (void *));
		uint8_t *d = NULL;

		if (n != NULL) {
			cg->cg_objs = n;
			d = realloc(cg->cg_objdifo, cap);
		}
		if (d == NULL) {
			/* not tracked: free it before the error unwinds */
			if (isdifo)
				dt_difo_free(p);
			else
				free(p);
			xyerror(D_UNKNOWN, "out of memory generating code\n");
		}
		cg->cg_objdifo = d;
		cg->cg_objcap = cap;
	}
	cg->cg_objdifo[cg->cg_nobjs] = (uint8_t)isdifo;
	cg->cg_objs[cg->cg_nobjs++] = p;
	return (p);
}

/* Remember @p (a plain malloc'd block) to free after the DOF is written. */
static void *
dt_cg_track(dt_cg_t *cg, void *p)
{
	return (dt_cg_track2(cg, p, 0));
}

/* Remember DIFO @dp to free after the DOF is written. */
static dt_difo_t *
dt_cg_track_difo(dt_cg_t *cg, dt_difo_t *dp)
{
	return (dt_cg_track2(cg, dp, 1));
}

/*
 * -S: remember DIFO @dp for printing.  The reference compiles a clause once
 * per probe description and prints every DIFO each time, so the listing of
 * a clause is printed once per description when the clause is done.
 */
static void
dt_cg_dis_note(dt_cg_t *cg, dt_difo_t *dp)
{
	if (!(cg->cg_cflags & DTRACE_C_DIFV))
		return;
	if (cg->cg_ndis == cg->cg_discap) {
		size_t cap = cg->cg_discap ? cg->cg_discap * 2 : 16;
		dt_difo_t **n = realloc(cg->cg_dis, cap * sizeof (dt_difo_t *));

		if (n == NULL)
			xyerror(D_UNKNOWN, "out of memory generating code\n");
		cg->cg_dis = n;
		cg->cg_discap = cap;
	}
	cg->cg_dis[cg->cg_ndis++] = dp;
}

/* ---- registers ------------------------------------------------------------- */

static int
dt_cg_reg(dt_cg_t *cg, const dt_node_t *dnp)
{
	int r;

	for (r = 1; r < DIF_DIR_NREGS; r++) {
		if (!(cg->cg_regs & (1U << r))) {
			cg->cg_regs |= 1U << r;
			return (r);
		}
	}
	dnerror(dnp, D_NOREG, "Insufficient registers to generate code\n");
}

static void
dt_cg_free(dt_cg_t *cg, int r)
{
	if (r > 0 && r < DIF_DIR_NREGS)
		cg->cg_regs &= ~(1U << r);
}

/* ---- emitting ------------------------------------------------------------- */

static void
dt_cg_emit(dt_cg_t *cg, dif_instr_t instr)
{
	(void) dt_as_emit(&cg->cg_as, instr);
}

static void
dt_cg_op(dt_cg_t *cg, unsigned int op, int r1, int r2, int rd)
{
	dt_cg_emit(cg, DIF_INSTR_FMT(op, r1, r2, rd));
}

static void
dt_cg_setx(dt_cg_t *cg, int rd, uint64_t v)
{
	dt_as_setx(&cg->cg_as, (unsigned int)rd, v);
}

/* ---- type helpers ------------------------------------------------------------ */

static int
dt_cg_is_signed(const dt_tinfo_t *t)
{
	return (t->dti_kind == DT_TK_INT && (t->dti_flags & DT_TF_SIGNED));
}

static int
dt_cg_is_scalar_t(const dt_tinfo_t *t)
{
	return (t->dti_kind == DT_TK_INT || t->dti_kind == DT_TK_PTR);
}

static int
dt_cg_is_ptrish(const dt_tinfo_t *t)
{
	return (t->dti_kind == DT_TK_PTR || t->dti_kind == DT_TK_ARRAY);
}

static int
dt_cg_is_byref(const dt_tinfo_t *t)
{
	return ((t->dti_flags & DT_TF_BYREF) || t->dti_kind == DT_TK_STRING ||
	    t->dti_kind == DT_TK_STRUCT || t->dti_kind == DT_TK_UNION ||
	    t->dti_kind == DT_TK_ARRAY);
}

static int
dt_cg_is_str(const dt_node_t *dnp)
{
	return (dnp->dn_type.dti_kind == DT_TK_STRING);
}

/*
 * Convert the value in @reg from type @src to type @dst in place: narrowing
 * or a change of signedness shifts the value to the top of the register and
 * back down with sign or zero fill; widening a signed value sign-extends it
 * to the new size.
 */
static void
dt_cg_typecast(dt_cg_t *cg, const dt_node_t *where, const dt_tinfo_t *src,
    const dt_tinfo_t *dst, int reg)
{
	uint32_t ss = src->dti_size, ds = dst->dti_size;
	int ssig = dt_cg_is_signed(src), dsig = dt_cg_is_signed(dst);
	int tmp;

	if (!dt_cg_is_scalar_t(dst) || !dt_cg_is_scalar_t(src))
		return;
	if (ss == 0 || ds == 0 || ss > 8 || ds > 8)
		return;
	if (ds == ss && ssig == dsig)
		return;
	if (ds > ss && !ssig)
		return;

	tmp = dt_cg_reg(cg, where);
	if (ds > ss) {
		uint64_t n = 64 - ss * 8;	/* bits above the source */
		uint64_t s = (ds - ss) * 8;	/* bits added by widening */

		dt_cg_setx(cg, tmp, n);
		dt_cg_op(cg, DIF_OP_SLL, reg, tmp, reg);
		if (dsig || n == s) {
			dt_cg_op(cg, DIF_OP_SRA, reg, tmp, reg);
		} else {
			dt_cg_setx(cg, tmp, s);
			dt_cg_op(cg, DIF_OP_SRA, reg, tmp, reg);
			dt_cg_setx(cg, tmp, n - s);
			dt_cg_op(cg, DIF_OP_SRL, reg, tmp, reg);
		}
	} else if (ds != 8) {
		dt_cg_setx(cg, tmp, 64 - ds * 8);
		dt_cg_op(cg, DIF_OP_SLL, reg, tmp, reg);
		dt_cg_op(cg, dsig ? DIF_OP_SRA : DIF_OP_SRL, reg, tmp, reg);
	}
	dt_cg_free(cg, tmp);
}

/*
 * Convert the integer in @reg, a value of type @src held as registers hold
 * every integer (sign- or zero-extended to 64 bits by its own type), to the
 * same form for type @dst: nothing to do when @dst is 64 bits wide, or can
 * represent every value of @src; else keep its low bits, sign- or
 * zero-extended by @dst.
 */
static void
dt_cg_intconv(dt_cg_t *cg, const dt_node_t *where, const dt_tinfo_t *src,
    const dt_tinfo_t *dst, int reg)
{
	uint32_t ss = src->dti_size, ds = dst->dti_size;
	int ssig = dt_cg_is_signed(src), dsig = dt_cg_is_signed(dst);
	int tmp;

	if (ds == 0 || ds >= 8 || ss == 0 || ss > 8)
		return;
	if ((ds == ss && ssig == dsig) || (ds > ss && (dsig || !ssig)))
		return;
	tmp = dt_cg_reg(cg, where);
	dt_cg_setx(cg, tmp, 64 - ds * 8);
	dt_cg_op(cg, DIF_OP_SLL, reg, tmp, reg);
	dt_cg_op(cg, dsig ? DIF_OP_SRA : DIF_OP_SRL, reg, tmp, reg);
	dt_cg_free(cg, tmp);
}

/* The load opcode for @size bytes, signed or not, from user memory or not. */
static unsigned int
dt_cg_loadop(const dt_node_t *dnp, uint32_t size, int sign, int user)
{
	static const unsigned int ops[2][2][4] = {
		{ { DIF_OP_LDUB, DIF_OP_LDUH, DIF_OP_LDUW, DIF_OP_LDX },
		{ DIF_OP_LDSB, DIF_OP_LDSH, DIF_OP_LDSW, DIF_OP_LDX } },
		{ { DIF_OP_ULDUB, DIF_OP_ULDUH, DIF_OP_ULDUW, DIF_OP_ULDX },
		{ DIF_OP_ULDSB, DIF_OP_ULDSH, DIF_OP_ULDSW, DIF_OP_ULDX } },
	};
	int i;

	switch (size) {
	case 1: i = 0; break;
	case 2: i = 1; break;
	case 4: i = 2; break;
	case 8: i = 3; break;
	default:
		dnerror(dnp, D_UNKNOWN, "internal error -- cg cannot load "
		    "size %lu when passed by value\n", (unsigned long)size);
	}
	return (ops[user != 0][sign != 0][i]);
}

static unsigned int
dt_cg_storeop(const dt_node_t *dnp, uint32_t size)
{
	switch (size) {
	case 1: return (DIF_OP_STB);
	case 2: return (DIF_OP_STH);
	case 4: return (DIF_OP_STW);
	case 8: return (DIF_OP_STX);
	default:
		dnerror(dnp, D_UNKNOWN, "internal error -- cg cannot store "
		    "size %lu when passed by value\n", (unsigned long)size);
	}
}

/* Round a byte count 1..8 up to a power of two. */
static uint32_t
dt_cg_clp2(uint32_t x)
{
	uint32_t p = 1;

	while (p < x)
		p <<= 1;
	return (p);
}

/* ---- variables ------------------------------------------------------------- */

/* Note a reference to variable @idp in the DIFO's variable table. */
static void
dt_cg_noteref(dt_cg_t *cg, const dt_ident_t *idp, unsigned int flags)
{
	dtrace_diftype_t t;

	dt_ident_diftype(cg->cg_dtp, idp, &t);
	dt_as_var(&cg->cg_as, idp->di_name, idp->di_id,
	    idp->di_kind == DT_IDENT_ARRAY ? DIFV_KIND_ARRAY : DIFV_KIND_SCALAR,
	    (unsigned int)idp->di_scope, flags, &t);
}

static int
dt_cg_is_assoc(const dt_ident_t *idp)
{
	return (idp->di_kind == DT_IDENT_ARRAY &&
	    idp->di_id >= DIF_VAR_OTHER_MIN);
}

/*
 * The formal parameter types of subroutine @idp, from its prototype string
 * "rettype(type, [type], ...)": up to @max into @formals; entries whose
 * type is "@", unknown or variadic get DT_TK_NONE.  Returns the count.
 */
static int
dt_cg_formals(const dt_ident_t *idp, dt_tinfo_t *formals, int max)
{
	const char *p = idp->di_proto != NULL ? strchr(idp->di_proto, '(') :
	    NULL;
	int n = 0;

	if (p == NULL)
		return (0);
	for (p++; *p != '\0' && *p != ')' && n < max; ) {
		char name[128];
		size_t len = 0;

		while (*p == ' ' || *p == '[' || *p == ',')
			p++;
		while (*p != '\0' && *p != ',' && *p != ')' && *p != ']' &&
		    len + 1 < sizeof (name))
			name[len++] = *p++;
		while (*p == ']')
			p++;
		name[len] = '\0';
		while (len > 0 && name[len - 1] == ' ')
			name[--len] = '\0';
		if (len == 0)
			continue;
		if (strcmp(name, "void") == 0 && n == 0 && *p == ')')
			break;
		memset(&formals[n], 0, sizeof (formals[n]));
		if (strcmp(name, "@") == 0 || strcmp(name, "...") == 0 ||
		    dt_type_lookup(name, &formals[n]) != 0)
			formals[n].dti_kind = DT_TK_NONE;
		n++;
	}
	return (n);
}

/*
 * Push the tuple @args (keys or subroutine arguments): evaluate them all
 * first (any may itself use the tuple stack), then FLUSHTS and push each,
 * by value (PUSHTV) or by reference with its size (PUSHTR).  For a
 * subroutine call, @fn is its identifier and each integer argument is
 * first converted to the type of its formal parameter, as the reference
 * does.
 */
static void
dt_cg_arglist_fn(dt_cg_t *cg, const dt_node_t *where, dt_node_t *args,
    const dt_ident_t *fn)
{
	int regs[DIF_DTR_NREGS + 1];
	dt_tinfo_t formals[DIF_DTR_NREGS + 1];
	int nformals = 0;
	dt_node_t *a;
	int i, n = 0;

	for (a = args; a != NULL; a = a->dn_link) {
		if (n >= DIF_DTR_NREGS) {
			dnerror(where, D_NOREG, "Insufficient tuple registers "
			    "to generate code\n");
		}
		regs[n++] = dt_cg_expr(cg, a);
	}

	if (fn != NULL)
		nformals = dt_cg_formals(fn, formals, DIF_DTR_NREGS + 1);

	dt_cg_emit(cg, DIF_INSTR_FLUSHTS);

	for (i = 0, a = args; a != NULL; a = a->dn_link, i++) {
		dtrace_diftype_t t;
		int sreg = DIF_REG_R0;

		if (i < nformals && formals[i].dti_kind != DT_TK_NONE)
			dt_cg_typecast(cg, a, &a->dn_type, &formals[i],
			    regs[i]);
		dt_node_diftype(cg->cg_dtp, a, &t);
		if (t.dtdt_flags & DIF_TF_BYREF) {
			if (t.dtdt_size != 0) {
				sreg = dt_cg_reg(cg, a);
				dt_cg_setx(cg, sreg, t.dtdt_size);
			}
			dt_cg_emit(cg, DIF_INSTR_PUSHTS(DIF_OP_PUSHTR,
			    t.dtdt_kind, sreg, regs[i]));
		} else {
			dt_cg_emit(cg, DIF_INSTR_PUSHTS(DIF_OP_PUSHTV,
			    t.dtdt_kind, DIF_REG_R0, regs[i]));
		}
		dt_cg_free(cg, regs[i]);
		if (sreg != DIF_REG_R0)
			dt_cg_free(cg, sreg);
	}
}

/* Push key tuple @args (associative arrays). */
static void
dt_cg_arglist(dt_cg_t *cg, const dt_node_t *where, dt_node_t *args)
{
	dt_cg_arglist_fn(cg, where, args, NULL);
}

/* Load the variable named by DT_NODE_VAR @dnp; returns the register. */
static int
dt_cg_var_load(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_ident_t *idp = dnp->dn_ident;
	unsigned int op;
	int reg;

	if (cg->cg_xlarg != NULL && idp == cg->cg_xlarg) {
		/* the input of the translator being expanded */
		reg = dt_cg_reg(cg, dnp);
		dt_cg_emit(cg, DIF_INSTR_MOV(cg->cg_xlreg, reg));
		return (reg);
	}
	if (idp->di_kind == DT_IDENT_ARRAY && !dt_cg_is_assoc(idp)) {
		/* Built-in arrays: args[], regs[], uregs[]. */
		uint32_t size = dnp->dn_type.dti_size;

		if (dnp->dn_args == NULL || dnp->dn_args->dn_link != NULL) {
			dnerror(dnp, D_UNKNOWN, "internal error -- %s[] needs "
			    "exactly one index\n", idp->di_name);
		}
		if (idp->di_id > DIF_REGISTER_MAX) {
			dnerror(dnp, D_UNKNOWN, "internal error -- array "
			    "variable id %u out of range\n", idp->di_id);
		}
		reg = dt_cg_expr(cg, dnp->dn_args);
		op = idp->di_scope == DT_SCOPE_THREAD ?
		    DIF_OP_LDTA : DIF_OP_LDGA;
		dt_cg_noteref(cg, idp, DIFV_F_REF);
		dt_cg_emit(cg, DIF_INSTR_LDA(op, idp->di_id, reg, reg));

		/* args[] values are raw 64-bit words: trim to the type. */
		if (idp->di_id == DIF_VAR_ARGS &&
		    dt_cg_is_scalar_t(&dnp->dn_type) && size != 0 && size < 8) {
			int tmp = dt_cg_reg(cg, dnp);

			dt_cg_setx(cg, tmp, 64 - size * 8);
			dt_cg_op(cg, DIF_OP_SLL, reg, tmp, reg);
			dt_cg_op(cg, dt_cg_is_signed(&dnp->dn_type) ?
			    DIF_OP_SRA : DIF_OP_SRL, reg, tmp, reg);
			dt_cg_free(cg, tmp);
		}
		return (reg);
	}

	if (idp->di_kind == DT_IDENT_ARRAY) {
		/* Associative array element. */
		if (idp->di_scope == DT_SCOPE_LOCAL) {
			dnerror(dnp, D_ARR_LOCAL, "associative arrays may not "
			    "be declared as local variables: %s\n",
			    idp->di_name);
		}
		dt_cg_arglist(cg, dnp, dnp->dn_args);
		reg = dt_cg_reg(cg, dnp);
		op = idp->di_scope == DT_SCOPE_THREAD ?
		    DIF_OP_LDTAA : DIF_OP_LDGAA;
		dt_cg_noteref(cg, idp, DIFV_F_REF);
		dt_cg_emit(cg, DIF_INSTR_LDV(op, idp->di_id, reg));

		/*
		 * A by-reference element not yet stored reads as 0: give
		 * it zero-filled storage so it can be traced or copied.
		 */
		if (dt_cg_is_byref(&dnp->dn_type)) {
			unsigned int stop = op == DIF_OP_LDTAA ?
			    DIF_OP_STTAA : DIF_OP_STGAA;
			uint32_t lbl = dt_as_label(&cg->cg_as);
			dtrace_diftype_t t;

			dt_node_diftype(cg->cg_dtp, dnp, &t);
			dt_cg_emit(cg, DIF_INSTR_TST(reg));
			dt_as_branch(&cg->cg_as, DIF_OP_BNE, lbl);
			dt_cg_setx(cg, reg, t.dtdt_size);
			dt_cg_emit(cg, DIF_INSTR_ALLOCS(reg, reg));
			dt_cg_noteref(cg, idp, DIFV_F_MOD);
			dt_cg_emit(cg, DIF_INSTR_STV(stop, idp->di_id, reg));
			dt_cg_emit(cg, DIF_INSTR_LDV(op, idp->di_id, reg));
			dt_as_place(&cg->cg_as, lbl);
		}
		return (reg);
	}

	if (idp->di_kind != DT_IDENT_SCALAR) {
		dnerror(dnp, D_UNKNOWN, "internal error -- identifier %s of "
		    "kind %s is not a variable\n", idp->di_name,
		    dt_idkind_name(idp->di_kind));
	}

	reg = dt_cg_reg(cg, dnp);
	if (idp->di_scope == DT_SCOPE_LOCAL)
		op = DIF_OP_LDLS;
	else if (idp->di_scope == DT_SCOPE_THREAD)
		op = DIF_OP_LDTS;
	else
		op = DIF_OP_LDGS;
	dt_cg_noteref(cg, idp, DIFV_F_REF);
	dt_cg_emit(cg, DIF_INSTR_LDV(op, idp->di_id, reg));
	return (reg);
}

/*
 * Store @reg into the variable named by DT_NODE_VAR @dnp; @src is the type
 * of the value (NULL: unknown, as the 64-bit result of an operation).
 */
static void
dt_cg_var_store(dt_cg_t *cg, dt_node_t *dnp, int reg, const dt_tinfo_t *src)
{
	dt_ident_t *idp = dnp->dn_ident;
	unsigned int op;

	if (idp->di_flags & DT_IDFLG_BUILTIN) {
		dnerror(dnp, D_OP_WRITE, "operator = requires a writable "
		    "variable: %s\n", idp->di_name);
	}

	if (idp->di_kind == DT_IDENT_ARRAY) {
		if (!dt_cg_is_assoc(idp) || idp->di_scope == DT_SCOPE_LOCAL) {
			dnerror(dnp, D_UNKNOWN, "internal error -- cannot store "
			    "to array %s\n", idp->di_name);
		}
		dt_cg_arglist(cg, dnp, dnp->dn_args);
		op = idp->di_scope == DT_SCOPE_THREAD ?
		    DIF_OP_STTAA : DIF_OP_STGAA;
	} else if (idp->di_scope == DT_SCOPE_LOCAL) {
		op = DIF_OP_STLS;
	} else if (idp->di_scope == DT_SCOPE_THREAD) {
		op = DIF_OP_STTS;
	} else {
		op = DIF_OP_STGS;
	}
	/*
	 * Assignment converts the value to a declared variable's type (K&R
	 * A7.17): a variable declared with an integer type narrower than 64
	 * bits keeps only the value that type can hold, sign- or
	 * zero-extended, so that `unsigned char C; C = -3` holds 253, as in
	 * C.  The register (the value of the assignment expression) is
	 * converted too.  Nothing is emitted when every value of @src's type
	 * fits.  A variable whose type was inferred from its first
	 * assignment keeps 64 bits, as the reference's do (`x = 0; x +=
	 * arg0` counts past 2^31).
	 */
	if ((idp->di_flags & DT_IDFLG_DECL) &&
	    dnp->dn_type.dti_kind == DT_TK_INT && dnp->dn_type.dti_size < 8 &&
	    !dt_cg_is_byref(&dnp->dn_type)) {
		dt_tinfo_t wide = dnp->dn_type;

		wide.dti_size = 8;
		if (src == NULL || src->dti_kind != DT_TK_INT)
			src = &wide;
		dt_cg_intconv(cg, dnp, src, &dnp->dn_type, reg);
	}
	dt_cg_noteref(cg, idp, DIFV_F_MOD);
	dt_cg_emit(cg, DIF_INSTR_STV(op, idp->di_id, reg));
}

/* ---- memory ------------------------------------------------------------------ */

static int dt_cg_member(dt_cg_t *cg, dt_node_t *dnp, int wantaddr);

/*
 * The address of lvalue @dnp (*p, s.m, p->m) in a new register.
 */
static int
dt_cg_addr(dt_cg_t *cg, dt_node_t *dnp)
{
	if (dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_TOK_DEREF)
		return (dt_cg_expr(cg, dnp->dn_child));
	if (dnp->dn_kind == DT_NODE_OP2 &&
	    (dnp->dn_op == DT_TOK_DOT || dnp->dn_op == DT_TOK_PTR))
		return (dt_cg_member(cg, dnp, 1));
	if (dnp->dn_kind == DT_NODE_VAR && dt_cg_is_byref(&dnp->dn_type))
		return (dt_cg_var_load(cg, dnp));
	dnerror(dnp, D_ADDROF_LVAL, "unary & requires an lvalue as operand\n");
}

/* Store @reg into the memory lvalue @dst. */
static void
dt_cg_mem_store(dt_cg_t *cg, dt_node_t *dst, int reg)
{
	int areg;

	if (dst->dn_flags & DT_NF_BITFIELD) {
		dnerror(dst, D_UNKNOWN, "storing to a bit-field member is not "
		    "supported\n");
	}
	areg = dt_cg_addr(cg, dst);
	if (dt_cg_is_byref(&dst->dn_type)) {
		int sreg = dt_cg_reg(cg, dst);

		dt_cg_setx(cg, sreg, dst->dn_type.dti_size);
		dt_cg_emit(cg, DIF_INSTR_COPYS(reg, sreg, areg));
		dt_cg_free(cg, sreg);
	} else {
		dt_cg_emit(cg, DIF_INSTR_STORE(dt_cg_storeop(dst,
		    dst->dn_type.dti_size), reg, areg));
	}
	dt_cg_free(cg, areg);
}

/* Store @reg, of type @src (NULL: unknown), into any lvalue @dst. */
static void
dt_cg_store(dt_cg_t *cg, dt_node_t *dst, int reg, const dt_tinfo_t *src)
{
	if (dst->dn_kind == DT_NODE_VAR)
		dt_cg_var_store(cg, dst, reg, src);
	else
		dt_cg_mem_store(cg, dst, reg);
}

/*
 * xlate<T>(e).m / xlate<T *>(e)->m (Dynamic Tracing Guide, "Translators"):
 * evaluate the input e once, then generate the translator's expression for
 * member m with the translator's input identifier bound to e's register.
 * The value is converted to m's type.  Translated members have no address.
 */
static int
dt_cg_xlate_member(dt_cg_t *cg, dt_node_t *dnp, int wantaddr)
{
	dt_node_t *xnp = dnp->dn_left, *mnp;
	const dt_xlator_t *dxp = xnp->dn_ident->di_data;
	const dt_ident_t *oarg = cg->cg_xlarg;
	int oreg = cg->cg_xlreg, in, reg;

	if (wantaddr) {
		dnerror(dnp, D_ADDROF_LVAL, "unary & requires an lvalue as "
		    "operand\n");
	}
	for (mnp = dxp->dx_members; mnp != NULL; mnp = mnp->dn_link) {
		if (strcmp(mnp->dn_string, dnp->dn_right->dn_string) == 0)
			break;
	}
	if (mnp == NULL || mnp->dn_expr == NULL) {
		dnerror(dnp, D_XLATE_NOCONV, "translator does not define "
		    "conversion for member: %s\n", dnp->dn_right->dn_string);
	}
	in = dt_cg_expr(cg, xnp->dn_child);
	cg->cg_xlarg = dxp->dx_arg;
	cg->cg_xlreg = in;
	reg = dt_cg_expr(cg, mnp->dn_expr);
	cg->cg_xlarg = oarg;
	cg->cg_xlreg = oreg;
	dt_cg_typecast(cg, dnp, &mnp->dn_expr->dn_type, &dnp->dn_type, reg);
	dt_cg_emit(cg, DIF_INSTR_MOV(reg, in));
	dt_cg_free(cg, reg);
	return (in);
}

/*
 * A whole xlate<T>(e) or xlate<T *>(e): evaluate e once, allocate a zeroed
 * T in scratch space (ALLOCS), store each member the translator defines at
 * its offset, and leave the address of the T (a by-reference struct value,
 * or the T * itself).  Members the translator omits stay zero.
 */
static int
dt_cg_xlate_whole(dt_cg_t *cg, dt_node_t *dnp)
{
	const dt_xlator_t *dxp = dnp->dn_ident->di_data;
	const dt_tinfo_t *d = &dxp->dx_dst;
	const dt_ident_t *oarg = cg->cg_xlarg;
	int oreg = cg->cg_xlreg, in, obj, v, a;
	ctf_id_t sou = ctf_type_resolve(d->dti_ctfp, d->dti_type);
	ssize_t size = ctf_type_size(d->dti_ctfp, sou);
	dt_node_t *mnp;

	if (size <= 0) {
		dnerror(dnp, D_XLATE_SOU, "incomplete struct/union/enum as "
		    "translator output\n");
	}
	in = dt_cg_expr(cg, dnp->dn_child);
	obj = dt_cg_reg(cg, dnp);
	dt_cg_setx(cg, obj, (uint64_t)size);
	dt_cg_emit(cg, DIF_INSTR_ALLOCS(obj, obj));
	cg->cg_xlarg = dxp->dx_arg;
	cg->cg_xlreg = in;
	for (mnp = dxp->dx_members; mnp != NULL; mnp = mnp->dn_link) {
		ctf_membinfo_t m;
		dt_tinfo_t mt;

		if (mnp->dn_expr == NULL || ctf_member_info(d->dti_ctfp, sou,
		    mnp->dn_string, &m) != 0)
			continue;
		dt_type_byid(m.ctm_type, &mt);
		if (m.ctm_offset % 8 != 0 || (mt.dti_flags & DT_TF_BITFIELD)) {
			dnerror(dnp, D_UNKNOWN, "translating to bit-field "
			    "member %s is not supported\n", mnp->dn_string);
		}
		v = dt_cg_expr(cg, mnp->dn_expr);
		dt_cg_typecast(cg, dnp, &mnp->dn_expr->dn_type, &mt, v);
		a = dt_cg_reg(cg, dnp);
		dt_cg_setx(cg, a, m.ctm_offset / 8);
		dt_cg_op(cg, DIF_OP_ADD, obj, a, a);
		if (dt_cg_is_byref(&mt)) {
			int sreg = dt_cg_reg(cg, dnp);

			dt_cg_setx(cg, sreg, mt.dti_size);
			dt_cg_emit(cg, DIF_INSTR_COPYS(v, sreg, a));
			dt_cg_free(cg, sreg);
		} else {
			dt_cg_emit(cg, DIF_INSTR_STORE(dt_cg_storeop(dnp,
			    mt.dti_size), v, a));
		}
		dt_cg_free(cg, a);
		dt_cg_free(cg, v);
	}
	cg->cg_xlarg = oarg;
	cg->cg_xlreg = oreg;
	dt_cg_emit(cg, DIF_INSTR_MOV(obj, in));
	dt_cg_free(cg, obj);
	return (in);
}

/*
 * Member access s.m / p->m.  With @wantaddr, leave the member's address;
 * else its value (loaded unless the member is by reference).
 */
static int
dt_cg_member(dt_cg_t *cg, dt_node_t *dnp, int wantaddr)
{
	dt_node_t *lp = dnp->dn_left;
	int user = (lp->dn_type.dti_flags & DT_TF_USER) != 0;
	uint64_t boff = dnp->dn_bitoff;
	uint32_t size, bits = dnp->dn_bitsize;
	int reg, tmp;

	if (lp->dn_kind == DT_NODE_XLATE)
		return (dt_cg_xlate_member(cg, dnp, wantaddr));

	if (lp->dn_kind == DT_NODE_VAR && dnp->dn_op == DT_TOK_DOT &&
	    !dt_cg_is_byref(&lp->dn_type)) {
		dnerror(dnp, D_UNKNOWN, "internal error -- member of a "
		    "non-aggregate value\n");
	}
	reg = dt_cg_expr(cg, lp);

	if (boff / 8 != 0) {
		tmp = dt_cg_reg(cg, dnp);
		dt_cg_setx(cg, tmp, boff / 8);
		dt_cg_op(cg, DIF_OP_ADD, reg, tmp, reg);
		dt_cg_free(cg, tmp);
	}

	if (wantaddr || dt_cg_is_byref(&dnp->dn_type))
		return (reg);

	if (!(dnp->dn_flags & DT_NF_BITFIELD)) {
		dt_cg_emit(cg, DIF_INSTR_LOAD(dt_cg_loadop(dnp,
		    dnp->dn_type.dti_size, dt_cg_is_signed(&dnp->dn_type),
		    user), reg, reg));
		return (reg);
	}

	/* Bit-field: load the containing bytes, then extract the bits. */
	if (bits == 0 || bits > 64)
		dnerror(dnp, D_UNKNOWN, "cg: bad bit-field width %u\n", bits);
	size = dt_cg_clp2((uint32_t)((boff % 8 + bits + 7) / 8));
	if (size > 8)
		dnerror(dnp, D_UNKNOWN, "cg: bit-field spans too many bytes\n");
	dt_cg_emit(cg, DIF_INSTR_LOAD(dt_cg_loadop(dnp, size,
	    dt_cg_is_signed(&dnp->dn_type), user), reg, reg));
	tmp = dt_cg_reg(cg, dnp);
	if (dt_cg_is_signed(&dnp->dn_type)) {
		dt_cg_setx(cg, tmp, 64 - (boff % 8 + bits));
		dt_cg_op(cg, DIF_OP_SLL, reg, tmp, reg);
		dt_cg_setx(cg, tmp, 64 - bits);
		dt_cg_op(cg, DIF_OP_SRA, reg, tmp, reg);
	} else {
		dt_cg_setx(cg, tmp, boff % 8);
		dt_cg_op(cg, DIF_OP_SRL, reg, tmp, reg);
		dt_cg_setx(cg, tmp, bits == 64 ? ~0ULL : (1ULL << bits) - 1);
		dt_cg_op(cg, DIF_OP_AND, reg, tmp, reg);
	}
	dt_cg_free(cg, tmp);
	return (reg);
}

/* ---- operators ------------------------------------------------------------- */

/* Multiply (or divide, @op) @reg by the pointee size of type @t. */
static void
dt_cg_ptrscale(dt_cg_t *cg, const dt_node_t *where, const dt_tinfo_t *t,
    unsigned int op, int reg)
{
	uint32_t size = t->dti_refsize;
	int tmp;

	if (size <= 1)
		return;
	tmp = dt_cg_reg(cg, where);
	dt_cg_setx(cg, tmp, size);
	dt_cg_op(cg, op, reg, tmp, reg);
	dt_cg_free(cg, tmp);
}

/* Both operands of @dnp are integers (or enums): C's arithmetic applies. */
static int
dt_cg_int_operands(const dt_node_t *dnp)
{
	return (dnp->dn_left->dn_type.dti_kind == DT_TK_INT &&
	    dnp->dn_right->dn_type.dti_kind == DT_TK_INT);
}

/*
 * The type C computes @dnp's operation in (K&R A6.1, A6.5): each operand's
 * integer promotion (types narrower than int, and enums, become int), then
 * for all but the shifts the usual arithmetic conversions between the two,
 * which on LP64 are the reference's rank rule (dt_type_promote()); a shift
 * is done in its left operand's promoted type.
 */
static void
dt_cg_ctype(const dt_node_t *dnp, int shift, dt_tinfo_t *u)
{
	dt_tinfo_t a = dnp->dn_left->dn_type, b = dnp->dn_right->dn_type;

	if (a.dti_size < 4 || (a.dti_flags & DT_TF_ENUM))
		dt_type_int(&a);
	if (b.dti_size < 4 || (b.dti_flags & DT_TF_ENUM))
		dt_type_int(&b);
	if (shift)
		*u = a;
	else
		dt_type_promote(&a, &b, u);
}

/*
 * left op right, with pointer arithmetic scaling for + and -.
 *
 * Two integers follow C (Dynamic Tracing Guide, "Type Conversions"): both
 * operands are converted to the type C computes in (dt_cg_ctype()) and the
 * operation is done in it (its signedness picks the division, remainder
 * and right shift), so that `(short)-2 + (unsigned char)253` is 251 and
 * `(int)-2 < (unsigned int)1` is false.  An unsigned result is reduced
 * modulo 2^32 when that type is unsigned int, as C defines; a signed one
 * keeps its 64 bits (signed overflow is undefined in C), as the reference
 * keeps them, so that a counter inferred as int from `x = 0` still counts
 * past 2^31.  The expression's type stays the reference's (the wider
 * operand type, with no promotion to int: dt_type_promote()); trace() and
 * printf() show the value in that type.
 */
static int
dt_cg_arith(dt_cg_t *cg, dt_node_t *dnp, unsigned int op, int isaddsub)
{
	dt_node_t *lp = dnp->dn_left, *rp = dnp->dn_right;
	int lptr = dt_cg_is_ptrish(&lp->dn_type);
	int rptr = dt_cg_is_ptrish(&rp->dn_type);
	int scale = isaddsub, l, r;
	int ints = dt_cg_int_operands(dnp);
	int shift = (op == DIF_OP_SLL || op == DIF_OP_SRA || op == DIF_OP_SRL);
	dt_tinfo_t u;

	if (lptr && rptr)
		scale = 0;		/* pointer difference */
	if (ints) {
		int sign;

		dt_cg_ctype(dnp, shift, &u);
		sign = dt_cg_is_signed(&u);
		switch (op) {
		case DIF_OP_SDIV: case DIF_OP_UDIV:
			op = sign ? DIF_OP_SDIV : DIF_OP_UDIV;
			break;
		case DIF_OP_SREM: case DIF_OP_UREM:
			op = sign ? DIF_OP_SREM : DIF_OP_UREM;
			break;
		case DIF_OP_SRA: case DIF_OP_SRL:
			op = sign ? DIF_OP_SRA : DIF_OP_SRL;
			break;
		}
	}

	l = dt_cg_expr(cg, lp);
	if (scale && rptr)
		dt_cg_ptrscale(cg, dnp, &rp->dn_type, DIF_OP_MUL, l);
	if (ints)
		dt_cg_intconv(cg, dnp, &lp->dn_type, &u, l);
	r = dt_cg_expr(cg, rp);
	if (scale && lptr)
		dt_cg_ptrscale(cg, dnp, &lp->dn_type, DIF_OP_MUL, r);
	if (ints && !shift)
		dt_cg_intconv(cg, dnp, &rp->dn_type, &u, r);

	dt_cg_op(cg, op, l, r, l);
	dt_cg_free(cg, r);
	if (ints && !dt_cg_is_signed(&u) && op != DIF_OP_AND &&
	    op != DIF_OP_OR && op != DIF_OP_XOR) {
		dt_tinfo_t wide = u;

		wide.dti_size = 8;
		dt_cg_intconv(cg, dnp, &wide, &u, l);
	}

	if (lptr && rptr && isaddsub)
		dt_cg_ptrscale(cg, dnp, &lp->dn_type, DIF_OP_UDIV, l);
	return (l);
}

/*
 * Compare signed?  Strings compare signed; two integers by the signedness
 * of the type C compares them in (dt_cg_ctype(): the integer promotions,
 * then the usual arithmetic conversions); anything else (pointers)
 * unsigned.
 */
static int
dt_cg_compare_signed(const dt_node_t *dnp)
{
	const dt_tinfo_t *a = &dnp->dn_left->dn_type;
	const dt_tinfo_t *b = &dnp->dn_right->dn_type;
	dt_tinfo_t p;

	if (dnp->dn_strcmp || dt_cg_is_str(dnp->dn_left) ||
	    dt_cg_is_str(dnp->dn_right))
		return (1);
	if (a->dti_kind != DT_TK_INT || b->dti_kind != DT_TK_INT)
		return (0);
	dt_cg_ctype(dnp, 0, &p);
	return ((p.dti_flags & DT_TF_SIGNED) != 0);
}

static int
dt_cg_compare(dt_cg_t *cg, dt_node_t *dnp, unsigned int br)
{
	uint32_t ltrue = dt_as_label(&cg->cg_as);
	uint32_t lpost = dt_as_label(&cg->cg_as);
	int l, r;

	dt_tinfo_t u;
	int ints = dt_cg_int_operands(dnp) && !dnp->dn_strcmp;

	/* two integers compare converted to C's common type (dt_cg_ctype()) */
	if (ints)
		dt_cg_ctype(dnp, 0, &u);
	l = dt_cg_expr(cg, dnp->dn_left);
	if (ints)
		dt_cg_intconv(cg, dnp, &dnp->dn_left->dn_type, &u, l);
	r = dt_cg_expr(cg, dnp->dn_right);
	if (ints)
		dt_cg_intconv(cg, dnp, &dnp->dn_right->dn_type, &u, r);
	if (dnp->dn_strcmp || dt_cg_is_str(dnp->dn_left) ||
	    dt_cg_is_str(dnp->dn_right))
		dt_cg_emit(cg, DIF_INSTR_CMP(DIF_OP_SCMP, l, r));
	else
		dt_cg_emit(cg, DIF_INSTR_CMP(DIF_OP_CMP, l, r));
	dt_cg_free(cg, r);

	dt_as_branch(&cg->cg_as, br, ltrue);
	dt_cg_emit(cg, DIF_INSTR_MOV(DIF_REG_R0, l));
	dt_as_branch(&cg->cg_as, DIF_OP_BA, lpost);
	dt_as_place(&cg->cg_as, ltrue);
	dt_cg_setx(cg, l, 1);
	dt_as_place(&cg->cg_as, lpost);
	return (l);
}

static int
dt_cg_ternary(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t lfalse = dt_as_label(&cg->cg_as);
	uint32_t lpost = dt_as_label(&cg->cg_as);
	uint32_t movpos;
	int c, l, r;

	c = dt_cg_expr(cg, dnp->dn_expr);
	dt_cg_emit(cg, DIF_INSTR_TST(c));
	dt_cg_free(cg, c);
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lfalse);

	l = dt_cg_expr(cg, dnp->dn_left);
	/* Move into the result register, patched once that is known. */
	movpos = dt_as_emit(&cg->cg_as, DIF_INSTR_MOV(l, DIF_REG_R0));
	dt_cg_free(cg, l);
	dt_as_branch(&cg->cg_as, DIF_OP_BA, lpost);

	dt_as_place(&cg->cg_as, lfalse);
	r = dt_cg_expr(cg, dnp->dn_right);
	dt_as_patch(&cg->cg_as, movpos, DIF_INSTR_MOV(l, r));
	dt_as_place(&cg->cg_as, lpost);
	return (r);
}

static int
dt_cg_land(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t lfalse = dt_as_label(&cg->cg_as);
	uint32_t lpost = dt_as_label(&cg->cg_as);
	int l, r;

	l = dt_cg_expr(cg, dnp->dn_left);
	dt_cg_emit(cg, DIF_INSTR_TST(l));
	dt_cg_free(cg, l);
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lfalse);

	r = dt_cg_expr(cg, dnp->dn_right);
	dt_cg_emit(cg, DIF_INSTR_TST(r));
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lfalse);
	dt_cg_setx(cg, r, 1);
	dt_as_branch(&cg->cg_as, DIF_OP_BA, lpost);
	dt_as_place(&cg->cg_as, lfalse);
	dt_cg_emit(cg, DIF_INSTR_MOV(DIF_REG_R0, r));
	dt_as_place(&cg->cg_as, lpost);
	return (r);
}

static int
dt_cg_lor(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t ltrue = dt_as_label(&cg->cg_as);
	uint32_t lfalse = dt_as_label(&cg->cg_as);
	uint32_t lpost = dt_as_label(&cg->cg_as);
	int l, r;

	l = dt_cg_expr(cg, dnp->dn_left);
	dt_cg_emit(cg, DIF_INSTR_TST(l));
	dt_cg_free(cg, l);
	dt_as_branch(&cg->cg_as, DIF_OP_BNE, ltrue);

	r = dt_cg_expr(cg, dnp->dn_right);
	dt_cg_emit(cg, DIF_INSTR_TST(r));
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lfalse);
	dt_as_place(&cg->cg_as, ltrue);
	dt_cg_setx(cg, r, 1);
	dt_as_branch(&cg->cg_as, DIF_OP_BA, lpost);
	dt_as_place(&cg->cg_as, lfalse);
	dt_cg_emit(cg, DIF_INSTR_MOV(DIF_REG_R0, r));
	dt_as_place(&cg->cg_as, lpost);
	return (r);
}

static int
dt_cg_lxor(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t lnext = dt_as_label(&cg->cg_as);
	uint32_t ltail = dt_as_label(&cg->cg_as);
	int l, r;

	l = dt_cg_expr(cg, dnp->dn_left);
	dt_cg_emit(cg, DIF_INSTR_TST(l));
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lnext);
	dt_cg_setx(cg, l, 1);
	dt_as_place(&cg->cg_as, lnext);

	r = dt_cg_expr(cg, dnp->dn_right);
	dt_cg_emit(cg, DIF_INSTR_TST(r));
	dt_as_branch(&cg->cg_as, DIF_OP_BE, ltail);
	dt_cg_setx(cg, r, 1);
	dt_as_place(&cg->cg_as, ltail);
	dt_cg_op(cg, DIF_OP_XOR, l, r, l);
	dt_cg_free(cg, r);
	return (l);
}

static int
dt_cg_lneg(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t lzero = dt_as_label(&cg->cg_as);
	uint32_t lpost = dt_as_label(&cg->cg_as);
	int r = dt_cg_expr(cg, dnp->dn_child);

	dt_cg_emit(cg, DIF_INSTR_TST(r));
	dt_as_branch(&cg->cg_as, DIF_OP_BE, lzero);
	dt_cg_emit(cg, DIF_INSTR_MOV(DIF_REG_R0, r));
	dt_as_branch(&cg->cg_as, DIF_OP_BA, lpost);
	dt_as_place(&cg->cg_as, lzero);
	dt_cg_setx(cg, r, 1);
	dt_as_place(&cg->cg_as, lpost);
	return (r);
}

/* ++x, --x (@post == 0) and x++, x-- (@post != 0). */
static int
dt_cg_incdec(dt_cg_t *cg, dt_node_t *dnp, unsigned int op, int post)
{
	dt_node_t *cp = dnp->dn_child;
	uint64_t size = 1;
	int reg, nreg;

	if (cp->dn_type.dti_kind == DT_TK_PTR && cp->dn_type.dti_refsize != 0)
		size = cp->dn_type.dti_refsize;

	reg = dt_cg_expr(cg, cp);
	nreg = dt_cg_reg(cg, dnp);
	dt_cg_setx(cg, nreg, size);
	if (post) {
		dt_cg_op(cg, op, reg, nreg, nreg);
		dt_cg_store(cg, cp, nreg, NULL);
	} else {
		dt_cg_op(cg, op, reg, nreg, reg);
		dt_cg_store(cg, cp, reg, NULL);
	}
	dt_cg_free(cg, nreg);
	return (reg);
}

/* The DIF opcode of binary or compound-assignment operator @op. */
static unsigned int
dt_cg_binop(const dt_node_t *dnp, dt_op_t op, int *isaddsub)
{
	int sign = dt_cg_is_signed(&dnp->dn_type);

	*isaddsub = 0;
	switch (op) {
	case DT_TOK_ADD: case DT_TOK_ADD_EQ:
		*isaddsub = 1;
		return (DIF_OP_ADD);
	case DT_TOK_SUB: case DT_TOK_SUB_EQ:
		*isaddsub = 1;
		return (DIF_OP_SUB);
	case DT_TOK_MUL: case DT_TOK_MUL_EQ:
		return (DIF_OP_MUL);
	case DT_TOK_DIV: case DT_TOK_DIV_EQ:
		return (sign ? DIF_OP_SDIV : DIF_OP_UDIV);
	case DT_TOK_MOD: case DT_TOK_MOD_EQ:
		return (sign ? DIF_OP_SREM : DIF_OP_UREM);
	case DT_TOK_LSH: case DT_TOK_LSH_EQ:
		return (DIF_OP_SLL);
	case DT_TOK_RSH: case DT_TOK_RSH_EQ:
		return (sign ? DIF_OP_SRA : DIF_OP_SRL);
	case DT_TOK_BAND: case DT_TOK_AND_EQ:
		return (DIF_OP_AND);
	case DT_TOK_BOR: case DT_TOK_OR_EQ:
		return (DIF_OP_OR);
	case DT_TOK_XOR: case DT_TOK_XOR_EQ:
		return (DIF_OP_XOR);
	default:
		return (0);
	}
}

static int
dt_cg_op2(dt_cg_t *cg, dt_node_t *dnp)
{
	unsigned int op;
	int isaddsub, reg;

	switch (dnp->dn_op) {
	case DT_TOK_COMMA:
		reg = dt_cg_expr(cg, dnp->dn_left);
		dt_cg_free(cg, reg);
		return (dt_cg_expr(cg, dnp->dn_right));

	case DT_TOK_ASGN:
		reg = dt_cg_expr(cg, dnp->dn_right);
		dt_cg_store(cg, dnp->dn_left, reg, &dnp->dn_right->dn_type);
		return (reg);

	case DT_TOK_ADD_EQ: case DT_TOK_SUB_EQ: case DT_TOK_MUL_EQ:
	case DT_TOK_DIV_EQ: case DT_TOK_MOD_EQ: case DT_TOK_AND_EQ:
	case DT_TOK_XOR_EQ: case DT_TOK_OR_EQ: case DT_TOK_LSH_EQ:
	case DT_TOK_RSH_EQ:
		op = dt_cg_binop(dnp, dnp->dn_op, &isaddsub);
		reg = dt_cg_arith(cg, dnp, op, isaddsub);
		dt_cg_store(cg, dnp->dn_left, reg, NULL);
		return (reg);

	case DT_TOK_ADD: case DT_TOK_SUB: case DT_TOK_MUL: case DT_TOK_DIV:
	case DT_TOK_MOD: case DT_TOK_LSH: case DT_TOK_RSH: case DT_TOK_BAND:
	case DT_TOK_BOR: case DT_TOK_XOR:
		op = dt_cg_binop(dnp, dnp->dn_op, &isaddsub);
		return (dt_cg_arith(cg, dnp, op, isaddsub));

	case DT_TOK_LAND:
		return (dt_cg_land(cg, dnp));
	case DT_TOK_LOR:
		return (dt_cg_lor(cg, dnp));
	case DT_TOK_LXOR:
		return (dt_cg_lxor(cg, dnp));

	case DT_TOK_EQU:
		return (dt_cg_compare(cg, dnp, DIF_OP_BE));
	case DT_TOK_NEQ:
		return (dt_cg_compare(cg, dnp, DIF_OP_BNE));
	case DT_TOK_LT:
		return (dt_cg_compare(cg, dnp, dt_cg_compare_signed(dnp) ?
		    DIF_OP_BL : DIF_OP_BLU));
	case DT_TOK_LE:
		return (dt_cg_compare(cg, dnp, dt_cg_compare_signed(dnp) ?
		    DIF_OP_BLE : DIF_OP_BLEU));
	case DT_TOK_GT:
		return (dt_cg_compare(cg, dnp, dt_cg_compare_signed(dnp) ?
		    DIF_OP_BG : DIF_OP_BGU));
	case DT_TOK_GE:
		return (dt_cg_compare(cg, dnp, dt_cg_compare_signed(dnp) ?
		    DIF_OP_BGE : DIF_OP_BGEU));

	case DT_TOK_DOT:
	case DT_TOK_PTR:
		return (dt_cg_member(cg, dnp, 0));

	default:
		dnerror(dnp, D_UNKNOWN, "internal error -- operator %d is not "
		    "a valid binary operator\n", (int)dnp->dn_op);
	}
}

static int
dt_cg_op1(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *cp = dnp->dn_child;
	int reg;

	switch (dnp->dn_op) {
	case DT_TOK_IPOS:
		return (dt_cg_expr(cg, cp));
	case DT_TOK_INEG:
		reg = dt_cg_expr(cg, cp);
		dt_cg_op(cg, DIF_OP_SUB, DIF_REG_R0, reg, reg);
		return (reg);
	case DT_TOK_BNEG:
		reg = dt_cg_expr(cg, cp);
		dt_cg_emit(cg, DIF_INSTR_NOT(reg, reg));
		return (reg);
	case DT_TOK_LNEG:
		return (dt_cg_lneg(cg, dnp));
	case DT_TOK_PREINC:
		return (dt_cg_incdec(cg, dnp, DIF_OP_ADD, 0));
	case DT_TOK_PREDEC:
		return (dt_cg_incdec(cg, dnp, DIF_OP_SUB, 0));
	case DT_TOK_POSTINC:
		return (dt_cg_incdec(cg, dnp, DIF_OP_ADD, 1));
	case DT_TOK_POSTDEC:
		return (dt_cg_incdec(cg, dnp, DIF_OP_SUB, 1));
	case DT_TOK_DEREF:
		reg = dt_cg_expr(cg, cp);
		if (!dt_cg_is_byref(&dnp->dn_type)) {
			int user = (cp->dn_type.dti_flags & DT_TF_USER) != 0;

			dt_cg_emit(cg, DIF_INSTR_LOAD(dt_cg_loadop(dnp,
			    dnp->dn_type.dti_size,
			    dt_cg_is_signed(&dnp->dn_type), user), reg, reg));
		}
		return (reg);
	case DT_TOK_ADDROF:
		return (dt_cg_addr(cg, cp));
	case DT_TOK_CAST:
		reg = dt_cg_expr(cg, cp);
		dt_cg_typecast(cg, dnp, &cp->dn_type, &dnp->dn_type, reg);
		return (reg);
	case DT_TOK_STRINGOF:
		return (dt_cg_expr(cg, cp));
	default:
		dnerror(dnp, D_UNKNOWN, "internal error -- operator %d is not "
		    "a valid unary operator\n", (int)dnp->dn_op);
	}
}

/* A subroutine call: arguments on the tuple stack, then CALL. */
static int
dt_cg_call(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_ident_t *idp = dnp->dn_ident;
	int reg;

	if (idp->di_kind != DT_IDENT_FUNC) {
		dnerror(dnp, D_CG_EXPR, "%s %s( ) may not be called from a D "
		    "expression (D program context required)\n",
		    dt_idkind_name(idp->di_kind), idp->di_name);
	}
	dt_cg_arglist_fn(cg, dnp, dnp->dn_args, idp);
	reg = dt_cg_reg(cg, dnp);
	dt_cg_emit(cg, DIF_INSTR_CALL(idp->di_id, reg));
	return (reg);
}

/* Generate code for expression @dnp; returns the register holding it. */
static int
dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg;

	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		reg = dt_cg_reg(cg, dnp);
		dt_cg_setx(cg, reg, dnp->dn_value);
		return (reg);
	case DT_NODE_STRING:
		reg = dt_cg_reg(cg, dnp);
		dt_as_sets(&cg->cg_as, (unsigned int)reg,
		    dnp->dn_string != NULL ? dnp->dn_string : "");
		return (reg);
	case DT_NODE_VAR:
		return (dt_cg_var_load(cg, dnp));
	case DT_NODE_FUNC:
		return (dt_cg_call(cg, dnp));
	case DT_NODE_OP1:
		return (dt_cg_op1(cg, dnp));
	case DT_NODE_OP2:
		return (dt_cg_op2(cg, dnp));
	case DT_NODE_OP3:
		return (dt_cg_ternary(cg, dnp));
	case DT_NODE_AGG:
		dnerror(dnp, D_CG_EXPR, "aggregation @%s may not be used in a "
		    "D expression\n", dnp->dn_ident != NULL ?
		    dnp->dn_ident->di_name : "");
	case DT_NODE_XLATE:
		return (dt_cg_xlate_whole(cg, dnp));
	default:
		dnerror(dnp, D_UNKNOWN, "internal error -- node kind %d is "
		    "not a valid expression\n", (int)dnp->dn_kind);
	}
}

/* ---- DIFOs ------------------------------------------------------------------- */

/*
 * Assemble the code emitted so far (whose value is in @reg) into a DIFO
 * with return type @rt; print it under -S.
 */
static dt_difo_t *
dt_cg_finish(dt_cg_t *cg, const dt_node_t *where, int reg,
    const dtrace_diftype_t *rt)
{
	dt_difo_t *dp;
	int err;

	dt_cg_emit(cg, DIF_INSTR_RET(reg));
	dt_cg_free(cg, reg);
	if (cg->cg_regs != 0) {
		dnerror(where, D_UNKNOWN, "internal error -- registers leaked "
		    "by the code generator (0x%x)\n", cg->cg_regs);
	}
	dp = dt_as_assemble(&cg->cg_as, rt, &err);
	dt_as_fini(&cg->cg_as);
	dt_as_init(&cg->cg_as);
	if (dp == NULL)
		dnerror(where, D_UNKNOWN, "%s\n", dt_as_strerror(err));
	(void) dt_cg_track_difo(cg, dp);
	dt_cg_dis_note(cg, dp);
	return (dp);
}

/*
 * A DIFO computing expression @dnp.  Its return type is @rt, or when NULL
 * the expression's own DIF type.
 */
static dt_difo_t *
dt_cg_difo(dt_cg_t *cg, dt_node_t *dnp, const dtrace_diftype_t *rt)
{
	dtrace_diftype_t t;
	int reg;

	dt_as_fini(&cg->cg_as);
	dt_as_init(&cg->cg_as);
	cg->cg_regs = 0;
	reg = dt_cg_expr(cg, dnp);
	if (rt == NULL) {
		dt_node_diftype(cg->cg_dtp, dnp, &t);
		rt = &t;
	}
	return (dt_cg_finish(cg, dnp, reg, rt));
}

/* A DIFO returning 64-bit constant @v. */
static dt_difo_t *
dt_cg_difconst(dt_cg_t *cg, uint64_t v)
{
	dt_difo_t *dp = dt_cg_track_difo(cg, dt_difo_const(v));

	dt_cg_dis_note(cg, dp);
	return (dp);
}

/* ---- actions ------------------------------------------------------------------ */

static dt_actdesc_t *
dt_cg_action(dt_cg_t *cg, uint32_t kind, dt_difo_t *dp)
{
	dt_actdesc_t *ap = dt_cg_track(cg, calloc(1, sizeof (dt_actdesc_t)));

	ap->dad_kind = kind;
	ap->dad_difo = dp;
	*cg->cg_tail = ap;
	cg->cg_tail = &ap->dad_next;
	return (ap);
}

static int
dt_cg_nargs(const dt_node_t *args)
{
	int n = 0;

	for (; args != NULL; args = args->dn_link)
		n++;
	return (n);
}

static const char *
dt_cg_fname(const dt_node_t *fnp)
{
	return (fnp->dn_ident != NULL ? fnp->dn_ident->di_name : "?");
}

/* Does @t name an integer of length-modifier family @len ("h", "l", "ll")? */
static int
dt_cg_pf_lenok(const dt_tinfo_t *t, const char *len)
{
	if (t->dti_kind != DT_TK_INT)
		return (0);
	if (len[0] == '\0')
		return (1);
	/*
	 * The reference compares base type names; we compare sizes, which
	 * agrees except that it also tells long from long long.
	 */
	if (strcmp(len, "h") == 0)
		return (t->dti_size == 2);
	if (strcmp(len, "l") == 0 || strcmp(len, "ll") == 0)
		return (t->dti_size == 8);
	return (1);
}

/* Is argument @a acceptable for conversion @pfc (the reference's pfcheck)? */
static int
dt_cg_pf_check(const dt_pfconv_t *pfc, const dt_node_t *a)
{
	const dt_tinfo_t *t = &a->dn_type;
	int isint = (t->dti_kind == DT_TK_INT);
	int isptr = (t->dti_kind == DT_TK_PTR || t->dti_kind == DT_TK_ARRAY);

	switch (pfc->pfc_kind) {
	case DT_PFK_NONE:
		return (1);
	case DT_PFK_SINT:
	case DT_PFK_UINT:
		return (dt_cg_pf_lenok(t, pfc->pfc_length));
	case DT_PFK_CHAR:	/* %c %C %lc %wc: char, short or int */
		return (isint && t->dti_size <= 4);
	case DT_PFK_STR:
		if (pfc->pfc_length[0] != '\0')	/* %ls %ws: wchar_t [] */
			return (t->dti_kind == DT_TK_ARRAY);
		return (t->dti_kind == DT_TK_STRING ||
		    (t->dti_kind == DT_TK_ARRAY &&
		    (t->dti_flags & DT_TF_STRPTR)));
	case DT_PFK_PTR:
	case DT_PFK_ADDR:
	case DT_PFK_USYM:
		return (isint || isptr);
	case DT_PFK_FP:
		return (t->dti_kind == DT_TK_FLOAT);
	case DT_PFK_ANY:
	default:
		switch (pfc->pfc_conv) {
		case 'Y':
		case 'T':
			return (isint && t->dti_size == 8);
		case 'P':
			return (isint);
		default:
			return (1);
		}
	}
}

/*
 * dt_cg_printf_validate - check the arguments @args of printf-like call
 * @fnp against its parsed format @pfv, as the reference's
 * dt_printf_validate() does, raising: D_PRINTF_DYN_PROTO / D_PRINTF_DYN_TYPE
 * for a missing or non-integer '*' width or precision, D_PRINTF_AGG_CONV
 * for %@ outside printa(), D_PRINTF_ARG_PROTO for a missing value,
 * D_PRINTF_ARG_TYPE for a value of the wrong type, D_PRINTF_ARG_EXTRA for
 * arguments left over.  @foff is the number of arguments before @args
 * (1: the format), so messages number arguments from foff + 1.
 * (Dynamic Tracing Guide, "Output Formatting"; never returns on error.)
 */
void
dt_cg_printf_validate(const dt_node_t *fnp, const dt_pfargv_t *pfv,
    const dt_node_t *args, int foff)
{
	const char *fn = dt_cg_fname(fnp);
	const dt_node_t *a = args;
	char n[64];
	int i, j = 0;

	for (i = 0; i < pfv->pfv_nconv; i++) {
		const dt_pfconv_t *pfc = &pfv->pfv_conv[i];
		const char *dyns[2];
		int dync = 0;

		if (pfc->pfc_kind == DT_PFK_NONE)
			continue;	/* %% */
		if (pfc->pfc_bits & DT_PFCONV_DYNPREC)
			dyns[dync++] = ".*";
		if (pfc->pfc_bits & DT_PFCONV_DYNWIDTH)
			dyns[dync++] = "*";

		for (; dync != 0; dync--) {
			if (a == NULL) {
				dnerror(fnp, D_PRINTF_DYN_PROTO, "%s( ) "
				    "prototype mismatch: conversion #%d (%%%s) "
				    "is missing a corresponding \"%s\" "
				    "argument\n", fn, i + 1, pfc->pfc_name,
				    dyns[dync - 1]);
			}
			if (a->dn_type.dti_kind != DT_TK_INT) {
				dnerror(a, D_PRINTF_DYN_TYPE, "%s( ) argument "
				    "#%d is incompatible with conversion #%d "
				    "prototype:\n\tconversion: %% %s %s\n"
				    "\t prototype: int\n\t  argument: %s\n",
				    fn, j + foff + 1, i + 1, dyns[dync - 1],
				    pfc->pfc_name,
				    dt_node_type_name(a, n, sizeof (n)));
			}
			a = a->dn_link;
			j++;
		}

		if (pfc->pfc_bits & DT_PFCONV_AGG) {
			dnerror(fnp, D_PRINTF_AGG_CONV, "%%@ conversion "
			    "requires an aggregation and is not for use with "
			    "%s( )\n", fn);
		}
		if (a == NULL) {
			dnerror(fnp, D_PRINTF_ARG_PROTO, "%s( ) prototype "
			    "mismatch: conversion #%d (%%%s) is missing a "
			    "corresponding value argument\n", fn, i + 1,
			    pfc->pfc_name);
		}
		if (!dt_cg_pf_check(pfc, a)) {
			dnerror(a, D_PRINTF_ARG_TYPE, "%s( ) argument #%d is "
			    "incompatible with conversion #%d prototype:\n"
			    "\tconversion: %%%s\n\t prototype: %s\n"
			    "\t  argument: %s\n", fn, j + foff + 1, i + 1,
			    pfc->pfc_name, pfc->pfc_proto != NULL ?
			    pfc->pfc_proto : "?",
			    dt_node_type_name(a, n, sizeof (n)));
		}
		a = a->dn_link;
		j++;
	}

	if (a != NULL) {
		dnerror(fnp, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: "
		    "only %d arguments required by this format string\n",
		    fn, j);
	}
}

/* Check printf-like @fnp's arguments against its format @fmt. */
static void
dt_cg_printf_check(dt_cg_t *cg, dt_node_t *fnp, dt_node_t *fmt)
{
	dt_pfargv_t *pfv = fnp->dn_pfargv;
	char err[256];

	(void) cg;
	if (pfv == NULL) {
		if ((pfv = dt_printf_parse(fmt->dn_string, err,
		    sizeof (err))) == NULL) {
			dnerror(fmt, D_PRINTF_FMT_EMPTY, "%s( ) %s\n",
			    dt_cg_fname(fnp), err);
		}
		/* (a compile error here leaks @pfv; the command exits) */
		dt_cg_printf_validate(fnp, pfv, fmt->dn_link, 1);
		dt_printf_free(pfv);
		return;
	}
	dt_cg_printf_validate(fnp, pfv, fmt->dn_link, 1);
}

/* printf(), system(), freopen(): format, then one DIFO per argument. */
static void
dt_cg_act_printflike(dt_cg_t *cg, dt_node_t *fnp, uint32_t kind)
{
	dt_node_t *fmt = fnp->dn_args, *a;
	dt_actdesc_t *ap;
	char n[64];

	if (fmt == NULL || fmt->dn_kind != DT_NODE_STRING) {
		dnerror(fnp, D_PRINTF_ARG_FMT, "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: string "
		    "constant\n\t argument: %s\n", dt_cg_fname(fnp),
		    fmt != NULL ? dt_node_type_name(fmt, n, sizeof (n)) :
		    "(none)");
	}
	if (kind != DTRACEACT_FREOPEN && fmt->dn_string[0] == '\0') {
		dnerror(fmt, D_PRINTF_FMT_EMPTY, "%s( ) format string is "
		    "empty\n", dt_cg_fname(fnp));
	}
	dt_cg_printf_check(cg, fnp, fmt);

	if (fmt->dn_link == NULL) {
		/* No value: a DIFO returning nothing (empty record). */
		dt_as_fini(&cg->cg_as);
		dt_as_init(&cg->cg_as);
		cg->cg_regs = 0;
		ap = dt_cg_action(cg, kind, dt_cg_finish(cg, fnp,
		    DIF_REG_R0, &dt_cg_void_rtype));
		ap->dad_fmt = fmt->dn_string;
		ap->dad_uarg = 0;
		return;
	}

	for (a = fmt->dn_link; a != NULL; a = a->dn_link) {
		if (a == fmt->dn_link) {
			ap = dt_cg_action(cg, kind, dt_cg_difo(cg, a, NULL));
			ap->dad_fmt = fmt->dn_string;
		} else {
			ap = dt_cg_action(cg, DTRACEACT_DIFEXPR,
			    dt_cg_difo(cg, a, NULL));
		}
		/* Tell the consumer how %d and %i must read this value. */
		ap->dad_uarg = DT_PFARG_VALID |
		    (dt_cg_is_signed(&a->dn_type) ? DT_PFARG_SIGNED : 0);
	}
}

/*
 * -x maxframes (Oracle Linux DTrace's option): more frames than it allows
 * are silently reduced to it, whether asked for by the argument or by
 * the option @opt (the framework's default @dflt when unset, which
 * nframes 0 stands for).
 */
static uint64_t
dt_cg_maxframes(dt_cg_t *cg, uint64_t nframes, int opt, uint64_t dflt)
{
	uint64_t max = (uint64_t)cg->cg_dtp->dt_maxframes;
	dtrace_optval_t v = cg->cg_dtp->dt_options[opt];

	if (max == 0)
		return (nframes);
	if (nframes == 0)
		nframes = v != DTRACEOPT_UNSET && v > 0 ? (uint64_t)v : dflt;
	return (nframes > max ? max : nframes);
}

/* The frames argument of stack() / the options' default. */
static uint64_t
dt_cg_stack_arg(dt_cg_t *cg, dt_node_t *fnp)
{
	dtrace_optval_t v = cg->cg_dtp->dt_options[DTRACEOPT_STACKFRAMES];
	dt_node_t *a = fnp->dn_args;
	uint64_t nframes = (v == DTRACEOPT_UNSET || v < 0) ? 0 : (uint64_t)v;

	if (a != NULL) {
		if (a->dn_link != NULL) {
			dnerror(a, D_STACK_PROTO, "stack( ) prototype "
			    "mismatch: too many arguments\n");
		}
		if (a->dn_kind != DT_NODE_INT || a->dn_value == 0 ||
		    (int64_t)a->dn_value < 0) {
			dnerror(a, D_STACK_SIZE, "stack( ) size must be a "
			    "non-zero positive integral constant "
			    "expression\n");
		}
		nframes = a->dn_value;
	}
	return (dt_cg_maxframes(cg, nframes, DTRACEOPT_STACKFRAMES, 20));
}

static uint64_t
dt_cg_ustack_arg(dt_cg_t *cg, dt_node_t *fnp, int isjstack)
{
	dtrace_optval_t *o = cg->cg_dtp->dt_options;
	dt_node_t *a0 = fnp->dn_args, *a1 = a0 ? a0->dn_link : NULL;
	uint32_t nframes = 0, strsize = 0;
	dtrace_optval_t v;

	v = o[isjstack ? DTRACEOPT_JSTACKFRAMES : DTRACEOPT_USTACKFRAMES];
	if (v != DTRACEOPT_UNSET && v > 0)
		nframes = (uint32_t)v;
	if (isjstack && (v = o[DTRACEOPT_JSTACKSTRSIZE]) != DTRACEOPT_UNSET &&
	    v > 0)
		strsize = (uint32_t)v;

	if (a0 != NULL) {
		if (a0->dn_kind != DT_NODE_INT || a0->dn_value == 0 ||
		    (int64_t)a0->dn_value < 0) {
			dnerror(a0, D_USTACK_FRAMES, "ustack( ) argument #1 "
			    "must be a non-zero positive integer constant\n");
		}
		nframes = (uint32_t)a0->dn_value;
	}
	if (a1 != NULL) {
		if (a1->dn_kind != DT_NODE_INT || (int64_t)a1->dn_value < 0) {
			dnerror(a1, D_USTACK_STRSIZE, "ustack( ) argument #2 "
			    "must be a positive integer constant\n");
		}
		if (a1->dn_link != NULL) {
			dnerror(a1, D_USTACK_PROTO, "ustack( ) prototype "
			    "mismatch: too many arguments\n");
		}
		strsize = (uint32_t)a1->dn_value;
	}
	nframes = (uint32_t)dt_cg_maxframes(cg, nframes, isjstack ?
	    DTRACEOPT_JSTACKFRAMES : DTRACEOPT_USTACKFRAMES, isjstack ? 50 : 20);
	return (DTRACE_USTACK_ARG(nframes, strsize));
}

/*
 * Value-producing actions usable as statements and aggregation keys:
 * stack(), ustack(), jstack(), sym() and friends.  Returns 1 if @fnp was
 * one of them (and its action was appended), else 0.
 */
static int
dt_cg_act_valuefunc(dt_cg_t *cg, dt_node_t *fnp)
{
	dtrace_diftype_t t = { DIF_TYPE_CTF, 1, 0, 0, sizeof (uint64_t) };
	dt_actdesc_t *ap;
	uint32_t kind;

	if (fnp->dn_kind != DT_NODE_FUNC || fnp->dn_ident == NULL ||
	    fnp->dn_ident->di_kind != DT_IDENT_ACTFUNC)
		return (0);

	switch (fnp->dn_ident->di_id) {
	case DT_ACT_STACK:
		ap = dt_cg_action(cg, DTRACEACT_STACK, NULL);
		ap->dad_arg = dt_cg_stack_arg(cg, fnp);
		return (1);
	case DT_ACT_USTACK:
	case DT_ACT_JSTACK:
		ap = dt_cg_action(cg, fnp->dn_ident->di_id == DT_ACT_USTACK ?
		    DTRACEACT_USTACK : DTRACEACT_JSTACK, NULL);
		ap->dad_arg = dt_cg_ustack_arg(cg, fnp,
		    fnp->dn_ident->di_id == DT_ACT_JSTACK);
		return (1);
	case DT_ACT_FUNC:
	case DT_ACT_SYM:
		kind = DTRACEACT_SYM;
		break;
	case DT_ACT_MOD:
		kind = DTRACEACT_MOD;
		break;
	case DT_ACT_UFUNC:
	case DT_ACT_USYM:
		kind = DTRACEACT_USYM;
		break;
	case DT_ACT_UMOD:
		kind = DTRACEACT_UMOD;
		break;
	case DT_ACT_UADDR:
		kind = DTRACEACT_UADDR;
		break;
	default:
		return (0);
	}
	if (fnp->dn_args == NULL) {
		dnerror(fnp, D_PROTO_LEN, "%s( ) prototype mismatch: 0 args "
		    "passed, 1 expected\n", dt_cg_fname(fnp));
	}
	(void) dt_cg_action(cg, kind, dt_cg_difo(cg, fnp->dn_args, &t));
	return (1);
}

/* The aggregation argument of clear(), trunc(), printa(), ... */
static dt_ident_t *
dt_cg_aggarg(dt_node_t *fnp, dt_node_t *a, int argn, dt_errtag_t tag)
{
	char n[64];

	if (a == NULL || a->dn_kind != DT_NODE_AGG || a->dn_ident == NULL) {
		dnerror(fnp, tag, "%s( ) argument #%d is incompatible with "
		    "prototype:\n\tprototype: aggregation\n\t argument: %s\n",
		    dt_cg_fname(fnp), argn, a != NULL ?
		    dt_node_type_name(a, n, sizeof (n)) : "(none)");
	}
	return (a->dn_ident);
}

static void
dt_cg_act_printa(dt_cg_t *cg, dt_node_t *fnp)
{
	dt_node_t *a = fnp->dn_args;
	char *fmt = NULL;
	dt_actdesc_t *ap;
	int argn = 1;
	/*
	 * (agg-consumer, additive) the records of one printa() share a
	 * non-zero dad_uarg, so the consumer can tell printa(fmt, @a, @b)
	 * from consecutive printa() statements (dt_agg_printa()).
	 */
	static uint64_t stmt;

	stmt = (stmt + 1) & 0x7fffffffULL;
	if (stmt == 0)
		stmt = 1;

	if (a != NULL && a->dn_kind == DT_NODE_STRING) {
		fmt = a->dn_string;
		a = a->dn_link;
		argn++;
	}
	if (a == NULL) {
		dnerror(fnp, D_PRINTA_PROTO, "%s( ) prototype mismatch: %d "
		    "args passed, %d expected\n", dt_cg_fname(fnp),
		    dt_cg_nargs(fnp->dn_args), argn);
	}
	for (; a != NULL; a = a->dn_link, argn++) {
		dt_ident_t *aid = dt_cg_aggarg(fnp, a, argn, D_PRINTA_AGGARG);

		ap = dt_cg_action(cg, DTRACEACT_PRINTA,
		    dt_cg_difconst(cg, aid->di_id));
		ap->dad_uarg = stmt;
		if (fmt != NULL) {
			ap->dad_fmt = fmt;
			fmt = NULL;
		}
	}
}

/* clear(@a), trunc(@a [, n]), normalize(@a, n), denormalize(@a), ... */
static void
dt_cg_act_libagg(dt_cg_t *cg, dt_node_t *fnp, unsigned int act,
    dt_errtag_t tag)
{
	dt_node_t *a = fnp->dn_args;
	dt_ident_t *aid = dt_cg_aggarg(fnp, a, 1, tag);
	dt_actdesc_t *ap;

	ap = dt_cg_action(cg, DTRACEACT_LIBACT, dt_cg_difconst(cg, aid->di_id));
	ap->dad_arg = act;

	if (act == DT_ACT_CLEAR || act == DT_ACT_DENORMALIZE)
		return;
	if (a->dn_link == NULL) {
		ap = dt_cg_action(cg, DTRACEACT_LIBACT, dt_cg_difconst(cg, 0));
	} else {
		ap = dt_cg_action(cg, DTRACEACT_LIBACT,
		    dt_cg_difo(cg, a->dn_link, NULL));
	}
	ap->dad_arg = act;
}

/* An action-call statement. */
static void
dt_cg_act(dt_cg_t *cg, dt_node_t *fnp)
{
	dt_ident_t *idp = fnp->dn_ident;
	dt_node_t *a = fnp->dn_args;
	dtrace_diftype_t t;
	dt_actdesc_t *ap;
	dt_difo_t *dp;

	if (fnp->dn_kind != DT_NODE_FUNC || idp == NULL ||
	    idp->di_kind != DT_IDENT_ACTFUNC) {
		dnerror(fnp, D_UNKNOWN, "internal error -- statement is not an "
		    "action call\n");
	}

	if (dt_cg_act_valuefunc(cg, fnp))
		return;

	switch (idp->di_id) {
	case DT_ACT_TRACE:
		if (a == NULL) {
			dnerror(fnp, D_PROTO_LEN, "trace( ) prototype mismatch: "
			    "0 args passed, 1 expected\n");
		}
		if (a->dn_type.dti_kind == DT_TK_VOID) {
			dnerror(a, D_TRACE_VOID, "trace( ) may not be applied "
			    "to a void expression\n");
		}
		if (a->dn_type.dti_kind == DT_TK_DYN) {
			dnerror(a, D_TRACE_DYN, "trace( ) may not be applied "
			    "to a dynamic expression\n");
		}
		(void) dt_cg_action(cg, DTRACEACT_DIFEXPR,
		    dt_cg_difo(cg, a, NULL));
		break;

	case DT_ACT_PRINT: {
		/*
		 * print(e): a library action recording e's bytes; the consumer
		 * lays them out by e's CTF type (dtrd_uarg, dt_print.c).
		 */
		const dt_ccstate_t *cc = cg->cg_dtp->dt_cc;

		if (a == NULL || a->dn_link != NULL) {
			dnerror(fnp, D_PROTO_LEN, "print( ) prototype mismatch: "
			    "%d args passed, 1 expected\n", dt_cg_nargs(a));
		}
		if (a->dn_type.dti_kind == DT_TK_VOID) {
			dnerror(a, D_PRINT_VOID, "print( ) may not be applied "
			    "to a void expression\n");
		}
		if (a->dn_type.dti_kind == DT_TK_DYN) {
			dnerror(a, D_PRINT_DYN, "print( ) may not be applied "
			    "to a dynamic expression\n");
		}
		if (cc == NULL || a->dn_type.dti_ctfp != cc->cc_ctfp ||
		    a->dn_type.dti_type == CTF_ERR) {
			dnerror(a, D_UNKNOWN, "print( ) of a value of this "
			    "type is not yet supported\n");
		}
		ap = dt_cg_action(cg, DTRACEACT_LIBACT, dt_cg_difo(cg, a, NULL));
		ap->dad_arg = DT_ACT_PRINT;
		ap->dad_uarg = (uint64_t)a->dn_type.dti_type;
		break;
	}

	case DT_ACT_PRINTF:
		dt_cg_act_printflike(cg, fnp, DTRACEACT_PRINTF);
		break;
	case DT_ACT_SYSTEM:
		dt_cg_act_printflike(cg, fnp, DTRACEACT_SYSTEM);
		break;
	case DT_ACT_FREOPEN:
		dt_cg_act_printflike(cg, fnp, DTRACEACT_FREOPEN);
		break;
	case DT_ACT_PRINTA:
		dt_cg_act_printa(cg, fnp);
		break;

	case DT_ACT_EXIT:
		if (a == NULL) {
			dnerror(fnp, D_PROTO_LEN, "exit( ) prototype mismatch: "
			    "0 args passed, 1 expected\n");
		}
		dt_node_diftype(cg->cg_dtp, a, &t);
		t.dtdt_size = sizeof (int);
		t.dtdt_flags &= ~DIF_TF_BYREF;
		(void) dt_cg_action(cg, DTRACEACT_EXIT, dt_cg_difo(cg, a, &t));
		break;

	case DT_ACT_TRACEMEM:
		if (a == NULL || a->dn_link == NULL ||
		    a->dn_link->dn_kind != DT_NODE_INT ||
		    a->dn_link->dn_value == 0) {
			dnerror(fnp, D_TRACEMEM_SIZE, "tracemem( ) argument #2 "
			    "must be a non-zero positive integral constant "
			    "expression\n");
		}
		if (a->dn_link->dn_link != NULL) {
			dnerror(fnp, D_UNKNOWN, "tracemem( ) with a dynamic "
			    "size is not yet supported\n");
		}
		dt_node_diftype(cg->cg_dtp, a, &t);
		t.dtdt_flags |= DIF_TF_BYREF;
		t.dtdt_size = (uint32_t)a->dn_link->dn_value;
		/* the reference's TRACEMEM record: always shown as a hex dump */
		dt_cg_action(cg, DTRACEACT_TRACEMEM,
		    dt_cg_difo(cg, a, &t))->dad_arg = t.dtdt_size;
		break;

	case DT_ACT_SPECULATE:
	case DT_ACT_COMMIT:
	case DT_ACT_DISCARD:
	case DT_ACT_RAISE:
	case DT_ACT_CHILL: {
		static const struct { unsigned int act; uint32_t kind; } k[] = {
			{ DT_ACT_SPECULATE, DTRACEACT_SPECULATE },
			{ DT_ACT_COMMIT, DTRACEACT_COMMIT },
			{ DT_ACT_DISCARD, DTRACEACT_DISCARD },
			{ DT_ACT_RAISE, DTRACEACT_RAISE },
			{ DT_ACT_CHILL, DTRACEACT_CHILL },
		};
		uint32_t kind = 0;
		size_t i;

		for (i = 0; i < sizeof (k) / sizeof (k[0]); i++) {
			if (k[i].act == idp->di_id)
				kind = k[i].kind;
		}
		if (a == NULL) {
			dnerror(fnp, D_PROTO_LEN, "%s( ) prototype mismatch: "
			    "0 args passed, 1 expected\n", idp->di_name);
		}
		(void) dt_cg_action(cg, kind, dt_cg_difo(cg, a, NULL));
		if (kind == DTRACEACT_SPECULATE)
			cg->cg_nspecs++;
		break;
	}

	case DT_ACT_STOP:
		(void) dt_cg_action(cg, DTRACEACT_STOP, NULL);
		break;
	case DT_ACT_BREAKPOINT:
		(void) dt_cg_action(cg, DTRACEACT_BREAKPOINT, NULL);
		break;
	case DT_ACT_PANIC:
		(void) dt_cg_action(cg, DTRACEACT_PANIC, NULL);
		break;

	case DT_ACT_CLEAR:
		dt_cg_act_libagg(cg, fnp, DT_ACT_CLEAR, D_CLEAR_AGGARG);
		break;
	case DT_ACT_TRUNC:
		dt_cg_act_libagg(cg, fnp, DT_ACT_TRUNC, D_TRUNC_AGGARG);
		break;
	case DT_ACT_NORMALIZE:
		dt_cg_act_libagg(cg, fnp, DT_ACT_NORMALIZE,
		    D_NORMALIZE_AGGARG);
		break;
	case DT_ACT_DENORMALIZE:
		dt_cg_act_libagg(cg, fnp, DT_ACT_DENORMALIZE,
		    D_NORMALIZE_AGGARG);
		break;

	case DT_ACT_FTRUNCATE:
		ap = dt_cg_action(cg, DTRACEACT_LIBACT, dt_cg_difconst(cg, 0));
		ap->dad_arg = DT_ACT_FTRUNCATE;
		break;

	case DT_ACT_SETOPT:
		if (a == NULL) {
			dnerror(fnp, D_PROTO_LEN, "setopt( ) prototype "
			    "mismatch: 0 args passed, 1 expected\n");
		}
		ap = dt_cg_action(cg, DTRACEACT_LIBACT,
		    dt_cg_difo(cg, a, NULL));
		ap->dad_arg = DT_ACT_SETOPT;
		if (a->dn_link == NULL)
			dp = dt_cg_difconst(cg, 0);
		else
			dp = dt_cg_difo(cg, a->dn_link, NULL);
		ap = dt_cg_action(cg, DTRACEACT_LIBACT, dp);
		ap->dad_arg = DT_ACT_SETOPT;
		break;

	default:
		dnerror(fnp, D_UNKNOWN, "tracing function %s( ) is not yet "
		    "supported\n", idp->di_name);
	}
}

/* lquantize() parameters encoded as the action argument. */
static uint64_t
dt_cg_lquantize_arg(dt_node_t *dnp, dt_node_t *a1, dt_node_t **incrp)
{
	dt_node_t *a2, *a3;
	int64_t base, limit;
	uint64_t step = 1, nlevels;

	if (a1 == NULL || (a2 = a1->dn_link) == NULL) {
		dnerror(dnp, D_PROTO_LEN, "lquantize( ) prototype mismatch: "
		    "%d args passed, at least 3 expected\n", a1 ? 2 : 1);
	}
	if (a1->dn_kind != DT_NODE_INT) {
		dnerror(a1, D_LQUANT_BASETYPE, "lquantize( ) argument #2 "
		    "must be an integer constant\n");
	}
	base = (int64_t)a1->dn_value;
	if (base < INT32_MIN || base > INT32_MAX) {
		dnerror(a1, D_LQUANT_BASEVAL, "lquantize( ) argument #2 must "
		    "be a 32-bit quantity\n");
	}
	if (a2->dn_kind != DT_NODE_INT) {
		dnerror(a2, D_LQUANT_LIMTYPE, "lquantize( ) argument #3 "
		    "must be an integer constant\n");
	}
	limit = (int64_t)a2->dn_value;
	if (limit < INT32_MIN || limit > INT32_MAX) {
		dnerror(a2, D_LQUANT_LIMVAL, "lquantize( ) argument #3 must "
		    "be a 32-bit quantity\n");
	}
	if (limit < base) {
		dnerror(dnp, D_LQUANT_MISMATCH, "lquantize( ) base (argument "
		    "#2) must be less than limit (argument #3)\n");
	}
	if ((a3 = a2->dn_link) != NULL) {
		if (a3->dn_kind != DT_NODE_INT || a3->dn_value == 0 ||
		    (int64_t)a3->dn_value < 0) {
			dnerror(a3, D_LQUANT_STEPTYPE, "lquantize( ) argument "
			    "#4 must be a non-zero positive integer "
			    "constant\n");
		}
		if ((step = a3->dn_value) > UINT16_MAX) {
			dnerror(a3, D_LQUANT_STEPVAL, "lquantize( ) argument "
			    "#4 must be a 16-bit quantity\n");
		}
	}
	nlevels = (uint64_t)(limit - base) / step;
	if (nlevels == 0) {
		dnerror(dnp, D_LQUANT_STEPLARGE, "lquantize( ) step "
		    "(argument #4) too large: must have at least one "
		    "quantization level\n");
	}
	if (nlevels > UINT16_MAX) {
		dnerror(dnp, D_LQUANT_STEPSMALL, "lquantize( ) step "
		    "(argument #4) too small: number of quantization levels "
		    "must be a 16-bit quantity\n");
	}
	*incrp = a3 != NULL ? a3->dn_link : NULL;
	return ((step << DTRACE_LQUANTIZE_STEPSHIFT) |
	    (nlevels << DTRACE_LQUANTIZE_LEVELSHIFT) |
	    (((uint64_t)base << DTRACE_LQUANTIZE_BASESHIFT) &
	    DTRACE_LQUANTIZE_BASEMASK));
}

/* llquantize() parameters encoded as the action argument. */
static uint64_t
dt_cg_llquantize_arg(dt_node_t *dnp, dt_node_t *a, dt_node_t **incrp)
{
	static const struct {
		const char *name;
		dt_errtag_t badtype;
		int shift;
	} p[4] = {
		{ "factor", D_LLQUANT_FACTORTYPE,
		    DTRACE_LLQUANTIZE_FACTORSHIFT },
		{ "low magnitude", D_LLQUANT_MAGTYPE,
		    DTRACE_LLQUANTIZE_LOWSHIFT },
		{ "high magnitude", D_LLQUANT_MAGTYPE,
		    DTRACE_LLQUANTIZE_HIGHSHIFT },
		{ "linear steps per magnitude", D_LLQUANT_NSTEPTYPE,
		    DTRACE_LLQUANTIZE_NSTEPSHIFT },
	};
	uint16_t v[4];
	uint64_t arg = 0, x, order;
	int i;

	for (i = 0; i < 4; i++, a = a->dn_link) {
		if (a == NULL) {
			dnerror(dnp, D_PROTO_LEN, "llquantize( ) prototype "
			    "mismatch: %d args passed, 5 expected\n", i + 1);
		}
		if (a->dn_kind != DT_NODE_INT) {
			dnerror(a, p[i].badtype, "llquantize( ) argument #%d "
			    "(%s) must be an integer constant\n", i + 1,
			    p[i].name);
		}
		if (a->dn_value > UINT16_MAX) {
			dnerror(a, i == 0 ? D_LLQUANT_FACTORVAL :
			    i == 3 ? D_LLQUANT_NSTEPVAL : D_LLQUANT_MAGVAL,
			    "llquantize( ) argument #%d (%s) must be an "
			    "unsigned 16-bit quantity\n", i + 1, p[i].name);
		}
		v[i] = (uint16_t)a->dn_value;
		arg |= (uint64_t)v[i] << p[i].shift;
	}
	if (v[0] < 2) {
		dnerror(dnp, D_LLQUANT_FACTORSMALL, "llquantize( ) factor "
		    "(argument #1) must be two or more\n");
	}
	if (v[1] >= v[2]) {
		dnerror(dnp, D_LLQUANT_MAGRANGE, "llquantize( ) high "
		    "magnitude (argument #3) must be greater than low "
		    "magnitude (argument #2)\n");
	}
	if (v[3] < v[0]) {
		dnerror(dnp, D_LLQUANT_FACTORNSTEPS, "llquantize( ) factor "
		    "(argument #1) must be less than or equal to the number "
		    "of linear steps per magnitude (argument #4)\n");
	}
	for (x = v[0]; x < v[3]; x *= v[0])
		continue;
	if ((v[3] % v[0]) || (x % v[3])) {
		dnerror(dnp, D_LLQUANT_FACTOREVEN, "llquantize( ) factor "
		    "(argument #1) must evenly divide the number of steps per "
		    "magnitude (argument #4), and the number of steps per "
		    "magnitude must evenly divide a power of the factor\n");
	}
	/* the framework's bucket arithmetic is int64: factor^high must fit */
	for (i = 0, order = 1; i < v[2]; i++) {
		if (order > (uint64_t)INT64_MAX / v[0]) {
			dnerror(dnp, D_LLQUANT_MAGBIG, "llquantize( ) factor "
			    "(%d) raised to power of high magnitude (%d) "
			    "overflows 64-bits\n", v[0], v[2]);
		}
		order *= v[0];
	}
	*incrp = a;
	return (arg);
}

/*
 * Every lquantize() of aggregation @aid must have the parameters of its
 * first (@arg, encoded): else the reference's error for the first that
 * differs (base, then limit, then step).
 */
static void
dt_cg_lquantize_match(dt_node_t *dnp, dt_ident_t *aid, uint64_t arg)
{
	uint64_t o = aid->di_aggparam;
	int32_t obase = DTRACE_LQUANTIZE_BASE(o), base = DTRACE_LQUANTIZE_BASE(arg);
	int olev = DTRACE_LQUANTIZE_LEVELS(o), lev = DTRACE_LQUANTIZE_LEVELS(arg);
	int ostep = DTRACE_LQUANTIZE_STEP(o), step = DTRACE_LQUANTIZE_STEP(arg);

	if (o == 0) {
		aid->di_aggparam = arg;
		return;
	}
	if (o == arg)
		return;
	if (obase != base) {
		dnerror(dnp, D_LQUANT_MATCHBASE, "lquantize( ) base (argument "
		    "#1) doesn't match previous declaration: expected %d, "
		    "found %d\n", obase, base);
	}
	if ((int64_t)olev * ostep != (int64_t)lev * step) {
		dnerror(dnp, D_LQUANT_MATCHLIM, "lquantize( ) limit (argument "
		    "#2) doesn't match previous declaration: expected %lld, "
		    "found %lld\n", (long long)obase + (long long)olev * ostep,
		    (long long)base + (long long)lev * step);
	}
	dnerror(dnp, D_LQUANT_MATCHSTEP, "lquantize( ) step (argument #3) "
	    "doesn't match previous declaration: expected %d, found %d\n",
	    ostep, step);
}

/* The same for llquantize(): factor, low and high magnitude, steps. */
static void
dt_cg_llquantize_match(dt_node_t *dnp, dt_ident_t *aid, uint64_t arg)
{
	static const struct {
		const char *name;
		dt_errtag_t tag;
		int shift;
	} p[4] = {
		{ "factor", D_LLQUANT_FACTORMATCH,
		    DTRACE_LLQUANTIZE_FACTORSHIFT },
		{ "low magnitude", D_LLQUANT_LOWMATCH,
		    DTRACE_LLQUANTIZE_LOWSHIFT },
		{ "high magnitude", D_LLQUANT_HIGHMATCH,
		    DTRACE_LLQUANTIZE_HIGHSHIFT },
		{ "linear steps per magnitude", D_LLQUANT_NSTEPMATCH,
		    DTRACE_LLQUANTIZE_NSTEPSHIFT },
	};
	uint64_t o = aid->di_aggparam;
	int i;

	if (o == 0) {
		aid->di_aggparam = arg;
		return;
	}
	for (i = 0; i < 4 && o != arg; i++) {
		int want = (int)((o >> p[i].shift) & UINT16_MAX);
		int got = (int)((arg >> p[i].shift) & UINT16_MAX);

		if (want != got) {
			dnerror(dnp, p[i].tag, "llquantize( ) %s (argument "
			    "#%d) doesn't match previous declaration: "
			    "expected %d, found %d\n", p[i].name, i + 1,
			    want, got);
		}
	}
}

/*
 * @a[keys] = aggfunc(args): the aggregation id, each key, an optional
 * increment (quantizing functions), then the aggregating action whose
 * dad_ntuple counts the tuple records before it and whose DIFO computes
 * the value (none for count()).
 */
static void
dt_cg_agg(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_ident_t *aid = dnp->dn_ident;
	dt_node_t *fnp = dnp->dn_expr, *k, *incr = NULL, *val;
	dt_ident_t *fid;
	dt_actdesc_t *ap;
	uint32_t n = 1;
	uint64_t arg = 0;

	if (fnp == NULL || fnp->dn_kind != DT_NODE_FUNC ||
	    (fid = fnp->dn_ident) == NULL || fid->di_kind != DT_IDENT_AGGFUNC) {
		dnerror(dnp, D_AGG_NULL, "expression has null effect: @%s\n",
		    aid != NULL ? aid->di_name : "");
	}
	val = fnp->dn_args;
	if (val != NULL && !dt_cg_is_scalar_t(&val->dn_type)) {
		dnerror(fnp, D_AGG_SCALAR, "%s( ) argument #1 must be of "
		    "scalar type\n", fid->di_name);
	}

	(void) dt_cg_action(cg, DTRACEACT_DIFEXPR,
	    dt_cg_difconst(cg, aid->di_id));

	for (k = dnp->dn_args; k != NULL; k = k->dn_link) {
		n++;
		if (dt_cg_act_valuefunc(cg, k))
			continue;
		(void) dt_cg_action(cg, DTRACEACT_DIFEXPR,
		    dt_cg_difo(cg, k, NULL));
	}

	switch (fid->di_id) {
	case DTRACEAGG_LQUANTIZE:
		arg = dt_cg_lquantize_arg(fnp, val ? val->dn_link : NULL,
		    &incr);
		dt_cg_lquantize_match(fnp, aid, arg);
		break;
	case DTRACEAGG_LLQUANTIZE:
		if (val == NULL || val->dn_link == NULL) {
			dnerror(fnp, D_PROTO_LEN, "llquantize( ) prototype "
			    "mismatch: %d args passed, 5 expected\n",
			    val ? 1 : 0);
		}
		arg = dt_cg_llquantize_arg(fnp, val->dn_link, &incr);
		dt_cg_llquantize_match(fnp, aid, arg);
		break;
	case DTRACEAGG_QUANTIZE:
		incr = val != NULL ? val->dn_link : NULL;
		break;
	default:
		break;
	}

	if (incr != NULL) {
		if (!dt_cg_is_scalar_t(&incr->dn_type)) {
			dnerror(fnp, D_PROTO_ARG, "%s( ) increment value must "
			    "be of scalar type\n", fid->di_name);
		}
		if (incr->dn_link != NULL) {	/* as the reference: at most */
			int max = fid->di_id == DTRACEAGG_QUANTIZE ? 2 :
			    fid->di_id == DTRACEAGG_LQUANTIZE ? 5 : 6;
			dnerror(incr, D_PROTO_LEN, "%s( ) prototype mismatch: "
			    "%d args passed, at most %d expected\n", fid->di_name,
			    max + dt_node_list_len(incr->dn_link), max);
		}
		n++;
		(void) dt_cg_action(cg, DTRACEACT_DIFEXPR,
		    dt_cg_difo(cg, incr, &dt_cg_void_rtype));
	}

	ap = dt_cg_action(cg, fid->di_id,
	    val != NULL ? dt_cg_difo(cg, val, NULL) : NULL);
	ap->dad_ntuple = n;
	ap->dad_arg = arg;
	cg->cg_naggs++;
}

/* ---- clauses and the program ---------------------------------------------------- */

static void
dt_cg_stmts(dt_cg_t *cg, dt_node_t *stmts, const dt_node_t *end)
{
	dt_node_t *s;

	for (s = stmts; s != NULL && s != end; s = s->dn_link) {
		switch (s->dn_kind) {
		case DT_NODE_DEXPR:
			if (s->dn_expr == NULL)
				break;
			(void) dt_cg_action(cg, DTRACEACT_DIFEXPR,
			    dt_cg_difo(cg, s->dn_expr, &dt_cg_void_rtype));
			break;
		case DT_NODE_DFUNC:
			dt_cg_act(cg, s->dn_expr);
			break;
		case DT_NODE_DAGG:
			dt_cg_agg(cg, s);
			break;
		case DT_NODE_DECL:
			break;
		case DT_NODE_IF:
			dnerror(s, D_UNKNOWN, "internal error -- if statement "
			    "left in a basic block\n");
		default:
			dnerror(s, D_UNKNOWN, "internal error -- node kind %d "
			    "is not a valid statement\n", (int)s->dn_kind);
		}
	}
}


/* ---- if/else: sub-clauses ---------------------------------------------------- */

/*
 * A clause whose statements contain if/else is compiled, as the reference
 * does (its "D sugar"), as a sequence of sub-clauses sharing the clause's
 * probe descriptions, each a basic block of plain statements:
 *
 *   { self->%error = 0; }                                 clear the error flag
 *   /!self->%error/ { this->%condition_1 = (1 && PRED); }  the predicate, if any
 *   /!self->%error && this->%condition_N/ { statements }   each basic block
 *   /!self->%error/ { this->%condition_M = (this->%condition_N && COND); }
 *                                                          each if (else: !M)
 *
 * and, once per handle, `dtrace:::ERROR { self->%error = 1; }` before them,
 * so that a fault in one sub-clause skips the rest.  Condition variables are
 * clause-local ints numbered after the clause's own locals; %error is a
 * thread-local int kept in the handle's thread-local table.
 */
typedef struct dt_subclause {
	struct dt_subclause *sc_next;
	dt_node_t *sc_pdescs;		/* probe descriptions (dn_link list) */
	dt_node_t *sc_pred;		/* predicate, or NULL */
	dt_node_t *sc_first;		/* statements [sc_first, sc_end) */
	const dt_node_t *sc_end;
} dt_subclause_t;

typedef struct dt_sugar {
	dt_cg_t *su_cg;
	dt_node_t *su_clause;		/* the clause being rewritten */
	uint32_t su_condbase;		/* id of this->%condition_1 */
	dt_ident_t *su_error;		/* self->%error */
	int su_nconds;			/* condition variables so far */
	dt_subclause_t *su_head, **su_tail;
} dt_sugar_t;

static dt_node_t *
dt_sugar_node(dt_nodekind_t kind, const dt_node_t *pos)
{
	dt_node_t *dnp = dt_zalloc(sizeof (dt_node_t));

	dnp->dn_kind = kind;
	dnp->dn_flags = DT_NF_COOKED;
	if (pos != NULL)
		dnp->dn_pos = pos->dn_pos;
	dt_type_int(&dnp->dn_type);
	return (dnp);
}

static dt_node_t *
dt_sugar_int(uint64_t v, const dt_node_t *pos)
{
	dt_node_t *dnp = dt_sugar_node(DT_NODE_INT, pos);

	dnp->dn_value = v;
	return (dnp);
}

static dt_node_t *
dt_sugar_var(dt_ident_t *idp, const dt_node_t *pos)
{
	dt_node_t *dnp = dt_sugar_node(DT_NODE_VAR, pos);

	dnp->dn_ident = idp;
	dnp->dn_type = idp->di_type;
	dnp->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE;
	return (dnp);
}

static dt_node_t *
dt_sugar_op1(dt_op_t op, dt_node_t *child)
{
	dt_node_t *dnp = dt_sugar_node(DT_NODE_OP1, child);

	dnp->dn_op = op;
	dnp->dn_child = child;
	return (dnp);
}

static dt_node_t *
dt_sugar_op2(dt_op_t op, dt_node_t *l, dt_node_t *r)
{
	dt_node_t *dnp = dt_sugar_node(DT_NODE_OP2, r);

	dnp->dn_op = op;
	dnp->dn_left = l;
	dnp->dn_right = r;
	if (op == DT_TOK_ASGN)
		dnp->dn_type = l->dn_type;
	return (dnp);
}

/* The statement "var = value;". */
static dt_node_t *
dt_sugar_assign(dt_ident_t *idp, dt_node_t *value)
{
	dt_node_t *st = dt_sugar_node(DT_NODE_DEXPR, value);

	st->dn_expr = dt_sugar_op2(DT_TOK_ASGN, dt_sugar_var(idp, value),
	    value);
	memset(&st->dn_type, 0, sizeof (st->dn_type));
	return (st);
}

static dt_ident_t *
dt_sugar_ident(dt_arena_t *ap, const char *name, int scope, uint32_t id)
{
	dt_ident_t *idp = dt_arena_alloc(ap, sizeof (dt_ident_t));
	char *n = dt_arena_strdup(ap, name);

	if (idp == NULL || n == NULL)
		dt_pcb_nomem();
	idp->di_name = n;
	idp->di_kind = DT_IDENT_SCALAR;
	idp->di_flags = DT_IDFLG_WRITE | DT_IDFLG_DECL | DT_IDFLG_REF |
	    DT_IDFLG_MOD;
	idp->di_id = id;
	idp->di_scope = scope;
	idp->di_nkeys = -1;
	dt_type_int(&idp->di_type);
	return (idp);
}

/* this->%condition_<n> of the clause being rewritten. */
static dt_ident_t *
dt_sugar_cond(dt_sugar_t *su, int n)
{
	char name[32];
	uint32_t id = su->su_condbase + (uint32_t)n - 1;

	if (id > DIF_VAR_OTHER_MAX)
		dnerror(su->su_clause, D_ID_OFLOW, "identifier space overflow "
		    "for clause-local variables\n");
	(void) snprintf(name, sizeof (name), "%%condition_%d", n);
	return (dt_sugar_ident(&yypcb->pcb_arena, name, DT_SCOPE_LOCAL, id));
}

static void
dt_sugar_add(dt_sugar_t *su, dt_node_t *pdescs, dt_node_t *pred,
    dt_node_t *first, const dt_node_t *end)
{
	dt_subclause_t *sc = dt_zalloc(sizeof (dt_subclause_t));

	sc->sc_pdescs = pdescs;
	sc->sc_pred = pred;
	sc->sc_first = first;
	sc->sc_end = end;
	*su->su_tail = sc;
	su->su_tail = &sc->sc_next;
}

static dt_node_t *
dt_sugar_noerror(dt_sugar_t *su, const dt_node_t *pos)
{
	return (dt_sugar_op1(DT_TOK_LNEG, dt_sugar_var(su->su_error, pos)));
}

/*
 * A sub-clause computing a new condition: (this->%condition_<pre> && pred),
 * or (1 && pred) without a precondition.  Returns the new condition number.
 */
static int
dt_sugar_new_cond(dt_sugar_t *su, dt_node_t *pred, int pre)
{
	int n = ++su->su_nconds;
	dt_node_t *val;

	val = dt_sugar_op2(DT_TOK_LAND, pre == 0 ? dt_sugar_int(1, pred) :
	    dt_sugar_var(dt_sugar_cond(su, pre), pred), pred);
	dt_sugar_add(su, su->su_clause->dn_pdescs, dt_sugar_noerror(su, pred),
	    dt_sugar_assign(dt_sugar_cond(su, n), val), NULL);
	return (n);
}

/* A basic block [first, end) executed under condition @cond. */
static void
dt_sugar_block(dt_sugar_t *su, int cond, dt_node_t *first,
    const dt_node_t *end)
{
	dt_node_t *pred = NULL;

	if (cond != 0) {
		pred = dt_sugar_op2(DT_TOK_LAND, dt_sugar_noerror(su, first),
		    dt_sugar_var(dt_sugar_cond(su, cond), first));
	} else if (su->su_nconds != 0) {
		pred = dt_sugar_noerror(su, first);
	}
	dt_sugar_add(su, su->su_clause->dn_pdescs, pred, first, end);
}

static void
dt_sugar_stmts(dt_sugar_t *su, dt_node_t *stmts, int pre)
{
	dt_node_t *s, *first = NULL;

	for (s = stmts; s != NULL; s = s->dn_link) {
		int n;

		if (s->dn_kind != DT_NODE_IF) {
			if (first == NULL)
				first = s;
			continue;
		}
		if (first != NULL)
			dt_sugar_block(su, pre, first, s);
		first = NULL;

		n = dt_sugar_new_cond(su, s->dn_expr, pre);
		dt_sugar_stmts(su, s->dn_body, n);
		if (s->dn_alt != NULL) {
			dt_node_t *neg = dt_sugar_op1(DT_TOK_LNEG,
			    dt_sugar_var(dt_sugar_cond(su, n), s));

			dt_sugar_stmts(su, s->dn_alt,
			    dt_sugar_new_cond(su, neg, pre));
		}
	}
	if (first != NULL)
		dt_sugar_block(su, pre, first, NULL);
}

/* The highest clause-local variable id used in the tree at @dnp, or 0. */
static uint32_t
dt_sugar_maxlocal(const dt_node_t *dnp, int depth)
{
	uint32_t m = 0, v;

	for (; dnp != NULL && depth < 4096; dnp = dnp->dn_link) {
		const dt_node_t *kids[8];
		size_t i;

		if (dnp->dn_kind == DT_NODE_VAR && dnp->dn_ident != NULL &&
		    dnp->dn_ident->di_scope == DT_SCOPE_LOCAL &&
		    dnp->dn_ident->di_id > m)
			m = dnp->dn_ident->di_id;
		kids[0] = dnp->dn_child;
		kids[1] = dnp->dn_left;
		kids[2] = dnp->dn_right;
		kids[3] = dnp->dn_expr;
		kids[4] = dnp->dn_args;
		kids[5] = dnp->dn_body;
		kids[6] = dnp->dn_alt;
		kids[7] = NULL;
		for (i = 0; i < 7; i++) {
			if (kids[i] != NULL &&
			    (v = dt_sugar_maxlocal(kids[i], depth + 1)) > m)
				m = v;
		}
	}
	return (m);
}

static int
dt_sugar_hasif(const dt_node_t *stmts)
{
	for (; stmts != NULL; stmts = stmts->dn_link) {
		if (stmts->dn_kind == DT_NODE_IF)
			return (1);
	}
	return (0);
}

/*
 * The sub-clauses of clause @cnp: the clause itself when it has no if,
 * else the rewrite described above.
 */
static dt_subclause_t *
dt_sugar_clause(dt_cg_t *cg, dt_node_t *cnp)
{
	dt_sugar_t su;
	dt_ccstate_t *cc;
	int cond = 0;

	memset(&su, 0, sizeof (su));
	su.su_cg = cg;
	su.su_clause = cnp;
	su.su_tail = &su.su_head;

	if (!dt_sugar_hasif(cnp->dn_acts)) {
		dt_sugar_add(&su, cnp->dn_pdescs, cnp->dn_pred, cnp->dn_acts,
		    NULL);
		return (su.su_head);
	}

	/* Condition variables follow every clause-local the clause uses. */
	su.su_condbase = DIF_VAR_OTHER_UBASE + cnp->dn_nlocals;
	{
		uint32_t m = dt_sugar_maxlocal(cnp->dn_pred, 0);
		uint32_t a = dt_sugar_maxlocal(cnp->dn_acts, 0);

		if (a > m)
			m = a;
		if (m >= su.su_condbase)
			su.su_condbase = m + 1;
	}

	/* self->%error, created on first use on this handle. */
	if ((cc = dt_cc_state(cg->cg_dtp)) == NULL)
		dt_pcb_nomem();
	if ((su.su_error = dt_idhash_lookup(&cc->cc_tls, "%error")) == NULL) {
		uint32_t id;
		dt_node_t *pd, *assign;

		if (dt_idhash_nextid(&cc->cc_tls, &id) != 0)
			dnerror(cnp, D_ID_OFLOW, "identifier space overflow "
			    "for thread-local variables\n");
		su.su_error = dt_sugar_ident(&cc->cc_arena, "%error",
		    DT_SCOPE_THREAD, id);
		dt_idhash_insert(&cc->cc_tls, su.su_error);

		/* dtrace:::ERROR { self->%error = 1; }, once per handle */
		pd = dt_sugar_node(DT_NODE_PDESC, cnp);
		memset(&pd->dn_type, 0, sizeof (pd->dn_type));
		pd->dn_desc = dt_zalloc(sizeof (dtrace_probedesc_t));
		(void) strcpy(pd->dn_desc->dtpd_provider, "dtrace");
		(void) strcpy(pd->dn_desc->dtpd_name, "ERROR");
		pd->dn_spec = dt_strdup("dtrace:::ERROR");
		assign = dt_sugar_assign(su.su_error, dt_sugar_int(1, cnp));
		dt_sugar_add(&su, pd, NULL, assign, NULL);
	}

	/* { self->%error = 0; } goes first among the clause's own. */
	dt_sugar_add(&su, cnp->dn_pdescs, NULL,
	    dt_sugar_assign(su.su_error, dt_sugar_int(0, cnp)), NULL);

	if (cnp->dn_pred != NULL)
		cond = dt_sugar_new_cond(&su, cnp->dn_pred, 0);
	if (cnp->dn_acts == NULL)
		dt_sugar_block(&su, cond, NULL, NULL);
	else
		dt_sugar_stmts(&su, cnp->dn_acts, cond);
	return (su.su_head);
}

/* Does action @ap record data? */
static int
dt_cg_recgen(const dt_actdesc_t *ap)
{
	if (DTRACEACT_ISAGG(ap->dad_kind) || DTRACEACT_ISDESTRUCTIVE(ap->dad_kind))
		return (0);
	if (ap->dad_kind == DTRACEACT_SPECULATE ||
	    ap->dad_kind == DTRACEACT_COMMIT ||
	    ap->dad_kind == DTRACEACT_DISCARD ||
	    ap->dad_kind == DTRACEACT_CHILL)
		return (0);
	if (ap->dad_kind == DTRACEACT_DIFEXPR && ap->dad_difo != NULL &&
	    ap->dad_difo->dtdo_rtype.dtdt_kind == DIF_TYPE_CTF &&
	    ap->dad_difo->dtdo_rtype.dtdt_size == 0)
		return (0);
	return (1);
}

/*
 * Generate sub-clause @sc: its predicate and actions, then one ECB
 * description per probe description, appended at **@etailp.
 */
static void
dt_cg_subclause(dt_cg_t *cg, const dt_subclause_t *sc,
    dt_ecbdesc_t ***etailp, unsigned int *necbsp, unsigned int *recgensp)
{
	dt_difo_t *pred = NULL;
	const dt_actdesc_t *ap;
	dt_ecbdesc_t *e;
	dt_node_t *pd;
	size_t i;
	int rec = 0;

	cg->cg_ndis = 0;
	if (sc->sc_pred != NULL)
		pred = dt_cg_difo(cg, sc->sc_pred, NULL);

	cg->cg_acts = NULL;
	cg->cg_tail = &cg->cg_acts;
	dt_cg_stmts(cg, sc->sc_first, sc->sc_end);

	if (cg->cg_acts == NULL) {
		rec = 1;	/* default record: the probe's EPID */
	} else {
		for (ap = cg->cg_acts; ap != NULL; ap = ap->dad_next)
			rec |= dt_cg_recgen(ap);
	}

	for (pd = sc->sc_pdescs; pd != NULL; pd = pd->dn_link) {
		if (pd->dn_desc == NULL)
			continue;
		e = dt_cg_track(cg, calloc(1, sizeof (dt_ecbdesc_t)));
		e->ded_probe = *pd->dn_desc;
		e->ded_pred = pred;
		e->ded_actions = cg->cg_acts;
		e->ded_uarg = ++*necbsp;
		**etailp = e;
		*etailp = &e->ded_next;
		*recgensp += rec;
		for (i = 0; i < cg->cg_ndis; i++)
			dt_dis(cg->cg_dis[i], stderr);
	}
}

/*
 * Free @cg and everything it tracked (DIFOs, action and ECB descriptions,
 * the assembler's buffers).  Called at the end of dt_cg_program() and, when
 * a compile error longjmps out of it, by dt_compile() through pcb_cg.
 */
void
dt_cg_destroy(dt_cg_t *cg)
{
	size_t i;

	if (cg == NULL)
		return;
	for (i = 0; i < cg->cg_nobjs; i++) {
		if (cg->cg_objdifo[i])
			dt_difo_free(cg->cg_objs[i]);
		else
			free(cg->cg_objs[i]);
	}
	free(cg->cg_objs);
	free(cg->cg_objdifo);
	free(cg->cg_dis);
	dt_as_fini(&cg->cg_as);
	free(cg);
}

int
dt_cg_program(dtrace_hdl_t *dtp, dt_node_t *prog, dtrace_prog_t *pgp,
    unsigned int cflags)
{
	dt_ecbdesc_t *ecbs = NULL, **etail = &ecbs;
	unsigned int necbs = 0, recgens = 0;
	dt_node_t *np, *pd;
	dt_cg_t *cg;
	void *dof;
	size_t dofsize;
	int rv;

	if ((cg = calloc(1, sizeof (*cg))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	cg->cg_dtp = dtp;
	cg->cg_cflags = cflags;
	dt_as_init(&cg->cg_as);
	/* the compilation owns it until we are done: errors longjmp */
	yypcb->pcb_cg = cg;

	for (np = prog != NULL ? prog->dn_list : NULL; np != NULL;
	    np = np->dn_link) {
		dt_subclause_t *sc;

		if (np->dn_kind != DT_NODE_CLAUSE)
			continue;

		for (sc = dt_sugar_clause(cg, np); sc != NULL;
		    sc = sc->sc_next)
			dt_cg_subclause(cg, sc, &etail, &necbs, &recgens);

		for (pd = np->dn_pdescs; pd != NULL && pgp->dp_desc == NULL;
		    pd = pd->dn_link) {
			if (pd->dn_spec != NULL) {
				size_t len = strlen(pd->dn_spec) + 1;

				if ((pgp->dp_desc = malloc(len)) != NULL)
					memcpy(pgp->dp_desc, pd->dn_spec, len);
			}
		}
	}

	/*
	 * Options (including those set by #pragma D option, which land in
	 * dt_options) reach the framework through the options-only DOF that
	 * dtrace_go() enables, as in the reference; the program DOF carries
	 * none.  dt_dof_create() can write an OPTDESC section when needed.
	 */
	rv = dt_dof_create(ecbs, NULL, 0, &dof, &dofsize);

	pgp->dp_aggregates = cg->cg_naggs;
	pgp->dp_speculations = cg->cg_nspecs;
	yypcb->pcb_cg = NULL;
	dt_cg_destroy(cg);

	if (rv != 0)
		return (dt_set_errno(dtp, EDT_NOMEM));

	free(pgp->dp_dof);
	pgp->dp_dof = dof;
	pgp->dp_dofsize = dofsize;
	pgp->dp_necbs = necbs;
	pgp->dp_recgens = recgens;
	return (0);
}
