/*
 * lib/libdtrace/dt_type.h -- D types in binutils' libctf containers.
 *
 * One writable CTF dict per handle (cc_ctfp) holds the D intrinsic types
 * (the C integer and floating types of the LP64 model, the <stdint.h> and
 * system typedefs D programs use, D's `string`, and the internal stack and
 * symbol-address types) and every user typedef/struct/union/enum.  The
 * compiler describes each expression's type with a dt_tinfo_t computed
 * from a (dict, id) pair by dt_tinfo_fill().
 */
#ifndef _DT_TYPE_H
#define _DT_TYPE_H

#include "dt_parser.h"

struct dt_ccstate;

/* Create the D container with the intrinsic types.  Returns 0 or -1. */
extern int dt_type_init(dtrace_hdl_t *dtp, struct dt_ccstate *cc);
extern void dt_type_fini(struct dt_ccstate *cc);

/* Fill @tip for type @type of @ctfp. */
extern void dt_tinfo_fill(dtrace_hdl_t *dtp, ctf_dict_t *ctfp, ctf_id_t type,
    dt_tinfo_t *tip);

/*
 * Type by name ("int", "struct foo *", "string"), possibly scoped with a
 * backquote ("D`string", "C`int", "struct D`foo", "vmlinux`u32": Dynamic
 * Tracing Guide, "Type Namespaces"; C holds the ANSI-C intrinsics, D
 * everything of the handle's container, vmlinux the kernel's BTF types).
 * Unscoped names are searched in D, then in the kernel (dt_kmod.c), the
 * result then living in the kernel's container.  0, or -1 if unknown (or
 * scoped to an object that has no types here).
 */
extern int dt_type_lookup(const char *name, dt_tinfo_t *tip);

/* Type info of a well-known type of the D container. */
extern void dt_type_int(dt_tinfo_t *tip);		/* int */
extern void dt_type_string(dt_tinfo_t *tip);		/* string */
extern void dt_type_byid(ctf_id_t id, dt_tinfo_t *tip);
extern void dt_type_dyn(dt_tinfo_t *tip);		/* <DYN> */

/* Pointer to @tip's type (created on demand).  0 or -1. */
extern int dt_type_pointer(const dt_tinfo_t *tip, dt_tinfo_t *out);

/* Array of @n elements of @tip's type (created).  0 or -1. */
extern int dt_type_array(const dt_tinfo_t *tip, uint32_t n, dt_tinfo_t *out);

/* The D spelling of @tip ("int", "char *", "string", "struct foo"). */
extern char *dt_type_name(const dt_tinfo_t *tip, char *buf, size_t len);

/* Type predicates. */
extern int dt_type_is_integer(const dt_tinfo_t *tip);
extern int dt_type_is_arith(const dt_tinfo_t *tip);
extern int dt_type_is_scalar(const dt_tinfo_t *tip);
extern int dt_type_is_pointer(const dt_tinfo_t *tip);	/* pointer or array */
extern int dt_type_is_string(const dt_tinfo_t *tip);
extern int dt_type_is_strcompat(const dt_tinfo_t *tip);	/* string, char *, char[] */
extern int dt_type_is_void(const dt_tinfo_t *tip);
extern int dt_type_is_vfptr(const dt_tinfo_t *tip);	/* void* or function ptr */
extern int dt_type_is_dynamic(const dt_tinfo_t *tip);
extern int dt_type_same(const dt_tinfo_t *a, const dt_tinfo_t *b);

/* The usual arithmetic conversions: the promoted type of @a and @b. */
extern void dt_type_promote(const dt_tinfo_t *a, const dt_tinfo_t *b,
    dt_tinfo_t *out);

/* Pointer and argument compatibility (the reference's K&R rules). */
extern int dt_type_ptrcompat(const dt_tinfo_t *l, int lzero,
    const dt_tinfo_t *r, int rzero, dt_tinfo_t *out);
extern int dt_type_argcompat(const dt_tinfo_t *l, const dt_tinfo_t *r,
    int rzero);

/* C alignment in bytes (struct: the largest member's). */
extern size_t dt_type_align(ctf_dict_t *fp, ctf_id_t type);

/* Refresh the string type if the strsize option changed. */
extern void dt_type_sync_strsize(dtrace_hdl_t *dtp);

#endif /* _DT_TYPE_H */
