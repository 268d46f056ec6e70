/*
 * lib/libdtrace/dt_ident.c -- identifier tables and the ONE table of D's
 * built-in identifiers: variables, subroutines, actions and aggregating
 * functions, each with its DIF variable id / DIF_SUBR_* / DT_ACT_* /
 * DTRACEAGG_* and its prototype (Dynamic Tracing Guide, "Variables",
 * "Actions and Subroutines", "Aggregations").
 *
 * Where it sits: dt_cc.c loads the table into the handle's global table
 * once; the cooking pass (dt_cook.c) resolves names here and calls
 * dt_ident_check_proto() for every call, which raises the reference's
 * D_PROTO_LEN / D_PROTO_ARG messages.
 *
 * Prototype strings: "rettype(arg, ...)", "@" = any type, "..." = any
 * number of further arguments, "[type]" = optional.  Variables give just
 * their type name.  Parsed once into a dt_idsig_t kept in di_data.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_pcb.h"
#include "dt_ident.h"
#include "dt_type.h"

#define	F_DESTR	DT_IDFLG_DESTRUCT

static const struct dt_builtin {
	const char *name;
	dt_idkind_t kind;
	uint32_t id;
	uint32_t flags;
	const char *proto;
} dt_builtins[] = {
	{ "alloca", DT_IDENT_FUNC, DIF_SUBR_ALLOCA, 0, "void *(size_t)" },
	{ "arg0", DT_IDENT_SCALAR, DIF_VAR_ARG0, 0, "int64_t" },
	{ "arg1", DT_IDENT_SCALAR, DIF_VAR_ARG1, 0, "int64_t" },
	{ "arg2", DT_IDENT_SCALAR, DIF_VAR_ARG2, 0, "int64_t" },
	{ "arg3", DT_IDENT_SCALAR, DIF_VAR_ARG3, 0, "int64_t" },
	{ "arg4", DT_IDENT_SCALAR, DIF_VAR_ARG4, 0, "int64_t" },
	{ "arg5", DT_IDENT_SCALAR, DIF_VAR_ARG5, 0, "int64_t" },
	{ "arg6", DT_IDENT_SCALAR, DIF_VAR_ARG6, 0, "int64_t" },
	{ "arg7", DT_IDENT_SCALAR, DIF_VAR_ARG7, 0, "int64_t" },
	{ "arg8", DT_IDENT_SCALAR, DIF_VAR_ARG8, 0, "int64_t" },
	{ "arg9", DT_IDENT_SCALAR, DIF_VAR_ARG9, 0, "int64_t" },
	{ "args", DT_IDENT_ARRAY, DIF_VAR_ARGS, 0, NULL },
	{ "avg", DT_IDENT_AGGFUNC, DTRACEAGG_AVG, 0, "void(@)" },
	{ "basename", DT_IDENT_FUNC, DIF_SUBR_BASENAME, 0,
	    "string(const char *)" },
	{ "bcopy", DT_IDENT_FUNC, DIF_SUBR_BCOPY, 0,
	    "void(void *, void *, size_t)" },
	{ "breakpoint", DT_IDENT_ACTFUNC, DT_ACT_BREAKPOINT, F_DESTR, "void()" },
	{ "caller", DT_IDENT_SCALAR, DIF_VAR_CALLER, 0, "uintptr_t" },
	{ "chill", DT_IDENT_ACTFUNC, DT_ACT_CHILL, F_DESTR, "void(int)" },
	{ "cleanpath", DT_IDENT_FUNC, DIF_SUBR_CLEANPATH, 0,
	    "string(const char *)" },
	{ "clear", DT_IDENT_ACTFUNC, DT_ACT_CLEAR, 0, "void(@)" },
	{ "commit", DT_IDENT_ACTFUNC, DT_ACT_COMMIT, 0, "void(int)" },
	{ "copyin", DT_IDENT_FUNC, DIF_SUBR_COPYIN, 0,
	    "void *(uintptr_t, size_t)" },
	{ "copyinstr", DT_IDENT_FUNC, DIF_SUBR_COPYINSTR, 0,
	    "string(uintptr_t, [size_t])" },
	{ "copyinto", DT_IDENT_FUNC, DIF_SUBR_COPYINTO, 0,
	    "void(uintptr_t, size_t, void *)" },
	{ "copyout", DT_IDENT_FUNC, DIF_SUBR_COPYOUT, F_DESTR,
	    "void(void *, uintptr_t, size_t)" },
	{ "copyoutstr", DT_IDENT_FUNC, DIF_SUBR_COPYOUTSTR, F_DESTR,
	    "void(char *, uintptr_t, size_t)" },
	{ "count", DT_IDENT_AGGFUNC, DTRACEAGG_COUNT, 0, "void()" },
	{ "cpu", DT_IDENT_SCALAR, DIF_VAR_CURCPU, 0, "processorid_t" },
	{ "curthread", DT_IDENT_SCALAR, DIF_VAR_CURTHREAD, 0, "kthread_t *" },
	{ "cwd", DT_IDENT_SCALAR, DIF_VAR_CWD, 0, "string" },
	{ "ddi_pathname", DT_IDENT_FUNC, DIF_SUBR_DDI_PATHNAME, 0,
	    "string(void *, int64_t)" },
	{ "denormalize", DT_IDENT_ACTFUNC, DT_ACT_DENORMALIZE, 0, "void(@)" },
	{ "dirname", DT_IDENT_FUNC, DIF_SUBR_DIRNAME, 0,
	    "string(const char *)" },
	{ "discard", DT_IDENT_ACTFUNC, DT_ACT_DISCARD, 0, "void(int)" },
	{ "epid", DT_IDENT_SCALAR, DIF_VAR_EPID, 0, "uint_t" },
	{ "errno", DT_IDENT_SCALAR, DIF_VAR_ERRNO, 0, "int" },
	/* the process's arguments, as curpsinfo->pr_psargs (dt_dlib.c) */
	{ "execargs", DT_IDENT_SCALAR, DIF_VAR_EXECARGS, 0, "string" },
	{ "execname", DT_IDENT_SCALAR, DIF_VAR_EXECNAME, 0, "string" },
	{ "exit", DT_IDENT_ACTFUNC, DT_ACT_EXIT, 0, "void(int)" },
	{ "freopen", DT_IDENT_ACTFUNC, DT_ACT_FREOPEN, F_DESTR, "void(@, ...)" },
	{ "ftruncate", DT_IDENT_ACTFUNC, DT_ACT_FTRUNCATE, 0, "void()" },
	{ "func", DT_IDENT_ACTFUNC, DT_ACT_FUNC, 0, "_symaddr(uintptr_t)" },
	{ "getmajor", DT_IDENT_FUNC, DIF_SUBR_GETMAJOR, 0, "major_t(dev_t)" },
	{ "getminor", DT_IDENT_FUNC, DIF_SUBR_GETMINOR, 0, "minor_t(dev_t)" },
	{ "gid", DT_IDENT_SCALAR, DIF_VAR_GID, 0, "gid_t" },
	{ "htonl", DT_IDENT_FUNC, DIF_SUBR_HTONL, 0, "uint32_t(uint32_t)" },
	{ "htonll", DT_IDENT_FUNC, DIF_SUBR_HTONLL, 0, "uint64_t(uint64_t)" },
	{ "htons", DT_IDENT_FUNC, DIF_SUBR_HTONS, 0, "uint16_t(uint16_t)" },
	{ "id", DT_IDENT_SCALAR, DIF_VAR_ID, 0, "uint_t" },
	{ "index", DT_IDENT_FUNC, DIF_SUBR_INDEX, 0,
	    "int(const char *, const char *, [int])" },
	{ "inet_ntoa", DT_IDENT_FUNC, DIF_SUBR_INET_NTOA, 0,
	    "string(ipaddr_t *)" },
	{ "inet_ntoa6", DT_IDENT_FUNC, DIF_SUBR_INET_NTOA6, 0,
	    "string(struct in6_addr *)" },
	{ "inet_ntop", DT_IDENT_FUNC, DIF_SUBR_INET_NTOP, 0,
	    "string(int, void *)" },
	{ "ipl", DT_IDENT_SCALAR, DIF_VAR_IPL, 0, "uint_t" },
	{ "jstack", DT_IDENT_ACTFUNC, DT_ACT_JSTACK, 0, "stack(...)" },
	{ "json", DT_IDENT_FUNC, DIF_SUBR_JSON, 0,
	    "string(const char *, const char *)" },
	{ "llquantize", DT_IDENT_AGGFUNC, DTRACEAGG_LLQUANTIZE, 0,
	    "void(@, int32_t, int32_t, int32_t, int32_t, ...)" },
	{ "lltostr", DT_IDENT_FUNC, DIF_SUBR_LLTOSTR, 0,
	    "string(int64_t, [int])" },
	{ "lquantize", DT_IDENT_AGGFUNC, DTRACEAGG_LQUANTIZE, 0,
	    "void(@, int32_t, int32_t, ...)" },
	{ "max", DT_IDENT_AGGFUNC, DTRACEAGG_MAX, 0, "void(@)" },
	{ "memref", DT_IDENT_FUNC, DIF_SUBR_MEMREF, 0,
	    "uintptr_t *(void *, size_t)" },
	{ "memstr", DT_IDENT_FUNC, DIF_SUBR_MEMSTR, 0,
	    "string(void *, char, size_t)" },
	{ "min", DT_IDENT_AGGFUNC, DTRACEAGG_MIN, 0, "void(@)" },
	{ "mod", DT_IDENT_ACTFUNC, DT_ACT_MOD, 0, "_symaddr(uintptr_t)" },
	{ "msgdsize", DT_IDENT_FUNC, DIF_SUBR_MSGDSIZE, 0, "size_t(mblk_t *)" },
	{ "msgsize", DT_IDENT_FUNC, DIF_SUBR_MSGSIZE, 0, "size_t(mblk_t *)" },
	{ "mutex_owned", DT_IDENT_FUNC, DIF_SUBR_MUTEX_OWNED, 0,
	    "int(kmutex_t *)" },
	{ "mutex_owner", DT_IDENT_FUNC, DIF_SUBR_MUTEX_OWNER, 0,
	    "kthread_t *(kmutex_t *)" },
	{ "mutex_type_adaptive", DT_IDENT_FUNC, DIF_SUBR_MUTEX_TYPE_ADAPTIVE, 0,
	    "int(kmutex_t *)" },
	{ "mutex_type_spin", DT_IDENT_FUNC, DIF_SUBR_MUTEX_TYPE_SPIN, 0,
	    "int(kmutex_t *)" },
	{ "normalize", DT_IDENT_ACTFUNC, DT_ACT_NORMALIZE, 0,
	    "void(@, uint64_t)" },
	{ "ntohl", DT_IDENT_FUNC, DIF_SUBR_NTOHL, 0, "uint32_t(uint32_t)" },
	{ "ntohll", DT_IDENT_FUNC, DIF_SUBR_NTOHLL, 0, "uint64_t(uint64_t)" },
	{ "ntohs", DT_IDENT_FUNC, DIF_SUBR_NTOHS, 0, "uint16_t(uint16_t)" },
	{ "panic", DT_IDENT_ACTFUNC, DT_ACT_PANIC, F_DESTR, "void()" },
	{ "pid", DT_IDENT_SCALAR, DIF_VAR_PID, 0, "pid_t" },
	{ "ppid", DT_IDENT_SCALAR, DIF_VAR_PPID, 0, "pid_t" },
	{ "print", DT_IDENT_ACTFUNC, DT_ACT_PRINT, 0, "void(@)" },
	{ "printa", DT_IDENT_ACTFUNC, DT_ACT_PRINTA, 0, "void(@, ...)" },
	{ "printf", DT_IDENT_ACTFUNC, DT_ACT_PRINTF, 0, "void(@, ...)" },
	{ "printm", DT_IDENT_ACTFUNC, DT_ACT_PRINTM, 0,
	    "void(size_t, uintptr_t *)" },
	{ "probefunc", DT_IDENT_SCALAR, DIF_VAR_PROBEFUNC, 0, "string" },
	{ "probemod", DT_IDENT_SCALAR, DIF_VAR_PROBEMOD, 0, "string" },
	{ "probename", DT_IDENT_SCALAR, DIF_VAR_PROBENAME, 0, "string" },
	{ "probeprov", DT_IDENT_SCALAR, DIF_VAR_PROBEPROV, 0, "string" },
	{ "progenyof", DT_IDENT_FUNC, DIF_SUBR_PROGENYOF, 0, "int(pid_t)" },
	{ "quantize", DT_IDENT_AGGFUNC, DTRACEAGG_QUANTIZE, 0, "void(@, ...)" },
	{ "raise", DT_IDENT_ACTFUNC, DT_ACT_RAISE, F_DESTR, "void(int)" },
	{ "rand", DT_IDENT_FUNC, DIF_SUBR_RAND, 0, "int()" },
	{ "regs", DT_IDENT_ARRAY, DIF_VAR_REGS, 0, NULL },
	{ "rindex", DT_IDENT_FUNC, DIF_SUBR_RINDEX, 0,
	    "int(const char *, const char *, [int])" },
	{ "root", DT_IDENT_SCALAR, DIF_VAR_ROOT, 0, "string" },
	{ "rw_iswriter", DT_IDENT_FUNC, DIF_SUBR_RW_ISWRITER, 0,
	    "int(krwlock_t *)" },
	{ "rw_read_held", DT_IDENT_FUNC, DIF_SUBR_RW_READ_HELD, 0,
	    "int(krwlock_t *)" },
	{ "rw_write_held", DT_IDENT_FUNC, DIF_SUBR_RW_WRITE_HELD, 0,
	    "int(krwlock_t *)" },
	{ "setopt", DT_IDENT_ACTFUNC, DT_ACT_SETOPT, 0,
	    "void(const char *, [const char *])" },
	{ "speculate", DT_IDENT_ACTFUNC, DT_ACT_SPECULATE, 0, "void(int)" },
	{ "speculation", DT_IDENT_FUNC, DIF_SUBR_SPECULATION, 0, "int()" },
	{ "stack", DT_IDENT_ACTFUNC, DT_ACT_STACK, 0, "stack(...)" },
	{ "stackdepth", DT_IDENT_SCALAR, DIF_VAR_STACKDEPTH, 0, "uint32_t" },
	{ "stddev", DT_IDENT_AGGFUNC, DTRACEAGG_STDDEV, 0, "void(@)" },
	{ "stop", DT_IDENT_ACTFUNC, DT_ACT_STOP, F_DESTR, "void()" },
	{ "strchr", DT_IDENT_FUNC, DIF_SUBR_STRCHR, 0,
	    "string(const char *, char)" },
	{ "strjoin", DT_IDENT_FUNC, DIF_SUBR_STRJOIN, 0,
	    "string(const char *, const char *)" },
	{ "strlen", DT_IDENT_FUNC, DIF_SUBR_STRLEN, 0, "size_t(const char *)" },
	{ "strrchr", DT_IDENT_FUNC, DIF_SUBR_STRRCHR, 0,
	    "string(const char *, char)" },
	{ "strstr", DT_IDENT_FUNC, DIF_SUBR_STRSTR, 0,
	    "string(const char *, const char *)" },
	{ "strtok", DT_IDENT_FUNC, DIF_SUBR_STRTOK, 0,
	    "string(const char *, const char *)" },
	{ "strtoll", DT_IDENT_FUNC, DIF_SUBR_STRTOLL, 0,
	    "int64_t(const char *, [int])" },
	{ "substr", DT_IDENT_FUNC, DIF_SUBR_SUBSTR, 0,
	    "string(const char *, int, [int])" },
	{ "sum", DT_IDENT_AGGFUNC, DTRACEAGG_SUM, 0, "void(@)" },
	{ "sym", DT_IDENT_ACTFUNC, DT_ACT_SYM, 0, "_symaddr(uintptr_t)" },
	{ "system", DT_IDENT_ACTFUNC, DT_ACT_SYSTEM, F_DESTR, "void(@, ...)" },
	{ "tid", DT_IDENT_SCALAR, DIF_VAR_TID, 0, "id_t" },
	{ "timestamp", DT_IDENT_SCALAR, DIF_VAR_TIMESTAMP, 0, "uint64_t" },
	{ "tolower", DT_IDENT_FUNC, DIF_SUBR_TOLOWER, 0,
	    "string(const char *)" },
	{ "toupper", DT_IDENT_FUNC, DIF_SUBR_TOUPPER, 0,
	    "string(const char *)" },
	{ "trace", DT_IDENT_ACTFUNC, DT_ACT_TRACE, 0, "void(@)" },
	{ "tracemem", DT_IDENT_ACTFUNC, DT_ACT_TRACEMEM, 0,
	    "void(@, size_t, [size_t])" },
	{ "trunc", DT_IDENT_ACTFUNC, DT_ACT_TRUNC, 0, "void(@, [uint64_t])" },
	{ "uaddr", DT_IDENT_ACTFUNC, DT_ACT_UADDR, 0, "_usymaddr(uintptr_t)" },
	{ "ucaller", DT_IDENT_SCALAR, DIF_VAR_UCALLER, 0, "uint64_t" },
	{ "ufunc", DT_IDENT_ACTFUNC, DT_ACT_UFUNC, 0, "_usymaddr(uintptr_t)" },
	{ "uid", DT_IDENT_SCALAR, DIF_VAR_UID, 0, "uid_t" },
	{ "umod", DT_IDENT_ACTFUNC, DT_ACT_UMOD, 0, "_usymaddr(uintptr_t)" },
	{ "uregs", DT_IDENT_ARRAY, DIF_VAR_UREGS, 0, NULL },
	/* the D library's source for psinfo_t members (dt_dlib.c) */
	{ "__procinfo", DT_IDENT_ARRAY, DIF_VAR_PROCINFO, 0, NULL },
	{ "ustack", DT_IDENT_ACTFUNC, DT_ACT_USTACK, 0, "stack(...)" },
	{ "ustackdepth", DT_IDENT_SCALAR, DIF_VAR_USTACKDEPTH, 0, "uint32_t" },
	{ "usym", DT_IDENT_ACTFUNC, DT_ACT_USYM, 0, "_usymaddr(uintptr_t)" },
	{ "vtimestamp", DT_IDENT_SCALAR, DIF_VAR_VTIMESTAMP, 0, "uint64_t" },
	{ "walltimestamp", DT_IDENT_SCALAR, DIF_VAR_WALLTIMESTAMP, 0,
	    "int64_t" },
	{ "zonename", DT_IDENT_SCALAR, DIF_VAR_ZONENAME, 0, "string" },
};

/* A parsed prototype (di_data of functions). */
typedef struct dt_idsig {
	int dis_argc;		/* parameters in the prototype */
	int dis_varargs;	/* index of "...", or -1 */
	int dis_optargs;	/* index of the first optional, or -1 */
	dt_tinfo_t *dis_args;	/* types; dti_kind DT_TK_NONE for "@" */
} dt_idsig_t;

static unsigned int
dt_idhash_hash(const char *s)
{
	unsigned int h = 5381;

	while (*s != '\0')
		h = h * 33 + (unsigned char)*s++;
	return (h % DT_IDHASH_SIZE);
}

void
dt_idhash_init(dt_idhash_t *dhp, const char *name, uint32_t minid,
    uint32_t maxid)
{
	memset(dhp, 0, sizeof (*dhp));
	dhp->dh_name = name;
	dhp->dh_nextid = minid;
	dhp->dh_maxid = maxid;
}

dt_ident_t *
dt_idhash_lookup(const dt_idhash_t *dhp, const char *name)
{
	dt_ident_t *idp;

	for (idp = dhp->dh_hash[dt_idhash_hash(name)]; idp != NULL;
	    idp = idp->di_next) {
		if (strcmp(idp->di_name, name) == 0)
			return (idp);
	}
	return (NULL);
}

void
dt_idhash_insert(dt_idhash_t *dhp, dt_ident_t *idp)
{
	unsigned int h = dt_idhash_hash(idp->di_name);

	idp->di_next = dhp->dh_hash[h];
	dhp->dh_hash[h] = idp;
	dhp->dh_nelems++;
}

int
dt_idhash_nextid(dt_idhash_t *dhp, uint32_t *idp)
{
	if (dhp->dh_nextid >= dhp->dh_maxid)
		return (-1);
	*idp = dhp->dh_nextid++;
	return (0);
}

/* Resolve one prototype parameter type name; unknown names become void*. */
static void
dt_proto_type(char *s, dt_tinfo_t *tip)
{
	size_t len;

	while (isspace((unsigned char)*s))
		s++;
	len = strlen(s);
	while (len > 0 && isspace((unsigned char)s[len - 1]))
		s[--len] = '\0';
	if (strncmp(s, "const ", 6) == 0)
		s += 6;
	if (dt_type_lookup(s, tip) != 0 && dt_type_lookup("void *", tip) != 0)
		dt_type_dyn(tip);
}

/* Parse the parameter list @p (between the parentheses) into @isp. */
static void
dt_proto_params(char *p, dt_idsig_t *isp, dt_arena_t *ap)
{
	char *q, *save = NULL;
	int n = 0;

	for (q = p; *q != '\0'; q++)
		n += (*q == ',');
	n += (strspn(p, " ") != strlen(p));
	isp->dis_argc = n;
	isp->dis_varargs = isp->dis_optargs = -1;
	if (n == 0)
		return;
	isp->dis_args = dt_arena_alloc(ap, sizeof (dt_tinfo_t) * n);
	if (isp->dis_args == NULL)
		dt_pcb_nomem();
	n = 0;
	for (q = strtok_r(p, ",", &save); q != NULL;
	    q = strtok_r(NULL, ",", &save), n++) {
		while (*q == ' ')
			q++;
		if (strcmp(q, "@") == 0 || strcmp(q, "...") == 0) {
			isp->dis_args[n].dti_kind = DT_TK_NONE;
			if (*q == '.')
				isp->dis_varargs = n;
			continue;
		}
		if (*q == '[') {
			if (isp->dis_optargs < 0)
				isp->dis_optargs = n;
			q++;
			q[strcspn(q, "]")] = '\0';
		}
		dt_proto_type(q, &isp->dis_args[n]);
	}
}

static int
dt_ident_load_func(dt_ident_t *idp, const char *proto, dt_arena_t *ap)
{
	char buf[128];
	char *lp, *rp;
	dt_idsig_t *isp;

	snprintf(buf, sizeof (buf), "%s", proto);
	if ((lp = strchr(buf, '(')) == NULL || (rp = strrchr(buf, ')')) == NULL)
		return (-1);
	*lp++ = '\0';
	*rp = '\0';
	if ((isp = dt_arena_alloc(ap, sizeof (*isp))) == NULL)
		return (-1);
	if (idp->di_kind == DT_IDENT_AGGFUNC)
		dt_type_dyn(&idp->di_type);
	else
		dt_proto_type(buf, &idp->di_type);
	dt_proto_params(lp, isp, ap);
	idp->di_data = isp;
	return (0);
}

int
dt_ident_builtins(dtrace_hdl_t *dtp, dt_idhash_t *dhp, dt_arena_t *ap)
{
	size_t i;

	(void) dtp;
	for (i = 0; i < sizeof (dt_builtins) / sizeof (dt_builtins[0]); i++) {
		const struct dt_builtin *bp = &dt_builtins[i];
		dt_ident_t *idp = dt_arena_alloc(ap, sizeof (*idp));

		if (idp == NULL)
			return (-1);
		idp->di_name = bp->name;
		idp->di_kind = bp->kind;
		idp->di_id = bp->id;
		idp->di_flags = bp->flags | DT_IDFLG_BUILTIN;
		idp->di_proto = bp->proto;
		idp->di_nkeys = -1;
		if (bp->kind == DT_IDENT_SCALAR) {
			dt_proto_type((char *)dt_arena_strdup(ap, bp->proto),
			    &idp->di_type);
		} else if (bp->kind == DT_IDENT_ARRAY) {
			dt_type_lookup("uint64_t", &idp->di_type);
		} else if (dt_ident_load_func(idp, bp->proto, ap) != 0) {
			return (-1);
		}
		dt_idhash_insert(dhp, idp);
	}
	/* The reference's hard-wired definition: inline long NULL = 0; */
	{
		dt_ident_t *idp = dt_arena_alloc(ap, sizeof (*idp));
		dt_tinfo_t t;
		int persist = yypcb->pcb_persist;

		if (idp == NULL || dt_type_lookup("long", &t) != 0)
			return (-1);
		yypcb->pcb_persist = 1;
		idp->di_name = "NULL";
		idp->di_kind = DT_IDENT_INLINE;
		idp->di_flags = DT_IDFLG_DECL | DT_IDFLG_REF | DT_IDFLG_BUILTIN;
		idp->di_type = t;
		idp->di_iexpr = dt_zalloc(sizeof (dt_node_t));
		idp->di_iexpr->dn_kind = DT_NODE_INT;
		idp->di_iexpr->dn_value = 0;
		idp->di_iexpr->dn_type = t;
		idp->di_iexpr->dn_flags = DT_NF_CONST | DT_NF_COOKED;
		idp->di_nkeys = -1;
		yypcb->pcb_persist = persist;
		dt_idhash_insert(dhp, idp);
	}
	return (0);
}

const char *
dt_idkind_name(dt_idkind_t kind)
{
	switch (kind) {
	case DT_IDENT_ARRAY:
		return ("associative array");
	case DT_IDENT_SCALAR:
		return ("scalar");
	case DT_IDENT_FUNC:
		return ("function");
	case DT_IDENT_AGG:
		return ("aggregation");
	case DT_IDENT_AGGFUNC:
		return ("aggregating function");
	case DT_IDENT_ACTFUNC:
		return ("tracing function");
	case DT_IDENT_XLATOR:
		return ("translated data");
	case DT_IDENT_ENUM:
		return ("enumerator");
	case DT_IDENT_INLINE:
		return ("inline");
	case DT_IDENT_PRAGMA:
		return ("#pragma binding");
	default:
		return ("<?>");
	}
}

const char *
dt_ident_prefix(const dt_ident_t *idp)
{
	if (idp->di_scope == DT_SCOPE_LOCAL)
		return ("this->");
	if (idp->di_scope == DT_SCOPE_THREAD)
		return ("self->");
	return ("");
}

int
dt_ident_unref(const dt_ident_t *idp)
{
	return (!(idp->di_flags & DT_IDFLG_BUILTIN) &&
	    (idp->di_kind == DT_IDENT_SCALAR ||
	    idp->di_kind == DT_IDENT_ARRAY) &&
	    (idp->di_flags & (DT_IDFLG_REF | DT_IDFLG_MOD |
	    DT_IDFLG_DECL)) == 0);
}

static int
dt_proto_mismatch(const dt_idsig_t *isp, int argc, int *limit)
{
	if (isp->dis_varargs >= 0) {
		*limit = isp->dis_varargs;
		return (argc < isp->dis_varargs);
	}
	if (isp->dis_optargs >= 0) {
		*limit = argc;
		return (argc < isp->dis_optargs || argc > isp->dis_argc);
	}
	*limit = isp->dis_argc;
	return (argc != isp->dis_argc);
}

/*
 * The aggregation-library actions report a wrong argument count, and a
 * second argument that is not a scalar, under tags of their own, as the
 * reference does (D_CLEAR_PROTO rather than D_PROTO_LEN, ...).
 */
static const struct dt_proto_tags {
	int dpt_act;			/* DT_ACT_* of a DT_IDENT_ACTFUNC */
	dt_errtag_t dpt_len;		/* wrong number of arguments */
	dt_errtag_t dpt_scalar;		/* argument #2 not a scalar */
} dt_proto_tags[] = {
	{ DT_ACT_CLEAR, D_CLEAR_PROTO, D_PROTO_ARG },
	{ DT_ACT_NORMALIZE, D_NORMALIZE_PROTO, D_NORMALIZE_SCALAR },
	{ DT_ACT_DENORMALIZE, D_NORMALIZE_PROTO, D_NORMALIZE_SCALAR },
	{ DT_ACT_TRUNC, D_TRUNC_PROTO, D_TRUNC_SCALAR },
};

static const struct dt_proto_tags *
dt_proto_tags_of(const dt_ident_t *idp)
{
	size_t i;

	if (idp->di_kind != DT_IDENT_ACTFUNC)
		return (NULL);
	for (i = 0; i < sizeof (dt_proto_tags) / sizeof (dt_proto_tags[0]);
	    i++) {
		if (dt_proto_tags[i].dpt_act == (int)idp->di_id)
			return (&dt_proto_tags[i]);
	}
	return (NULL);
}

void
dt_ident_check_proto(dt_node_t *dnp, dt_ident_t *idp, dt_node_t *args,
    const char *prefix, const char *suffix)
{
	const dt_idsig_t *isp = idp->di_data;
	const struct dt_proto_tags *tags = dt_proto_tags_of(idp);
	int argc = dt_node_list_len(args), limit, i;
	char n1[256], n2[256];

	if (isp == NULL)
		return;
	if (dt_proto_mismatch(isp, argc, &limit)) {
		dnerror(dnp, tags != NULL ? tags->dpt_len : D_PROTO_LEN,
		    "%s%s%s prototype mismatch: %d arg%s"
		    "passed, %s%d expected\n", prefix, idp->di_name, suffix,
		    argc, argc == 1 ? " " : "s ",
		    isp->dis_optargs >= 0 ? "at least " : "",
		    isp->dis_optargs >= 0 ? isp->dis_optargs : limit);
	}
	for (i = 0; i < limit && args != NULL; i++, args = args->dn_link) {
		const dt_tinfo_t *pt = &isp->dis_args[i];
		int zero = args->dn_kind == DT_NODE_INT && args->dn_value == 0;

		if (pt->dti_kind == DT_TK_NONE ||
		    dt_type_argcompat(pt, &args->dn_type, zero))
			continue;
		if (tags != NULL && i == 1 && !dt_type_is_scalar(&args->dn_type))
			dnerror(args, tags->dpt_scalar, "%s%s%s argument #%d "
			    "must be of scalar type\n", prefix, idp->di_name,
			    suffix, i + 1);
		dnerror(args, D_PROTO_ARG, "%s%s%s argument #%d is incompatible "
		    "with prototype:\n\tprototype: %s\n\t argument: %s\n",
		    prefix, idp->di_name, suffix, i + 1,
		    dt_type_name(pt, n1, sizeof (n1)),
		    dt_type_name(&args->dn_type, n2, sizeof (n2)));
	}
}
