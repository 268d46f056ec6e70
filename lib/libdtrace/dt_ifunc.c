/*
 * lib/libdtrace/dt_ifunc.c -- where a GNU indirect function went in a
 * traced process (see dt_ifunc.h).
 *
 * An STT_GNU_IFUNC symbol's value is its resolver; the dynamic loader
 * calls the resolver when it relocates a reference to the symbol and
 * stores the address it returns in the referring GOT slot.  So the
 * implementation a process uses is in its relocated GOT:
 *   - R_X86_64_IRELATIVE relocations of the defining object (glibc's own
 *     calls to strlen, memcpy, ...) carry the resolver's address as their
 *     addend; ld.so applies them eagerly, before the executable's entry
 *     point (and, for a dlopen'ed object, before dlopen returns);
 *   - JUMP_SLOT, GLOB_DAT or 64 relocations naming the symbol, in any
 *     object, once bound (JUMP_SLOTs are bound lazily, at the first call).
 * A slot is believed only when its value lies in an executable segment of
 * the defining object, outside the PLTs (a lazy slot not bound yet points
 * back into its PLT), is not the resolver, and is not another version of
 * the same name (memcpy@GLIBC_2.2.5 is a plain function beside the
 * memcpy@@GLIBC_2.14 IFUNC).  An unrelocated slot holds 0 or a link-time
 * address below the load base, so it fails the same test.
 *
 * The implementation is usually a local symbol (__strlen_avx2) missing
 * from .dynsym; its extent, needed for return and offset probes, comes
 * from .symtab when the file has one, else from the .eh_frame FDE that
 * covers it (every glibc function has one).
 *
 * Invariants: per object, the relocations, executable segments and PLT
 * ranges are read once and cached for the life of the library (objects,
 * dt_umod_t, are never freed either); one lock guards the cache.  The
 * target is only read, never called or written.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elfutils/libdw.h>

#include "dt_impl.h"
#include "dt_ifunc.h"

#ifndef R_X86_64_IRELATIVE
#define R_X86_64_IRELATIVE	37
#endif

#define DT_IFUNC_MAXRANGE	8	/* executable segments, PLT sections */

typedef struct dt_ifunc_rel {
	uint64_t ir_slot;		/* unrelocated address of the GOT slot */
	uint64_t ir_addend;		/* IRELATIVE: the resolver */
	const char *ir_name;		/* the symbol named, NULL: IRELATIVE */
} dt_ifunc_rel_t;

typedef struct dt_ifunc_obj {
	const dt_umod_t *io_mod;
	dt_ifunc_rel_t *io_rels;
	size_t io_nrels;
	char *io_strs;			/* the names io_rels point into */
	uint64_t io_xlo[DT_IFUNC_MAXRANGE], io_xhi[DT_IFUNC_MAXRANGE];
	int io_nx;			/* executable PT_LOADs */
	uint64_t io_plo[DT_IFUNC_MAXRANGE], io_phi[DT_IFUNC_MAXRANGE];
	int io_nplt;			/* .plt, .plt.sec, .plt.got */
	struct dt_ifunc_obj *io_next;
} dt_ifunc_obj_t;

static pthread_mutex_t dt_ifunc_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_ifunc_obj_t *dt_ifunc_objs;

static Elf *
dt_ifunc_open(const dt_umod_t *mod, int *fdp)
{
	Elf *elf;

	if ((*fdp = open(mod->um_path, O_RDONLY | O_CLOEXEC)) < 0)
		return (NULL);
	elf_version(EV_CURRENT);
	if ((elf = elf_begin(*fdp, ELF_C_READ, NULL)) == NULL ||
	    elf_kind(elf) != ELF_K_ELF) {
		if (elf != NULL)
			elf_end(elf);
		close(*fdp);
		return (NULL);
	}
	return (elf);
}

/* Append the dynamic relocations of RELA section @scn to @io. */
static void
dt_ifunc_read_rela(dt_ifunc_obj_t *io, Elf *elf, Elf_Scn *scn,
    const GElf_Shdr *sh, size_t *strlenp)
{
	Elf_Data *data = elf_getdata(scn, NULL), *symdata = NULL;
	Elf_Scn *symscn = elf_getscn(elf, sh->sh_link);
	GElf_Shdr symsh;
	size_t i, n;
	dt_ifunc_rel_t *nr;

	if (data == NULL || sh->sh_entsize == 0)
		return;
	if (symscn != NULL && gelf_getshdr(symscn, &symsh) != NULL)
		symdata = elf_getdata(symscn, NULL);
	n = sh->sh_size / sh->sh_entsize;
	if ((nr = realloc(io->io_rels, (io->io_nrels + n) * sizeof (*nr))) ==
	    NULL)
		return;
	io->io_rels = nr;
	for (i = 0; i < n; i++) {
		dt_ifunc_rel_t *r = &io->io_rels[io->io_nrels];
		unsigned long type;
		GElf_Rela rela;
		GElf_Sym sym;
		const char *name;
		size_t len;
		char *ns;

		if (gelf_getrela(data, (int)i, &rela) == NULL)
			continue;
		type = GELF_R_TYPE(rela.r_info);
		r->ir_slot = rela.r_offset;
		r->ir_addend = (uint64_t)rela.r_addend;
		r->ir_name = NULL;
		if (type == R_X86_64_IRELATIVE) {
			io->io_nrels++;
			continue;
		}
		if ((type != R_X86_64_JUMP_SLOT && type != R_X86_64_GLOB_DAT &&
		    type != R_X86_64_64) || symdata == NULL ||
		    GELF_R_SYM(rela.r_info) == 0 ||
		    gelf_getsym(symdata, (int)GELF_R_SYM(rela.r_info), &sym) ==
		    NULL ||
		    (name = elf_strptr(elf, symsh.sh_link, sym.st_name)) ==
		    NULL || name[0] == '\0')
			continue;
		len = strlen(name) + 1;
		if ((ns = realloc(io->io_strs, *strlenp + len)) == NULL)
			continue;
		io->io_strs = ns;
		memcpy(ns + *strlenp, name, len);
		/* an offset until the names are complete (realloc moves them) */
		r->ir_name = (const char *)(uintptr_t)(*strlenp + 1);
		*strlenp += len;
		io->io_nrels++;
	}
}

/* Read what @mod's file says about its GOT, segments and PLTs. */
static dt_ifunc_obj_t *
dt_ifunc_read(const dt_umod_t *mod)
{
	dt_ifunc_obj_t *io;
	Elf_Scn *scn = NULL;
	size_t i, nph, shstrndx, strlen_ = 0;
	Elf *elf;
	int fd;

	if ((io = calloc(1, sizeof (*io))) == NULL)
		return (NULL);
	io->io_mod = mod;
	if ((elf = dt_ifunc_open(mod, &fd)) == NULL)
		return (io);	/* unreadable: remembered as knowing nothing */
	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		shstrndx = 0;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		const char *nm;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if (sh.sh_type == SHT_RELA && (sh.sh_flags & SHF_ALLOC))
			dt_ifunc_read_rela(io, elf, scn, &sh, &strlen_);
		nm = shstrndx != 0 ? elf_strptr(elf, shstrndx, sh.sh_name) :
		    NULL;
		if (nm != NULL && strncmp(nm, ".plt", 4) == 0 &&
		    (nm[4] == '\0' || nm[4] == '.') &&
		    io->io_nplt < DT_IFUNC_MAXRANGE) {
			io->io_plo[io->io_nplt] = sh.sh_addr;
			io->io_phi[io->io_nplt++] = sh.sh_addr + sh.sh_size;
		}
	}
	for (i = 0; i < io->io_nrels; i++) {
		if (io->io_rels[i].ir_name != NULL)
			io->io_rels[i].ir_name = io->io_strs +
			    (uintptr_t)io->io_rels[i].ir_name - 1;
	}
	if (elf_getphdrnum(elf, &nph) == 0) {
		for (i = 0; i < nph && io->io_nx < DT_IFUNC_MAXRANGE; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
			    ph.p_type != PT_LOAD || !(ph.p_flags & PF_X))
				continue;
			io->io_xlo[io->io_nx] = ph.p_vaddr;
			io->io_xhi[io->io_nx++] = ph.p_vaddr + ph.p_memsz;
		}
	}
	elf_end(elf);
	close(fd);
	return (io);
}

/* The cached facts of @mod, read on first use.  Lock held. */
static const dt_ifunc_obj_t *
dt_ifunc_obj(const dt_umod_t *mod)
{
	dt_ifunc_obj_t *io;

	for (io = dt_ifunc_objs; io != NULL; io = io->io_next) {
		if (io->io_mod == mod)
			return (io);
	}
	if ((io = dt_ifunc_read(mod)) == NULL)
		return (NULL);
	io->io_next = dt_ifunc_objs;
	dt_ifunc_objs = io;
	return (io);
}

static int
dt_ifunc_inplt(const dt_ifunc_obj_t *io, uint64_t v)
{
	int i;

	for (i = 0; i < io->io_nplt; i++) {
		if (v >= io->io_plo[i] && v < io->io_phi[i])
			return (1);
	}
	return (0);
}

/* Another function of @mod named as @sym starts at unrelocated @v? */
static int
dt_ifunc_other_version(const dt_umod_t *mod, const dt_usym_t *sym,
    uint64_t v)
{
	const dt_usym_t *tabs[2] = { mod->um_syms, mod->um_dsyms };
	size_t ns[2] = { mod->um_nsyms, mod->um_ndsyms };
	size_t t, i;

	for (t = 0; t < 2; t++) {
		for (i = 0; tabs[t] != NULL && i < ns[t]; i++) {
			const dt_usym_t *s = &tabs[t][i];

			if (s->us_value == v && s->us_type != STT_GNU_IFUNC &&
			    strcmp(s->us_name, sym->us_name) == 0)
				return (1);
		}
	}
	return (0);
}

/* dt_ifunc_valid() with the lock held. */
static int
dt_ifunc_valid_locked(const dt_umod_t *mod, uint64_t resolver, uint64_t addr)
{
	const dt_ifunc_obj_t *io = dt_ifunc_obj(mod);
	uint64_t v;
	int i;

	if (io == NULL || addr < mod->um_bias || addr < mod->um_lo ||
	    addr >= mod->um_hi)
		return (0);
	v = addr - mod->um_bias;
	if (v == resolver || dt_ifunc_inplt(io, v))
		return (0);
	for (i = 0; i < io->io_nx; i++) {
		if (v >= io->io_xlo[i] && v < io->io_xhi[i])
			return (1);
	}
	return (0);
}

int
dt_ifunc_valid(const dt_umod_t *mod, uint64_t resolver, uint64_t addr)
{
	int ok;

	pthread_mutex_lock(&dt_ifunc_lock);
	ok = dt_ifunc_valid_locked(mod, resolver, addr);
	pthread_mutex_unlock(&dt_ifunc_lock);
	return (ok);
}

/* Read the slot at runtime address @a; 0 when unreadable. */
static uint64_t
dt_ifunc_slot(pid_t p, uint64_t a)
{
	uint64_t v = 0;

	if (dt_proc_read(p, a, &v, sizeof (v)) != 0)
		return (0);
	return (v);
}

int
dt_ifunc_impl(pid_t pid, const dt_uproc_syms_t *up, const dt_umod_t *mod,
    const dt_usym_t *sym, uint64_t *implp)
{
	pid_t p = pid;
	const dt_ifunc_obj_t *io;
	int m, found = 0;
	size_t i;

	if (sym->us_type != STT_GNU_IFUNC)
		return (-1);
	pthread_mutex_lock(&dt_ifunc_lock);
	/* the defining object's own IRELATIVE slots: applied at load */
	if ((io = dt_ifunc_obj(mod)) != NULL) {
		for (i = 0; i < io->io_nrels && !found; i++) {
			const dt_ifunc_rel_t *r = &io->io_rels[i];
			uint64_t v;

			if (r->ir_name != NULL || r->ir_addend != sym->us_value)
				continue;
			v = dt_ifunc_slot(p, r->ir_slot + mod->um_bias);
			if (dt_ifunc_valid_locked(mod, sym->us_value, v)) {
				*implp = v;
				found = 1;
			}
		}
	}
	/* else any object's slot naming the symbol, once bound */
	for (m = 0; m < up->up_nmods && !found; m++) {
		const dt_umod_t *x = up->up_mods[m];

		if ((io = dt_ifunc_obj(x)) == NULL)
			continue;
		for (i = 0; i < io->io_nrels && !found; i++) {
			const dt_ifunc_rel_t *r = &io->io_rels[i];
			uint64_t v;

			if (r->ir_name == NULL ||
			    strcmp(r->ir_name, sym->us_name) != 0)
				continue;
			v = dt_ifunc_slot(p, r->ir_slot + x->um_bias);
			if (dt_ifunc_valid_locked(mod, sym->us_value, v) &&
			    v >= x->um_bias && !dt_ifunc_inplt(io,
			    v - x->um_bias) &&
			    !dt_ifunc_other_version(mod, sym, v - mod->um_bias)) {
				*implp = v;
				found = 1;
			}
		}
	}
	pthread_mutex_unlock(&dt_ifunc_lock);
	return (found ? 0 : -1);
}

int
dt_ifunc_bounds(const dt_umod_t *mod, uint64_t vaddr, uint64_t *sizep)
{
	Dwarf_Addr start, end;
	Dwarf_Frame *frame = NULL;
	Dwarf_CFI *cfi;
	bool signalp;
	size_t i;
	Elf *elf;
	int fd, rv = -1;

	/* a .symtab (um_dsyms is set only then) names it */
	for (i = 0; mod->um_dsyms != NULL && i < mod->um_nsyms; i++) {
		const dt_usym_t *s = &mod->um_syms[i];

		if (s->us_value == vaddr && s->us_size != 0 &&
		    (s->us_type == STT_FUNC || s->us_type == STT_GNU_IFUNC)) {
			*sizep = s->us_size;
			return (0);
		}
	}
	if ((elf = dt_ifunc_open(mod, &fd)) == NULL)
		return (-1);
	if ((cfi = dwarf_getcfi_elf(elf)) != NULL) {
		if (dwarf_cfi_addrframe(cfi, vaddr, &frame) == 0 &&
		    dwarf_frame_info(frame, &start, &end, &signalp) >= 0 &&
		    start <= vaddr && vaddr < end) {
			*sizep = end - vaddr;
			rv = 0;
		}
		free(frame);
		dwarf_cfi_end(cfi);
	}
	elf_end(elf);
	close(fd);
	return (rv);
}
