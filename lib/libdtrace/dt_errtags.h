/*
 * lib/libdtrace/dt_errtags.h -- the D compiler's error tags (D_*).
 *
 * Every compile error the front end or the code generator raises carries one
 * of these tags.  The tag names are those of the reference D compiler, so
 * `-x errtags` output and the test suite's err.D_TAG.*.d files match.
 *
 * This is the ONE table of tags: DT_ERRTAG_TABLE below expands into the
 * dt_errtag_t enumeration here and into the name/description table in
 * dt_errtags.c.  Add a tag by adding one row (at the end, to keep values).
 */
#ifndef _DT_ERRTAGS_H
#define _DT_ERRTAGS_H

#define DT_ERRTAG_TABLE(X) \
	X(D_UNKNOWN, "unknown D compiler error") \
	X(D_SYNTAX, "syntax error in input stream") \
	X(D_EMPTY, "empty translation unit") \
	X(D_TYPE_ERR, "type definition missing") \
	X(D_TYPE_MEMBER, "type member not found") \
	X(D_ASRELO, "relocation remains against symbol") \
	X(D_CG_EXPR, "tracing function called from expression") \
	X(D_CG_DYN, "expression returns dynamic result") \
	X(D_ATTR_MIN, "attributes less than amin setting") \
	X(D_ID_OFLOW, "identifier space overflow") \
	X(D_PDESC_ZERO, "probe description matches zero probes") \
	X(D_PDESC_INVAL, "probe description is not valid") \
	X(D_PRED_SCALAR, "predicate must be of scalar type") \
	X(D_FUNC_IDENT, "function designator is not an identifier") \
	X(D_FUNC_UNDEF, "function identifier is not defined") \
	X(D_FUNC_IDKIND, "function identifier is of the wrong kind") \
	X(D_OFFSETOF_TYPE, "offsetof argument is not a struct or union") \
	X(D_OFFSETOF_BITFIELD, "offsetof applied to a bit-field member") \
	X(D_SIZEOF_TYPE, "invalid sizeof type") \
	X(D_SIZEOF_BITFIELD, "sizeof applied to a bit-field member") \
	X(D_STRINGOF_TYPE, "invalid stringof type") \
	X(D_OP_IDENT, "operand must be an identifier") \
	X(D_OP_INT, "operand must be of integral type") \
	X(D_OP_SCALAR, "operand must be of scalar type") \
	X(D_OP_ARITH, "operand must be of arithmetic type") \
	X(D_OP_WRITE, "operand must be a writable variable") \
	X(D_OP_LVAL, "operand must be an lvalue") \
	X(D_OP_INCOMPAT, "operand types are not compatible") \
	X(D_OP_VFPTR, "operand cannot be void or function pointer") \
	X(D_OP_ARRFUN, "operand cannot be array or function") \
	X(D_OP_PTR, "operand must be a pointer") \
	X(D_OP_SOU, "operand must be a struct or union") \
	X(D_OP_INCOMPLETE, "operand is of incomplete type") \
	X(D_OP_DYN, "operand cannot be of dynamic type") \
	X(D_OP_ACT, "operand cannot be an action") \
	X(D_AGG_REDEF, "aggregation cannot be redefined") \
	X(D_AGG_FUNC, "aggregating function required") \
	X(D_AGG_MDIM, "aggregation used as multi-dimensional array") \
	X(D_ARR_BADREF, "non-array accessed with a tuple") \
	X(D_ARR_LOCAL, "cannot define a local associative array") \
	X(D_DIV_ZERO, "division by zero detected") \
	X(D_DEREF_NONPTR, "dereference of non-pointer type") \
	X(D_DEREF_VOID, "dereference of void pointer") \
	X(D_DEREF_FUNC, "dereference of function pointer") \
	X(D_ADDROF_LVAL, "unary & applied to non-lvalue") \
	X(D_ADDROF_VAR, "unary & applied to a variable") \
	X(D_ADDROF_BITFIELD, "unary & applied to a bit-field member") \
	X(D_XLATE_REDECL, "translator redeclared") \
	X(D_XLATE_NOCONV, "no conversion defined for member") \
	X(D_XLATE_NONE, "no translator for type combination") \
	X(D_XLATE_SOU, "translator output must be struct or union") \
	X(D_XLATE_INCOMPAT, "translator member type incompatible") \
	X(D_XLATE_MEMB, "translator member is not valid") \
	X(D_CAST_INVAL, "invalid cast expression") \
	X(D_PRAGERR, "#pragma error message") \
	X(D_PRAGCTL_INVAL, "invalid control directive") \
	X(D_PRAGMA_INVAL, "invalid compiler pragma") \
	X(D_PRAGMA_UNUSED, "unused compiler pragma") \
	X(D_PRAGMA_MALFORM, "malformed #pragma argument list") \
	X(D_PRAGMA_OPTSET, "failed to set #pragma option") \
	X(D_PRAGMA_SCOPE, "#pragma identifier scope error") \
	X(D_PRAGMA_DEPEND, "#pragma dependency not satisfied") \
	X(D_MACRO_UNDEF, "macro parameter is not defined") \
	X(D_MACRO_OFLOW, "macro parameter integer overflow") \
	X(D_MACRO_UNUSED, "macro parameter is never used") \
	X(D_INT_OFLOW, "integer constant overflow") \
	X(D_INT_DIGIT, "integer digit is not valid") \
	X(D_STR_NL, "newline in string literal") \
	X(D_CHR_NL, "newline in character constant") \
	X(D_CHR_NULL, "empty character constant") \
	X(D_CHR_OFLOW, "character constant is too long") \
	X(D_IDENT_BADREF, "identifier has unexpected kind") \
	X(D_IDENT_UNDEF, "identifier is not known or defined") \
	X(D_IDENT_AMBIG, "identifier is ambiguous") \
	X(D_SYM_BADREF, "kernel or user symbol reference mismatch") \
	X(D_SYM_NOTYPES, "no type data available for symbol") \
	X(D_SYM_MODEL, "module and program data model mismatch") \
	X(D_VAR_UNDEF, "reference to undefined variable") \
	X(D_VAR_UNSUP, "unsupported variable specification") \
	X(D_PROTO_LEN, "prototype length mismatch") \
	X(D_PROTO_ARG, "prototype argument mismatch") \
	X(D_ARGS_MULTI, "description matches an unstable set") \
	X(D_ARGS_XLATOR, "no args[] translator defined") \
	X(D_ARGS_NONE, "no args[] available") \
	X(D_ARGS_TYPE, "invalid args[] type") \
	X(D_ARGS_IDX, "invalid args[] index") \
	X(D_REGS_IDX, "invalid regs[] index") \
	X(D_KEY_TYPE, "invalid aggregation or array key type") \
	X(D_PRINTF_DYN_PROTO, "dynamic size argument missing") \
	X(D_PRINTF_DYN_TYPE, "dynamic size type mismatch") \
	X(D_PRINTF_AGG_CONV, "improper use of %@ conversion") \
	X(D_PRINTF_ARG_PROTO, "conversion missing value argument") \
	X(D_PRINTF_ARG_TYPE, "conversion argument has wrong type") \
	X(D_PRINTF_ARG_EXTRA, "extra arguments specified") \
	X(D_PRINTF_ARG_FMT, "format string is not a constant") \
	X(D_PRINTF_FMT_EMPTY, "format string is empty") \
	X(D_DECL_CHARATTR, "bad attributes for char declaration") \
	X(D_DECL_VOIDATTR, "bad attributes for void declaration") \
	X(D_DECL_SIGNINT, "signed or unsigned with non-integer declaration") \
	X(D_DECL_LONGINT, "long with non-arithmetic declaration") \
	X(D_DECL_IDENT, "old-style declaration or bad type") \
	X(D_DECL_CLASS, "more than one storage class given") \
	X(D_DECL_BADCLASS, "declaration class not supported in D") \
	X(D_DECL_PARMCLASS, "invalid class for parameter type") \
	X(D_DECL_COMBO, "bad declaration specifier combination") \
	X(D_DECL_ARRSUB, "constant integer required for array size") \
	X(D_DECL_ARRNULL, "array declaration requires dimension or tuple") \
	X(D_DECL_ARRBIG, "array size too big") \
	X(D_DECL_IDRED, "declaration identifier redeclared") \
	X(D_DECL_TYPERED, "declaration type redeclared") \
	X(D_DECL_MNAME, "member name missing") \
	X(D_DECL_SCOPE, "scoping operator used in declaration") \
	X(D_DECL_BFCONST, "bit-field requires constant size expression") \
	X(D_DECL_BFSIZE, "bit-field size too big for type") \
	X(D_DECL_BFTYPE, "bit-field type is not valid") \
	X(D_DECL_ENCONST, "enumerator requires constant expression") \
	X(D_DECL_ENOFLOW, "enumerator value overflows INT_MAX") \
	X(D_DECL_USELESS, "useless external declaration") \
	X(D_DECL_LOCASSC, "attempt to declare local associative array") \
	X(D_DECL_VOIDOBJ, "attempt to declare void object") \
	X(D_DECL_DYNOBJ, "attempt to declare dynamic object") \
	X(D_DECL_INCOMPLETE, "declaration uses incomplete type") \
	X(D_DECL_PROTO_VARARGS, "varargs not allowed in prototype") \
	X(D_DECL_PROTO_TYPE, "type not allowed in prototype") \
	X(D_DECL_PROTO_VOID, "void must be sole parameter") \
	X(D_DECL_PROTO_NAME, "void parameter may not have a name") \
	X(D_DECL_PROTO_FORM, "parameter name has no formal") \
	X(D_COMM_COMM, "commit() after commit()") \
	X(D_COMM_DREC, "commit() after data action") \
	X(D_SPEC_SPEC, "speculate() after speculate()") \
	X(D_SPEC_COMM, "speculate() after commit()") \
	X(D_SPEC_DREC, "speculate() after data action") \
	X(D_AGG_COMM, "aggregating action after commit()") \
	X(D_AGG_SPEC, "aggregating action after speculate()") \
	X(D_AGG_NULL, "aggregation statement has null effect") \
	X(D_AGG_SCALAR, "aggregating function needs scalar") \
	X(D_ACT_SPEC, "destructive action after speculate()") \
	X(D_EXIT_SPEC, "exit() after speculate()") \
	X(D_DREC_COMM, "data action after commit()") \
	X(D_PRINTA_PROTO, "printa() prototype mismatch") \
	X(D_PRINTA_AGGARG, "printa() aggregation argument type mismatch") \
	X(D_PRINTA_AGGBAD, "printa() aggregation not defined") \
	X(D_TRACE_VOID, "trace() argument has void type") \
	X(D_TRACE_DYN, "trace() argument has dynamic type") \
	X(D_TRACEMEM_ADDR, "tracemem() address has bad type") \
	X(D_TRACEMEM_SIZE, "tracemem() size has bad type") \
	X(D_TRACEMEM_DYNSIZE, "tracemem() dynamic size has bad type") \
	X(D_STACK_PROTO, "stack() prototype mismatch") \
	X(D_STACK_SIZE, "stack() size argument has bad type") \
	X(D_USTACK_FRAMES, "ustack() frames argument has bad type") \
	X(D_USTACK_STRSIZE, "ustack() strsize argument has bad type") \
	X(D_USTACK_PROTO, "ustack() prototype mismatch") \
	X(D_LQUANT_BASETYPE, "lquantize() bad base type") \
	X(D_LQUANT_BASEVAL, "lquantize() bad base value") \
	X(D_LQUANT_LIMTYPE, "lquantize() bad limit type") \
	X(D_LQUANT_LIMVAL, "lquantize() bad limit value") \
	X(D_LQUANT_MISMATCH, "lquantize() limit below base") \
	X(D_LQUANT_STEPTYPE, "lquantize() bad step type") \
	X(D_LQUANT_STEPVAL, "lquantize() bad step value") \
	X(D_LQUANT_STEPLARGE, "lquantize() step too large") \
	X(D_LQUANT_STEPSMALL, "lquantize() step too small") \
	X(D_QUANT_PROTO, "quantize() prototype mismatch") \
	X(D_PROC_OFF, "byte offset exceeds function size") \
	X(D_PROC_ALIGN, "byte offset has invalid alignment") \
	X(D_PROC_NAME, "invalid process probe name") \
	X(D_PROC_GRAB, "failed to grab process") \
	X(D_PROC_DYN, "process is not dynamically linked") \
	X(D_PROC_LIB, "invalid process library name") \
	X(D_PROC_FUNC, "no such function in process") \
	X(D_PROC_CREATEFAIL, "pid probe creation failed") \
	X(D_PROC_NODEV, "fasttrap device is not installed") \
	X(D_PROC_BADPID, "user probe pid is invalid") \
	X(D_PROC_BADPROV, "user probe provider is invalid") \
	X(D_PROC_USDT, "problem initializing USDT") \
	X(D_CLEAR_PROTO, "clear() prototype mismatch") \
	X(D_CLEAR_AGGARG, "clear() aggregation argument type mismatch") \
	X(D_CLEAR_AGGBAD, "clear() aggregation not defined") \
	X(D_NORMALIZE_PROTO, "normalize() prototype mismatch") \
	X(D_NORMALIZE_SCALAR, "normalize() value must be scalar") \
	X(D_NORMALIZE_AGGARG, "normalize() aggregation argument type mismatch") \
	X(D_NORMALIZE_AGGBAD, "normalize() aggregation not defined") \
	X(D_TRUNC_PROTO, "trunc() prototype mismatch") \
	X(D_TRUNC_SCALAR, "trunc() value must be scalar") \
	X(D_TRUNC_AGGARG, "trunc() aggregation argument type mismatch") \
	X(D_TRUNC_AGGBAD, "trunc() aggregation not defined") \
	X(D_PROV_BADNAME, "invalid provider name") \
	X(D_PROV_INCOMPAT, "provider and probe interface mismatch") \
	X(D_PROV_PRDUP, "duplicate probe declaration") \
	X(D_PROV_PRARGLEN, "probe argument list too long") \
	X(D_PROV_PRXLATOR, "probe argument translator missing") \
	X(D_FREOPEN_INVALID, "freopen() filename is invalid") \
	X(D_LLQUANT_FACTORTYPE, "llquantize() bad factor type") \
	X(D_LLQUANT_FACTORVAL, "llquantize() bad factor value") \
	X(D_LLQUANT_FACTORNSTEPS, "llquantize() steps not a multiple of factor") \
	X(D_LLQUANT_FACTOREVEN, "llquantize() factor does not evenly divide steps") \
	X(D_LLQUANT_FACTORSMALL, "llquantize() factor too small") \
	X(D_LLQUANT_MAGTYPE, "llquantize() bad magnitude type") \
	X(D_LLQUANT_MAGVAL, "llquantize() bad magnitude value") \
	X(D_LLQUANT_MAGRANGE, "llquantize() bad magnitude range") \
	X(D_LLQUANT_MAGBIG, "llquantize() magnitude too large") \
	X(D_LLQUANT_NSTEPTYPE, "llquantize() bad steps type") \
	X(D_LLQUANT_NSTEPVAL, "llquantize() bad steps value") \
	X(D_PRINTM_ADDR, "printm() memref has bad type") \
	X(D_PRINTM_SIZE, "printm() size has bad type") \
	X(D_PRINT_VOID, "print() argument has void type") \
	X(D_PRINT_DYN, "print() argument has dynamic type") \
	X(D_PRINT_AGG, "print() of an aggregation") \
	X(D_TYPE_NOTYPES, "no type information available") \
	X(D_NOREG, "insufficient registers to generate code") /* back end (dt_cg.c) */ \
	X(D_PRINTA_AGGKEY, "printa() aggregation key mismatch") \
	X(D_PRINTA_AGGPROTO, "printa() aggregation mismatch") \
	X(D_PROG_CLAUSES, "program has too many clauses") \
	X(D_ARR_BOUNDS, "array index out of bounds") \
	X(D_LQUANT_MATCHBASE, "lquantize() mismatch on base") \
	X(D_LQUANT_MATCHLIM, "lquantize() mismatch on limit") \
	X(D_LQUANT_MATCHSTEP, "lquantize() mismatch on step") \
	X(D_LLQUANT_FACTORMATCH, "llquantize() mismatch on factor") \
	X(D_LLQUANT_LOWMATCH, "llquantize() mismatch on low magnitude") \
	X(D_LLQUANT_HIGHMATCH, "llquantize() mismatch on high magnitude") \
	X(D_LLQUANT_NSTEPMATCH, "llquantize() mismatch on steps")

typedef enum dt_errtag {
#define DT_ERRTAG_ENUM(tag, desc) tag,
	DT_ERRTAG_TABLE(DT_ERRTAG_ENUM)
#undef DT_ERRTAG_ENUM
	D_MAX_ERRTAG
} dt_errtag_t;

/**
 * dt_errtag - the name of @tag ("D_SYNTAX"), or "D_UNKNOWN" when @tag is
 * out of range.
 */
extern const char *dt_errtag(dt_errtag_t tag);

/**
 * dt_errtag_desc - a one-line description of @tag (for documentation and
 * debugging; compile messages are worded at the raise site).
 */
extern const char *dt_errtag_desc(dt_errtag_t tag);

#endif /* _DT_ERRTAGS_H */
