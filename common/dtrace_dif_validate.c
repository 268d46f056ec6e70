/*
 * common/dtrace_dif_validate.c -- the DIF validator and the life cycle of
 * DIF objects and variable state (control path only).
 *
 * Where it sits: DOF loading (dtrace_dof.c, DTRACEIOC_ENABLE) builds each
 * predicate and action DIFO, calls dtrace_difo_validate() and, when it
 * finds no error, dtrace_difo_hold() to register the DIFO's variables in
 * the consumer's dtrace_vstate_t.  DTRACEIOC_GO calls dtrace_vstate_go();
 * teardown calls dtrace_difo_release() and dtrace_vstate_fini().
 *
 * Invariants:
 *   - The validator is the safety gate of the emulator: after it accepts a
 *     DIFO, every register index is < nregs, %r0 is never written, every
 *     branch goes forward to an instruction inside the program, every
 *     integer/string table reference is in bounds, every opcode and
 *     subroutine is implemented, every user variable has a declaration of
 *     matching scope in the DIFO's vartab, and the last instruction is RET.
 *     The rules and their message texts are those of the reference's DIF
 *     validator (Dynamic Tracing Guide; illumos dtrace_difo_validate()),
 *     written here afresh, plus a length limit (DTRACE_DIFO_MAXLEN).
 *   - Opcode operand formats come from one table (dtrace_dif_opfmt) so
 *     that adding an opcode is one row.
 *   - Variable storage is allocated here, never in probe context.
 */
#include "dtrace_core.h"	/* DTRACE_UCTX_* */
#include "dtrace_dif.h"
#include "dtrace_div64.h"

/* ---- a tiny message formatter (no libc) ------------------------------- */

typedef struct dtrace_dif_msg {
	char *buf;
	size_t len;
	size_t off;
} dtrace_dif_msg_t;

static void
dtrace_dif_msg_putc(dtrace_dif_msg_t *m, char c)
{
	if (m->buf == NULL || m->len == 0)
		return;
	if (m->off + 1 < m->len)
		m->buf[m->off++] = c;
	m->buf[m->off] = '\0';
}

static void
dtrace_dif_msg_puts(dtrace_dif_msg_t *m, const char *s)
{
	while (*s != '\0')
		dtrace_dif_msg_putc(m, *s++);
}

static void
dtrace_dif_msg_putu(dtrace_dif_msg_t *m, uint64_t v)
{
	char d[24];
	int n = 0;

	do {
		uint64_t r;

		v = dtrace_udivmod64(v, 10, &r);
		d[n++] = (char)('0' + r);
	} while (v != 0);
	while (n > 0)
		dtrace_dif_msg_putc(m, d[--n]);
}

/*
 * Validator state: error count and the first message.  A message is
 * "[PC]: " + @pre + (number if @hasnum) + @post.
 */
typedef struct dtrace_dif_vstate {
	int err;
	dtrace_dif_msg_t msg;
} dtrace_dif_vcheck_t;

static void
dtrace_dif_err(dtrace_dif_vcheck_t *vc, uint32_t pc, const char *pre,
    bool hasnum, uint64_t num, const char *post)
{
	if (vc->err++ != 0)
		return;
	dtrace_dif_msg_putc(&vc->msg, '[');
	dtrace_dif_msg_putu(&vc->msg, pc);
	dtrace_dif_msg_puts(&vc->msg, "]: ");
	dtrace_dif_msg_puts(&vc->msg, pre);
	if (hasnum)
		dtrace_dif_msg_putu(&vc->msg, num);
	dtrace_dif_msg_puts(&vc->msg, post);
}

/* ---- the opcode table ------------------------------------------------- */

/* Operand formats of the DIF opcodes. */
enum {
	DIF_FMT_BAD = 0,	/* not an opcode we accept */
	DIF_FMT_R1R2RD,		/* op r1, r2, rd (rd written) */
	DIF_FMT_R1RD,		/* op r1, rd (r2 reserved) */
	DIF_FMT_LOAD,		/* op [r1], rd */
	DIF_FMT_STORE,		/* op r1, [rd] */
	DIF_FMT_CMP,		/* op r1, r2 */
	DIF_FMT_TST,		/* op r1 */
	DIF_FMT_BRANCH,		/* op label */
	DIF_FMT_RET,		/* ret rd */
	DIF_FMT_NONE,		/* op (no operands) */
	DIF_FMT_SETX,		/* setx intindex, rd */
	DIF_FMT_SETS,		/* sets strindex, rd */
	DIF_FMT_LDA,		/* op array, ri, rd */
	DIF_FMT_LDV,		/* op var, rd */
	DIF_FMT_STV,		/* op var, rs */
	DIF_FMT_CALL,		/* call subr, rd */
	DIF_FMT_PUSHTR,		/* pushtr type, rs, rr */
	DIF_FMT_PUSHTV,		/* pushtv type, rs, rv */
	DIF_FMT_COPYS		/* copys r1, r2, rd (rd read) */
};

static const uint8_t dtrace_dif_opfmt[DIF_OP_MAX + 1] = {
	[DIF_OP_OR] = DIF_FMT_R1R2RD,	[DIF_OP_XOR] = DIF_FMT_R1R2RD,
	[DIF_OP_AND] = DIF_FMT_R1R2RD,	[DIF_OP_SLL] = DIF_FMT_R1R2RD,
	[DIF_OP_SRL] = DIF_FMT_R1R2RD,	[DIF_OP_SRA] = DIF_FMT_R1R2RD,
	[DIF_OP_SUB] = DIF_FMT_R1R2RD,	[DIF_OP_ADD] = DIF_FMT_R1R2RD,
	[DIF_OP_MUL] = DIF_FMT_R1R2RD,	[DIF_OP_SDIV] = DIF_FMT_R1R2RD,
	[DIF_OP_UDIV] = DIF_FMT_R1R2RD,	[DIF_OP_SREM] = DIF_FMT_R1R2RD,
	[DIF_OP_UREM] = DIF_FMT_R1R2RD,	[DIF_OP_COPYS] = DIF_FMT_COPYS,
	[DIF_OP_NOT] = DIF_FMT_R1RD,	[DIF_OP_MOV] = DIF_FMT_R1RD,
	[DIF_OP_ALLOCS] = DIF_FMT_R1RD,
	[DIF_OP_LDSB] = DIF_FMT_LOAD,	[DIF_OP_LDSH] = DIF_FMT_LOAD,
	[DIF_OP_LDSW] = DIF_FMT_LOAD,	[DIF_OP_LDUB] = DIF_FMT_LOAD,
	[DIF_OP_LDUH] = DIF_FMT_LOAD,	[DIF_OP_LDUW] = DIF_FMT_LOAD,
	[DIF_OP_LDX] = DIF_FMT_LOAD,
	[DIF_OP_RLDSB] = DIF_FMT_LOAD,	[DIF_OP_RLDSH] = DIF_FMT_LOAD,
	[DIF_OP_RLDSW] = DIF_FMT_LOAD,	[DIF_OP_RLDUB] = DIF_FMT_LOAD,
	[DIF_OP_RLDUH] = DIF_FMT_LOAD,	[DIF_OP_RLDUW] = DIF_FMT_LOAD,
	[DIF_OP_RLDX] = DIF_FMT_LOAD,
	[DIF_OP_ULDSB] = DIF_FMT_LOAD,	[DIF_OP_ULDSH] = DIF_FMT_LOAD,
	[DIF_OP_ULDSW] = DIF_FMT_LOAD,	[DIF_OP_ULDUB] = DIF_FMT_LOAD,
	[DIF_OP_ULDUH] = DIF_FMT_LOAD,	[DIF_OP_ULDUW] = DIF_FMT_LOAD,
	[DIF_OP_ULDX] = DIF_FMT_LOAD,
	[DIF_OP_STB] = DIF_FMT_STORE,	[DIF_OP_STH] = DIF_FMT_STORE,
	[DIF_OP_STW] = DIF_FMT_STORE,	[DIF_OP_STX] = DIF_FMT_STORE,
	[DIF_OP_CMP] = DIF_FMT_CMP,	[DIF_OP_SCMP] = DIF_FMT_CMP,
	[DIF_OP_TST] = DIF_FMT_TST,
	[DIF_OP_BA] = DIF_FMT_BRANCH,	[DIF_OP_BE] = DIF_FMT_BRANCH,
	[DIF_OP_BNE] = DIF_FMT_BRANCH,	[DIF_OP_BG] = DIF_FMT_BRANCH,
	[DIF_OP_BGU] = DIF_FMT_BRANCH,	[DIF_OP_BGE] = DIF_FMT_BRANCH,
	[DIF_OP_BGEU] = DIF_FMT_BRANCH,	[DIF_OP_BL] = DIF_FMT_BRANCH,
	[DIF_OP_BLU] = DIF_FMT_BRANCH,	[DIF_OP_BLE] = DIF_FMT_BRANCH,
	[DIF_OP_BLEU] = DIF_FMT_BRANCH,
	[DIF_OP_RET] = DIF_FMT_RET,
	[DIF_OP_NOP] = DIF_FMT_NONE,	[DIF_OP_POPTS] = DIF_FMT_NONE,
	[DIF_OP_FLUSHTS] = DIF_FMT_NONE,
	[DIF_OP_SETX] = DIF_FMT_SETX,	[DIF_OP_SETS] = DIF_FMT_SETS,
	[DIF_OP_LDGA] = DIF_FMT_LDA,	[DIF_OP_LDTA] = DIF_FMT_LDA,
	[DIF_OP_LDGS] = DIF_FMT_LDV,	[DIF_OP_LDTS] = DIF_FMT_LDV,
	[DIF_OP_LDLS] = DIF_FMT_LDV,	[DIF_OP_LDGAA] = DIF_FMT_LDV,
	[DIF_OP_LDTAA] = DIF_FMT_LDV,
	[DIF_OP_STGS] = DIF_FMT_STV,	[DIF_OP_STTS] = DIF_FMT_STV,
	[DIF_OP_STLS] = DIF_FMT_STV,	[DIF_OP_STGAA] = DIF_FMT_STV,
	[DIF_OP_STTAA] = DIF_FMT_STV,
	[DIF_OP_CALL] = DIF_FMT_CALL,
	[DIF_OP_PUSHTR] = DIF_FMT_PUSHTR, [DIF_OP_PUSHTV] = DIF_FMT_PUSHTV,
	/* DIF_OP_XLATE / DIF_OP_XLARG: translators are resolved by the
	 * compiler; the framework does not run them (reference behaviour). */
};

/* The scope a variable opcode needs, and whether it is an array access. */
static int
dtrace_dif_var_scope(uint32_t op, bool *assoc)
{
	*assoc = false;
	switch (op) {
	case DIF_OP_LDGAA: case DIF_OP_STGAA:
		*assoc = true;
		/* FALLTHROUGH */
	case DIF_OP_LDGS: case DIF_OP_STGS:
		return (DIFV_SCOPE_GLOBAL);
	case DIF_OP_LDTAA: case DIF_OP_STTAA:
		*assoc = true;
		/* FALLTHROUGH */
	case DIF_OP_LDTS: case DIF_OP_STTS:
		return (DIFV_SCOPE_THREAD);
	default:
		return (DIFV_SCOPE_LOCAL);
	}
}

/* The vartab entry of user variable @id in @scope, or NULL. */
static const dtrace_difv_t *
dtrace_difo_findvar(const dtrace_difo_t *dp, uint32_t id, int scope)
{
	uint32_t i;

	for (i = 0; i < dp->dtdo_varlen; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i];

		if (v->dtdv_id == id && v->dtdv_scope == scope)
			return (v);
	}
	return (NULL);
}

static const dtrace_difv_t *
dtrace_vstate_existing(const dtrace_vstate_t *vs, const dtrace_difv_t *v)
{
	uint32_t ndx = v->dtdv_id - DIF_VAR_OTHER_UBASE;

	if (vs == NULL)
		return (NULL);
	switch (v->dtdv_scope) {
	case DIFV_SCOPE_GLOBAL:
		if (ndx < vs->dtvs_nglobals && vs->dtvs_globals[ndx] != NULL)
			return (&vs->dtvs_globals[ndx]->dtsv_var);
		break;
	case DIFV_SCOPE_LOCAL:
		if (ndx < vs->dtvs_nlocals && vs->dtvs_locals[ndx] != NULL)
			return (&vs->dtvs_locals[ndx]->dtsv_var);
		break;
	case DIFV_SCOPE_THREAD:
		if (ndx < vs->dtvs_ntlocals &&
		    vs->dtvs_tlocals[ndx].dtdv_id != 0)
			return (&vs->dtvs_tlocals[ndx]);
		break;
	}
	return (NULL);
}

/* Largest by-reference global variable (bytes), as the reference's limit. */
#define DTRACE_DIF_GLOBAL_MAXSIZE	(16 * 1024)

int
dtrace_difo_validate(const dtrace_difo_t *dp, dtrace_vstate_t *vs,
    unsigned nregs, char *errbuf, size_t errlen)
{
	dtrace_dif_vcheck_t vc;
	uint32_t pc, i, ttop;

	vc.err = 0;
	vc.msg.buf = errbuf;
	vc.msg.len = errlen;
	vc.msg.off = 0;
	if (errbuf != NULL && errlen != 0)
		errbuf[0] = '\0';
	if (nregs > DIF_DIR_NREGS)
		nregs = DIF_DIR_NREGS;

	if (dp->dtdo_len == 0 || dp->dtdo_buf == NULL) {
		dtrace_dif_err(&vc, 0, "missing DIF text", false, 0, "");
		return (vc.err);
	}
	if (dp->dtdo_len > DTRACE_DIFO_MAXLEN) {
		dtrace_dif_err(&vc, 0, "DIF program exceeds maximum of ", true,
		    DTRACE_DIFO_MAXLEN, " instructions");
		return (vc.err);
	}

	for (pc = 0, ttop = 0; pc < dp->dtdo_len && vc.err == 0; pc++) {
		dif_instr_t instr = dp->dtdo_buf[pc];
		uint32_t op = DIF_INSTR_OP(instr);
		uint32_t r1 = DIF_INSTR_R1(instr);
		uint32_t r2 = DIF_INSTR_R2(instr);
		uint32_t rd = DIF_INSTR_RD(instr);
		uint32_t label = DIF_INSTR_LABEL(instr);
		uint32_t v = DIF_INSTR_VAR(instr);
		uint32_t fmt = op <= DIF_OP_MAX ? dtrace_dif_opfmt[op] :
		    DIF_FMT_BAD;

		switch (fmt) {
		case DIF_FMT_R1R2RD:
		case DIF_FMT_COPYS:
			if (r1 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r1, "");
			if (r2 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r2, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		case DIF_FMT_R1RD:
		case DIF_FMT_LOAD:
			if (r1 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r1, "");
			if (r2 != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		case DIF_FMT_STORE:
			if (r1 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r1, "");
			if (r2 != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc,
				    "cannot write to 0 address", false, 0, "");
			break;
		case DIF_FMT_CMP:
			if (r1 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r1, "");
			if (r2 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r2, "");
			if (rd != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			break;
		case DIF_FMT_TST:
			if (r1 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r1, "");
			if (r2 != 0 || rd != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			break;
		case DIF_FMT_BRANCH:
			if (label >= dp->dtdo_len)
				dtrace_dif_err(&vc, pc,
				    "invalid branch target ", true, label, "");
			if (label <= pc)
				dtrace_dif_err(&vc, pc, "backward branch to ",
				    true, label, "");
			break;
		case DIF_FMT_RET:
			if (r1 != 0 || r2 != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			break;
		case DIF_FMT_NONE:
			if (r1 != 0 || r2 != 0 || rd != 0)
				dtrace_dif_err(&vc, pc,
				    "non-zero reserved bits", false, 0, "");
			if (op == DIF_OP_FLUSHTS)
				ttop = 0;
			else if (op == DIF_OP_POPTS && ttop != 0)
				ttop--;
			break;
		case DIF_FMT_SETX:
			if (DIF_INSTR_INTEGER(instr) >= dp->dtdo_intlen ||
			    dp->dtdo_inttab == NULL)
				dtrace_dif_err(&vc, pc, "invalid integer ref ",
				    true, DIF_INSTR_INTEGER(instr), "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		case DIF_FMT_SETS: {
			uint32_t s = DIF_INSTR_STRING(instr);

			if (s >= dp->dtdo_strlen || dp->dtdo_strtab == NULL) {
				dtrace_dif_err(&vc, pc, "invalid string ref ",
				    true, s, "");
			} else {
				while (s < dp->dtdo_strlen &&
				    dp->dtdo_strtab[s] != '\0')
					s++;
				if (s == dp->dtdo_strlen)
					dtrace_dif_err(&vc, pc,
					    "unterminated string ref ", true,
					    DIF_INSTR_STRING(instr), "");
			}
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		}
		case DIF_FMT_LDA:
			if (r1 > DIF_VAR_ARRAY_MAX ||
			    (op == DIF_OP_LDGA &&
			    !dtrace_dif_variable_known(r1, true)))
				dtrace_dif_err(&vc, pc, "invalid array ",
				    true, r1, "");
			if (r2 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r2, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		case DIF_FMT_LDV:
		case DIF_FMT_STV: {
			bool assoc;
			int scope = dtrace_dif_var_scope(op, &assoc);
			const dtrace_difv_t *dv;
			uint32_t lo = fmt == DIF_FMT_LDV ? DIF_VAR_OTHER_MIN :
			    DIF_VAR_OTHER_UBASE;

			if (v < lo || v > DIF_VAR_OTHER_MAX) {
				dtrace_dif_err(&vc, pc, "invalid variable ",
				    true, v, "");
			} else if (v < DIF_VAR_OTHER_UBASE) {
				/* Only LDGS reads built-in variables. */
				if (op != DIF_OP_LDGS ||
				    !dtrace_dif_variable_known(v, false))
					dtrace_dif_err(&vc, pc,
					    "invalid variable ", true, v, "");
			} else if ((dv = dtrace_difo_findvar(dp, v,
			    scope)) == NULL) {
				dtrace_dif_err(&vc, pc, "undeclared variable ",
				    true, v, "");
			} else if ((dv->dtdv_kind == DIFV_KIND_ARRAY) !=
			    assoc && scope != DIFV_SCOPE_LOCAL) {
				dtrace_dif_err(&vc, pc, "variable ", true, v,
				    " used with the wrong kind");
			}
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (fmt == DIF_FMT_LDV && rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		}
		case DIF_FMT_CALL: {
			uint32_t subr = DIF_INSTR_SUBR(instr);

			if (subr > DIF_SUBR_MAX ||
			    dtrace_dif_subrs[subr].dtsr_func == NULL)
				dtrace_dif_err(&vc, pc, "invalid subr ", true,
				    subr, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			if (rd == 0)
				dtrace_dif_err(&vc, pc, "cannot write to %r0",
				    false, 0, "");
			break;
		}
		case DIF_FMT_PUSHTR:
		case DIF_FMT_PUSHTV: {
			uint32_t type = DIF_INSTR_TYPE(instr);

			if (fmt == DIF_FMT_PUSHTR && type != DIF_TYPE_STRING &&
			    type != DIF_TYPE_CTF)
				dtrace_dif_err(&vc, pc, "invalid ref type ",
				    true, type, "");
			if (fmt == DIF_FMT_PUSHTV && type != DIF_TYPE_CTF)
				dtrace_dif_err(&vc, pc, "invalid val type ",
				    true, type, "");
			if (r2 >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, r2, "");
			if (rd >= nregs)
				dtrace_dif_err(&vc, pc, "invalid register ",
				    true, rd, "");
			/*
			 * Tuple stack misuse: more pushes since the last
			 * FLUSHTS (in code order) than tuple registers.
			 * Compiled code pushes a whole tuple in straight-line
			 * code right after FLUSHTS, so this never rejects it;
			 * the emulator still checks every push (TUPOFLOW).
			 */
			if (++ttop > DIF_DTR_NREGS)
				dtrace_dif_err(&vc, pc,
				    "tuple stack overflow", false, 0, "");
			break;
		}
		default:
			dtrace_dif_err(&vc, pc, "invalid opcode ", true, op, "");
			break;
		}
	}

	if (vc.err == 0 &&
	    DIF_INSTR_OP(dp->dtdo_buf[dp->dtdo_len - 1]) != DIF_OP_RET)
		dtrace_dif_err(&vc, dp->dtdo_len - 1,
		    "expected 'ret' as last DIF instruction", false, 0, "");

	if (!(dp->dtdo_rtype.dtdt_flags & DIF_TF_BYREF) &&
	    dp->dtdo_rtype.dtdt_kind != DIF_TYPE_STRING) {
		switch (dp->dtdo_rtype.dtdt_size) {
		case 0: case 1: case 2: case 4: case 8:
			break;
		default:
			dtrace_dif_err(&vc, dp->dtdo_len - 1,
			    "bad return size", false, 0, "");
		}
	}

	for (i = 0; i < dp->dtdo_varlen && vc.err == 0; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i], *ex;
		const dtrace_diftype_t *vt = &v->dtdv_type;

		if (dp->dtdo_vartab == NULL)
			break;
		if (v->dtdv_scope != DIFV_SCOPE_GLOBAL &&
		    v->dtdv_scope != DIFV_SCOPE_THREAD &&
		    v->dtdv_scope != DIFV_SCOPE_LOCAL) {
			dtrace_dif_err(&vc, i, "unrecognized variable scope ",
			    true, v->dtdv_scope, "");
			break;
		}
		if (v->dtdv_kind != DIFV_KIND_ARRAY &&
		    v->dtdv_kind != DIFV_KIND_SCALAR) {
			dtrace_dif_err(&vc, i, "unrecognized variable type ",
			    true, v->dtdv_kind, "");
			break;
		}
		if (v->dtdv_id > DIF_VARIABLE_MAX) {
			dtrace_dif_err(&vc, i, "", true, v->dtdv_id,
			    " exceeds variable id limit");
			break;
		}
		if (v->dtdv_id < DIF_VAR_OTHER_UBASE)
			continue;
		if ((vt->dtdt_flags & DIF_TF_BYREF) ||
		    vt->dtdt_kind == DIF_TYPE_STRING) {
			if (vt->dtdt_size == 0 &&
			    vt->dtdt_kind != DIF_TYPE_STRING) {
				dtrace_dif_err(&vc, i, "zero-sized variable",
				    false, 0, "");
				break;
			}
			/* both get storage at hold time (per CPU if local) */
			if (v->dtdv_scope != DIFV_SCOPE_THREAD &&
			    vt->dtdt_size > (vt->dtdt_kind == DIF_TYPE_STRING ?
			    DTRACE_DIF_STRSIZE_MAX : DTRACE_DIF_GLOBAL_MAXSIZE)) {
				dtrace_dif_err(&vc, i,
				    v->dtdv_scope == DIFV_SCOPE_GLOBAL ?
				    "oversized by-ref global" :
				    "oversized by-ref static local", false, 0,
				    "");
				break;
			}
		}
		if ((ex = dtrace_vstate_existing(vs, v)) == NULL)
			continue;
		if (ex->dtdv_kind != v->dtdv_kind)
			dtrace_dif_err(&vc, i, "", true, v->dtdv_id,
			    " changed variable kind");
		if (ex->dtdv_type.dtdt_flags != vt->dtdt_flags) {
			dtrace_dif_err(&vc, i, "", true, v->dtdv_id,
			    " changed variable type flags");
			break;
		}
		if (vt->dtdt_size != 0 &&
		    vt->dtdt_size != ex->dtdv_type.dtdt_size) {
			dtrace_dif_err(&vc, i, "", true, v->dtdv_id,
			    " changed variable type size");
			break;
		}
	}

	return (vc.err);
}

/* ---- variable state --------------------------------------------------- */

void
dtrace_vstate_init(dtrace_vstate_t *vs)
{
	dtrace_dif_bzero(vs, sizeof (*vs));
	vs->dtvs_strsize = DTRACE_DIF_STRSIZE_DEFAULT;
	vs->dtvs_dynvarsize = DTRACE_DIF_DYNVARSIZE_DEFAULT;
	vs->dtvs_ncpus = dtrace_os_ncpus();
	if (vs->dtvs_ncpus == 0)
		vs->dtvs_ncpus = 1;
}

static bool
dtrace_dif_byref(const dtrace_diftype_t *t)
{
	return ((t->dtdt_flags & DIF_TF_BYREF) != 0 ||
	    t->dtdt_kind == DIF_TYPE_STRING);
}

static size_t
dtrace_dif_varsize(const dtrace_vstate_t *vs, const dtrace_diftype_t *t)
{
	size_t sz = t->dtdt_size;

	if (sz == 0 && t->dtdt_kind == DIF_TYPE_STRING)
		sz = (size_t)vs->dtvs_strsize;
	return ((sz + 7) & ~(size_t)7);
}

/* Grow a pointer array to hold index @ndx.  Returns false on ENOMEM. */
static bool
dtrace_vstate_grow(void **arrp, uint32_t *np, size_t elsize, uint32_t ndx)
{
	uint32_t n = *np, nn;
	void *na;

	if (ndx < n)
		return (true);
	for (nn = n == 0 ? 8 : n; nn <= ndx; nn *= 2)
		continue;
	if ((na = dtrace_os_alloc(nn * elsize)) == NULL)
		return (false);
	if (*arrp != NULL) {
		dtrace_dif_memcpy(na, *arrp, n * elsize);
		dtrace_os_free(*arrp, n * elsize);
	}
	*arrp = na;
	*np = nn;
	return (true);
}

static void
dtrace_statvar_free(dtrace_statvar_t *sv)
{
	if (sv->dtsv_size != 0)
		dtrace_os_free((void *)(uintptr_t)sv->dtsv_data, sv->dtsv_size);
	dtrace_os_free(sv, sizeof (*sv));
}

/* Undo the registration of vartab entries [0, n) of @dp. */
static void
dtrace_difo_unregister(dtrace_difo_t *dp, dtrace_vstate_t *vs, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i];
		uint32_t ndx = v->dtdv_id - DIF_VAR_OTHER_UBASE;
		dtrace_statvar_t **tab;
		uint32_t cnt;

		if (v->dtdv_id < DIF_VAR_OTHER_UBASE)
			continue;
		if (v->dtdv_scope == DIFV_SCOPE_GLOBAL) {
			tab = vs->dtvs_globals;
			cnt = vs->dtvs_nglobals;
		} else if (v->dtdv_scope == DIFV_SCOPE_LOCAL) {
			tab = vs->dtvs_locals;
			cnt = vs->dtvs_nlocals;
		} else {
			continue;	/* thread-local declarations stay */
		}
		if (ndx >= cnt || tab[ndx] == NULL)
			continue;
		if (--tab[ndx]->dtsv_refcnt == 0) {
			dtrace_statvar_free(tab[ndx]);
			tab[ndx] = NULL;
		}
	}
}

/*
 * The largest dynamic variable element @dp can create: walk the code,
 * tracking the tuple stack depth and the key sizes pushed (string keys:
 * their size register if it was set from the integer table, else strsize).
 */
static size_t
dtrace_difo_chunkneed(const dtrace_difo_t *dp, const dtrace_vstate_t *vs)
{
	uint64_t known[DIF_DIR_NREGS];
	uint8_t isknown[DIF_DIR_NREGS];
	size_t ksz[DIF_DTR_NREGS];
	uint32_t ttop = 0, pc, k, nkeys;
	size_t need = 0, ksize, n;
	const dtrace_difv_t *v;

	for (k = 0; k < DIF_DIR_NREGS; k++)
		isknown[k] = 0;

	for (pc = 0; pc < dp->dtdo_len; pc++) {
		dif_instr_t instr = dp->dtdo_buf[pc];
		uint32_t op = DIF_INSTR_OP(instr);
		uint32_t rd = DIF_INSTR_RD(instr);
		uint32_t r2 = DIF_INSTR_R2(instr);
		int scope;

		switch (op) {
		case DIF_OP_SETX:
			known[rd] = dp->dtdo_inttab[DIF_INSTR_INTEGER(instr)];
			isknown[rd] = 1;
			continue;
		case DIF_OP_PUSHTR: {
			size_t s;

			if (DIF_INSTR_TYPE(instr) == DIF_TYPE_STRING) {
				s = (size_t)vs->dtvs_strsize;
				if (r2 != 0 && isknown[r2] && known[r2] != 0 &&
				    known[r2] < s)
					s = (size_t)known[r2];
			} else {
				s = r2 != 0 && isknown[r2] ? (size_t)known[r2] :
				    (size_t)vs->dtvs_strsize;
			}
			if (ttop < DIF_DTR_NREGS)
				ksz[ttop++] = s;
			continue;
		}
		case DIF_OP_PUSHTV:
			if (ttop < DIF_DTR_NREGS)
				ksz[ttop++] = 0;
			continue;
		case DIF_OP_POPTS:
			if (ttop != 0)
				ttop--;
			continue;
		case DIF_OP_FLUSHTS:
			ttop = 0;
			continue;
		case DIF_OP_STTS:
			nkeys = 2;
			ksize = 0;
			scope = DIFV_SCOPE_THREAD;
			break;
		case DIF_OP_STGAA:
		case DIF_OP_STTAA:
			nkeys = ttop + (op == DIF_OP_STTAA ? 2 : 1);
			for (ksize = 0, k = 0; k < ttop; k++)
				ksize += (ksz[k] + 7) & ~(size_t)7;
			scope = op == DIF_OP_STTAA ? DIFV_SCOPE_THREAD :
			    DIFV_SCOPE_GLOBAL;
			break;
		default:
			/* Any other write to a register forgets its value. */
			if (rd < DIF_DIR_NREGS)
				isknown[rd] = 0;
			continue;
		}
		if ((v = dtrace_difo_findvar(dp, DIF_INSTR_VAR(instr),
		    scope)) == NULL)
			continue;
		n = sizeof (dtrace_key_t) * nkeys + ksize +
		    (dtrace_dif_byref(&v->dtdv_type) ?
		    dtrace_dif_varsize(vs, &v->dtdv_type) : sizeof (uint64_t));
		if (n > need)
			need = n;
	}
	/* The element header (struct dtrace_dynvar) is 32 bytes. */
	return (need == 0 ? 0 : need + 32);
}

/*
 * Is @dp a predicate VAR == CONSTANT (VAR pid, tid, uid, gid: an
 * integer; execname: a string), as the compiler emits it?
 *	ldgs VAR, %ra; setx|sets CONST, %rb; cmp|scmp %ra, %rb (or %rb, %ra);
 *	be 6; mov %r0, %rc; ba 7; 6: setx NONZERO, %rc; 7: ret %rc
 * Fills *@f (dpf_var 0: not one).
 */
static void
dtrace_difo_filter(const dtrace_difo_t *dp, dtrace_probe_filter_t *f)
{
	const dif_instr_t *b = dp->dtdo_buf;
	uint32_t var, ra, rb, rc, str;

	dtrace_dif_bzero(f, sizeof (*f));
	if (dp->dtdo_len != 8 || b == NULL ||
	    DIF_INSTR_OP(b[0]) != DIF_OP_LDGS)
		return;
	var = DIF_INSTR_VAR(b[0]);
	ra = DIF_INSTR_RD(b[0]);
	rb = DIF_INSTR_RD(b[1]);
	rc = DIF_INSTR_RD(b[7]);
	str = var == DIF_VAR_EXECNAME;
	if ((var != DIF_VAR_PID && var != DIF_VAR_TID && var != DIF_VAR_UID &&
	    var != DIF_VAR_GID && !str) || ra == 0 || rb == 0 || ra == rb ||
	    rc == 0 ||
	    DIF_INSTR_OP(b[1]) != (str ? DIF_OP_SETS : DIF_OP_SETX) ||
	    DIF_INSTR_OP(b[2]) != (str ? DIF_OP_SCMP : DIF_OP_CMP) ||
	    !((DIF_INSTR_R1(b[2]) == ra && DIF_INSTR_R2(b[2]) == rb) ||
	    (DIF_INSTR_R1(b[2]) == rb && DIF_INSTR_R2(b[2]) == ra)) ||
	    b[3] != DIF_INSTR_BRANCH(DIF_OP_BE, 6) ||
	    b[4] != DIF_INSTR_MOV(0, rc) ||
	    b[5] != DIF_INSTR_BRANCH(DIF_OP_BA, 7) ||
	    DIF_INSTR_OP(b[6]) != DIF_OP_SETX || DIF_INSTR_RD(b[6]) != rc ||
	    DIF_INSTR_INTEGER(b[6]) >= dp->dtdo_intlen ||
	    dp->dtdo_inttab[DIF_INSTR_INTEGER(b[6])] == 0 ||
	    DIF_INSTR_OP(b[7]) != DIF_OP_RET)
		return;
	if (str) {
		uint32_t off = DIF_INSTR_STRING(b[1]), n;

		if (off >= dp->dtdo_strlen)
			return;
		for (n = 0; off + n < dp->dtdo_strlen &&
		    dp->dtdo_strtab[off + n] != '\0'; n++)
			;
		if (off + n >= dp->dtdo_strlen)
			return;		/* not terminated: leave it */
		if (n >= sizeof (f->dpf_str))
			f->dpf_never = 1;	/* no execname is that long */
		else
			dtrace_dif_memcpy(f->dpf_str, dp->dtdo_strtab + off, n);
	} else {
		if (DIF_INSTR_INTEGER(b[1]) >= dp->dtdo_intlen)
			return;
		f->dpf_value = dp->dtdo_inttab[DIF_INSTR_INTEGER(b[1])];
		/* the four are 32-bit: a wider constant equals none */
		if (f->dpf_value > 0xffffffffULL)
			f->dpf_never = 1;
	}
	f->dpf_var = var;
}

uint32_t
dtrace_difo_shape(const dtrace_difo_t *dp, uint64_t *valp)
{
	dif_instr_t ld, ret;

	*valp = 0;
	if (dp->dtdo_len != 2 || dp->dtdo_buf == NULL)
		return (DTRACE_DIFO_FAST_NONE);
	ld = dp->dtdo_buf[0];
	ret = dp->dtdo_buf[1];
	if (DIF_INSTR_OP(ret) != DIF_OP_RET ||
	    DIF_INSTR_RD(ret) != DIF_INSTR_RD(ld) || DIF_INSTR_RD(ld) == 0)
		return (DTRACE_DIFO_FAST_NONE);
	switch (DIF_INSTR_OP(ld)) {
	case DIF_OP_SETX:
		if (DIF_INSTR_INTEGER(ld) >= dp->dtdo_intlen)
			return (DTRACE_DIFO_FAST_NONE);
		*valp = dp->dtdo_inttab[DIF_INSTR_INTEGER(ld)];
		return (DTRACE_DIFO_FAST_CONST);
	case DIF_OP_LDGS:
		if (DIF_INSTR_VAR(ld) >= DIF_VAR_OTHER_UBASE)
			return (DTRACE_DIFO_FAST_NONE);
		*valp = DIF_INSTR_VAR(ld);
		return (DTRACE_DIFO_FAST_BUILTIN);
	default:
		return (DTRACE_DIFO_FAST_NONE);
	}
}

/*
 * Does instruction opcode @op write its rd (low byte) register?  Compares,
 * branches, stores (whose rd is an address), pushes and ret do not.
 */
static bool
dtrace_dif_writes_rd(uint32_t op)
{
	switch (op) {
	case DIF_OP_CMP: case DIF_OP_TST: case DIF_OP_SCMP:
	case DIF_OP_RET: case DIF_OP_NOP:
	case DIF_OP_STGS: case DIF_OP_STTS: case DIF_OP_STLS:
	case DIF_OP_STGAA: case DIF_OP_STTAA: case DIF_OP_COPYS:
	case DIF_OP_STB: case DIF_OP_STH: case DIF_OP_STW: case DIF_OP_STX:
	case DIF_OP_PUSHTR: case DIF_OP_PUSHTV: case DIF_OP_POPTS:
	case DIF_OP_FLUSHTS:
		return (false);
	default:
		return (op < DIF_OP_BA || op > DIF_OP_BLEU);
	}
}

/*
 * The argument (0 .. 5) that the copyinstr() called at @pc reads from,
 * when its address comes straight from argN (ldgs argN, %rX; ...;
 * flushts; pushtv %rX; ...; call copyinstr), else -1.  A guess that can
 * only cost or save a capture: a site that captures the context takes
 * that string with the event (DTRACE_UCTX_STRARG); a string it did not
 * take is read afterwards, as any other memory.
 */
static int
dtrace_difo_strarg(const dtrace_difo_t *dp, uint32_t pc)
{
	uint32_t i, flush, op, rs, var;

	for (flush = pc; flush > 0; flush--) {
		if (DIF_INSTR_OP(dp->dtdo_buf[flush - 1]) == DIF_OP_FLUSHTS)
			break;
	}
	if (flush-- == 0)
		return (-1);
	for (i = flush + 1; i < pc; i++) {
		op = DIF_INSTR_OP(dp->dtdo_buf[i]);
		if (op == DIF_OP_PUSHTR || op == DIF_OP_PUSHTV)
			break;
	}
	if (i == pc)
		return (-1);
	rs = DIF_INSTR_RS(dp->dtdo_buf[i]);
	for (i = flush; i > 0; i--) {
		dif_instr_t in = dp->dtdo_buf[i - 1];

		op = DIF_INSTR_OP(in);
		if (!dtrace_dif_writes_rd(op) || DIF_INSTR_RD(in) != rs)
			continue;
		var = DIF_INSTR_VAR(in);
		if (op == DIF_OP_LDGS && var >= DIF_VAR_ARG0 &&
		    var <= DIF_VAR_ARG5)
			return ((int)(var - DIF_VAR_ARG0));
		return (-1);
	}
	return (-1);
}

int
dtrace_difo_hold(dtrace_difo_t *dp, dtrace_vstate_t *vs)
{
	uint32_t i, pc;
	size_t need;
	int n;

	if (dp->dtdo_refcnt++ != 0)
		return (0);

	for (i = 0; i < dp->dtdo_varlen; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i];
		uint32_t ndx;
		dtrace_statvar_t ***tabp, *sv;
		uint32_t *np;
		size_t dsize = 0;

		if (v->dtdv_id < DIF_VAR_OTHER_UBASE)
			continue;
		ndx = v->dtdv_id - DIF_VAR_OTHER_UBASE;

		if (v->dtdv_scope == DIFV_SCOPE_THREAD) {
			if (!dtrace_vstate_grow((void **)&vs->dtvs_tlocals,
			    &vs->dtvs_ntlocals, sizeof (dtrace_difv_t), ndx))
				goto nomem;
			vs->dtvs_tlocals[ndx] = *v;
			continue;
		}
		if (v->dtdv_scope == DIFV_SCOPE_LOCAL) {
			tabp = &vs->dtvs_locals;
			np = &vs->dtvs_nlocals;
			dsize = vs->dtvs_ncpus * (dtrace_dif_byref(&v->dtdv_type) ?
			    sizeof (uint64_t) +
			    dtrace_dif_varsize(vs, &v->dtdv_type) :
			    sizeof (uint64_t));
		} else {
			tabp = &vs->dtvs_globals;
			np = &vs->dtvs_nglobals;
			if (v->dtdv_kind == DIFV_KIND_SCALAR &&
			    dtrace_dif_byref(&v->dtdv_type))
				dsize = sizeof (uint64_t) +
				    dtrace_dif_varsize(vs, &v->dtdv_type);
		}
		if (!dtrace_vstate_grow((void **)tabp, np,
		    sizeof (dtrace_statvar_t *), ndx))
			goto nomem;
		if ((sv = (*tabp)[ndx]) == NULL) {
			if ((sv = dtrace_os_alloc(sizeof (*sv))) == NULL)
				goto nomem;
			sv->dtsv_var = *v;
			if (sv->dtsv_var.dtdv_type.dtdt_size == 0 &&
			    sv->dtsv_var.dtdv_type.dtdt_kind == DIF_TYPE_STRING)
				sv->dtsv_var.dtdv_type.dtdt_size =
				    (uint32_t)vs->dtvs_strsize;
			if (dsize != 0) {
				/* strsize-sized: a user's choice */
				void *d = dtrace_os_alloc_try(dsize);

				if (d == NULL) {
					dtrace_os_free(sv, sizeof (*sv));
					goto nomem;
				}
				sv->dtsv_data = (uint64_t)(uintptr_t)d;
				sv->dtsv_size = dsize;
			}
			(*tabp)[ndx] = sv;
		}
		sv->dtsv_refcnt++;
	}

	dp->dtdo_destructive = 0;
	dp->dtdo_krefs = 0;
	dp->dtdo_uctx = 0;
	for (pc = 0; pc < dp->dtdo_len; pc++) {
		dif_instr_t instr = dp->dtdo_buf[pc];
		uint32_t op = DIF_INSTR_OP(instr);
		uint32_t subr = DIF_INSTR_SUBR(instr);

		if (op == DIF_OP_CALL && subr <= DIF_SUBR_MAX &&
		    dtrace_dif_subrs[subr].dtsr_destructive)
			dp->dtdo_destructive = 1;
		if (op == DIF_OP_CALL && (subr == DIF_SUBR_COPYIN ||
		    subr == DIF_SUBR_COPYINSTR || subr == DIF_SUBR_COPYINTO))
			dp->dtdo_uctx |= DTRACE_UCTX_MEM;
		if (op == DIF_OP_CALL && subr == DIF_SUBR_COPYINSTR &&
		    (n = dtrace_difo_strarg(dp, pc)) >= 0)
			dp->dtdo_uctx |= DTRACE_UCTX_STRARG(n);
		if (op == DIF_OP_CALL && (subr == DIF_SUBR_COPYOUT ||
		    subr == DIF_SUBR_COPYOUTSTR))
			dp->dtdo_uctx |= DTRACE_UCTX_INPLACE;
		if (op == DIF_OP_LDGA && DIF_INSTR_R1(instr) == DIF_VAR_UREGS)
			dp->dtdo_uctx |= DTRACE_UCTX_REGS;
		if (op == DIF_OP_LDGS &&
		    DIF_INSTR_VAR(instr) == DIF_VAR_EXECARGS)
			dp->dtdo_uctx |= DTRACE_UCTX_EXECARGS;
		/* beyond the sixth, arguments are on the thread's stack */
		if (op == DIF_OP_LDGS && DIF_INSTR_VAR(instr) >= DIF_VAR_ARG6 &&
		    DIF_INSTR_VAR(instr) <= DIF_VAR_ARG9)
			dp->dtdo_uctx |= DTRACE_UCTX_MEM;
		if (op == DIF_OP_LDGS &&
		    (DIF_INSTR_VAR(instr) == DIF_VAR_USTACKDEPTH ||
		    DIF_INSTR_VAR(instr) == DIF_VAR_UCALLER))
			dp->dtdo_uctx |= DTRACE_UCTX_USTACK;
		if ((op >= DIF_OP_LDSB && op <= DIF_OP_LDX) ||
		    (op >= DIF_OP_RLDSB && op <= DIF_OP_RLDX))
			dp->dtdo_krefs = 1;
	}

	dp->dtdo_fast = dtrace_difo_shape(dp, &dp->dtdo_fastval);
	dtrace_difo_filter(dp, &dp->dtdo_filter);

	need = dtrace_difo_chunkneed(dp, vs);
	if (need > vs->dtvs_dynvars.dtds_chunkwant)
		vs->dtvs_dynvars.dtds_chunkwant = need;
	return (0);

nomem:
	dtrace_difo_unregister(dp, vs, i);
	dp->dtdo_refcnt--;
	return (DTRACE_ENOMEM);
}

void
dtrace_difo_free(dtrace_difo_t *dp)
{
	if (dp == NULL)
		return;
	if (dp->dtdo_buf != NULL)
		dtrace_os_free(dp->dtdo_buf, dp->dtdo_len * sizeof (dif_instr_t));
	if (dp->dtdo_inttab != NULL)
		dtrace_os_free(dp->dtdo_inttab,
		    dp->dtdo_intlen * sizeof (uint64_t));
	if (dp->dtdo_strtab != NULL)
		dtrace_os_free(dp->dtdo_strtab, dp->dtdo_strlen);
	if (dp->dtdo_vartab != NULL)
		dtrace_os_free(dp->dtdo_vartab,
		    dp->dtdo_varlen * sizeof (dtrace_difv_t));
	dtrace_os_free(dp, sizeof (*dp));
}

void
dtrace_difo_release(dtrace_difo_t *dp, dtrace_vstate_t *vs)
{
	if (dp->dtdo_refcnt == 0 || --dp->dtdo_refcnt != 0)
		return;
	dtrace_difo_unregister(dp, vs, dp->dtdo_varlen);
	dtrace_difo_free(dp);
}

int
dtrace_vstate_go(dtrace_vstate_t *vs)
{
	if (vs->dtvs_dynvars.dtds_base != NULL ||
	    vs->dtvs_dynvars.dtds_chunkwant == 0)
		return (0);
	return (dtrace_dynvar_init(&vs->dtvs_dynvars,
	    (size_t)vs->dtvs_dynvarsize));
}

void
dtrace_vstate_fini(dtrace_vstate_t *vs)
{
	uint32_t i;

	for (i = 0; i < vs->dtvs_nglobals; i++)
		if (vs->dtvs_globals[i] != NULL)
			dtrace_statvar_free(vs->dtvs_globals[i]);
	for (i = 0; i < vs->dtvs_nlocals; i++)
		if (vs->dtvs_locals[i] != NULL)
			dtrace_statvar_free(vs->dtvs_locals[i]);
	if (vs->dtvs_globals != NULL)
		dtrace_os_free(vs->dtvs_globals,
		    vs->dtvs_nglobals * sizeof (dtrace_statvar_t *));
	if (vs->dtvs_locals != NULL)
		dtrace_os_free(vs->dtvs_locals,
		    vs->dtvs_nlocals * sizeof (dtrace_statvar_t *));
	if (vs->dtvs_tlocals != NULL)
		dtrace_os_free(vs->dtvs_tlocals,
		    vs->dtvs_ntlocals * sizeof (dtrace_difv_t));
	dtrace_dynvar_fini(&vs->dtvs_dynvars);
	vs->dtvs_globals = vs->dtvs_locals = NULL;
	vs->dtvs_tlocals = NULL;
	vs->dtvs_nglobals = vs->dtvs_nlocals = vs->dtvs_ntlocals = 0;
}

uint64_t
dtrace_vstate_dyndrops(const dtrace_vstate_t *vs)
{
	return (vs->dtvs_dynvars.dtds_drops);
}
