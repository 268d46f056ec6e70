/*
 * lib/libdtrace/dt_symtab.h -- symbol tables of traced processes: the
 * objects mapped into a process (from /proc/PID/maps) and their ELF
 * symbols (.symtab, else .dynsym, through libelf).  Used by the pid
 * provider's probe creation (dt_pid.c) and by the consumer to print user
 * stacks and addresses (dt_stack.c).
 *
 * Invariants: one table per pid, cached for the life of the library (so
 * stacks of a process that has exited still print symbolised); a
 * refresh re-reads the maps and keeps the objects already read.  All
 * functions are safe to call from several threads (one lock).
 */
#ifndef DT_SYMTAB_H
#define DT_SYMTAB_H

#include <stdint.h>
#include <sys/types.h>

typedef struct dt_usym {
	uint64_t us_value;		/* unrelocated st_value */
	uint64_t us_size;
	const char *us_name;
	uint8_t us_type;		/* STT_* */
	uint8_t us_bind;		/* STB_* */
	uint8_t us_dyn;			/* from .dynsym */
	uint8_t us_hidden;		/* a hidden (compat) version: cfree@ */
} dt_usym_t;

typedef struct dt_umod {
	char *um_path;			/* file as mapped */
	const char *um_name;		/* its basename: "libc.so.6", "prog" */
	int um_exec;			/* the executable (a.out) */
	uint64_t um_bias;		/* runtime address = st_value + bias */
	uint64_t um_lo, um_hi;		/* mapped range [lo, hi) */
	dt_usym_t *um_syms;		/* by address; .symtab, or .dynsym */
	size_t um_nsyms;
	dt_usym_t *um_dsyms;		/* .dynsym, when .symtab was used */
	size_t um_ndsyms;
	char *um_strs;			/* names */
	uint64_t *um_lvaddr;		/* PT_LOAD: vaddr, offset, filesz */
	uint64_t *um_loff, *um_lsz;
	int um_nload;
	struct dt_ualias *um_aliases;	/* dt_symtab_alias() names */
} dt_umod_t;

typedef struct dt_uproc_syms {
	pid_t up_pid;
	dt_umod_t **up_mods;
	int up_nmods;
	uint64_t up_refreshed;		/* ns of the last maps read */
	struct dt_umods_retired *up_retired;	/* replaced up_mods arrays */
	struct dt_uproc_syms *up_next;
} dt_uproc_syms_t;

/**
 * dt_symtab_get - the symbol tables of process @pid, read now when
 * @refresh (or never read).  Returns NULL when the process was never
 * readable.
 */
dt_uproc_syms_t *dt_symtab_get(pid_t pid, int refresh);

/** dt_symtab_refresh - re-read the maps of @pid (a library was mapped). */
void dt_symtab_refresh(pid_t pid);

/**
 * dt_symtab_addr - find the object and function containing @addr in
 * @pid.  Fills *@modp (or NULL) and *@symp (or NULL); returns 0 when a
 * symbol was found, -1 otherwise.  A missing object triggers one refresh
 * of the maps (rate-limited) while the process lives.
 */
int dt_symtab_addr(pid_t pid, uint64_t addr, const dt_umod_t **modp,
    const dt_usym_t **symp);

/**
 * dt_symtab_byname - the function @name of @mod (.symtab, then .dynsym),
 * or NULL.
 */
const dt_usym_t *dt_symtab_byname(const dt_umod_t *mod, const char *name);

/**
 * dt_symtab_canon - the preferred symbol at the same address and size as
 * @sym in @mod (the name ustack prints), or @sym.
 */
const dt_usym_t *dt_symtab_canon(const dt_umod_t *mod, const dt_usym_t *sym);

/**
 * dt_symtab_alias - name the function at unrelocated @vaddr (@size bytes)
 * of @mod @name for dt_symtab_addr(), where no symbol covers it (the
 * local implementation an IFUNC resolved to, in a library without
 * .symtab: its addresses print as `libc.so.6`strlen+0x10).  Kept for the
 * life of the library, like the module.
 */
void dt_symtab_alias(const dt_umod_t *mod, uint64_t vaddr, uint64_t size,
    const char *name);

/**
 * dt_symtab_text - read @len bytes of @mod's file image at unrelocated
 * virtual address @vaddr into @buf.  Returns 0 or -1.
 */
int dt_symtab_text(const dt_umod_t *mod, uint64_t vaddr, void *buf,
    size_t len);

/**
 * dt_symtab_foff - file offset of unrelocated virtual address @vaddr of
 * @mod (what uprobes want), or UINT64_MAX.
 */
uint64_t dt_symtab_foff(const dt_umod_t *mod, uint64_t vaddr);

#endif /* DT_SYMTAB_H */
