/*
 * test/unit/api-consumer.c -- a consumer of libdtrace's public API as a
 * program outside the tree writes one: it includes only <dtrace.h> and is
 * built by unit/pkgconfig.sh with pkg-config's flags alone.  Each check
 * prints one TAP line ("ok N - ..." / "not ok N - ..."); the script
 * renumbers them into its own plan.  Exit status 0 when all passed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <dtrace.h>

static int count, failed;

static int
check(int pass, const char *name, const char *diag)
{
	count++;
	printf("%sok %d - %s\n", pass ? "" : "not ", count, name);
	if (!pass) {
		failed++;
		printf("# %s\n", diag != NULL ? diag : "");
	}
	fflush(stdout);
	return (pass);
}

/*
 * A record callback standing in for a consumer that formats records
 * itself: the printf(), printa(), system() and freopen() actions go
 * through dtrace_fprintf() & co. with the consumer's own formats.
 */
static struct {
	void *pf, *pa, *sys, *fre, *unfre;	/* formats */
	FILE *fp;			/* where this consumer prints */
	int skip;			/* records already consumed */
	int calls, errs;
} own;

static int
own_rec(const dtrace_probedata_t *data, const dtrace_recdesc_t *rec,
    void *arg)
{
	dtrace_hdl_t *dtp = data->dtpda_handle;
	const dtrace_eprobedesc_t *epd = data->dtpda_edesc;
	const char *base;
	unsigned int nrecs;
	void *fmt;
	int n;

	(void) arg;
	if (rec == NULL)
		return (DTRACE_CONSUME_NEXT);
	if (own.skip > 0) {
		own.skip--;
		return (DTRACE_CONSUME_NEXT);
	}
	base = data->dtpda_data - rec->dtrd_offset;
	nrecs = (unsigned int)(epd->dtepd_nrecs - (rec - epd->dtepd_rec));
	switch (rec->dtrd_action) {
	case DTRACEACT_PRINTF:
		n = dtrace_fprintf(dtp, own.fp, own.pf, data, rec, nrecs,
		    base, epd->dtepd_size);
		break;
	case DTRACEACT_PRINTA:
		n = dtrace_fprinta(dtp, own.fp, own.pa, data, rec, nrecs,
		    base, epd->dtepd_size);
		break;
	case DTRACEACT_SYSTEM:
		n = dtrace_system(dtp, own.fp, own.sys, data, rec, nrecs,
		    base, epd->dtepd_size);
		break;
	case DTRACEACT_FREOPEN:
		fmt = own.fre;
		own.fre = own.unfre;	/* the second freopen() restores */
		n = dtrace_freopen(dtp, own.fp, fmt, data, rec, nrecs,
		    base, epd->dtepd_size);
		if (n > 0 && fmt != own.unfre)
			(void) fprintf(own.fp, "in-file");
		break;
	default:
		return (DTRACE_CONSUME_NEXT);
	}
	own.calls++;
	if (n < 1) {
		own.errs++;
		return (DTRACE_CONSUME_ABORT);
	}
	own.skip = n - 1;
	return (DTRACE_CONSUME_NEXT);
}

static int run_prog(dtrace_hdl_t *, dtrace_prog_t *, char *, size_t,
    dtrace_consume_rec_f *);

/* Run @src on @dtp to completion, its output into @buf (NULL: no stream). */
static int
run(dtrace_hdl_t *dtp, const char *src, char *buf, size_t size,
    dtrace_consume_rec_f *rf)
{
	dtrace_prog_t *pgp;

	if ((pgp = dtrace_program_strcompile(dtp, src, DTRACE_PROBESPEC_NAME,
	    0, 0, NULL)) == NULL)
		return (-1);
	return (run_prog(dtp, pgp, buf, size, rf));
}

/* Run @pgp to completion; -1 if it fails or does not end by itself. */
static int
run_prog(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, char *buf, size_t size,
    dtrace_consume_rec_f *rf)
{
	dtrace_proginfo_t info;
	dtrace_workstatus_t st = DTRACE_WORKSTATUS_OKAY;
	FILE *fp = NULL;
	int n;

	if (buf != NULL)
		memset(buf, 0, size);
	if (dtrace_program_exec(dtp, pgp, &info) != 0 || dtrace_go(dtp) != 0)
		return (-1);
	if (buf != NULL) {
		if ((fp = fmemopen(buf, size - 1, "w")) == NULL)
			return (-1);
		own.fp = fp;	/* own_rec() prints there too */
	}
	for (n = 0; n < 500 && st == DTRACE_WORKSTATUS_OKAY; n++) {
		dtrace_sleep(dtp);
		st = dtrace_work(dtp, fp, NULL, rf, NULL);
	}
	if (fp != NULL)
		fclose(fp);
	return (st == DTRACE_WORKSTATUS_DONE ? 0 : -1);
}

static char buffered[256];

static int
bufhdlr(const dtrace_bufdata_t *bd, void *arg)
{
	(void) arg;
	strncat(buffered, bd->dtbda_buffered,
	    sizeof (buffered) - strlen(buffered) - 1);
	return (DTRACE_HANDLE_OK);
}

static int
find_begin(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	(void) dtp;
	*(dtrace_id_t *)arg = pd->dtpd_id;
	return (0);
}

static dtrace_hdl_t *
hopen(void)
{
	int err;
	dtrace_hdl_t *dtp = dtrace_open(DTRACE_VERSION, 0, &err);

	if (dtp != NULL)
		(void) dtrace_setopt(dtp, "quiet", NULL);
	return (dtp);
}

static int
file_is(const char *path, const char *want)
{
	char got[256] = "";
	FILE *f = fopen(path, "r");

	if (f == NULL)
		return (0);
	if (fgets(got, sizeof (got), f) == NULL)
		got[0] = '\0';
	fclose(f);
	return (strcmp(got, want) == 0);
}

static struct {
	int n;
	char names[512];
} stmts;

/* Note each statement as NAME(ACTIONS) or NAME/(ACTIONS:FORMAT). */
static int
stmt_seen(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_stmtdesc_t *sdp,
    void *arg)
{
	const dtrace_ecbdesc_t *edp = sdp->dtsd_ecbdesc;
	const dtrace_actdesc_t *ap;
	size_t len = strlen(stmts.names);
	const char *fmt = NULL;
	int n = 0;

	(void) dtp; (void) pgp; (void) arg;
	for (ap = sdp->dtsd_action; ap != NULL; ap = ap->dtad_next) {
		n++;
		if (ap->dtad_kind == DTRACEACT_PRINTF)
			fmt = (const char *)(uintptr_t)ap->dtad_arg;
		if (ap == sdp->dtsd_action_last)
			break;
	}
	snprintf(stmts.names + len, sizeof (stmts.names) - len,
	    "%s%s%s(%d%s%s)", stmts.n ? " " : "", edp->dted_probe.dtpd_name,
	    edp->dted_pred.dtpdd_difo != NULL ? "/" : "", n,
	    fmt != NULL ? ":" : "", fmt != NULL ? fmt : "");
	stmts.n++;
	return (0);
}

/* Copy the actions of each statement into the statement @arg. */
static int
stmt_copy(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_stmtdesc_t *sdp,
    void *arg)
{
	const dtrace_actdesc_t *ap;
	dtrace_actdesc_t *np;

	(void) pgp;
	for (ap = sdp->dtsd_action; ap != NULL; ap = ap->dtad_next) {
		if ((np = dtrace_stmt_action(dtp, arg)) == NULL)
			return (-1);
		np->dtad_difo = ap->dtad_difo;
		np->dtad_kind = ap->dtad_kind;
		np->dtad_ntuple = ap->dtad_ntuple;
		np->dtad_arg = ap->dtad_arg;
		np->dtad_uarg = ap->dtad_uarg;
		if (ap == sdp->dtsd_action_last)
			break;
	}
	stmts.n++;
	return (0);
}

int
main(void)
{
	dtrace_hdl_t *dtp;
	dtrace_probedesc_t pd;
	dtrace_prog_t *pgp;
	dtrace_syminfo_t si;
	dtrace_id_t begin = 0;
	GElf_Sym sym;
	char buf[1024], s[DTRACE_DESC2STR_MAX], path[64], cmd[128];
	char *dof;
	int fd;
	dtrace_prog_t *donor;
	dtrace_ecbdesc_t mine;
	dtrace_stmtdesc_t *newst;

	if (!check((dtp = hopen()) != NULL, "dtrace_open", "no handle"))
		return (1);
	check(run(dtp, "BEGIN { printf(\"%s %d\", \"hi\", 6 * 7); exit(0); }",
	    buf, sizeof (buf), NULL) == 0 && strcmp(buf, "hi 42") == 0,
	    "compile, exec, go, work: prints \"hi 42\"",
	    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	dtrace_close(dtp);

	/* probe descriptions */
	dtp = hopen();
	check(dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME,
	    "syscall::read:entry", &pd) == 0 &&
	    strcmp(pd.dtpd_provider, "syscall") == 0 && pd.dtpd_mod[0] == 0 &&
	    strcmp(pd.dtpd_func, "read") == 0 &&
	    strcmp(pd.dtpd_name, "entry") == 0,
	    "dtrace_str2desc: four fields", pd.dtpd_func);
	check(strcmp(dtrace_desc2str(&pd, s, sizeof (s)),
	    "syscall::read:entry") == 0, "dtrace_desc2str: the four fields", s);
	check(dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME, "BEGIN", &pd) == 0 &&
	    strcmp(pd.dtpd_name, "BEGIN") == 0 && pd.dtpd_provider[0] == 0,
	    "dtrace_str2desc: a name alone (-n)", pd.dtpd_name);
	check(dtrace_str2desc(dtp, DTRACE_PROBESPEC_FUNC, "kmem:alloc", &pd) ==
	    0 && strcmp(pd.dtpd_mod, "kmem") == 0 &&
	    strcmp(pd.dtpd_func, "alloc") == 0 && pd.dtpd_name[0] == 0,
	    "dtrace_str2desc: module:function (-f)", pd.dtpd_func);
	check(dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME, "a:b:c:d:e", &pd) ==
	    -1 && dtrace_errno(dtp) != 0, "dtrace_str2desc: five fields fail",
	    "accepted");
	(void) dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME, "dtrace:::BEGIN",
	    &pd);
	(void) dtrace_probe_iter(dtp, &pd, find_begin, &begin);
	memset(&pd, 0, sizeof (pd));
	check(begin != 0 && dtrace_id2desc(dtp, begin, &pd) == 0 &&
	    strcmp(pd.dtpd_provider, "dtrace") == 0 &&
	    strcmp(pd.dtpd_name, "BEGIN") == 0,
	    "dtrace_id2desc: BEGIN's ID", pd.dtpd_name);
	snprintf(buf, sizeof (buf), "%u", (unsigned int)begin);
	check(strcmp(dtrace_desc2str(&pd, s, sizeof (s)), buf) == 0,
	    "dtrace_desc2str: a description with an ID is its ID", s);
	check(dtrace_id2desc(dtp, 0x7fffffff, &pd) == -1 &&
	    dtrace_errno(dtp) != 0, "dtrace_id2desc: an unknown ID fails",
	    "found");

	/* symbols */
	check(dtrace_uaddr2str(dtp, getpid(), (uint64_t)(uintptr_t)check + 1,
	    s, sizeof (s)) > 0 && strstr(s, "`check+0x1") != NULL,
	    "dtrace_uaddr2str: a function of this program", s);
	check(dtrace_addr2str(dtp, 1, s, sizeof (s)) == 3 &&
	    strcmp(s, "0x1") == 0, "dtrace_addr2str: no symbol", s);
	if (access("/proc/kallsyms", R_OK) != 0) {
		printf("ok - # SKIP no /proc/kallsyms\n");
	} else if (check(dtrace_lookup_by_name(dtp, DTRACE_OBJ_KMODS,
	    "schedule", &sym, &si) == 0 && strcmp(si.dts_name, "schedule") ==
	    0 && strcmp(si.dts_object, "vmlinux") == 0 &&
	    GELF_ST_TYPE(sym.st_info) == STT_FUNC,
	    "dtrace_lookup_by_name: vmlinux`schedule",
	    dtrace_errmsg(dtp, dtrace_errno(dtp))) && sym.st_value != 0) {
		/* addresses: only privileged readers of kallsyms see them */
		GElf_Addr a = sym.st_value;

		check(dtrace_lookup_by_addr(dtp, a + 2, &sym, &si) == 0 &&
		    sym.st_value == a, "dtrace_lookup_by_addr: inside schedule",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		snprintf(buf, sizeof (buf), "%s`%s+0x2", si.dts_object,
		    si.dts_name);
		check(dtrace_addr2str(dtp, a + 2, s, sizeof (s)) > 0 &&
		    strcmp(s, buf) == 0, "dtrace_addr2str: symbol+offset", s);
	}
	check(dtrace_lookup_by_name(dtp, "no_such_module_zz", "schedule", &sym,
	    &si) == -1 && dtrace_lookup_by_name(dtp, DTRACE_OBJ_KMODS,
	    "no_such_symbol_zz", &sym, &si) == -1,
	    "dtrace_lookup_by_name: unknown module or symbol fail", "found");
	dtrace_update(dtp);
	check(1, "dtrace_update", NULL);

	/* DOF */
	pgp = dtrace_program_strcompile(dtp, "BEGIN { exit(0); }",
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	dof = pgp != NULL ? dtrace_dof_create(dtp, pgp, 0) : NULL;
	check(dof != NULL && memcmp(dof, "\177DOF", 4) == 0,
	    "dtrace_dof_create: a DOF image", "no image");
	dtrace_dof_destroy(dtp, dof);
	check(pgp != NULL && dtrace_dof_create(dtp, pgp, 0x80) == NULL &&
	    dtrace_errno(dtp) != 0, "dtrace_dof_create: bad flags fail", "");
	check(dtrace_program_header(dtp, stdout, "x.h") == 0 ||
	    dtrace_errno(dtp) != 0, "dtrace_program_header: 0 or an error",
	    "");
	check(dtrace_program_link(dtp, pgp, 0, "/nonexistent/x.o", 0, NULL) ==
	    -1 && dtrace_errno(dtp) != 0,
	    "dtrace_program_link: an error for an unwritable file", "");
	dtrace_close(dtp);

	/* buffered output */
	dtp = hopen();
	check(dtrace_handle_buffered(dtp, bufhdlr, NULL) == 0 &&
	    dtrace_handle_buffered(dtp, bufhdlr, NULL) == -1,
	    "dtrace_handle_buffered: installs once", "");
	check(run(dtp, "BEGIN { printf(\"buf %d\", 7); exit(0); }", NULL, 0,
	    NULL) == 0 && strcmp(buffered, "buf 7") == 0,
	    "dtrace_handle_buffered: output to no stream reaches the handler",
	    buffered);
	dtrace_close(dtp);

	/* formats of the consumer's own */
	dtp = hopen();
	(void) dtrace_setopt(dtp, "destructive", NULL);
	own.pf = dtrace_printf_create(dtp, "<%d|%s>");
	own.pa = dtrace_printa_create(dtp, "[%s=%@d]");
	check(own.pf != NULL && own.pa != NULL &&
	    dtrace_printf_create(dtp, "%Q") == NULL,
	    "dtrace_printf_create / dtrace_printa_create", "");
	check(dtrace_printf_format(dtp, own.pf, s, sizeof (s)) == 8 &&
	    strcmp(s, "<%d|%s>") == 0, "dtrace_printf_format", s);
	snprintf(path, sizeof (path), "/tmp/api-consumer.%d", (int)getpid());
	snprintf(cmd, sizeof (cmd), "printf sys%%d > %s", path);
	own.sys = dtrace_printf_create(dtp, cmd);
	check(run(dtp, "BEGIN { @a[\"k\"] = sum(5); printf(\"%d %s\", 7, "
	    "\"x\"); printa(\"%s %@u\", @a); system(\"%d\", 3); exit(0); }",
	    buf, sizeof (buf), own_rec) == 0 && strcmp(buf, "<7|x>[k=5]") == 0,
	    "dtrace_fprintf and dtrace_fprinta with the consumer's formats",
	    buf);
	check(file_is(path, "sys3"), "dtrace_system runs the formatted command",
	    path);
	unlink(path);
	dtrace_close(dtp);

	dtp = hopen();
	(void) dtrace_setopt(dtp, "destructive", NULL);
	own.fre = dtrace_printf_create(dtp, path);
	own.unfre = dtrace_printf_create(dtp, "");
	own.pf = dtrace_printf_create(dtp, "after");
	snprintf(cmd, sizeof (cmd), "%s.out", path);
	if ((fd = open(cmd, O_RDWR | O_CREAT | O_TRUNC, 0600)) >= 0 &&
	    (own.fp = fdopen(fd, "w")) != NULL) {
		own.calls = own.errs = own.skip = 0;
		check(run(dtp, "BEGIN { freopen(\"f\"); freopen(\"\"); "
		    "printf(\"x\"); exit(0); }", NULL, 0, own_rec) == 0 &&
		    own.errs == 0 && own.calls == 3 && fflush(own.fp) == 0 &&
		    file_is(path, "in-file") && file_is(cmd, "after"),
		    "dtrace_freopen: output to the file, then back", path);
		fclose(own.fp);
	}
	unlink(path);
	unlink(cmd);
	dtrace_close(dtp);

	/* statements */
	dtp = hopen();
	pgp = dtrace_program_strcompile(dtp, "BEGIN, END { trace(1); } "
	    "tick-1s /0/ { printf(\"%d\", 2); }", DTRACE_PROBESPEC_NAME, 0, 0,
	    NULL);
	memset(&stmts, 0, sizeof (stmts));
	check(pgp != NULL && dtrace_stmt_iter(dtp, pgp, stmt_seen, NULL) == 0 &&
	    stmts.n == 3, "dtrace_stmt_iter: one statement per clause and "
	    "probe description", stmts.names);
	check(strcmp(stmts.names, "BEGIN(1) END(1) tick-1s/(1:%d)") == 0,
	    "dtrace_stmt_iter: probes, predicates, actions, formats",
	    stmts.names);
	dtrace_close(dtp);

	dtp = hopen();
	pgp = dtrace_program_strcompile(dtp, "BEGIN { printf(\"a\"); }",
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	donor = dtrace_program_strcompile(dtp,
	    "BEGIN { printf(\"%s\", \"b\"); exit(0); }",
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	memset(&mine, 0, sizeof (mine));
	(void) dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME, "dtrace:::BEGIN",
	    &mine.dted_probe);
	newst = dtrace_stmt_create(dtp, &mine);
	memset(&stmts, 0, sizeof (stmts));
	check(pgp != NULL && donor != NULL && newst != NULL &&
	    dtrace_stmt_iter(dtp, donor, stmt_copy, newst) == 0 &&
	    stmts.n == 1 && dtrace_stmt_add(dtp, pgp, newst) == 0,
	    "dtrace_stmt_create / _action / _add: a statement built from "
	    "another program's actions", dtrace_errmsg(dtp, dtrace_errno(dtp)));
	check(run_prog(dtp, pgp, buf, sizeof (buf), NULL) == 0 &&
	    strcmp(buf, "ab") == 0, "the program runs its added statement "
	    "(prints b, exits)", buf);
	check(mine.dted_refcnt == 1, "the statement holds its ECB description",
	    "");
	newst = dtrace_stmt_create(dtp, &mine);
	check(newst != NULL && dtrace_stmt_action(dtp, newst) != NULL &&
	    mine.dted_refcnt == 2, "dtrace_stmt_create and _action", "");
	dtrace_stmt_destroy(dtp, newst);
	check(mine.dted_refcnt == 1 && mine.dted_action != NULL &&
	    mine.dted_action->dtad_next != NULL, "dtrace_stmt_destroy leaves "
	    "the other statement's actions", "");
	dtrace_close(dtp);
	return (failed != 0);
}
