/*
 * lib/libdtrace/dt_consume.c -- the consumer: per-CPU principal buffers ->
 * records -> text, exactly as the reference prints them.
 *
 * Where it sits (DESIGN.md "How a D program flows"): dtrace_work() calls
 * dtrace_consume(), which snapshots each CPU's buffer (DTRACEIOC_BUFSNAP),
 * walks its records and prints them to the output stream.  A record is
 * described by its enabled probe (EPID): DTRACEIOC_EPROBE gives the record
 * layout (cached here per EPID), DTRACEIOC_PROBES the probe's names, and
 * DTRACEIOC_FORMAT the format strings of printf() (cached per format ID).
 *
 * Buffer layout (include/dtrace/ioctl.h, RECORD CONTRACT): records of
 * dtepd_size bytes, each starting with a dtrace_rechdr_t; a 4-byte
 * DTRACE_EPIDNONE word is alignment padding and is skipped.
 *
 * Ordering (as the reference): BEGIN's records are consumed before any
 * other CPU's, END's after all others, even when BEGIN and END ran on the
 * same CPU (that buffer is then walked twice with a filter).
 *
 * Default output: the caller's probe callback prints the "CPU ID
 * FUNCTION:NAME" prefix (dtrace(1)'s chew()); here trace() values print
 * as " %16lld" (8 bytes), " %8d" (4), " %5d" (2), " %3d" (1) -- or bare
 * "%lld"/"%d" when quiet -- and strings as "  %-33s" (bare when quiet).
 *
 * Invariants: a cached description never changes while tracing (EPIDs
 * are never reused by a consumer state); records of the library's ERROR
 * enabling (dtepd_uarg == DT_ECB_ERROR) are turned into error messages,
 * never printed as data.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_stack.h"
#include "dt_printf.h"
#include "dt_aggregate.h"	/* printa() and library actions (agg-consumer) */
#include "dt_print.h"		/* print() (language helper) */

typedef struct dt_cstate {
	dtrace_eprobedesc_t **cs_epd;	/* by EPID */
	dtrace_probedesc_t **cs_pd;	/* by EPID */
	uint32_t cs_nepids;		/* slots in the two arrays */
	dt_pfargv_t **cs_fmts;		/* by format ID */
	uint32_t cs_nfmts;
	char *cs_buf;			/* reusable snapshot buffer */
	size_t cs_bufsize;
	int cs_stdout_fd;		/* freopen(): 1 + saved output fd, or 0 */
	int cs_indent;			/* flowindent: current indentation */
	dtrace_epid_t cs_last_epid;	/* flowindent: the previous record's */
} dt_cstate_t;

static dt_cstate_t *
dt_cstate(dtrace_hdl_t *dtp)
{
	if (dtp->dt_consume == NULL)
		dtp->dt_consume = calloc(1, sizeof (dt_cstate_t));
	return (dtp->dt_consume);
}

void
dt_consume_fini(dtrace_hdl_t *dtp)
{
	dt_cstate_t *cs = dtp->dt_consume;
	uint32_t i;

	dt_aggregate_destroy(dtp);	/* agg-consumer helper */
	if (cs == NULL)
		return;
	for (i = 0; i < cs->cs_nepids; i++) {
		free(cs->cs_epd[i]);
		free(cs->cs_pd[i]);
	}
	for (i = 0; i < cs->cs_nfmts; i++)
		dt_printf_free(cs->cs_fmts[i]);
	free(cs->cs_epd);
	free(cs->cs_pd);
	free(cs->cs_fmts);
	free(cs->cs_buf);
	if (cs->cs_stdout_fd > 0)
		(void) close(cs->cs_stdout_fd - 1);
	free(cs);
	dtp->dt_consume = NULL;
}

/* ---- descriptions ----------------------------------------------------- */

int
dt_epid_lookup(dtrace_hdl_t *dtp, dtrace_epid_t epid,
    dtrace_eprobedesc_t **epdp, dtrace_probedesc_t **pdp)
{
	dt_cstate_t *cs = dt_cstate(dtp);
	dtrace_eprobedesc_t *epd;
	dtrace_probedesc_t *pd;

	if (cs == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));

	if (epid < cs->cs_nepids && cs->cs_epd[epid] != NULL) {
		*epdp = cs->cs_epd[epid];
		*pdp = cs->cs_pd[epid];
		return (0);
	}

	/* First with room for one record, then with room for all. */
	if ((epd = calloc(1, sizeof (*epd))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	epd->dtepd_epid = epid;
	epd->dtepd_nrecs = 1;
	if (dt_ioctl(dtp, DTRACEIOC_EPROBE, epd) == -1) {
		int err = errno;

		free(epd);
		return (dt_set_errno(dtp, err == ESRCH || err == EINVAL ?
		    EDT_BADID : err));
	}
	if (epd->dtepd_nrecs > 1) {
		int32_t nrecs = epd->dtepd_nrecs;
		size_t sz = sizeof (*epd) + (nrecs - 1) *
		    sizeof (dtrace_recdesc_t);

		free(epd);
		if ((epd = calloc(1, sz)) == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		epd->dtepd_epid = epid;
		epd->dtepd_nrecs = nrecs;
		if (dt_ioctl(dtp, DTRACEIOC_EPROBE, epd) == -1) {
			int err = errno;

			free(epd);
			return (dt_set_errno(dtp, err));
		}
	}

	if ((pd = calloc(1, sizeof (*pd))) == NULL) {
		free(epd);
		return (dt_set_errno(dtp, EDT_NOMEM));
	}
	pd->dtpd_id = epd->dtepd_probeid;
	if (dt_ioctl(dtp, DTRACEIOC_PROBES, pd) == -1 ||
	    pd->dtpd_id != epd->dtepd_probeid) {
		int err = errno;

		free(epd);
		free(pd);
		return (dt_set_errno(dtp, err ? err : EDT_BADID));
	}

	/*
	 * Grow the tables only for an EPID the framework knows: a bad one
	 * read from a buffer must not size them (or loop on the doubling).
	 */
	if (epid >= cs->cs_nepids) {
		uint32_t n = cs->cs_nepids ? cs->cs_nepids : 16;
		dtrace_eprobedesc_t **e;
		dtrace_probedesc_t **p;

		while (n <= epid && n <= UINT32_MAX / 2)
			n *= 2;
		if (n <= epid ||
		    (e = realloc(cs->cs_epd, n * sizeof (*e))) == NULL) {
			free(epd);
			free(pd);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		cs->cs_epd = e;
		if ((p = realloc(cs->cs_pd, n * sizeof (*p))) == NULL) {
			free(epd);
			free(pd);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		cs->cs_pd = p;
		memset(e + cs->cs_nepids, 0, (n - cs->cs_nepids) * sizeof (*e));
		memset(p + cs->cs_nepids, 0, (n - cs->cs_nepids) * sizeof (*p));
		cs->cs_nepids = n;
	}

	cs->cs_epd[epid] = epd;
	cs->cs_pd[epid] = pd;
	*epdp = epd;
	*pdp = pd;
	return (0);
}

struct dt_pfargv *
dt_format_lookup(dtrace_hdl_t *dtp, int fmt)
{
	dt_cstate_t *cs = dt_cstate(dtp);
	dtrace_fmtdesc_t fd;
	dt_pfargv_t *pfv;
	char *s, err[256];

	if (cs == NULL || fmt <= 0) {
		(void) dt_set_errno(dtp, cs == NULL ? EDT_NOMEM : EDT_BADID);
		return (NULL);
	}
	if ((uint32_t)fmt < cs->cs_nfmts && cs->cs_fmts[fmt] != NULL)
		return (cs->cs_fmts[fmt]);

	if ((uint32_t)fmt >= cs->cs_nfmts) {
		uint32_t n = cs->cs_nfmts ? cs->cs_nfmts : 16;
		dt_pfargv_t **f;

		while (n <= (uint32_t)fmt)
			n *= 2;
		if ((f = realloc(cs->cs_fmts, n * sizeof (*f))) == NULL) {
			(void) dt_set_errno(dtp, EDT_NOMEM);
			return (NULL);
		}
		memset(f + cs->cs_nfmts, 0, (n - cs->cs_nfmts) * sizeof (*f));
		cs->cs_fmts = f;
		cs->cs_nfmts = n;
	}

	memset(&fd, 0, sizeof (fd));
	fd.dtfd_format = (uint16_t)fmt;
	if (dt_ioctl(dtp, DTRACEIOC_FORMAT, &fd) == -1 || fd.dtfd_length <= 0) {
		(void) dt_set_errno(dtp, errno ? errno : EDT_BADID);
		return (NULL);
	}
	if ((s = calloc(1, (size_t)fd.dtfd_length + 1)) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		return (NULL);
	}
	fd.dtfd_string = (uint64_t)(uintptr_t)s;
	if (dt_ioctl(dtp, DTRACEIOC_FORMAT, &fd) == -1) {
		(void) dt_set_errno(dtp, errno);
		free(s);
		return (NULL);
	}
	pfv = dt_printf_parse(s, err, sizeof (err));
	free(s);
	if (pfv == NULL) {
		(void) dt_set_errno(dtp, EDT_BADCONV);
		return (NULL);
	}
	cs->cs_fmts[fmt] = pfv;
	return (pfv);
}

/* ---- printing of trace() data ----------------------------------------- */

/*
 * Print @nbytes at @c as trace() does: as a string when it looks like one
 * (printable characters, then only NULs), else as a hex dump.
 */
static int
dt_print_bytes(dtrace_hdl_t *dtp, FILE *fp, const char *c, size_t nbytes,
    int width, int quiet, int forceraw)
{
	size_t i, j;
	const int margin = 5;

	if (nbytes == 0)
		return (0);

	if (forceraw || dtp->dt_options[DTRACEOPT_RAWBYTES] != DTRACEOPT_UNSET)
		goto raw;

	for (i = 0; i < nbytes; i++) {
		unsigned char ch = (unsigned char)c[i];

		if (isprint(ch) || isspace(ch) || ch == '\b' || ch == '\a')
			continue;

		if (ch == '\0' && i > 0) {
			for (j = i + 1; j < nbytes; j++) {
				if (c[j] != '\0')
					break;
			}
			if (j != nbytes)
				break;
			if (quiet)
				return (dt_printf(dtp, fp, "%s", c));
			return (dt_printf(dtp, fp, " %s%*s",
			    width < 0 ? " " : "", width, c));
		}
		break;
	}

	if (i == nbytes) {
		char *s = malloc(nbytes + 1);
		int n;

		if (s == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		memcpy(s, c, nbytes);
		s[nbytes] = '\0';
		n = dt_printf(dtp, fp, "  %-*s", width, s);
		free(s);
		return (n);
	}

raw:
	if (dt_printf(dtp, fp, "\n%*s      ", margin, "") < 0)
		return (-1);
	for (i = 0; i < 16; i++) {
		if (dt_printf(dtp, fp, "  %c", "0123456789abcdef"[i]) < 0)
			return (-1);
	}
	if (dt_printf(dtp, fp, "  0123456789abcdef\n") < 0)
		return (-1);

	for (i = 0; i < nbytes; i += 16) {
		if (dt_printf(dtp, fp, "%*s%5zx:", margin, "", i) < 0)
			return (-1);
		for (j = i; j < i + 16 && j < nbytes; j++) {
			if (dt_printf(dtp, fp, " %02x",
			    (unsigned char)c[j]) < 0)
				return (-1);
		}
		while (j++ % 16) {
			if (dt_printf(dtp, fp, "   ") < 0)
				return (-1);
		}
		if (dt_printf(dtp, fp, "  ") < 0)
			return (-1);
		for (j = i; j < i + 16 && j < nbytes; j++) {
			if (dt_printf(dtp, fp, "%c", c[j] < ' ' || c[j] > '~' ?
			    '.' : c[j]) < 0)
				return (-1);
		}
		if (dt_printf(dtp, fp, "\n") < 0)
			return (-1);
	}
	return (0);
}

/* Print one trace()d value by its size, as the reference does. */
static int
dt_print_datum(dtrace_hdl_t *dtp, FILE *fp, const dtrace_recdesc_t *rec,
    const char *addr, int quiet)
{
	switch (rec->dtrd_size) {
	case 8: {
		int64_t v;

		memcpy(&v, addr, 8);
		return (dt_printf(dtp, fp, quiet ? "%lld" : " %16lld",
		    (long long)v));
	}
	case 4: {
		int32_t v;

		memcpy(&v, addr, 4);
		return (dt_printf(dtp, fp, quiet ? "%d" : " %8d", v));
	}
	case 2: {
		uint16_t v;

		memcpy(&v, addr, 2);
		return (dt_printf(dtp, fp, quiet ? "%d" : " %5d", (int)v));
	}
	case 1:
		return (dt_printf(dtp, fp, quiet ? "%d" : " %3d",
		    (int)*(const uint8_t *)addr));
	default:
		return (dt_print_bytes(dtp, fp, addr, rec->dtrd_size, -33,
		    quiet, 0));
	}
}

/* ---- system() and freopen() (destructive actions, dtrace -w) ------------ */

/*
 * freopen(@name): later output of @fp goes to file @name, opened for
 * appending (created if need be); freopen("") sends it back where it went
 * first.  The stream's descriptor is replaced in place (the first time
 * saved), so commands of system() write there too, as with the
 * reference's freopen(3C) of the stream.  A file that cannot be opened is
 * a library error of the enabled probe, reported as the reference words
 * it; tracing goes on.  Output that could not be written to the file left
 * is an error (the reference's freopen(3C) would drop it unsaid).
 */
static int
dt_consume_freopen(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedata_t *data,
    const char *name)
{
	dt_cstate_t *cs = dt_cstate(dtp);
	char msg[PATH_MAX + 128];
	int fd, saved;

	if (fp == NULL || cs == NULL)
		return (0);
	/* what went to the file being left must not be lost unsaid */
	if (fflush(fp) == EOF)
		return (dt_set_errno(dtp, errno));
	if (name[0] == '\0') {
		if (cs->cs_stdout_fd > 0 &&
		    dup2(cs->cs_stdout_fd - 1, fileno(fp)) == -1)
			return (dt_set_errno(dtp, errno));
		return (0);
	}
	if ((fd = open(name, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    0666)) == -1) {
		(void) snprintf(msg, sizeof (msg),
		    "couldn't freopen() \"%s\": %s", name, strerror(errno));
		return (dt_handle_liberr(dtp, data, msg));
	}
	if (cs->cs_stdout_fd == 0) {
		if ((saved = fcntl(fileno(fp), F_DUPFD_CLOEXEC, 3)) == -1) {
			int err = errno;

			(void) close(fd);
			return (dt_set_errno(dtp, err));
		}
		cs->cs_stdout_fd = saved + 1;
	}
	if (dup2(fd, fileno(fp)) == -1) {
		int err = errno;

		(void) close(fd);
		return (dt_set_errno(dtp, err));
	}
	(void) close(fd);
	return (0);
}

/*
 * A system() or freopen() record: format its string as printf() would,
 * then run it through the shell -- after flushing @fp, so that what was
 * traced before comes out before the command's output -- or redirect @fp.
 * Returns the records consumed, or -1.
 */
int
dt_consume_sysfreopen(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *rec,
    unsigned int nrecs, const char *base, size_t size, int act)
{
	char *str = NULL;
	size_t len = 0;
	FILE *mf;
	int n, rv = 0;

	if ((mf = open_memstream(&str, &len)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	n = dt_printf_format(dtp, mf, pfv, rec, nrecs, base, size);
	if (fclose(mf) != 0 && n >= 0)
		n = dt_set_errno(dtp, EDT_NOMEM);
	if (n < 0) {
		free(str);
		return (-1);
	}
	if (act == DTRACEACT_SYSTEM) {
		if (fp != NULL && fflush(fp) == EOF)
			rv = dt_set_errno(dtp, errno);
		else if (system(str) == -1)
			rv = dt_set_errno(dtp, errno);
	} else {
		rv = dt_consume_freopen(dtp, fp, data, str);
	}
	free(str);
	return (rv < 0 ? -1 : n);
}

/* ---- buffers ---------------------------------------------------------- */

typedef struct dt_snap {
	char *ds_data;		/* records, starting at ds_start */
	size_t ds_start;	/* offset of the first record */
	size_t ds_end;		/* end of valid data */
	uint64_t ds_drops;
	int ds_cpu;
	int ds_owned;		/* ds_data must be freed */
} dt_snap_t;

/* Snapshot CPU @cpu into @sp; returns 1 with data, 0 if none, -1 error. */
static int
dt_get_buf(dtrace_hdl_t *dtp, int cpu, int owned, dt_snap_t *sp)
{
	dt_cstate_t *cs = dt_cstate(dtp);
	size_t size = (size_t)dt_opt_get(dtp, DTRACEOPT_BUFSIZE,
	    DT_DEFAULT_BUFSIZE);
	dtrace_bufdesc_t desc;
	char *data;

	if (cs == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));

	if (owned) {
		if ((data = malloc(size)) == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
	} else {
		if (cs->cs_bufsize < size) {
			free(cs->cs_buf);
			cs->cs_bufsize = 0;
			if ((cs->cs_buf = malloc(size)) == NULL)
				return (dt_set_errno(dtp, EDT_NOMEM));
			cs->cs_bufsize = size;
		}
		data = cs->cs_buf;
	}

	memset(&desc, 0, sizeof (desc));
	desc.dtbd_size = size;
	desc.dtbd_cpu = (uint32_t)cpu;
	desc.dtbd_data = (uint64_t)(uintptr_t)data;

	if (dt_ioctl(dtp, DTRACEIOC_BUFSNAP, &desc) == -1) {
		int err = errno;

		if (owned)
			free(data);
		if (err == ENOENT)
			return (0);
		return (dt_set_errno(dtp, err));
	}

	if (desc.dtbd_size > size)
		desc.dtbd_size = size;

	/* A wrapped ring buffer: rotate so that the oldest record is first. */
	if (desc.dtbd_oldest != 0 && desc.dtbd_oldest < desc.dtbd_size) {
		size_t old = (size_t)desc.dtbd_oldest, len = desc.dtbd_size;
		size_t mis = old & 7;
		char *n = malloc(len + mis);

		if (n == NULL) {
			if (owned)
				free(data);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		memset(n, 0, mis);
		memcpy(n + mis, data + old, len - old);
		memcpy(n + mis + len - old, data, old);
		if (owned)
			free(data);
		data = n;
		owned = 1;
		desc.dtbd_size = len + mis;
		desc.dtbd_oldest = mis;
	}

	sp->ds_data = data;
	sp->ds_start = (size_t)desc.dtbd_oldest;
	sp->ds_end = (size_t)desc.dtbd_size;
	sp->ds_drops = desc.dtbd_drops;
	sp->ds_cpu = cpu;
	sp->ds_owned = owned;
	return (1);
}

static void
dt_put_buf(dt_snap_t *sp)
{
	if (sp->ds_owned)
		free(sp->ds_data);
	sp->ds_data = NULL;
}

/* Filters for the BEGIN-first / END-last ordering. */
#define DT_FILTER_NONE		0
#define DT_FILTER_BEGINONLY	1
#define DT_FILTER_NOTBEGIN	2

static int
dt_is_begin(const dtrace_probedesc_t *pd)
{
	return (strcmp(pd->dtpd_provider, "dtrace") == 0 &&
	    strcmp(pd->dtpd_name, "BEGIN") == 0);
}

/* Was this record caused by BEGIN (BEGIN itself, or an error in BEGIN)? */
static int
dt_rec_is_begin(dtrace_hdl_t *dtp, const dtrace_eprobedesc_t *epd,
    const dtrace_probedesc_t *pd, const char *rec)
{
	if (epd->dtepd_uarg == DT_ECB_ERROR && epd->dtepd_nrecs >= 1) {
		dtrace_eprobedesc_t *eepd;
		dtrace_probedesc_t *epdp;
		uint64_t epid;

		memcpy(&epid, rec + epd->dtepd_rec[0].dtrd_offset, 8);
		if (dt_epid_lookup(dtp, (dtrace_epid_t)epid, &eepd, &epdp) == 0)
			return (dt_is_begin(epdp));
		return (0);
	}
	return (dt_is_begin(pd));
}

/* ---- flowindent (-F) --------------------------------------------------- */

/*
 * Is probe name @name @word itself or "...-@word" (as "function-entry")?
 * So "entry" and "method-entry" count, "gentry" and "carpentry" do not.
 */
static int
dt_flow_word(const char *name, const char *word)
{
	size_t n = strlen(name), w = strlen(word);

	return (n >= w && strcmp(name + n - w, word) == 0 &&
	    (n == w || name[n - w - 1] == '-'));
}

/*
 * dt_flowindent - the flow kind, prefix and indentation of the record of
 * EPID @id at @offs of snapshot @sp, into @data (dtpda_flow, dtpda_prefix,
 * dtpda_indent), as the reference's -F / flowindent option shows them
 * (Dynamic Tracing Guide, "Options and Tunables" and "fbt Provider"):
 *
 * - an entry probe (name "entry" or "...-entry") is "-> func" and indents
 *   what follows by two more columns; a return probe ("return",
 *   "...-return") comes back two columns and is "<- func"; for the
 *   syscall provider the arrows are "=>" and "<=";
 * - every other probe is "| func:name" at the current indentation;
 * - an entry whose probe fired just before under another enabling (two
 *   clauses of one probe) does not indent again, and a return followed
 *   in the same buffer by another enabling of the same probe does not
 *   come back yet: the reference's heuristic, per probe ID.
 *
 * The indentation lives in the consumer state (cs_indent), so it carries
 * from one buffer to the next.  Returns 0, or -1 with dtrace_errno() set.
 */
static int
dt_flowindent(dtrace_hdl_t *dtp, dt_cstate_t *cs, dtrace_probedata_t *data,
    dtrace_epid_t id, const dt_snap_t *sp, size_t offs)
{
	const dtrace_probedesc_t *pd = data->dtpda_pdesc;
	const dtrace_eprobedesc_t *epd = data->dtpda_edesc;
	int sys = strcmp(pd->dtpd_provider, "syscall") == 0;
	int flow = DTRACEFLOW_NONE;

	if (dt_flow_word(pd->dtpd_name, "entry"))
		flow = DTRACEFLOW_ENTRY;
	else if (dt_flow_word(pd->dtpd_name, "return"))
		flow = DTRACEFLOW_RETURN;

	if (flow == DTRACEFLOW_ENTRY && cs->cs_last_epid != DTRACE_EPIDNONE &&
	    cs->cs_last_epid != id && cs->cs_last_epid < cs->cs_nepids &&
	    cs->cs_pd[cs->cs_last_epid] != NULL &&
	    cs->cs_pd[cs->cs_last_epid]->dtpd_id == pd->dtpd_id)
		flow = DTRACEFLOW_NONE;

	if (flow == DTRACEFLOW_RETURN) {
		dtrace_eprobedesc_t *nepd;
		dtrace_probedesc_t *npd;
		dtrace_epid_t next = DTRACE_EPIDNONE;

		for (offs += epd->dtepd_size;
		    offs + sizeof (next) <= sp->ds_end; offs += sizeof (next)) {
			memcpy(&next, sp->ds_data + offs, sizeof (next));
			if (next != DTRACE_EPIDNONE)
				break;
		}
		if (next != DTRACE_EPIDNONE) {
			if (dt_epid_lookup(dtp, next, &nepd, &npd) != 0)
				return (-1);
			if (next != id && npd->dtpd_id == pd->dtpd_id)
				flow = DTRACEFLOW_NONE;
		}
	}

	if (flow == DTRACEFLOW_ENTRY)
		data->dtpda_prefix = sys ? " => " : " -> ";
	else if (flow == DTRACEFLOW_RETURN)
		data->dtpda_prefix = sys ? " <= " : " <- ";
	else
		data->dtpda_prefix = "| ";
	if (flow == DTRACEFLOW_RETURN && cs->cs_indent > 0)
		cs->cs_indent -= 2;
	data->dtpda_flow = flow;
	data->dtpda_indent = cs->cs_indent;
	return (0);
}

static int
dt_consume_cpu(dtrace_hdl_t *dtp, FILE *fp, dt_snap_t *sp, int filter,
    dtrace_consume_probe_f *efunc, dtrace_consume_rec_f *rfunc, void *arg)
{
	int quiet = dtp->dt_options[DTRACEOPT_QUIET] != DTRACEOPT_UNSET;
	int flow = dtp->dt_options[DTRACEOPT_FLOWINDENT] != DTRACEOPT_UNSET;
	dt_cstate_t *cs = dt_cstate(dtp);
	dtrace_probedata_t data;
	size_t offs;
	int rval, i, n;

	if (cs == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	memset(&data, 0, sizeof (data));
	data.dtpda_handle = dtp;
	data.dtpda_cpu = sp->ds_cpu;
	data.dtpda_flow = DTRACEFLOW_NONE;
	data.dtpda_prefix = "| ";
	data.dtpda_indent = cs->cs_indent;

	for (offs = sp->ds_start; offs + sizeof (dtrace_epid_t) <= sp->ds_end; ) {
		dtrace_eprobedesc_t *epd;
		dtrace_probedesc_t *pd;
		dtrace_epid_t id;
		char *base = sp->ds_data + offs;

		memcpy(&id, base, sizeof (id));
		if (id == DTRACE_EPIDNONE) {
			offs += sizeof (id);
			continue;
		}

		if (dt_epid_lookup(dtp, id, &epd, &pd) != 0)
			return (-1);
		if (epd->dtepd_size == 0 || offs + epd->dtepd_size > sp->ds_end)
			return (dt_set_errno(dtp, EDT_DOFFSET));

		if (filter != DT_FILTER_NONE) {
			int b = dt_rec_is_begin(dtp, epd, pd, base);

			if ((filter == DT_FILTER_BEGINONLY) != (b != 0))
				goto nextepid;
		}

		data.dtpda_edesc = epd;
		data.dtpda_pdesc = pd;
		data.dtpda_data = base;

		if (epd->dtepd_uarg == DT_ECB_ERROR) {
			if (dt_handle_err(dtp, &data) != 0)
				return (-1);
			goto nextepid;
		}
		if (flow && dt_flowindent(dtp, cs, &data, id, sp, offs) != 0)
			return (-1);
		rval = efunc != NULL ? efunc(&data, arg) : DTRACE_CONSUME_THIS;
		if (flow && data.dtpda_flow == DTRACEFLOW_ENTRY)
			cs->cs_indent += 2;
		if (rval == DTRACE_CONSUME_NEXT)
			goto nextepid;
		if (rval == DTRACE_CONSUME_ABORT)
			return (dt_set_errno(dtp, EDT_DIRABORT));
		if (rval != DTRACE_CONSUME_THIS)
			return (dt_set_errno(dtp, EDT_BADRVAL));

		for (i = 0; i < epd->dtepd_nrecs; i++) {
			const dtrace_recdesc_t *rec = &epd->dtepd_rec[i];
			dtrace_actkind_t act = rec->dtrd_action;
			char *addr = base + rec->dtrd_offset;

			if (rec->dtrd_offset + rec->dtrd_size > epd->dtepd_size)
				return (dt_set_errno(dtp, EDT_DOFFSET));

			data.dtpda_data = addr;

			if (act == DTRACEACT_LIBACT &&
			    rec->dtrd_arg == DT_ACT_PRINT) {
				/* print(): dt_print.c */
				if (dt_print_type(dtp, fp,
				    (ctf_id_t)rec->dtrd_uarg, addr,
				    rec->dtrd_size) < 0)
					return (-1);
				continue;
			}
			if (act == DTRACEACT_LIBACT) {
				/* clear/trunc/normalize/setopt...: dt_aggregate.c */
				n = dt_agg_libact(dtp, fp, &data, epd, i, base);
				if (n < 0)
					return (-1);
				i += n;
				quiet = dtp->dt_options[DTRACEOPT_QUIET] !=
				    DTRACEOPT_UNSET;
				continue;
			}

			if (rfunc != NULL) {
				rval = rfunc(&data, rec, arg);
			} else {
				rval = act == DTRACEACT_EXIT ?
				    DTRACE_CONSUME_NEXT : DTRACE_CONSUME_THIS;
			}
			if (rval == DTRACE_CONSUME_NEXT)
				continue;
			if (rval == DTRACE_CONSUME_ABORT)
				return (dt_set_errno(dtp, EDT_DIRABORT));
			if (rval != DTRACE_CONSUME_THIS)
				return (dt_set_errno(dtp, EDT_BADRVAL));

			if (act == DTRACEACT_PRINTA) {
				/* the aggregation's current totals: dt_aggregate.c */
				n = dt_agg_printa(dtp, fp, epd, i, base);
				if (n < 0)
					return (-1);
				i += n - 1;
				continue;
			}

			if (DTRACEACT_ISPRINTFLIKE(act) &&
			    act != DTRACEACT_PRINTA) {
				dt_pfargv_t *pfv;

				if ((pfv = dt_format_lookup(dtp,
				    rec->dtrd_format)) == NULL)
					return (-1);
				if (act == DTRACEACT_SYSTEM ||
				    act == DTRACEACT_FREOPEN) {
					n = dt_consume_sysfreopen(dtp, fp, pfv,
					    &data, rec,
					    (unsigned int)(epd->dtepd_nrecs - i),
					    base, epd->dtepd_size, act);
				} else {
					n = dt_printf_format(dtp, fp, pfv, rec,
					    (unsigned int)(epd->dtepd_nrecs - i),
					    base, epd->dtepd_size);
				}
				if (n < 0)
					return (-1);
				if (n > 0)
					i += n - 1;
				continue;
			}

			if (act == DTRACEACT_TRACEMEM) {
				if (dt_print_bytes(dtp, fp, addr,
				    rec->dtrd_size, -33, quiet, 1) < 0)
					return (-1);
				continue;
			}

			/* stack(), ustack(), usym()...: dt_stack.c (pid helper) */
			if ((n = dt_stack_print_rec(dtp, fp, rec, addr)) != 0) {
				if (n < 0)
					return (-1);
				continue;
			}
			if (dt_print_datum(dtp, fp, rec, addr, quiet) < 0)
				return (-1);
		}

		if (rfunc != NULL)
			(void) rfunc(&data, NULL, arg);
		else if (!quiet && dt_printf(dtp, fp, "\n") < 0)
			return (-1);
nextepid:
		offs += epd->dtepd_size;
		cs->cs_last_epid = id;
	}

	if (sp->ds_drops != 0 && filter != DT_FILTER_BEGINONLY) {
		uint64_t drops = sp->ds_drops;

		sp->ds_drops = 0;
		return (dt_handle_cpudrop(dtp, sp->ds_cpu, DTRACEDROP_PRINCIPAL,
		    drops));
	}
	return (0);
}

/* Consume one CPU's buffer in full. */
static int
dt_consume_one(dtrace_hdl_t *dtp, FILE *fp, int cpu,
    dtrace_consume_probe_f *pf, dtrace_consume_rec_f *rf, void *arg)
{
	dt_snap_t snap;
	int rv;

	if ((rv = dt_get_buf(dtp, cpu, 0, &snap)) <= 0)
		return (rv);
	rv = dt_consume_cpu(dtp, fp, &snap, DT_FILTER_NONE, pf, rf, arg);
	dt_put_buf(&snap);
	return (rv);
}

/*
 * The BEGIN CPU first.  When END also ran there (we have stopped), keep
 * its snapshot: BEGIN's records now, the other CPUs, then the rest.
 */
static int
dt_consume_begin(dtrace_hdl_t *dtp, FILE *fp, int ncpu,
    dtrace_consume_probe_f *pf, dtrace_consume_rec_f *rf, void *arg)
{
	int cpu = dtp->dt_beganon, i, rv;
	dt_snap_t snap;

	dtp->dt_beganon = -1;

	if (!dtp->dt_stopped || cpu != dtp->dt_endedon)
		return (dt_consume_one(dtp, fp, cpu, pf, rf, arg));

	if ((rv = dt_get_buf(dtp, cpu, 1, &snap)) <= 0)
		return (rv);

	rv = dt_consume_cpu(dtp, fp, &snap, DT_FILTER_BEGINONLY, pf, rf, arg);
	for (i = 0; rv == 0 && i < ncpu; i++) {
		if (i != cpu)
			rv = dt_consume_one(dtp, fp, i, pf, rf, arg);
	}
	if (rv == 0)
		rv = dt_consume_cpu(dtp, fp, &snap, DT_FILTER_NOTBEGIN, pf, rf,
		    arg);
	dt_put_buf(&snap);
	return (rv == 0 ? 1 : -1);	/* 1: everything consumed */
}

/**
 * dtrace_consume - see dtrace.h.  CPUs are walked in order; BEGIN's CPU
 * comes first after dtrace_go(), END's CPU last after dtrace_stop().
 * Returns 0, or -1 with dtrace_errno() set.
 */
int
dtrace_consume(dtrace_hdl_t *dtp, FILE *fp, dtrace_consume_probe_f *pf,
    dtrace_consume_rec_f *rf, void *arg)
{
	int ncpu = (int)dtp->dt_conf.dtc_maxbufs, i, rv;

	if (!dtp->dt_active)
		return (dt_set_errno(dtp, EINVAL));
	if (ncpu <= 0)
		ncpu = 1;

	if (dtp->dt_beganon != -1) {
		if ((rv = dt_consume_begin(dtp, fp, ncpu, pf, rf, arg)) < 0)
			return (-1);
		if (rv == 1)
			return (0);
	}

	for (i = 0; i < ncpu; i++) {
		if (dtp->dt_stopped && i == dtp->dt_endedon)
			continue;
		if (dt_consume_one(dtp, fp, i, pf, rf, arg) < 0)
			return (-1);
	}

	if (dtp->dt_stopped && dtp->dt_endedon >= 0 &&
	    dtp->dt_endedon < ncpu &&
	    dt_consume_one(dtp, fp, dtp->dt_endedon, pf, rf, arg) < 0)
		return (-1);

	return (0);
}
