/*
 * os/linux/user/dtrace_sdtprov.c -- the sdt provider of the user host:
 * sdt:GROUP::NAME for every trace event of the running kernel (tracefs
 * events/GROUP/NAME), every process's events, through kernel capture
 * (os/linux/bpf/dtrace_bpf_sdt.bpf.c: a tracepoint program a probe).
 * The naming is Oracle Linux DTrace's and the module's: the event's
 * group as the module, no function, the event's name.  The "syscalls"
 * group is the syscall provider's and "ftrace" has no tracepoints: not
 * repeated here.  (Dynamic Tracing Guide, "sdt Provider".)
 *
 * Arguments, as Oracle Linux DTrace gives them: the fields of the
 * event's record, in the order of its tracefs format, the common_*
 * header left out -- arg0 the first field, and so on (the module gives
 * the tracepoint's C arguments instead, which it can follow into kernel
 * memory; here the record is all there is).  Types: an integer field
 * (pointers too: uintptr_t, the kernel address) by its size and sign,
 * int8_t .. uint64_t; a char array, fixed or __data_loc, a string; any
 * other array or odd size a void * to a copy of its bytes.  Dynamic
 * data beyond DTRACE_BPF_SDTMAX bytes of the record is cut short.
 *
 * Where it sits: probes are made on demand (dtps_provide) from the
 * tracefs directories the description can match; a probe's format is
 * read at its first argument description or enable; its first enable
 * attaches the program to its tracepoint (dtrace_bpf_sdt_attach), for
 * good: disabling it turns its capture off, since the kernel's detach is
 * slow; the drain thread fires it through
 * dtrace_sdtprov_fire_captured() in the context of the thread the event
 * happened in.  Without libbpf (no DTRACE_HAVE_BPF) nothing serves sdt:
 * the provider is not registered.
 *
 * Invariants: a probe's table entry and its fields, once made, never
 * change or go away (the drain thread reads them without a lock); the
 * fields are published (release) before the first link that can fire.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace_core.h"
#include "dtrace_uprov.h"
#include "dtrace_tracefs.h"
#include "dtrace_bpf.h"
#include "dtrace_bpf_capture.h"		/* DTRACE_BPF_SDTMAX */

#define SDT_MAXPROBES	DTRACE_BPF_SDT_NPROBES	/* trace events (2,300
						 * on 6.18) */
#define SDT_MAXARGS	32		/* fields a probe passes */

/* How a field becomes an argument. */
enum { SDT_INT, SDT_STR, SDT_BYTES };

typedef struct sdt_probe {
	char sp_group[64];
	char sp_event[128];
	dtrace_id_t sp_id;
	int sp_nfields;			/* -1: format not read yet */
	dtrace_tpfield_t *sp_fields;
	uint8_t sp_class[SDT_MAXARGS];	/* SDT_* of each field */
	uint32_t sp_len;		/* bytes of the record to take */
	void *sp_link;			/* once enabled: kept until exit */
	int sp_on;
} sdt_probe_t;

static dtrace_provider_id_t sdt_id;
static sdt_probe_t *sdt_probes[SDT_MAXPROBES];	/* by number: the cookie */
static uint32_t sdt_nprobes;
static int sdt_all_made;

/* The drain thread's, for one firing: arguments and their strings. */
static uint64_t sdt_args[SDT_MAXARGS];
static char sdt_strs[DTRACE_BPF_SDTMAX + SDT_MAXARGS];

static int
sdt_class(const dtrace_tpfield_t *f)
{
	int ischar = strcmp(f->dtf_type, "char") == 0 ||
	    strcmp(f->dtf_type, "const char") == 0;

	if (f->dtf_loc != DTRACE_TPF_INLINE || f->dtf_count != 0)
		return (ischar ? SDT_STR : SDT_BYTES);
	if (f->dtf_size == 1 || f->dtf_size == 2 || f->dtf_size == 4 ||
	    f->dtf_size == 8)
		return (SDT_INT);
	return (SDT_BYTES);
}

/* Read @sp's format once (control path); its field count, or -1. */
static int
sdt_fields(sdt_probe_t *sp)
{
	dtrace_tpfield_t *f;
	uint32_t end;
	int n, i, dynamic = 0;

	if ((n = __atomic_load_n(&sp->sp_nfields, __ATOMIC_ACQUIRE)) >= 0)
		return (n);
	if ((f = calloc(SDT_MAXARGS, sizeof (*f))) == NULL)
		return (-1);
	if ((n = dtrace_tracefs_format(sp->sp_group, sp->sp_event, f,
	    SDT_MAXARGS, &end)) < 0) {
		free(f);
		return (-1);
	}
	for (i = 0; i < n; i++) {
		dynamic |= f[i].dtf_loc != DTRACE_TPF_INLINE;
		sp->sp_class[i] = (uint8_t)sdt_class(&f[i]);
	}
	sp->sp_fields = f;
	sp->sp_len = dynamic || end > DTRACE_BPF_SDTMAX ? DTRACE_BPF_SDTMAX :
	    (end + 7) & ~7U;
	__atomic_store_n(&sp->sp_nfields, n, __ATOMIC_RELEASE);
	return (n);
}

static void
sdt_create(const char *group, const char *event)
{
	sdt_probe_t *sp;

	if (dtrace_probe_lookup(sdt_id, group, "", event) != DTRACE_IDNONE ||
	    sdt_nprobes == SDT_MAXPROBES || strlen(group) >=
	    sizeof (sp->sp_group) || strlen(event) >= sizeof (sp->sp_event) ||
	    (sp = calloc(1, sizeof (*sp))) == NULL)
		return;
	(void) strcpy(sp->sp_group, group);
	(void) strcpy(sp->sp_event, event);
	sp->sp_nfields = -1;
	sp->sp_id = dtrace_probe_create(sdt_id, group, "", event, 0,
	    (void *)(uintptr_t)sdt_nprobes);
	__atomic_store_n(&sdt_probes[sdt_nprobes], sp, __ATOMIC_RELEASE);
	sdt_nprobes++;
}

static int
sdt_isglob(const char *s)
{
	return (strpbrk(s, "*?[\\") != NULL);
}

/* Does description part @pat (empty: any) match @s? */
static int
sdt_match(const char *pat, const char *s)
{
	return (pat[0] == '\0' || fnmatch(pat, s, 0) == 0);
}

/* scandir() filter: a directory's entries but . and .. */
static int
sdt_entry(const struct dirent *d)
{
	return (d->d_name[0] != '.');
}

/*
 * Make the probes @desc can match, in the order of their names: a literal
 * event name costs a look in each group, anything wider a walk of the
 * groups it can match, and a walk of them all is made once.
 */
static void
sdt_provide(void *arg, const dtrace_probedesc_t *desc)
{
	const char *root = dtrace_tracefs_root();
	char path[512];
	struct dirent **g = NULL, **e;
	int ng, ne, i, j;

	(void)arg;
	if (desc == NULL || sdt_all_made || root == NULL ||
	    !sdt_match(desc->dtpd_provider, "sdt") ||
	    !sdt_match(desc->dtpd_func, "") ||
	    strchr(desc->dtpd_name, '/') != NULL)	/* no event's name */
		return;
	(void) snprintf(path, sizeof (path), "%s/events", root);
	if ((ng = scandir(path, &g, sdt_entry, alphasort)) < 0)
		return;
	for (i = 0; i < ng; i++) {
		const char *grp = g[i]->d_name;

		if (g[i]->d_type != DT_DIR || strcmp(grp, "syscalls") == 0 ||
		    strcmp(grp, "ftrace") == 0 ||
		    !sdt_match(desc->dtpd_mod, grp))
			continue;
		if (desc->dtpd_name[0] != '\0' && !sdt_isglob(desc->dtpd_name)) {
			(void) snprintf(path, sizeof (path), "%s/events/%s/%s/id",
			    root, grp, desc->dtpd_name);
			if (access(path, R_OK) == 0)
				sdt_create(grp, desc->dtpd_name);
			continue;
		}
		(void) snprintf(path, sizeof (path), "%s/events/%s", root, grp);
		if ((ne = scandir(path, &e, sdt_entry, alphasort)) < 0)
			continue;
		for (j = 0; j < ne; j++) {
			if (e[j]->d_type == DT_DIR &&
			    sdt_match(desc->dtpd_name, e[j]->d_name))
				sdt_create(grp, e[j]->d_name);
			free(e[j]);
		}
		free(e);
	}
	for (i = 0; i < ng; i++)
		free(g[i]);
	free(g);
	if ((desc->dtpd_mod[0] == '\0' || strcmp(desc->dtpd_mod, "*") == 0) &&
	    (desc->dtpd_name[0] == '\0' || strcmp(desc->dtpd_name, "*") == 0))
		sdt_all_made = 1;
}

/* Enable (@on) or disable probe @id, its filter with it. */
static void
sdt_set(sdt_probe_t *sp, dtrace_id_t id, uint32_t probe, int on)
{
	dtrace_probe_filter_t f;
	int hasf = on && dtrace_probe_filter(id, &f);

	sp->sp_on = on;
	if (on)
		dtrace_uprov_late(id, "sdt");
	if (sp->sp_link != NULL)
		dtrace_bpf_sdt_set(probe, on, hasf ? &f : NULL);
	else if (on && sdt_fields(sp) >= 0)
		sp->sp_link = dtrace_bpf_sdt_attach(sp->sp_group, sp->sp_event,
		    probe, sp->sp_len, hasf ? &f : NULL);
}

static void
sdt_enable(void *arg, dtrace_id_t id, void *parg)
{
	sdt_probe_t *sp = sdt_probes[(uintptr_t)parg];

	(void)arg;
	if (sp != NULL)
		sdt_set(sp, id, (uint32_t)(uintptr_t)parg, 1);
}

static void
sdt_disable(void *arg, dtrace_id_t id, void *parg)
{
	sdt_probe_t *sp = sdt_probes[(uintptr_t)parg];

	(void)arg;
	if (sp != NULL)
		sdt_set(sp, id, (uint32_t)(uintptr_t)parg, 0);
}

/*
 * dtps_commit: an enabling may have changed the clauses of enabled
 * probes (a second clause on a probe enabled already calls no
 * dtps_enable): their filters again.
 */
static void
sdt_commit(void *arg)
{
	uint32_t i;

	(void)arg;
	for (i = 0; i < sdt_nprobes; i++) {
		if (sdt_probes[i] != NULL && sdt_probes[i]->sp_on)
			sdt_set(sdt_probes[i], sdt_probes[i]->sp_id, i, 1);
	}
}

static void
sdt_getargdesc(void *arg, dtrace_id_t id, void *parg, dtrace_argdesc_t *desc)
{
	static const char *const ints[2][9] = {
		{ NULL, "uint8_t", "uint16_t", NULL, "uint32_t",
		    NULL, NULL, NULL, "uint64_t" },
		{ NULL, "int8_t", "int16_t", NULL, "int32_t",
		    NULL, NULL, NULL, "int64_t" },
	};
	sdt_probe_t *sp = sdt_probes[(uintptr_t)parg];
	const dtrace_tpfield_t *f;
	int n;

	(void)arg;
	(void)id;
	if (sp == NULL || (n = sdt_fields(sp)) < 0 || desc->dtargd_ndx < 0 ||
	    desc->dtargd_ndx >= n) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	f = &sp->sp_fields[desc->dtargd_ndx];
	switch (sp->sp_class[desc->dtargd_ndx]) {
	case SDT_STR:
		(void) snprintf(desc->dtargd_native,
		    sizeof (desc->dtargd_native), "string");
		break;
	case SDT_BYTES:
		(void) snprintf(desc->dtargd_native,
		    sizeof (desc->dtargd_native), "void *");
		break;
	default:
		(void) snprintf(desc->dtargd_native,
		    sizeof (desc->dtargd_native), "%s",
		    strchr(f->dtf_type, '*') != NULL ? "uintptr_t" :
		    ints[f->dtf_signed != 0][f->dtf_size]);
		break;
	}
	desc->dtargd_mapping = desc->dtargd_ndx;
}

static uint64_t
sdt_getargval(void *arg, dtrace_id_t id, void *parg, int argno, int aframes)
{
	(void)arg;
	(void)id;
	(void)parg;
	(void)aframes;
	return (argno >= 0 && argno < SDT_MAXARGS ? sdt_args[argno] : 0);
}

/* The integer of @size bytes at @p, sign-extended if @sgn. */
static uint64_t
sdt_int(const char *p, uint32_t size, int sgn)
{
	int8_t i8;
	int16_t i16;
	int32_t i32;
	uint64_t v = 0;

	switch (size) {
	case 1:
		memcpy(&i8, p, 1);
		return (sgn ? (uint64_t)(int64_t)i8 : (uint8_t)i8);
	case 2:
		memcpy(&i16, p, 2);
		return (sgn ? (uint64_t)(int64_t)i16 : (uint16_t)i16);
	case 4:
		memcpy(&i32, p, 4);
		return (sgn ? (uint64_t)(int64_t)i32 : (uint32_t)i32);
	default:
		memcpy(&v, p, 8);
		return (v);
	}
}

void
dtrace_sdtprov_fire_captured(uint32_t probe, const void *rec, uint32_t len)
{
	const char *r = rec;
	sdt_probe_t *sp;
	size_t used = 0;
	int n, i;

	if (probe >= SDT_MAXPROBES ||
	    (sp = __atomic_load_n(&sdt_probes[probe], __ATOMIC_ACQUIRE)) ==
	    NULL ||
	    (n = __atomic_load_n(&sp->sp_nfields, __ATOMIC_ACQUIRE)) < 0)
		return;
	memset(sdt_args, 0, sizeof (sdt_args));
	for (i = 0; i < n; i++) {
		const dtrace_tpfield_t *f = &sp->sp_fields[i];
		uint32_t off = f->dtf_offset, size = f->dtf_size, loc;
		size_t k;

		if (off >= len || size > len - off)
			continue;	/* not taken: 0 */
		if (f->dtf_loc != DTRACE_TPF_INLINE && size == 4) {
			/* length << 16 | offset of the dynamic data */
			memcpy(&loc, r + off, 4);
			size = loc >> 16;
			off = (loc & 0xffff) + (f->dtf_loc == DTRACE_TPF_RELLOC ?
			    off + 4 : 0);
			if (off >= len)
				size = 0, off = len;
			else if (size > len - off)
				size = len - off;	/* cut short */
		}
		switch (sp->sp_class[i]) {
		case SDT_INT:
			sdt_args[i] = sdt_int(r + off, size, f->dtf_signed);
			break;
		case SDT_STR:
			for (k = 0; k < size && r[off + k] != '\0'; k++)
				continue;
			if (used + k + 1 > sizeof (sdt_strs))
				break;
			memcpy(sdt_strs + used, r + off, k);
			sdt_strs[used + k] = '\0';
			sdt_args[i] = (uint64_t)(uintptr_t)(sdt_strs + used);
			used += k + 1;
			break;
		default:
			sdt_args[i] = (uint64_t)(uintptr_t)(r + off);
			break;
		}
	}
	dtrace_probe(sp->sp_id, sdt_args[0], sdt_args[1], sdt_args[2],
	    sdt_args[3], sdt_args[4]);
}

/* Stability as the reference gives sdt. */
static const dtrace_pattr_t sdt_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t sdt_pops = {
	sdt_provide,
	sdt_enable,
	sdt_disable,
	sdt_getargdesc,
	sdt_getargval,
	NULL,
	sdt_commit,
};

int
dtrace_sdtprov_init(void)
{
#ifdef DTRACE_HAVE_BPF
	return (dtrace_register("sdt", &sdt_attr, DTRACE_PRIV_KERNEL,
	    &sdt_pops, NULL, &sdt_id));
#else
	(void)sdt_pops;
	(void)sdt_attr;
	return (0);
#endif
}
