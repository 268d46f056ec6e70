/*
 * lib/libdtrace/dt_as.c -- the DIF assembler and the DIF opcode table.
 *
 * Where it sits: the code generator (dt_cg.c) emits instructions, labels
 * and constants into a dt_as_t; dt_as_assemble() turns that into a finished
 * dt_difo_t (dt_difo.h), which the DOF writer (dt_dof.c) serialises and the
 * disassembler (dt_dis.c) prints for `dtrace -S`.
 *
 * Invariants:
 *   - constants never live in instructions: SETX always names an entry of
 *     the integer table and SETS an offset in the string table; both
 *     tables hold each distinct value once;
 *   - the string table starts with a NUL byte, so offset 0 is "";
 *   - branches are emitted with a label number and resolved here to the
 *     absolute index of the labelled instruction, which must come after
 *     the branch (the framework's validator rejects anything else);
 *   - errors are sticky in dt_as_t and reported once by dt_as_assemble().
 */
#include <stdlib.h>
#include <string.h>

#include "dt_difo.h"

/*
 * The DIF opcode table: one row per opcode, in opcode order.  Names are the
 * mnemonics the reference's disassembler prints.
 */
const dt_difop_t dt_dif_optab[DIF_OP_MAX + 1] = {
	{ "(illegal opcode)", DT_DIFFMT_NONE },
	[DIF_OP_OR] = { "or", DT_DIFFMT_R1R2RD },
	[DIF_OP_XOR] = { "xor", DT_DIFFMT_R1R2RD },
	[DIF_OP_AND] = { "and", DT_DIFFMT_R1R2RD },
	[DIF_OP_SLL] = { "sll", DT_DIFFMT_R1R2RD },
	[DIF_OP_SRL] = { "srl", DT_DIFFMT_R1R2RD },
	[DIF_OP_SUB] = { "sub", DT_DIFFMT_R1R2RD },
	[DIF_OP_ADD] = { "add", DT_DIFFMT_R1R2RD },
	[DIF_OP_MUL] = { "mul", DT_DIFFMT_R1R2RD },
	[DIF_OP_SDIV] = { "sdiv", DT_DIFFMT_R1R2RD },
	[DIF_OP_UDIV] = { "udiv", DT_DIFFMT_R1R2RD },
	[DIF_OP_SREM] = { "srem", DT_DIFFMT_R1R2RD },
	[DIF_OP_UREM] = { "urem", DT_DIFFMT_R1R2RD },
	[DIF_OP_NOT] = { "not", DT_DIFFMT_R1RD },
	[DIF_OP_MOV] = { "mov", DT_DIFFMT_R1RD },
	[DIF_OP_CMP] = { "cmp", DT_DIFFMT_R1R2 },
	[DIF_OP_TST] = { "tst", DT_DIFFMT_R1 },
	[DIF_OP_BA] = { "ba", DT_DIFFMT_BRANCH },
	[DIF_OP_BE] = { "be", DT_DIFFMT_BRANCH },
	[DIF_OP_BNE] = { "bne", DT_DIFFMT_BRANCH },
	[DIF_OP_BG] = { "bg", DT_DIFFMT_BRANCH },
	[DIF_OP_BGU] = { "bgu", DT_DIFFMT_BRANCH },
	[DIF_OP_BGE] = { "bge", DT_DIFFMT_BRANCH },
	[DIF_OP_BGEU] = { "bgeu", DT_DIFFMT_BRANCH },
	[DIF_OP_BL] = { "bl", DT_DIFFMT_BRANCH },
	[DIF_OP_BLU] = { "blu", DT_DIFFMT_BRANCH },
	[DIF_OP_BLE] = { "ble", DT_DIFFMT_BRANCH },
	[DIF_OP_BLEU] = { "bleu", DT_DIFFMT_BRANCH },
	[DIF_OP_LDSB] = { "ldsb", DT_DIFFMT_LOAD },
	[DIF_OP_LDSH] = { "ldsh", DT_DIFFMT_LOAD },
	[DIF_OP_LDSW] = { "ldsw", DT_DIFFMT_LOAD },
	[DIF_OP_LDUB] = { "ldub", DT_DIFFMT_LOAD },
	[DIF_OP_LDUH] = { "lduh", DT_DIFFMT_LOAD },
	[DIF_OP_LDUW] = { "lduw", DT_DIFFMT_LOAD },
	[DIF_OP_LDX] = { "ldx", DT_DIFFMT_LOAD },
	[DIF_OP_RET] = { "ret", DT_DIFFMT_RET },
	[DIF_OP_NOP] = { "nop", DT_DIFFMT_NONE },
	[DIF_OP_SETX] = { "setx", DT_DIFFMT_SETX },
	[DIF_OP_SETS] = { "sets", DT_DIFFMT_SETS },
	[DIF_OP_SCMP] = { "scmp", DT_DIFFMT_R1R2 },
	[DIF_OP_LDGA] = { "ldga", DT_DIFFMT_LDA },
	[DIF_OP_LDGS] = { "ldgs", DT_DIFFMT_LDV },
	[DIF_OP_STGS] = { "stgs", DT_DIFFMT_STV },
	[DIF_OP_LDTA] = { "ldta", DT_DIFFMT_LDA },
	[DIF_OP_LDTS] = { "ldts", DT_DIFFMT_LDV },
	[DIF_OP_STTS] = { "stts", DT_DIFFMT_STV },
	[DIF_OP_SRA] = { "sra", DT_DIFFMT_R1R2RD },
	[DIF_OP_CALL] = { "call", DT_DIFFMT_CALL },
	[DIF_OP_PUSHTR] = { "pushtr", DT_DIFFMT_PUSHTS },
	[DIF_OP_PUSHTV] = { "pushtv", DT_DIFFMT_PUSHTS },
	[DIF_OP_POPTS] = { "popts", DT_DIFFMT_NONE },
	[DIF_OP_FLUSHTS] = { "flushts", DT_DIFFMT_NONE },
	[DIF_OP_LDGAA] = { "ldgaa", DT_DIFFMT_LDV },
	[DIF_OP_LDTAA] = { "ldtaa", DT_DIFFMT_LDV },
	[DIF_OP_STGAA] = { "stgaa", DT_DIFFMT_STV },
	[DIF_OP_STTAA] = { "sttaa", DT_DIFFMT_STV },
	[DIF_OP_LDLS] = { "ldls", DT_DIFFMT_LDV },
	[DIF_OP_STLS] = { "stls", DT_DIFFMT_STV },
	[DIF_OP_ALLOCS] = { "allocs", DT_DIFFMT_R1RD },
	[DIF_OP_COPYS] = { "copys", DT_DIFFMT_R1R2RD },
	[DIF_OP_STB] = { "stb", DT_DIFFMT_STORE },
	[DIF_OP_STH] = { "sth", DT_DIFFMT_STORE },
	[DIF_OP_STW] = { "stw", DT_DIFFMT_STORE },
	[DIF_OP_STX] = { "stx", DT_DIFFMT_STORE },
	[DIF_OP_ULDSB] = { "uldsb", DT_DIFFMT_LOAD },
	[DIF_OP_ULDSH] = { "uldsh", DT_DIFFMT_LOAD },
	[DIF_OP_ULDSW] = { "uldsw", DT_DIFFMT_LOAD },
	[DIF_OP_ULDUB] = { "uldub", DT_DIFFMT_LOAD },
	[DIF_OP_ULDUH] = { "ulduh", DT_DIFFMT_LOAD },
	[DIF_OP_ULDUW] = { "ulduw", DT_DIFFMT_LOAD },
	[DIF_OP_ULDX] = { "uldx", DT_DIFFMT_LOAD },
	[DIF_OP_RLDSB] = { "rldsb", DT_DIFFMT_LOAD },
	[DIF_OP_RLDSH] = { "rldsh", DT_DIFFMT_LOAD },
	[DIF_OP_RLDSW] = { "rldsw", DT_DIFFMT_LOAD },
	[DIF_OP_RLDUB] = { "rldub", DT_DIFFMT_LOAD },
	[DIF_OP_RLDUH] = { "rlduh", DT_DIFFMT_LOAD },
	[DIF_OP_RLDUW] = { "rlduw", DT_DIFFMT_LOAD },
	[DIF_OP_RLDX] = { "rldx", DT_DIFFMT_LOAD },
	[DIF_OP_XLATE] = { "xlate", DT_DIFFMT_XLATE },
	[DIF_OP_XLARG] = { "xlarg", DT_DIFFMT_XLATE },
};

const dt_difop_t *
dt_dif_op(unsigned int op)
{
	if (op > DIF_OP_MAX || dt_dif_optab[op].dop_name == NULL)
		op = 0;
	return (&dt_dif_optab[op]);
}

/* Subroutine names by DIF_SUBR_* value (Dynamic Tracing Guide, ch. 10). */
static const char *const dt_dif_subrnames[DIF_SUBR_MAX + 1] = {
	[DIF_SUBR_RAND] = "rand",
	[DIF_SUBR_MUTEX_OWNED] = "mutex_owned",
	[DIF_SUBR_MUTEX_OWNER] = "mutex_owner",
	[DIF_SUBR_MUTEX_TYPE_ADAPTIVE] = "mutex_type_adaptive",
	[DIF_SUBR_MUTEX_TYPE_SPIN] = "mutex_type_spin",
	[DIF_SUBR_RW_READ_HELD] = "rw_read_held",
	[DIF_SUBR_RW_WRITE_HELD] = "rw_write_held",
	[DIF_SUBR_RW_ISWRITER] = "rw_iswriter",
	[DIF_SUBR_COPYIN] = "copyin",
	[DIF_SUBR_COPYINSTR] = "copyinstr",
	[DIF_SUBR_SPECULATION] = "speculation",
	[DIF_SUBR_PROGENYOF] = "progenyof",
	[DIF_SUBR_STRLEN] = "strlen",
	[DIF_SUBR_COPYOUT] = "copyout",
	[DIF_SUBR_COPYOUTSTR] = "copyoutstr",
	[DIF_SUBR_ALLOCA] = "alloca",
	[DIF_SUBR_BCOPY] = "bcopy",
	[DIF_SUBR_COPYINTO] = "copyinto",
	[DIF_SUBR_MSGDSIZE] = "msgdsize",
	[DIF_SUBR_MSGSIZE] = "msgsize",
	[DIF_SUBR_GETMAJOR] = "getmajor",
	[DIF_SUBR_GETMINOR] = "getminor",
	[DIF_SUBR_DDI_PATHNAME] = "ddi_pathname",
	[DIF_SUBR_STRJOIN] = "strjoin",
	[DIF_SUBR_LLTOSTR] = "lltostr",
	[DIF_SUBR_BASENAME] = "basename",
	[DIF_SUBR_DIRNAME] = "dirname",
	[DIF_SUBR_CLEANPATH] = "cleanpath",
	[DIF_SUBR_STRCHR] = "strchr",
	[DIF_SUBR_STRRCHR] = "strrchr",
	[DIF_SUBR_STRSTR] = "strstr",
	[DIF_SUBR_STRTOK] = "strtok",
	[DIF_SUBR_SUBSTR] = "substr",
	[DIF_SUBR_INDEX] = "index",
	[DIF_SUBR_RINDEX] = "rindex",
	[DIF_SUBR_HTONS] = "htons",
	[DIF_SUBR_HTONL] = "htonl",
	[DIF_SUBR_HTONLL] = "htonll",
	[DIF_SUBR_NTOHS] = "ntohs",
	[DIF_SUBR_NTOHL] = "ntohl",
	[DIF_SUBR_NTOHLL] = "ntohll",
	[DIF_SUBR_INET_NTOP] = "inet_ntop",
	[DIF_SUBR_INET_NTOA] = "inet_ntoa",
	[DIF_SUBR_INET_NTOA6] = "inet_ntoa6",
	[DIF_SUBR_TOUPPER] = "toupper",
	[DIF_SUBR_TOLOWER] = "tolower",
	[DIF_SUBR_MEMREF] = "memref",
	[DIF_SUBR_SX_SHARED_HELD] = "sx_shared_held",
	[DIF_SUBR_SX_EXCLUSIVE_HELD] = "sx_exclusive_held",
	[DIF_SUBR_SX_ISEXCLUSIVE] = "sx_isexclusive",
	[DIF_SUBR_MEMSTR] = "memstr",
	[DIF_SUBR_GETF] = "getf",
	[DIF_SUBR_JSON] = "json",
	[DIF_SUBR_STRTOLL] = "strtoll",
};

const char *
dt_dif_subrname(unsigned int subr)
{
	if (subr > DIF_SUBR_MAX || dt_dif_subrnames[subr] == NULL)
		return ("unknown");
	return (dt_dif_subrnames[subr]);
}

/* ---- DIFOs --------------------------------------------------------------- */

void
dt_difo_free(dt_difo_t *dp)
{
	if (dp == NULL)
		return;
	free(dp->dtdo_buf);
	free(dp->dtdo_inttab);
	free(dp->dtdo_strtab);
	free(dp->dtdo_vartab);
	free(dp);
}

dt_difo_t *
dt_difo_const(uint64_t value)
{
	dt_difo_t *dp = calloc(1, sizeof (dt_difo_t));

	if (dp == NULL)
		return (NULL);
	dp->dtdo_buf = malloc(2 * sizeof (dif_instr_t));
	dp->dtdo_inttab = malloc(sizeof (uint64_t));
	dp->dtdo_strtab = calloc(1, 1);
	if (dp->dtdo_buf == NULL || dp->dtdo_inttab == NULL ||
	    dp->dtdo_strtab == NULL) {
		dt_difo_free(dp);
		return (NULL);
	}
	dp->dtdo_buf[0] = DIF_INSTR_SETX(0, 1);
	dp->dtdo_buf[1] = DIF_INSTR_RET(1);
	dp->dtdo_len = 2;
	dp->dtdo_inttab[0] = value;
	dp->dtdo_intlen = 1;
	dp->dtdo_strlen = 1;
	dp->dtdo_rtype.dtdt_kind = DIF_TYPE_CTF;
	dp->dtdo_rtype.dtdt_ckind = 1;	/* CTF_K_INTEGER */
	dp->dtdo_rtype.dtdt_size = sizeof (uint64_t);
	return (dp);
}

/* ---- the assembler -------------------------------------------------------- */

/* Grow *bufp (of *capp elements of @size bytes) to hold @need elements. */
static int
dt_as_grow(dt_as_t *as, void **bufp, uint32_t *capp, uint32_t need,
    size_t size)
{
	uint32_t cap = *capp;
	void *nbuf;

	if (need <= cap)
		return (0);
	if (cap == 0)
		cap = 16;
	while (cap < need)
		cap *= 2;
	if ((nbuf = realloc(*bufp, (size_t)cap * size)) == NULL) {
		if (as->as_err == 0)
			as->as_err = DT_AS_ENOMEM;
		return (-1);
	}
	*bufp = nbuf;
	*capp = cap;
	return (0);
}

void
dt_as_init(dt_as_t *as)
{
	memset(as, 0, sizeof (*as));
	if (dt_as_grow(as, (void **)&as->as_strs, &as->as_strcap, 1, 1) == 0) {
		as->as_strs[0] = '\0';
		as->as_strlen = 1;
	}
}

void
dt_as_fini(dt_as_t *as)
{
	free(as->as_buf);
	free(as->as_labels);
	free(as->as_ints);
	free(as->as_strs);
	free(as->as_vars);
	memset(as, 0, sizeof (*as));
}

uint32_t
dt_as_emit(dt_as_t *as, dif_instr_t instr)
{
	if (dt_as_grow(as, (void **)&as->as_buf, &as->as_cap,
	    as->as_len + 1, sizeof (dif_instr_t)) != 0)
		return (0);
	as->as_buf[as->as_len] = instr;
	return (as->as_len++);
}

void
dt_as_patch(dt_as_t *as, uint32_t pos, dif_instr_t instr)
{
	if (pos < as->as_len)
		as->as_buf[pos] = instr;
}

uint32_t
dt_as_label(dt_as_t *as)
{
	if (dt_as_grow(as, (void **)&as->as_labels, &as->as_labcap,
	    as->as_nlabels + 1, sizeof (uint32_t)) != 0)
		return (0);
	as->as_labels[as->as_nlabels] = DT_AS_NOLABEL;
	return (as->as_nlabels++);
}

void
dt_as_place(dt_as_t *as, uint32_t label)
{
	if (label < as->as_nlabels)
		as->as_labels[label] = as->as_len;
}

void
dt_as_branch(dt_as_t *as, unsigned int op, uint32_t label)
{
	(void) dt_as_emit(as, DIF_INSTR_BRANCH(op, label));
}

uint32_t
dt_as_intern_int(dt_as_t *as, uint64_t value)
{
	uint32_t i;

	for (i = 0; i < as->as_nints; i++) {
		if (as->as_ints[i] == value)
			return (i);
	}
	if (as->as_nints > DIF_INTOFF_MAX) {
		if (as->as_err == 0)
			as->as_err = DT_AS_EINT2BIG;
		return (0);
	}
	if (dt_as_grow(as, (void **)&as->as_ints, &as->as_intcap,
	    as->as_nints + 1, sizeof (uint64_t)) != 0)
		return (0);
	as->as_ints[as->as_nints] = value;
	return (as->as_nints++);
}

uint32_t
dt_as_intern_str(dt_as_t *as, const char *s)
{
	size_t len = strlen(s);
	uint32_t off = 0;

	if (len == 0 || as->as_strs == NULL)
		return (0);

	/* Each string is stored once, at the start of a NUL-delimited entry. */
	while (off < as->as_strlen) {
		const char *e = as->as_strs + off;
		size_t elen = strlen(e);

		if (elen == len && memcmp(e, s, len) == 0)
			return (off);
		off += (uint32_t)elen + 1;
	}

	if ((size_t)as->as_strlen + len > DIF_STROFF_MAX) {
		if (as->as_err == 0)
			as->as_err = DT_AS_ESTR2BIG;
		return (0);
	}
	if (dt_as_grow(as, (void **)&as->as_strs, &as->as_strcap,
	    as->as_strlen + (uint32_t)len + 1, 1) != 0)
		return (0);
	off = as->as_strlen;
	memcpy(as->as_strs + off, s, len + 1);
	as->as_strlen += (uint32_t)len + 1;
	return (off);
}

void
dt_as_setx(dt_as_t *as, unsigned int rd, uint64_t value)
{
	uint32_t i = dt_as_intern_int(as, value);

	(void) dt_as_emit(as, DIF_INSTR_SETX(i, rd));
}

void
dt_as_sets(dt_as_t *as, unsigned int rd, const char *s)
{
	uint32_t off = dt_as_intern_str(as, s);

	(void) dt_as_emit(as, DIF_INSTR_SETS(off, rd));
}

void
dt_as_var(dt_as_t *as, const char *name, uint32_t id, unsigned int kind,
    unsigned int scope, unsigned int flags, const dtrace_diftype_t *tp)
{
	dt_as_var_t *v;
	uint32_t i;

	for (i = 0; i < as->as_nvars; i++) {
		v = &as->as_vars[i];
		if (v->dav_id == id && v->dav_scope == scope &&
		    v->dav_kind == kind) {
			v->dav_flags |= (uint16_t)flags;
			return;
		}
	}
	if (dt_as_grow(as, (void **)&as->as_vars, &as->as_varcap,
	    as->as_nvars + 1, sizeof (dt_as_var_t)) != 0)
		return;
	v = &as->as_vars[as->as_nvars++];
	memset(v, 0, sizeof (*v));
	v->dav_name = name;
	v->dav_id = id;
	v->dav_kind = (uint8_t)kind;
	v->dav_scope = (uint8_t)scope;
	v->dav_flags = (uint16_t)flags;
	if (tp != NULL)
		v->dav_type = *tp;
}

static int
dt_as_isbranch(unsigned int op)
{
	return (op >= DIF_OP_BA && op <= DIF_OP_BLEU);
}

dt_difo_t *
dt_as_assemble(dt_as_t *as, const dtrace_diftype_t *rtype, int *errp)
{
	static const uint8_t scopes[] = {
		DIFV_SCOPE_THREAD, DIFV_SCOPE_GLOBAL, DIFV_SCOPE_LOCAL
	};
	dt_difo_t *dp;
	uint32_t i, s, n;

	/* Resolve branch labels: forward only. */
	for (i = 0; i < as->as_len && as->as_err == 0; i++) {
		dif_instr_t in = as->as_buf[i];
		unsigned int op = DIF_INSTR_OP(in);
		uint32_t lbl, tgt;

		if (op == DIF_OP_CALL || !dt_as_isbranch(op))
			continue;
		lbl = DIF_INSTR_LABEL(in);
		if (lbl >= as->as_nlabels ||
		    (tgt = as->as_labels[lbl]) == DT_AS_NOLABEL)
			as->as_err = DT_AS_ELABEL;
		else if (tgt <= i || tgt > as->as_len)
			as->as_err = DT_AS_EBACKWARD;
		else
			as->as_buf[i] = DIF_INSTR_BRANCH(op, tgt);
	}
	if (as->as_err == 0 && as->as_len > 0xffffff)
		as->as_err = DT_AS_ETOOBIG;

	/* Variable names go in the string table after the code's strings. */
	for (s = 0; s < 3 && as->as_err == 0; s++) {
		for (i = 0; i < as->as_nvars; i++) {
			if (as->as_vars[i].dav_scope == scopes[s])
				(void) dt_as_intern_str(as,
				    as->as_vars[i].dav_name);
		}
	}

	if (as->as_err != 0) {
		*errp = as->as_err;
		return (NULL);
	}

	if ((dp = calloc(1, sizeof (dt_difo_t))) == NULL)
		goto nomem;

	dp->dtdo_len = as->as_len;
	if ((dp->dtdo_buf = malloc(sizeof (dif_instr_t) *
	    (as->as_len ? as->as_len : 1))) == NULL)
		goto nomem;
	memcpy(dp->dtdo_buf, as->as_buf, sizeof (dif_instr_t) * as->as_len);

	if (as->as_nints != 0) {
		if ((dp->dtdo_inttab = malloc(sizeof (uint64_t) *
		    as->as_nints)) == NULL)
			goto nomem;
		memcpy(dp->dtdo_inttab, as->as_ints,
		    sizeof (uint64_t) * as->as_nints);
		dp->dtdo_intlen = as->as_nints;
	}

	if ((dp->dtdo_strtab = malloc(as->as_strlen)) == NULL)
		goto nomem;
	memcpy(dp->dtdo_strtab, as->as_strs, as->as_strlen);
	dp->dtdo_strlen = as->as_strlen;

	if (as->as_nvars != 0) {
		if ((dp->dtdo_vartab = calloc(as->as_nvars,
		    sizeof (dtrace_difv_t))) == NULL)
			goto nomem;
		for (n = 0, s = 0; s < 3; s++) {
			for (i = 0; i < as->as_nvars; i++) {
				const dt_as_var_t *v = &as->as_vars[i];
				dtrace_difv_t *dv;

				if (v->dav_scope != scopes[s])
					continue;
				dv = &dp->dtdo_vartab[n++];
				dv->dtdv_name = dt_as_intern_str(as,
				    v->dav_name);
				dv->dtdv_id = v->dav_id;
				dv->dtdv_kind = v->dav_kind;
				dv->dtdv_scope = v->dav_scope;
				dv->dtdv_flags = v->dav_flags;
				dv->dtdv_type = v->dav_type;
			}
		}
		dp->dtdo_varlen = n;
	}

	for (i = 0; i < dp->dtdo_len; i++) {
		dif_instr_t in = dp->dtdo_buf[i];

		if (DIF_INSTR_OP(in) == DIF_OP_CALL &&
		    (DIF_INSTR_SUBR(in) == DIF_SUBR_COPYOUT ||
		    DIF_INSTR_SUBR(in) == DIF_SUBR_COPYOUTSTR))
			dp->dtdo_destructive = 1;
	}

	if (rtype != NULL)
		dp->dtdo_rtype = *rtype;
	*errp = 0;
	return (dp);

nomem:
	dt_difo_free(dp);
	*errp = DT_AS_ENOMEM;
	return (NULL);
}

const char *
dt_as_strerror(int err)
{
	switch (err) {
	case 0:
		return ("no error");
	case DT_AS_ENOMEM:
		return ("Memory allocation failure");
	case DT_AS_EINT2BIG:
		return ("Integer constant table limit exceeded");
	case DT_AS_ESTR2BIG:
		return ("String constant table limit exceeded");
	case DT_AS_EBACKWARD:
		return ("internal error -- backward branch");
	case DT_AS_ELABEL:
		return ("internal error -- branch to undefined label");
	case DT_AS_ETOOBIG:
		return ("DIF program exceeds maximum program size");
	default:
		return ("unknown assembler error");
	}
}
