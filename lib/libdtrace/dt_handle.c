/*
 * lib/libdtrace/dt_handle.c -- the consumer's handlers for faults and
 * drops: the library's own dtrace:::ERROR enabling, the reference's error
 * and drop messages, and the callbacks that receive them.
 *
 * Where it sits: dtrace(1) installs handlers with dtrace_handle_err() and
 * dtrace_handle_drop() before dtrace_go().  dtrace_handle_err() compiles
 * the ERROR enabling (its records are arg1..arg5 of dtrace:::ERROR: EPID,
 * action index, DIF offset, fault, illegal value) and marks its ECB with
 * dofe_uarg = DT_ECB_ERROR; dtrace_go() enables it after the user's
 * programs.  dt_consume.c hands each such record to dt_handle_err(),
 * which words the message as the reference does:
 *
 *   error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero
 *   in action #1 at DIF offset 12
 *
 * Drops seen in buffer snapshots and in DTRACEIOC_STATUS become "N drops
 * on CPU M", "N dynamic variable drops", "N speculative drops", "N failed
 * speculations (no speculative buffer available)", ... messages, with a
 * "[DTRACEDROP_*] " prefix under -x droptags.  Library-level faults of a
 * probe's records (a failed freopen()) are reported as "error on enabled
 * probe ID N (ID M: p:m:f:n): <what>".
 *
 * Invariants: without a handler, a fault or a drop aborts consumption
 * with EDT_ERRABORT / EDT_DROPABORT, as in the reference.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"

static const char dt_errprog_src[] =
	"dtrace:::ERROR"
	"{"
	"\ttrace(arg1);"
	"\ttrace(arg2);"
	"\ttrace(arg3);"
	"\ttrace(arg4);"
	"\ttrace(arg5);"
	"}";

/**
 * dtrace_handle_err - install @hdlr (called with @arg) for faults in
 * probe context.  Compiles the library's ERROR enabling; dtrace_go()
 * enables it.  Returns 0, or -1 (EALREADY if a handler exists, or the
 * compiler's error).  (libdtrace(3LIB) dtrace_handle_err.)
 */
int
dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_err_f *hdlr, void *arg)
{
	dtrace_prog_t *pgp;

	if (dtp->dt_errhdlr != NULL)
		return (dt_set_errno(dtp, EALREADY));

	if ((pgp = dtrace_program_strcompile(dtp, dt_errprog_src,
	    DTRACE_PROBESPEC_NAME, DTRACE_C_ZDEFS, 0, NULL)) == NULL)
		return (dt_set_errno(dtp, dtrace_errno(dtp)));

	dt_dof_set_uarg(pgp->dp_dof, pgp->dp_dofsize, DT_ECB_ERROR);

	dtp->dt_errhdlr = hdlr;
	dtp->dt_errarg = arg;
	dtp->dt_errprog = pgp;
	return (0);
}

/**
 * dtrace_handle_drop - install @hdlr (called with @arg) for drops.
 * Returns 0, or -1 with EALREADY.
 */
int
dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_drop_f *hdlr, void *arg)
{
	if (dtp->dt_drophdlr != NULL)
		return (dt_set_errno(dtp, EALREADY));
	dtp->dt_drophdlr = hdlr;
	dtp->dt_droparg = arg;
	return (0);
}

/*
 * Hand @err with its message @msg (malloc'ed; freed here) to the error
 * handler: 0, or -1 with EDT_ERRABORT when there is no handler or it asks
 * to abort.
 */
static int
dt_handle_errdata(dtrace_hdl_t *dtp, dtrace_errdata_t *err, char *msg)
{
	int rv = DTRACE_HANDLE_ABORT;

	err->dteda_msg = msg;
	if (dtp->dt_errhdlr != NULL)
		rv = dtp->dt_errhdlr(err, dtp->dt_errarg);
	free(msg);
	if (rv == DTRACE_HANDLE_ABORT)
		return (dt_set_errno(dtp, EDT_ERRABORT));
	return (0);
}

int
dt_handle_err(dtrace_hdl_t *dtp, const dtrace_probedata_t *data)
{
	dtrace_eprobedesc_t *epd = data->dtpda_edesc, *errepd;
	dtrace_probedesc_t *pd = data->dtpda_pdesc, *errpd;
	const char *base = data->dtpda_data;
	uint64_t v[5];
	dtrace_errdata_t err;
	char where[32], details[40], offinfo[40];
	const char *faultstr;
	char *str;
	size_t len;
	int i;

	if (epd->dtepd_nrecs != 5 || strcmp(pd->dtpd_provider, "dtrace") != 0 ||
	    strcmp(pd->dtpd_name, "ERROR") != 0)
		return (dt_set_errno(dtp, EDT_BADERROR));

	for (i = 0; i < 5; i++) {
		const dtrace_recdesc_t *rec = &epd->dtepd_rec[i];

		v[i] = 0;
		memcpy(&v[i], base + rec->dtrd_offset,
		    rec->dtrd_size < 8 ? rec->dtrd_size : 8);
	}

	if (dt_epid_lookup(dtp, (dtrace_epid_t)v[0], &errepd, &errpd) != 0)
		return (dt_set_errno(dtp, EDT_BADERROR));

	memset(&err, 0, sizeof (err));
	err.dteda_handle = dtp;
	err.dteda_edesc = errepd;
	err.dteda_pdesc = errpd;
	err.dteda_cpu = data->dtpda_cpu;
	err.dteda_action = (int)v[1];
	err.dteda_offset = (int)v[2];
	err.dteda_fault = (int)v[3];
	err.dteda_addr = v[4];

	faultstr = dtrace_faultstr(dtp, err.dteda_fault);

	if (err.dteda_action == 0)
		(void) snprintf(where, sizeof (where), "predicate");
	else
		(void) snprintf(where, sizeof (where), "action #%d",
		    err.dteda_action);

	if (err.dteda_offset != -1)
		(void) snprintf(offinfo, sizeof (offinfo), " at DIF offset %d",
		    err.dteda_offset);
	else
		offinfo[0] = '\0';

	if (err.dteda_fault == DTRACEFLT_BADADDR ||
	    err.dteda_fault == DTRACEFLT_BADALIGN)
		(void) snprintf(details, sizeof (details), " (0x%llx)",
		    (unsigned long long)err.dteda_addr);
	else
		details[0] = '\0';

	len = strlen(faultstr) + strlen(errpd->dtpd_provider) +
	    strlen(errpd->dtpd_mod) + strlen(errpd->dtpd_func) +
	    strlen(errpd->dtpd_name) + sizeof (where) + sizeof (details) +
	    sizeof (offinfo) + 80;
	if ((str = malloc(len)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));

	(void) snprintf(str, len, "error on enabled probe ID %u "
	    "(ID %u: %s:%s:%s:%s): %s%s in %s%s\n",
	    (unsigned int)(dtrace_epid_t)v[0], errpd->dtpd_id,
	    errpd->dtpd_provider, errpd->dtpd_mod, errpd->dtpd_func,
	    errpd->dtpd_name, faultstr, details, where, offinfo);
	return (dt_handle_errdata(dtp, &err, str));
}

int
dt_handle_liberr(dtrace_hdl_t *dtp, const dtrace_probedata_t *data,
    const char *faultstr)
{
	dtrace_probedesc_t *pd = data->dtpda_pdesc;
	dtrace_errdata_t err;
	char *str;
	size_t len;

	memset(&err, 0, sizeof (err));
	err.dteda_handle = dtp;
	err.dteda_edesc = data->dtpda_edesc;
	err.dteda_pdesc = pd;
	err.dteda_cpu = data->dtpda_cpu;
	err.dteda_action = -1;
	err.dteda_offset = -1;
	err.dteda_fault = DTRACEFLT_LIBRARY;
	err.dteda_addr = 0;

	len = strlen(faultstr) + strlen(pd->dtpd_provider) +
	    strlen(pd->dtpd_mod) + strlen(pd->dtpd_func) +
	    strlen(pd->dtpd_name) + 80;
	if ((str = malloc(len)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	(void) snprintf(str, len, "error on enabled probe ID %u "
	    "(ID %u: %s:%s:%s:%s): %s\n",
	    (unsigned int)data->dtpda_edesc->dtepd_epid, pd->dtpd_id,
	    pd->dtpd_provider, pd->dtpd_mod, pd->dtpd_func, pd->dtpd_name,
	    faultstr);
	return (dt_handle_errdata(dtp, &err, str));
}

/* The name of drop kind @kind, for -x droptags. */
static const char *
dt_droptag(dtrace_dropkind_t kind)
{
	static const struct {
		dtrace_dropkind_t kind;
		const char *tag;
	} tags[] = {
		{ DTRACEDROP_PRINCIPAL, "DTRACEDROP_PRINCIPAL" },
		{ DTRACEDROP_AGGREGATION, "DTRACEDROP_AGGREGATION" },
		{ DTRACEDROP_DYNAMIC, "DTRACEDROP_DYNAMIC" },
		{ DTRACEDROP_DYNRINSE, "DTRACEDROP_DYNRINSE" },
		{ DTRACEDROP_DYNDIRTY, "DTRACEDROP_DYNDIRTY" },
		{ DTRACEDROP_SPEC, "DTRACEDROP_SPEC" },
		{ DTRACEDROP_SPECBUSY, "DTRACEDROP_SPECBUSY" },
		{ DTRACEDROP_SPECUNAVAIL, "DTRACEDROP_SPECUNAVAIL" },
		{ DTRACEDROP_DBLERROR, "DTRACEDROP_DBLERROR" },
		{ DTRACEDROP_STKSTROVERFLOW, "DTRACEDROP_STKSTROVERFLOW" },
	};
	size_t i;

	for (i = 0; i < sizeof (tags) / sizeof (tags[0]); i++) {
		if (tags[i].kind == kind)
			return (tags[i].tag);
	}
	return ("DTRACEDROP_UNKNOWN");
}

/* "[TAG] " under -x droptags, else "": the start of a drop message. */
static size_t
dt_droptag_prefix(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, char *str,
    size_t len)
{
	str[0] = '\0';
	if (dtp->dt_droptags)
		(void) snprintf(str, len, "[%s] ", dt_droptag(kind));
	return (strlen(str));
}

int
dt_handle_cpudrop(dtrace_hdl_t *dtp, int cpu, dtrace_dropkind_t what,
    uint64_t howmany)
{
	dtrace_dropdata_t drop;
	char str[120];
	size_t n;

	memset(&drop, 0, sizeof (drop));
	drop.dtdda_handle = dtp;
	drop.dtdda_cpu = cpu;
	drop.dtdda_kind = what;
	drop.dtdda_drops = howmany;
	drop.dtdda_msg = str;

	n = dt_droptag_prefix(dtp, what, str, sizeof (str));
	(void) snprintf(str + n, sizeof (str) - n, "%llu %sdrop%s on CPU %d\n",
	    (unsigned long long)howmany,
	    what == DTRACEDROP_PRINCIPAL ? "" : "aggregation ",
	    howmany > 1 ? "s" : "", cpu);

	if (dtp->dt_drophdlr == NULL)
		return (dt_set_errno(dtp, EDT_DROPABORT));
	if (dtp->dt_drophdlr(&drop, dtp->dt_droparg) == DTRACE_HANDLE_ABORT)
		return (dt_set_errno(dtp, EDT_DROPABORT));
	return (0);
}

static const struct {
	dtrace_dropkind_t kind;
	size_t offset;
	const char *str;
	const char *msg;
} dt_droptab[] = {
	{ DTRACEDROP_DYNAMIC, offsetof(dtrace_status_t, dtst_dyndrops),
	    "dynamic variable drop", NULL },
	{ DTRACEDROP_DYNRINSE, offsetof(dtrace_status_t, dtst_dyndrops_rinsing),
	    "dynamic variable drop", " with non-empty rinsing list" },
	{ DTRACEDROP_DYNDIRTY, offsetof(dtrace_status_t, dtst_dyndrops_dirty),
	    "dynamic variable drop", " with non-empty dirty list" },
	{ DTRACEDROP_SPEC, offsetof(dtrace_status_t, dtst_specdrops),
	    "speculative drop", NULL },
	{ DTRACEDROP_SPECBUSY, offsetof(dtrace_status_t, dtst_specdrops_busy),
	    "failed speculation", " (available buffer(s) still busy)" },
	{ DTRACEDROP_SPECUNAVAIL,
	    offsetof(dtrace_status_t, dtst_specdrops_unavail),
	    "failed speculation", " (no speculative buffer available)" },
	{ DTRACEDROP_STKSTROVERFLOW,
	    offsetof(dtrace_status_t, dtst_stkstroverflows),
	    "jstack()/ustack() string table overflow", NULL },
	{ DTRACEDROP_DBLERROR, offsetof(dtrace_status_t, dtst_dblerrors),
	    "error", " in ERROR probe enabling" },
};

int
dt_handle_status(dtrace_hdl_t *dtp, dtrace_status_t *old, dtrace_status_t *new)
{
	dtrace_dropdata_t drop;
	char str[160];
	size_t i, n;

	if (new->dtst_killed && !old->dtst_killed)
		return (dt_set_errno(dtp, EDT_BRICKED));

	memset(&drop, 0, sizeof (drop));
	drop.dtdda_handle = dtp;
	drop.dtdda_cpu = DTRACE_CPUALL;
	drop.dtdda_msg = str;

	for (i = 0; i < sizeof (dt_droptab) / sizeof (dt_droptab[0]); i++) {
		uint64_t nval, oval;

		memcpy(&nval, (char *)new + dt_droptab[i].offset, 8);
		memcpy(&oval, (char *)old + dt_droptab[i].offset, 8);
		if (nval == oval)
			continue;

		n = dt_droptag_prefix(dtp, dt_droptab[i].kind, str,
		    sizeof (str));
		(void) snprintf(str + n, sizeof (str) - n, "%llu %s%s%s\n",
		    (unsigned long long)(nval - oval), dt_droptab[i].str,
		    (nval - oval > 1) ? "s" : "",
		    dt_droptab[i].msg != NULL ? dt_droptab[i].msg : "");

		drop.dtdda_kind = dt_droptab[i].kind;
		drop.dtdda_total = nval;
		drop.dtdda_drops = nval - oval;

		if (dtp->dt_drophdlr == NULL)
			return (dt_set_errno(dtp, EDT_DROPABORT));
		if (dtp->dt_drophdlr(&drop, dtp->dt_droparg) ==
		    DTRACE_HANDLE_ABORT)
			return (dt_set_errno(dtp, EDT_DROPABORT));
	}
	return (0);
}
