/*
 * lib/libdtrace/dt_api.c -- the reference libdtrace(3LIB) functions that
 * consumers use beyond compile/exec/go/work: probe descriptions to and
 * from text and IDs, addresses to symbols, DOF images of programs, output
 * to a buffered handler, and printf()/printa()/system()/freopen() for
 * consumers that walk the records themselves.
 *
 * Where it sits: thin entry points over the parts that already do the
 * work -- the framework's DTRACEIOC_PROBES (dt_list.c's contract), the
 * kernel and user symbol tables (dt_kallsyms.c, dt_stack.c, dt_symtab.c),
 * the DOF image the compiler left in dtrace_prog_t (dt_cc.c), the printf
 * engine (dt_printf.c), printa() (dt_agg_print.c) and the consumer's
 * system()/freopen() (dt_consume.c).  Declared in dtrace.h, exported by
 * libdtrace.map.
 *
 * Invariants: every function reports failure through dtrace_errno(); no
 * function here writes trace output except through dt_printf() (so the
 * buffered handler sees it all).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_aggregate.h"
#include "dt_kallsyms.h"
#include "dt_printf.h"
#include "dt_stack.h"
#include "dt_symtab.h"

/* ---- probe descriptions ------------------------------------------------ */

int
dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec, const char *s,
    dtrace_probedesc_t *pdp)
{
	char *fields[4] = { pdp->dtpd_provider, pdp->dtpd_mod,
	    pdp->dtpd_func, pdp->dtpd_name };
	const size_t sizes[4] = { sizeof (pdp->dtpd_provider),
	    sizeof (pdp->dtpd_mod), sizeof (pdp->dtpd_func),
	    sizeof (pdp->dtpd_name) };
	const char *parts[4], *p;
	size_t lens[4];
	int n = 0, last, i;

	if (s == NULL || pdp == NULL || spec < DTRACE_PROBESPEC_PROVIDER ||
	    spec > DTRACE_PROBESPEC_NAME)
		return (dt_set_errno(dtp, EDT_BADSPEC));
	/* split at the colons, left to right */
	for (p = s;; ) {
		const char *c = strchr(p, ':');

		if (n == 4)
			return (dt_set_errno(dtp, EDT_BADSPEC));
		parts[n] = p;
		lens[n++] = c != NULL ? (size_t)(c - p) : strlen(p);
		if (c == NULL)
			break;
		p = c + 1;
	}
	/* the last part goes where @spec says, or further right if needed */
	last = n - 1 > (int)spec ? n - 1 : (int)spec;
	memset(pdp, 0, sizeof (*pdp));
	for (i = 0; i < n; i++) {
		int f = last - (n - 1) + i;

		if (lens[i] >= sizes[f])
			return (dt_set_errno(dtp, ENAMETOOLONG));
		memcpy(fields[f], parts[i], lens[i]);
		fields[f][lens[i]] = '\0';
	}
	pdp->dtpd_id = DTRACE_IDNONE;
	return (0);
}

int
dtrace_id2desc(dtrace_hdl_t *dtp, dtrace_id_t id, dtrace_probedesc_t *pdp)
{
	dtrace_probedesc_t pd;

	if (id == DTRACE_IDNONE || pdp == NULL)
		return (dt_set_errno(dtp, EDT_BADID));
	memset(&pd, 0, sizeof (pd));
	pd.dtpd_id = id;
	/* the framework answers with the first probe at or after the ID */
	if (dt_ioctl(dtp, DTRACEIOC_PROBES, &pd) != 0 || pd.dtpd_id != id)
		return (dt_set_errno(dtp, EDT_BADID));
	*pdp = pd;
	return (0);
}

char *
dtrace_desc2str(const dtrace_probedesc_t *pdp, char *buf, size_t len)
{
	if (pdp->dtpd_id != DTRACE_IDNONE)
		(void) snprintf(buf, len, "%u", (unsigned int)pdp->dtpd_id);
	else
		(void) snprintf(buf, len, "%s:%s:%s:%s", pdp->dtpd_provider,
		    pdp->dtpd_mod, pdp->dtpd_func, pdp->dtpd_name);
	return (buf);
}

/* ---- symbols -------------------------------------------------------------- */

/* Fill the caller's symbol and symbol information from kallsyms' @ks. */
static void
dt_api_ksym(const dt_ksym_t *ks, GElf_Sym *symp, dtrace_syminfo_t *sip)
{
	int text = ks->ks_type == 't' || ks->ks_type == 'T';
	int global = ks->ks_type >= 'A' && ks->ks_type <= 'Z';

	if (symp != NULL) {
		memset(symp, 0, sizeof (*symp));
		symp->st_value = ks->ks_addr;
		symp->st_info = GELF_ST_INFO(global ? STB_GLOBAL : STB_LOCAL,
		    text ? STT_FUNC : STT_OBJECT);
		symp->st_shndx = SHN_ABS;
	}
	if (sip != NULL) {
		sip->dts_object = ks->ks_mod;
		sip->dts_name = ks->ks_name;
		sip->dts_id = 0;
	}
}

int
dtrace_lookup_by_name(dtrace_hdl_t *dtp, const char *object,
    const char *name, GElf_Sym *symp, dtrace_syminfo_t *sip)
{
	const dt_ksym_t *ks;
	const char *mod = object;

	if (name == NULL)
		return (dt_set_errno(dtp, EDT_NOSYM));
	/* the pseudo-objects are small integers, not strings */
	if (object == DTRACE_OBJ_EVERY || object == DTRACE_OBJ_KMODS)
		mod = NULL;
	else if ((uintptr_t)object <= (uintptr_t)DTRACE_OBJ_DDEFS ||
	    object == DTRACE_OBJ_UMODS)
		return (dt_set_errno(dtp, EDT_NOSYM));	/* no kernel symbol */
	else if (!dt_kallsyms_module(mod))
		return (dt_set_errno(dtp, EDT_NOMOD));
	if ((ks = dt_kallsyms_byname(mod, name)) == NULL)
		return (dt_set_errno(dtp, EDT_NOSYM));
	dt_api_ksym(ks, symp, sip);
	return (0);
}

int
dtrace_lookup_by_addr(dtrace_hdl_t *dtp, GElf_Addr addr, GElf_Sym *symp,
    dtrace_syminfo_t *sip)
{
	const dt_ksym_t *ks = dt_kallsyms_byaddr(addr);

	/* unprivileged readers see every address as 0: nothing is known */
	if (ks == NULL || ks->ks_addr == 0)
		return (dt_set_errno(dtp, EDT_NOSYM));
	dt_api_ksym(ks, symp, sip);
	return (0);
}

int
dtrace_addr2str(dtrace_hdl_t *dtp, uint64_t addr, char *str, int nbytes)
{
	dtrace_syminfo_t si;
	GElf_Sym sym;
	size_t len = nbytes > 0 ? (size_t)nbytes : 0;
	int err = dtp->dt_errno;

	if (dtrace_lookup_by_addr(dtp, addr, &sym, &si) != 0) {
		dtp->dt_errno = err;	/* not an error: the number is printed */
		return (snprintf(str, len, "0x%" PRIx64, addr));
	}
	if (addr > sym.st_value)
		return (snprintf(str, len, "%s`%s+0x%" PRIx64, si.dts_object,
		    si.dts_name, addr - sym.st_value));
	return (snprintf(str, len, "%s`%s", si.dts_object, si.dts_name));
}

int
dtrace_uaddr2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, char *str,
    int nbytes)
{
	char buf[1024];

	dt_stack_uaddr2str(pid, addr, dtp != NULL ? dt_stack_uflags(dtp) : 0,
	    buf, sizeof (buf));
	return (snprintf(str, nbytes > 0 ? (size_t)nbytes : 0, "%s", buf));
}

void
dtrace_update(dtrace_hdl_t *dtp)
{
	if (dtp->dt_target > 0)
		dt_symtab_refresh(dtp->dt_target);
}

/* ---- DOF and USDT ----------------------------------------------------- */

void *
dtrace_dof_create(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, unsigned int flags)
{
	void *dof;

	if ((flags & ~DTRACE_D_MASK) != 0 || pgp == NULL ||
	    pgp->dp_dof == NULL || pgp->dp_dofsize == 0) {
		(void) dt_set_errno(dtp, EINVAL);
		return (NULL);
	}
	if ((dof = malloc(pgp->dp_dofsize)) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	memcpy(dof, pgp->dp_dof, pgp->dp_dofsize);
	return (dof);
}

void
dtrace_dof_destroy(dtrace_hdl_t *dtp, void *dof)
{
	(void) dtp;
	free(dof);
}

/* ---- buffered output -------------------------------------------------- */

int
dtrace_handle_buffered(dtrace_hdl_t *dtp, dtrace_handle_buffered_f *hdlr,
    void *arg)
{
	if (hdlr == NULL)
		return (dt_set_errno(dtp, EINVAL));
	if (dtp->dt_bufhdlr != NULL)
		return (dt_set_errno(dtp, EALREADY));
	dtp->dt_bufhdlr = hdlr;
	dtp->dt_bufarg = arg;
	return (0);
}

int
dt_buffered(dtrace_hdl_t *dtp, const char *s)
{
	dtrace_bufdata_t bd;
	int rv;

	if (dtp->dt_bufhdlr == NULL || dtp->dt_bufdepth > 0)
		return (0);	/* output from inside the handler goes nowhere */
	memset(&bd, 0, sizeof (bd));
	bd.dtbda_handle = dtp;
	bd.dtbda_buffered = s;
	dtp->dt_bufdepth++;
	rv = dtp->dt_bufhdlr(&bd, dtp->dt_bufarg);
	dtp->dt_bufdepth--;
	if (rv == DTRACE_HANDLE_ABORT)
		return (dt_set_errno(dtp, EDT_DIRABORT));
	return (0);
}

/* ---- formatted output ------------------------------------------------- */

static void *
dt_api_fmt_create(dtrace_hdl_t *dtp, const char *s)
{
	dt_pfargv_t *pfv;
	char err[256];

	if (s == NULL) {
		(void) dt_set_errno(dtp, EINVAL);
		return (NULL);
	}
	if (dtp->dt_napifmts == dtp->dt_apifmtcap) {
		size_t cap = dtp->dt_apifmtcap ? dtp->dt_apifmtcap * 2 : 8;
		void **n = realloc(dtp->dt_apifmts, cap * sizeof (void *));

		if (n == NULL) {
			(void) dt_set_errno(dtp, EDT_NOMEM);
			return (NULL);
		}
		dtp->dt_apifmts = n;
		dtp->dt_apifmtcap = cap;
	}
	err[0] = '\0';
	if ((pfv = dt_printf_parse(s, err, sizeof (err))) == NULL) {
		(void) snprintf(dtp->dt_errmsg, sizeof (dtp->dt_errmsg), "%s",
		    err[0] != '\0' ? err : dtrace_errmsg(dtp, EDT_BADCONV));
		(void) dt_set_errno(dtp, err[0] != '\0' ? EDT_BADCONV :
		    EDT_NOMEM);
		return (NULL);
	}
	dtp->dt_apifmts[dtp->dt_napifmts++] = pfv;
	return (pfv);
}

void *
dtrace_printf_create(dtrace_hdl_t *dtp, const char *s)
{
	return (dt_api_fmt_create(dtp, s));
}

void *
dtrace_printa_create(dtrace_hdl_t *dtp, const char *s)
{
	return (dt_api_fmt_create(dtp, s));
}

size_t
dtrace_printf_format(dtrace_hdl_t *dtp, void *fmtdata, char *s, size_t len)
{
	const dt_pfargv_t *pfv = fmtdata;
	size_t need = strlen(pfv->pfv_format) + 1;

	(void) dtp;
	if (s != NULL && len > 0)
		(void) snprintf(s, len, "%s", pfv->pfv_format);
	return (need);
}

int
dtrace_fprintf(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len)
{
	(void) data;
	if (fmtdata == NULL || recp == NULL || buf == NULL)
		return (dt_set_errno(dtp, EINVAL));
	return (dt_printf_format(dtp, fp, fmtdata, recp, nrecs, buf, len));
}

int
dtrace_fprinta(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len)
{
	dt_print_aggdata_t pd;
	uint64_t id = 0;

	(void) data;
	if (fmtdata == NULL || recp == NULL || buf == NULL || nrecs == 0)
		return (dt_set_errno(dtp, EINVAL));
	if (recp->dtrd_action != DTRACEACT_PRINTA ||
	    recp->dtrd_offset + recp->dtrd_size > len || recp->dtrd_size > 8)
		return (dt_set_errno(dtp, EDT_DMISMATCH));
	/* the record holds the aggregation variable's ID */
	memcpy(&id, (const char *)buf + recp->dtrd_offset, recp->dtrd_size);
	memset(&pd, 0, sizeof (pd));
	pd.dtpa_dtp = dtp;
	pd.dtpa_fp = fp;
	pd.dtpa_id = (dtrace_aggvarid_t)id;
	pd.dtpa_agghisthdr = DTRACE_AGGVARIDNONE;
	pd.dtpa_pfv = fmtdata;
	if (dtrace_aggregate_walk_sorted(dtp, dt_fprinta, &pd) != 0)
		return (-1);
	return (1);
}

int
dtrace_system(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len)
{
	if (fmtdata == NULL || recp == NULL || buf == NULL)
		return (dt_set_errno(dtp, EINVAL));
	return (dt_consume_sysfreopen(dtp, fp, fmtdata, data, recp, nrecs,
	    buf, len, DTRACEACT_SYSTEM));
}

int
dtrace_freopen(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len)
{
	/* @data names the probe in the message of a file that cannot open */
	if (fmtdata == NULL || recp == NULL || buf == NULL || data == NULL)
		return (dt_set_errno(dtp, EINVAL));
	return (dt_consume_sysfreopen(dtp, fp, fmtdata, data, recp, nrecs,
	    buf, len, DTRACEACT_FREOPEN));
}

void
dt_api_fini(dtrace_hdl_t *dtp)
{
	size_t i;

	for (i = 0; i < dtp->dt_napifmts; i++)
		dt_printf_free(dtp->dt_apifmts[i]);
	free(dtp->dt_apifmts);
	dtp->dt_apifmts = NULL;
	dtp->dt_napifmts = dtp->dt_apifmtcap = 0;
}
