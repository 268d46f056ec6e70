/*
 * lib/libdtrace/dt_print.c -- the output of the print() action: a value
 * laid out by its CTF type (Dynamic Tracing Guide, "Actions and
 * Subroutines", print()).
 *
 * Where it sits: the code generator (dt_cg.c) records print(expr) as a
 * library action (DTRACEACT_LIBACT, dtrd_arg DT_ACT_PRINT) whose record
 * holds the value's bytes and whose dtrd_uarg is the CTF type id in the
 * compiler's D container; the consumer (dt_consume.c) hands such records
 * to dt_print_type().
 *
 * Layout (the reference's): a struct or union prints as its type name and
 * "{", one member per line indented four spaces per level as
 * "TYPE NAME = VALUE", nested aggregates as "TYPE NAME = {" ... "}", and
 * a closing "}" that ends no line; a scalar prints as "TYPE VALUE".  Integers and pointers
 * are hexadecimal ("0x1f"), zero is "0"; a (signed) char is 'c', '\0'
 * or '\ooo'; strings and char arrays are [ "text" ]; other arrays
 * [ v, v, ... ]; enums their enumerator name.
 *
 * Invariants: never reads outside the record (@size bytes); nesting is
 * bounded (DT_PRINT_DEPTH) so a malformed container cannot recurse
 * without end.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "dt_impl.h"
#include "dt_pcb.h"
#include "dt_print.h"

#define	DT_PRINT_DEPTH	32

typedef struct dt_printarg {
	dtrace_hdl_t *pa_dtp;
	FILE *pa_fp;
	ctf_dict_t *pa_ctfp;
	ctf_id_t pa_string;		/* the D string type */
	const char *pa_addr;		/* the record */
	size_t pa_size;
	size_t pa_base;			/* byte offset of the current aggregate */
	int pa_depth;
	int pa_err;
} dt_printarg_t;

static void dt_print_value(dt_printarg_t *, ctf_id_t, size_t, unsigned long);

/*
 * The integer of @len (1..8) bytes at byte @off of the record, in this
 * machine's byte order (the record's: the producer's); 0 if outside it.
 */
static uint64_t
dt_print_load(const dt_printarg_t *pa, size_t off, size_t len)
{
	const unsigned char *p = (const unsigned char *)pa->pa_addr + off;
	uint64_t v = 0;
	size_t i;

	if (len > sizeof (v) || off > pa->pa_size || len > pa->pa_size - off)
		return (0);
	for (i = 0; i < len; i++) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		v = v << 8 | p[i];
#else
		v |= (uint64_t)p[i] << (8 * i);
#endif
	}
	return (v);
}

static void
dt_print_indent(dt_printarg_t *pa)
{
	if (dt_printf(pa->pa_dtp, pa->pa_fp, "%*s", pa->pa_depth * 4, "") < 0)
		pa->pa_err = -1;
}

static void
dt_print_hex(dt_printarg_t *pa, uint64_t v)
{
	int n = v == 0 ? dt_printf(pa->pa_dtp, pa->pa_fp, "0") :
	    dt_printf(pa->pa_dtp, pa->pa_fp, "%#llx", (unsigned long long)v);

	if (n < 0)
		pa->pa_err = -1;
}

/* The printable text of @len bytes at @s (up to the first NUL). */
static void
dt_print_text(dt_printarg_t *pa, const char *s, size_t len)
{
	size_t i;

	if (dt_printf(pa->pa_dtp, pa->pa_fp, "[ \"") < 0)
		pa->pa_err = -1;
	for (i = 0; i < len && s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];

		if (dt_printf(pa->pa_dtp, pa->pa_fp, isprint(c) ? "%c" :
		    "\\%03o", c) < 0)
			pa->pa_err = -1;
	}
	if (dt_printf(pa->pa_dtp, pa->pa_fp, "\" ]") < 0)
		pa->pa_err = -1;
}

/* An integer of @bits bits at bit offset @bitoff from byte @off. */
static void
dt_print_int(dt_printarg_t *pa, ctf_id_t base, size_t off,
    unsigned long bitoff)
{
	ctf_encoding_t e;
	uint64_t v;
	size_t bytes;
	unsigned int bits;

	if (ctf_type_encoding(pa->pa_ctfp, base, &e) != 0 || e.cte_bits == 0) {
		pa->pa_err = -1;
		return;
	}
	bits = e.cte_bits;
	bitoff += e.cte_offset;
	off += bitoff / 8;
	bitoff %= 8;
	bytes = (bitoff + bits + 7) / 8;
	if (bytes > 8)
		bytes = 8;
	v = dt_print_load(pa, off, bytes) >> bitoff;
	if (bits < 64)
		v &= (1ULL << bits) - 1;
	if ((e.cte_format & (CTF_INT_CHAR | CTF_INT_SIGNED)) ==
	    (CTF_INT_CHAR | CTF_INT_SIGNED) && bits == 8) {
		/* a (signed) char: as a character constant */
		int n = isprint((int)v) ?
		    dt_printf(pa->pa_dtp, pa->pa_fp, "'%c'", (int)v) :
		    v == 0 ? dt_printf(pa->pa_dtp, pa->pa_fp, "'\\0'") :
		    dt_printf(pa->pa_dtp, pa->pa_fp, "'\\%03o'", (int)v);

		if (n < 0)
			pa->pa_err = -1;
		return;
	}
	dt_print_hex(pa, v);
}

static void
dt_print_enum(dt_printarg_t *pa, ctf_id_t base, size_t off)
{
	ssize_t size = ctf_type_size(pa->pa_ctfp, base);
	int64_t v = (int32_t)dt_print_load(pa, off,
	    size > 0 && size <= 8 ? (size_t)size : 4);
	const char *name = ctf_enum_name(pa->pa_ctfp, base, (int)v);

	if (name != NULL) {
		if (dt_printf(pa->pa_dtp, pa->pa_fp, "%s", name) < 0)
			pa->pa_err = -1;
	} else {
		dt_print_hex(pa, (uint64_t)v);
	}
}

static void
dt_print_array(dt_printarg_t *pa, ctf_id_t base, size_t off)
{
	ctf_arinfo_t ar;
	ctf_id_t cb;
	ctf_encoding_t e;
	ssize_t esz;
	size_t i;

	if (ctf_array_info(pa->pa_ctfp, base, &ar) != 0) {
		pa->pa_err = -1;
		return;
	}
	cb = ctf_type_resolve(pa->pa_ctfp, ar.ctr_contents);
	esz = ctf_type_size(pa->pa_ctfp, cb);
	if (ctf_type_kind(pa->pa_ctfp, cb) == CTF_K_INTEGER &&
	    ctf_type_encoding(pa->pa_ctfp, cb, &e) == 0 &&
	    (e.cte_format & CTF_INT_CHAR) && e.cte_bits == 8) {
		size_t n = ar.ctr_nelems;

		if (off > pa->pa_size)
			n = 0;
		else if (n > pa->pa_size - off)
			n = pa->pa_size - off;
		dt_print_text(pa, pa->pa_addr + off, n);
		return;
	}
	if (dt_printf(pa->pa_dtp, pa->pa_fp, "[ ") < 0)
		pa->pa_err = -1;
	for (i = 0; i < ar.ctr_nelems && esz > 0 && pa->pa_err == 0; i++) {
		if (i > 0 && dt_printf(pa->pa_dtp, pa->pa_fp, ", ") < 0)
			pa->pa_err = -1;
		dt_print_value(pa, ar.ctr_contents, off + i * (size_t)esz, 0);
	}
	if (dt_printf(pa->pa_dtp, pa->pa_fp, " ]") < 0)
		pa->pa_err = -1;
}

static int dt_print_member(const char *, ctf_id_t, unsigned long, void *);

/* The members of the struct/union @base at byte @off, then "}". */
static void
dt_print_sou(dt_printarg_t *pa, ctf_id_t base, size_t off)
{
	size_t obase = pa->pa_base;

	if (dt_printf(pa->pa_dtp, pa->pa_fp, "{\n") < 0)
		pa->pa_err = -1;
	if (pa->pa_depth >= DT_PRINT_DEPTH) {
		pa->pa_err = -1;
		return;
	}
	pa->pa_depth++;
	pa->pa_base = off;
	(void) ctf_member_iter(pa->pa_ctfp, base, dt_print_member, pa);
	pa->pa_base = obase;
	pa->pa_depth--;
	dt_print_indent(pa);
	if (dt_printf(pa->pa_dtp, pa->pa_fp, "}") < 0)
		pa->pa_err = -1;
}

/* The value of @type at byte @off (+ @bitoff bits) of the record. */
static void
dt_print_value(dt_printarg_t *pa, ctf_id_t type, size_t off,
    unsigned long bitoff)
{
	ctf_id_t base = ctf_type_resolve(pa->pa_ctfp, type);

	if (type == pa->pa_string) {
		dt_print_text(pa, pa->pa_addr + off,
		    off < pa->pa_size ? pa->pa_size - off : 0);
		return;
	}
	switch (ctf_type_kind(pa->pa_ctfp, base)) {
	case CTF_K_INTEGER:
		dt_print_int(pa, base, off, bitoff);
		break;
	case CTF_K_POINTER:
		dt_print_hex(pa, dt_print_load(pa, off, sizeof (void *)));
		break;
	case CTF_K_ENUM:
		dt_print_enum(pa, base, off);
		break;
	case CTF_K_ARRAY:
		dt_print_array(pa, base, off);
		break;
	case CTF_K_STRUCT:
	case CTF_K_UNION:
		dt_print_sou(pa, base, off);
		break;
	default:
		if (dt_printf(pa->pa_dtp, pa->pa_fp, "?") < 0)
			pa->pa_err = -1;
		break;
	}
}

static int
dt_print_member(const char *name, ctf_id_t type, unsigned long offset,
    void *arg)
{
	dt_printarg_t *pa = arg;
	ctf_id_t base = ctf_type_resolve(pa->pa_ctfp, type);
	int kind = ctf_type_kind(pa->pa_ctfp, base);
	char tn[256];

	if (ctf_type_name(pa->pa_ctfp, type, tn, sizeof (tn)) == NULL)
		(void) strcpy(tn, "?");
	dt_print_indent(pa);
	if (name == NULL || name[0] == '\0') {
		if (dt_printf(pa->pa_dtp, pa->pa_fp, "%s ", tn) < 0)
			pa->pa_err = -1;
	} else if (dt_printf(pa->pa_dtp, pa->pa_fp, "%s %s = ", tn,
	    name) < 0) {
		pa->pa_err = -1;
	}
	dt_print_value(pa, type, pa->pa_base + offset / 8,
	    kind == CTF_K_INTEGER ? offset % 8 : 0);
	if (dt_printf(pa->pa_dtp, pa->pa_fp, "\n") < 0)
		pa->pa_err = -1;
	return (pa->pa_err);
}

/**
 * dt_print_type - print the @size bytes at @addr as a value of the CTF
 * type @type of the compiler's D container, in the reference's print()
 * layout (no newline follows the value, as in the reference).
 * Returns 0, or -1 with the handle's errno set (EDT_BADRVAL when no
 * compiler state or type is available).
 */
int
dt_print_type(dtrace_hdl_t *dtp, FILE *fp, ctf_id_t type, const void *addr,
    size_t size)
{
	dt_ccstate_t *cc = dtp->dt_cc;
	dt_printarg_t pa;
	char tn[256];

	if (cc == NULL || cc->cc_ctfp == NULL)
		return (dt_set_errno(dtp, EDT_BADRVAL));
	memset(&pa, 0, sizeof (pa));
	pa.pa_dtp = dtp;
	pa.pa_fp = fp;
	pa.pa_ctfp = cc->cc_ctfp;
	pa.pa_string = cc->cc_t.t_string;
	pa.pa_addr = addr;
	pa.pa_size = size;
	if (ctf_type_name(pa.pa_ctfp, type, tn, sizeof (tn)) == NULL)
		return (dt_set_errno(dtp, EDT_BADRVAL));
	if (dt_printf(dtp, fp, "%s ", tn) < 0)
		return (-1);
	dt_print_value(&pa, type, 0, 0);
	return (pa.pa_err != 0 ? dt_set_errno(dtp, EDT_BADRVAL) : 0);
}
