/*
 * lib/libdtrace/dt_kallsyms.c -- the kernel's symbol table from
 * /proc/kallsyms (dt_kallsyms.h).
 *
 * Where it sits: read once per process, on the first question, by the
 * consumer (kernel stack and sym()/mod() records, dt_stack.c) and by the
 * compiler (kernel symbol references, dt_kmod.c).  Each line is
 * "ADDR TYPE NAME" with "\t[MODULE]" for a loadable module; no module
 * means the core kernel, called "vmlinux" as Oracle Linux DTrace does.
 *
 * Invariants: the file is read into one buffer and the symbols point into
 * it; a name hash (chains in file order, so the first listed wins) serves
 * lookups by name, and an array of the text symbols with a known address,
 * sorted by address, serves lookups by address.  Without read access, or
 * when the kernel hides addresses (kptr_restrict: all zero), lookups by
 * name still work and yield address 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_kallsyms.h"

#define DT_KALLSYMS_PATH	"/proc/kallsyms"

static struct {
	int kt_read;			/* loaded (or tried) */
	char *kt_buf;			/* the file, split into strings */
	dt_ksym_t *kt_syms;		/* in file order */
	size_t kt_nsyms;
	uint32_t *kt_hash;		/* name hash: first index + 1, 0 = none */
	uint32_t *kt_next;		/* chain: next index + 1 */
	uint32_t kt_hashmask;
	uint32_t *kt_byaddr;		/* text symbols sorted by address */
	size_t kt_ntext;
	const char **kt_mods;		/* module names, interned */
	size_t kt_nmods;
} dt_kt;

static uint32_t
dt_kallsyms_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return (h);
}

static int
dt_kallsyms_addrcmp(const void *a, const void *b)
{
	uint64_t l = dt_kt.kt_syms[*(const uint32_t *)a].ks_addr;
	uint64_t r = dt_kt.kt_syms[*(const uint32_t *)b].ks_addr;

	return (l < r ? -1 : l > r);
}

/* The interned module name @mod; NULL if out of memory. */
static const char *
dt_kallsyms_intern(const char *mod)
{
	const char **m;
	size_t i;

	for (i = dt_kt.kt_nmods; i > 0; i--) {
		if (strcmp(dt_kt.kt_mods[i - 1], mod) == 0)
			return (dt_kt.kt_mods[i - 1]);
	}
	if ((m = realloc(dt_kt.kt_mods, (dt_kt.kt_nmods + 1) *
	    sizeof (*m))) == NULL)
		return (NULL);
	dt_kt.kt_mods = m;
	m[dt_kt.kt_nmods++] = mod;
	return (mod);
}

/* Parse line @p (NUL-terminated) into symbol @ks; 0, or -1 to skip it. */
static int
dt_kallsyms_parse(char *p, dt_ksym_t *ks)
{
	char *end, *name, *mod;

	ks->ks_addr = strtoull(p, &end, 16);
	if (end == p || *end != ' ' || end[1] == '\0' || end[2] != ' ')
		return (-1);
	ks->ks_type = end[1];
	name = end + 3;
	name += strspn(name, " ");
	mod = name + strcspn(name, " \t");
	if (*mod != '\0') {
		*mod++ = '\0';
		mod += strspn(mod, " \t");
	}
	if (*name == '\0')
		return (-1);
	ks->ks_name = name;
	ks->ks_mod = "vmlinux";
	if (*mod == '[' && (end = strchr(mod, ']')) != NULL && end > mod + 1) {
		*end = '\0';
		if ((ks->ks_mod = dt_kallsyms_intern(mod + 1)) == NULL)
			return (-1);
	}
	return (0);
}

static void
dt_kallsyms_load(void)
{
	size_t len, nlines = 0, i, cap = 64;
	char *p, *nl;

	dt_kt.kt_read = 1;
	if ((dt_kt.kt_buf = dt_read_file(DT_KALLSYMS_PATH, 1 << 30,
	    &len)) == NULL)
		return;
	for (p = dt_kt.kt_buf; (p = strchr(p, '\n')) != NULL; p++)
		nlines++;
	while (cap < nlines * 2 + 2)
		cap *= 2;
	dt_kt.kt_syms = calloc(nlines + 1, sizeof (dt_ksym_t));
	dt_kt.kt_next = calloc(nlines + 1, sizeof (uint32_t));
	dt_kt.kt_byaddr = calloc(nlines + 1, sizeof (uint32_t));
	dt_kt.kt_hash = calloc(cap, sizeof (uint32_t));
	if (dt_kt.kt_syms == NULL || dt_kt.kt_next == NULL ||
	    dt_kt.kt_byaddr == NULL || dt_kt.kt_hash == NULL || nlines >
	    UINT32_MAX / 2)
		return;
	dt_kt.kt_hashmask = (uint32_t)cap - 1;
	for (p = dt_kt.kt_buf; *p != '\0' && dt_kt.kt_nsyms < nlines; p = nl) {
		dt_ksym_t *ks = &dt_kt.kt_syms[dt_kt.kt_nsyms];

		if ((nl = strchr(p, '\n')) != NULL)
			*nl++ = '\0';
		else
			nl = p + strlen(p);
		if (dt_kallsyms_parse(p, ks) != 0)
			continue;
		if (ks->ks_addr != 0 && (ks->ks_type == 't' ||
		    ks->ks_type == 'T'))
			dt_kt.kt_byaddr[dt_kt.kt_ntext++] =
			    (uint32_t)dt_kt.kt_nsyms;
		dt_kt.kt_nsyms++;
	}
	/* chains in file order: insert backwards at the heads */
	for (i = dt_kt.kt_nsyms; i > 0; i--) {
		uint32_t h = dt_kallsyms_hash(dt_kt.kt_syms[i - 1].ks_name) &
		    dt_kt.kt_hashmask;

		dt_kt.kt_next[i - 1] = dt_kt.kt_hash[h];
		dt_kt.kt_hash[h] = (uint32_t)i;
	}
	qsort(dt_kt.kt_byaddr, dt_kt.kt_ntext, sizeof (uint32_t),
	    dt_kallsyms_addrcmp);
}

static int
dt_kallsyms_ready(void)
{
	if (!dt_kt.kt_read)
		dt_kallsyms_load();
	return (dt_kt.kt_hash != NULL && dt_kt.kt_nsyms > 0);
}

const dt_ksym_t *
dt_kallsyms_byaddr(uint64_t pc)
{
	size_t lo = 0, hi;

	if (!dt_kallsyms_ready())
		return (NULL);
	hi = dt_kt.kt_ntext;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (dt_kt.kt_syms[dt_kt.kt_byaddr[mid]].ks_addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (lo == 0 ? NULL : &dt_kt.kt_syms[dt_kt.kt_byaddr[lo - 1]]);
}

const dt_ksym_t *
dt_kallsyms_byname(const char *mod, const char *name)
{
	const dt_ksym_t *other = NULL;
	uint32_t i;

	if (!dt_kallsyms_ready())
		return (NULL);
	for (i = dt_kt.kt_hash[dt_kallsyms_hash(name) & dt_kt.kt_hashmask];
	    i != 0; i = dt_kt.kt_next[i - 1]) {
		const dt_ksym_t *ks = &dt_kt.kt_syms[i - 1];

		if (strcmp(ks->ks_name, name) != 0)
			continue;
		if (mod != NULL && strcmp(ks->ks_mod, mod) == 0)
			return (ks);
		if (mod == NULL && strcmp(ks->ks_mod, "vmlinux") == 0)
			return (ks);
		if (mod == NULL && other == NULL)
			other = ks;
	}
	return (other);
}

int
dt_kallsyms_module(const char *mod)
{
	size_t i;

	if (!dt_kallsyms_ready())
		return (0);
	if (strcmp(mod, "vmlinux") == 0)
		return (1);
	for (i = 0; i < dt_kt.kt_nmods; i++) {
		if (strcmp(dt_kt.kt_mods[i], mod) == 0)
			return (1);
	}
	return (0);
}
