/*
 * lib/libdtrace/dt_parser.h -- the D parse tree: the contract between the
 * compiler's front end (dt_lex.l, dt_grammar.y, dt_parser.c, dt_ident.c,
 * dt_decl.c, dt_type.c, dt_cc.c) and its back end (dt_cg.c, the code
 * generator, and through it dt_as.c and dt_dof.c).
 *
 * Flow (DESIGN.md "How a D program flows"):
 *
 *   source --cpp?--> lexer --> grammar --> raw tree --cook--> checked tree
 *          --dt_cg_program()--> DIF objects + actions --> DOF in dtrace_prog_t
 *
 * The front end hands the back end ONE checked ("cooked") tree rooted at a
 * DT_NODE_PROG node.  Invariants of a cooked tree, which the back end may
 * rely on without re-checking:
 *
 *   - every expression node has dn_type filled in (dt_tinfo_t below);
 *   - identifiers are resolved: a DT_NODE_VAR names its variable's dt_ident_t
 *     with its DIF variable id, scope and kind; a DT_NODE_FUNC names its
 *     subroutine (DIF_SUBR_*), action (DT_ACT_*) or aggregating function
 *     (DTRACEAGG_*);
 *   - macro arguments ($1, $$1, $pid, $target, ...) are already substituted
 *     by constants; inline identifiers are already replaced by (shared,
 *     read-only) copies of their cooked expressions; sizeof, offsetof and
 *     integer constant expressions of declarations are folded to
 *     DT_NODE_INT; enumerators are DT_NODE_INT of their enum type;
 *   - `p[i]` on a pointer or array is rewritten as `*(p + i)`;
 *     `self->x` and `this->x` are DT_NODE_VAR (thread-local / clause-local);
 *   - `x op= y` keeps its operator (DT_TOK_ADD_EQ ...) and `x++` keeps its
 *     (DT_TOK_POSTINC ...): the back end expands them;
 *   - implicit conversions are NOT materialised as cast nodes: the back end
 *     converts by comparing the operand's dn_type with the node's dn_type
 *     (sign/zero-extension on narrowing, as the reference does);
 *   - prototypes of subroutines, actions and aggregating functions have been
 *     checked (D_PROTO_LEN, D_PROTO_ARG, ...), printf-like formats parsed
 *     and checked against their arguments (dn_pfargv).
 *
 * Memory: every node, string and table of one compilation lives in the
 * compilation's arena (dt_pcb_t, dt_cc.c); nothing in the tree is freed by
 * the back end.  Identifier tables persistent across compilations on one
 * handle (user globals, aggregations, inlines, translators, user types)
 * live in the handle's compiler state (dtp->dt_cc).
 *
 * Errors: the back end raises compile errors with dnerror() (positioned at
 * a node) or xyerror() (current position), which never return: they record
 * the message, tag and position on the handle and longjmp out of the
 * compilation, which then fails with EDT_COMPILER.
 *
 * CHANGES (this header only grows; each change is noted here):
 *   v1  first version.
 *   v2  DT_TOK_LBRAC added before DT_TOK_MAX (raw trees only).
 *   v3  (documentation only) what the front end actually produces:
 *       - the PROG's dn_list holds only DT_NODE_CLAUSE nodes: declarations,
 *         inlines, translators, providers and pragmas take effect while
 *         parsing and leave no node (DT_NODE_DECL/INLINE/XLATOR/PROVIDER/
 *         PRAGMA are reserved);
 *       - a DT_NODE_XLATE's dn_ident is a DT_IDENT_XLATOR whose di_data is
 *         the front end's private translator record: the back end should
 *         reject xlate for now (D_UNKNOWN "not yet supported");
 *       - args[N] is a DT_NODE_VAR of the built-in DT_IDENT_ARRAY "args"
 *         (di_id DIF_VAR_ARGS) with dn_args one DT_NODE_INT, typed as the
 *         provider describes argument N (DTRACEIOC_PROBEARG; int64_t when
 *         the type is unknown); regs[N]/uregs[N] likewise, uint64_t;
 *       - expressions nest at most 1024 deep (deeper is a compile error),
 *         so recursive code generation is safe;
 *       - printa()'s dn_pfargv is checked against the aggregation's keys
 *         (its conversions take the aggregation's keys and value).
 *   v4  DT_TF_BITFIELD added (dt_tinfo_t flag).
 *   v5  (documentation only) the back end now generates xlate<T>(e).m and
 *       xlate<T *>(e)->m, binding the translator's dx_arg (dt_pcb.h) to
 *       e's value; a whole xlate<T>(e) / xlate<T *>(e) is built in
 *       scratch space (every member the translator defines).
 *   v6  dt_ident_t gains di_gen: the compilation that created an
 *       aggregation, so that printa()/clear()/trunc()/normalize() of an
 *       aggregation created but not yet assigned by the program being
 *       compiled is D_*_AGGBAD, as the reference rules.
 *   v7  DT_NF_SYM added: a kernel symbol reference (`sym, mod`sym) is
 *       cooked into an OP1 DT_TOK_DEREF node flagged DT_NF_SYM, an lvalue
 *       never writable, whose child is the DT_NODE_INT of the symbol's
 *       address typed pointer to the symbol's type: the back end loads it
 *       from kernel memory like any *p (by reference for aggregates,
 *       arrays and functions).
 */
#ifndef _DT_PARSER_H
#define _DT_PARSER_H

#include <stdint.h>
#include <stddef.h>
#include <ctf-api.h>
#include <dtrace/dtrace.h>
#include "dt_impl.h"
#include "dt_errtags.h"
#include "dt_printf.h"

typedef struct dt_node dt_node_t;
typedef struct dt_ident dt_ident_t;

/* ------------------------------------------------------------------------
 * Types.  Every expression node carries a dt_tinfo_t: the libctf dict and
 * type id (dti_ctfp/dti_type, the source of truth for structs, members
 * and printing) plus the facts the code generator needs, precomputed.
 * D's `string` is DT_TK_STRING (in CTF a typedef named "string" of
 * char[strsize]); its dti_size is the strsize option in bytes.
 * ------------------------------------------------------------------------ */
typedef enum dt_tkind {
	DT_TK_NONE = 0,		/* no type (statements, declarations) */
	DT_TK_VOID,		/* void */
	DT_TK_INT,		/* integer, char, _Bool, enum (see DT_TF_ENUM) */
	DT_TK_FLOAT,		/* float, double, long double (not computable in DIF) */
	DT_TK_PTR,		/* pointer (incl. function pointers: DT_TF_FUNCPTR) */
	DT_TK_ARRAY,		/* C array of dti_nelems elements of dti_refsize bytes */
	DT_TK_STRUCT,		/* struct */
	DT_TK_UNION,		/* union */
	DT_TK_FUNC,		/* function type (never a value) */
	DT_TK_STRING,		/* D string */
	DT_TK_DYN		/* dynamic type: the value of an action or
				 * aggregation (stack(), count(), ...); cannot be
				 * operated on (D_OP_DYN) */
} dt_tkind_t;

#define DT_TF_SIGNED	0x0001	/* integer is signed */
#define DT_TF_ENUM	0x0002	/* integer is an enum */
#define DT_TF_BOOL	0x0004	/* _Bool */
#define DT_TF_CHAR	0x0008	/* char / signed char / unsigned char */
#define DT_TF_USER	0x0010	/* pointer/array refers to user memory (userland) */
#define DT_TF_FUNCPTR	0x0020	/* pointer to function */
#define DT_TF_VOIDPTR	0x0040	/* pointer to void */
#define DT_TF_STRPTR	0x0080	/* char * / char[]: may be used as a string */
#define DT_TF_BYREF	0x0100	/* value is passed by reference (structs,
				 * unions, arrays, strings): the register
				 * holds its address, as DIF_TF_BYREF */
#define DT_TF_INCOMPLETE 0x0200	/* forward struct/union/enum declaration */
#define DT_TF_SYMADDR	0x0400	/* func()/sym()/mod()/usym()/... result
				 * (_symaddr_t/_usymaddr_t: printed symbolically) */
#define DT_TF_BITFIELD	0x0800	/* integer of a bit-field width (v4) */

/* Integer conversion ranks (C99 6.3.1.1), for the usual conversions. */
#define DT_RANK_BOOL	1
#define DT_RANK_CHAR	2
#define DT_RANK_SHORT	3
#define DT_RANK_INT	4
#define DT_RANK_LONG	5
#define DT_RANK_LLONG	6

typedef struct dt_tinfo {
	ctf_dict_t *dti_ctfp;	/* libctf dict holding the type (NULL: none) */
	ctf_id_t dti_type;	/* type id in dti_ctfp (CTF_ERR: none) */
	dt_tkind_t dti_kind;	/* resolved kind (typedefs and qualifiers skipped) */
	uint32_t dti_flags;	/* DT_TF_* */
	uint32_t dti_size;	/* size in bytes of a value of this type
				 * (pointers: 8 on LP64; strings: strsize) */
	uint32_t dti_rank;	/* integers: DT_RANK_*; else 0 */
	uint32_t dti_refsize;	/* pointers: pointee size (0 for void/func);
				 * arrays: element size */
	ctf_id_t dti_reftype;	/* pointers: pointee type; arrays: element type
				 * (both in dti_ctfp), CTF_ERR if none */
	uint32_t dti_nelems;	/* arrays: number of elements */
} dt_tinfo_t;

/* ------------------------------------------------------------------------
 * Operators.  Every unary, binary, ternary and assignment node carries one
 * of these in dn_op (independent of the bison token numbers).
 * ------------------------------------------------------------------------ */
typedef enum dt_op {
	DT_TOK_NONE = 0,
	/* binary arithmetic and bitwise */
	DT_TOK_ADD, DT_TOK_SUB, DT_TOK_MUL, DT_TOK_DIV, DT_TOK_MOD,
	DT_TOK_LSH, DT_TOK_RSH, DT_TOK_BAND, DT_TOK_BOR, DT_TOK_XOR,
	/* logical (short-circuit for && and ||; ^^ evaluates both sides) */
	DT_TOK_LAND, DT_TOK_LOR, DT_TOK_LXOR,
	/* comparisons: integers, pointers, or strings (see dn_strcmp) */
	DT_TOK_LT, DT_TOK_LE, DT_TOK_GT, DT_TOK_GE, DT_TOK_EQU, DT_TOK_NEQ,
	/* assignments: dn_left is the lvalue */
	DT_TOK_ASGN, DT_TOK_ADD_EQ, DT_TOK_SUB_EQ, DT_TOK_MUL_EQ,
	DT_TOK_DIV_EQ, DT_TOK_MOD_EQ, DT_TOK_AND_EQ, DT_TOK_XOR_EQ,
	DT_TOK_OR_EQ, DT_TOK_LSH_EQ, DT_TOK_RSH_EQ,
	/* comma operator: evaluate left, then right (the value) */
	DT_TOK_COMMA,
	/* member access: OP2 node, dn_left the struct/union or pointer,
	 * dn_right a DT_NODE_IDENT naming the member; the node also holds
	 * the member's bit offset/size (dn_bitoff/dn_bitsize) */
	DT_TOK_DOT, DT_TOK_PTR,
	/* unary: OP1 node, operand in dn_child */
	DT_TOK_INEG,		/* - */
	DT_TOK_IPOS,		/* + */
	DT_TOK_BNEG,		/* ~ */
	DT_TOK_LNEG,		/* ! */
	DT_TOK_DEREF,		/* *p (loads dn_type.dti_size bytes, or by ref) */
	DT_TOK_ADDROF,		/* &lvalue */
	DT_TOK_PREINC, DT_TOK_PREDEC, DT_TOK_POSTINC, DT_TOK_POSTDEC,
	DT_TOK_CAST,		/* (type)expr: target type is dn_type */
	DT_TOK_STRINGOF,	/* stringof(expr): dn_type is string */
	DT_TOK_SIZEOF,		/* only before cooking; folded to DT_NODE_INT */
	/* ternary: OP3 node dn_expr ? dn_left : dn_right */
	DT_TOK_QUESTION,
	DT_TOK_LBRAC,		/* raw tree only: a[b]; never in a cooked tree */
	DT_TOK_MAX
} dt_op_t;

/* ------------------------------------------------------------------------
 * Identifiers: variables, functions, aggregations, inlines, ...
 * ------------------------------------------------------------------------ */
typedef enum dt_idkind {
	DT_IDENT_SCALAR,	/* scalar variable (built-in or user) */
	DT_IDENT_ARRAY,		/* associative array (user) or built-in array
				 * (args[], regs[], uregs[]) */
	DT_IDENT_FUNC,		/* subroutine: di_id is DIF_SUBR_* */
	DT_IDENT_ACTFUNC,	/* action: di_id is DT_ACT_* */
	DT_IDENT_AGGFUNC,	/* aggregating function: di_id is DTRACEAGG_* */
	DT_IDENT_AGG,		/* aggregation @name: di_id is its variable id
				 * (1, 2, ... per handle) */
	DT_IDENT_INLINE,	/* inline: di_iexpr is its cooked expression */
	DT_IDENT_XLATOR,	/* translator */
	DT_IDENT_ENUM,		/* enumerator (di_ival) */
	DT_IDENT_TYPE,		/* typedef name (used by the lexer) */
	DT_IDENT_PRAGMA		/* #pragma name (binding/depends_on tables) */
} dt_idkind_t;

/* Scopes of variables (same values as DIFV_SCOPE_*). */
#define DT_SCOPE_GLOBAL	DIFV_SCOPE_GLOBAL	/* global scalar or assoc */
#define DT_SCOPE_THREAD	DIFV_SCOPE_THREAD	/* self->x */
#define DT_SCOPE_LOCAL	DIFV_SCOPE_LOCAL	/* this->x */

#define DT_IDFLG_BUILTIN 0x0001	/* built-in (DIF id < DIF_VAR_OTHER_UBASE or
				 * < DIF_VAR_ARRAY_UBASE for arrays) */
#define DT_IDFLG_WRITE	0x0002	/* may be assigned (user variables; built-ins
				 * never, except none today) */
#define DT_IDFLG_DECL	0x0004	/* declared with an explicit type */
#define DT_IDFLG_REF	0x0008	/* referenced (read) somewhere */
#define DT_IDFLG_MOD	0x0010	/* assigned somewhere */
#define DT_IDFLG_DESTRUCT 0x0020 /* action/subroutine is destructive (-w) */
#define DT_IDFLG_USER	0x0040	/* built-in variable refers to user space */
#define DT_IDFLG_PRIM	0x0080	/* primary identifier (first in a clause) */

/*
 * Actions (DT_IDENT_ACTFUNC di_id).  The back end maps each to the DOF
 * action kind(s) it emits (DTRACEACT_*); library actions (clear, normalize,
 * ...) become DTRACEACT_LIBACT records with the DT_ACT_* value as argument.
 */
typedef enum dt_act {
	DT_ACT_TRACE = 1,	/* trace(expr) -> DTRACEACT_DIFEXPR */
	DT_ACT_PRINTF,		/* printf(fmt, ...) -> DTRACEACT_PRINTF */
	DT_ACT_PRINTA,		/* printa([fmt,] @a, ...) */
	DT_ACT_EXIT,		/* exit(int) -> DTRACEACT_EXIT */
	DT_ACT_TRACEMEM,	/* tracemem(addr, size [, dynsize]) */
	DT_ACT_STACK,		/* stack([frames]) */
	DT_ACT_USTACK,		/* ustack([frames [, strsize]]) */
	DT_ACT_JSTACK,		/* jstack([frames [, strsize]]) */
	DT_ACT_SPECULATE,	/* speculate(id) */
	DT_ACT_COMMIT,		/* commit(id) */
	DT_ACT_DISCARD,		/* discard(id) */
	DT_ACT_STOP,		/* stop() (destructive) */
	DT_ACT_RAISE,		/* raise(sig) (destructive) */
	DT_ACT_SYSTEM,		/* system(fmt, ...) (destructive) */
	DT_ACT_FREOPEN,		/* freopen(fmt, ...) (destructive) */
	DT_ACT_BREAKPOINT,	/* breakpoint() (destructive) */
	DT_ACT_PANIC,		/* panic() (destructive) */
	DT_ACT_CHILL,		/* chill(ns) (destructive) */
	DT_ACT_CLEAR,		/* clear(@a) (library) */
	DT_ACT_NORMALIZE,	/* normalize(@a, n) (library) */
	DT_ACT_DENORMALIZE,	/* denormalize(@a) (library) */
	DT_ACT_TRUNC,		/* trunc(@a [, n]) (library) */
	DT_ACT_FTRUNCATE,	/* ftruncate() (library) */
	DT_ACT_SETOPT,		/* setopt(name [, value]) (library) */
	DT_ACT_PRINT,		/* print(expr) -> DTRACEACT_PRINTT */
	DT_ACT_PRINTM,		/* printm(size, memref) */
	/* value-returning "actions" usable in trace() and as keys: */
	DT_ACT_FUNC,		/* func(pc) / sym(pc) -> DTRACEACT_SYM */
	DT_ACT_SYM,		/* sym(pc) -> DTRACEACT_SYM */
	DT_ACT_MOD,		/* mod(pc) -> DTRACEACT_MOD */
	DT_ACT_UFUNC,		/* ufunc(pc) -> DTRACEACT_USYM */
	DT_ACT_USYM,		/* usym(pc) -> DTRACEACT_USYM */
	DT_ACT_UMOD,		/* umod(pc) -> DTRACEACT_UMOD */
	DT_ACT_UADDR,		/* uaddr(pc) -> DTRACEACT_UADDR */
	DT_ACT_MAX
} dt_act_t;

/*
 * An identifier.  Variables: di_id is the DIF variable id that the code
 * uses (built-ins: DIF_VAR_*; user variables: assigned by the front end
 * from DIF_VAR_OTHER_UBASE (0x500) upward, separately for each scope:
 * globals (scalars and associative arrays share one space), thread-locals,
 * clause-locals).  The back end emits a DIFO variable table entry
 * (dtrace_difv_t) for each user variable a DIFO references, from di_name,
 * di_id, di_kind (ARRAY -> DIFV_KIND_ARRAY, SCALAR -> DIFV_KIND_SCALAR),
 * di_scope and dt_ident_diftype().
 */
struct dt_ident {
	const char *di_name;	/* name without sigils ("x" for self->x, "a" for @a;
				 * the anonymous aggregation is "_") */
	dt_idkind_t di_kind;	/* DT_IDENT_* */
	uint32_t di_flags;	/* DT_IDFLG_* */
	uint32_t di_id;		/* DIF var id / DIF_SUBR_* / DT_ACT_* /
				 * DTRACEAGG_* / aggregation id */
	int di_scope;		/* variables: DT_SCOPE_* */
	dt_tinfo_t di_type;	/* variables: value type; functions: return type;
				 * aggregations: key-less value type (int64) */
	int di_nkeys;		/* assoc arrays and aggregations: number of keys
				 * (-1 until first use fixes it) */
	dt_tinfo_t *di_keys;	/* their types (di_nkeys entries) */
	const char *di_proto;	/* functions: prototype as printed in messages,
				 * e.g. "int64_t" or "@, int64_t [, int]" */
	dt_node_t *di_iexpr;	/* inlines: cooked expression */
	dt_ident_t *di_aggfunc;	/* aggregations: the aggregating function
				 * first applied (for D_AGG_REDEF) */
	dt_node_t *di_aggargs;	/* aggregations: the first application's
				 * argument list (lquantize bounds ...) */
	uint64_t di_aggparam;	/* aggregations: the first lquantize() or
				 * llquantize()'s encoded parameters, that
				 * later ones must match (0: none yet) */
	int64_t di_ival;	/* enumerators: value */
	dt_ident_t *di_next;	/* next in its hash chain / table list */
	void *di_data;		/* private to the owning table */
	uint32_t di_gen;	/* aggregations: the compilation generation
				 * (dt_ccstate_t cc_gen) that created it (v6) */
};

/* ------------------------------------------------------------------------
 * Nodes.
 * ------------------------------------------------------------------------ */
typedef enum dt_nodekind {
	DT_NODE_FREE = 0,
	/* expressions */
	DT_NODE_INT,		/* integer constant: dn_value, typed (int, unsigned,
				 * long, ...: the reference's suffix rules) */
	DT_NODE_STRING,		/* string constant: dn_string (escapes decoded,
				 * NUL-terminated; dn_strlen bytes without NUL) */
	DT_NODE_IDENT,		/* unresolved name (raw tree only, and the member
				 * name on the right of . and ->) */
	DT_NODE_VAR,		/* variable reference: dn_ident; dn_args = key
				 * tuple for associative arrays and args[N] */
	DT_NODE_FUNC,		/* call of a subroutine, action or aggregating
				 * function: dn_ident, dn_args */
	DT_NODE_OP1,		/* unary op: dn_op, dn_child */
	DT_NODE_OP2,		/* binary op: dn_op, dn_left, dn_right */
	DT_NODE_OP3,		/* ?: : dn_expr, dn_left, dn_right */
	DT_NODE_AGG,		/* aggregation reference @a[keys] as an argument
				 * (printa(@a), clear(@a), ...): dn_ident,
				 * dn_args = keys (usually NULL) */
	DT_NODE_XLATE,		/* xlate<T>(expr): dn_child the input, dn_type T,
				 * dn_xlator the translator identifier */
	DT_NODE_TYPE,		/* a type name (cast target, sizeof(type), a
				 * declaration's type) */
	/* statements (members of a clause's dn_acts list) */
	DT_NODE_DEXPR,		/* expression statement: dn_expr */
	DT_NODE_DFUNC,		/* action call statement: dn_expr is a
				 * DT_NODE_FUNC whose ident is DT_IDENT_ACTFUNC */
	DT_NODE_DAGG,		/* @a[keys] = aggfunc(args): dn_ident (the
				 * DT_IDENT_AGG), dn_args (keys, may be NULL),
				 * dn_expr (the DT_NODE_FUNC of the DT_IDENT_AGGFUNC) */
	DT_NODE_IF,		/* if (dn_expr) dn_body else dn_alt (lists) */
	DT_NODE_DECL,		/* declaration statement (no code) */
	/* program structure */
	DT_NODE_PDESC,		/* probe description: dn_desc */
	DT_NODE_CLAUSE,		/* clause: dn_pdescs, dn_pred, dn_acts */
	DT_NODE_INLINE,		/* inline definition (no code) */
	DT_NODE_XLATOR,		/* translator definition (no code) */
	DT_NODE_PROVIDER,	/* provider declaration (no code) */
	DT_NODE_PRAGMA,		/* #pragma (already applied; no code) */
	DT_NODE_PROG		/* root: dn_list = top-level nodes in order */
} dt_nodekind_t;

/* Node flags (dn_flags). */
#define DT_NF_LVALUE	0x0001	/* expression designates an object */
#define DT_NF_WRITABLE	0x0002	/* ... which may be assigned */
#define DT_NF_BITFIELD	0x0004	/* member is a bit-field (dn_bitoff/bitsize) */
#define DT_NF_COOKED	0x0008	/* node has been checked */
#define DT_NF_CONST	0x0010	/* integer constant expression (folded) */
#define DT_NF_SYM	0x0020	/* kernel symbol `sym: *(T *)addr, the DEREF
				 * of a DT_NODE_INT address (v7); T may be a
				 * function type (then the value is by
				 * reference: the address) */

/* A source position. */
typedef struct dt_srcpos {
	int dsp_line;		/* 1-based line, 0 if unknown */
	int dsp_col;		/* 1-based column, 0 if unknown */
} dt_srcpos_t;

struct dt_node {
	dt_nodekind_t dn_kind;	/* DT_NODE_* */
	dt_op_t dn_op;		/* OP1/OP2/OP3: operator */
	uint32_t dn_flags;	/* DT_NF_* */
	dt_srcpos_t dn_pos;	/* where the node starts in the source */
	dt_tinfo_t dn_type;	/* expression type (DT_TK_NONE for statements) */
	dt_node_t *dn_link;	/* next node in a list (args, statements,
				 * clauses, probe descriptions) */
	dt_node_t *dn_tail;	/* head of a list: a node of it from which
				 * dt_node_link() looks for the end, or
				 * NULL; only while parsing (cooking may
				 * replace list nodes, and never links) */

	/* operands and children (use by kind, as documented above) */
	dt_node_t *dn_child;	/* OP1, XLATE: operand */
	dt_node_t *dn_left;	/* OP2, OP3: left operand / true branch */
	dt_node_t *dn_right;	/* OP2, OP3: right operand / false branch */
	dt_node_t *dn_expr;	/* OP3: condition; DEXPR/DFUNC/DAGG/IF: expr */
	dt_node_t *dn_args;	/* VAR/FUNC/AGG/DAGG: argument or key list */
	dt_ident_t *dn_ident;	/* VAR, FUNC, AGG, DAGG, XLATE (translator) */

	/* constants */
	uint64_t dn_value;	/* INT: value (two's complement bits) */
	char *dn_string;	/* STRING: value; IDENT: name */
	size_t dn_strlen;	/* STRING: length without the NUL */

	/* member access (OP2 DOT/PTR) */
	uint64_t dn_bitoff;	/* bit offset of the member in its struct */
	uint32_t dn_bitsize;	/* bit-fields: width in bits (else 0) */

	/* string comparison: OP2 LT..NEQ when both sides are strings */
	int dn_strcmp;		/* nonzero: compare with DIF_OP_SCMP */

	/* printf-like actions: parsed and checked format (DFUNC of
	 * printf/printa/system/freopen), or NULL */
	dt_pfargv_t *dn_pfargv;

	/* statements */
	dt_node_t *dn_body;	/* IF: then-list */
	dt_node_t *dn_alt;	/* IF: else-list, or NULL */

	/* clauses */
	dt_node_t *dn_pdescs;	/* CLAUSE: list of DT_NODE_PDESC */
	dt_node_t *dn_pred;	/* CLAUSE: predicate expression, or NULL */
	dt_node_t *dn_acts;	/* CLAUSE: list of statements (may be empty:
				 * the clause then traces the default record) */
	uint32_t dn_nlocals;	/* CLAUSE: clause-local variables used */

	/* probe descriptions */
	dtrace_probedesc_t *dn_desc; /* PDESC: fields after elision and
				 * macro expansion; empty string = any */
	char *dn_spec;		/* PDESC: the description as written */

	/* program */
	dt_node_t *dn_list;	/* PROG: top-level nodes in source order */
};

/* ------------------------------------------------------------------------
 * Entry points.
 * ------------------------------------------------------------------------ */

/**
 * dt_cg_program - the back end's entry point (dt_cg.c): generate DIF and
 * actions for every DT_NODE_CLAUSE of the cooked program @prog, assemble
 * them and write the DOF image into @pgp (dp_dof, dp_dofsize, dp_necbs,
 * dp_aggregates, dp_recgens, dp_speculations).  @cflags are the
 * DTRACE_C_* flags (DTRACE_C_DIFV: print the disassembly, -S).
 * Returns 0, or raises a compile error with dnerror()/xyerror() (which do
 * not return), or returns -1 with dt_set_errno() for a library error.
 */
extern int dt_cg_program(dtrace_hdl_t *dtp, dt_node_t *prog,
    dtrace_prog_t *pgp, unsigned int cflags);

/*
 * The code generator's state (dt_cg.c): created by dt_cg_program(), held
 * by the pcb (pcb_cg) while it runs.
 */
typedef struct dt_cg dt_cg_t;

/**
 * dt_cg_destroy - free code generator state @cg (NULL: nothing) and every
 * DIFO, action and ECB description it built.  dt_compile() calls it for
 * the pcb's pcb_cg when a compile error ended dt_cg_program() early.
 */
extern void dt_cg_destroy(dt_cg_t *cg);

/**
 * dnerror - raise compile error @tag positioned at @dnp (may be NULL:
 * the current lexer position).  Formats the message like printf; the
 * handle gets "line N: message" (with "[D_TAG] " in front under
 * DTRACE_C_ETAGS), dt_errtag, dt_errlineno, dt_errcol, dt_errsrcline, and
 * the compilation ends with EDT_COMPILER.  Never returns.
 */
extern _Noreturn void dnerror(const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/**
 * xyerror - as dnerror() at the lexer's current position.  Never returns.
 */
extern _Noreturn void xyerror(dt_errtag_t tag, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/**
 * dnwarn - print a compiler warning "dtrace: warning: ..." on stderr
 * (positioned at @dnp when not NULL) and continue.
 */
extern void dnwarn(const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/**
 * dt_node_diftype - fill @tp with the DIF type of @dnp's value
 * (DIF_TYPE_STRING with strsize for strings, DIF_TF_BYREF for by-reference
 * values, else DIF_TYPE_CTF with the value's size).
 */
extern void dt_node_diftype(dtrace_hdl_t *dtp, const dt_node_t *dnp,
    dtrace_diftype_t *tp);

/**
 * dt_ident_diftype - as dt_node_diftype() for a variable's value type.
 */
extern void dt_ident_diftype(dtrace_hdl_t *dtp, const dt_ident_t *idp,
    dtrace_diftype_t *tp);

/**
 * dt_node_is_string / dt_node_is_integer / dt_node_is_pointer /
 * dt_node_is_scalar - type predicates on a cooked expression node.
 * Scalars are integers and pointers (what fits in a DIF register).
 */
extern int dt_node_is_string(const dt_node_t *dnp);
extern int dt_node_is_integer(const dt_node_t *dnp);
extern int dt_node_is_pointer(const dt_node_t *dnp);
extern int dt_node_is_scalar(const dt_node_t *dnp);

/**
 * dt_node_type_name - the D spelling of @dnp's type ("int", "char *",
 * "string", "struct foo") into @buf of @len bytes; returns @buf.
 */
extern char *dt_node_type_name(const dt_node_t *dnp, char *buf, size_t len);

/**
 * dt_strsize - the strsize option in bytes (default 256).
 */
extern uint32_t dt_strsize(dtrace_hdl_t *dtp);

/**
 * dt_node_list_len - number of nodes on the dn_link list @lp.
 */
extern int dt_node_list_len(const dt_node_t *lp);

/**
 * dt_aggregation_count / dt_aggregation_lookup_id - aggregations defined on
 * the handle so far: their number, and the DT_IDENT_AGG with id @id
 * (1-based), or NULL.  The back end uses them for the aggregation's name
 * when writing aggregation descriptions.
 */
extern unsigned int dt_aggregation_count(dtrace_hdl_t *dtp);
extern dt_ident_t *dt_aggregation_lookup_id(dtrace_hdl_t *dtp, uint32_t id);

#endif /* _DT_PARSER_H */
