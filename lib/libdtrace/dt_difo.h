/*
 * lib/libdtrace/dt_difo.h -- the compiler back end's data: the user-level
 * DIF object (DIFO), the DIF opcode table, the DIF assembler interface, the
 * program description handed to the DOF writer, and the disassembler.
 *
 * Where it sits in the flow (DESIGN.md "How a D program flows"):
 *
 *   cooked tree --dt_cg.c--> dt_as_t (instruction list with labels,
 *   constant tables, variable references) --dt_as.c--> dt_difo_t
 *   --dt_cg.c--> dt_ecbdesc_t / dt_actdesc_t --dt_dof.c--> DOF image
 *                                  \--dt_dis.c--> `dtrace -S` listing
 *
 * Invariants of a finished dt_difo_t:
 *   - dtdo_buf holds dtdo_len instructions, the last one DIF_OP_RET;
 *     every branch targets a later instruction (forward only);
 *   - every SETX index is < dtdo_intlen, every SETS offset < dtdo_strlen;
 *   - dtdo_strtab starts with a NUL byte (offset 0 is the empty string),
 *     holds each distinct string once, and every vartab name offset is in
 *     it; dtdo_inttab holds each distinct value once;
 *   - dtdo_rtype is the type of the returned value (DIF_TYPE_STRING with
 *     DIF_TF_BYREF and the strsize for strings; DIF_TF_BYREF for values
 *     returned by address; else the value's size in bytes, 0 for void).
 *
 * The opcode table (dt_dif_optab) is the ONE description of DIF opcodes in
 * libdtrace: name and operand format, used by the assembler's checks and
 * by the disassembler (DESIGN.md "One table, many uses").
 */
#ifndef _DT_DIFO_H
#define _DT_DIFO_H

#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <dtrace/dtrace.h>
#include "dt_impl.h"

/* ---- the user-level DIFO ------------------------------------------------ */

typedef struct dt_difo {
	dif_instr_t *dtdo_buf;		/* instructions */
	uint32_t dtdo_len;		/* number of instructions */
	uint64_t *dtdo_inttab;		/* integer table (SETX) */
	uint32_t dtdo_intlen;		/* entries in the integer table */
	char *dtdo_strtab;		/* string table (SETS, variable names) */
	uint32_t dtdo_strlen;		/* bytes in the string table */
	dtrace_difv_t *dtdo_vartab;	/* variables referenced */
	uint32_t dtdo_varlen;		/* entries in the variable table */
	dtrace_diftype_t dtdo_rtype;	/* type of the returned value */
	int dtdo_destructive;		/* calls a destructive subroutine */
} dt_difo_t;

/**
 * dt_difo_free - free @dp and its tables (NULL is allowed).
 */
extern void dt_difo_free(dt_difo_t *dp);

/**
 * dt_difo_const - a new DIFO that returns the 64-bit constant @value
 * (setx DT_INTEGER[0], %r1; ret %r1), with an 8-byte integer return type.
 * Returns NULL when out of memory.
 */
extern dt_difo_t *dt_difo_const(uint64_t value);

/* ---- the opcode table --------------------------------------------------- */

/* Operand formats of DIF instructions (how they are printed and checked). */
typedef enum dt_diffmt {
	DT_DIFFMT_NONE,		/* no operands: nop, popts, flushts, illegal */
	DT_DIFFMT_R1R2RD,	/* op %r1, %r2, %rd */
	DT_DIFFMT_R1RD,		/* op %r1, %rd */
	DT_DIFFMT_R1R2,		/* cmp, scmp: op %r1, %r2 */
	DT_DIFFMT_R1,		/* tst %r1 */
	DT_DIFFMT_BRANCH,	/* op label */
	DT_DIFFMT_LOAD,		/* op [%r1], %rd */
	DT_DIFFMT_STORE,	/* op %r1, [%rd] */
	DT_DIFFMT_RET,		/* ret %rd */
	DT_DIFFMT_SETX,		/* setx DT_INTEGER[i], %rd */
	DT_DIFFMT_SETS,		/* sets DT_STRING[i], %rd */
	DT_DIFFMT_LDA,		/* op DT_VAR(v), %r2, %rd (v in the r1 field) */
	DT_DIFFMT_LDV,		/* op DT_VAR(v), %rd */
	DT_DIFFMT_STV,		/* op %rs, DT_VAR(v) */
	DT_DIFFMT_CALL,		/* call DIF_SUBR(s), %rd */
	DT_DIFFMT_PUSHTS,	/* pushtr/pushtv DT_TYPE(t), %r2, %rs */
	DT_DIFFMT_XLATE		/* xlate/xlarg DT_XLREF[i], %rd */
} dt_diffmt_t;

typedef struct dt_difop {
	const char *dop_name;		/* mnemonic as -S prints it */
	dt_diffmt_t dop_fmt;		/* operand format */
} dt_difop_t;

/* Indexed by opcode, 0..DIF_OP_MAX; entry 0 is "(illegal opcode)". */
extern const dt_difop_t dt_dif_optab[DIF_OP_MAX + 1];

/**
 * dt_dif_op - the table entry of opcode @op; unknown opcodes get entry 0.
 */
extern const dt_difop_t *dt_dif_op(unsigned int op);

/**
 * dt_dif_subrname - the D name of subroutine @subr (DIF_SUBR_*), or
 * "unknown" (as the reference's disassembly prints it).
 */
extern const char *dt_dif_subrname(unsigned int subr);

/* ---- the assembler ------------------------------------------------------ */

/*
 * An instruction list under construction.  Labels are small integers from
 * dt_as_label(); a branch is emitted with the label number in its label
 * field and dt_as_place() binds the label to the position of the next
 * instruction emitted.  dt_as_assemble() resolves labels, builds the
 * tables and the DIFO.  Errors (out of memory, table overflow, backward
 * branch) are sticky: they are reported by dt_as_assemble().
 */
typedef struct dt_as_var {
	const char *dav_name;		/* variable name (owned by the caller) */
	uint32_t dav_id;		/* DIF variable id */
	uint8_t dav_kind;		/* DIFV_KIND_* */
	uint8_t dav_scope;		/* DIFV_SCOPE_* */
	uint16_t dav_flags;		/* DIFV_F_REF / DIFV_F_MOD */
	dtrace_diftype_t dav_type;	/* value type */
} dt_as_var_t;

typedef struct dt_as {
	dif_instr_t *as_buf;		/* instructions emitted */
	uint32_t as_len, as_cap;
	uint32_t *as_labels;		/* label -> instruction index */
	uint32_t as_nlabels, as_labcap;
	uint64_t *as_ints;		/* integer table */
	uint32_t as_nints, as_intcap;
	char *as_strs;			/* string table (offset 0 = "") */
	uint32_t as_strlen, as_strcap;
	dt_as_var_t *as_vars;		/* variables referenced */
	uint32_t as_nvars, as_varcap;
	int as_err;			/* sticky error: 0 or DT_AS_E* */
} dt_as_t;

#define DT_AS_ENOMEM	1		/* out of memory */
#define DT_AS_EINT2BIG	2		/* integer table overflow */
#define DT_AS_ESTR2BIG	3		/* string table overflow */
#define DT_AS_EBACKWARD	4		/* branch to an earlier instruction */
#define DT_AS_ELABEL	5		/* branch to a label never placed */
#define DT_AS_ETOOBIG	6		/* too many instructions */

#define DT_AS_NOLABEL	((uint32_t)-1)	/* label not yet placed */

extern void dt_as_init(dt_as_t *as);
extern void dt_as_fini(dt_as_t *as);

/** dt_as_emit - append instruction @instr; returns its index. */
extern uint32_t dt_as_emit(dt_as_t *as, dif_instr_t instr);

/** dt_as_patch - replace the instruction at index @pos by @instr. */
extern void dt_as_patch(dt_as_t *as, uint32_t pos, dif_instr_t instr);

/** dt_as_label - a new, unplaced label. */
extern uint32_t dt_as_label(dt_as_t *as);

/** dt_as_place - bind @label to the next instruction emitted. */
extern void dt_as_place(dt_as_t *as, uint32_t label);

/** dt_as_branch - emit branch @op (DIF_OP_BA..DIF_OP_BLEU) to @label. */
extern void dt_as_branch(dt_as_t *as, unsigned int op, uint32_t label);

/**
 * dt_as_intern_int - index of @value in the integer table (added once).
 * dt_as_intern_str - offset of @s in the string table (added once).
 * Both return 0 and set the sticky error on overflow.
 */
extern uint32_t dt_as_intern_int(dt_as_t *as, uint64_t value);
extern uint32_t dt_as_intern_str(dt_as_t *as, const char *s);

/** dt_as_setx - emit "setx DT_INTEGER[i], %rd" loading @value. */
extern void dt_as_setx(dt_as_t *as, unsigned int rd, uint64_t value);

/** dt_as_sets - emit "sets DT_STRING[i], %rd" loading the address of @s. */
extern void dt_as_sets(dt_as_t *as, unsigned int rd, const char *s);

/**
 * dt_as_var - note that the code references variable @id of @scope and
 * @kind named @name with access @flags (DIFV_F_REF, DIFV_F_MOD) and value
 * type @tp.  Repeated references merge their flags.
 */
extern void dt_as_var(dt_as_t *as, const char *name, uint32_t id,
    unsigned int kind, unsigned int scope, unsigned int flags,
    const dtrace_diftype_t *tp);

/**
 * dt_as_assemble - resolve labels and build the DIFO with return type
 * @rtype.  The variable table lists thread-local, then global, then
 * clause-local variables, each in order of first reference, and their
 * names follow the code's strings in the string table (as the reference
 * lays them out).  Returns the DIFO, or NULL with *errp set to DT_AS_E*.
 * @as may be reused after dt_as_fini()/dt_as_init().
 */
extern dt_difo_t *dt_as_assemble(dt_as_t *as,
    const dtrace_diftype_t *rtype, int *errp);

/** dt_as_strerror - a message for assembler error @err. */
extern const char *dt_as_strerror(int err);

/* ---- program description for the DOF writer ----------------------------- */

/*
 * One action description: an element of an ECB's action list.  For
 * printf-like actions dad_fmt is the format string; the DOF writer puts it
 * in the DOF string table and stores its offset in dofa_arg.
 */
typedef struct dt_actdesc {
	struct dt_actdesc *dad_next;
	dt_difo_t *dad_difo;		/* value DIFO, or NULL */
	uint32_t dad_kind;		/* DTRACEACT_* / DTRACEAGG_* */
	uint32_t dad_ntuple;		/* aggregations: key tuple length */
	uint64_t dad_arg;		/* kind-specific argument */
	uint64_t dad_uarg;		/* user argument */
	char *dad_fmt;			/* format string, or NULL */
} dt_actdesc_t;

/*
 * One ECB description: a probe description with the clause's predicate
 * and actions.  A clause with N probe descriptions yields N of these
 * sharing ded_pred and ded_actions (the DOF writer emits shared DIFOs and
 * action lists once).
 */
typedef struct dt_ecbdesc {
	struct dt_ecbdesc *ded_next;
	dtrace_probedesc_t ded_probe;	/* provider:module:function:name */
	dt_difo_t *ded_pred;		/* predicate, or NULL */
	dt_actdesc_t *ded_actions;	/* actions, or NULL (default record) */
	uint64_t ded_uarg;		/* library argument (dofe_uarg) */
} dt_ecbdesc_t;

typedef struct dt_dofopt {
	uint32_t ddo_option;		/* DTRACEOPT_* */
	uint64_t ddo_value;		/* its value */
} dt_dofopt_t;

/**
 * dt_dof_create - write the DOF image of the ECB descriptions @edp (a
 * list) and @nopts options @opts: a dof_hdr_t, the section headers, then
 * each section's data at its alignment (DOF_SECT_ECBDESC with PROBEDESC,
 * predicate and action DIFOHDRs, ACTDESC arrays, DIF/INTTAB/STRTAB/VARTAB
 * per DIFO, OPTDESC, and one STRTAB for probe names and formats).
 * Returns 0 with the malloc'd image in *dofp and its size in *sizep, or -1
 * (out of memory).
 */
extern int dt_dof_create(const dt_ecbdesc_t *edp, const dt_dofopt_t *opts,
    size_t nopts, void **dofp, size_t *sizep);

/* ---- printf-like argument checking (dt_cg.c) ------------------------------ */

struct dt_node;
struct dt_pfargv;

/**
 * dt_cg_printf_validate - check the arguments @args of printf-like call
 * @fnp against its parsed format @pfv as the reference does, raising
 * D_PRINTF_DYN_PROTO, D_PRINTF_DYN_TYPE, D_PRINTF_AGG_CONV,
 * D_PRINTF_ARG_PROTO, D_PRINTF_ARG_TYPE or D_PRINTF_ARG_EXTRA with
 * dnerror() (never returns then).  @foff is the number of arguments
 * before @args (1 for printf's format string).  The code generator calls
 * it for printf(), system() and freopen(); the front end may call it
 * while cooking instead of checking only the count.
 */
extern void dt_cg_printf_validate(const struct dt_node *fnp,
    const struct dt_pfargv *pfv, const struct dt_node *args, int foff);

/* ---- the disassembler ---------------------------------------------------- */

/**
 * dt_dis - print the disassembly of @dp on @fp in the reference's `-S`
 * layout: "DIFO 0x<addr> returns <type>", the OFF/OPCODE/INSTRUCTION
 * listing with comments naming constants, strings and variables, and the
 * variable table when the DIFO has one.
 */
extern void dt_dis(const dt_difo_t *dp, FILE *fp);

/** dt_dis_typestr - the reference's spelling of DIF type @t into @buf. */
extern char *dt_dis_typestr(const dtrace_diftype_t *t, char *buf, size_t len);

#endif /* _DT_DIFO_H */
