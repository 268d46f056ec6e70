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
} dt_pfconv_t;

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

#endif /* _DT_PRINTF_H */
