/*
 * lib/libdtrace/dt_symtab.c -- symbol tables of traced processes (see
 * dt_symtab.h): /proc/PID/maps gives the mapped objects, libelf their
 * .symtab / .dynsym and program headers.
 *
 * Where it sits: dt_pid.c resolves pid probe descriptions here at compile
 * time; dt_stack.c turns user pcs into `module`function+0xoff` when the
 * consumer prints.  The OS layer tells us about dlopen() through
 * dt_symtab_refresh() so late libraries are known even if the process
 * has exited by the time its records are printed.
 *
 * Symbol choice for an address: the symbol that contains it; among
 * symbols of the same address and size, a function before anything else,
 * then global before weak before local, then fewer leading underscores,
 * then the smaller name (so malloc, not __libc_malloc).  An address no
 * symbol covers may still have an alias (dt_symtab_alias): the IFUNC name
 * of the implementation it resolved to.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dt_symtab.h"

/* a name for a function without symbol; never freed (records point in) */
typedef struct dt_ualias {
	dt_usym_t ua_sym;
	struct dt_ualias *ua_next;
} dt_ualias_t;

/*
 * An up_mods array replaced by a later read of the maps, kept (on
 * up_retired) as long as the process record: a reader may still walk it.
 */
typedef struct dt_umods_retired {
	dt_umod_t **ur_mods;
	struct dt_umods_retired *ur_next;
} dt_umods_retired_t;

static pthread_mutex_t dt_symtab_lock = PTHREAD_MUTEX_INITIALIZER;
static dt_uproc_syms_t *dt_symtab_procs;

static uint64_t
dt_symtab_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec);
}

static int
dt_usym_cmp_addr(const void *a, const void *b)
{
	const dt_usym_t *l = a, *r = b;

	if (l->us_value != r->us_value)
		return (l->us_value < r->us_value ? -1 : 1);
	if (l->us_size != r->us_size)
		return (l->us_size > r->us_size ? -1 : 1);
	return (0);
}

static int
dt_usym_rank(const dt_usym_t *s)
{
	int r = 0;
	const char *n = s->us_name;

	if (s->us_type != STT_FUNC && s->us_type != STT_GNU_IFUNC)
		r += 1000;
	/*
	 * A hidden version (glibc's cfree@GLIBC_2.2.5 beside
	 * free@@GLIBC_2.2.5) is a name no program can link to: the default
	 * version's name is the function's, so free is listed as free.
	 */
	if (s->us_hidden)
		r += 500;
	if (s->us_bind == STB_WEAK)
		r += 100;
	else if (s->us_bind != STB_GLOBAL)
		r += 200;
	while (*n++ == '_')
		r += 10;
	return (r);
}

/* Is @a a better name than @b for the same address? */
static int
dt_usym_better(const dt_usym_t *a, const dt_usym_t *b)
{
	int ra = dt_usym_rank(a), rb = dt_usym_rank(b);

	if (ra != rb)
		return (ra < rb);
	return (strcmp(a->us_name, b->us_name) < 0);
}

/*
 * Read one symbol table section into a malloc'd, sorted array.  The names
 * are appended to *@strsp (*@strlenp bytes used of *@strcapp), which grows
 * by doubling: one realloc per symbol copied the table quadratically, and
 * under ASan (every realloc moves, the old block quarantined) symbolising
 * one stack took hundreds of MB.
 */
static dt_usym_t *
dt_symtab_read_syms(Elf *elf, Elf_Scn *scn, GElf_Shdr *sh, char **strsp,
    size_t *strlenp, size_t *strcapp, size_t *np, int dyn, Elf_Scn *vscn)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	Elf_Data *vdata = vscn != NULL ? elf_getdata(vscn, NULL) : NULL;
	size_t i, n, out = 0;
	dt_usym_t *syms;

	if (data == NULL || sh->sh_entsize == 0)
		return (NULL);
	n = sh->sh_size / sh->sh_entsize;
	if ((syms = calloc(n + 1, sizeof (dt_usym_t))) == NULL)
		return (NULL);
	for (i = 0; i < n; i++) {
		GElf_Sym s;
		const char *name;
		size_t len;
		char *ns;
		int type;

		if (gelf_getsym(data, (int)i, &s) == NULL)
			continue;
		type = GELF_ST_TYPE(s.st_info);
		if (s.st_shndx == SHN_UNDEF || s.st_shndx == SHN_ABS ||
		    s.st_value == 0 || (type != STT_FUNC && type != STT_OBJECT &&
		    type != STT_GNU_IFUNC))
			continue;
		name = elf_strptr(elf, sh->sh_link, s.st_name);
		if (name == NULL || name[0] == '\0')
			continue;
		len = strlen(name) + 1;
		if (*strlenp + len > *strcapp) {
			size_t cap = *strcapp > 0 ? *strcapp : 4096;

			while (cap < *strlenp + len)
				cap *= 2;
			if ((ns = realloc(*strsp, cap)) == NULL)
				break;
			*strsp = ns;
			*strcapp = cap;
		}
		ns = *strsp;
		memcpy(ns + *strlenp, name, len);
		/* offsets now; turned into pointers when the table is done */
		syms[out].us_name = (const char *)(uintptr_t)*strlenp;
		*strlenp += len;
		syms[out].us_value = s.st_value;
		syms[out].us_size = s.st_size;
		syms[out].us_type = (uint8_t)type;
		syms[out].us_bind = (uint8_t)GELF_ST_BIND(s.st_info);
		syms[out].us_dyn = (uint8_t)dyn;
		if (vdata != NULL && (i + 1) * sizeof (GElf_Versym) <=
		    vdata->d_size) {
			GElf_Versym vs;

			memcpy(&vs, (char *)vdata->d_buf + i *
			    sizeof (GElf_Versym), sizeof (vs));
			syms[out].us_hidden = (vs & 0x8000) != 0;  /* hidden */
		}
		out++;
	}
	*np = out;
	return (syms);
}

static void
dt_symtab_fix_names(dt_usym_t *syms, size_t n, const char *strs)
{
	size_t i;

	for (i = 0; i < n; i++)
		syms[i].us_name = strs + (uintptr_t)syms[i].us_name;
	qsort(syms, n, sizeof (dt_usym_t), dt_usym_cmp_addr);
}

/* Read the ELF file @path: symbols and PT_LOAD headers. */
static dt_umod_t *
dt_symtab_load(const char *path)
{
	dt_umod_t *m;
	Elf *elf;
	Elf_Scn *scn = NULL;
	size_t i, nph, strlen_ = 0, strcap = 0;
	dt_usym_t *st = NULL, *dy = NULL;
	size_t nst = 0, ndy = 0;
	Elf_Scn *vscn = NULL;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return (NULL);
	elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL ||
	    elf_kind(elf) != ELF_K_ELF) {
		if (elf != NULL)
			elf_end(elf);
		close(fd);
		return (NULL);
	}
	if ((m = calloc(1, sizeof (*m))) == NULL)
		goto out;
	m->um_path = strdup(path);
	m->um_name = strrchr(m->um_path, '/') ? strrchr(m->um_path, '/') + 1 :
	    m->um_path;

	/* .gnu.version: the version index of each .dynsym entry */
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) != NULL &&
		    sh.sh_type == SHT_GNU_versym) {
			vscn = scn;
			break;
		}
	}
	scn = NULL;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if (sh.sh_type == SHT_SYMTAB && st == NULL)
			st = dt_symtab_read_syms(elf, scn, &sh, &m->um_strs,
			    &strlen_, &strcap, &nst, 0, NULL);
		else if (sh.sh_type == SHT_DYNSYM && dy == NULL)
			dy = dt_symtab_read_syms(elf, scn, &sh, &m->um_strs,
			    &strlen_, &strcap, &ndy, 1, vscn);
	}
	if (st != NULL)
		dt_symtab_fix_names(st, nst, m->um_strs);
	if (dy != NULL)
		dt_symtab_fix_names(dy, ndy, m->um_strs);
	if (st != NULL && nst > 0) {
		m->um_syms = st;
		m->um_nsyms = nst;
		m->um_dsyms = dy;
		m->um_ndsyms = ndy;
	} else {
		free(st);
		m->um_syms = dy;
		m->um_nsyms = ndy;
	}

	if (elf_getphdrnum(elf, &nph) == 0 && nph > 0) {
		m->um_lvaddr = calloc(nph, sizeof (uint64_t));
		m->um_loff = calloc(nph, sizeof (uint64_t));
		m->um_lsz = calloc(nph, sizeof (uint64_t));
		for (i = 0; m->um_lsz != NULL && i < nph; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
			    ph.p_type != PT_LOAD)
				continue;
			m->um_lvaddr[m->um_nload] = ph.p_vaddr;
			m->um_loff[m->um_nload] = ph.p_offset;
			m->um_lsz[m->um_nload] = ph.p_filesz;
			m->um_nload++;
		}
	}
out:
	elf_end(elf);
	close(fd);
	return (m);
}

static void
dt_umod_free(dt_umod_t *m)
{
	if (m == NULL)
		return;
	free(m->um_syms);
	free(m->um_dsyms);
	free(m->um_strs);
	free(m->um_lvaddr);
	free(m->um_loff);
	free(m->um_lsz);
	free(m->um_path);
	free(m);
}

/* (Re)read /proc/@pid/maps into @up.  Caller holds the lock. */
static int
dt_symtab_read_maps(dt_uproc_syms_t *up)
{
	char path[64], exe[PATH_MAX], line[PATH_MAX + 256];
	dt_umod_t **mods = NULL;
	int nmods = 0, i;
	ssize_t n;
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/exe", (int)up->up_pid);
	n = readlink(path, exe, sizeof (exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	snprintf(path, sizeof (path), "/proc/%d/maps", (int)up->up_pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (-1);
	while (fgets(line, sizeof (line), fp) != NULL) {
		unsigned long lo, hi, off;
		char perms[8], *file;
		dt_umod_t *m = NULL;
		int pos = 0;

		if (sscanf(line, "%lx-%lx %7s %lx %*s %*s%n", &lo, &hi, perms,
		    &off, &pos) < 4 || pos == 0)
			continue;
		file = line + pos;
		while (*file == ' ')
			file++;
		file[strcspn(file, "\n")] = '\0';
		if (file[0] != '/')
			continue;
		for (i = 0; i < nmods; i++) {
			if (strcmp(mods[i]->um_path, file) == 0) {
				m = mods[i];
				break;
			}
		}
		if (m == NULL) {
			dt_umod_t **nm;
			int j;

			/* a module we already read, at the same place? */
			for (j = 0; j < up->up_nmods; j++) {
				dt_umod_t *o = up->up_mods[j];

				if (o != NULL && strcmp(o->um_path, file) == 0 &&
				    o->um_lo == lo) {
					m = o;
					up->up_mods[j] = NULL;
					break;
				}
			}
			if (m == NULL) {
				if (off != 0)
					continue;	/* not the ELF header */
				if ((m = dt_symtab_load(file)) == NULL)
					continue;
				m->um_lo = lo;
				m->um_hi = hi;
				m->um_bias = lo;
				for (j = 0; j < m->um_nload; j++) {
					if (m->um_loff[j] == 0) {
						m->um_bias = lo -
						    (m->um_lvaddr[j] & ~0xfffULL);
						break;
					}
				}
			}
			m->um_exec = exe[0] != '\0' && strcmp(exe, file) == 0;
			nm = realloc(mods, (size_t)(nmods + 1) * sizeof (*mods));
			if (nm == NULL) {
				dt_umod_free(m);
				break;
			}
			mods = nm;
			mods[nmods++] = m;
		}
		if (lo < m->um_lo)
			m->um_lo = lo;
		if (hi > m->um_hi)
			m->um_hi = hi;
	}
	fclose(fp);
	/*
	 * Objects no longer mapped (dlclose) are kept at the end: records
	 * taken while they were mapped still print symbolised.
	 */
	for (i = 0; i < up->up_nmods; i++) {
		dt_umod_t **nm;

		if (up->up_mods[i] == NULL)
			continue;
		nm = realloc(mods, (size_t)(nmods + 1) * sizeof (*mods));
		if (nm == NULL) {
			dt_umod_free(up->up_mods[i]);
			continue;
		}
		mods = nm;
		mods[nmods++] = up->up_mods[i];
	}
	/*
	 * The old array is not freed but retired: a thread may still walk it
	 * without the lock (dt_pid.c's resolution runs at compile time and,
	 * for dlopen, in the tracer thread).  Modules are never freed either.
	 */
	if (up->up_mods != NULL) {
		dt_umods_retired_t *ur = malloc(sizeof (*ur));

		if (ur != NULL) {
			ur->ur_mods = up->up_mods;
			ur->ur_next = up->up_retired;
			up->up_retired = ur;
		}
	}
	up->up_mods = mods;
	up->up_nmods = nmods;
	up->up_refreshed = dt_symtab_now();
	return (0);
}

static dt_uproc_syms_t *
dt_symtab_get_locked(pid_t pid, int refresh)
{
	dt_uproc_syms_t *up;

	for (up = dt_symtab_procs; up != NULL; up = up->up_next) {
		if (up->up_pid == pid)
			break;
	}
	if (up == NULL) {
		if ((up = calloc(1, sizeof (*up))) == NULL)
			return (NULL);
		up->up_pid = pid;
		if (dt_symtab_read_maps(up) != 0) {
			free(up);
			return (NULL);
		}
		up->up_next = dt_symtab_procs;
		dt_symtab_procs = up;
		return (up);
	}
	if (refresh)
		(void) dt_symtab_read_maps(up);
	return (up);
}

dt_uproc_syms_t *
dt_symtab_get(pid_t pid, int refresh)
{
	dt_uproc_syms_t *up;

	pthread_mutex_lock(&dt_symtab_lock);
	up = dt_symtab_get_locked(pid, refresh);
	pthread_mutex_unlock(&dt_symtab_lock);
	return (up);
}

void
dt_symtab_refresh(pid_t pid)
{
	(void) dt_symtab_get(pid, 1);
}

/* The symbol of @m containing unrelocated @v, or NULL. */
static const dt_usym_t *
dt_symtab_find(const dt_usym_t *syms, size_t n, uint64_t v)
{
	size_t lo = 0, hi = n;
	const dt_usym_t *best = NULL;
	size_t i;

	/* the last symbol starting at or before v */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (syms[mid].us_value <= v)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* walk back over the candidates that may contain v */
	for (i = lo; i-- > 0 && lo - i <= 256; ) {
		const dt_usym_t *s = &syms[i];

		if (best != NULL && s->us_value < best->us_value)
			break;
		if (v >= s->us_value + (s->us_size ? s->us_size : 1))
			continue;
		if (best == NULL || (s->us_size == best->us_size &&
		    dt_usym_better(s, best)))
			best = s;
	}
	return (best);
}

const dt_usym_t *
dt_symtab_canon(const dt_umod_t *mod, const dt_usym_t *sym)
{
	const dt_usym_t *syms = sym->us_dyn && mod->um_dsyms != NULL ?
	    mod->um_dsyms : mod->um_syms;
	size_t n = syms == mod->um_dsyms ? mod->um_ndsyms : mod->um_nsyms;
	const dt_usym_t *best = sym;
	size_t i;

	if (sym < syms || sym >= syms + n)
		return (sym);
	for (i = (size_t)(sym - syms); i > 0 &&
	    syms[i - 1].us_value == sym->us_value; i--)
		;
	for (; i < n && syms[i].us_value == sym->us_value; i++) {
		if (syms[i].us_size == sym->us_size &&
		    dt_usym_better(&syms[i], best))
			best = &syms[i];
	}
	return (best);
}

int
dt_symtab_addr(pid_t pid, uint64_t addr, const dt_umod_t **modp,
    const dt_usym_t **symp)
{
	dt_uproc_syms_t *up;
	const dt_umod_t *mod = NULL;
	const dt_usym_t *sym = NULL;
	int i, tries;

	pthread_mutex_lock(&dt_symtab_lock);
	for (tries = 0; tries < 2 && mod == NULL; tries++) {
		if ((up = dt_symtab_get_locked(pid, 0)) == NULL)
			break;
		if (tries == 1) {
			if (dt_symtab_now() - up->up_refreshed < 50000000ULL)
				break;
			if (dt_symtab_read_maps(up) != 0)
				break;
		}
		for (i = 0; i < up->up_nmods; i++) {
			const dt_umod_t *m = up->up_mods[i];

			if (addr >= m->um_lo && addr < m->um_hi) {
				mod = m;
				break;
			}
		}
	}
	if (mod != NULL && addr >= mod->um_bias) {
		uint64_t v = addr - mod->um_bias;
		const dt_ualias_t *ua;

		sym = dt_symtab_find(mod->um_syms, mod->um_nsyms, v);
		if (sym == NULL && mod->um_dsyms != NULL)
			sym = dt_symtab_find(mod->um_dsyms, mod->um_ndsyms, v);
		for (ua = mod->um_aliases; sym == NULL && ua != NULL;
		    ua = ua->ua_next) {
			if (v >= ua->ua_sym.us_value &&
			    v < ua->ua_sym.us_value + ua->ua_sym.us_size)
				sym = &ua->ua_sym;
		}
	}
	pthread_mutex_unlock(&dt_symtab_lock);
	if (modp != NULL)
		*modp = mod;
	if (symp != NULL)
		*symp = sym;
	return (sym != NULL ? 0 : -1);
}

const dt_usym_t *
dt_symtab_byname(const dt_umod_t *mod, const char *name)
{
	size_t i;

	for (i = 0; i < mod->um_nsyms; i++) {
		if (strcmp(mod->um_syms[i].us_name, name) == 0)
			return (&mod->um_syms[i]);
	}
	for (i = 0; i < mod->um_ndsyms; i++) {
		if (strcmp(mod->um_dsyms[i].us_name, name) == 0)
			return (&mod->um_dsyms[i]);
	}
	return (NULL);
}

uint64_t
dt_symtab_foff(const dt_umod_t *mod, uint64_t vaddr)
{
	int i;

	for (i = 0; i < mod->um_nload; i++) {
		if (vaddr >= mod->um_lvaddr[i] &&
		    vaddr < mod->um_lvaddr[i] + mod->um_lsz[i])
			return (mod->um_loff[i] + (vaddr - mod->um_lvaddr[i]));
	}
	return (UINT64_MAX);
}

void
dt_symtab_alias(const dt_umod_t *mod, uint64_t vaddr, uint64_t size,
    const char *name)
{
	dt_umod_t *m = (dt_umod_t *)mod;	/* modules are ours to annotate */
	dt_ualias_t *ua;

	if (size == 0)
		size = 1;
	pthread_mutex_lock(&dt_symtab_lock);
	for (ua = m->um_aliases; ua != NULL; ua = ua->ua_next) {
		if (ua->ua_sym.us_value == vaddr)
			break;		/* the first name given stays */
	}
	if (ua == NULL && (ua = calloc(1, sizeof (*ua))) != NULL &&
	    (ua->ua_sym.us_name = strdup(name)) != NULL) {
		ua->ua_sym.us_value = vaddr;
		ua->ua_sym.us_size = size;
		ua->ua_sym.us_type = STT_FUNC;
		ua->ua_sym.us_bind = STB_LOCAL;
		ua->ua_next = m->um_aliases;
		m->um_aliases = ua;
	} else if (ua != NULL && ua->ua_sym.us_name == NULL) {
		free(ua);
	}
	pthread_mutex_unlock(&dt_symtab_lock);
}

int
dt_symtab_text(const dt_umod_t *mod, uint64_t vaddr, void *buf, size_t len)
{
	uint64_t off = dt_symtab_foff(mod, vaddr);
	ssize_t n;
	int fd;

	if (off == UINT64_MAX || (fd = open(mod->um_path,
	    O_RDONLY | O_CLOEXEC)) < 0)
		return (-1);
	n = pread(fd, buf, len, (off_t)off);
	close(fd);
	return (n == (ssize_t)len ? 0 : -1);
}
