/*
 * test/fuzz/fuzz-seeds.c -- writes the binary seed corpora of the
 * harnesses from real data (test/fuzz/run-fuzz.sh --seeds runs it; the
 * output is committed as test/fuzz/corpus/):
 *   OUT/dof/NAME       the DOF image of each D program file given;
 *   OUT/dif/NAME.K     each DIF object of those images, in fuzz-dif.c's
 *                      input layout;
 *   OUT/records/P.C.K  the buffers of fuzz-records.h's programs after a
 *                      run on the user host, CPU C, in fuzz-records.c's
 *                      layout (K: 0 principal, 1 aggregation).
 * Usage: fuzz-seeds OUT FILE.d...   (exit 1 when nothing could be written)
 */
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <dtrace/dof.h>
#include <dtrace/ioctl.h>

#include "dt_impl.h"
#include "fuzz.h"
#include "fuzz-records.h"

static int written;

static void
put(const char *dir, const char *name, const void *hdr, size_t hsize,
    const void *data, size_t size)
{
	char path[4096];
	FILE *fp;

	(void) mkdir(dir, 0777);
	snprintf(path, sizeof (path), "%s/%s", dir, name);
	if ((fp = fopen(path, "wb")) == NULL ||
	    fwrite(hdr, 1, hsize, fp) != hsize ||
	    (size != 0 && fwrite(data, 1, size, fp) != size) ||
	    fclose(fp) != 0) {
		fprintf(stderr, "fuzz-seeds: %s: %s\n", path, strerror(errno));
		exit(1);
	}
	written++;
}

/* Section @i of the image @dof (@size bytes), or NULL when out of it. */
static const dof_sec_t *
section(const char *dof, size_t size, uint32_t i)
{
	const dof_hdr_t *h = (const dof_hdr_t *)dof;
	uint64_t off = h->dofh_secoff + (uint64_t)i * h->dofh_secsize;

	if (i >= h->dofh_secnum || off + sizeof (dof_sec_t) > size)
		return (NULL);
	return ((const dof_sec_t *)(dof + off));
}

/* Each DIFO of the image as a fuzz-dif input. */
static void
put_difos(const char *out, const char *name, const char *dof, size_t size)
{
	const dof_hdr_t *h = (const dof_hdr_t *)dof;
	char dir[4096], file[4096];
	uint32_t i, k = 0;

	snprintf(dir, sizeof (dir), "%s/dif", out);
	for (i = 0; i < h->dofh_secnum; i++) {
		const dof_sec_t *s = section(dof, size, i), *l;
		const dof_difohdr_t *d;
		const char *part[4] = { NULL };	/* ints, vars, strs, code */
		size_t len[4] = { 0 }, j, n;
		uint8_t hdr[5];
		char buf[1 << 16];

		if (s == NULL || s->dofs_type != DOF_SECT_DIFOHDR ||
		    s->dofs_offset + s->dofs_size > size)
			continue;
		d = (const dof_difohdr_t *)(dof + s->dofs_offset);
		n = (s->dofs_size - offsetof(dof_difohdr_t, dofd_links)) /
		    sizeof (dof_secidx_t);
		for (j = 0; j < n; j++) {
			int p;

			if ((l = section(dof, size, d->dofd_links[j])) == NULL ||
			    l->dofs_offset + l->dofs_size > size)
				continue;
			switch (l->dofs_type) {
			case DOF_SECT_INTTAB: p = 0; break;
			case DOF_SECT_VARTAB: p = 1; break;
			case DOF_SECT_STRTAB: p = 2; break;
			case DOF_SECT_DIF: p = 3; break;
			default: continue;
			}
			part[p] = dof + l->dofs_offset;
			len[p] = (size_t)l->dofs_size;
		}
		hdr[0] = d->dofd_rtype.dtdt_kind == DIF_TYPE_STRING;
		hdr[1] = (uint8_t)(len[0] / 8);
		hdr[2] = (uint8_t)(len[1] / sizeof (dtrace_difv_t));
		hdr[3] = (uint8_t)len[2];
		hdr[4] = (uint8_t)(len[2] >> 8);
		if (len[0] / 8 > 64 || len[1] / sizeof (dtrace_difv_t) > 8 ||
		    len[2] > 1024 || len[3] > 1024 || len[3] == 0)
			continue;	/* beyond fuzz-dif's tables */
		for (j = n = 0; j < 4; j++) {
			if (len[j] != 0)
				memcpy(buf + n, part[j], len[j]);
			n += len[j];
		}
		snprintf(file, sizeof (file), "%s.%u", name, k++);
		put(dir, file, hdr, sizeof (hdr), buf, n);
	}
}

static void
from_file(dtrace_hdl_t *dtp, const char *out, const char *path)
{
	char dir[4096], *copy = strdup(path), *name;
	dtrace_prog_t *pgp;
	FILE *fp;

	if (copy == NULL || (fp = fopen(path, "r")) == NULL) {
		fprintf(stderr, "fuzz-seeds: %s: %s\n", path, strerror(errno));
		exit(1);
	}
	name = basename(copy);
	pgp = dtrace_program_fcompile(dtp, fp, DTRACE_C_ZDEFS, 0, NULL);
	fclose(fp);
	if (pgp == NULL) {	/* tests of compile errors have no image */
		free(copy);
		return;
	}
	snprintf(dir, sizeof (dir), "%s/dof", out);
	put(dir, name, "", 0, pgp->dp_dof, pgp->dp_dofsize);
	put_difos(out, name, pgp->dp_dof, pgp->dp_dofsize);
	free(copy);
}

/* Program @i of fuzz-records.h: run it, keep its buffers. */
static void
records(const char *out, size_t i)
{
	static char buf[1 << 20];
	dtrace_hdl_t *dtp = fuzz_records_start(i);
	char dir[4096], file[64];
	uint32_t cpu;
	int agg;

	snprintf(dir, sizeof (dir), "%s/records", out);
	for (cpu = 0; cpu < dtp->dt_conf.dtc_maxbufs; cpu++) {
		for (agg = 0; agg < 2; agg++) {
			dtrace_bufdesc_t d;
			uint8_t hdr[FUZZ_RECORDS_HDR] = { 0 };

			memset(&d, 0, sizeof (d));
			d.dtbd_size = sizeof (buf);
			d.dtbd_cpu = cpu;
			d.dtbd_data = (uint64_t)(uintptr_t)buf;
			if (dt_ioctl(dtp, agg ? DTRACEIOC_AGGSNAP :
			    DTRACEIOC_BUFSNAP, &d) != 0 || d.dtbd_size == 0)
				continue;
			hdr[0] = (uint8_t)i;
			hdr[1] = (uint8_t)agg;
			memcpy(hdr + 2, &(uint32_t){ (uint32_t)d.dtbd_oldest },
			    4);
			snprintf(file, sizeof (file), "%zu.%u.%d", i, cpu, agg);
			put(dir, file, hdr, sizeof (hdr), buf,
			    (size_t)d.dtbd_size);
		}
	}
	dtrace_close(dtp);
}

int
main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	size_t i;
	int a;

	if (argc < 2) {
		fprintf(stderr, "usage: fuzz-seeds OUT FILE.d...\n");
		return (2);
	}
	(void) mkdir(argv[1], 0777);
	dtp = fuzz_open(0);
	for (a = 2; a < argc; a++)
		from_file(dtp, argv[1], argv[a]);
	dtrace_close(dtp);
	for (i = 0; i < FUZZ_NRECORD_PROGS; i++)
		records(argv[1], i);
	printf("fuzz-seeds: %d files written in %s\n", written, argv[1]);
	return (written == 0);
}
