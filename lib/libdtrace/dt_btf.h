/*
 * lib/libdtrace/dt_btf.h -- kernel types from BTF (BPF Type Format), as a
 * libctf container (dt_btf.c).
 *
 * Where it sits: the type lookups of the compiler (dt_type.c) and the
 * kernel symbol references (dt_ksym.c) ask for the kernel's types when C
 * and D do not have them; dt_btf.c reads the raw BTF the kernel exports
 * (/sys/kernel/btf/vmlinux) and converts it into one writable CTF dict,
 * the types of the module "vmlinux" (Oracle Linux DTrace's name for the
 * core kernel).
 *
 * Two steps, each done once and only on demand: dt_btf_open() reads,
 * checks and indexes the BTF (names of types and of symbols; cheap), and
 * dt_btf_ctf() converts every type (costly: ~100k types), only when a
 * name the index knows is actually wanted.
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include <stddef.h>
#include <stdint.h>
#include <ctf-api.h>

typedef struct dt_btf dt_btf_t;

/* Name spaces of the index (C's tag spaces, ordinary names, symbols). */
typedef enum dt_btf_ns {
	DT_BTF_NS_STRUCT = 1,	/* struct tags (STRUCT, struct FWD) */
	DT_BTF_NS_UNION,	/* union tags (UNION, union FWD) */
	DT_BTF_NS_ENUM,		/* enum tags (ENUM, ENUM64) */
	DT_BTF_NS_TYPE,		/* ordinary type names (INT, FLOAT, TYPEDEF) */
	DT_BTF_NS_SYM		/* symbols (VAR, FUNC) */
} dt_btf_ns_t;

/**
 * dt_btf_open - read the raw BTF file @path, check its header and every
 * type record, and index the names.  Returns the handle, or NULL with a
 * message ("PATH: why") in @err of @errlen bytes: a missing file, a
 * short read, a bad magic or version, sections out of bounds, an unknown
 * kind or a truncated record, a name or type id out of range.
 */
dt_btf_t *dt_btf_open(const char *path, char *err, size_t errlen);

/** dt_btf_close - free @btf and the dict it converted (if any). */
void dt_btf_close(dt_btf_t *btf);

/**
 * dt_btf_lookup - the BTF id of the type (or symbol) @name in name space
 * @ns, preferring a definition over a forward declaration; 0 if none.
 */
uint32_t dt_btf_lookup(const dt_btf_t *btf, dt_btf_ns_t ns, const char *name);

/**
 * dt_btf_ctf - the CTF dict holding every BTF type (converted on the
 * first call, then kept), or NULL with the reason in @err.  The dict is
 * writable: the compiler adds pointer and array types to it.
 */
ctf_dict_t *dt_btf_ctf(dt_btf_t *btf, char *err, size_t errlen);

/**
 * dt_btf_symtype - the CTF type (in dt_btf_ctf()'s dict) of symbol @name:
 * a VAR's type, or a FUNC's function type.  CTF_ERR if BTF has no such
 * symbol or the conversion failed (reason in @err).
 */
ctf_id_t dt_btf_symtype(dt_btf_t *btf, const char *name, char *err,
    size_t errlen);

/** dt_btf_ntypes - the number of BTF types (without void), for reports. */
uint32_t dt_btf_ntypes(const dt_btf_t *btf);

#endif /* DT_BTF_H */
