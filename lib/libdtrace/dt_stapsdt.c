/*
 * lib/libdtrace/dt_stapsdt.c -- `<sys/sdt.h>` probes in ELF objects: the
 * stapsdt notes and their argument formats (dt_stapsdt.h).
 *
 * Facts of the format (systemtap's sys/sdt.h, "SDT v3"): a section
 * .note.stapsdt of SHT_NOTE notes, owner "stapsdt", type 3; the
 * descriptor is three addresses of the object's word size (the probe's
 * nop, the link-time address of the .stapsdt.base section, the
 * semaphore or 0), then three NUL-terminated strings: provider, probe
 * name, argument format.  A prelinked or otherwise moved object is
 * corrected by the difference between .stapsdt.base's real address and
 * the one recorded.  The argument format is the assembler's own operand
 * text for each argument, "SIZE@OPERAND" separated by spaces, SIZE
 * negative for a signed value.
 *
 * Invariants: nothing here keeps state; a malformed note or operand is
 * skipped or marked undecodable, never read past its end.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gelf.h>

#include "dt_stapsdt.h"

#define DT_STAPSDT_TYPE	3

/* ---- argument formats ---------------------------------------------------- */

typedef struct dt_sdtreg {
	const char *sr_name;
	uint8_t sr_reg;
	uint8_t sr_shift;
} dt_sdtreg_t;

/* x86_64 register names of every width, with the register they are in */
static const dt_sdtreg_t dt_sdtregs[] = {
	{ "rax", DTRACE_USDT_REG_RAX, 0 }, { "eax", DTRACE_USDT_REG_RAX, 0 },
	{ "ax", DTRACE_USDT_REG_RAX, 0 }, { "al", DTRACE_USDT_REG_RAX, 0 },
	{ "ah", DTRACE_USDT_REG_RAX, 8 },
	{ "rbx", DTRACE_USDT_REG_RBX, 0 }, { "ebx", DTRACE_USDT_REG_RBX, 0 },
	{ "bx", DTRACE_USDT_REG_RBX, 0 }, { "bl", DTRACE_USDT_REG_RBX, 0 },
	{ "bh", DTRACE_USDT_REG_RBX, 8 },
	{ "rcx", DTRACE_USDT_REG_RCX, 0 }, { "ecx", DTRACE_USDT_REG_RCX, 0 },
	{ "cx", DTRACE_USDT_REG_RCX, 0 }, { "cl", DTRACE_USDT_REG_RCX, 0 },
	{ "ch", DTRACE_USDT_REG_RCX, 8 },
	{ "rdx", DTRACE_USDT_REG_RDX, 0 }, { "edx", DTRACE_USDT_REG_RDX, 0 },
	{ "dx", DTRACE_USDT_REG_RDX, 0 }, { "dl", DTRACE_USDT_REG_RDX, 0 },
	{ "dh", DTRACE_USDT_REG_RDX, 8 },
	{ "rsi", DTRACE_USDT_REG_RSI, 0 }, { "esi", DTRACE_USDT_REG_RSI, 0 },
	{ "si", DTRACE_USDT_REG_RSI, 0 }, { "sil", DTRACE_USDT_REG_RSI, 0 },
	{ "rdi", DTRACE_USDT_REG_RDI, 0 }, { "edi", DTRACE_USDT_REG_RDI, 0 },
	{ "di", DTRACE_USDT_REG_RDI, 0 }, { "dil", DTRACE_USDT_REG_RDI, 0 },
	{ "rbp", DTRACE_USDT_REG_RBP, 0 }, { "ebp", DTRACE_USDT_REG_RBP, 0 },
	{ "bp", DTRACE_USDT_REG_RBP, 0 }, { "bpl", DTRACE_USDT_REG_RBP, 0 },
	{ "rsp", DTRACE_USDT_REG_RSP, 0 }, { "esp", DTRACE_USDT_REG_RSP, 0 },
	{ "sp", DTRACE_USDT_REG_RSP, 0 }, { "spl", DTRACE_USDT_REG_RSP, 0 },
	{ "rip", DTRACE_USDT_REG_RIP, 0 }, { "eip", DTRACE_USDT_REG_RIP, 0 },
};

/* The register named by @s (after the '%', @len chars); 0 or -1. */
static int
dt_sdt_reg(const char *s, size_t len, uint8_t *reg, uint8_t *shift)
{
	size_t i;
	char *end;
	unsigned long n;

	for (i = 0; i < sizeof (dt_sdtregs) / sizeof (dt_sdtregs[0]); i++) {
		if (strlen(dt_sdtregs[i].sr_name) == len &&
		    strncmp(dt_sdtregs[i].sr_name, s, len) == 0) {
			*reg = dt_sdtregs[i].sr_reg;
			*shift = dt_sdtregs[i].sr_shift;
			return (0);
		}
	}
	/* r8 .. r15, with an optional d, w, b or l suffix */
	if (len < 2 || s[0] != 'r' || !isdigit((unsigned char)s[1]))
		return (-1);
	n = strtoul(s + 1, &end, 10);
	if (n < 8 || n > 15)
		return (-1);
	if ((size_t)(end - s) != len && !((size_t)(end - s) + 1 == len &&
	    strchr("dwbl", *end) != NULL))
		return (-1);
	*reg = (uint8_t)(DTRACE_USDT_REG_R8 + (n - 8));
	*shift = 0;
	return (0);
}

/* A signed decimal or 0x hexadecimal number filling [s, e); 0 or -1. */
static int
dt_sdt_num(const char *s, const char *e, int64_t *v)
{
	char buf[32], *end;
	size_t len = (size_t)(e - s);

	if (len == 0 || len >= sizeof (buf))
		return (-1);
	memcpy(buf, s, len);
	buf[len] = '\0';
	if (!isdigit((unsigned char)buf[buf[0] == '-' || buf[0] == '+']))
		return (-1);
	errno = 0;
	*v = (int64_t)strtoll(buf, &end, 0);
	if (errno == ERANGE && buf[0] != '-') {
		errno = 0;
		*v = (int64_t)strtoull(buf, &end, 0);
	}
	return (*end == '\0' && errno == 0 ? 0 : -1);
}

/*
 * A symbol with an optional signed offset, "sym", "sym+8", "sym-4",
 * filling [s, e): its address through @resolve into *@v.  0 or -1.
 */
static int
dt_sdt_symbol(const char *s, const char *e, int64_t *v, dt_sdtsym_f *resolve,
    void *arg)
{
	const char *p = s;
	int64_t off = 0;
	uint64_t addr;

	if (resolve == NULL || s >= e || !(isalpha((unsigned char)*s) ||
	    *s == '_' || *s == '.'))
		return (-1);
	while (p < e && (isalnum((unsigned char)*p) || *p == '_' ||
	    *p == '.' || *p == '$'))
		p++;
	if (p < e && ((*p != '+' && *p != '-') || dt_sdt_num(p + (*p == '+'),
	    e, &off) != 0))
		return (-1);
	if (resolve(s, (size_t)(p - s), &addr, arg) != 0)
		return (-1);
	*v = (int64_t)(addr + (uint64_t)off);
	return (0);
}

/* Decode one operand [s, e) into @a; 0 or -1. */
static int
dt_sdt_operand(const char *s, const char *e, dtrace_usdt_arg_t *a,
    dt_sdtsym_f *resolve, void *arg)
{
	const char *p, *q;
	uint8_t shift;

	if (s >= e)
		return (-1);
	if (*s == '%') {
		if (dt_sdt_reg(s + 1, (size_t)(e - s - 1), &a->dua_base,
		    &a->dua_shift) != 0 || a->dua_base == DTRACE_USDT_REG_RIP)
			return (-1);
		a->dua_kind = DTRACE_USDT_ARG_REG;
		return (0);
	}
	if (*s == '$') {
		if (dt_sdt_num(s + 1, e, &a->dua_disp) != 0)
			return (-1);
		a->dua_kind = DTRACE_USDT_ARG_CONST;
		return (0);
	}
	/* memory: [disp](%base[,%index[,scale]]), or an absolute address */
	a->dua_kind = DTRACE_USDT_ARG_MEM;
	a->dua_base = a->dua_index = DTRACE_USDT_REG_NONE;
	a->dua_scale = 1;
	a->dua_disp = 0;
	if ((p = memchr(s, '(', (size_t)(e - s))) == NULL) {
		/* an absolute address, or a symbol's (non-PIC code) */
		if (dt_sdt_num(s, e, &a->dua_disp) == 0)
			return (0);
		return (dt_sdt_symbol(s, e, &a->dua_disp, resolve, arg));
	}
	if (e[-1] != ')')
		return (-1);
	if (p > s && dt_sdt_num(s, p, &a->dua_disp) != 0) {
		/* sym(%rip), sym+8(%rip): the symbol's address */
		if (e - p != 6 || strncmp(p, "(%rip)", 6) != 0 ||
		    dt_sdt_symbol(s, p, &a->dua_disp, resolve, arg) != 0)
			return (-1);
		return (0);
	}
	p++;
	e--;
	q = memchr(p, ',', (size_t)(e - p));
	if (q == NULL)
		q = e;
	if (q > p) {
		/* %rip is relative to the next instruction: not a nop's */
		if (*p != '%' || dt_sdt_reg(p + 1, (size_t)(q - p - 1),
		    &a->dua_base, &shift) != 0 || shift != 0 ||
		    a->dua_base == DTRACE_USDT_REG_RIP)
			return (-1);
	}
	if (q == e)
		return (a->dua_base == DTRACE_USDT_REG_NONE ? -1 : 0);
	p = q + 1;
	q = memchr(p, ',', (size_t)(e - p));
	if (q == NULL)
		q = e;
	if (q - p < 2 || *p != '%' || dt_sdt_reg(p + 1, (size_t)(q - p - 1),
	    &a->dua_index, &shift) != 0 || shift != 0 ||
	    a->dua_index == DTRACE_USDT_REG_RIP)
		return (-1);
	if (q != e) {
		int64_t sc;

		if (dt_sdt_num(q + 1, e, &sc) != 0 ||
		    (sc != 1 && sc != 2 && sc != 4 && sc != 8))
			return (-1);
		a->dua_scale = (uint8_t)sc;
	}
	return (0);
}

int
dt_stapsdt_args(const char *fmt, dtrace_usdt_arg_t *args, int max,
    uint32_t *badmask, dt_sdtsym_f *resolve, void *arg)
{
	const char *s = fmt, *e, *at;
	int n = 0;

	if (badmask != NULL)
		*badmask = 0;
	while (s != NULL && *s != '\0' && n < max) {
		dtrace_usdt_arg_t *a = &args[n];
		int64_t size = 8;

		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			break;
		for (e = s; *e != '\0' && !isspace((unsigned char)*e); e++)
			continue;
		memset(a, 0, sizeof (*a));
		at = memchr(s, '@', (size_t)(e - s));
		if ((at != NULL && (dt_sdt_num(s, at, &size) != 0 ||
		    (size != 1 && size != 2 && size != 4 && size != 8 &&
		    size != -1 && size != -2 && size != -4 && size != -8))) ||
		    dt_sdt_operand(at != NULL ? at + 1 : s, e, a, resolve,
		    arg) != 0) {
			memset(a, 0, sizeof (*a));
			a->dua_kind = DTRACE_USDT_ARG_NONE;
			if (badmask != NULL && n < 32)
				*badmask |= 1U << n;
		}
		a->dua_size = (int8_t)size;
		n++;
		s = e;
	}
	return (n);
}

void
dt_stapsdt_probename(const char *name, char *buf, size_t len)
{
	size_t i = 0;

	if (len == 0)
		return;
	while (*name != '\0' && i + 1 < len) {
		if (name[0] == '_' && name[1] == '_') {
			buf[i++] = '-';
			name += 2;
		} else {
			buf[i++] = *name++;
		}
	}
	buf[i] = '\0';
}

/* ---- the notes --------------------------------------------------------- */

static uint64_t
dt_sdt_word(const char *p, int class, int swap)
{
	uint64_t v = 0;
	uint32_t w;

	if (class == ELFCLASS64) {
		memcpy(&v, p, 8);
		if (swap)
			v = __builtin_bswap64(v);
	} else {
		memcpy(&w, p, 4);
		v = swap ? __builtin_bswap32(w) : w;
	}
	return (v);
}

/*
 * A type 2 note (@desc, @len bytes): the translated arguments of a probe
 * whose type 1 note @obj has; a malformed one, or one of an unknown
 * probe, is left out.
 */
static void
dt_sdt_xtypes_read(dt_sdtobj_t *obj, const char *desc, size_t len)
{
	dt_sdttypes_t *t = NULL;
	const char *p, *end, *prov, *name;
	char *buf, *e;
	unsigned long v;
	size_t i;
	int k;

	if ((buf = malloc(len + 1)) == NULL)
		return;
	memcpy(buf, desc, len);
	buf[len] = '\0';
	end = buf + len;
	prov = buf;
	name = prov + strlen(prov) + 1;
	for (i = 0; name < end && i < obj->so_ntypes; i++) {
		if (strcmp(obj->so_types[i].st_prov, prov) == 0 &&
		    strcmp(obj->so_types[i].st_name, name) == 0 &&
		    obj->so_types[i].st_xbuf == NULL)
			t = &obj->so_types[i];
	}
	if (t == NULL) {
		free(buf);
		return;
	}
	p = name + strlen(name) + 1;
	for (k = 0; p < end && *p != '\0'; k++) {
		errno = 0;
		v = strtoul(p, &e, 10);
		p += strlen(p) + 1;
		if (k >= DTRACE_USDT_MAXARGS || errno != 0 || *e != '\0' ||
		    v >= (unsigned long)t->st_argc || p >= end || *p == '\0') {
			free(buf);
			return;
		}
		t->st_argmap[k] = (unsigned char)v;
		t->st_xargv[k] = p;
		p += strlen(p) + 1;
	}
	t->st_xargc = k;
	t->st_xbuf = buf;
}

/* The type notes of section data @d into @obj (what fits; no error). */
static void
dt_sdt_types_read(dt_sdtobj_t *obj, Elf_Data *d)
{
	GElf_Nhdr nh;
	size_t off = 0, noff, doff;

	while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
		const char *desc = (const char *)d->d_buf + doff;
		dt_sdttypes_t *t, *n;
		const char *p, *end;
		int i;

		if ((nh.n_type != DT_USDT_TYPES_TYPE &&
		    nh.n_type != DT_USDT_XTYPES_TYPE) ||
		    nh.n_namesz != sizeof (DT_USDT_TYPES_OWNER) ||
		    memcmp((const char *)d->d_buf + noff, DT_USDT_TYPES_OWNER,
		    sizeof (DT_USDT_TYPES_OWNER)) != 0 || nh.n_descsz < 4)
			continue;
		if (nh.n_type == DT_USDT_XTYPES_TYPE) {
			dt_sdt_xtypes_read(obj, desc, nh.n_descsz);
			continue;
		}
		if ((n = realloc(obj->so_types, (obj->so_ntypes + 1) *
		    sizeof (*n))) == NULL)
			return;
		obj->so_types = n;
		t = &n[obj->so_ntypes];
		memset(t, 0, sizeof (*t));
		if ((t->st_buf = malloc(nh.n_descsz + 1)) == NULL)
			return;
		memcpy(t->st_buf, desc, nh.n_descsz);
		t->st_buf[nh.n_descsz] = '\0';	/* a bad note ends here */
		end = t->st_buf + nh.n_descsz;
		t->st_prov = t->st_buf;
		t->st_name = t->st_prov + strlen(t->st_prov) + 1;
		if (t->st_name >= end) {
			free(t->st_buf);
			continue;
		}
		p = t->st_name + strlen(t->st_name) + 1;
		for (i = 0; p < end && *p != '\0' && i < DTRACE_USDT_MAXARGS;
		    i++) {
			t->st_argv[i] = p;
			p += strlen(p) + 1;
		}
		t->st_argc = i;
		obj->so_ntypes++;
	}
}

const dt_sdttypes_t *
dt_stapsdt_types(const dt_sdtobj_t *obj, const char *prov, const char *name)
{
	size_t i;

	for (i = 0; i < obj->so_ntypes; i++) {
		if (strcmp(obj->so_types[i].st_prov, prov) == 0 &&
		    strcmp(obj->so_types[i].st_name, name) == 0)
			return (&obj->so_types[i]);
	}
	return (NULL);
}

int
dt_stapsdt_read(const char *path, dt_sdtobj_t *obj, char *err,
    size_t errlen)
{
	Elf *elf;
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	size_t shstrndx, cap = 0, strsz = 0, strcap = 0;
	uint64_t base = 0;
	int fd, have_base = 0, swap, i;
	struct { size_t prov, name, args; } *offs = NULL;

	memset(obj, 0, sizeof (*obj));
	(void) elf_version(EV_CURRENT);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		snprintf(err, errlen, "failed to open %s: %s", path,
		    strerror(errno));
		return (-1);
	}
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL ||
	    elf_kind(elf) != ELF_K_ELF || gelf_getehdr(elf, &eh) == NULL ||
	    elf_getshdrstrndx(elf, &shstrndx) != 0) {
		snprintf(err, errlen, "%s is not an ELF file", path);
		if (elf != NULL)
			elf_end(elf);
		close(fd);
		return (-1);
	}
	obj->so_machine = eh.e_machine;
	obj->so_type = eh.e_type;
	obj->so_class = eh.e_ident[EI_CLASS];
	swap = eh.e_ident[EI_DATA] != (__BYTE_ORDER__ ==
	    __ORDER_LITTLE_ENDIAN__ ? ELFDATA2LSB : ELFDATA2MSB);

	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		const char *nm;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (nm = elf_strptr(elf, shstrndx, sh.sh_name)) == NULL)
			continue;
		if (strcmp(nm, ".stapsdt.base") == 0) {
			base = sh.sh_addr;
			have_base = 1;
		}
	}
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		GElf_Nhdr nh;
		Elf_Data *d;
		size_t off = 0, noff, doff;
		const char *nm;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (nm = elf_strptr(elf, shstrndx, sh.sh_name)) == NULL ||
		    (d = elf_getdata(scn, NULL)) == NULL || d->d_buf == NULL)
			continue;
		if (strcmp(nm, DT_USDT_TYPES_SECTION) == 0) {
			dt_sdt_types_read(obj, d);
			continue;
		}
		if (strcmp(nm, ".note.stapsdt") != 0)
			continue;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
			const char *desc = (const char *)d->d_buf + doff;
			size_t w = obj->so_class == ELFCLASS64 ? 8 : 4;
			const char *s[3], *p, *end = desc + nh.n_descsz;
			uint64_t pc, nbase, sem;
			size_t need;

			if (nh.n_type != DT_STAPSDT_TYPE || nh.n_namesz != 8 ||
			    memcmp((const char *)d->d_buf + noff, "stapsdt",
			    8) != 0 || nh.n_descsz < 3 * w + 3)
				continue;
			pc = dt_sdt_word(desc, obj->so_class, swap);
			nbase = dt_sdt_word(desc + w, obj->so_class, swap);
			sem = dt_sdt_word(desc + 2 * w, obj->so_class, swap);
			p = desc + 3 * w;
			for (i = 0; i < 3; i++) {
				s[i] = p;
				if ((p = memchr(p, '\0', (size_t)(end - p))) ==
				    NULL)
					break;
				p++;
				if (i < 2 && p >= end)
					break;
			}
			if (i < 3)
				continue;	/* strings not terminated */
			if (have_base && eh.e_type != ET_REL) {
				pc += base - nbase;
				if (sem != 0)
					sem += base - nbase;
			}
			need = (size_t)(p - s[0]);
			if (strsz + need > strcap) {
				size_t ncap = strcap ? strcap * 2 : 4096;
				char *n;

				while (ncap < strsz + need)
					ncap *= 2;
				if ((n = realloc(obj->so_strs, ncap)) == NULL)
					goto nomem;
				obj->so_strs = n;
				strcap = ncap;
			}
			if (obj->so_nnotes == cap) {
				size_t ncap = cap ? cap * 2 : 16;
				dt_sdtnote_t *n = realloc(obj->so_notes,
				    ncap * sizeof (*n));
				void *o;

				if (n == NULL)
					goto nomem;
				obj->so_notes = n;
				if ((o = realloc(offs, ncap *
				    sizeof (*offs))) == NULL)
					goto nomem;
				offs = o;
				cap = ncap;
			}
			memcpy(obj->so_strs + strsz, s[0], need);
			offs[obj->so_nnotes].prov = strsz;
			offs[obj->so_nnotes].name = strsz + (size_t)(s[1] -
			    s[0]);
			offs[obj->so_nnotes].args = strsz + (size_t)(s[2] -
			    s[0]);
			strsz += need;
			obj->so_notes[obj->so_nnotes].sn_pc = pc;
			obj->so_notes[obj->so_nnotes].sn_sem = sem;
			obj->so_nnotes++;
		}
	}
	/* the strings moved while growing: point into them only now */
	for (i = 0; (size_t)i < obj->so_nnotes; i++) {
		obj->so_notes[i].sn_prov = obj->so_strs + offs[i].prov;
		obj->so_notes[i].sn_name = obj->so_strs + offs[i].name;
		obj->so_notes[i].sn_args = obj->so_strs + offs[i].args;
	}
	free(offs);
	elf_end(elf);
	close(fd);
	return (0);
nomem:
	free(offs);
	elf_end(elf);
	close(fd);
	dt_stapsdt_free(obj);
	snprintf(err, errlen, "failed to read %s: %s", path, strerror(ENOMEM));
	return (-1);
}

void
dt_stapsdt_free(dt_sdtobj_t *obj)
{
	size_t i;

	for (i = 0; i < obj->so_ntypes; i++) {
		free(obj->so_types[i].st_buf);
		free(obj->so_types[i].st_xbuf);
	}
	free(obj->so_types);
	free(obj->so_notes);
	free(obj->so_strs);
	memset(obj, 0, sizeof (*obj));
}
