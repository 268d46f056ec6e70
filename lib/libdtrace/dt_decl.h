/*
 * lib/libdtrace/dt_decl.h -- C/D declarations: the declaration stack the
 * grammar drives while it reads declaration specifiers and declarators,
 * and the conversion of a finished declaration to a CTF type.
 *
 * A dt_decl_t chain describes one declarator from the outside in: the top
 * is the outermost derivation (pointer, array, function), the bottom the
 * base type from the specifiers (kind + name + attributes).
 *
 * C binds a declarator's array and function suffixes tighter than its
 * "*" prefixes, and a parenthesised group's suffixes apply to what the
 * group declares: in int (*f)[3] f is a pointer to an array.  So each
 * identifier or group remembers the decl that was on top when it began;
 * its suffixes are inserted directly above that decl, in order, beneath
 * whatever the group itself pushed (dt_decl_group_open/close).
 */
#ifndef _DT_DECL_H
#define _DT_DECL_H

#include "dt_pcb.h"

/* Storage classes. */
#define DT_DC_DEFAULT	0
#define DT_DC_AUTO	1
#define DT_DC_REGISTER	2
#define DT_DC_STATIC	3
#define DT_DC_EXTERN	4
#define DT_DC_TYPEDEF	5
#define DT_DC_SELF	6
#define DT_DC_THIS	7

/* Specifier attributes. */
#define DT_DA_SIGNED	0x0001
#define DT_DA_UNSIGNED	0x0002
#define DT_DA_SHORT	0x0004
#define DT_DA_LONG	0x0008
#define DT_DA_LONGLONG	0x0010
#define DT_DA_CONST	0x0020
#define DT_DA_RESTRICT	0x0040
#define DT_DA_VOLATILE	0x0080

#define DT_K_UNKNOWN	0	/* CTF_K_UNKNOWN */

typedef struct dt_decl {
	int dd_kind;		/* CTF_K_* (DT_K_UNKNOWN: not yet known) */
	uint32_t dd_attr;	/* DT_DA_* */
	char *dd_name;		/* type name / tag, or NULL */
	ctf_id_t dd_type;	/* struct/union/enum just defined, or CTF_ERR */
	dt_node_t *dd_node;	/* arrays: dimension (INT) or key type list */
	struct dt_decl *dd_next;	/* what this derivation applies to */
} dt_decl_t;

extern void dt_scope_push(void);
extern dt_decl_t *dt_scope_pop(void);
extern dt_scope_t *dt_scope(void);

extern dt_decl_t *dt_decl_spec(int kind, char *name);
extern dt_decl_t *dt_decl_attr(uint32_t attr);
extern void dt_decl_class(int dclass);
extern dt_decl_t *dt_decl_ident(char *name);
extern dt_decl_t *dt_decl_ptr(void);
extern dt_decl_t *dt_decl_array(dt_node_t *dim, int newgroup);
extern dt_decl_t *dt_decl_func(dt_node_t *params, int newgroup);
extern void dt_decl_group_open(void);
extern void dt_decl_group_close(void);
extern dt_decl_t *dt_decl_top(void);
extern dt_decl_t *dt_decl_pop(void);
extern dt_decl_t *dt_decl_pop_param(char **namep);
extern void dt_decl_reset(void);

extern void dt_decl_sou(int kind, char *name);
extern void dt_decl_sou_end(void);
extern void dt_decl_member(dt_node_t *bits);
extern void dt_decl_enum(char *name);
extern void dt_decl_enumerator(char *name, dt_node_t *value);

/* The type of @ddp (created in the D container as needed); longjmps. */
extern void dt_decl_type(dt_decl_t *ddp, dt_tinfo_t *tip);

#endif /* _DT_DECL_H */
