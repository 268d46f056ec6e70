/*
 * lib/libdtrace/dt_kallsyms.h -- the kernel's symbol table, as
 * /proc/kallsyms lists it (dt_kallsyms.c): the one reader of that file,
 * used by the consumer to print kernel addresses (dt_stack.c) and by the
 * compiler to resolve `sym and mod`sym (dt_kmod.c).
 */
#ifndef DT_KALLSYMS_H
#define DT_KALLSYMS_H

#include <stdint.h>

/* A kernel symbol.  The core kernel's module is "vmlinux". */
typedef struct dt_ksym {
	uint64_t ks_addr;	/* 0 when kallsyms hides addresses */
	char *ks_name;
	const char *ks_mod;
	char ks_type;		/* nm(1)-style type letter: 't', 'D', ... */
} dt_ksym_t;

/**
 * dt_kallsyms_byaddr - the text symbol at or below kernel address @pc
 * (its function), or NULL when none is known.
 */
const dt_ksym_t *dt_kallsyms_byaddr(uint64_t pc);

/**
 * dt_kallsyms_byname - symbol @name of module @mod, or of any module when
 * @mod is NULL (the core kernel first, then the modules in the order
 * kallsyms lists them); the first one listed when a module has several
 * of that name.  NULL if none.
 */
const dt_ksym_t *dt_kallsyms_byname(const char *mod, const char *name);

/** dt_kallsyms_module - is @mod a kernel module kallsyms knows? */
int dt_kallsyms_module(const char *mod);

#endif /* DT_KALLSYMS_H */
