/*
 * lib/libdtrace/dt_btf.c -- raw BTF reader and BTF-to-CTF converter
 * (dt_btf.h).
 *
 * Where it sits: below the compiler's type lookups (dt_type.c) and kernel
 * symbol references (dt_kmod.c), which hold one dt_btf_t per handle for
 * the core kernel and call in only when C and D miss, so a D program that
 * never names a kernel type never pays for the conversion.
 *
 * The format (the Linux kernel's Documentation/bpf/btf.rst): a header
 * (magic 0xeb9f, version 1, offsets of a type section and a string
 * section relative to the header's end), then type records of 12 bytes
 * (name offset, info word: vlen in bits 0-15, kind in bits 24-28,
 * kind_flag in bit 31; then a size or a type id) each followed by kind
 * specific data.  Type ids count records from 1; id 0 is void.
 *
 * Conversion, in passes so that only chains of reference kinds recurse
 * (a cycle in C always goes through a struct or union):
 *   1. struct/union shells (sized, no members yet), enums with their
 *      enumerators, integers, floats, forward declarations;
 *   2. the reference kinds (pointer, typedef, qualifiers, array, function
 *      prototype; FUNC and VAR map to their type, TYPE_TAG passes
 *      through), resolved depth first with a cycle check;
 *   3. the members of the structs and unions (bit-fields: kind_flag
 *      offsets or INT encodings become integers of the field's width, the
 *      compiler's representation of a bit-field member).
 * A name is visible (root) in the dict only for the first definition of
 * that name; later homonyms (BTF keeps distinct types of one name) are
 * added non-root, so lookups by name see one of them, as C would.
 *
 * Invariants: every record was bounds-checked by dt_btf_open() before any
 * conversion reads it; errors never abort the process: they end the
 * conversion with a message and the handle answers CTF_ERR afterwards.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_btf.h"
#include "dt_impl.h"

#define BTF_MAGIC	0xeb9f

enum {
	BTF_K_INT = 1, BTF_K_PTR, BTF_K_ARRAY, BTF_K_STRUCT, BTF_K_UNION,
	BTF_K_ENUM, BTF_K_FWD, BTF_K_TYPEDEF, BTF_K_VOLATILE, BTF_K_CONST,
	BTF_K_RESTRICT, BTF_K_FUNC, BTF_K_FUNC_PROTO, BTF_K_VAR, BTF_K_DATASEC,
	BTF_K_FLOAT, BTF_K_DECL_TAG, BTF_K_TYPE_TAG, BTF_K_ENUM64, BTF_K_MAX
};

typedef struct dt_btf_hdr {
	uint16_t magic;
	uint8_t version;
	uint8_t flags;
	uint32_t hdr_len;
	uint32_t type_off;
	uint32_t type_len;
	uint32_t str_off;
	uint32_t str_len;
} dt_btf_hdr_t;

typedef struct dt_btf_type {
	uint32_t name_off;
	uint32_t info;
	uint32_t size_type;	/* size, or the referenced type id */
} dt_btf_type_t;

#define KIND(t)		(((t)->info >> 24) & 0x1f)
#define VLEN(t)		((t)->info & 0xffff)
#define KFLAG(t)	((t)->info >> 31)

/* Conversion states of a type (dt_btf_t bt_state). */
#define ST_TODO		0
#define ST_BUSY		1	/* on the resolution stack: a cycle if seen */
#define ST_DONE		2

struct dt_btf {
	char *bt_path;
	unsigned char *bt_data;		/* the whole file */
	size_t bt_size;
	const char *bt_str;		/* string section */
	uint32_t bt_strlen;
	uint32_t bt_ntypes;		/* records, so ids 1..bt_ntypes */
	const dt_btf_type_t **bt_types;	/* by id (bt_types[0] unused) */
	uint32_t *bt_hash;		/* name index: ids, 0 = empty */
	uint32_t bt_hashmask;
	ctf_dict_t *bt_ctf;		/* the conversion, once done */
	ctf_id_t *bt_ctfid;		/* by BTF id */
	unsigned char *bt_state;	/* by BTF id: ST_* */
	int bt_failed;			/* conversion failed: bt_err says why */
	char bt_err[256];
};

/* "PATH: message" into @err. */
static void __attribute__((format(printf, 4, 5)))
dt_btf_err(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (err == NULL || errlen == 0)
		return;
	n = snprintf(err, errlen, "%s: ", path);
	if (n < 0 || (size_t)n >= errlen)
		return;
	va_start(ap, fmt);
	(void) vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
	va_end(ap);
}

/* Size of the kind-specific data after record @t, or -1 for a bad kind. */
static long
dt_btf_extra(const dt_btf_type_t *t)
{
	uint32_t vlen = VLEN(t);

	switch (KIND(t)) {
	case BTF_K_INT:
	case BTF_K_VAR:
	case BTF_K_DECL_TAG:
		return (4);
	case BTF_K_ARRAY:
		return (12);
	case BTF_K_STRUCT:
	case BTF_K_UNION:
	case BTF_K_DATASEC:
	case BTF_K_ENUM64:
		return (12L * vlen);
	case BTF_K_ENUM:
	case BTF_K_FUNC_PROTO:
		return (8L * vlen);
	case BTF_K_PTR:
	case BTF_K_FWD:
	case BTF_K_TYPEDEF:
	case BTF_K_VOLATILE:
	case BTF_K_CONST:
	case BTF_K_RESTRICT:
	case BTF_K_FUNC:
	case BTF_K_FLOAT:
	case BTF_K_TYPE_TAG:
		return (0);
	default:
		return (-1);
	}
}

static const char *
dt_btf_name(const dt_btf_t *btf, uint32_t off)
{
	return (btf->bt_str + off);
}

static int
dt_btf_ns(const dt_btf_type_t *t)
{
	switch (KIND(t)) {
	case BTF_K_STRUCT:
		return (DT_BTF_NS_STRUCT);
	case BTF_K_UNION:
		return (DT_BTF_NS_UNION);
	case BTF_K_FWD:
		return (KFLAG(t) ? DT_BTF_NS_UNION : DT_BTF_NS_STRUCT);
	case BTF_K_ENUM:
	case BTF_K_ENUM64:
		return (DT_BTF_NS_ENUM);
	case BTF_K_INT:
	case BTF_K_FLOAT:
	case BTF_K_TYPEDEF:
		return (DT_BTF_NS_TYPE);
	case BTF_K_VAR:
	case BTF_K_FUNC:
		return (DT_BTF_NS_SYM);
	default:
		return (0);
	}
}

static uint32_t
dt_btf_hashstr(int ns, const char *s)
{
	uint32_t h = 2166136261u ^ (uint32_t)ns;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return (h);
}

/* The slot of (@ns, @name): its id, or the empty slot to fill. */
static uint32_t *
dt_btf_slot(const dt_btf_t *btf, int ns, const char *name)
{
	uint32_t i = dt_btf_hashstr(ns, name) & btf->bt_hashmask;
	uint32_t *slot;

	for (;; i = (i + 1) & btf->bt_hashmask) {
		const dt_btf_type_t *t;

		slot = &btf->bt_hash[i];
		if (*slot == 0)
			return (slot);
		t = btf->bt_types[*slot];
		if (dt_btf_ns(t) == ns &&
		    strcmp(dt_btf_name(btf, t->name_off), name) == 0)
			return (slot);
	}
}

static int
dt_btf_index(dt_btf_t *btf)
{
	uint32_t cap = 64, id;

	while (cap < btf->bt_ntypes * 2 + 2)
		cap *= 2;
	if ((btf->bt_hash = calloc(cap, sizeof (uint32_t))) == NULL)
		return (-1);
	btf->bt_hashmask = cap - 1;
	for (id = 1; id <= btf->bt_ntypes; id++) {
		const dt_btf_type_t *t = btf->bt_types[id];
		const char *name = dt_btf_name(btf, t->name_off);
		int ns = dt_btf_ns(t);
		uint32_t *slot;

		if (ns == 0 || *name == '\0')
			continue;
		slot = dt_btf_slot(btf, ns, name);
		if (*slot == 0 || (KIND(btf->bt_types[*slot]) == BTF_K_FWD &&
		    KIND(t) != BTF_K_FWD))
			*slot = id;
	}
	return (0);
}

/* Does a record of @kind hold a type id (not a size) in size_type? */
static int
dt_btf_isref(uint32_t kind)
{
	switch (kind) {
	case BTF_K_PTR:
	case BTF_K_TYPEDEF:
	case BTF_K_VOLATILE:
	case BTF_K_CONST:
	case BTF_K_RESTRICT:
	case BTF_K_FUNC:
	case BTF_K_FUNC_PROTO:	/* the return type */
	case BTF_K_VAR:
	case BTF_K_DECL_TAG:
	case BTF_K_TYPE_TAG:
		return (1);
	default:
		return (0);
	}
}

/* Check the referenced ids and names of record @t. */
static int
dt_btf_check_refs(const dt_btf_t *btf, const dt_btf_type_t *t)
{
	const uint32_t *x = (const uint32_t *)(t + 1);
	uint32_t n = btf->bt_ntypes, i, vlen = VLEN(t);

	if (t->name_off >= btf->bt_strlen ||
	    (dt_btf_isref(KIND(t)) && t->size_type > n))
		return (-1);
	switch (KIND(t)) {
	case BTF_K_ARRAY:
		return (x[0] > n || x[1] > n ? -1 : 0);
	case BTF_K_STRUCT:
	case BTF_K_UNION:
		for (i = 0; i < vlen; i++) {
			if (x[3 * i] >= btf->bt_strlen || x[3 * i + 1] > n)
				return (-1);
		}
		return (0);
	case BTF_K_ENUM:
	case BTF_K_ENUM64:
		for (i = 0; i < vlen; i++) {
			if (x[(KIND(t) == BTF_K_ENUM ? 2 : 3) * i] >=
			    btf->bt_strlen)
				return (-1);
		}
		return (0);
	case BTF_K_FUNC_PROTO:
		for (i = 0; i < vlen; i++) {
			if (x[2 * i] >= btf->bt_strlen || x[2 * i + 1] > n)
				return (-1);
		}
		return (0);
	default:
		return (0);
	}
}

/* Walk the type section: count, then record and check every type. */
static int
dt_btf_scan(dt_btf_t *btf, const unsigned char *p, uint32_t len, char *err,
    size_t errlen)
{
	const unsigned char *end = p + len, *q;
	uint32_t n = 0, id;

	for (q = p; q < end; n++) {
		const dt_btf_type_t *t = (const dt_btf_type_t *)q;
		long extra;

		if ((size_t)(end - q) < sizeof (*t)) {
			dt_btf_err(err, errlen, btf->bt_path,
			    "truncated type record %u", n + 1);
			return (-1);
		}
		if ((extra = dt_btf_extra(t)) < 0) {
			dt_btf_err(err, errlen, btf->bt_path,
			    "unknown BTF kind %u", KIND(t));
			return (-1);
		}
		if ((size_t)(end - q) < sizeof (*t) + (size_t)extra) {
			dt_btf_err(err, errlen, btf->bt_path,
			    "truncated type record %u", n + 1);
			return (-1);
		}
		q += sizeof (*t) + (size_t)extra;
		if (n == 0x7ffffffe)
			break;
	}
	btf->bt_ntypes = n;
	if ((btf->bt_types = calloc((size_t)n + 1, sizeof (*btf->bt_types))) ==
	    NULL) {
		dt_btf_err(err, errlen, btf->bt_path, "%s",
		    strerror(ENOMEM));
		return (-1);
	}
	for (q = p, id = 1; id <= n; id++) {
		const dt_btf_type_t *t = (const dt_btf_type_t *)q;

		btf->bt_types[id] = t;
		q += sizeof (*t) + (size_t)dt_btf_extra(t);
	}
	for (id = 1; id <= n; id++) {
		if (dt_btf_check_refs(btf, btf->bt_types[id]) != 0) {
			dt_btf_err(err, errlen, btf->bt_path,
			    "type %u refers to a type or name out of range",
			    id);
			return (-1);
		}
	}
	return (0);
}

dt_btf_t *
dt_btf_open(const char *path, char *err, size_t errlen)
{
	dt_btf_t *btf = calloc(1, sizeof (*btf));
	dt_btf_hdr_t h;
	const char *why = NULL;

	if (btf == NULL || (btf->bt_path = strdup(path)) == NULL) {
		free(btf);
		dt_btf_err(err, errlen, path, "%s",
		    strerror(ENOMEM));
		return (NULL);
	}
	if ((btf->bt_data = (unsigned char *)dt_read_file(path, 1 << 30,
	    &btf->bt_size)) == NULL) {
		why = strerror(errno);
		goto bad;
	}
	if (btf->bt_size < sizeof (h)) {
		why = "too short for a BTF header";
		goto bad;
	}
	memcpy(&h, btf->bt_data, sizeof (h));
	if (h.magic != BTF_MAGIC)
		why = h.magic == 0x9feb ? "BTF of the other byte order" :
		    "not BTF (bad magic)";
	else if (h.version != 1)
		why = "unsupported BTF version";
	else if (h.hdr_len < sizeof (h) || h.hdr_len > btf->bt_size)
		why = "bad BTF header length";
	else if ((uint64_t)h.type_off + h.type_len >
	    btf->bt_size - h.hdr_len || h.type_off % 4 != 0)
		why = "type section out of bounds";
	else if ((uint64_t)h.str_off + h.str_len >
	    btf->bt_size - h.hdr_len || h.str_len == 0 ||
	    btf->bt_data[h.hdr_len + h.str_off + h.str_len - 1] != '\0')
		why = "string section out of bounds or unterminated";
	if (why != NULL)
		goto bad;
	btf->bt_str = (const char *)btf->bt_data + h.hdr_len + h.str_off;
	btf->bt_strlen = h.str_len;
	if (dt_btf_scan(btf, btf->bt_data + h.hdr_len + h.type_off,
	    h.type_len, err, errlen) != 0)
		goto fail;
	if (dt_btf_index(btf) != 0) {
		why = strerror(ENOMEM);
		goto bad;
	}
	return (btf);
bad:
	dt_btf_err(err, errlen, btf->bt_path, "%s", why);
fail:
	dt_btf_close(btf);
	return (NULL);
}

void
dt_btf_close(dt_btf_t *btf)
{
	if (btf == NULL)
		return;
	if (btf->bt_ctf != NULL)
		ctf_dict_close(btf->bt_ctf);
	free(btf->bt_ctfid);
	free(btf->bt_state);
	free(btf->bt_hash);
	free(btf->bt_types);
	free(btf->bt_data);
	free(btf->bt_path);
	free(btf);
}

uint32_t
dt_btf_lookup(const dt_btf_t *btf, dt_btf_ns_t ns, const char *name)
{
	return (btf == NULL || *name == '\0' ? 0 :
	    *dt_btf_slot(btf, (int)ns, name));
}

uint32_t
dt_btf_ntypes(const dt_btf_t *btf)
{
	return (btf->bt_ntypes);
}

/* ---- conversion ------------------------------------------------------- */

/* Is @id the visible (first) definition of its name? */
static int
dt_btf_isroot(const dt_btf_t *btf, uint32_t id)
{
	const dt_btf_type_t *t = btf->bt_types[id];
	const char *name = dt_btf_name(btf, t->name_off);

	return (*name != '\0' && dt_btf_lookup(btf, (dt_btf_ns_t)dt_btf_ns(t),
	    name) == id);
}

static const char *
dt_btf_cname(const dt_btf_t *btf, const dt_btf_type_t *t)
{
	const char *name = dt_btf_name(btf, t->name_off);

	return (*name == '\0' ? NULL : name);
}

static int
dt_btf_fail(dt_btf_t *btf, uint32_t id, const char *what)
{
	btf->bt_failed = 1;
	snprintf(btf->bt_err, sizeof (btf->bt_err), "%s: type %u: %s",
	    btf->bt_path, id, what);
	return (-1);
}

static int
dt_btf_ctferr(dt_btf_t *btf, uint32_t id)
{
	return (dt_btf_fail(btf, id, ctf_errmsg(ctf_errno(btf->bt_ctf))));
}

/* Pass 1: types that need no other type first. */
static int
dt_btf_conv_base(dt_btf_t *btf, uint32_t id)
{
	const dt_btf_type_t *t = btf->bt_types[id];
	const uint32_t *x = (const uint32_t *)(t + 1);
	ctf_dict_t *fp = btf->bt_ctf;
	uint32_t flag = dt_btf_isroot(btf, id) ? CTF_ADD_ROOT : CTF_ADD_NONROOT;
	const char *name = dt_btf_cname(btf, t);
	ctf_encoding_t e = { 0, 0, 0 };
	ctf_id_t cid;
	uint32_t i;

	switch (KIND(t)) {
	case BTF_K_STRUCT:
		cid = ctf_add_struct_sized(fp, flag, name, t->size_type);
		break;
	case BTF_K_UNION:
		cid = ctf_add_union_sized(fp, flag, name, t->size_type);
		break;
	case BTF_K_INT:
		if (((x[0] >> 24) & 0xf) & 1)
			e.cte_format |= CTF_INT_SIGNED;
		if (((x[0] >> 24) & 0xf) & 2)
			e.cte_format |= CTF_INT_CHAR;
		if (((x[0] >> 24) & 0xf) & 4)
			e.cte_format |= CTF_INT_BOOL;
		e.cte_offset = (x[0] >> 16) & 0xff;
		e.cte_bits = x[0] & 0xff;
		cid = ctf_add_integer(fp, flag, name, &e);
		break;
	case BTF_K_FLOAT:
		e.cte_format = t->size_type <= 4 ? CTF_FP_SINGLE :
		    t->size_type <= 8 ? CTF_FP_DOUBLE : CTF_FP_LDOUBLE;
		e.cte_bits = t->size_type * 8;
		cid = ctf_add_float(fp, flag, name, &e);
		break;
	case BTF_K_ENUM:
		if ((cid = ctf_add_enum(fp, flag, name)) == CTF_ERR)
			break;
		for (i = 0; i < VLEN(t); i++) {
			/* a homonym enumerator libctf refuses is left out */
			(void) ctf_add_enumerator(fp, cid,
			    dt_btf_name(btf, x[2 * i]), (int)x[2 * i + 1]);
		}
		break;
	case BTF_K_ENUM64:
		/* CTF enumerators are 32-bit: keep the values that fit */
		if ((cid = ctf_add_enum(fp, flag, name)) == CTF_ERR)
			break;
		for (i = 0; i < VLEN(t); i++) {
			int64_t v = (int64_t)((uint64_t)x[3 * i + 2] << 32 |
			    x[3 * i + 1]);

			if (v >= INT32_MIN && v <= INT32_MAX)
				(void) ctf_add_enumerator(fp, cid,
				    dt_btf_name(btf, x[3 * i]), (int)v);
		}
		break;
	case BTF_K_FWD:
		if (name != NULL && (i = dt_btf_lookup(btf,
		    (dt_btf_ns_t)dt_btf_ns(t), name)) != id && i != 0)
			return (0);	/* the definition stands for it */
		cid = ctf_add_forward(fp, flag, name,
		    KFLAG(t) ? CTF_K_UNION : CTF_K_STRUCT);
		break;
	default:
		return (0);
	}
	if (cid == CTF_ERR)
		return (dt_btf_ctferr(btf, id));
	btf->bt_ctfid[id] = cid;
	btf->bt_state[id] = ST_DONE;
	return (0);
}

static ctf_id_t dt_btf_conv_ref(dt_btf_t *btf, uint32_t id, int depth);

static ctf_id_t
dt_btf_conv_proto(dt_btf_t *btf, uint32_t id, int depth)
{
	const dt_btf_type_t *t = btf->bt_types[id];
	const uint32_t *x = (const uint32_t *)(t + 1);
	uint32_t vlen = VLEN(t), i;
	ctf_funcinfo_t fi;
	ctf_id_t *argv, cid;

	fi.ctc_flags = 0;
	fi.ctc_argc = vlen;
	/* a last parameter of type void without a name is "..." */
	if (vlen > 0 && x[2 * (vlen - 1)] == 0 && x[2 * (vlen - 1) + 1] == 0) {
		fi.ctc_flags |= CTF_FUNC_VARARG;
		fi.ctc_argc--;
	}
	if ((fi.ctc_return = dt_btf_conv_ref(btf, t->size_type, depth)) ==
	    CTF_ERR)
		return (CTF_ERR);
	if ((argv = calloc(fi.ctc_argc + 1, sizeof (*argv))) == NULL) {
		(void) dt_btf_fail(btf, id, strerror(ENOMEM));
		return (CTF_ERR);
	}
	for (i = 0; i < fi.ctc_argc; i++) {
		if ((argv[i] = dt_btf_conv_ref(btf, x[2 * i + 1], depth)) ==
		    CTF_ERR) {
			free(argv);
			return (CTF_ERR);
		}
	}
	cid = ctf_add_function(btf->bt_ctf, CTF_ADD_NONROOT, &fi, argv);
	free(argv);
	if (cid == CTF_ERR)
		(void) dt_btf_ctferr(btf, id);
	return (cid);
}

/* Pass 2 (and on demand from pass 3): the CTF id of BTF type @id. */
static ctf_id_t
dt_btf_conv_ref(dt_btf_t *btf, uint32_t id, int depth)
{
	const dt_btf_type_t *t;
	ctf_dict_t *fp = btf->bt_ctf;
	ctf_id_t ref = CTF_ERR, cid;
	ctf_arinfo_t ar;

	if (btf->bt_state[id] == ST_DONE)
		return (btf->bt_ctfid[id]);
	if (btf->bt_state[id] == ST_BUSY || depth > 4096) {
		(void) dt_btf_fail(btf, id, "reference cycle");
		return (CTF_ERR);
	}
	btf->bt_state[id] = ST_BUSY;
	t = btf->bt_types[id];
	if (dt_btf_isref(KIND(t)) && KIND(t) != BTF_K_FUNC_PROTO &&
	    KIND(t) != BTF_K_DECL_TAG && (ref = dt_btf_conv_ref(btf,
	    t->size_type, depth + 1)) == CTF_ERR)
		return (CTF_ERR);
	switch (KIND(t)) {
	case BTF_K_PTR:
		cid = ctf_add_pointer(fp, CTF_ADD_ROOT, ref);
		break;
	case BTF_K_TYPEDEF:
		cid = ctf_add_typedef(fp, dt_btf_isroot(btf, id) ?
		    CTF_ADD_ROOT : CTF_ADD_NONROOT, dt_btf_cname(btf, t), ref);
		break;
	case BTF_K_VOLATILE:
		cid = ctf_add_volatile(fp, CTF_ADD_ROOT, ref);
		break;
	case BTF_K_CONST:
		cid = ctf_add_const(fp, CTF_ADD_ROOT, ref);
		break;
	case BTF_K_RESTRICT:
		cid = ctf_add_restrict(fp, CTF_ADD_ROOT, ref);
		break;
	case BTF_K_TYPE_TAG:	/* an annotation: the tagged type itself */
	case BTF_K_FUNC:	/* a function symbol: its prototype */
	case BTF_K_VAR:		/* a variable symbol: its type */
		cid = ref;
		break;
	case BTF_K_ARRAY: {
		const uint32_t *x = (const uint32_t *)(t + 1);

		if ((ar.ctr_contents = dt_btf_conv_ref(btf, x[0],
		    depth + 1)) == CTF_ERR || (ar.ctr_index =
		    dt_btf_conv_ref(btf, x[1], depth + 1)) == CTF_ERR)
			return (CTF_ERR);
		ar.ctr_nelems = x[2];
		cid = ctf_add_array(fp, CTF_ADD_ROOT, &ar);
		break;
	}
	case BTF_K_FUNC_PROTO:
		if ((cid = dt_btf_conv_proto(btf, id, depth + 1)) == CTF_ERR)
			return (CTF_ERR);
		break;
	default:	/* DATASEC, DECL_TAG: no type */
		cid = btf->bt_ctfid[0];
		break;
	}
	if (cid == CTF_ERR) {
		(void) dt_btf_ctferr(btf, id);
		return (CTF_ERR);
	}
	btf->bt_ctfid[id] = cid;
	btf->bt_state[id] = ST_DONE;
	return (cid);
}

/* The integer type of a @bits wide bit-field of type @cid (0 if none). */
static ctf_id_t
dt_btf_bitfield(dt_btf_t *btf, ctf_id_t cid, uint32_t bits)
{
	ctf_dict_t *fp = btf->bt_ctf;
	ctf_id_t base = ctf_type_resolve(fp, cid);
	ctf_encoding_t e = { 0, 0, bits };
	const char *name = "int";

	switch (ctf_type_kind(fp, base)) {
	case CTF_K_INTEGER:
		if (ctf_type_encoding(fp, base, &e) != 0)
			return (CTF_ERR);
		e.cte_offset = 0;
		e.cte_bits = bits;
		name = ctf_type_name_raw(fp, base);
		break;
	case CTF_K_ENUM:
		e.cte_format = CTF_INT_SIGNED;
		name = "int";
		break;
	default:
		return (CTF_ERR);
	}
	return (ctf_add_integer(fp, CTF_ADD_NONROOT, name, &e));
}

/* Pass 3: the members of struct or union @id. */
static int
dt_btf_conv_members(dt_btf_t *btf, uint32_t id)
{
	const dt_btf_type_t *t = btf->bt_types[id];
	const uint32_t *x = (const uint32_t *)(t + 1);
	uint32_t i;

	for (i = 0; i < VLEN(t); i++) {
		const char *mname = dt_btf_name(btf, x[3 * i]);
		uint32_t off = x[3 * i + 2], bits = 0;
		ctf_id_t mt;

		if ((mt = dt_btf_conv_ref(btf, x[3 * i + 1], 0)) == CTF_ERR)
			return (-1);
		if (KFLAG(t)) {
			bits = off >> 24;
			off &= 0xffffff;
		}
		if (bits != 0 && (mt = dt_btf_bitfield(btf, mt, bits)) ==
		    CTF_ERR)
			return (dt_btf_fail(btf, id, "bad bit-field member"));
		/* a homonym member libctf refuses is left out */
		(void) ctf_add_member_offset(btf->bt_ctf, btf->bt_ctfid[id],
		    *mname == '\0' ? NULL : mname, mt, off);
	}
	return (0);
}

static int
dt_btf_convert(dt_btf_t *btf)
{
	ctf_encoding_t ve = { CTF_INT_SIGNED, 0, 0 };
	uint32_t n = btf->bt_ntypes, id;
	int err;

	if ((btf->bt_ctf = ctf_create(&err)) == NULL)
		return (dt_btf_fail(btf, 0, ctf_errmsg(err)));
	btf->bt_ctfid = calloc((size_t)n + 1, sizeof (ctf_id_t));
	btf->bt_state = calloc((size_t)n + 1, 1);
	if (btf->bt_ctfid == NULL || btf->bt_state == NULL)
		return (dt_btf_fail(btf, 0, strerror(ENOMEM)));
	if ((btf->bt_ctfid[0] = ctf_add_integer(btf->bt_ctf, CTF_ADD_ROOT,
	    "void", &ve)) == CTF_ERR)
		return (dt_btf_ctferr(btf, 0));
	btf->bt_state[0] = ST_DONE;
	for (id = 1; id <= n; id++) {
		if (dt_btf_conv_base(btf, id) != 0)
			return (-1);
	}
	/* forward declarations a definition stands for */
	for (id = 1; id <= n; id++) {
		const dt_btf_type_t *t = btf->bt_types[id];

		if (KIND(t) == BTF_K_FWD && btf->bt_state[id] != ST_DONE) {
			uint32_t def = dt_btf_lookup(btf,
			    (dt_btf_ns_t)dt_btf_ns(t), dt_btf_name(btf,
			    t->name_off));

			btf->bt_ctfid[id] = btf->bt_ctfid[def];
			btf->bt_state[id] = ST_DONE;
		}
	}
	for (id = 1; id <= n; id++) {
		if (btf->bt_state[id] != ST_DONE &&
		    dt_btf_conv_ref(btf, id, 0) == CTF_ERR)
			return (-1);
	}
	for (id = 1; id <= n; id++) {
		int k = KIND(btf->bt_types[id]);

		if ((k == BTF_K_STRUCT || k == BTF_K_UNION) &&
		    dt_btf_conv_members(btf, id) != 0)
			return (-1);
	}
	return (0);
}

ctf_dict_t *
dt_btf_ctf(dt_btf_t *btf, char *err, size_t errlen)
{
	if (btf->bt_ctf == NULL && !btf->bt_failed &&
	    dt_btf_convert(btf) != 0) {
		if (btf->bt_ctf != NULL)
			ctf_dict_close(btf->bt_ctf);
		btf->bt_ctf = NULL;
	}
	if (btf->bt_failed) {
		if (err != NULL && errlen > 0)
			snprintf(err, errlen, "%s", btf->bt_err);
		return (NULL);
	}
	return (btf->bt_ctf);
}

ctf_id_t
dt_btf_symtype(dt_btf_t *btf, const char *name, char *err, size_t errlen)
{
	uint32_t id = dt_btf_lookup(btf, DT_BTF_NS_SYM, name);

	if (id == 0 || dt_btf_ctf(btf, err, errlen) == NULL)
		return (CTF_ERR);
	return (btf->bt_ctfid[id]);
}
