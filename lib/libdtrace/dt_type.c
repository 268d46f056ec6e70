/*
 * lib/libdtrace/dt_type.c -- the D type system on top of libctf.
 *
 * Where it sits: called by the declaration code (dt_decl.c), the cooking
 * pass (dt_cook.c) and the identifier tables (dt_ident.c) to create, look
 * up, describe and compare types.  All types of a handle live in one
 * writable CTF dict (cc_ctfp) created by dt_type_init() with the D
 * intrinsics of the LP64 data model.
 *
 * Invariants: a dt_tinfo_t with dti_ctfp == NULL is the dynamic type
 * (<DYN>: aggregations, untyped associative arrays, action results);
 * every other dt_tinfo_t names a type of cc_ctfp.  D's string is the
 * typedef "string" of char[strsize]; dt_tinfo_fill() reports it as
 * DT_TK_STRING whatever array size it was created with.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_kmod.h"
#include "dt_pcb.h"
#include "dt_type.h"

/* The intrinsic integer and floating types (LP64). */
static const struct dt_intrinsic {
	const char *name;
	int kind;		/* CTF_K_INTEGER or CTF_K_FLOAT */
	uint32_t format;	/* CTF_INT_* / CTF_FP_* */
	uint32_t bits;
	size_t off;		/* where to record the id in dt_typeids_t, or -1 */
} dt_intrinsics[] = {
#define T(f) offsetof(dt_typeids_t, f)
	{ "void", CTF_K_INTEGER, CTF_INT_SIGNED, 0, T(t_void) },
	{ "signed", CTF_K_INTEGER, CTF_INT_SIGNED, 32, (size_t)-1 },
	{ "unsigned", CTF_K_INTEGER, 0, 32, (size_t)-1 },
	{ "char", CTF_K_INTEGER, CTF_INT_SIGNED | CTF_INT_CHAR, 8, T(t_char) },
	{ "short", CTF_K_INTEGER, CTF_INT_SIGNED, 16, T(t_short) },
	{ "int", CTF_K_INTEGER, CTF_INT_SIGNED, 32, T(t_int) },
	{ "long", CTF_K_INTEGER, CTF_INT_SIGNED, 64, T(t_long) },
	{ "long long", CTF_K_INTEGER, CTF_INT_SIGNED, 64, T(t_llong) },
	{ "signed char", CTF_K_INTEGER, CTF_INT_SIGNED | CTF_INT_CHAR, 8,
	    T(t_schar) },
	{ "signed short", CTF_K_INTEGER, CTF_INT_SIGNED, 16, (size_t)-1 },
	{ "signed int", CTF_K_INTEGER, CTF_INT_SIGNED, 32, (size_t)-1 },
	{ "signed long", CTF_K_INTEGER, CTF_INT_SIGNED, 64, (size_t)-1 },
	{ "signed long long", CTF_K_INTEGER, CTF_INT_SIGNED, 64, (size_t)-1 },
	{ "unsigned char", CTF_K_INTEGER, CTF_INT_CHAR, 8, T(t_uchar) },
	{ "unsigned short", CTF_K_INTEGER, 0, 16, T(t_ushort) },
	{ "unsigned int", CTF_K_INTEGER, 0, 32, T(t_uint) },
	{ "unsigned long", CTF_K_INTEGER, 0, 64, T(t_ulong) },
	{ "unsigned long long", CTF_K_INTEGER, 0, 64, T(t_ullong) },
	{ "_Bool", CTF_K_INTEGER, CTF_INT_BOOL, 8, T(t_bool) },
	{ "float", CTF_K_FLOAT, CTF_FP_SINGLE, 32, T(t_float) },
	{ "double", CTF_K_FLOAT, CTF_FP_DOUBLE, 64, T(t_double) },
	{ "long double", CTF_K_FLOAT, CTF_FP_LDOUBLE, 128, T(t_ldouble) },
#undef T
};

/* Typedefs D programs and prototypes use: name, target type name. */
static const char *const dt_typedefs[][2] = {
	{ "int8_t", "signed char" }, { "int16_t", "short" },
	{ "int32_t", "int" }, { "int64_t", "long" },
	{ "uint8_t", "unsigned char" }, { "uint16_t", "unsigned short" },
	{ "uint32_t", "unsigned int" }, { "uint64_t", "unsigned long" },
	{ "intptr_t", "long" }, { "uintptr_t", "unsigned long" },
	{ "size_t", "unsigned long" }, { "ssize_t", "long" },
	{ "ptrdiff_t", "long" }, { "off_t", "long" }, { "off64_t", "long" },
	{ "pid_t", "int" }, { "id_t", "int" }, { "uid_t", "unsigned int" },
	{ "gid_t", "unsigned int" }, { "zoneid_t", "int" },
	{ "processorid_t", "int" }, { "psetid_t", "int" },
	{ "taskid_t", "int" }, { "projid_t", "int" }, { "lwpid_t", "int" },
	{ "uchar_t", "unsigned char" }, { "ushort_t", "unsigned short" },
	{ "uint_t", "unsigned int" }, { "ulong_t", "unsigned long" },
	{ "longlong_t", "long long" }, { "u_longlong_t", "unsigned long long" },
	{ "hrtime_t", "long long" }, { "time_t", "long" },
	{ "dev_t", "unsigned long" }, { "major_t", "unsigned int" },
	{ "minor_t", "unsigned int" }, { "mode_t", "unsigned int" },
	{ "ino_t", "unsigned long" }, { "ipaddr_t", "unsigned int" },
	{ "boolean_t", "int" }, { "bool", "_Bool" }, { "clock_t", "long" },
	{ "in_port_t", "unsigned short" }, { "socklen_t", "unsigned int" },
	{ "caddr_t", "char *" },
	/* internal result types of stack(), func(), usym(), ... */
	{ "stack", "unsigned long" }, { "_symaddr", "unsigned long" },
	{ "_usymaddr", "unsigned long" },
};

/* Opaque kernel types named by built-in prototypes. */
static const char *const dt_forwards[] = {
	"mutex", "rwlock", "kthread", "cpuinfo", "msgb", "in6_addr", "path",
	"file", "vnode", "task_struct", "dev_info",
};

static const char *const dt_fwdtypedefs[][2] = {
	{ "kthread_t", "struct kthread" }, { "cpuinfo_t", "struct cpuinfo" },
	{ "mblk_t", "struct msgb" }, { "kmutex_t", "struct mutex" },
	{ "krwlock_t", "struct rwlock" }, { "rwlock_t", "struct rwlock" },
	{ "vnode_t", "struct vnode" }, { "file_t", "struct file" },
};

static ctf_dict_t *
dt_ctfp(void)
{
	return (yypcb->pcb_cc->cc_ctfp);
}

static int
dt_type_add_intrinsics(dt_ccstate_t *cc)
{
	size_t i;

	for (i = 0; i < sizeof (dt_intrinsics) / sizeof (dt_intrinsics[0]);
	    i++) {
		const struct dt_intrinsic *ip = &dt_intrinsics[i];
		ctf_encoding_t e = { ip->format, 0, ip->bits };
		ctf_id_t id;

		if (ip->kind == CTF_K_INTEGER)
			id = ctf_add_integer(cc->cc_ctfp, CTF_ADD_ROOT,
			    ip->name, &e);
		else
			id = ctf_add_float(cc->cc_ctfp, CTF_ADD_ROOT,
			    ip->name, &e);
		if (id == CTF_ERR)
			return (-1);
		if (ip->off != (size_t)-1)
			*(ctf_id_t *)((char *)&cc->cc_t + ip->off) = id;
	}
	return (0);
}

/* Look up @name in @fp, making pointer types on demand. */
static ctf_id_t
dt_type_byname(ctf_dict_t *fp, const char *name)
{
	char buf[256];
	size_t len = strlen(name);
	int nptr = 0;
	ctf_id_t id;

	if ((id = ctf_lookup_by_name(fp, name)) != CTF_ERR)
		return (id);
	if (len >= sizeof (buf))
		return (CTF_ERR);
	memcpy(buf, name, len + 1);
	while (len > 0 && (buf[len - 1] == '*' || buf[len - 1] == ' ')) {
		if (buf[len - 1] == '*')
			nptr++;
		buf[--len] = '\0';
	}
	if (nptr == 0 || (id = ctf_lookup_by_name(fp, buf)) == CTF_ERR)
		return (CTF_ERR);
	while (nptr-- > 0) {
		ctf_id_t p = ctf_type_pointer(fp, id);

		if (p == CTF_ERR)
			p = ctf_add_pointer(fp, CTF_ADD_ROOT, id);
		if (p == CTF_ERR)
			return (CTF_ERR);
		id = p;
	}
	return (id);
}

static int
dt_type_add_typedefs(dt_ccstate_t *cc)
{
	ctf_dict_t *fp = cc->cc_ctfp;
	size_t i;

	for (i = 0; i < sizeof (dt_forwards) / sizeof (dt_forwards[0]); i++) {
		if (ctf_add_forward(fp, CTF_ADD_ROOT, dt_forwards[i],
		    CTF_K_STRUCT) == CTF_ERR)
			return (-1);
	}
	for (i = 0; i < sizeof (dt_typedefs) / sizeof (dt_typedefs[0]); i++) {
		ctf_id_t base = dt_type_byname(fp, dt_typedefs[i][1]);

		if (base == CTF_ERR || ctf_add_typedef(fp, CTF_ADD_ROOT,
		    dt_typedefs[i][0], base) == CTF_ERR)
			return (-1);
	}
	for (i = 0; i < sizeof (dt_fwdtypedefs) / sizeof (dt_fwdtypedefs[0]);
	    i++) {
		ctf_id_t base = dt_type_byname(fp, dt_fwdtypedefs[i][1]);

		if (base == CTF_ERR || ctf_add_typedef(fp, CTF_ADD_ROOT,
		    dt_fwdtypedefs[i][0], base) == CTF_ERR)
			return (-1);
	}
	return (0);
}

static int
dt_type_add_string(dt_ccstate_t *cc, uint32_t strsize)
{
	ctf_arinfo_t ar = { cc->cc_t.t_char, cc->cc_t.t_long, strsize };
	ctf_id_t arr = ctf_add_array(cc->cc_ctfp, CTF_ADD_NONROOT, &ar);

	if (arr == CTF_ERR)
		return (-1);
	cc->cc_t.t_string = ctf_add_typedef(cc->cc_ctfp,
	    cc->cc_t.t_string == 0 ? CTF_ADD_ROOT : CTF_ADD_NONROOT,
	    "string", arr);
	cc->cc_strsize = strsize;
	return (cc->cc_t.t_string == CTF_ERR ? -1 : 0);
}

int
dt_type_init(dtrace_hdl_t *dtp, dt_ccstate_t *cc)
{
	int err;
	ctf_dict_t *fp;
	dt_typeids_t *t = &cc->cc_t;

	if ((cc->cc_ctfp = fp = ctf_create(&err)) == NULL)
		return (-1);
	if (dt_type_add_intrinsics(cc) != 0 || dt_type_add_typedefs(cc) != 0)
		return (-1);
	t->t_int64 = ctf_lookup_by_name(fp, "int64_t");
	t->t_uint64 = ctf_lookup_by_name(fp, "uint64_t");
	t->t_size = ctf_lookup_by_name(fp, "size_t");
	t->t_ptrdiff = ctf_lookup_by_name(fp, "ptrdiff_t");
	t->t_uintptr = ctf_lookup_by_name(fp, "uintptr_t");
	t->t_stack = ctf_lookup_by_name(fp, "stack");
	t->t_symaddr = ctf_lookup_by_name(fp, "_symaddr");
	t->t_usymaddr = ctf_lookup_by_name(fp, "_usymaddr");
	t->t_voidptr = ctf_add_pointer(fp, CTF_ADD_ROOT, t->t_void);
	t->t_charptr = ctf_type_pointer(fp, t->t_char);
	return (dt_type_add_string(cc, dt_strsize(dtp)));
}

void
dt_type_fini(dt_ccstate_t *cc)
{
	dt_kmod_fini(cc);
	if (cc->cc_ctfp != NULL)
		ctf_dict_close(cc->cc_ctfp);
	cc->cc_ctfp = NULL;
}

void
dt_type_sync_strsize(dtrace_hdl_t *dtp)
{
	dt_ccstate_t *cc = dt_cc_state(dtp);

	if (cc != NULL && cc->cc_strsize != dt_strsize(dtp)) {
		ctf_id_t old = cc->cc_t.t_string;

		if (dt_type_add_string(cc, dt_strsize(dtp)) != 0)
			cc->cc_t.t_string = old;
	}
}

/* Does the typedef chain from @type pass through the string typedef? */
static int
dt_type_chain_is_string(ctf_dict_t *fp, ctf_id_t type)
{
	const char *n;
	int kind;

	while ((kind = ctf_type_kind(fp, type)) == CTF_K_TYPEDEF ||
	    kind == CTF_K_CONST || kind == CTF_K_VOLATILE ||
	    kind == CTF_K_RESTRICT) {
		if (kind == CTF_K_TYPEDEF &&
		    (n = ctf_type_name_raw(fp, type)) != NULL &&
		    strcmp(n, "string") == 0)
			return (1);
		type = ctf_type_reference(fp, type);
	}
	return (0);
}

static uint32_t
dt_int_rank(uint32_t bits, uint32_t format)
{
	if (format & CTF_INT_BOOL)
		return (DT_RANK_BOOL);
	switch (bits) {
	case 8:
		return (DT_RANK_CHAR);
	case 16:
		return (DT_RANK_SHORT);
	case 32:
		return (DT_RANK_INT);
	default:
		return (DT_RANK_LONG);
	}
}

static void
dt_tinfo_integer(ctf_dict_t *fp, ctf_id_t base, dt_tinfo_t *tip)
{
	ctf_encoding_t e;

	if (ctf_type_encoding(fp, base, &e) != 0 || e.cte_bits == 0) {
		tip->dti_kind = DT_TK_VOID;
		return;
	}
	tip->dti_kind = DT_TK_INT;
	tip->dti_size = (e.cte_bits + 7) / 8;
	if (e.cte_format & CTF_INT_SIGNED)
		tip->dti_flags |= DT_TF_SIGNED;
	if (e.cte_format & CTF_INT_CHAR)
		tip->dti_flags |= DT_TF_CHAR;
	if (e.cte_format & CTF_INT_BOOL)
		tip->dti_flags |= DT_TF_BOOL;
	tip->dti_rank = dt_int_rank(e.cte_bits, e.cte_format);
	if (e.cte_bits % 8 != 0 || e.cte_bits > 64 ||
	    (tip->dti_size & (tip->dti_size - 1)) != 0)
		tip->dti_flags |= DT_TF_BITFIELD;
}

static void
dt_tinfo_pointer(ctf_dict_t *fp, ctf_id_t base, dt_tinfo_t *tip)
{
	ctf_id_t ref = ctf_type_reference(fp, base);
	ctf_id_t rbase = ctf_type_resolve(fp, ref);
	int rkind = ctf_type_kind(fp, rbase);
	ctf_encoding_t e;
	ssize_t sz;

	tip->dti_kind = DT_TK_PTR;
	tip->dti_size = sizeof (uint64_t);
	tip->dti_reftype = ref;
	if (rkind == CTF_K_FUNCTION) {
		tip->dti_flags |= DT_TF_FUNCPTR;
		return;
	}
	if (rkind == CTF_K_INTEGER && ctf_type_encoding(fp, rbase, &e) == 0) {
		if (e.cte_bits == 0) {
			tip->dti_flags |= DT_TF_VOIDPTR;
			return;
		}
		if (e.cte_format & CTF_INT_CHAR)
			tip->dti_flags |= DT_TF_STRPTR;
	}
	if ((sz = ctf_type_size(fp, rbase)) > 0)
		tip->dti_refsize = (uint32_t)sz;
}

static void
dt_tinfo_array(ctf_dict_t *fp, ctf_id_t base, dt_tinfo_t *tip)
{
	ctf_arinfo_t ar;
	ctf_id_t cbase;
	ctf_encoding_t e;
	ssize_t sz;

	tip->dti_kind = DT_TK_ARRAY;
	tip->dti_flags |= DT_TF_BYREF;
	if (ctf_array_info(fp, base, &ar) != 0)
		return;
	tip->dti_reftype = ar.ctr_contents;
	tip->dti_nelems = ar.ctr_nelems;
	cbase = ctf_type_resolve(fp, ar.ctr_contents);
	if ((sz = ctf_type_size(fp, cbase)) > 0)
		tip->dti_refsize = (uint32_t)sz;
	tip->dti_size = tip->dti_refsize * ar.ctr_nelems;
	if (ctf_type_kind(fp, cbase) == CTF_K_INTEGER &&
	    ctf_type_encoding(fp, cbase, &e) == 0 &&
	    (e.cte_format & CTF_INT_CHAR))
		tip->dti_flags |= DT_TF_STRPTR;
}

/* Mark the internal result types of func()/sym()/usym()/... */
static void
dt_tinfo_special(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type,
    dt_tinfo_t *tip)
{
	dt_ccstate_t *cc = dt_cc_state(dtp);

	if (cc == NULL || fp != cc->cc_ctfp)
		return;
	if (type == cc->cc_t.t_symaddr || type == cc->cc_t.t_usymaddr)
		tip->dti_flags |= DT_TF_SYMADDR;
	if (type == cc->cc_t.t_usymaddr)
		tip->dti_flags |= DT_TF_USER;
}

void
dt_tinfo_fill(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type,
    dt_tinfo_t *tip)
{
	ctf_id_t base;
	ssize_t sz;

	memset(tip, 0, sizeof (*tip));
	tip->dti_ctfp = fp;
	tip->dti_type = type;
	tip->dti_reftype = CTF_ERR;
	if (fp == NULL || type == CTF_ERR) {
		tip->dti_ctfp = NULL;
		tip->dti_type = CTF_ERR;
		tip->dti_kind = DT_TK_DYN;
		tip->dti_flags = DT_TF_BYREF;
		return;
	}
	if (dt_type_chain_is_string(fp, type)) {
		tip->dti_kind = DT_TK_STRING;
		tip->dti_flags = DT_TF_BYREF;
		tip->dti_size = dt_strsize(dtp);
		return;
	}
	base = ctf_type_resolve(fp, type);
	switch (ctf_type_kind(fp, base)) {
	case CTF_K_INTEGER:
		dt_tinfo_integer(fp, base, tip);
		break;
	case CTF_K_ENUM:
		tip->dti_kind = DT_TK_INT;
		tip->dti_flags |= DT_TF_ENUM | DT_TF_SIGNED;
		tip->dti_size = 4;
		tip->dti_rank = DT_RANK_INT;
		break;
	case CTF_K_FLOAT:
		tip->dti_kind = DT_TK_FLOAT;
		if ((sz = ctf_type_size(fp, base)) > 0)
			tip->dti_size = (uint32_t)sz;
		if (tip->dti_size > 8)
			tip->dti_flags |= DT_TF_BYREF;
		break;
	case CTF_K_POINTER:
		dt_tinfo_pointer(fp, base, tip);
		break;
	case CTF_K_ARRAY:
		dt_tinfo_array(fp, base, tip);
		break;
	case CTF_K_STRUCT:
	case CTF_K_UNION:
		tip->dti_kind = ctf_type_kind(fp, base) == CTF_K_STRUCT ?
		    DT_TK_STRUCT : DT_TK_UNION;
		tip->dti_flags |= DT_TF_BYREF;
		if ((sz = ctf_type_size(fp, base)) > 0)
			tip->dti_size = (uint32_t)sz;
		break;
	case CTF_K_FORWARD:
		tip->dti_kind = DT_TK_STRUCT;
		tip->dti_flags |= DT_TF_BYREF | DT_TF_INCOMPLETE;
		break;
	case CTF_K_FUNCTION:
		tip->dti_kind = DT_TK_FUNC;
		tip->dti_flags |= DT_TF_BYREF;
		break;
	default:
		tip->dti_kind = DT_TK_NONE;
		break;
	}
	dt_tinfo_special(dtp, fp, type, tip);
}

static dtrace_hdl_t *
dt_hdl(void)
{
	return (yypcb->pcb_hdl);
}

/* Is @name (trailing '*'s and blanks aside) an ANSI-C intrinsic type? */
static int
dt_type_is_cintrinsic(const char *name)
{
	size_t len = strlen(name), i;

	while (len > 0 && (name[len - 1] == '*' || name[len - 1] == ' '))
		len--;
	for (i = 0; i < sizeof (dt_intrinsics) / sizeof (dt_intrinsics[0]);
	    i++) {
		if (strlen(dt_intrinsics[i].name) == len &&
		    strncmp(dt_intrinsics[i].name, name, len) == 0)
			return (1);
	}
	return (0);
}

/*
 * dt_type_scope - split a scoped type name (Dynamic Tracing Guide, "Type
 * Namespaces"): the first blank- or '*'-separated token that has a
 * backquote after its first character names the object ("D`int",
 * "struct C`foo", "unsigned C`int").  Copies the name without "object`"
 * into @buf and the object into @obj; returns 1 if the name is scoped,
 * 0 if not, -1 if it is malformed (a second backquote).
 */
static int
dt_type_scope(const char *name, char *buf, size_t blen, char *obj,
    size_t olen)
{
	const char *p = name, *q, *end;

	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '*')
			p++;
		if (*p == '\0')
			return (0);
		for (end = p + 1; *end != '\0' && *end != ' ' &&
		    *end != '\t' && *end != '*'; end++)
			;
		for (q = p + 1; q < end && *q != '`'; q++)
			;
		if (q < end)
			break;
		p = end;
	}
	if (strchr(q + 1, '`') != NULL || (size_t)(q - p) >= olen ||
	    strlen(name) >= blen)
		return (-1);
	memcpy(obj, p, (size_t)(q - p));
	obj[q - p] = '\0';
	memcpy(buf, name, (size_t)(p - name));
	strcpy(buf + (p - name), q + 1);
	return (1);
}

/*
 * Is @type of @fp a forward declaration (after typedefs), or a pointer
 * (to a pointer ...) to one?  "struct task_struct *" in the handle's
 * container, where D's library only declares the struct, gives way to
 * the kernel's pointer to its definition (a provider's args[] types).
 */
static int
dt_type_is_forward(ctf_dict_t *fp, ctf_id_t type)
{
	int depth;

	type = ctf_type_resolve(fp, type);
	for (depth = 0; depth < 8 && type != CTF_ERR &&
	    ctf_type_kind(fp, type) == CTF_K_POINTER; depth++)
		type = ctf_type_resolve(fp, ctf_type_reference(fp, type));
	return (type != CTF_ERR && ctf_type_kind(fp, type) == CTF_K_FORWARD);
}

/*
 * Type lookup.  Unscoped names are searched in the handle's container,
 * then in the kernel's (dt_kmod.c: the core kernel's BTF), as the
 * reference searches every module: a forward declaration found first
 * gives way to a definition found later.  Scoped names: "D`" is the D
 * namespace (everything the container holds: intrinsics, D's types and
 * aliases, the program's declarations); "C`" the ANSI-C intrinsic types
 * only (as in the reference, where string, the D aliases and D
 * declarations are not C types; types from -C headers are not kept apart
 * here: they are D types); "vmlinux`" (or "genunix`") the core kernel's
 * types.  Any other object name fails.
 */
int
dt_type_lookup(const char *name, dt_tinfo_t *tip)
{
	char buf[256], sbuf[256], obj[64];
	ctf_dict_t *fp = dt_ctfp(), *kfp;
	ctf_id_t id, kid;
	size_t len;
	int scoped;

	if ((scoped = dt_type_scope(name, sbuf, sizeof (sbuf), obj,
	    sizeof (obj))) < 0)
		return (-1);
	if (scoped) {
		if (strcmp(obj, "D") != 0 && strcmp(obj, "C") != 0)
			fp = NULL;	/* a kernel module, or nothing */
		else if (strcmp(obj, "C") == 0 && !dt_type_is_cintrinsic(sbuf))
			return (-1);
		name = sbuf;
	}
	while (*name == ' ')
		name++;
	len = strlen(name);
	while (len > 0 && name[len - 1] == ' ')
		len--;
	if (len == 0 || len >= sizeof (buf))
		return (-1);
	memcpy(buf, name, len);
	buf[len] = '\0';
	id = fp == NULL ? CTF_ERR : dt_type_byname(fp, buf);
	if (id != CTF_ERR && (scoped || !dt_type_is_forward(fp, id))) {
		dt_tinfo_fill(dt_hdl(), fp, id, tip);
		return (0);
	}
	if ((fp == NULL || !scoped) && (kfp = dt_kmod_types(yypcb->pcb_cc,
	    scoped ? obj : NULL, buf)) != NULL &&
	    (kid = dt_type_byname(kfp, buf)) != CTF_ERR &&
	    (id == CTF_ERR || !dt_type_is_forward(kfp, kid))) {
		dt_tinfo_fill(dt_hdl(), kfp, kid, tip);
		return (0);
	}
	if (id == CTF_ERR)
		return (-1);
	dt_tinfo_fill(dt_hdl(), fp, id, tip);
	return (0);
}

void
dt_type_byid(ctf_id_t id, dt_tinfo_t *tip)
{
	dt_tinfo_fill(dt_hdl(), dt_ctfp(), id, tip);
}

void
dt_type_int(dt_tinfo_t *tip)
{
	dt_type_byid(yypcb->pcb_cc->cc_t.t_int, tip);
}

void
dt_type_string(dt_tinfo_t *tip)
{
	dt_type_byid(yypcb->pcb_cc->cc_t.t_string, tip);
}

void
dt_type_dyn(dt_tinfo_t *tip)
{
	dt_tinfo_fill(dt_hdl(), NULL, CTF_ERR, tip);
}

int
dt_type_pointer(const dt_tinfo_t *tip, dt_tinfo_t *out)
{
	ctf_dict_t *fp = tip->dti_ctfp;
	ctf_id_t p;

	if (fp == NULL)
		return (-1);
	if ((p = ctf_type_pointer(fp, tip->dti_type)) == CTF_ERR &&
	    (p = ctf_add_pointer(fp, CTF_ADD_ROOT, tip->dti_type)) == CTF_ERR)
		return (-1);
	dt_tinfo_fill(dt_hdl(), fp, p, out);
	return (0);
}

int
dt_type_array(const dt_tinfo_t *tip, uint32_t n, dt_tinfo_t *out)
{
	ctf_dict_t *fp = tip->dti_ctfp;
	ctf_arinfo_t ar;
	ctf_id_t a;

	if (fp == NULL)
		return (-1);
	ar.ctr_contents = tip->dti_type;
	ar.ctr_index = yypcb->pcb_cc->cc_t.t_long;
	ar.ctr_nelems = n;
	if ((a = ctf_add_array(fp, CTF_ADD_ROOT, &ar)) == CTF_ERR)
		return (-1);
	dt_tinfo_fill(dt_hdl(), fp, a, out);
	return (0);
}

char *
dt_type_name(const dt_tinfo_t *tip, char *buf, size_t len)
{
	if (tip->dti_kind == DT_TK_DYN)
		snprintf(buf, len, "dynamic variable");
	else if (tip->dti_kind == DT_TK_STRING)
		snprintf(buf, len, "string");
	else if (tip->dti_ctfp == NULL ||
	    ctf_type_name(tip->dti_ctfp, tip->dti_type, buf, len) == NULL)
		snprintf(buf, len, "unknown");
	if (tip->dti_flags & DT_TF_USER && tip->dti_kind == DT_TK_PTR) {
		char tmp[256];

		snprintf(tmp, sizeof (tmp), "userland %s", buf);
		snprintf(buf, len, "%s", tmp);
	}
	return (buf);
}

int
dt_type_is_integer(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_INT);
}

int
dt_type_is_arith(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_INT);
}

int
dt_type_is_scalar(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_INT || tip->dti_kind == DT_TK_PTR);
}

int
dt_type_is_pointer(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_PTR || tip->dti_kind == DT_TK_ARRAY);
}

int
dt_type_is_string(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_STRING);
}

int
dt_type_is_strcompat(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_STRING ||
	    (tip->dti_flags & DT_TF_STRPTR) != 0);
}

int
dt_type_is_void(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_VOID);
}

int
dt_type_is_vfptr(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_PTR &&
	    (tip->dti_flags & (DT_TF_VOIDPTR | DT_TF_FUNCPTR)) != 0);
}

int
dt_type_is_dynamic(const dt_tinfo_t *tip)
{
	return (tip->dti_kind == DT_TK_DYN);
}

/*
 * Are @at of @afp and @bt of @bfp compatible, an incomplete struct or
 * union (a forward declaration, as D's built-in prototypes name kernel
 * structs) being compatible with the definition of its tag (C99 6.2.7),
 * which may live in another container (the kernel's)?
 */
static int
dt_type_compat(ctf_dict_t *afp, ctf_id_t at, ctf_dict_t *bfp, ctf_id_t bt)
{
	ctf_id_t ab = ctf_type_resolve(afp, at), bb = ctf_type_resolve(bfp, bt);
	int ak = ctf_type_kind(afp, ab), bk = ctf_type_kind(bfp, bb);
	const char *an, *bn;

	if (ctf_type_compat(afp, at, bfp, bt))
		return (1);
	if ((ak == CTF_K_FORWARD) == (bk == CTF_K_FORWARD))
		return (0);	/* not exactly one forward declaration */
	if (ak == CTF_K_FORWARD ? ctf_type_kind_forwarded(afp, ab) != bk :
	    ctf_type_kind_forwarded(bfp, bb) != ak)
		return (0);
	an = ctf_type_name_raw(afp, ab);
	bn = ctf_type_name_raw(bfp, bb);
	return (an != NULL && bn != NULL && *an != '\0' && strcmp(an, bn) == 0);
}

int
dt_type_same(const dt_tinfo_t *a, const dt_tinfo_t *b)
{
	if (a->dti_kind == DT_TK_STRING || b->dti_kind == DT_TK_STRING)
		return (a->dti_kind == b->dti_kind);
	if (a->dti_ctfp == NULL || b->dti_ctfp == NULL)
		return (a->dti_ctfp == b->dti_ctfp);
	return (dt_type_compat(a->dti_ctfp, a->dti_type,
	    b->dti_ctfp, b->dti_type));
}

/*
 * The reference's usual arithmetic conversions: rank = bits plus one if
 * unsigned; the higher rank wins; on a tie, the type whose resolved base
 * type was defined later (higher id) wins.  Enums count as int.
 */
void
dt_type_promote(const dt_tinfo_t *a, const dt_tinfo_t *b, dt_tinfo_t *out)
{
	dt_tinfo_t ia, ib;
	uint32_t ra, rb;
	ctf_id_t ba, bb;

	if (a->dti_flags & DT_TF_ENUM) {
		dt_type_int(&ia);
		a = &ia;
	}
	if (b->dti_flags & DT_TF_ENUM) {
		dt_type_int(&ib);
		b = &ib;
	}
	ra = a->dti_size * 8 + !(a->dti_flags & DT_TF_SIGNED);
	rb = b->dti_size * 8 + !(b->dti_flags & DT_TF_SIGNED);
	ba = ctf_type_resolve(a->dti_ctfp, a->dti_type);
	bb = ctf_type_resolve(b->dti_ctfp, b->dti_type);
	if (ra > rb || (ra == rb && ba >= bb))
		*out = *a;
	else
		*out = *b;
	out->dti_flags &= ~DT_TF_USER;
}

/* The type a pointer or array refers to, resolved; CTF_ERR if none. */
static ctf_id_t
dt_type_refbase(const dt_tinfo_t *tip)
{
	if (tip->dti_reftype == CTF_ERR || tip->dti_ctfp == NULL)
		return (CTF_ERR);
	return (ctf_type_resolve(tip->dti_ctfp, tip->dti_reftype));
}

/*
 * Pointer compatibility (K&R A7.9-10, relaxed as the reference does): two
 * pointers (or arrays) to compatible types, or either to void, or a
 * pointer (or a string) and the integer constant 0.  On success *out (if not NULL) gets
 * the more specific of the two types.
 */
int
dt_type_ptrcompat(const dt_tinfo_t *l, int lzero, const dt_tinfo_t *r,
    int rzero, dt_tinfo_t *out)
{
	int lint = dt_type_is_integer(l), rint = dt_type_is_integer(r);
	ctf_id_t lref, rref;
	int lvoid, rvoid;

	if (dt_type_is_dynamic(l) || dt_type_is_dynamic(r) || (lint && rint))
		return (0);
	if ((lint && !lzero) || (rint && !rzero))
		return (0);
	if (lint)
		l = r;
	else if (rint)
		r = l;
	/* a string against NULL, as the reference (strtok(...) == NULL) */
	if ((lint || rint) && dt_type_is_string(l)) {
		if (out != NULL)
			*out = *l;
		return (1);
	}
	if (!dt_type_is_pointer(l) || !dt_type_is_pointer(r))
		return (0);
	if ((l->dti_flags ^ r->dti_flags) & DT_TF_USER)
		return (0);
	lvoid = (l->dti_flags & DT_TF_VOIDPTR) != 0;
	rvoid = (r->dti_flags & DT_TF_VOIDPTR) != 0;
	lref = dt_type_refbase(l);
	rref = dt_type_refbase(r);
	if (!lvoid && !rvoid && (lref == CTF_ERR || rref == CTF_ERR ||
	    !dt_type_compat(l->dti_ctfp, lref, r->dti_ctfp, rref)))
		return (0);
	if (out != NULL)
		*out = rvoid ? *l : *r;
	return (1);
}

/*
 * Argument compatibility (K&R A7.3.2, A7.17): may a value of type @r be
 * passed where @l is expected (or assigned to an @l)?
 */
int
dt_type_argcompat(const dt_tinfo_t *l, const dt_tinfo_t *r, int rzero)
{
	if (dt_type_is_integer(l) && dt_type_is_integer(r))
		return (1);
	if (dt_type_is_strcompat(l) && dt_type_is_strcompat(r))
		return (1);
	switch (l->dti_kind) {
	case DT_TK_STRUCT:
	case DT_TK_UNION:
	case DT_TK_FUNC:
		return (r->dti_ctfp != NULL && l->dti_ctfp != NULL &&
		    dt_type_compat(l->dti_ctfp, l->dti_type, r->dti_ctfp,
		    r->dti_type));
	default:
		return (dt_type_ptrcompat(l, 0, r, rzero, NULL));
	}
}

static int dt_type_align_member(const char *name, ctf_id_t type,
    unsigned long off, void *arg);

typedef struct dt_alignarg {
	ctf_dict_t *aa_fp;
	size_t aa_align;
	int aa_depth;
} dt_alignarg_t;

static size_t
dt_type_align_depth(ctf_dict_t *fp, ctf_id_t type, int depth)
{
	ctf_id_t base = ctf_type_resolve(fp, type);
	dt_alignarg_t aa = { fp, 1, depth + 1 };
	ctf_arinfo_t ar;
	ssize_t a;

	switch (ctf_type_kind(fp, base)) {
	case CTF_K_STRUCT:
	case CTF_K_UNION:
		if (depth < 64)
			(void) ctf_member_iter(fp, base, dt_type_align_member,
			    &aa);
		return (aa.aa_align);
	case CTF_K_ARRAY:
		if (ctf_array_info(fp, base, &ar) == 0)
			return (dt_type_align_depth(fp, ar.ctr_contents,
			    depth + 1));
		return (1);
	default:
		a = ctf_type_align(fp, base);
		return (a > 0 ? (size_t)a : 1);
	}
}

static int
dt_type_align_member(const char *name, ctf_id_t type, unsigned long off,
    void *arg)
{
	dt_alignarg_t *aa = arg;
	size_t a = dt_type_align_depth(aa->aa_fp, type, aa->aa_depth);

	(void) name;
	(void) off;
	if (a > aa->aa_align)
		aa->aa_align = a;
	return (0);
}

/*
 * dt_type_align - the C alignment of @type in bytes: the largest alignment
 * of its members for structs and unions (libctf's own answer is the first
 * member's), the element's for arrays.
 */
size_t
dt_type_align(ctf_dict_t *fp, ctf_id_t type)
{
	return (dt_type_align_depth(fp, type, 0));
}
