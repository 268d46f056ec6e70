/*
 * lib/libdtrace/dt_pcb.h -- the compiler front end's private state: the
 * per-handle compiler state (dt_ccstate_t: type container, identifier
 * tables, persistent arena) and the per-compilation parser control block
 * (dt_pcb_t: source text, lexer state, error jump buffer, arena).
 *
 * Flow: dt_cc.c creates a dt_pcb_t for each dtrace_program_*compile() call,
 * makes it current (yypcb), runs the lexer/grammar (dt_lex.l,
 * dt_grammar.y) which build nodes (dt_parser.c), cooks them (dt_cook.c),
 * and hands the tree to the back end (dt_cg_program()).
 *
 * Invariants:
 *   - every allocation made during a compilation comes from an arena:
 *     the pcb's (freed when the compilation ends, successfully or not) or,
 *     for definitions that outlive it (user variables, aggregations,
 *     inlines, translators, types), the handle's (freed by dt_cc_destroy);
 *   - errors longjmp to pcb_jmpbuf, so nothing between the setjmp in
 *     dt_cc.c and the error may hold malloc'd memory outside the arenas.
 */
#ifndef _DT_PCB_H
#define _DT_PCB_H

#include <setjmp.h>
#include "dt_parser.h"
#include "dt_ident.h"

/* An arena: a list of blocks freed all at once. */
typedef struct dt_arena {
	struct dt_arenablk *da_head;	/* most recent block first */
} dt_arena_t;

extern void *dt_arena_alloc(dt_arena_t *ap, size_t size);	/* zeroed, NULL on ENOMEM */
extern char *dt_arena_strdup(dt_arena_t *ap, const char *s);
extern char *dt_arena_strndup(dt_arena_t *ap, const char *s, size_t n);
extern void dt_arena_free(dt_arena_t *ap);

/* Well-known types of the D container (ids in cc_ctfp). */
typedef struct dt_typeids {
	ctf_id_t t_void, t_char, t_schar, t_uchar, t_short, t_ushort;
	ctf_id_t t_int, t_uint, t_long, t_ulong, t_llong, t_ullong;
	ctf_id_t t_bool, t_float, t_double, t_ldouble;
	ctf_id_t t_int64, t_uint64, t_size, t_ptrdiff, t_uintptr;
	ctf_id_t t_string, t_stack, t_symaddr, t_usymaddr, t_voidptr;
	ctf_id_t t_charptr;
} dt_typeids_t;

/* A translator definition (kept for xlate<>; no code generation yet). */
typedef struct dt_xlator {
	dt_tinfo_t dx_src;		/* input type */
	dt_tinfo_t dx_dst;		/* output type (struct or union) */
	char *dx_argname;		/* name of the input in member exprs */
	dt_node_t *dx_members;		/* DT_NODE_IDENT list: name = expr (dn_expr) */
	struct dt_xlator *dx_next;
} dt_xlator_t;

/* A provider declaration (probes with prototypes). */
typedef struct dt_provdecl {
	char *pv_name;
	dt_node_t *pv_probes;		/* DT_NODE_IDENT list: probe names */
	struct dt_provdecl *pv_next;
} dt_provdecl_t;

/* A member of a struct/union being defined (added to CTF at its end). */
typedef struct dt_member {
	const char *dm_name;
	ctf_id_t dm_type;
	uint64_t dm_off;		/* bit offset */
	struct dt_member *dm_next;
} dt_member_t;

/* Per-handle compiler state (dtp->dt_cc). */
typedef struct dt_ccstate {
	dt_arena_t cc_arena;		/* persistent definitions */
	ctf_dict_t *cc_ctfp;		/* D container: intrinsics + user types */
	dt_typeids_t cc_t;		/* well-known type ids */
	uint32_t cc_strsize;		/* strsize the string type was built with */
	dt_idhash_t cc_globals;		/* built-ins, user globals, inlines */
	dt_idhash_t cc_tls;		/* self-> variables */
	dt_idhash_t cc_aggs;		/* aggregations */
	dt_idhash_t cc_macros;		/* $pid, $target, ... */
	dt_idhash_t cc_enums;		/* enumerators (D_IDENT_*) */
	uint32_t cc_gen;		/* compilation generation */
	dt_xlator_t *cc_xlators;
	dt_provdecl_t *cc_providers;
	dt_ident_t **cc_aggv;		/* aggregations by id - 1 */
	uint32_t cc_naggv;		/* entries used */
	uint32_t cc_aggcap;		/* entries allocated */
} dt_ccstate_t;

/* Lexer start conditions as seen by the grammar. */
typedef enum dt_yystate {
	YYS_CLAUSE = 0,		/* outer scope: probe descriptions, declarations */
	YYS_EXPR,		/* expressions and clause bodies */
	YYS_DEFINE,		/* inside an inline/translator/provider definition */
	YYS_DONE
} dt_yystate_t;

/* The declaration stack (dt_decl.c). */
struct dt_decl;
typedef struct dt_scope {
	struct dt_decl *ds_decl;	/* top declaration being built */
	struct dt_scope *ds_next;	/* enclosing scope */
	char *ds_ident;			/* identifier of the current declarator */
	int ds_class;			/* DT_DC_* storage class */
	ctf_id_t ds_type;		/* struct/union/enum being defined */
	int64_t ds_enumval;		/* next enumerator value */
	uint64_t ds_offset;		/* next member bit offset (structs) */
	uint64_t ds_size;		/* size so far in bytes (unions: max) */
	uint32_t ds_align;		/* alignment so far */
	int ds_kind;			/* CTF_K_STRUCT/UNION/ENUM being defined */
	char *ds_tag;			/* tag of the struct/union, or NULL */
	struct dt_decl *ds_soudecl;	/* the specifier naming the struct/union */
	struct dt_member *ds_members;	/* members so far, in order */
	struct dt_member **ds_mtail;
} dt_scope_t;

/* Formats parsed by dt_printf_parse() (malloc'd), freed after the compile. */
typedef struct dt_pfvlist {
	dt_pfargv_t *pfl_pfv;
	struct dt_pfvlist *pfl_next;
} dt_pfvlist_t;

/* Per-compilation parser control block. */
typedef struct dt_pcb {
	dtrace_hdl_t *pcb_hdl;
	dt_ccstate_t *pcb_cc;
	jmp_buf pcb_jmpbuf;		/* longjmp(EDT_*) on error */
	dt_arena_t pcb_arena;		/* this compilation's nodes and strings */
	int pcb_persist;		/* allocate nodes in the handle's arena */
	char *pcb_string;		/* source text (NUL-terminated) */
	size_t pcb_strlen;
	int pcb_fromfile;		/* source came from a file (-s) */
	dtrace_probespec_t pcb_pspec;	/* how to read bare descriptions */
	unsigned int pcb_cflags;	/* DTRACE_C_* */
	int pcb_sargc;			/* macro arguments $0..$N */
	char *const *pcb_sargv;
	uint8_t *pcb_sflagv;		/* per-argument "used" flags */
	dt_node_t *pcb_root;		/* DT_NODE_PROG */
	dt_idhash_t pcb_locals;		/* this-> variables of the current clause */
	dt_idhash_t pcb_localdecls;	/* `this T x;` declarations of the program */
	dt_ident_t *pcb_xlarg;		/* translator input while cooking members */
	struct dt_pfvlist *pcb_pfvs;	/* parsed formats to free at the end */
	dt_node_t *pcb_clause;		/* clause being cooked, or NULL */
	dt_yystate_t pcb_yystate;
	int pcb_parens, pcb_brackets, pcb_braces;
	const char *pcb_region;		/* "action list", "predicate" or NULL */
	dt_srcpos_t pcb_pos;		/* start of the current token */
	const char *pcb_tokbase;	/* lexer buffer base (offsets) */
	dt_scope_t *pcb_dstack;		/* declaration scopes */
	dt_node_t *pcb_pragma;		/* tokens of the current control line */
	int pcb_eof;			/* lexer reached end of input */
	int pcb_depth;			/* cooking recursion depth */
} dt_pcb_t;

extern __thread dt_pcb_t *yypcb;

/* dt_cc.c */
extern dt_ccstate_t *dt_cc_state(dtrace_hdl_t *dtp);
extern _Noreturn void dt_pcb_nomem(void);
extern void dt_check_clause_pdescs(dt_node_t *cnp);

/* dt_parser.c: allocation from the current arena (longjmp on ENOMEM). */
extern void *dt_zalloc(size_t size);
extern char *dt_strdup(const char *s);
extern char *dt_strndup(const char *s, size_t n);

/* dt_lex.l */
extern int yylex(void);
extern void dt_lex_init(dt_pcb_t *pcb);
extern void dt_lex_fini(void);
extern void yybegin(dt_yystate_t state);
extern int dt_lex_lineno(void);
extern void dt_lex_setlineno(int line);
extern const char *dt_lex_text(void);

/* dt_grammar.y */
extern int yyparse(void);
extern _Noreturn void yyerror(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* dt_parser.c: node constructors (raw tree; positions from the lexer). */
struct dt_decl;
extern dt_srcpos_t dt_srcpos_make(int line, int col);
extern dt_node_t *dt_node_setpos(dt_node_t *dnp, dt_srcpos_t pos);
extern dt_node_t *dt_node_alloc(dt_nodekind_t kind);
extern dt_node_t *dt_node_link(dt_node_t *l, dt_node_t *r);
extern dt_node_t *dt_node_int(uint64_t value);
extern dt_node_t *dt_node_string(char *s);
extern dt_node_t *dt_node_ident(char *name);
extern dt_node_t *dt_node_type(struct dt_decl *ddp);
extern dt_node_t *dt_node_vatype(void);
extern dt_node_t *dt_node_op1(int op, dt_node_t *cp);
extern dt_node_t *dt_node_op2(int op, dt_node_t *lp, dt_node_t *rp);
extern dt_node_t *dt_node_op3(dt_node_t *c, dt_node_t *lp, dt_node_t *rp);
extern dt_node_t *dt_node_cast(struct dt_decl *ddp, dt_node_t *cp);
extern dt_node_t *dt_node_sizeof_type(struct dt_decl *ddp);
extern dt_node_t *dt_node_offsetof(struct dt_decl *ddp, char *member);
extern dt_node_t *dt_node_xlate(struct dt_decl *ddp, dt_node_t *cp);
extern dt_node_t *dt_node_func(dt_node_t *name, dt_node_t *args);
extern dt_node_t *dt_node_statement(dt_node_t *expr);
extern dt_node_t *dt_node_if(dt_node_t *c, dt_node_t *t, dt_node_t *e);
extern dt_node_t *dt_node_pdesc_by_name(char *spec);
extern dt_node_t *dt_node_pdesc_by_id(uint64_t id);
extern dt_node_t *dt_node_clause(dt_node_t *pdescs, dt_node_t *pred,
    dt_node_t *acts);
extern dt_node_t *dt_node_program(dt_node_t *list);
extern dt_node_t *dt_node_decl(void);
extern dt_node_t *dt_node_inline(dt_node_t *expr);
extern dt_node_t *dt_node_xlator(struct dt_decl *dst, struct dt_decl *src,
    char *name, dt_node_t *members);
extern dt_node_t *dt_node_member(char *name, dt_node_t *expr);
extern dt_node_t *dt_node_provider(char *name, dt_node_t *probes);
extern dt_node_t *dt_node_probe(char *name, dt_node_t *nargs,
    dt_node_t *xargs);
extern dt_node_t *dt_node_fold(dt_node_t *dnp);
extern const char *dt_opstr(int op);

/* dt_pfcheck.c: printf-like formats against their arguments. */
extern dt_pfargv_t *dt_pfcheck(dt_node_t *dnp, dt_node_t *fmt,
    dt_node_t *args, int isprinta);

/* dt_cook.c: the checking pass. */
extern dt_node_t *dt_node_cook(dt_node_t *dnp, uint32_t idflags);
extern void dt_cook_program(dt_node_t *prog);

/* dt_pragma.c */
extern void dt_pragma(dt_node_t *args);

#endif /* _DT_PCB_H */
