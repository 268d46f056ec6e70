/*
 * lib/libdtrace/dt_kmod.h -- the kernel's modules as the compiler sees
 * them: containers of types (from BTF) and of symbols (from kallsyms), as
 * the reference's kernel modules are (dt_kmod.c).
 */
#ifndef DT_KMOD_H
#define DT_KMOD_H

#include <stdint.h>
#include <ctf-api.h>

struct dt_ccstate;

/* What dt_kmod_symbol() found. */
typedef enum dt_ksymres {
	DT_KSYM_OK = 0,
	DT_KSYM_NOMOD,		/* no such kernel module */
	DT_KSYM_NOSYM,		/* no such symbol */
	DT_KSYM_NOTYPES		/* the symbol's module gives it no type */
} dt_ksymres_t;

typedef struct dt_ksymref {
	const char *kr_mod;	/* the module holding the symbol */
	uint64_t kr_addr;	/* its address (0 if kallsyms hides them) */
	ctf_dict_t *kr_ctfp;	/* its type */
	ctf_id_t kr_type;
	char kr_why[256];	/* DT_KSYM_NOTYPES: the reason */
} dt_ksymref_t;

/**
 * dt_kmod_types - the type container of kernel module @mod ("vmlinux";
 * "genunix" is its alias; NULL: any kernel module) if it holds a type
 * whose name, without trailing '*'s, is @name ("struct task_struct",
 * "pid_t", "enum pid_type *"); else NULL.  Reads and converts the
 * kernel's BTF on first need (dt_btf.c).
 */
ctf_dict_t *dt_kmod_types(struct dt_ccstate *cc, const char *mod,
    const char *name);

/**
 * dt_kmod_symbol - resolve kernel symbol @name of module @mod (NULL: the
 * core kernel, then every module), with its address and type (a BTF VAR's
 * type, or a BTF FUNC's function type) into @ref.
 */
dt_ksymres_t dt_kmod_symbol(struct dt_ccstate *cc, const char *mod,
    const char *name, dt_ksymref_t *ref);

/**
 * dt_kmod_fbt_argtype - the type of args[@ndx] of fbt probe
 * vmlinux:@func:@name as the kernel's BTF prototype of @func gives it:
 * entry: parameter @ndx; return: args[1] is the return type (args[0],
 * the return offset, keeps the provider's type).  The module hands fbt
 * arguments as untyped registers and leaves the typing to the consumer,
 * which has the kernel's types (README, "Kernel module").  Returns 1 with
 * the C type name in @buf (@len bytes), 0 when BTF has no prototype (the
 * provider's type stays), -1 when the function has no such argument.
 */
int dt_kmod_fbt_argtype(struct dt_ccstate *cc, const char *func,
    const char *name, int ndx, char *buf, size_t len);

/** dt_kmod_fini - free the kernel types of @cc. */
void dt_kmod_fini(struct dt_ccstate *cc);

#endif /* DT_KMOD_H */
