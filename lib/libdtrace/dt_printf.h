/*
 * lib/libdtrace/dt_printf.h -- printf()-style format strings: one parser
 * and one conversion table used by the compiler (to check argument count
 * and types, raising D_PRINTF_*) and by the consumer (to format records).
 * (Dynamic Tracing Guide, "Output Formatting".)  Owned by the consumer helper.
 */
#ifndef _DT_PRINTF_H
#define _DT_PRINTF_H

#include <stddef.h>
#include "dt_impl.h"

/* What a conversion accepts as its argument (checked by the compiler). */
typedef enum dt_pfkind {
	DT_PFK_NONE,		/* %% : no argument */
	DT_PFK_SINT,		/* %d %i: any integer (signed view) */
	DT_PFK_UINT,		/* %u %o %x %X: any integer (unsigned view) */
	DT_PFK_CHAR,		/* %c: any integer, printed as a character */
	DT_PFK_STR,		/* %s: a string (or char array) */
	DT_PFK_PTR,		/* %p: a pointer or integer */
	DT_PFK_FP,		/* %e %f %g ...: floating point */
	DT_PFK_ADDR,		/* %a %A: symbolic kernel address */
	DT_PFK_USYM,		/* user address conversions */
	DT_PFK_ANY		/* %Y %k ...: other kinds, checked by name */
} dt_pfkind_t;

/* One conversion of a parsed format. */
typedef struct dt_pfconv {
	const char *pfc_prefix;	/* literal text before this conversion */
	char pfc_flags[8];	/* flag characters as written: "-+ #0'" */
	int pfc_width;		/* field width, or -1; DT_PF_STAR if '*' */
	int pfc_prec;		/* precision, or -1; DT_PF_STAR if '.*' */
	char pfc_length[4];	/* length modifier as written: "", "l", "ll", "h", "hh", "z", ... */
	char pfc_conv;		/* conversion character ('\0' for trailing text only) */
	dt_pfkind_t pfc_kind;	/* what the argument must be */
	int pfc_nargs;		/* arguments consumed, counting '*' widths */
	/* consumer helper's additions (filled by dt_printf_parse) */
	char pfc_name[8];	/* conversion as the reference names it: length + conversion, e.g. "lld", "hx", "s" */
	const char *pfc_proto;	/* the reference's prototype text for messages, e.g. "char, short, int, long, or long long" */
	unsigned int pfc_bits;	/* DT_PFCONV_* flag bits as the reference computes them */
	int pfc_index;		/* internal: row of the conversion table */
} dt_pfconv_t;

/* pfc_bits (the reference's semantics: '-' clears '0' and vice versa) */
#define DT_PFCONV_ALT		0x0001	/* '#' */
#define DT_PFCONV_ZPAD		0x0002	/* '0' */
#define DT_PFCONV_LEFT		0x0004	/* '-' */
#define DT_PFCONV_SPOS		0x0008	/* '+' */
#define DT_PFCONV_DYNWIDTH	0x0010	/* '*' width */
#define DT_PFCONV_DYNPREC	0x0020	/* '.*' precision */
#define DT_PFCONV_GROUP		0x0040	/* '\'' */
#define DT_PFCONV_SPACE		0x0080	/* ' ' */
#define DT_PFCONV_AGG		0x0100	/* '@': use the aggregation's value */

#define DT_PF_STAR	(-2)

typedef struct dt_pfargv {
	char *pfv_format;	/* the format string */
	dt_pfconv_t *pfv_conv;	/* conversions, then a final entry with pfc_conv '\0' for trailing text */
	int pfv_nconv;		/* number of conversions (not counting the trailer) */
	int pfv_nargs;		/* arguments the format consumes */
} dt_pfargv_t;

/**
 * dt_printf_parse - parse @fmt.  Returns a new dt_pfargv_t, or NULL with a
 * message in @err (as the reference words it, e.g. "invalid format
 * conversion #2") when a conversion is invalid.
 */
extern dt_pfargv_t *dt_printf_parse(const char *fmt, char *err, size_t errlen);
extern void dt_printf_free(dt_pfargv_t *pfv);

/**
 * dt_printf_format - print the records of one printf()-like action as
 * format @pfv says: @recs[0..@nrecs) are the record descriptions starting
 * at the PRINTF record, @buf the start of the enabled probe's data (record
 * offsets count from it) and @len the bytes available there.  Integers
 * are taken by record size (1, 2, 4, 8 bytes), sign-extended for %d %i,
 * zero-extended for %u %o %x %X %p.  Returns the number of records
 * consumed (at least 1), or -1 with dtrace_errno() set (EDT_DMISMATCH
 * when records are missing).
 */
extern int dt_printf_format(dtrace_hdl_t *dtp, FILE *fp,
    const dt_pfargv_t *pfv, const dtrace_recdesc_t *recs,
    unsigned int nrecs, const void *buf, size_t len);

/** dt_strchr2esc - a malloc'd copy of @s (@n bytes at most) with C escapes
 * for non-printing characters, as %S and %C print. */
extern char *dt_strchr2esc(const char *s, size_t n);

/** dt_printf_conv - print one value (record @rec at @addr) with conversion
 * @pfc and the resolved @width/@prec, as printf() does; 0 or -1.  (For
 * printa() formats: agg-consumer helper, additive.) */
extern int dt_printf_conv(dtrace_hdl_t *dtp, FILE *fp, const dt_pfconv_t *pfc,
    int width, int prec, const dtrace_recdesc_t *rec, const char *addr);

/*
 * Facts about each printf-like argument that only the compiler knows,
 * passed to the consumer in the dtrd_uarg of that argument's record (the
 * PRINTF/SYSTEM/FREOPEN record for argument 1, the DIFEXPR records that
 * follow it for the others).  As the reference's DT_PFCONV_SIGNED: %d and
 * %i print an integer argument as signed only when its type is signed, so
 * printf("%d", 4294967295U) prints 4294967295.  (Added by the back end,
 * dt_cg.c, which sets these; records without DT_PFARG_VALID carry none.)
 */
#define DT_PFARG_VALID	0x8000	/* dtrd_uarg carries DT_PFARG_* flags */
#define DT_PFARG_SIGNED	0x0001	/* the argument's type is a signed integer */

#endif /* _DT_PRINTF_H */
