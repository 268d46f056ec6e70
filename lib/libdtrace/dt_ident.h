/*
 * lib/libdtrace/dt_ident.h -- identifier tables of the D compiler.
 *
 * A dt_idhash_t maps names to dt_ident_t (see dt_parser.h).  The handle
 * has one table each for globals (built-in variables, subroutines, actions,
 * aggregating functions, user globals and inlines), thread-locals
 * (self->), aggregations (@), macro variables ($pid ...) and enumerators;
 * each clause has one for clause-locals (this->).
 *
 * The built-in identifiers come from ONE table (dt_ident.c: name, kind,
 * DIF id or action, prototype), used to check calls (D_PROTO_LEN,
 * D_PROTO_ARG) and to type built-in variables.
 *
 * Prototypes are strings "rettype(arg, arg, ...)": "@" matches any type,
 * "..." any number of further arguments, "[type]" an optional argument.
 */
#ifndef _DT_IDENT_H
#define _DT_IDENT_H

#include "dt_parser.h"

#define DT_IDHASH_SIZE	128

typedef struct dt_idhash {
	const char *dh_name;		/* "global", "thread-local", ... */
	dt_ident_t *dh_hash[DT_IDHASH_SIZE];
	uint32_t dh_nextid;		/* next variable id to hand out */
	uint32_t dh_maxid;		/* highest id + 1 */
	uint32_t dh_nelems;
} dt_idhash_t;

extern void dt_idhash_init(dt_idhash_t *dhp, const char *name,
    uint32_t minid, uint32_t maxid);
extern dt_ident_t *dt_idhash_lookup(const dt_idhash_t *dhp, const char *name);
extern void dt_idhash_insert(dt_idhash_t *dhp, dt_ident_t *idp);
extern int dt_idhash_nextid(dt_idhash_t *dhp, uint32_t *idp);

/* Load the built-in identifiers into @dhp (allocated in @ap). */
struct dt_arena;
extern int dt_ident_builtins(dtrace_hdl_t *dtp, dt_idhash_t *dhp,
    struct dt_arena *ap);

/* "associative array", "scalar", "aggregation", ... (for messages) */
extern const char *dt_idkind_name(dt_idkind_t kind);

/* Name of a thread-local/local prefix for messages: "self->", "this->", "". */
extern const char *dt_ident_prefix(const dt_ident_t *idp);

/*
 * Check the argument list @args (cooked) of a call of @idp against its
 * prototype; raise D_PROTO_LEN / D_PROTO_ARG as the reference words them.
 * @prefix/@suffix decorate the name ("" and "( )" for functions).
 */
extern void dt_ident_check_proto(dt_node_t *dnp, dt_ident_t *idp,
    dt_node_t *args, const char *prefix, const char *suffix);

/* Is @idp a user variable not yet referenced, modified or declared? */
extern int dt_ident_unref(const dt_ident_t *idp);

#endif /* _DT_IDENT_H */
