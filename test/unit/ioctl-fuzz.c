/*
 * test/unit/ioctl-fuzz.c -- malformed and random input through the
 * framework's ioctl interface (include/dtrace/ioctl.h), on whichever
 * backend libdtrace opens: the user host in `make check`, dtrace.ko on
 * /dev/dtrace/dtrace inside the QEMU guest (test/kernel/).  Prints TAP.
 *
 * The promise tested (DESIGN.md "Safety, the first property"): whatever a
 * consumer hands the framework, every command either succeeds or returns
 * an errno; nothing crashes, hangs, WARNs or leaks, and the framework
 * still works afterwards.
 *
 * Each case opens a fresh consumer state (a libdtrace handle, whose
 * backend is opened on its first dt_ioctl), does one thing and closes it:
 *   - ENABLE of a DOF image compiled from one of the seed programs below,
 *     with one to four mutations (bytes, aligned words set to boundary
 *     values, section header fields, the file header, DIF instruction
 *     words, option values, a truncated or lengthened size); when the
 *     enabling is accepted, a fixed small-buffer option DOF follows and
 *     some cases go on with GO, STATUS, BUFSNAP/AGGSNAP of every CPU and
 *     STOP;
 *   - a command of the interface with random bytes in its structure (on
 *     the user host, fields that are addresses or capacities stay valid:
 *     there the framework shares the consumer's address space by design);
 *   - a random command number;
 *   - on the kernel backend only: commands whose argument, or whose
 *     embedded addresses, are random user or kernel addresses (the module
 *     must answer EFAULT, never fault).
 * The generator is seeded per case from a fixed list, so every run makes
 * the same cases and a failure is replayed with --case N.
 *
 * Usage: ioctl-fuzz [--cases N] [--seed S] [--case N] [-v]
 * Tests: the seeds compile; every case ends (the program reaches the end);
 * a useful share of the mutated images is accepted and some of those run
 * (so the generator stays meaningful); a valid program still enables,
 * runs and records its data after all the cases.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <dtrace.h>
#include <dtrace/dif.h>
#include <dtrace/dof.h>
#include <dtrace/ioctl.h>

#include "dt_impl.h"
#include "ioctl-run.h"
#include "tap.h"

/* Programs whose DOF images are mutated: most features of the ABI. */
static const char *const seeds[] = {
	"BEGIN { trace(42); exit(0); }",
	"BEGIN { printf(\"%d %s %x\\n\", 1 + 2, \"x\", 255); }",
	"BEGIN { @a[1, \"k\"] = count(); @b = quantize(7); "
	    "@c = lquantize(3, 0, 10, 2); @d = llquantize(50, 10, 0, 6, 20); "
	    "@e = avg(3); @f = stddev(4); @g = min(1); @h = max(2); }",
	"BEGIN { s = speculation(); speculate(s); trace(1); } "
	    "BEGIN { commit(s); }",
	"BEGIN { self->x = 1; this->y = 2; a[\"k\", 3] = 4; "
	    "trace(self->x + this->y + a[\"k\", 3]); }",
	"BEGIN { trace(strjoin(\"a\", substr(\"hello\", 1, 3))); "
	    "trace(strlen(lltostr(12345))); trace(index(\"abc\", \"c\")); }",
	"BEGIN /timestamp > 0/ { trace(pid); trace(execname); "
	    "trace(curpsinfo->pr_pid); }",
	"BEGIN { trace(*(int *)0); } ERROR { trace(arg5); }",
	"BEGIN { x = (char *)alloca(16); x[0] = 'a'; x[1] = 0; "
	    "trace(stringof(x)); tracemem(x, 8); }",
	"BEGIN { stack(); ustack(); trace(walltimestamp); }",
	"BEGIN { @x[probename] = sum(5); normalize(@x, 2); } "
	    "END { printa(@x); trunc(@x, 1); }",
	"tick-1ms { i++; } tick-1ms /i > 3/ { exit(0); }",
};
#define NSEEDS	(sizeof (seeds) / sizeof (seeds[0]))

typedef struct image {
	char *dof;
	size_t size;
} image_t;

static image_t images[NSEEDS];
static image_t optimg;		/* small buffers: what GO allocates */
static int verbose;

/* ---- the generator --------------------------------------------------- */

static uint64_t rs;

static uint64_t
rnd64(void)
{
	uint64_t z = (rs += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return (z ^ (z >> 31));
}

static uint32_t
rnd(uint32_t n)
{
	return (n == 0 ? 0 : (uint32_t)(rnd64() % n));
}

/* A boundary value: the numbers input checks get wrong. */
static uint64_t
boundary(size_t size)
{
	static const uint64_t v[] = {
		0, 1, 2, 3, 4, 7, 8, 15, 16, 255, 256, 4095, 4096, 65535,
		65536, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ULL,
		0x7fffffffffffffffULL, 0x8000000000000000ULL,
		0xffffffffffffffffULL, 0xfffffffffffffff8ULL, 1ULL << 30,
		3ULL << 30, 1ULL << 40,
	};
	uint32_t k = rnd(sizeof (v) / sizeof (v[0]) + 4);

	if (k < sizeof (v) / sizeof (v[0]))
		return (v[k]);
	switch (k - sizeof (v) / sizeof (v[0])) {
	case 0: return (size);
	case 1: return (size + 1);
	case 2: return (size - 1);
	default: return (rnd64());
	}
}

static void
put(char *p, size_t width, uint64_t v)
{
	uint32_t w32 = (uint32_t)v;
	uint16_t w16 = (uint16_t)v;
	uint8_t w8 = (uint8_t)v;

	switch (width) {
	case 8: memcpy(p, &v, 8); break;
	case 4: memcpy(p, &w32, 4); break;
	case 2: memcpy(p, &w16, 2); break;
	default: memcpy(p, &w8, 1); break;
	}
}

/* The section headers of @dof, or NULL when they are out of bounds. */
static dof_sec_t *
sections(char *dof, size_t size, uint32_t *np)
{
	dof_hdr_t *h = (dof_hdr_t *)dof;

	if (size < sizeof (*h) || h->dofh_secsize != sizeof (dof_sec_t) ||
	    h->dofh_secoff > size || h->dofh_secnum == 0 ||
	    h->dofh_secnum > (size - h->dofh_secoff) / sizeof (dof_sec_t) ||
	    (h->dofh_secoff & 7) != 0)
		return (NULL);
	*np = h->dofh_secnum;
	return ((dof_sec_t *)(dof + h->dofh_secoff));
}

/* A section of type @type (or any, for DOF_SECT_NONE) whose data is in
 * bounds, or NULL. */
static dof_sec_t *
pick_section(char *dof, size_t size, uint32_t type)
{
	uint32_t n, i, start;
	dof_sec_t *s = sections(dof, size, &n);

	if (s == NULL)
		return (NULL);
	start = rnd(n);
	for (i = 0; i < n; i++) {
		dof_sec_t *c = &s[(start + i) % n];

		if ((type == DOF_SECT_NONE || c->dofs_type == type) &&
		    c->dofs_offset <= size && c->dofs_size != 0 &&
		    c->dofs_size <= size - c->dofs_offset)
			return (c);
	}
	return (NULL);
}

/* One mutation of the image @dof of @size bytes (room for @cap). */
static void
mutate(char *dof, size_t *sizep, size_t cap)
{
	size_t size = *sizep;
	dof_hdr_t *h = (dof_hdr_t *)dof;
	dof_sec_t *s;
	uint32_t i;

	switch (rnd(10)) {
	case 0:		/* a random byte */
		dof[rnd((uint32_t)size)] = (char)rnd64();
		break;
	case 1:		/* an aligned word set to a boundary value */
		i = rnd((uint32_t)size / 8) * 8;
		put(dof + i, rnd(2) ? 8 : 4, boundary(size));
		break;
	case 2:		/* a field of a section header */
		if ((s = pick_section(dof, size, DOF_SECT_NONE)) == NULL)
			break;
		switch (rnd(6)) {
		case 0: s->dofs_type = (uint32_t)rnd(30); break;
		case 1: s->dofs_align = (uint32_t)boundary(size); break;
		case 2: s->dofs_flags = (uint32_t)rnd64(); break;
		case 3: s->dofs_entsize = (uint32_t)boundary(size); break;
		case 4: s->dofs_offset = boundary(size); break;
		default: s->dofs_size = boundary(size); break;
		}
		break;
	case 3:		/* a field of the file header */
		switch (rnd(8)) {
		case 0: h->dofh_ident[rnd(DOF_ID_SIZE)] = (uint8_t)rnd64();
			break;
		case 1: h->dofh_flags = (uint32_t)rnd64(); break;
		case 2: h->dofh_hdrsize = (uint32_t)boundary(size); break;
		case 3: h->dofh_secsize = (uint32_t)boundary(size); break;
		case 4: h->dofh_secnum = (uint32_t)boundary(size); break;
		case 5: h->dofh_secoff = boundary(size); break;
		case 6: h->dofh_loadsz = boundary(size); break;
		default: h->dofh_filesz = boundary(size); break;
		}
		break;
	case 4:		/* a DIF instruction: opcode, a register, or all */
	case 5:
		if ((s = pick_section(dof, size, DOF_SECT_DIF)) == NULL ||
		    s->dofs_size < 4)
			break;
		i = (uint32_t)s->dofs_offset + rnd((uint32_t)s->dofs_size /
		    4) * 4;
		if (rnd(3) == 0)
			put(dof + i, 4, rnd64());
		else
			dof[i + rnd(4)] = (char)rnd(256);
		break;
	case 6:		/* a word of an ECB, probe or action description,
			 * a variable or an integer table */
		{
			static const uint32_t t[] = { DOF_SECT_ECBDESC,
			    DOF_SECT_PROBEDESC, DOF_SECT_ACTDESC,
			    DOF_SECT_DIFOHDR, DOF_SECT_VARTAB,
			    DOF_SECT_INTTAB, DOF_SECT_STRTAB,
			    DOF_SECT_TYPTAB };

			if ((s = pick_section(dof, size,
			    t[rnd(sizeof (t) / sizeof (t[0]))])) == NULL ||
			    s->dofs_size < 4)
				break;
			i = (uint32_t)s->dofs_offset + rnd((uint32_t)
			    s->dofs_size / 4) * 4;
			put(dof + i, 4, boundary(size));
		}
		break;
	case 7:		/* shorter: cut anywhere */
		*sizep = rnd((uint32_t)size);
		break;
	case 8:		/* longer: random bytes after the image */
		if (size < cap) {
			size_t n = 1 + rnd((uint32_t)(cap - size));

			for (i = 0; i < n; i++)
				dof[size + i] = (char)rnd64();
			*sizep = size + n;
		}
		break;
	default:	/* a word anywhere, any width, any value */
		i = rnd((uint32_t)size);
		{
			size_t w = (size_t)1 << rnd(4);

			if (i + w <= size)
				put(dof + i, w, rnd(2) ? boundary(size) :
				    rnd64());
		}
		break;
	}
}

/* ---- the cases ------------------------------------------------------- */

typedef struct stats {
	unsigned long enabled, ran, refused, other, faults_sent, broad;
} stats_t;

static int
is_kernel(dtrace_hdl_t *h)
{
	return (h->dt_backend == DT_BACKEND_KERNEL);
}

/*
 * Probes of the module matched by one DOF probe description @pd of @dof
 * (@size bytes), counted through DTRACEIOC_PROBEMATCH up to @cap.  A
 * description the framework would refuse (a bad string table) counts 0.
 */
static unsigned
dof_pdesc_matches(dtrace_hdl_t *h, const char *dof, size_t size,
    const dof_hdr_t *hd, const dof_probedesc_t *pd, unsigned cap)
{
	dof_sec_t str;
	const char *tab;
	dtrace_probedesc_t want, got;
	const dof_stridx_t ix[4] = { pd->dofp_provider, pd->dofp_mod,
	    pd->dofp_func, pd->dofp_name };
	char *field[4] = { want.dtpd_provider, want.dtpd_mod, want.dtpd_func,
	    want.dtpd_name };
	const size_t len[4] = { sizeof (want.dtpd_provider),
	    sizeof (want.dtpd_mod), sizeof (want.dtpd_func),
	    sizeof (want.dtpd_name) };
	unsigned n = 0;
	int i;

	if (pd->dofp_strtab >= hd->dofh_secnum)
		return (0);
	memcpy(&str, dof + hd->dofh_secoff +
	    (uint64_t)pd->dofp_strtab * hd->dofh_secsize, sizeof (str));
	if (str.dofs_type != DOF_SECT_STRTAB || str.dofs_offset > size ||
	    str.dofs_size > size - str.dofs_offset || str.dofs_size == 0)
		return (0);
	tab = dof + str.dofs_offset;
	memset(&want, 0, sizeof (want));
	for (i = 0; i < 4; i++) {
		if (ix[i] >= str.dofs_size)
			return (0);
		strncpy(field[i], tab + ix[i], len[i] - 1);
	}
	want.dtpd_id = pd->dofp_id != 0 ? pd->dofp_id : 1;
	for (;;) {
		got = want;
		if (n >= cap || dt_ioctl(h, DTRACEIOC_PROBEMATCH, &got) != 0)
			break;
		n++;
		if (pd->dofp_id != 0)
			break;
		want.dtpd_id = got.dtpd_id + 1;
	}
	return (n);
}

/*
 * On the kernel backend, does the enabling in @dof match more than
 * BROAD_MAX probes of the module?  Such a description (a mutated string
 * offset that makes it ":::", say) arms every tracepoint and every fbt
 * probe made so far: measured in the TCG guest, one such case took from
 * 70 s to over 8 minutes, the emulated timer interrupt and the code
 * patching starving each other.  What it exercises is the providers'
 * enabling of everything, which tst/kernel/sdt/tst.enable_all.d tests on
 * its own; the fuzzer's subject is malformed input, so these images are
 * counted and not sent.  Images the framework refuses are still sent.
 */
#define BROAD_MAX	64

static int
dof_too_broad(dtrace_hdl_t *h, const char *dof, size_t size)
{
	dof_hdr_t hd;
	unsigned total = 0;
	uint32_t i;

	/* a mutated image need not be aligned: fields are copied out */
	if (!is_kernel(h) || size < sizeof (hd))
		return (0);
	memcpy(&hd, dof, sizeof (hd));
	if (hd.dofh_secsize < sizeof (dof_sec_t) || hd.dofh_secoff > size ||
	    hd.dofh_secnum > (size - hd.dofh_secoff) / hd.dofh_secsize)
		return (0);
	for (i = 0; i < hd.dofh_secnum; i++) {
		dof_sec_t sec;
		dof_probedesc_t pd;

		memcpy(&sec, dof + hd.dofh_secoff +
		    (uint64_t)i * hd.dofh_secsize, sizeof (sec));
		if (sec.dofs_type != DOF_SECT_PROBEDESC ||
		    sec.dofs_offset > size ||
		    sec.dofs_size > size - sec.dofs_offset ||
		    sec.dofs_size < sizeof (pd))
			continue;
		memcpy(&pd, dof + sec.dofs_offset, sizeof (pd));
		total += dof_pdesc_matches(h, dof, size, &hd, &pd,
		    BROAD_MAX + 1 - total);
		if (total > BROAD_MAX)
			return (1);
	}
	return (0);
}

/* A mutated seed image through ENABLE. */
static void
case_dof(dtrace_hdl_t *h, stats_t *st)
{
	static char dof[1 << 16];
	const image_t *im = &images[rnd(NSEEDS)];
	size_t size = im->size;
	dtrace_enable_t en;
	uint32_t n = 1 + rnd(4), i;

	if (im->size > sizeof (dof) / 2)
		return;
	memcpy(dof, im->dof, im->size);
	memset(dof + im->size, 0, sizeof (dof) - im->size);
	for (i = 0; i < n; i++)
		mutate(dof, &size, sizeof (dof));
	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)dof;
	en.dten_size = size;
	if (dof_too_broad(h, dof, size)) {
		st->broad++;
		return;
	}
	if (dt_ioctl(h, DTRACEIOC_ENABLE, &en) != 0) {
		st->refused++;
		return;
	}
	st->enabled++;
	if (rnd(4) == 0)
		st->ran += (unsigned long)ioctl_run(h, optimg.dof,
		    optimg.size);
}

/* The structure size of each command, for random-bytes cases. */
static const struct {
	uint32_t cmd;
	size_t size;
} cmds[] = {
	{ DTRACEIOC_PROVIDER, sizeof (dtrace_providerdesc_t) },
	{ DTRACEIOC_PROBES, sizeof (dtrace_probedesc_t) },
	{ DTRACEIOC_BUFSNAP, sizeof (dtrace_bufdesc_t) },
	{ DTRACEIOC_PROBEMATCH, sizeof (dtrace_probedesc_t) },
	{ DTRACEIOC_ENABLE, sizeof (dtrace_enable_t) },
	{ DTRACEIOC_AGGSNAP, sizeof (dtrace_bufdesc_t) },
	{ DTRACEIOC_EPROBE, sizeof (dtrace_eprobedesc_t) },
	{ DTRACEIOC_PROBEARG, sizeof (dtrace_argdesc_t) },
	{ DTRACEIOC_CONF, sizeof (dtrace_conf_t) },
	{ DTRACEIOC_STATUS, sizeof (dtrace_status_t) },
	{ DTRACEIOC_GO, sizeof (uint32_t) },
	{ DTRACEIOC_STOP, sizeof (uint32_t) },
	{ DTRACEIOC_AGGDESC, sizeof (dtrace_aggdesc_t) },
	{ DTRACEIOC_FORMAT, sizeof (dtrace_fmtdesc_t) },
	{ DTRACEIOC_DOFGET, sizeof (dof_hdr_t) },
	{ DTRACEIOC_REPLICATE, sizeof (dtrace_repldesc_t) },
	{ DTRACEIOC_UPROBE_MAKE, sizeof (dtrace_uprobespec_t) },
};

/*
 * The process DTRACEIOC_UPROBE_MAKE cases plant their probes in: a child
 * of the fuzzer, waiting in pause(), so a probe at a random offset that a
 * mutated enabling happens to enable is never hit.
 */
static pid_t fuzz_child;

static void
fuzz_child_start(void)
{
	pid_t parent = getpid();
	int fd;

	if ((fuzz_child = fork()) == 0) {
		/*
		 * Never outlive the fuzzer, nor hold its TAP pipe: a fuzzer
		 * that dies (a sanitizer's report) must not leave prove
		 * waiting for the end of its output.
		 */
		(void) prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(0);
		if ((fd = open("/dev/null", O_RDWR)) >= 0) {
			(void) dup2(fd, STDOUT_FILENO);
			(void) dup2(fd, STDERR_FILENO);
		}
		for (;;)
			(void) pause();
	}
}

static void
fuzz_child_stop(void)
{
	if (fuzz_child > 0) {
		(void) kill(fuzz_child, SIGKILL);
		(void) waitpid(fuzz_child, NULL, 0);
	}
}
#define NCMDS	(sizeof (cmds) / sizeof (cmds[0]))

/* An address the kernel must refuse or copy safely: its own memory,
 * unmapped user memory, the top of the address space, NULL-ish. */
static uint64_t
bad_address(void *valid)
{
	switch (rnd(6)) {
	case 0: return (rnd(4096));
	case 1: return (0xffffffff81000000ULL + rnd(1 << 24));
	case 2: return (0xffff888000000000ULL + (rnd64() & 0xffffffffULL));
	case 3: return (0x00007ffffffff000ULL + rnd(8192));
	case 4: return (0xfffffffffffffff0ULL);
	default: return ((uint64_t)(uintptr_t)valid + (1ULL << 40));
	}
}

/*
 * A command with random bytes in its structure.  The addresses and
 * capacities a command writes through are kept valid on the user host
 * (which shares the consumer's memory) and made bad, now and then, on
 * the kernel backend.
 */
static void
case_struct(dtrace_hdl_t *h, stats_t *st)
{
	static uint64_t arg[1 << 13], data[1 << 14];
	uint32_t k = rnd(NCMDS), cmd = cmds[k].cmd, i;
	int kernel = is_kernel(h);
	char *a = (char *)arg;

	for (i = 0; i < sizeof (arg) / 8; i++)
		arg[i] = rnd(3) == 0 ? boundary(64) : rnd64();
	if (rnd(2))	/* mostly small ids, so the lookups find things */
		put(a, 4, rnd(8));
	switch (cmd) {
	case DTRACEIOC_BUFSNAP:
	case DTRACEIOC_AGGSNAP: {
		dtrace_bufdesc_t *d = (dtrace_bufdesc_t *)a;

		d->dtbd_cpu = rnd(8);
		d->dtbd_data = (uint64_t)(uintptr_t)data;
		if (!kernel || rnd(2))
			d->dtbd_size = rnd(sizeof (data) + 1);
		else
			d->dtbd_data = bad_address(data);
		break;
	}
	case DTRACEIOC_ENABLE: {
		dtrace_enable_t *en = (dtrace_enable_t *)a;

		en->dten_dof = (uint64_t)(uintptr_t)data;
		if (!kernel || rnd(2))
			en->dten_size = rnd(sizeof (data) + 1);
		else
			en->dten_dof = bad_address(data);
		break;
	}
	case DTRACEIOC_EPROBE: {
		dtrace_eprobedesc_t *e = (dtrace_eprobedesc_t *)a;

		e->dtepd_epid = rnd(8);
		if (!kernel || rnd(2))
			e->dtepd_nrecs = rnd((uint32_t)((sizeof (arg) -
			    sizeof (*e)) / sizeof (dtrace_recdesc_t)));
		break;
	}
	case DTRACEIOC_AGGDESC: {
		dtrace_aggdesc_t *ad = (dtrace_aggdesc_t *)a;

		ad->dtagd_id = rnd(8);
		if (!kernel || rnd(2))
			ad->dtagd_nrecs = rnd((uint32_t)((sizeof (arg) -
			    sizeof (*ad)) / sizeof (dtrace_recdesc_t)));
		break;
	}
	case DTRACEIOC_FORMAT: {
		dtrace_fmtdesc_t *f = (dtrace_fmtdesc_t *)a;

		f->dtfd_format = rnd(8);
		f->dtfd_string = (uint64_t)(uintptr_t)data;
		if (!kernel || rnd(2))
			f->dtfd_length = (int32_t)rnd(sizeof (data) + 1);
		else
			f->dtfd_string = bad_address(data);
		break;
	}
	case DTRACEIOC_DOFGET: {
		dof_hdr_t *dh = (dof_hdr_t *)a;

		if (!kernel || rnd(2))
			dh->dofh_loadsz = rnd(sizeof (arg) + 1);
		break;
	}
	case DTRACEIOC_UPROBE_MAKE: {
		/* a real file and process, random sites, names and sizes */
		static const char *const paths[] = { "/proc/self/exe", "/",
		    "/no/such/file", "" };
		dtrace_uprobespec_t *u = (dtrace_uprobespec_t *)a;

		u->dups_pid = rnd(4) ? (int32_t)fuzz_child : (int32_t)rnd64();
		u->dups_kind = rnd(6);
		if (rnd(2))
			u->dups_flags = 0;
		u->dups_path = (uint64_t)(uintptr_t)paths[rnd(4)];
		u->dups_noffs = rnd(8) ? rnd(64) : (uint32_t)rnd64();
		for (i = 0; i < 64; i++)
			data[i] = rnd(2) ? rnd(0x100) : rnd64();
		u->dups_offs = (uint64_t)(uintptr_t)data;
		if (rnd(2))
			u->dups_foff = rnd(1 << 20);
		if (rnd(2))
			u->dups_size = rnd(0x1000);
		u->dups_nargs = rnd(14);
		u->dups_args = (uint64_t)(uintptr_t)(data + 64);
		u->dups_argtypes = 0;
		if (rnd(2)) {
			u->dups_mod[rnd(sizeof (u->dups_mod))] = '\0';
			u->dups_func[rnd(sizeof (u->dups_func))] = '\0';
			u->dups_name[rnd(sizeof (u->dups_name))] = '\0';
			u->dups_prov[rnd(sizeof (u->dups_prov))] = '\0';
		}
		if (!kernel) {
			/* the user host reads the sites before the pid */
			if (u->dups_noffs > 64)
				u->dups_noffs = 64;
		} else if (rnd(4) == 0) {
			if (rnd(2))
				u->dups_path = bad_address(data);
			else
				u->dups_offs = bad_address(data);
		}
		break;
	}
	default:
		break;
	}
	if (kernel && rnd(8) == 0) {
		st->faults_sent++;
		if (dt_ioctl(h, cmd, (void *)(uintptr_t)bad_address(arg)) != 0)
			st->refused++;
		else
			st->other++;
		return;
	}
	if (dt_ioctl(h, cmd, arg) != 0)
		st->refused++;
	else
		st->other++;
}

/* A command number the interface does not have. */
static void
case_cmd(dtrace_hdl_t *h, stats_t *st)
{
	static uint64_t arg[512];
	uint32_t cmd;
	size_t i;

	for (i = 0; i < sizeof (arg) / 8; i++)
		arg[i] = rnd64();
	switch (rnd(3)) {
	case 0: cmd = DTRACEIOC | (19 + rnd(237)); break;
	case 1: cmd = DTRACEIOC | 3; break;	/* unassigned, as 14 */
	default: cmd = (uint32_t)rnd64(); break;
	}
	for (i = 0; i < NCMDS; i++) {
		if (cmds[i].cmd == cmd)
			return;
	}
	if (dt_ioctl(h, cmd, arg) != 0)
		st->refused++;
	else
		st->other++;
}

/*
 * Case @n of the run seeded with @seed.  A consumer state that only saw
 * refusals is unchanged, so it serves the next case too (opening a state
 * costs the module a grace period); one that accepted anything is closed.
 */
static dtrace_hdl_t *cur;	/* the current consumer state */

static void
close_state(void)
{
	if (cur != NULL)
		dtrace_close(cur);
	cur = NULL;
}

static void
one_case(uint64_t seed, unsigned long n, stats_t *st)
{
	unsigned long before = st->enabled + st->other;
	int err;

	rs = seed ^ (0xD1B54A32D192ED03ULL * (n + 1));
	if (cur == NULL &&
	    (cur = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		st->other++;
		return;
	}
	if (verbose) {
		fprintf(stderr, "# case %lu\n", n);
		fflush(stderr);
	}
	if (dt_backend_init(cur) == 0) {
		switch (rnd(10)) {
		case 0: case 1: case 2: case 3: case 4: case 5: case 6:
			case_dof(cur, st);
			break;
		case 7: case 8:
			case_struct(cur, st);
			break;
		default:
			case_cmd(cur, st);
			break;
		}
	}
	if (st->enabled + st->other != before)
		close_state();
}

/* ---- seeds and the final check ----------------------------------------- */

static int
compile_seeds(void)
{
	dtrace_hdl_t *h;
	int err;
	size_t i;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		return (-1);
	for (i = 0; i < NSEEDS; i++) {
		/* -Z: a provider the backend lacks still gives an image */
		dtrace_prog_t *p = dtrace_program_strcompile(h, seeds[i],
		    DTRACE_PROBESPEC_NAME, DTRACE_C_ZDEFS, 0, NULL);

		if (p == NULL || p->dp_dof == NULL) {
			printf("# seed %zu: %s\n", i,
			    dtrace_errmsg(h, dtrace_errno(h)));
			dtrace_close(h);
			return (-1);
		}
		images[i].size = p->dp_dofsize;
		if ((images[i].dof = malloc(p->dp_dofsize)) == NULL)
			return (-1);
		memcpy(images[i].dof, p->dp_dof, p->dp_dofsize);
	}
	dtrace_close(h);
	optimg.dof = ioctl_small_options(&optimg.size);
	return (optimg.dof == NULL ? -1 : 0);
}

/* trace(42) in BEGIN, through the whole consumer: the framework still
 * works after every case. */
static int
still_works(void)
{
	dtrace_hdl_t *h;
	dtrace_prog_t *p;
	dtrace_proginfo_t pi;
	dtrace_bufdesc_t d;
	static char buf[1 << 20];
	uint32_t c;
	int err, found = 0;
	size_t off;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		return (0);
	if (dtrace_setopt(h, "bufsize", "64k") != 0 ||
	    (p = dtrace_program_strcompile(h,
	    "BEGIN { trace(0x1122334455667788); }", DTRACE_PROBESPEC_NAME,
	    0, 0, NULL)) == NULL || dtrace_program_exec(h, p, &pi) != 0 ||
	    dtrace_go(h) != 0) {
		dtrace_close(h);
		return (0);
	}
	for (c = 0; c < h->dt_conf.dtc_maxbufs && !found; c++) {
		memset(&d, 0, sizeof (d));
		d.dtbd_size = sizeof (buf);
		d.dtbd_cpu = c;
		d.dtbd_data = (uint64_t)(uintptr_t)buf;
		if (dt_ioctl(h, DTRACEIOC_BUFSNAP, &d) != 0)
			continue;
		for (off = 0; off + 8 <= d.dtbd_size; off += 4) {
			uint64_t v;

			memcpy(&v, buf + off, 8);
			if (v == 0x1122334455667788ULL)
				found = 1;
		}
	}
	dtrace_close(h);
	return (found);
}

int
main(int argc, char **argv)
{
	unsigned long ncases = 100000, one = (unsigned long)-1, n;
	uint64_t seed = 0x5DEECE66DULL;
	stats_t st;
	int i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--cases") == 0 && i + 1 < argc)
			ncases = strtoul(argv[++i], NULL, 0);
		else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
			seed = strtoull(argv[++i], NULL, 0);
		else if (strcmp(argv[i], "--case") == 0 && i + 1 < argc)
			one = strtoul(argv[++i], NULL, 0);
		else if (strcmp(argv[i], "-v") == 0)
			verbose = 1;
		else {
			fprintf(stderr, "usage: %s [--cases N] [--seed S] "
			    "[--case N] [-v]\n", argv[0]);
			return (2);
		}
	}

	if (!tap_ok(compile_seeds() == 0, "the seed programs compile",
	    "a seed failed to compile"))
		return (tap_done());

	memset(&st, 0, sizeof (st));
	fuzz_child_start();
	if (one != (unsigned long)-1) {
		one_case(seed, one, &st);
		ncases = 1;
	} else {
		for (n = 0; n < ncases; n++)
			one_case(seed, n, &st);
	}
	close_state();
	fuzz_child_stop();
	tap_ok(1, "every case returned", "unreachable");
	printf("# %lu cases: %lu images enabled, %lu of them ran, %lu "
	    "refused with an errno, %lu other commands succeeded, %lu bad "
	    "addresses sent, %lu images matching over %d probes not sent\n",
	    ncases, st.enabled, st.ran, st.refused, st.other, st.faults_sent,
	    st.broad, BROAD_MAX);
	if (one == (unsigned long)-1) {
		tap_ok(st.enabled >= ncases / 50 && st.ran > 0,
		    "some mutated images are accepted and run",
		    "enabled %lu, ran %lu of %lu cases", st.enabled, st.ran,
		    ncases);
		tap_ok(st.refused >= ncases / 4,
		    "most malformed input is refused",
		    "refused %lu of %lu", st.refused, ncases);
	}
	tap_ok(still_works(), "a valid program still runs afterwards",
	    "BEGIN { trace(...); } left no record");
	return (tap_done());
}
