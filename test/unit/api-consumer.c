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

/* Run @src on @dtp to completion, its output into @buf. */
static int
run(dtrace_hdl_t *dtp, const char *src, char *buf, size_t size)
{
	dtrace_prog_t *pgp;
	dtrace_proginfo_t info;
	FILE *fp;
	int n;

	memset(buf, 0, size);
	if ((pgp = dtrace_program_strcompile(dtp, src, DTRACE_PROBESPEC_NAME,
	    0, 0, NULL)) == NULL || dtrace_program_exec(dtp, pgp, &info) != 0 ||
	    dtrace_go(dtp) != 0)
		return (-1);
	if ((fp = fmemopen(buf, size - 1, "w")) == NULL)
		return (-1);
	for (n = 0; n < 2000; n++) {
		dtrace_sleep(dtp);
		if (dtrace_work(dtp, fp, NULL, NULL, NULL) !=
		    DTRACE_WORKSTATUS_OKAY)
			break;
	}
	fclose(fp);
	return (0);
}

int
main(void)
{
	dtrace_hdl_t *dtp;
	char buf[1024];
	int err;

	dtp = dtrace_open(DTRACE_VERSION, 0, &err);
	if (!check(dtp != NULL, "dtrace_open", "no handle"))
		return (1);
	(void) dtrace_setopt(dtp, "quiet", NULL);
	check(run(dtp, "BEGIN { printf(\"%s %d\", \"hi\", 6 * 7); exit(0); }",
	    buf, sizeof (buf)) == 0 && strcmp(buf, "hi 42") == 0,
	    "compile, exec, go, work: prints \"hi 42\"",
	    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	dtrace_close(dtp);
	return (failed != 0);
}
