// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_sdt.c -- the module's sdt provider: every trace
 * event of the running kernel (vmlinux) that sits on a kernel tracepoint,
 * as sdt:GROUP::NAME -- the event's system (its tracefs directory) as the
 * module, no function, the event's name as the probe name, the naming
 * Oracle Linux DTrace uses.  The "syscalls" group is the syscall
 * provider's (dtrace_syscall.c) and is not repeated here; tracepoints
 * without a trace event (no group) have no probe.
 *
 * Where it sits: dtrace_dev.c registers it after the framework is up
 * (dtrace_sdt_init) and removes it before teardown.  An enabled probe
 * registers one handler on its tracepoint (tracepoint_probe_register);
 * a disabled one has none, so an untraced tracepoint costs nothing more
 * than its static branch.
 *
 * The events come from the kernel's list of trace events (ftrace_events,
 * walked once at load under event_mutex; both unexported, found through
 * kallsyms).  Modules' events are left out: their tracepoints go away
 * with the module.
 *
 * Arguments: arg0 .. arg4 are the tracepoint's own arguments (its
 * TP_PROTO, which the handler receives in registers after the private
 * pointer), and args[] their C types, taken from the kernel's BTF: the
 * typedef btf_trace_NAME that the kernel emits for every tracepoint is a
 * pointer to its handler's prototype (the BTF blob is the vmlinux section
 * between __start_BTF and __stop_BTF, parsed here at load).  Arguments
 * narrower than 64 bits are truncated and sign- or zero-extended by their
 * type.  An argument passed as a structure by value, and every argument
 * after it, or after the fifth, is not available (DTRACE_ARGNONE); so is
 * every argument of a tracepoint whose prototype BTF does not give.
 * (Oracle Linux DTrace gives the fields of the event's record instead,
 * as its tracefs format file lists them: often the same values, but not
 * always the same order or types.)
 *
 * Not probed: the "nmi" group (NMI context, where the framework's per-CPU
 * state may be in use by the code the NMI interrupted); and the handler
 * returns at once when it runs in NMI context anyway.  Before Linux 6.3,
 * printk:console either: printk calls it as an "rcuidle" tracepoint, which
 * the kernel's own tracepoint code WARNs about, once enabled, when it is
 * hit in NMI context -- and a printk from NMI is what an NMI backtrace
 * does (an RCU stall or hung task report, sysrq-l), so enabling it would
 * turn such a report into a WARN (a panic under panic_on_warn).
 *
 * Invariants: probes are made once, at registration, and each keeps its
 * tracepoint; tracepoints of vmlinux never go away.  Enable/disable run
 * under the framework lock; the handler only reads its probe.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/string.h>
#include <linux/tracepoint.h>
#include <linux/version.h>
#include <linux/trace_events.h>
#include <linux/hardirq.h>
#include <uapi/linux/btf.h>

#include "dtrace_core.h"
#include "dtrace_os_linux.h"

#define SDT_NARGS	5		/* arguments in registers after data */

/* how an argument is narrowed: its size in bytes, negative if signed */
typedef struct sdt_probe {
	struct tracepoint *sp_tp;
	dtrace_id_t sp_id;
	bool sp_registered;
	int8_t sp_width[SDT_NARGS];
	uint8_t sp_nargs;
	char *sp_types[SDT_NARGS];	/* C type of each argument */
} sdt_probe_t;

static dtrace_provider_id_t sdt_prov;

/* ---- probe context ----------------------------------------------------- */

static uint64_t sdt_narrow(uint64_t v, int w)
{
	switch (w) {
	case 1: return (uint8_t)v;
	case -1: return (uint64_t)(int64_t)(int8_t)v;
	case 2: return (uint16_t)v;
	case -2: return (uint64_t)(int64_t)(int16_t)v;
	case 4: return (uint32_t)v;
	case -4: return (uint64_t)(int64_t)(int32_t)v;
	default: return v;
	}
}

static void sdt_fire(void *data, unsigned long a0, unsigned long a1,
    unsigned long a2, unsigned long a3, unsigned long a4)
{
	sdt_probe_t *sp = data;
	uint64_t a[SDT_NARGS] = { a0, a1, a2, a3, a4 };
	int i;

	if (in_nmi())
		return;
	for (i = 0; i < SDT_NARGS; i++)
		a[i] = i < sp->sp_nargs ? sdt_narrow(a[i], sp->sp_width[i]) : 0;
	dtrace_probe(sp->sp_id, a[0], a[1], a[2], a[3], a[4]);
}

/* ---- control path ------------------------------------------------------ */

static void sdt_enable(void *arg, dtrace_id_t id, void *parg)
{
	sdt_probe_t *sp = parg;
	int err;

	(void)arg;
	(void)id;
	if (sp->sp_registered)
		return;
	err = tracepoint_probe_register(sp->sp_tp, (void *)sdt_fire, sp);
	if (err == 0)
		sp->sp_registered = true;
	else
		pr_warn_ratelimited("sdt: cannot register %s (%d)\n",
		    sp->sp_tp->name, err);
}

static void sdt_disable(void *arg, dtrace_id_t id, void *parg)
{
	sdt_probe_t *sp = parg;

	(void)arg;
	(void)id;
	if (!sp->sp_registered)
		return;
	if (tracepoint_probe_unregister(sp->sp_tp, (void *)sdt_fire, sp) == 0)
		sp->sp_registered = false;
}

static void sdt_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	sdt_probe_t *sp = parg;
	int ndx = desc->dtargd_ndx;

	(void)arg;
	(void)id;
	if (ndx < 0 || ndx >= sp->sp_nargs) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	strscpy(desc->dtargd_native, sp->sp_types[ndx],
	    sizeof (desc->dtargd_native));
	desc->dtargd_mapping = ndx;
}

static void sdt_destroy(void *arg, dtrace_id_t id, void *parg)
{
	sdt_probe_t *sp = parg;
	int i;

	(void)arg;
	(void)id;
	for (i = 0; i < sp->sp_nargs; i++)
		kfree(sp->sp_types[i]);
	kfree(sp);
}

/* ---- the kernel's BTF: tracepoint prototypes ---------------------------- */

typedef struct sdt_btf {
	const struct btf_header *sb_hdr;
	const char *sb_strs;
	uint32_t sb_strlen;
	const uint32_t **sb_type;	/* [id]: the type's record */
	uint32_t sb_ntypes;		/* ids 1 .. sb_ntypes - 1 */
	uint32_t *sb_tp;		/* ids of typedefs btf_trace_*, by name */
	uint32_t sb_ntp;
} sdt_btf_t;

#define SDT_BTF_TP	"btf_trace_"

/* Bytes of what follows a btf_type record of @t, or -1 if unknown. */
static long sdt_btf_extra(const struct btf_type *t)
{
	uint32_t vlen = BTF_INFO_VLEN(t->info);

	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_INT:
		return 4;
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF:
	case BTF_KIND_VOLATILE: case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
	case BTF_KIND_FUNC: case BTF_KIND_FLOAT: case BTF_KIND_TYPE_TAG:
		return 0;
	case BTF_KIND_ARRAY:
		return sizeof (struct btf_array);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return (long)vlen * sizeof (struct btf_member);
	case BTF_KIND_ENUM:
		return (long)vlen * sizeof (struct btf_enum);
	case BTF_KIND_FUNC_PROTO:
		return (long)vlen * sizeof (struct btf_param);
	case BTF_KIND_VAR:
		return sizeof (struct btf_var);
	case BTF_KIND_DATASEC:
		return (long)vlen * sizeof (struct btf_var_secinfo);
	case BTF_KIND_DECL_TAG:
		return sizeof (struct btf_decl_tag);
	case BTF_KIND_ENUM64:
		return (long)vlen * sizeof (struct btf_enum64);
	default:
		return -1;
	}
}

static const char *sdt_btf_name(const sdt_btf_t *b, uint32_t off)
{
	return off < b->sb_strlen ? b->sb_strs + off : "";
}

/* The tracepoint name of typedef btf_trace_NAME @id ("" if none). */
static const char *sdt_btf_tpname(const sdt_btf_t *b, uint32_t id)
{
	const struct btf_type *t = (const struct btf_type *)b->sb_type[id];
	const char *s;

	if (BTF_INFO_KIND(t->info) != BTF_KIND_TYPEDEF)
		return "";
	s = sdt_btf_name(b, t->name_off);
	return strncmp(s, SDT_BTF_TP, sizeof (SDT_BTF_TP) - 1) == 0 ?
	    s + sizeof (SDT_BTF_TP) - 1 : "";
}

static bool sdt_btf_istp(const sdt_btf_t *b, uint32_t id)
{
	return sdt_btf_tpname(b, id)[0] != '\0';
}

static const sdt_btf_t *sdt_btf_cur;	/* sort()'s context (load only) */

static int sdt_btf_tpcmp(const void *x, const void *y)
{
	return strcmp(sdt_btf_tpname(sdt_btf_cur, *(const uint32_t *)x),
	    sdt_btf_tpname(sdt_btf_cur, *(const uint32_t *)y));
}

/*
 * Index the BTF blob [@start, @end) (every type by id, and the typedefs
 * btf_trace_* by name): 0, or an errno value (release with
 * sdt_btf_close() either way).
 */
static int sdt_btf_open(sdt_btf_t *b, const void *start, const void *end)
{
	const struct btf_header *h = start;
	const char *p, *tend;
	uint32_t n = 1, ntp = 0;

	memset(b, 0, sizeof (*b));
	if (start == NULL || end <= start ||
	    (size_t)(end - start) < sizeof (*h) || h->magic != BTF_MAGIC ||
	    (size_t)h->hdr_len + h->str_off + h->str_len > (size_t)(end - start) ||
	    (size_t)h->hdr_len + h->type_off + h->type_len >
	    (size_t)(end - start))
		return EINVAL;
	b->sb_hdr = h;
	b->sb_strs = (const char *)start + h->hdr_len + h->str_off;
	b->sb_strlen = h->str_len;
	p = (const char *)start + h->hdr_len + h->type_off;
	tend = p + h->type_len;
	/* pass 1 counts, pass 2 indexes */
	while (p + sizeof (struct btf_type) <= tend) {
		long x = sdt_btf_extra((const struct btf_type *)p);

		if (x < 0)
			return EINVAL;
		p += sizeof (struct btf_type) + x;
		n++;
	}
	b->sb_type = kvmalloc_array(n, sizeof (*b->sb_type), GFP_KERNEL);
	if (b->sb_type == NULL)
		return ENOMEM;
	b->sb_ntypes = n;
	b->sb_type[0] = NULL;
	p = (const char *)start + h->hdr_len + h->type_off;
	for (n = 1; n < b->sb_ntypes; n++) {
		b->sb_type[n] = (const uint32_t *)p;
		if (sdt_btf_istp(b, n))
			ntp++;
		p += sizeof (struct btf_type) +
		    sdt_btf_extra((const struct btf_type *)p);
	}
	b->sb_tp = kvmalloc_array(ntp + 1, sizeof (*b->sb_tp), GFP_KERNEL);
	if (b->sb_tp == NULL)
		return ENOMEM;
	for (n = 1; n < b->sb_ntypes; n++) {
		if (sdt_btf_istp(b, n))
			b->sb_tp[b->sb_ntp++] = n;
	}
	sdt_btf_cur = b;
	sort(b->sb_tp, b->sb_ntp, sizeof (*b->sb_tp), sdt_btf_tpcmp, NULL);
	sdt_btf_cur = NULL;
	return 0;
}

static void sdt_btf_close(sdt_btf_t *b)
{
	kvfree(b->sb_type);
	kvfree(b->sb_tp);
	memset(b, 0, sizeof (*b));
}

/* The typedef btf_trace_@name (its type id), or 0. */
static uint32_t sdt_btf_findtp(const sdt_btf_t *b, const char *name)
{
	uint32_t lo = 0, hi = b->sb_ntp;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcmp(sdt_btf_tpname(b, b->sb_tp[mid]), name);

		if (c == 0)
			return b->sb_tp[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

static const struct btf_type *sdt_btf_type(const sdt_btf_t *b, uint32_t id)
{
	return id > 0 && id < b->sb_ntypes ?
	    (const struct btf_type *)b->sb_type[id] : NULL;
}

/* The type @id after typedefs and qualifiers (NULL: void or unknown). */
static const struct btf_type *sdt_btf_resolve(const sdt_btf_t *b,
    uint32_t id)
{
	const struct btf_type *t;
	int depth;

	for (depth = 0; depth < 32; depth++) {
		if ((t = sdt_btf_type(b, id)) == NULL)
			return NULL;
		switch (BTF_INFO_KIND(t->info)) {
		case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
		case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
		case BTF_KIND_TYPE_TAG:
			id = t->type;
			continue;
		default:
			return t;
		}
	}
	return NULL;
}

/*
 * The C name of type @id appended to @buf (of @len, holding @n bytes);
 * returns the new length, or -1 if the type cannot be written in D.
 */
static int sdt_btf_cname(const sdt_btf_t *b, uint32_t id, char *buf,
    int len, int n, int depth)
{
	const struct btf_type *t;
	const char *kw = "";
	int m;

	if (depth > 16)
		return -1;
	if (id == 0)
		return n + snprintf(buf + n, len - n, "void");
	if ((t = sdt_btf_type(b, id)) == NULL)
		return -1;
	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_INT: case BTF_KIND_TYPEDEF: case BTF_KIND_FLOAT:
		break;
	case BTF_KIND_STRUCT:
		kw = "struct ";
		break;
	case BTF_KIND_UNION:
		kw = "union ";
		break;
	case BTF_KIND_FWD:
		kw = BTF_INFO_KFLAG(t->info) ? "union " : "struct ";
		break;
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64:
		kw = "enum ";
		break;
	case BTF_KIND_CONST: case BTF_KIND_VOLATILE:
		n += snprintf(buf + n, len - n, "%s",
		    BTF_INFO_KIND(t->info) == BTF_KIND_CONST ? "const " :
		    "volatile ");
		if (n >= len)
			return -1;
		return sdt_btf_cname(b, t->type, buf, len, n, depth + 1);
	case BTF_KIND_RESTRICT: case BTF_KIND_TYPE_TAG:
		return sdt_btf_cname(b, t->type, buf, len, n, depth + 1);
	case BTF_KIND_PTR: {
		const struct btf_type *to = sdt_btf_resolve(b, t->type);

		if (to != NULL && BTF_INFO_KIND(to->info) == BTF_KIND_FUNC_PROTO)
			return n + snprintf(buf + n, len - n, "void *");
		m = sdt_btf_cname(b, t->type, buf, len, n, depth + 1);
		if (m < 0 || m >= len)
			return -1;
		return m + snprintf(buf + m, len - m,
		    m > 0 && buf[m - 1] == '*' ? "*" : " *");
	}
	default:
		return -1;
	}
	if (t->name_off == 0)		/* anonymous: not writable in D */
		return -1;
	return n + snprintf(buf + n, len - n, "%s%s", kw,
	    sdt_btf_name(b, t->name_off));
}

/* The width code of a scalar type @id (0: 64 bits or a pointer). */
static int sdt_btf_width(const sdt_btf_t *b, uint32_t id, bool *byval)
{
	const struct btf_type *t = sdt_btf_resolve(b, id);
	int sz;

	*byval = false;
	if (t == NULL)
		return 0;
	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_INT:
		sz = (int)t->size;
		if (sz >= 8)
			return 0;
		return (*(const uint32_t *)(t + 1) & 0x01000000) ? -sz : sz;
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64:
		sz = (int)t->size;
		if (sz >= 8)
			return 0;
		return BTF_INFO_KFLAG(t->info) ? -sz : sz;
	case BTF_KIND_STRUCT: case BTF_KIND_UNION: case BTF_KIND_FLOAT:
		*byval = true;
		return 0;
	default:
		return 0;
	}
}

/* Fill @sp's argument types from typedef btf_trace_<tracepoint name>. */
static void sdt_args(const sdt_btf_t *b, sdt_probe_t *sp)
{
	char type[DTRACE_ARGTYPELEN];
	const struct btf_type *t, *proto = NULL;
	const struct btf_param *prm;
	uint32_t id, i, vlen;

	if ((id = sdt_btf_findtp(b, sp->sp_tp->name)) == 0)
		return;
	t = sdt_btf_resolve(b, sdt_btf_type(b, id)->type);
	if (t != NULL && BTF_INFO_KIND(t->info) == BTF_KIND_PTR)
		proto = sdt_btf_resolve(b, t->type);
	if (proto == NULL || BTF_INFO_KIND(proto->info) != BTF_KIND_FUNC_PROTO)
		return;
	vlen = BTF_INFO_VLEN(proto->info);
	prm = (const struct btf_param *)(proto + 1);
	/* parameter 0 is the handler's private pointer */
	for (i = 1; i < vlen && sp->sp_nargs < SDT_NARGS; i++) {
		bool byval;
		int w = sdt_btf_width(b, prm[i].type, &byval);

		if (byval || sdt_btf_cname(b, prm[i].type, type,
		    sizeof (type), 0, 0) < 0 || strlen(type) + 1 >= sizeof (type))
			break;
		if ((sp->sp_types[sp->sp_nargs] = kstrdup(type, GFP_KERNEL)) ==
		    NULL)
			break;
		sp->sp_width[sp->sp_nargs++] = (int8_t)w;
	}
}

/* ---- registration -------------------------------------------------------- */

/* Stability as the reference gives its sdt provider. */
static const dtrace_pattr_t sdt_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t sdt_pops = {
	NULL,
	sdt_enable,
	sdt_disable,
	sdt_getargdesc,
	NULL,
	sdt_destroy,
};

/* Is event @group:@name left out (the syscall provider's, or unsafe)? */
static bool sdt_left_out(const char *group, const char *name)
{
	if (strcmp(group, "syscalls") == 0 || strcmp(group, "nmi") == 0)
		return true;
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 3, 0)
	if (strcmp(group, "printk") == 0 && strcmp(name, "console") == 0)
		return true;
#endif
	return false;
}

/* One probe for trace event @call, if it is a vmlinux tracepoint's. */
static void sdt_create(const sdt_btf_t *b, struct trace_event_call *call)
{
	const char *group;
	sdt_probe_t *sp;

	if (!(call->flags & TRACE_EVENT_FL_TRACEPOINT) || call->tp == NULL ||
	    call->module != NULL || call->class == NULL ||
	    (group = call->class->system) == NULL ||
	    sdt_left_out(group, call->tp->name) ||
	    strlen(group) >= DTRACE_MODNAMELEN ||
	    strlen(call->tp->name) >= DTRACE_NAMELEN ||
	    dtrace_probe_lookup(sdt_prov, group, "", call->tp->name) !=
	    DTRACE_IDNONE)
		return;
	if ((sp = kzalloc(sizeof (*sp), GFP_KERNEL)) == NULL)
		return;
	sp->sp_tp = call->tp;
	if (b->sb_tp != NULL)
		sdt_args(b, sp);
	sp->sp_id = dtrace_probe_create(sdt_prov, group, "", call->tp->name,
	    0, sp);
}

/**
 * dtrace_sdt_init - register the sdt provider and create a probe for
 * every trace event on a vmlinux tracepoint (see the head of this file).
 * Without the kernel's event list the provider is not registered and the
 * module loads without it (logged); without its BTF the probes have no
 * typed arguments.  Returns 0 or an errno value of the framework's
 * registration.
 */
int dtrace_sdt_init(void)
{
	struct list_head *events =
	    (struct list_head *)dtrace_os_ksym("ftrace_events");
	struct mutex *lock = (struct mutex *)dtrace_os_ksym("event_mutex");
	struct trace_event_call *call;
	sdt_btf_t b;
	int err;

	if (events == NULL || lock == NULL) {
		pr_info("no trace event list: no sdt provider\n");
		return 0;
	}
	err = dtrace_register("sdt", &sdt_attr, DTRACE_PRIV_KERNEL, &sdt_pops,
	    NULL, &sdt_prov);
	if (err != 0)
		return err;
	if (sdt_btf_open(&b, (const void *)dtrace_os_ksym("__start_BTF"),
	    (const void *)dtrace_os_ksym("__stop_BTF")) != 0) {
		pr_info("no kernel BTF: sdt probes have no typed arguments\n");
		sdt_btf_close(&b);
	}
	mutex_lock(lock);
	list_for_each_entry(call, events, list)
		sdt_create(&b, call);
	mutex_unlock(lock);
	sdt_btf_close(&b);
	return 0;
}

/**
 * dtrace_sdt_fini - unregister the provider (before dtrace_fini()); no
 * probe is enabled then, and this waits until no handler still runs.
 */
void dtrace_sdt_fini(void)
{
	tracepoint_synchronize_unregister();
	if (sdt_prov != 0)
		(void)dtrace_unregister(sdt_prov);
	sdt_prov = 0;
}
