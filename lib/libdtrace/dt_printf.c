/*
 * lib/libdtrace/dt_printf.c -- printf()-style formats: the conversion
 * table, the parser shared by the compiler and the consumer, and the
 * formatter that turns printf() records into text.
 * (Dynamic Tracing Guide, "Output Formatting": printf conversions.)
 *
 * Where it sits: the compiler parses each printf()/printa() format with
 * dt_printf_parse() to check argument counts and kinds; the format string
 * travels in DOF; at consume time dt_consume.c fetches it back by format
 * ID (DTRACEIOC_FORMAT), parses it again, and dt_printf_format() prints
 * the action's records with it.
 *
 * The conversions are the reference's: those of printf(3C) with the
 * length modifiers h, l, ll, L, w folded into the conversion name ("hd",
 * "lld", "Lf", "ws", ...), and D's own: %a %A (symbolic addresses), %C
 * %S (escaped), %I (internet address), %k (stack), %P (port), %T (RFC 822
 * time), %Y (date).  Flags keep the reference's semantics, which differ
 * from C in two places: '-' and '0' cancel each other (the later wins),
 * and a precision of 0 is not passed on ("%.0d" prints as "%d").
 *
 * Invariants: a parsed format always ends with a trailer entry
 * (pfc_conv '\0') that holds the text after the last conversion; parse
 * errors carry the reference's wording.
 */
#include <ctype.h>
#include <limits.h>
#include <errno.h>
#include <netdb.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <arpa/inet.h>

#include "dt_printf.h"
#include "dt_stack.h"	/* %A, %k (pid helper) */

/* How a conversion prints its record. */
typedef enum dt_pfprint {
	PFP_SINT,	/* signed integer by record size */
	PFP_UINT,	/* unsigned integer by record size */
	PFP_FP,		/* float/double/long double by record size */
	PFP_ADDR,	/* symbolic address: 0x... (no symbol tables yet) */
	PFP_CSTR,	/* string */
	PFP_ESTR,	/* string with C escapes */
	PFP_ECHR,	/* character with C escapes */
	PFP_WSTR,	/* wide string */
	PFP_TIME,	/* %Y */
	PFP_TIME822,	/* %T */
	PFP_PORT,	/* %P */
	PFP_INET,	/* %I */
	PFP_STACK,	/* %k */
	PFP_PCT		/* %% */
} dt_pfprint_t;

typedef struct dt_pfentry {
	const char *pe_name;	/* conversion name, with length modifiers */
	const char *pe_ofmt;	/* printf(3) conversion it prints with */
	dt_pfkind_t pe_kind;	/* what the compiler must check */
	const char *pe_proto;	/* prototype text for error messages */
	dt_pfprint_t pe_print;
} dt_pfentry_t;

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] =
	"pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";
static const char pfproto_wstr[] = "wchar_t []";

static const dt_pfentry_t dt_pftab[] = {
	{ "a", "s", DT_PFK_ADDR, pfproto_addr, PFP_ADDR },
	{ "A", "s", DT_PFK_USYM, pfproto_uaddr, PFP_ADDR },
	{ "c", "c", DT_PFK_CHAR, pfproto_csi, PFP_SINT },
	{ "C", "s", DT_PFK_CHAR, pfproto_csi, PFP_ECHR },
	{ "d", "d", DT_PFK_SINT, pfproto_xint, PFP_SINT },
	{ "e", "e", DT_PFK_FP, pfproto_fp, PFP_FP },
	{ "E", "E", DT_PFK_FP, pfproto_fp, PFP_FP },
	{ "f", "f", DT_PFK_FP, pfproto_fp, PFP_FP },
	{ "g", "g", DT_PFK_FP, pfproto_fp, PFP_FP },
	{ "G", "G", DT_PFK_FP, pfproto_fp, PFP_FP },
	{ "hd", "d", DT_PFK_SINT, "short", PFP_SINT },
	{ "hi", "i", DT_PFK_SINT, "short", PFP_SINT },
	{ "ho", "o", DT_PFK_UINT, "unsigned short", PFP_UINT },
	{ "hu", "u", DT_PFK_UINT, "unsigned short", PFP_UINT },
	{ "hx", "x", DT_PFK_UINT, "short", PFP_UINT },
	{ "hX", "X", DT_PFK_UINT, "short", PFP_UINT },
	{ "i", "i", DT_PFK_SINT, pfproto_xint, PFP_SINT },
	{ "I", "s", DT_PFK_STR, pfproto_cstr, PFP_INET },
	{ "k", "s", DT_PFK_ANY, "stack", PFP_STACK },
	{ "lc", "lc", DT_PFK_CHAR, "int", PFP_SINT },
	{ "ld", "d", DT_PFK_SINT, "long", PFP_SINT },
	{ "li", "i", DT_PFK_SINT, "long", PFP_SINT },
	{ "lo", "o", DT_PFK_UINT, "unsigned long", PFP_UINT },
	{ "lu", "u", DT_PFK_UINT, "unsigned long", PFP_UINT },
	{ "ls", "ls", DT_PFK_STR, pfproto_wstr, PFP_WSTR },
	{ "lx", "x", DT_PFK_UINT, "long", PFP_UINT },
	{ "lX", "X", DT_PFK_UINT, "long", PFP_UINT },
	{ "lld", "d", DT_PFK_SINT, "long long", PFP_SINT },
	{ "lli", "i", DT_PFK_SINT, "long long", PFP_SINT },
	{ "llo", "o", DT_PFK_UINT, "unsigned long long", PFP_UINT },
	{ "llu", "u", DT_PFK_UINT, "unsigned long long", PFP_UINT },
	{ "llx", "x", DT_PFK_UINT, "long long", PFP_UINT },
	{ "llX", "X", DT_PFK_UINT, "long long", PFP_UINT },
	{ "Le", "e", DT_PFK_FP, "long double", PFP_FP },
	{ "LE", "E", DT_PFK_FP, "long double", PFP_FP },
	{ "Lf", "f", DT_PFK_FP, "long double", PFP_FP },
	{ "Lg", "g", DT_PFK_FP, "long double", PFP_FP },
	{ "LG", "G", DT_PFK_FP, "long double", PFP_FP },
	{ "o", "o", DT_PFK_UINT, pfproto_xint, PFP_UINT },
	{ "p", "x", DT_PFK_PTR, pfproto_addr, PFP_UINT },
	{ "P", "s", DT_PFK_ANY, "uint16_t", PFP_PORT },
	{ "s", "s", DT_PFK_STR, pfproto_cstr, PFP_CSTR },
	{ "S", "s", DT_PFK_STR, pfproto_cstr, PFP_ESTR },
	{ "T", "s", DT_PFK_ANY, "int64_t", PFP_TIME822 },
	{ "u", "u", DT_PFK_UINT, pfproto_xint, PFP_UINT },
	{ "wc", "lc", DT_PFK_CHAR, "int", PFP_SINT },
	{ "ws", "ls", DT_PFK_STR, pfproto_wstr, PFP_WSTR },
	{ "x", "x", DT_PFK_UINT, pfproto_xint, PFP_UINT },
	{ "X", "X", DT_PFK_UINT, pfproto_xint, PFP_UINT },
	{ "Y", "s", DT_PFK_ANY, "int64_t", PFP_TIME },
	{ "%", "%", DT_PFK_NONE, "void", PFP_PCT },
	{ NULL, NULL, 0, NULL, 0 }
};

static int
dt_pftab_lookup(const char *name)
{
	int i;

	for (i = 0; dt_pftab[i].pe_name != NULL; i++) {
		if (strcmp(dt_pftab[i].pe_name, name) == 0)
			return (i);
	}
	return (-1);
}

/* ---- parsing ------------------------------------------------------------ */

void
dt_printf_free(dt_pfargv_t *pfv)
{
	int i;

	if (pfv == NULL)
		return;
	if (pfv->pfv_conv != NULL) {
		for (i = 0; i <= pfv->pfv_nconv; i++)
			free((char *)pfv->pfv_conv[i].pfc_prefix);
	}
	free(pfv->pfv_conv);
	free(pfv->pfv_format);
	free(pfv);
}

static dt_pfargv_t *
dt_printf_fail(dt_pfargv_t *pfv, char *err, size_t errlen, const char *fmt,
    ...) __attribute__((format(printf, 4, 5)));

static dt_pfargv_t *
dt_printf_fail(dt_pfargv_t *pfv, char *err, size_t errlen, const char *fmt,
    ...)
{
	va_list ap;

	if (err != NULL && errlen != 0) {
		va_start(ap, fmt);
		(void) vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	dt_printf_free(pfv);
	return (NULL);
}

/* Append a conversion slot to @pfv; returns it zeroed, or NULL. */
static dt_pfconv_t *
dt_printf_slot(dt_pfargv_t *pfv, int *cap, const char *pfx, size_t pfxlen)
{
	dt_pfconv_t *pfc;

	if (pfv->pfv_nconv + 1 >= *cap) {
		int ncap = *cap * 2;
		dt_pfconv_t *n = realloc(pfv->pfv_conv,
		    ncap * sizeof (dt_pfconv_t));

		if (n == NULL)
			return (NULL);
		/* dt_printf_free() frees slots 0..nconv: keep the unused zero */
		memset(n + *cap, 0, (size_t)(ncap - *cap) * sizeof (*n));
		pfv->pfv_conv = n;
		*cap = ncap;
	}
	pfc = &pfv->pfv_conv[pfv->pfv_nconv];
	memset(pfc, 0, sizeof (*pfc));
	pfc->pfc_width = -1;
	pfc->pfc_prec = -1;
	pfc->pfc_index = -1;
	if ((pfc->pfc_prefix = strndup(pfx, pfxlen)) == NULL)
		return (NULL);
	return (pfc);
}

/**
 * dt_printf_parse - see dt_printf.h.  Error texts are the reference's
 * ("format conversion #N is undefined: %name", ...).
 */
dt_pfargv_t *
dt_printf_parse(const char *fmt, char *err, size_t errlen)
{
	dt_pfargv_t *pfv;
	const char *p, *q;
	int cap = 8;

	if (err != NULL && errlen != 0)
		err[0] = '\0';

	if ((pfv = calloc(1, sizeof (*pfv))) == NULL ||
	    (pfv->pfv_format = strdup(fmt)) == NULL ||
	    (pfv->pfv_conv = calloc(cap, sizeof (dt_pfconv_t))) == NULL)
		return (dt_printf_fail(pfv, err, errlen,
		    "failed to allocate memory for format"));

	for (q = fmt; (p = strchr(q, '%')) != NULL; q = *p ? p + 1 : p) {
		unsigned int n = (unsigned int)pfv->pfv_nconv + 1;
		int digits = 0, dot = 0, namelen = 0, ncv;
		char name[8], c, *fl;
		dt_pfconv_t *pfc;

		if ((pfc = dt_printf_slot(pfv, &cap, q, (size_t)(p - q))) ==
		    NULL)
			return (dt_printf_fail(pfv, err, errlen,
			    "failed to allocate memory for format"));
		pfv->pfv_nconv++;
		fl = pfc->pfc_flags;

		for (;;) {
			switch (c = *++p) {
			case '0': case '1': case '2': case '3': case '4':
			case '5': case '6': case '7': case '8': case '9': {
				int v;

				if (dot == 0 && digits == 0 && c == '0') {
					pfc->pfc_bits |= DT_PFCONV_ZPAD;
					pfc->pfc_bits &= ~DT_PFCONV_LEFT;
					if (fl - pfc->pfc_flags < 7)
						*fl++ = '0';
					continue;
				}
				/* a width or precision past INT_MAX saturates */
				for (v = 0; isdigit((unsigned char)c); c = *++p)
					v = v > (INT_MAX - 9) / 10 ? INT_MAX :
					    v * 10 + c - '0';
				if (dot)
					pfc->pfc_prec = v;
				else
					pfc->pfc_width = v;
				p--;
				digits++;
				continue;
			}
			case '#':
				pfc->pfc_bits |= DT_PFCONV_ALT;
				goto flag;
			case '*': {
				unsigned int b = dot ? DT_PFCONV_DYNPREC :
				    DT_PFCONV_DYNWIDTH;

				if (pfc->pfc_bits & b) {
					return (dt_printf_fail(pfv, err, errlen,
					    "format conversion #%u has more "
					    "than one '*' specified for the "
					    "output precision", n));
				}
				pfc->pfc_bits |= b;
				if (dot)
					pfc->pfc_prec = DT_PF_STAR;
				else
					pfc->pfc_width = DT_PF_STAR;
				pfc->pfc_nargs++;
				continue;
			}
			case '+':
				pfc->pfc_bits |= DT_PFCONV_SPOS;
				goto flag;
			case '-':
				pfc->pfc_bits |= DT_PFCONV_LEFT;
				pfc->pfc_bits &= ~DT_PFCONV_ZPAD;
				goto flag;
			case '.':
				if (dot++ != 0) {
					return (dt_printf_fail(pfv, err, errlen,
					    "format conversion #%u has more "
					    "than one '.' specified", n));
				}
				if (pfc->pfc_prec == -1)
					pfc->pfc_prec = 0;
				digits = 0;
				continue;
			case '?':
				pfc->pfc_width = 16;	/* LP64 pointer width */
				continue;
			case '@':
				pfc->pfc_bits |= DT_PFCONV_AGG;
				goto flag;
			case '\'':
				pfc->pfc_bits |= DT_PFCONV_GROUP;
				goto flag;
			case ' ':
				pfc->pfc_bits |= DT_PFCONV_SPACE;
				goto flag;
			case '$':
				return (dt_printf_fail(pfv, err, errlen,
				    "format conversion #%u uses unsupported "
				    "positional format (%%n$)", n));
			case '%':
				if (p[-1] == '%')
					break;	/* "%%" */
				return (dt_printf_fail(pfv, err, errlen,
				    "format conversion #%u cannot be combined "
				    "with other format flags: %%%%", n));
			case '\0':
				return (dt_printf_fail(pfv, err, errlen,
				    "format conversion #%u name expected "
				    "before end of format string", n));
			case 'h': case 'l': case 'L': case 'w':
				if (namelen < (int)sizeof (name) - 2)
					name[namelen++] = c;
				continue;
			default:
				break;
			}
			break;
flag:
			if (fl - pfc->pfc_flags < 7)
				*fl++ = c;
		}

		name[namelen++] = c;
		name[namelen] = '\0';

		if ((ncv = dt_pftab_lookup(name)) < 0) {
			return (dt_printf_fail(pfv, err, errlen,
			    "format conversion #%u is undefined: %%%s", n,
			    name));
		}

		(void) snprintf(pfc->pfc_name, sizeof (pfc->pfc_name), "%s",
		    name);
		(void) snprintf(pfc->pfc_length, sizeof (pfc->pfc_length),
		    "%.*s", namelen - 1 > 3 ? 3 : namelen - 1, name);
		pfc->pfc_conv = c;
		pfc->pfc_index = ncv;
		pfc->pfc_kind = dt_pftab[ncv].pe_kind;
		pfc->pfc_proto = dt_pftab[ncv].pe_proto;
		if (pfc->pfc_kind != DT_PFK_NONE &&
		    !(pfc->pfc_bits & DT_PFCONV_AGG))
			pfc->pfc_nargs++;
		pfv->pfv_nargs += pfc->pfc_nargs;
	}

	/* The trailer: text after the last conversion. */
	{
		dt_pfconv_t *pfc = dt_printf_slot(pfv, &cap, q, strlen(q));

		if (pfc == NULL)
			return (dt_printf_fail(pfv, err, errlen,
			    "failed to allocate memory for format"));
	}
	return (pfv);
}

/* ---- formatting --------------------------------------------------------- */

char *
dt_strchr2esc(const char *s, size_t n)
{
	size_t i, len = 0;
	char *out, *o;

	for (i = 0; i < n && s[i] != '\0'; i++)
		len++;
	if ((out = malloc(len * 4 + 1)) == NULL)
		return (NULL);

	for (o = out, i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '\a': *o++ = '\\'; *o++ = 'a'; break;
		case '\b': *o++ = '\\'; *o++ = 'b'; break;
		case '\f': *o++ = '\\'; *o++ = 'f'; break;
		case '\n': *o++ = '\\'; *o++ = 'n'; break;
		case '\r': *o++ = '\\'; *o++ = 'r'; break;
		case '\t': *o++ = '\\'; *o++ = 't'; break;
		case '\v': *o++ = '\\'; *o++ = 'v'; break;
		case '"': *o++ = '\\'; *o++ = '"'; break;
		case '\\': *o++ = '\\'; *o++ = '\\'; break;
		default:
			if (isprint(c)) {
				*o++ = (char)c;
			} else {
				*o++ = '\\';
				*o++ = (char)('0' + ((c >> 6) & 3));
				*o++ = (char)('0' + ((c >> 3) & 7));
				*o++ = (char)('0' + (c & 7));
			}
		}
	}
	*o = '\0';
	return (out);
}

/* Read an integer record of @size bytes at @addr. */
static int
dt_pf_int(const void *addr, size_t size, int sign, uint64_t *vp)
{
	switch (size) {
	case 1:
		*vp = sign ? (uint64_t)(int64_t)*(const int8_t *)addr :
		    *(const uint8_t *)addr;
		return (0);
	case 2: {
		uint16_t v;

		memcpy(&v, addr, 2);
		*vp = sign ? (uint64_t)(int64_t)(int16_t)v : v;
		return (0);
	}
	case 4: {
		uint32_t v;

		memcpy(&v, addr, 4);
		*vp = sign ? (uint64_t)(int64_t)(int32_t)v : v;
		return (0);
	}
	case 8:
		memcpy(vp, addr, 8);
		return (0);
	default:
		return (-1);
	}
}

/* The conversion text the reference would pass to printf(3) for @pfc. */
static void
dt_pf_spec(char *f, size_t fsz, const dt_pfconv_t *pfc, int width, int prec,
    const char *len, const char *conv)
{
	char *s = f;
	size_t room = fsz;
	int r;

	*s++ = '%';
	room--;
#define	PUT(ch)	do { if (room > 1) { *s++ = (ch); room--; } } while (0)
	if (pfc->pfc_bits & DT_PFCONV_ALT)
		PUT('#');
	if (pfc->pfc_bits & DT_PFCONV_ZPAD)
		PUT('0');
	if (width < 0 || (pfc->pfc_bits & DT_PFCONV_LEFT))
		PUT('-');
	if (pfc->pfc_bits & DT_PFCONV_SPOS)
		PUT('+');
	if (pfc->pfc_bits & DT_PFCONV_GROUP)
		PUT('\'');
	if (pfc->pfc_bits & DT_PFCONV_SPACE)
		PUT(' ');
#undef PUT
	*s = '\0';
	if (width != 0) {
		/* the magnitude of INT_MIN is no int */
		r = snprintf(s, room, "%u", width < 0 ?
		    0U - (unsigned int)width : (unsigned int)width);
		s += r; room -= (size_t)r;
	}
	if (prec > 0) {
		r = snprintf(s, room, ".%d", prec);
		s += r; room -= (size_t)r;
	}
	(void) snprintf(s, room, "%s%s", len, conv);
}

/* Print one conversion's value; returns 0 or -1. */
static int
dt_pf_print(dtrace_hdl_t *dtp, FILE *fp, const dt_pfconv_t *pfc, int width,
    int prec, const dtrace_recdesc_t *rec, const char *addr)
{
	const dt_pfentry_t *pe = &dt_pftab[pfc->pfc_index];
	size_t size = rec->dtrd_size;
	char f[64], buf[256];
	uint64_t v;
	int n = 0;

	switch (pe->pe_print) {
	case PFP_SINT:
		if (dt_pf_int(addr, size, 1, &v) != 0)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		if (pfc->pfc_conv == 'c') {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "c");
			n = dt_printf(dtp, fp, f, (int)(int64_t)v);
		} else if (strcmp(pe->pe_ofmt, "lc") == 0) {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "lc");
			n = dt_printf(dtp, fp, f, (wint_t)(int64_t)v);
		} else if (pfc->pfc_name[0] == 'h') {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "h",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, (int)(short)(int64_t)v);
		} else if ((pfc->pfc_name[0] == 'd' || pfc->pfc_name[0] == 'i') &&
		    pfc->pfc_name[1] == '\0' &&
		    (rec->dtrd_uarg & DT_PFARG_VALID) &&
		    !(rec->dtrd_uarg & DT_PFARG_SIGNED)) {
			/*
			 * (back end, additive) %d and %i of an unsigned
			 * argument print as %u, as the reference's
			 * pfcheck_dint() does; the compiler passes the
			 * argument's signedness in dtrd_uarg (dt_printf.h).
			 */
			if (dt_pf_int(addr, size, 0, &v) != 0)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "ll", "u");
			n = dt_printf(dtp, fp, f, (unsigned long long)v);
		} else {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "ll",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, (long long)v);
		}
		break;

	case PFP_UINT:
		if (dt_pf_int(addr, size, 0, &v) != 0)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		if (pfc->pfc_name[0] == 'h') {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "h",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, (unsigned int)(uint16_t)v);
		} else {
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "ll",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, (unsigned long long)v);
		}
		break;

	case PFP_FP:
		if (size == sizeof (float)) {
			float x;

			memcpy(&x, addr, sizeof (x));
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, (double)x);
		} else if (size == sizeof (double)) {
			double x;

			memcpy(&x, addr, sizeof (x));
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, x);
		} else if (size == sizeof (long double)) {
			long double x;

			memcpy(&x, addr, sizeof (x));
			dt_pf_spec(f, sizeof (f), pfc, width, prec, "L",
			    pe->pe_ofmt);
			n = dt_printf(dtp, fp, f, x);
		} else {
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		}
		break;

	case PFP_ADDR:
		if (size == 16) {	/* (pid, address) pairs */
			memcpy(&v, addr + 8, 8);
		} else if (dt_pf_int(addr, size, 0, &v) != 0 || size < 4) {
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		}
		/* %a: a kernel address, symbolised on the kernel backend */
		if (pfc->pfc_conv == 'a' && size != 16)
			dt_stack_kaddr2str(dtp, v, 0, 0, buf, sizeof (buf));
		else
			(void) snprintf(buf, sizeof (buf), "0x%llx",
			    (unsigned long long)v);
		/*
		 * %A: symbolised in the process of a usym()... pair, else
		 * (a plain address, only with -c/-p) in $target's.
		 */
		if (size == 16 || (pfc->pfc_conv == 'A' && dtp->dt_target != 0)) {
			uint64_t pid = (uint64_t)dtp->dt_target;

			if (size == 16)
				memcpy(&pid, addr, 8);
			dt_stack_uaddr2str((pid_t)pid, v, dt_stack_uflags(dtp),
			    buf, sizeof (buf));
		}
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "s");
		n = dt_printf(dtp, fp, f, buf);
		break;

	case PFP_CSTR:
	case PFP_INET: {
		char *s = malloc(size + 1);

		if (s == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		memcpy(s, addr, size);
		s[size] = '\0';
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "s");
		n = dt_printf(dtp, fp, f, s);
		free(s);
		break;
	}

	case PFP_ESTR:
	case PFP_ECHR: {
		char c, *s;

		if (pe->pe_print == PFP_ECHR) {
			if (dt_pf_int(addr, size, 1, &v) != 0 || size > 4)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			c = (char)v;
			s = dt_strchr2esc(&c, 1);
		} else {
			s = dt_strchr2esc(addr, size);
		}
		if (s == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "s");
		n = dt_printf(dtp, fp, f, s);
		free(s);
		break;
	}

	case PFP_WSTR: {
		wchar_t *ws = calloc(size / sizeof (wchar_t) + 1,
		    sizeof (wchar_t));

		if (ws == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		memcpy(ws, addr, size - size % sizeof (wchar_t));
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "ls");
		n = dt_printf(dtp, fp, f, ws);
		free(ws);
		break;
	}

	case PFP_TIME:
	case PFP_TIME822: {
		time_t sec;
		struct tm tm;

		if (size != 8)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		memcpy(&v, addr, 8);
		sec = (time_t)(v / 1000000000ULL);
		(void) localtime_r(&sec, &tm);
		if (pe->pe_print == PFP_TIME)
			(void) strftime(buf, sizeof (buf), "%Y %b %e %T", &tm);
		else
			(void) strftime(buf, sizeof (buf),
			    "%a, %d %b %G %T %Z", &tm);
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "s");
		n = dt_printf(dtp, fp, f, buf);
		break;
	}

	case PFP_PORT: {
		uint16_t port;
		struct servent sv, *svp = NULL;
		char sbuf[1024];

		if (size != 2)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		memcpy(&port, addr, 2);
		if (getservbyport_r(htons(port), NULL, &sv, sbuf,
		    sizeof (sbuf), &svp) == 0 && svp != NULL)
			(void) snprintf(buf, sizeof (buf), "%s", svp->s_name);
		else
			(void) snprintf(buf, sizeof (buf), "%d", port);
		dt_pf_spec(f, sizeof (f), pfc, width, prec, "", "s");
		n = dt_printf(dtp, fp, f, buf);
		break;
	}

	case PFP_STACK:		/* %k: dt_stack.c (pid helper) */
		return (dt_stack_print_indent(dtp, fp, rec, addr,
		    width > 0 ? width : 0));

	case PFP_PCT:
		n = dt_printf(dtp, fp, "%%");
		break;
	}

	return (n < 0 ? -1 : 0);
}

/* A '*' width or precision argument: an int of the record's size. */
static int
dt_pf_getint(dtrace_hdl_t *dtp, const dtrace_recdesc_t *rec, const char *buf,
    size_t len, int *ip)
{
	uint64_t v;

	if (rec->dtrd_offset + rec->dtrd_size > len)
		return (dt_set_errno(dtp, EDT_DOFFSET));
	if (dt_pf_int(buf + rec->dtrd_offset, rec->dtrd_size, 1, &v) != 0)
		return (dt_set_errno(dtp, EDT_DMISMATCH));
	*ip = (int)(int64_t)v;
	return (0);
}

int
dt_printf_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dtrace_recdesc_t *recs, unsigned int nrecs, const void *buf,
    size_t len)
{
	const dtrace_recdesc_t *recp = recs;
	const char *base = buf;
	int i;

	for (i = 0; i <= pfv->pfv_nconv; i++) {
		const dt_pfconv_t *pfc = &pfv->pfv_conv[i];
		const dtrace_recdesc_t *rec;
		int width, prec;

		if (pfc->pfc_prefix[0] != '\0' &&
		    dt_printf(dtp, fp, "%s", pfc->pfc_prefix) < 0)
			return (-1);

		if (i == pfv->pfv_nconv)	/* the trailer */
			break;

		if (pfc->pfc_conv == '%') {
			if (dt_printf(dtp, fp, "%%") < 0)
				return (-1);
			continue;
		}

		width = pfc->pfc_width == -1 ? 0 : pfc->pfc_width;
		prec = pfc->pfc_prec == -1 ? 0 : pfc->pfc_prec;

		if (pfc->pfc_bits & DT_PFCONV_DYNWIDTH) {
			if (nrecs == 0)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			if (dt_pf_getint(dtp, recp++, base, len, &width) != 0)
				return (-1);
			nrecs--;
		}
		if (pfc->pfc_bits & DT_PFCONV_DYNPREC) {
			if (nrecs == 0)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			if (dt_pf_getint(dtp, recp++, base, len, &prec) != 0)
				return (-1);
			nrecs--;
		}

		if (nrecs == 0)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		rec = recp++;
		nrecs--;

		if (rec->dtrd_offset + rec->dtrd_size > len)
			return (dt_set_errno(dtp, EDT_DOFFSET));

		if (dt_pf_print(dtp, fp, pfc, width, prec, rec,
		    base + rec->dtrd_offset) != 0)
			return (-1);
	}

	/* A format without arguments still consumes its (empty) record. */
	if (recp == recs)
		return (nrecs != 0 ? 1 : 0);
	return ((int)(recp - recs));
}

/**
 * dt_printf_conv - print one value with conversion @pfc (its flags, and
 * @width / @prec already resolved) from record @rec at @addr, exactly as
 * printf() would.  Used by printa() formats (dt_agg_print.c) for keys and
 * %@ values.  Returns 0 or -1 with dtrace_errno() set.  (agg-consumer
 * helper, additive.)
 */
int
dt_printf_conv(dtrace_hdl_t *dtp, FILE *fp, const dt_pfconv_t *pfc,
    int width, int prec, const dtrace_recdesc_t *rec, const char *addr)
{
	if (pfc->pfc_index < 0)
		return (dt_set_errno(dtp, EDT_BADCONV));
	return (dt_pf_print(dtp, fp, pfc, width, prec, rec, addr));
}
