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

/*
 * The value of the DW_EH_PE_* encoded pointer at @p (not past @end) of
 * the .eh_frame at address @secaddr whose data starts at @base: the
 * formats GCC and LLVM emit (4 and 8 bytes, absolute or pc-relative).
 * 0 and the value in *@vp, or -1.
 */
static int
dt_ifunc_eh_ptr(uint8_t enc, const uint8_t *p, const uint8_t *end,
    const uint8_t *base, uint64_t secaddr, uint64_t *vp)
{
	uint64_t v = 0;
	size_t n, i;

	switch (enc & 0x0f) {
	case 0x03: case 0x0b: n = 4; break;	/* udata4, sdata4 */
	case 0x00: case 0x04: case 0x0c: n = 8; break;	/* absptr, *data8 */
	default: return (-1);
	}
	if (p + n > end)
		return (-1);
	for (i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	if ((enc & 0x0f) == 0x0b)
		v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
	if ((enc & 0x70) == 0x10)		/* pcrel */
		v += secaddr + (uint64_t)(p - base);
	else if ((enc & 0x70) != 0)
		return (-1);
	*vp = v;
	return (0);
}

/* The FDE pointer encoding ('R') CIE @cie declares; absptr without one. */
static uint8_t
dt_ifunc_cie_enc(const Dwarf_CIE *cie)
{
	const uint8_t *a = cie->augmentation_data;
	const uint8_t *end = a + cie->augmentation_data_size;
	const char *s = cie->augmentation;

	if (s == NULL || s[0] != 'z' || a == NULL)
		return (0);
	for (s++; *s != '\0' && a < end; s++) {
		if (*s == 'R')
			return (*a);
		if (*s == 'L')
			a++;
		else if (*s == 'P') {
			uint8_t pe = *a++;

			a += (pe & 0x0f) == 0x03 || (pe & 0x0f) == 0x0b ? 4 : 8;
		} else if (*s != 'S' && *s != 'B')
			break;		/* not understood */
	}
	return (0);
}

/*
 * The extent of the .eh_frame FDE of @elf that covers @vaddr: 0 and the
 * bytes from @vaddr to its end in *@sizep, or -1.  (Not libdw's frame
 * lookup: dwarf_frame_info gives only the row of the CFI table around an
 * address, which ends at the first change of the CFA.)
 */
static int
dt_ifunc_fde_extent(Elf *elf, uint64_t vaddr, uint64_t *sizep)
{
	const unsigned char *ident = (const unsigned char *)elf_getident(elf,
	    NULL);
	struct { Dwarf_Off off; uint8_t enc; } cies[16];
	size_t shstrndx, ncies = 0, i;
	Elf_Scn *scn = NULL;
	Elf_Data *data = NULL;
	Dwarf_Off off = 0, next;
	GElf_Shdr sh;
	int rv = -1;

	if (ident == NULL || elf_getshdrstrndx(elf, &shstrndx) != 0)
		return (-1);
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *nm;

		if (gelf_getshdr(scn, &sh) != NULL &&
		    (nm = elf_strptr(elf, shstrndx, sh.sh_name)) != NULL &&
		    strcmp(nm, ".eh_frame") == 0 && sh.sh_type == SHT_PROGBITS) {
			data = elf_getdata(scn, NULL);
			break;
		}
	}
	if (data == NULL || data->d_buf == NULL)
		return (-1);
	for (;;) {
		Dwarf_CFI_Entry e;
		const uint8_t *base = data->d_buf, *end = base + data->d_size;
		uint64_t lo, len;
		uint8_t enc = 0;
		int r = dwarf_next_cfi(ident, data, true, off, &next, &e);

		if (r == 1 || (r < 0 && next == (Dwarf_Off)-1) || next <= off)
			break;
		if (r == 0 && dwarf_cfi_cie_p(&e)) {
			if (ncies < sizeof (cies) / sizeof (cies[0])) {
				cies[ncies].off = off;
				cies[ncies++].enc = dt_ifunc_cie_enc(&e.cie);
			}
		} else if (r == 0) {
			for (i = 0; i < ncies; i++) {
				if (cies[i].off == e.fde.CIE_pointer)
					enc = cies[i].enc;
			}
			/* the range has the size of the start, never pcrel */
			if (dt_ifunc_eh_ptr(enc, e.fde.start, end, base,
			    sh.sh_addr, &lo) == 0 &&
			    dt_ifunc_eh_ptr(enc & 0x0f, e.fde.start +
			    ((enc & 0x0f) == 0x03 || (enc & 0x0f) == 0x0b ?
			    4 : 8), end, base, sh.sh_addr, &len) == 0 &&
			    lo <= vaddr && vaddr - lo < len) {
				*sizep = lo + len - vaddr;
				rv = 0;
				break;
			}
		}
		off = next;
	}
	return (rv);
}

int
dt_ifunc_bounds(const dt_umod_t *mod, uint64_t vaddr, uint64_t *sizep)
{
	size_t i;
	Elf *elf;
	int fd, rv;

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
	rv = dt_ifunc_fde_extent(elf, vaddr, sizep);
	elf_end(elf);
	close(fd);
	return (rv);
}
