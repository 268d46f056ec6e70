/*
 * lib/libdtrace/dt_ifunc.h -- the implementation a GNU indirect function
 * (STT_GNU_IFUNC) resolved to in a traced process, and the bounds of
 * functions that have no symbol (dt_ifunc.c).
 *
 * Where it sits: dt_pid.c asks here, at probe creation and when the
 * loader maps objects or runs a resolver, where pid<N>:MOD:IFUNC probes
 * must go: not on the resolver (the symbol's value, run once by the
 * loader) but on the function it selected for this process.
 *
 * Invariants: nothing is ever called in the target; its memory is only
 * read (relocated GOT slots).  An answer is given only when it is
 * certain: a slot that is not relocated or not bound yet yields "not
 * known", never a wrong address.
 */
#ifndef DT_IFUNC_H
#define DT_IFUNC_H

#include <stdint.h>
#include <sys/types.h>

#include "dt_symtab.h"

/**
 * dt_ifunc_impl - the runtime address of the function that IFUNC @sym of
 * @mod resolved to in process @pid, read from the process's relocated GOT
 * slots: @mod's own R_X86_64_IRELATIVE relocations whose addend is the
 * resolver, else a JUMP_SLOT / GLOB_DAT / 64 slot naming the symbol in
 * any object of @up once the loader bound it.  Returns 0 with the address
 * in *@implp, or -1 when it cannot be known yet (no such slot, or not
 * relocated / bound yet, or the process is gone).
 */
int dt_ifunc_impl(pid_t pid, const dt_uproc_syms_t *up, const dt_umod_t *mod,
    const dt_usym_t *sym, uint64_t *implp);

/**
 * dt_ifunc_valid - may runtime address @addr be the implementation of an
 * IFUNC of @mod whose resolver is at unrelocated @resolver?  (In an
 * executable segment of @mod, not in its PLT, not the resolver itself.)
 * Returns 1 or 0.
 */
int dt_ifunc_valid(const dt_umod_t *mod, uint64_t resolver, uint64_t addr);

/**
 * dt_ifunc_bounds - the size of the function that starts at unrelocated
 * @vaddr of @mod and has no dynamic symbol: a .symtab symbol starting
 * there if the file has one, else the end of the .eh_frame FDE covering
 * @vaddr (libdw's CFI reader).  Returns 0 with the size in *@sizep (bytes
 * from @vaddr to the end), or -1 when neither tells.
 */
int dt_ifunc_bounds(const dt_umod_t *mod, uint64_t vaddr, uint64_t *sizep);

#endif /* DT_IFUNC_H */
