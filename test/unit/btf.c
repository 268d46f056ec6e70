/*
 * test/unit/btf.c -- unit test of the BTF reader and BTF-to-CTF converter
 * (lib/libdtrace/dt_btf.c), on BTF written here, so that it runs the same
 * on every machine whatever its kernel: every kind the converter maps
 * (integers, pointers, arrays, structs with kind_flag bit-fields, enums
 * and 64-bit enums, forwards, typedefs, qualifiers, type tags, function
 * prototypes with varargs, FUNC and VAR symbols, DATASEC, DECL_TAG,
 * floats, homonyms), then corrupt inputs, each of which must be refused
 * with a message and never crash.
 *
 * Run by btf.sh under prove(1) (make check); prints TAP.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_btf.h"
#include "tap.h"

/* A BTF blob being written: type words and a string table. */
typedef struct blob {
	uint32_t t[512];
	size_t nt;
	char s[1024];
	size_t ns;
} blob_t;

static uint32_t
str(blob_t *b, const char *s)
{
	uint32_t off = (uint32_t)b->ns;

	if (*s == '\0')
		return (0);
	memcpy(b->s + b->ns, s, strlen(s) + 1);
	b->ns += strlen(s) + 1;
	return (off);
}

/* One type record: name, kind, vlen, kind_flag, size-or-type. */
static void
rec(blob_t *b, const char *name, uint32_t kind, uint32_t vlen, uint32_t kf,
    uint32_t st)
{
	b->t[b->nt++] = str(b, name);
	b->t[b->nt++] = kf << 31 | kind << 24 | vlen;
	b->t[b->nt++] = st;
}

static void
word(blob_t *b, uint32_t w)
{
	b->t[b->nt++] = w;
}

static void
blob_init(blob_t *b)
{
	memset(b, 0, sizeof (*b));
	b->ns = 1;		/* offset 0 is the empty name */
}

/* Write @b (with @magic) to a temporary file; returns its path. */
static char *
blob_write(const blob_t *b, uint16_t magic, size_t cut)
{
	static char path[64];
	uint32_t hdr[6];
	FILE *fp;
	int fd;

	strcpy(path, "/tmp/dt-btf-unit.XXXXXX");
	if ((fd = mkstemp(path)) < 0 || (fp = fdopen(fd, "w")) == NULL)
		return (NULL);
	hdr[0] = (uint32_t)magic | 1u << 16;	/* magic, version 1, flags 0 */
	hdr[1] = 24;				/* hdr_len */
	hdr[2] = 0;				/* type_off */
	hdr[3] = (uint32_t)(b->nt * 4);		/* type_len */
	hdr[4] = hdr[3];			/* str_off */
	hdr[5] = (uint32_t)b->ns;		/* str_len */
	fwrite(hdr, 1, sizeof (hdr), fp);
	fwrite(b->t, 4, b->nt, fp);
	fwrite(b->s, 1, b->ns, fp);
	fflush(fp);
	if (cut != 0 && ftruncate(fd, (off_t)cut) != 0)
		return (NULL);
	fclose(fp);
	return (path);
}

enum { K_INT = 1, K_PTR, K_ARRAY, K_STRUCT, K_UNION, K_ENUM, K_FWD,
	K_TYPEDEF, K_VOLATILE, K_CONST, K_RESTRICT, K_FUNC, K_FUNC_PROTO,
	K_VAR, K_DATASEC, K_FLOAT, K_DECL_TAG, K_TYPE_TAG, K_ENUM64 };

/* The good blob: ids in comments. */
static void
good(blob_t *b)
{
	blob_init(b);
	rec(b, "int", K_INT, 0, 0, 4);			/* 1 */
	word(b, 1u << 24 | 32);				/* signed, 32 bits */
	rec(b, "unsigned int", K_INT, 0, 0, 4);		/* 2 */
	word(b, 32);
	rec(b, "", K_PTR, 0, 0, 4);			/* 3: struct node * */
	rec(b, "node", K_STRUCT, 4, 1, 16);		/* 4 */
	word(b, str(b, "next")); word(b, 3); word(b, 0);
	word(b, str(b, "val")); word(b, 1); word(b, 64);
	word(b, str(b, "flag")); word(b, 2); word(b, 3u << 24 | 96);
	word(b, str(b, "mode")); word(b, 9); word(b, 2u << 24 | 99);
	rec(b, "node_t", K_TYPEDEF, 0, 0, 4);		/* 5 */
	rec(b, "", K_ARRAY, 0, 0, 0);			/* 6: int[4] */
	word(b, 1); word(b, 2); word(b, 4);
	rec(b, "", K_FUNC_PROTO, 2, 0, 1);		/* 7: int (int, ...) */
	word(b, str(b, "a")); word(b, 1);
	word(b, 0); word(b, 0);
	rec(b, "f", K_FUNC, 1, 0, 7);			/* 8 */
	rec(b, "color", K_ENUM, 2, 0, 4);		/* 9 */
	word(b, str(b, "RED")); word(b, 0);
	word(b, str(b, "GREEN")); word(b, 5);
	rec(b, "counter", K_VAR, 0, 0, 1);		/* 10 */
	word(b, 1);
	rec(b, "node", K_FWD, 0, 0, 0);			/* 11 */
	rec(b, "opaque", K_FWD, 0, 1, 0);		/* 12: union */
	rec(b, "", K_CONST, 0, 0, 1);			/* 13 */
	rec(b, "user", K_TYPE_TAG, 0, 0, 3);		/* 14 */
	rec(b, ".data..percpu", K_DATASEC, 1, 0, 4);	/* 15 */
	word(b, 10); word(b, 0); word(b, 4);
	rec(b, "double", K_FLOAT, 0, 0, 8);		/* 16 */
	rec(b, "big", K_ENUM64, 2, 0, 8);		/* 17 */
	word(b, str(b, "SMALL")); word(b, 1); word(b, 0);
	word(b, str(b, "HUGE")); word(b, 0); word(b, 1u << 8);
	rec(b, "tag", K_DECL_TAG, 0, 0, 4);		/* 18 */
	word(b, 0xffffffffu);
	rec(b, "node", K_STRUCT, 1, 0, 4);		/* 19: a homonym */
	word(b, str(b, "x")); word(b, 1); word(b, 0);
	rec(b, "", K_PTR, 0, 0, 12);			/* 20: union opaque * */
	rec(b, "opaque_t", K_TYPEDEF, 0, 0, 20);	/* 21 */
}

static int
has(const char *err, const char *what)
{
	return (strstr(err, what) != NULL);
}

static void
check_good(void)
{
	char err[256] = "", *path;
	ctf_membinfo_t m;
	ctf_encoding_t e;
	ctf_funcinfo_t fi;
	ctf_dict_t *fp;
	ctf_id_t id, sym;
	dt_btf_t *btf;
	blob_t b;
	int v;

	good(&b);
	path = blob_write(&b, 0xeb9f, 0);
	btf = dt_btf_open(path, err, sizeof (err));
	unlink(path);
	if (!tap_ok(btf != NULL, "a well-formed BTF opens", "%s", err))
		return;
	tap_ok(dt_btf_ntypes(btf) == 21, "every record is a type",
	    "%u types", dt_btf_ntypes(btf));
	tap_ok(dt_btf_lookup(btf, DT_BTF_NS_STRUCT, "node") == 4,
	    "a name is indexed by its first definition, not a forward",
	    "struct node is id %u", dt_btf_lookup(btf, DT_BTF_NS_STRUCT,
	    "node"));
	tap_ok(dt_btf_lookup(btf, DT_BTF_NS_TYPE, "nosuch") == 0 &&
	    dt_btf_lookup(btf, DT_BTF_NS_SYM, "counter") == 10,
	    "names and symbols are kept apart", "lookups");
	fp = dt_btf_ctf(btf, err, sizeof (err));
	if (!tap_ok(fp != NULL, "the BTF converts to CTF", "%s", err)) {
		dt_btf_close(btf);
		return;
	}
	id = ctf_lookup_by_name(fp, "struct node");
	tap_ok(id != CTF_ERR && ctf_type_size(fp, id) == 16,
	    "struct: the first definition, with its size", "size %ld",
	    (long)ctf_type_size(fp, id));
	tap_ok(ctf_member_info(fp, id, "val", &m) == 0 && m.ctm_offset == 64,
	    "struct: member offsets in bits", "val at %lu", m.ctm_offset);
	tap_ok(ctf_member_info(fp, id, "flag", &m) == 0 &&
	    m.ctm_offset == 96 && ctf_type_encoding(fp, m.ctm_type, &e) == 0 &&
	    e.cte_bits == 3 && !(e.cte_format & CTF_INT_SIGNED),
	    "struct: a kind_flag bit-field is an unsigned 3-bit integer",
	    "flag at %lu, %u bits", m.ctm_offset, e.cte_bits);
	tap_ok(ctf_member_info(fp, id, "mode", &m) == 0 &&
	    m.ctm_offset == 99 && ctf_type_encoding(fp, m.ctm_type, &e) == 0 &&
	    e.cte_bits == 2,
	    "struct: an enum bit-field is a 2-bit integer", "mode at %lu",
	    m.ctm_offset);
	tap_ok(ctf_member_info(fp, id, "next", &m) == 0 &&
	    ctf_type_kind(fp, m.ctm_type) == CTF_K_POINTER &&
	    ctf_type_reference(fp, m.ctm_type) == id,
	    "struct: a member points to its own struct (cycle via pointer)",
	    "next");
	id = ctf_lookup_by_name(fp, "node_t");
	tap_ok(id != CTF_ERR && ctf_type_kind(fp, id) == CTF_K_TYPEDEF &&
	    ctf_type_size(fp, id) == 16, "typedef of a struct", "node_t");
	tap_ok(ctf_lookup_by_name(fp, "enum color") != CTF_ERR &&
	    ctf_enum_value(fp, ctf_lookup_by_name(fp, "enum color"), "GREEN",
	    &v) == 0 && v == 5, "enum: enumerator values", "GREEN = %d", v);
	id = ctf_lookup_by_name(fp, "enum big");
	tap_ok(id != CTF_ERR && ctf_enum_value(fp, id, "SMALL", &v) == 0 &&
	    v == 1 && ctf_enum_value(fp, id, "HUGE", &v) != 0,
	    "enum64: the values that fit in 32 bits", "big");
	id = ctf_lookup_by_name(fp, "opaque_t");
	tap_ok(id != CTF_ERR && ctf_type_kind(fp, ctf_type_reference(fp,
	    ctf_type_resolve(fp, id))) == CTF_K_FORWARD &&
	    ctf_type_kind_forwarded(fp, ctf_type_reference(fp,
	    ctf_type_resolve(fp, id))) == CTF_K_UNION,
	    "a forward without definition stays a (union) forward", "opaque");
	id = ctf_lookup_by_name(fp, "double");
	tap_ok(id != CTF_ERR && ctf_type_kind(fp, id) == CTF_K_FLOAT &&
	    ctf_type_size(fp, id) == 8, "float", "double");
	sym = dt_btf_symtype(btf, "f", err, sizeof (err));
	tap_ok(sym != CTF_ERR && ctf_type_kind(fp, sym) == CTF_K_FUNCTION &&
	    ctf_func_type_info(fp, sym, &fi) == 0 && fi.ctc_argc == 1 &&
	    (fi.ctc_flags & CTF_FUNC_VARARG),
	    "FUNC: its prototype, with varargs", "f");
	sym = dt_btf_symtype(btf, "counter", err, sizeof (err));
	tap_ok(sym != CTF_ERR && ctf_type_size(fp, sym) == 4 &&
	    dt_btf_symtype(btf, "nosuch", err, sizeof (err)) == CTF_ERR,
	    "VAR: its type; an unknown symbol has none", "counter");
	tap_ok(dt_btf_ctf(btf, NULL, 0) == fp, "the conversion is done once",
	    "second call");
	dt_btf_close(btf);
}

/* @b must be refused with a message holding @what. */
static void
check_bad(const char *name, const blob_t *b, uint16_t magic, size_t cut,
    const char *what)
{
	char err[256] = "", *path = blob_write(b, magic, cut);
	dt_btf_t *btf = dt_btf_open(path, err, sizeof (err));

	unlink(path);
	tap_ok(btf == NULL && has(err, path) && has(err, what), name,
	    "%s: \"%s\"", btf == NULL ? "refused" : "accepted", err);
	dt_btf_close(btf);
}

static void
check_corrupt(void)
{
	char err[256] = "";
	blob_t b;
	dt_btf_t *btf;
	char *path;

	good(&b);
	check_bad("a bad magic is refused", &b, 0x1234, 0, "bad magic");
	check_bad("the other byte order is refused", &b, 0x9feb, 0,
	    "other byte order");
	check_bad("a file shorter than the header is refused", &b, 0xeb9f, 10,
	    "too short");
	check_bad("sections beyond the end of the file are refused", &b,
	    0xeb9f, 100, "out of bounds");

	good(&b);
	b.t[1] = 31u << 24;		/* the first record's kind */
	check_bad("an unknown kind is refused", &b, 0xeb9f, 0,
	    "unknown BTF kind 31");

	good(&b);
	b.t[b.nt - 2] = 1;		/* opaque_t's vlen: no room for it */
	b.t[b.nt - 2] |= 4u << 24;	/* as a struct with one member */
	check_bad("a truncated record is refused", &b, 0xeb9f, 0,
	    "truncated type record");

	good(&b);
	b.t[b.nt - 1] = 999;		/* opaque_t refers to type 999 */
	check_bad("a type id out of range is refused", &b, 0xeb9f, 0,
	    "out of range");

	good(&b);
	b.t[0] = 60000;			/* the first name offset */
	check_bad("a name out of the string section is refused", &b, 0xeb9f,
	    0, "out of range");

	btf = dt_btf_open("/nonexistent/btf", err, sizeof (err));
	tap_ok(btf == NULL && has(err, "/nonexistent/btf") &&
	    has(err, "No such file"), "a missing file is refused", "%s", err);

	/* a typedef cycle passes the checks but cannot convert */
	blob_init(&b);
	rec(&b, "loop_a", K_TYPEDEF, 0, 0, 2);
	rec(&b, "loop_b", K_TYPEDEF, 0, 0, 1);
	path = blob_write(&b, 0xeb9f, 0);
	btf = dt_btf_open(path, err, sizeof (err));
	unlink(path);
	tap_ok(btf != NULL && dt_btf_ctf(btf, err, sizeof (err)) == NULL &&
	    has(err, "reference cycle") && dt_btf_ctf(btf, NULL, 0) == NULL &&
	    dt_btf_symtype(btf, "loop_a", NULL, 0) == CTF_ERR,
	    "a reference cycle fails the conversion, for good", "%s", err);
	dt_btf_close(btf);
}

int
main(void)
{
	check_good();
	check_corrupt();
	return (tap_done());
}
