/*
 * test/unit/dif-validate.c -- unit tests of the DIF validator
 * (common/dtrace_dif.h: dtrace_difo_validate) and of DOF loading through
 * the public path (DTRACEIOC_ENABLE on the in-process user host,
 * os/linux/user/dtrace_uhost.h).  Prints TAP; run by `make check`.
 *
 * Part 1 hands the validator small DIFOs built in place and checks, for
 * each rule, the exact error count and the exact first message ("[PC]: ..."
 * in the reference's wording): backward branch, branch past the end,
 * register >= 8, write to %r0, unknown opcodes 0 and 80, unknown subroutine
 * DIF_SUBR_MAX + 1, integer-table index and string-table offset out of
 * range, unterminated string, undeclared and unknown variable ids, store to
 * a built-in variable, more than DTRACE_DIFO_MAXLEN instructions, tuple
 * stack overflow, missing final RET, bad return size, malformed vartab
 * entries; and that correct programs (including ones exactly at the
 * limits) are accepted with no message.
 *
 * Part 2 builds a DOF image by hand (include/dtrace/dof.h): one ECB on
 * dtrace:::BEGIN with one DIFEXPR action.  The well-formed image must
 * enable (1 probe matched); with a backward branch in the action DIFO, a
 * bad magic, a section table out of bounds, a truncated image, a string
 * offset past the string table, an unterminated string table or a section
 * link of the wrong type, DTRACEIOC_ENABLE must return EINVAL, with
 * the framework's diagnostic (printed to stderr under DTRACE_DEBUG, which
 * this program sets and captures) naming the reason, and leave the state
 * usable; the good image, once enabled, fires on GO and records trace(1)
 * even after the caller overwrote it; a probe reads user memory
 * (dtrace_probe_reads_user) exactly while an ECB on it calls copyinstr();
 * and 20000 randomly corrupted copies
 * of the image must each be answered with 0, EINVAL or E2BIG, never a
 * crash.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace_dif.h"
#include "dtrace_impl.h"	/* dtrace_probeid_begin */
#include "dtrace_uhost.h"
#include <dtrace/dof.h>
#include <dtrace/ioctl.h>

#include "tap.h"

/* ---- part 1: the validator ----------------------------------------------- */

/* A DIFO over the instruction array @code (int64 return type). */
static dtrace_difo_t
difo(const dif_instr_t *code, uint32_t len)
{
	dtrace_difo_t d;

	memset(&d, 0, sizeof (d));
	d.dtdo_buf = (dif_instr_t *)code;
	d.dtdo_len = len;
	d.dtdo_rtype.dtdt_kind = DIF_TYPE_CTF;
	d.dtdo_rtype.dtdt_size = 8;
	return (d);
}

#define DIFO(...) difo((const dif_instr_t[]){ __VA_ARGS__ }, \
	sizeof ((const dif_instr_t[]){ __VA_ARGS__ }) / sizeof (dif_instr_t))

/* Validate @dp; pass if it reports exactly @nerr errors, first @msg. */
static void
expect(const char *name, const dtrace_difo_t *dp, int nerr, const char *msg)
{
	char err[256];
	int n;

	memset(err, 'X', sizeof (err));
	n = dtrace_difo_validate(dp, NULL, DTRACE_DIF_NREGS, err, sizeof (err));
	tap_ok(n == nerr && strcmp(err, msg) == 0, name,
	    "validator returned %d \"%.200s\", want %d \"%s\"", n, err, nerr,
	    msg);
}

/* @n NOPs and a RET (for the length limit). */
static dtrace_difo_t
nops(uint32_t n)
{
	dif_instr_t *code = calloc(n + 1, sizeof (dif_instr_t));
	uint32_t i;

	if (code == NULL)
		abort();
	for (i = 0; i < n; i++)
		code[i] = DIF_INSTR_NOP;
	code[n] = DIF_INSTR_RET(0);
	return (difo(code, n + 1));
}

static void
test_validator(void)
{
	static uint64_t ints[] = { 1 };
	static char strs[] = "abc";		/* 4 bytes with the NUL */
	static char unterminated[3] = { 'a', 'b', 'c' };
	static dtrace_difv_t gvar = {
		.dtdv_id = DIF_VAR_OTHER_UBASE, .dtdv_kind = DIFV_KIND_SCALAR,
		.dtdv_scope = DIFV_SCOPE_GLOBAL,
		.dtdv_type = { .dtdt_kind = DIF_TYPE_CTF, .dtdt_size = 8 } };
	dtrace_difo_t d;
	int i;

	/* a correct program using most operand formats */
	d = DIFO(DIF_INSTR_SETX(0, 1), DIF_INSTR_SETS(0, 2), DIF_INSTR_FLUSHTS,
	    DIF_INSTR_PUSHTS(DIF_OP_PUSHTR, DIF_TYPE_STRING, 0, 2),
	    DIF_INSTR_CALL(DIF_SUBR_STRLEN, 3),
	    DIF_INSTR_STV(DIF_OP_STGS, DIF_VAR_OTHER_UBASE, 3),
	    DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_OTHER_UBASE, 4),
	    DIF_INSTR_LDV(DIF_OP_LDGS, DIF_VAR_PID, 5),
	    DIF_INSTR_CMP(DIF_OP_CMP, 4, 1), DIF_INSTR_BRANCH(DIF_OP_BE, 11),
	    DIF_INSTR_FMT(DIF_OP_ADD, 4, 1, 7), DIF_INSTR_RET(4));
	d.dtdo_inttab = ints;
	d.dtdo_intlen = 1;
	d.dtdo_strtab = strs;
	d.dtdo_strlen = sizeof (strs);
	d.dtdo_vartab = &gvar;
	d.dtdo_varlen = 1;
	expect("accepts a correct program", &d, 0, "");

	d = DIFO(DIF_INSTR_SETX(0, 1), DIF_INSTR_BRANCH(DIF_OP_BA, 0),
	    DIF_INSTR_RET(1));
	d.dtdo_inttab = ints;
	d.dtdo_intlen = 1;
	expect("rejects a backward branch", &d, 1, "[1]: backward branch to 0");
	d = DIFO(DIF_INSTR_BRANCH(DIF_OP_BE, 0), DIF_INSTR_RET(0));
	expect("rejects a branch to itself", &d, 1,
	    "[0]: backward branch to 0");
	d = DIFO(DIF_INSTR_BRANCH(DIF_OP_BA, 2), DIF_INSTR_RET(0));
	expect("rejects a branch past the end", &d, 1,
	    "[0]: invalid branch target 2");

	d = DIFO(DIF_INSTR_FMT(DIF_OP_ADD, 1, 8, 2), DIF_INSTR_RET(2));
	expect("rejects register 8", &d, 1, "[0]: invalid register 8");
	d = DIFO(DIF_INSTR_FMT(DIF_OP_ADD, 8, 9, 10), DIF_INSTR_RET(2));
	expect("counts three bad registers in one instruction", &d, 3,
	    "[0]: invalid register 8");
	d = DIFO(DIF_INSTR_FMT(DIF_OP_ADD, 1, 2, 0), DIF_INSTR_RET(0));
	expect("rejects a write to %r0", &d, 1, "[0]: cannot write to %r0");

	d = DIFO(DIF_INSTR_FMT(0, 0, 0, 0), DIF_INSTR_RET(0));
	expect("rejects opcode 0", &d, 1, "[0]: invalid opcode 0");
	d = DIFO(DIF_INSTR_NOP, DIF_INSTR_FMT(80, 1, 2, 3), DIF_INSTR_RET(0));
	expect("rejects opcode 80", &d, 1, "[1]: invalid opcode 80");
	d = DIFO(DIF_INSTR_CALL(DIF_SUBR_MAX + 1, 1), DIF_INSTR_RET(1));
	expect("rejects subroutine DIF_SUBR_MAX + 1", &d, 1,
	    "[0]: invalid subr 54");
	d = DIFO(DIF_INSTR_CALL(DIF_SUBR_MUTEX_OWNED, 1), DIF_INSTR_RET(1));
	expect("rejects an unimplemented subroutine (mutex_owned)", &d, 1,
	    "[0]: invalid subr 1");

	d = DIFO(DIF_INSTR_SETX(1, 1), DIF_INSTR_RET(1));
	d.dtdo_inttab = ints;
	d.dtdo_intlen = 1;
	expect("rejects an integer-table index out of range", &d, 1,
	    "[0]: invalid integer ref 1");
	d = DIFO(DIF_INSTR_SETS(4, 1), DIF_INSTR_RET(1));
	d.dtdo_strtab = strs;
	d.dtdo_strlen = sizeof (strs);
	expect("rejects a string-table offset out of range", &d, 1,
	    "[0]: invalid string ref 4");
	d = DIFO(DIF_INSTR_SETS(0, 1), DIF_INSTR_RET(1));
	d.dtdo_strtab = unterminated;
	d.dtdo_strlen = sizeof (unterminated);
	expect("rejects a string not terminated in the table", &d, 1,
	    "[0]: unterminated string ref 0");

	d = DIFO(DIF_INSTR_LDV(DIF_OP_LDGS, 0x777, 1), DIF_INSTR_RET(1));
	expect("rejects an undeclared user variable", &d, 1,
	    "[0]: undeclared variable 1911");
	d = DIFO(DIF_INSTR_LDV(DIF_OP_LDTS, DIF_VAR_OTHER_UBASE, 1),
	    DIF_INSTR_RET(1));
	d.dtdo_vartab = &gvar;
	d.dtdo_varlen = 1;
	expect("rejects a variable declared in another scope", &d, 1,
	    "[0]: undeclared variable 1280");
	d = DIFO(DIF_INSTR_LDV(DIF_OP_LDGS, 0x1ff, 1), DIF_INSTR_RET(1));
	expect("rejects an unknown built-in variable id", &d, 1,
	    "[0]: invalid variable 511");
	d = DIFO(DIF_INSTR_SETX(0, 1),
	    DIF_INSTR_STV(DIF_OP_STGS, DIF_VAR_PID, 1), DIF_INSTR_RET(1));
	d.dtdo_inttab = ints;
	d.dtdo_intlen = 1;
	expect("rejects a store to a built-in variable", &d, 1,
	    "[1]: invalid variable 278");

	d = nops(DTRACE_DIFO_MAXLEN - 1);
	expect("accepts DTRACE_DIFO_MAXLEN instructions", &d, 0, "");
	free(d.dtdo_buf);
	d = nops(DTRACE_DIFO_MAXLEN);
	expect("rejects DTRACE_DIFO_MAXLEN + 1 instructions", &d, 1,
	    "[0]: DIF program exceeds maximum of 16384 instructions");
	free(d.dtdo_buf);

	{
		dif_instr_t code[2 * DIF_DTR_NREGS + 3];

		for (i = 0; i <= DIF_DTR_NREGS; i++)
			code[i] = DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF,
			    0, 0);
		code[i] = DIF_INSTR_RET(0);
		d = difo(code, DIF_DTR_NREGS + 2);
		expect("rejects a ninth tuple push", &d, 1,
		    "[8]: tuple stack overflow");
		code[DIF_DTR_NREGS] = DIF_INSTR_FLUSHTS;
		for (i = DIF_DTR_NREGS + 1; i <= 2 * DIF_DTR_NREGS; i++)
			code[i] = DIF_INSTR_PUSHTS(DIF_OP_PUSHTV, DIF_TYPE_CTF,
			    0, 0);
		code[i] = DIF_INSTR_RET(0);
		d = difo(code, 2 * DIF_DTR_NREGS + 2);
		expect("accepts 8 pushes, FLUSHTS, 8 pushes", &d, 0, "");
	}

	d = DIFO(DIF_INSTR_NOP, DIF_INSTR_NOP);
	expect("rejects a program not ending in RET", &d, 1,
	    "[1]: expected 'ret' as last DIF instruction");
	d = DIFO(DIF_INSTR_NOP, DIF_INSTR_RET(0));
	d.dtdo_rtype.dtdt_size = 3;
	expect("rejects a by-value return size of 3", &d, 1,
	    "[1]: bad return size");

	/* malformed vartab entries */
	d = DIFO(DIF_INSTR_SETX(0, 1),
	    DIF_INSTR_STV(DIF_OP_STGAA, DIF_VAR_OTHER_UBASE, 1),
	    DIF_INSTR_RET(1));
	d.dtdo_inttab = ints;
	d.dtdo_intlen = 1;
	d.dtdo_vartab = &gvar;
	d.dtdo_varlen = 1;
	expect("rejects an array store to a scalar variable", &d, 1,
	    "[1]: variable 1280 used with the wrong kind");
	{
		dtrace_difv_t v = gvar;

		d = DIFO(DIF_INSTR_RET(0));
		d.dtdo_vartab = &v;
		d.dtdo_varlen = 1;
		v.dtdv_scope = 7;
		expect("rejects a vartab entry of scope 7", &d, 1,
		    "[0]: unrecognized variable scope 7");
		v = gvar;
		v.dtdv_id = DIF_VARIABLE_MAX + 1;
		expect("rejects a vartab id above DIF_VARIABLE_MAX", &d, 1,
		    "[0]: 65536 exceeds variable id limit");
		v = gvar;
		v.dtdv_type.dtdt_flags = DIF_TF_BYREF;
		v.dtdv_type.dtdt_size = 0;
		expect("rejects a zero-sized by-reference variable", &d, 1,
		    "[0]: zero-sized variable");
		v.dtdv_type.dtdt_size = 16 * 1024 + 1;
		expect("rejects a by-reference global over 16 KiB", &d, 1,
		    "[0]: oversized by-ref global");
		/* clause-local storage is allocated per CPU at hold time */
		v.dtdv_scope = DIFV_SCOPE_LOCAL;
		v.dtdv_type.dtdt_size = 1U << 31;
		expect("rejects a by-reference clause-local over 16 KiB", &d, 1,
		    "[0]: oversized by-ref static local");
		v.dtdv_type.dtdt_size = 16 * 1024;
		expect("accepts a by-reference clause-local of 16 KiB", &d, 0,
		    "");
	}
}

/* ---- part 2: DOF through DTRACEIOC_ENABLE -------------------------------- */

/*
 * A DOF image under construction: section headers and the data of each
 * section, laid out after the header and the section table (each section
 * aligned to its dofs_align; the data area starts 8-aligned).
 */
typedef struct dofb {
	dof_sec_t secs[8];
	uint32_t nsecs;
	char data[2048];
	size_t datalen;
} dofb_t;

static uint32_t
sec_add(dofb_t *b, uint32_t type, uint32_t align, uint32_t entsize,
    const void *data, size_t size)
{
	dof_sec_t *s = &b->secs[b->nsecs];

	b->datalen = (b->datalen + align - 1) & ~(size_t)(align - 1);
	s->dofs_type = type;
	s->dofs_align = align;
	s->dofs_flags = DOF_SECF_LOAD;
	s->dofs_entsize = entsize;
	s->dofs_offset = b->datalen;	/* relative; fixed in dof_image() */
	s->dofs_size = size;
	memcpy(b->data + b->datalen, data, size);
	b->datalen += size;
	return (b->nsecs++);
}

/* Lay @b out in @img (8-aligned, zeroed); returns the image size. */
static size_t
dof_image(const dofb_t *b, uint64_t *img)
{
	dof_hdr_t *h = (dof_hdr_t *)img;
	size_t dataoff = sizeof (dof_hdr_t) + b->nsecs * sizeof (dof_sec_t);
	size_t size = dataoff + b->datalen;
	dof_sec_t *secs = (dof_sec_t *)(h + 1);
	uint32_t i;

	memset(img, 0, (size + 7) & ~(size_t)7);
	memcpy(h->dofh_ident, DOF_MAG_STRING, DOF_MAG_STRLEN);
	h->dofh_ident[DOF_ID_MODEL] = DOF_MODEL_NATIVE;
	h->dofh_ident[DOF_ID_ENCODING] = DOF_ENCODE_NATIVE;
	h->dofh_ident[DOF_ID_VERSION] = DOF_VERSION;
	h->dofh_ident[DOF_ID_DIFVERS] = DIF_VERSION;
	h->dofh_ident[DOF_ID_DIFIREG] = DIF_DIR_NREGS;
	h->dofh_ident[DOF_ID_DIFTREG] = DIF_DTR_NREGS;
	h->dofh_flags = DOF_FL_VALID;
	h->dofh_hdrsize = sizeof (dof_hdr_t);
	h->dofh_secsize = sizeof (dof_sec_t);
	h->dofh_secnum = b->nsecs;
	h->dofh_secoff = sizeof (dof_hdr_t);
	h->dofh_loadsz = size;
	h->dofh_filesz = size;
	for (i = 0; i < b->nsecs; i++) {
		secs[i] = b->secs[i];
		secs[i].dofs_offset += dataoff;
	}
	memcpy((char *)img + dataoff, b->data, b->datalen);
	return (size);
}

/* begin_dof() variants: the good image, or one defect. */
enum variant {
	GOOD,			/* well-formed */
	BACKWARD,		/* the action DIFO branches backwards */
	NAME_PAST_STRTAB,	/* probe name offset = string table size */
	UNTERMINATED,		/* string table not NUL-terminated */
	PROBES_WRONG_TYPE,	/* ECB's probe link names the string table */
	COPYIN			/* well-formed, the action calls copyinstr() */
};

/*
 * The image of `dtrace:::BEGIN { trace(1); }` by hand, with the defect
 * @v.  Sections: 0 STRTAB, 1 PROBEDESC, 2 DIF, 3 INTTAB, 4 DIFOHDR,
 * 5 ACTDESC, 6 ECBDESC.  Returns the size.
 */
static size_t
begin_dof(uint64_t *img, enum variant v)
{
	static const char strtab[] = "\0dtrace\0BEGIN";	/* 14 bytes */
	static const char unterminated[] = { 0, 'd', 't', 'r', 'a', 'c', 'e',
	    0, 'B', 'E', 'G', 'I', 'N' };
	static const uint64_t ints[] = { 1 };
	const dif_instr_t good[] = { DIF_INSTR_SETX(0, 1), DIF_INSTR_RET(1) };
	const dif_instr_t bad[] = { DIF_INSTR_SETX(0, 1),
	    DIF_INSTR_BRANCH(DIF_OP_BA, 0), DIF_INSTR_RET(1) };
	const dif_instr_t copyin[] = { DIF_INSTR_SETX(0, 1),
	    DIF_INSTR_CALL(DIF_SUBR_COPYINSTR, 1), DIF_INSTR_RET(1) };
	dof_probedesc_t pd = { .dofp_strtab = 0, .dofp_provider = 1,
	    .dofp_mod = 0, .dofp_func = 0,
	    .dofp_name = v == NAME_PAST_STRTAB ? sizeof (strtab) : 8 };
	struct { dof_difohdr_t h; dof_secidx_t more; } dh;
	dof_actdesc_t ad;
	dof_ecbdesc_t ed;
	dofb_t b;

	memset(&b, 0, sizeof (b));
	memset(&dh, 0, sizeof (dh));
	memset(&ad, 0, sizeof (ad));
	memset(&ed, 0, sizeof (ed));
	if (v == UNTERMINATED)
		sec_add(&b, DOF_SECT_STRTAB, 1, 0, unterminated,
		    sizeof (unterminated));
	else
		sec_add(&b, DOF_SECT_STRTAB, 1, 0, strtab, sizeof (strtab));
	sec_add(&b, DOF_SECT_PROBEDESC, 4, sizeof (pd), &pd, sizeof (pd));
	if (v == BACKWARD)
		sec_add(&b, DOF_SECT_DIF, 4, 4, bad, sizeof (bad));
	else if (v == COPYIN)
		sec_add(&b, DOF_SECT_DIF, 4, 4, copyin, sizeof (copyin));
	else
		sec_add(&b, DOF_SECT_DIF, 4, 4, good, sizeof (good));
	sec_add(&b, DOF_SECT_INTTAB, 8, 8, ints, sizeof (ints));
	dh.h.dofd_rtype.dtdt_kind = DIF_TYPE_CTF;
	dh.h.dofd_rtype.dtdt_size = 8;
	dh.h.dofd_links[0] = 2;
	dh.more = 3;
	sec_add(&b, DOF_SECT_DIFOHDR, 4, 0, &dh,
	    sizeof (dtrace_diftype_t) + 2 * sizeof (dof_secidx_t));
	ad.dofa_difo = 4;
	ad.dofa_strtab = DOF_SECIDX_NONE;
	ad.dofa_kind = DTRACEACT_DIFEXPR;
	sec_add(&b, DOF_SECT_ACTDESC, 8, sizeof (ad), &ad, sizeof (ad));
	ed.dofe_probes = v == PROBES_WRONG_TYPE ? 0 : 1;
	ed.dofe_pred = DOF_SECIDX_NONE;
	ed.dofe_actions = 5;
	sec_add(&b, DOF_SECT_ECBDESC, 8, 0, &ed, sizeof (ed));
	return (dof_image(&b, img));
}

/*
 * DTRACEIOC_ENABLE of @size bytes at @img on @state, with stderr captured
 * into @diag (the framework's DTRACE_DEBUG diagnostic, newline removed).
 * Returns the ioctl's result; *@nmatched gets dten_nmatched.
 */
static int
enable(void *state, const void *img, uint64_t size, uint32_t *nmatched,
    char *diag, size_t diaglen)
{
	dtrace_enable_t en;
	FILE *tmp = tmpfile();
	int saved, rc;
	size_t n = 0;

	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)img;
	en.dten_size = size;
	fflush(stderr);
	saved = dup(2);
	if (tmp == NULL || saved < 0 || dup2(fileno(tmp), 2) < 0)
		abort();
	rc = dt_uhost_ioctl(state, DTRACEIOC_ENABLE, &en);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(tmp);
	n = fread(diag, 1, diaglen - 1, tmp);
	diag[n] = '\0';
	diag[strcspn(diag, "\n")] = '\0';
	fclose(tmp);
	*nmatched = en.dten_nmatched;
	return (rc);
}

#define DIAG_PREFIX "dtrace: failed to load DOF: "

/* One malformed image: expect EINVAL and the diagnostic DIAG_PREFIX @why. */
static void
expect_einval(const char *name, void *state, const void *img, uint64_t size,
    const char *why)
{
	char diag[512], want[256];
	uint32_t nm = 0;
	int rc;

	snprintf(want, sizeof (want), "%s%s", why ? DIAG_PREFIX : "",
	    why ? why : "");
	rc = enable(state, img, size, &nm, diag, sizeof (diag));
	tap_ok(rc == EINVAL && strcmp(diag, want) == 0, name,
	    "ENABLE returned %d, diagnostic \"%s\"; want %d, \"%s\"", rc,
	    diag, EINVAL, want);
}

static void
test_dof(void)
{
	static uint64_t img[512], bad[512];
	dof_hdr_t *h = (dof_hdr_t *)bad;
	char diag[512];
	uint32_t nm = 0;
	size_t size, bsize;
	void *state = NULL;
	int rc;

	setenv("DTRACE_DEBUG", "1", 1);
	rc = dt_uhost_open(&state);
	if (!tap_ok(rc == 0 && state != NULL, "dt_uhost_open opens a state",
	    "dt_uhost_open returned %d", rc))
		return;

	size = begin_dof(img, GOOD);
	rc = enable(state, img, size, &nm, diag, sizeof (diag));
	tap_ok(rc == 0 && nm == 1 && diag[0] == '\0',
	    "hand-built DOF for dtrace:::BEGIN enables, 1 probe matched",
	    "ENABLE returned %d, nmatched %u, diagnostic \"%s\"", rc, nm,
	    diag);

	bsize = begin_dof(bad, BACKWARD);
	expect_einval("DOF with a backward branch in an action: EINVAL",
	    state, bad, bsize, "[1]: backward branch to 0");

	memcpy(bad, img, size);
	((char *)bad)[DOF_ID_MAG1] = 'X';
	expect_einval("DOF with a bad magic: EINVAL", state, bad, size,
	    "DOF magic string mismatch");

	/* made on a machine of the other byte order: refused, not misread */
	memcpy(bad, img, size);
	h->dofh_ident[DOF_ID_ENCODING] =
	    DOF_ENCODE_NATIVE == DOF_ENCODE_LSB ? DOF_ENCODE_MSB : DOF_ENCODE_LSB;
	expect_einval("DOF of the other byte order: EINVAL", state, bad, size,
	    "DOF encoding mismatch");

	/* and of the other data model (a 32-bit producer on a 64-bit host) */
	memcpy(bad, img, size);
	h->dofh_ident[DOF_ID_MODEL] =
	    DOF_MODEL_NATIVE == DOF_MODEL_LP64 ? DOF_MODEL_ILP32 :
	    DOF_MODEL_LP64;
	expect_einval("DOF of the other data model: EINVAL", state, bad, size,
	    "DOF has invalid data model");

	memcpy(bad, img, size);
	h->dofh_secnum = 1000;
	expect_einval("DOF with 1000 section headers in a small image: EINVAL",
	    state, bad, size, "truncated section headers");

	memcpy(bad, img, size);
	h->dofh_secoff = size;
	expect_einval("DOF with the section table past the end: EINVAL",
	    state, bad, size, "truncated section headers");

	expect_einval("DOF image cut short of dofh_filesz: EINVAL", state,
	    img, size - 8, "DOF file size exceeds image size");
	expect_einval("DOF image shorter than its header: EINVAL", state,
	    img, sizeof (dof_hdr_t) - 1, NULL);

	bsize = begin_dof(bad, NAME_PAST_STRTAB);
	expect_einval("DOF with a string offset past the string table: EINVAL",
	    state, bad, bsize, "invalid string offset 14");
	bsize = begin_dof(bad, UNTERMINATED);
	expect_einval("DOF with an unterminated string table: EINVAL",
	    state, bad, bsize, "non-terminating string table: 0");
	bsize = begin_dof(bad, PROBES_WRONG_TYPE);
	expect_einval("DOF with an ECB probe link to a string table: EINVAL",
	    state, bad, bsize, "section has wrong type: 0");

	rc = enable(state, img, size, &nm, diag, sizeof (diag));
	tap_ok(rc == 0 && nm == 1,
	    "the state still enables the good image after the failures",
	    "ENABLE returned %d, nmatched %u, diagnostic \"%s\"", rc, nm,
	    diag);
	dt_uhost_close(state);
	unsetenv("DTRACE_DEBUG");
}

/*
 * The good image end to end: ENABLE, overwrite the image (the framework
 * must have copied what it needs), GO (BEGIN fires), EPROBE and BUFSNAP:
 * one record of EPID 1 whose DIFEXPR data is the 8-byte value 1.
 */
static void
test_dof_fires(void)
{
	static uint64_t img[512];
	size_t size = begin_dof(img, GOOD);
	dtrace_eprobedesc_t ep;
	dtrace_bufdesc_t bd;
	const dtrace_rechdr_t *rh;
	uint64_t val = 0;
	uint32_t nm = 0, cpu = 0;
	char diag[512], *data;
	void *state = NULL;
	int rc;

	if (dt_uhost_open(&state) != 0)
		abort();
	rc = enable(state, img, size, &nm, diag, sizeof (diag));
	memset(img, 0xa5, size);
	if (rc == 0)
		rc = dt_uhost_ioctl(state, DTRACEIOC_GO, &cpu);
	memset(&ep, 0, sizeof (ep));
	ep.dtepd_epid = 1;
	ep.dtepd_nrecs = 1;
	if (rc == 0)
		rc = dt_uhost_ioctl(state, DTRACEIOC_EPROBE, &ep);
	memset(&bd, 0, sizeof (bd));
	bd.dtbd_size = 64ULL << 20;
	bd.dtbd_cpu = cpu;
	data = calloc(1, bd.dtbd_size);
	bd.dtbd_data = (uint64_t)(uintptr_t)data;
	if (rc == 0)
		rc = dt_uhost_ioctl(state, DTRACEIOC_BUFSNAP, &bd);
	rh = (const dtrace_rechdr_t *)(void *)data;
	if (rc == 0 && ep.dtepd_nrecs == 1 &&
	    ep.dtepd_rec[0].dtrd_size == 8 &&
	    ep.dtepd_rec[0].dtrd_offset + 8 <= bd.dtbd_size)
		memcpy(&val, data + ep.dtepd_rec[0].dtrd_offset, 8);
	tap_ok(rc == 0 && bd.dtbd_size == ep.dtepd_size && rh->dtrh_epid == 1 &&
	    ep.dtepd_nrecs == 1 && ep.dtepd_rec[0].dtrd_action ==
	    DTRACEACT_DIFEXPR && val == 1,
	    "enabled from an image since overwritten, BEGIN records trace(1)",
	    "rc %d, %llu bytes (record size %u), epid %u, %d records, "
	    "action %u size %u offset %u, value %llu", rc,
	    (unsigned long long)bd.dtbd_size, ep.dtepd_size, rh->dtrh_epid,
	    ep.dtepd_nrecs, ep.dtepd_rec[0].dtrd_action,
	    ep.dtepd_rec[0].dtrd_size, ep.dtepd_rec[0].dtrd_offset,
	    (unsigned long long)val);
	free(data);
	dt_uhost_ioctl(state, DTRACEIOC_STOP, &cpu);
	dt_uhost_close(state);
}

/*
 * dtrace_probe_reads_user (common/dtrace_core.h), what the module's pid
 * provider asks before making user pages resident: 0 while BEGIN's only
 * ECB records trace(1); 1 once a second consumer's ECB on BEGIN calls
 * copyinstr(); 0 again when that consumer is gone.
 */
static void
test_dof_ureads(void)
{
	static uint64_t img[512], cimg[512];
	size_t size = begin_dof(img, GOOD), csize = begin_dof(cimg, COPYIN);
	void *plain = NULL, *reader = NULL;
	char diag[512];
	uint32_t nm = 0;
	int r0, r1, r2, rc;

	if (dt_uhost_open(&plain) != 0 || dt_uhost_open(&reader) != 0)
		abort();
	rc = enable(plain, img, size, &nm, diag, sizeof (diag));
	r0 = dtrace_probe_reads_user(dtrace_probeid_begin);
	if (rc == 0)
		rc = enable(reader, cimg, csize, &nm, diag, sizeof (diag));
	r1 = dtrace_probe_reads_user(dtrace_probeid_begin);
	dt_uhost_close(reader);
	r2 = dtrace_probe_reads_user(dtrace_probeid_begin);
	tap_ok(rc == 0 && r0 == 0 && r1 == 1 && r2 == 0,
	    "a probe reads user memory while an ECB on it calls copyinstr()",
	    "ENABLE %d (\"%s\"); reads_user: trace(1) only %d, with "
	    "copyinstr() %d, after its consumer closed %d", rc, diag, r0, r1,
	    r2);
	dt_uhost_close(plain);
}

/*
 * 20000 copies of the good image with 1 to 3 random bytes overwritten (a
 * fixed-seed generator): ENABLE must never crash and must answer 0, EINVAL
 * or E2BIG (a corrupted return size) -- "a hostile image yields EINVAL and
 * a diagnostic, never a fault" (common/dtrace_dof.c).
 */
static void
test_dof_corruption(void)
{
	static uint64_t img[512], bad[512];
	uint64_t seed = 1;
	size_t size = begin_dof(img, GOOD);
	int i, k, rc, other = 0, einval = 0, lastrc = 0;
	char diag[512];
	uint32_t nm;
	void *state = NULL;

	for (i = 0; i < 20000; i++) {
		if (i % 1000 == 0) {	/* a fresh state now and then */
			if (state != NULL)
				dt_uhost_close(state);
			if (dt_uhost_open(&state) != 0)
				abort();
		}
		memcpy(bad, img, size);
		for (k = 0; k < 3; k++) {
			seed = seed * 6364136223846793005ULL +
			    1442695040888963407ULL;
			((unsigned char *)bad)[(seed >> 33) % size] =
			    (unsigned char)(seed >> 20);
			if ((seed >> 60) < 6)
				break;
		}
		rc = enable(state, bad, size, &nm, diag, sizeof (diag));
		if (rc == EINVAL)
			einval++;
		else if (rc != 0 && rc != E2BIG && other++ == 0)
			lastrc = rc;
	}
	dt_uhost_close(state);
	tap_ok(other == 0 && einval > 10000,
	    "20000 randomly corrupted images: ENABLE gives 0, EINVAL or E2BIG",
	    "%d EINVAL, %d other results (first %d)", einval, other, lastrc);
}

int
main(void)
{
	test_validator();
	test_dof();
	test_dof_fires();
	test_dof_ureads();
	test_dof_corruption();
	return (tap_done());
}
