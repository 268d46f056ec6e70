/*
 * lib/libdtrace/dt_dis.c -- DIF disassembler behind `dtrace -S`.
 *
 * Where it sits: dt_cg.c calls dt_dis() on stderr for every DIFO it
 * assembles when the program is compiled with DTRACE_C_DIFV.  The listing
 * follows the reference's layout so that output can be compared with it:
 *
 *   DIFO 0x<address> returns <type>
 *   OFF OPCODE      INSTRUCTION
 *   00: 25000001    setx DT_INTEGER[0], %r1		! 0x7
 *   ...
 *
 * then, when the DIFO references variables, a NAME/ID/KND/SCP/FLAG/TYPE
 * table.  Operand formats come from the shared opcode table (dt_as.c).
 * Nothing here modifies the DIFO.
 */
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#include "dt_difo.h"

/* Names of CTF kinds (CTF_K_* values shared by libctf and the DIF ABI). */
static const char *const dt_dis_ckinds[] = {
	"unknown", "integer", "float", "pointer", "array", "function",
	"struct", "union", "enum", "forward", "typedef", "volatile",
	"const", "restrict"
};

char *
dt_dis_typestr(const dtrace_diftype_t *t, char *buf, size_t len)
{
	char kind[16], ckind[16];

	if (t->dtdt_kind == DIF_TYPE_CTF)
		(void) strcpy(kind, "D type");
	else if (t->dtdt_kind == DIF_TYPE_STRING)
		(void) strcpy(kind, "string");
	else
		(void) snprintf(kind, sizeof (kind), "0x%x", t->dtdt_kind);

	if (t->dtdt_ckind < sizeof (dt_dis_ckinds) / sizeof (dt_dis_ckinds[0]))
		(void) strcpy(ckind, dt_dis_ckinds[t->dtdt_ckind]);
	else
		(void) snprintf(ckind, sizeof (ckind), "0x%x", t->dtdt_ckind);

	if (t->dtdt_flags & (DIF_TF_BYREF | DIF_TF_BYUREF)) {
		(void) snprintf(buf, len, "%s (%s) by %sref (size %lu)",
		    kind, ckind, (t->dtdt_flags & DIF_TF_BYUREF) ? "user " : "",
		    (unsigned long)t->dtdt_size);
	} else {
		(void) snprintf(buf, len, "%s (%s) (size %lu)",
		    kind, ckind, (unsigned long)t->dtdt_size);
	}
	return (buf);
}

/* The variable name for @id in @scope, from the DIFO's variable table. */
static const char *
dt_dis_varname(const dt_difo_t *dp, unsigned int id, unsigned int scope)
{
	uint32_t i;

	for (i = 0; i < dp->dtdo_varlen; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i];

		if (v->dtdv_id == id && v->dtdv_scope == scope) {
			if (v->dtdv_name < dp->dtdo_strlen)
				return (dp->dtdo_strtab + v->dtdv_name);
			break;
		}
	}
	return (NULL);
}

/* Scope of a variable opcode from its mnemonic: ld[g|t|l]..., st[g|t|l]... */
static unsigned int
dt_dis_scope(const char *name)
{
	switch (name[2]) {
	case 'l':
		return (DIFV_SCOPE_LOCAL);
	case 't':
		return (DIFV_SCOPE_THREAD);
	case 'g':
		return (DIFV_SCOPE_GLOBAL);
	default:
		return (-1U);
	}
}

static void
dt_dis_varnote(const dt_difo_t *dp, const char *name, unsigned int var,
    FILE *fp)
{
	const char *vname = dt_dis_varname(dp, var, dt_dis_scope(name));

	if (vname != NULL)
		(void) fprintf(fp, "\t\t! DT_VAR(%u) = \"%s\"", var, vname);
}

/* Print one instruction's mnemonic and operands (no offset, no newline). */
static void
dt_dis_instr(const dt_difo_t *dp, dif_instr_t in, FILE *fp)
{
	static const char *const tnames[] = { "D type", "string" };
	const dt_difop_t *op = dt_dif_op(DIF_INSTR_OP(in));
	const char *n = op->dop_name;
	unsigned int v;

	switch (op->dop_fmt) {
	case DT_DIFFMT_NONE:
		(void) fprintf(fp, "%s", n);
		break;
	case DT_DIFFMT_R1R2RD:
		(void) fprintf(fp, "%-4s %%r%u, %%r%u, %%r%u", n,
		    DIF_INSTR_R1(in), DIF_INSTR_R2(in), DIF_INSTR_RD(in));
		break;
	case DT_DIFFMT_R1RD:
		(void) fprintf(fp, "%-4s %%r%u, %%r%u", n,
		    DIF_INSTR_R1(in), DIF_INSTR_RD(in));
		break;
	case DT_DIFFMT_R1R2:
		(void) fprintf(fp, "%-4s %%r%u, %%r%u", n,
		    DIF_INSTR_R1(in), DIF_INSTR_R2(in));
		break;
	case DT_DIFFMT_R1:
		(void) fprintf(fp, "%-4s %%r%u", n, DIF_INSTR_R1(in));
		break;
	case DT_DIFFMT_BRANCH:
		(void) fprintf(fp, "%-4s %u", n, DIF_INSTR_LABEL(in));
		break;
	case DT_DIFFMT_LOAD:
		(void) fprintf(fp, "%-4s [%%r%u], %%r%u", n,
		    DIF_INSTR_R1(in), DIF_INSTR_RD(in));
		break;
	case DT_DIFFMT_STORE:
		(void) fprintf(fp, "%-4s %%r%u, [%%r%u]", n,
		    DIF_INSTR_R1(in), DIF_INSTR_RD(in));
		break;
	case DT_DIFFMT_RET:
		(void) fprintf(fp, "%-4s %%r%u", n, DIF_INSTR_RD(in));
		break;
	case DT_DIFFMT_SETX:
		v = DIF_INSTR_INTEGER(in);
		(void) fprintf(fp, "%-4s DT_INTEGER[%u], %%r%u", n, v,
		    DIF_INSTR_RD(in));
		if (v < dp->dtdo_intlen)
			(void) fprintf(fp, "\t\t! 0x%" PRIx64,
			    dp->dtdo_inttab[v]);
		break;
	case DT_DIFFMT_SETS:
		v = DIF_INSTR_STRING(in);
		(void) fprintf(fp, "%-4s DT_STRING[%u], %%r%u", n, v,
		    DIF_INSTR_RD(in));
		if (v < dp->dtdo_strlen)
			(void) fprintf(fp, "\t\t! \"%s\"", dp->dtdo_strtab + v);
		break;
	case DT_DIFFMT_LDA:
		v = DIF_INSTR_R1(in);
		(void) fprintf(fp, "%-4s DT_VAR(%u), %%r%u, %%r%u", n, v,
		    DIF_INSTR_R2(in), DIF_INSTR_RD(in));
		dt_dis_varnote(dp, n, v, fp);
		break;
	case DT_DIFFMT_LDV:
		v = DIF_INSTR_VAR(in);
		(void) fprintf(fp, "%-4s DT_VAR(%u), %%r%u", n, v,
		    DIF_INSTR_RD(in));
		dt_dis_varnote(dp, n, v, fp);
		break;
	case DT_DIFFMT_STV:
		v = DIF_INSTR_VAR(in);
		(void) fprintf(fp, "%-4s %%r%u, DT_VAR(%u)", n,
		    DIF_INSTR_RS(in), v);
		dt_dis_varnote(dp, n, v, fp);
		break;
	case DT_DIFFMT_CALL:
		v = DIF_INSTR_SUBR(in);
		(void) fprintf(fp, "%-4s DIF_SUBR(%u), %%r%u\t\t! %s", n, v,
		    DIF_INSTR_RD(in), dt_dif_subrname(v));
		break;
	case DT_DIFFMT_PUSHTS:
		v = DIF_INSTR_TYPE(in);
		if (DIF_INSTR_OP(in) == DIF_OP_PUSHTV) {
			(void) fprintf(fp, "%-4s DT_TYPE(%u), %%r%u", n, v,
			    DIF_INSTR_RS(in));
			if (v < 2)
				(void) fprintf(fp, "\t\t! DT_TYPE(%u) = %s",
				    v, tnames[v]);
		} else {
			(void) fprintf(fp, "%-4s DT_TYPE(%u), %%r%u, %%r%u", n,
			    v, DIF_INSTR_R2(in), DIF_INSTR_RS(in));
			if (v < 2)
				(void) fprintf(fp, "\t! DT_TYPE(%u) = %s",
				    v, tnames[v]);
		}
		break;
	case DT_DIFFMT_XLATE:
		(void) fprintf(fp, "%-4s DT_XLREF[%u], %%r%u", n,
		    DIF_INSTR_XLREF(in), DIF_INSTR_RD(in));
		break;
	}
}

void
dt_dis(const dt_difo_t *dp, FILE *fp)
{
	char type[64];
	uint32_t i;

	(void) fprintf(fp, "\nDIFO 0x%" PRIxPTR " returns %s\n",
	    (uintptr_t)dp, dt_dis_typestr(&dp->dtdo_rtype, type, sizeof (type)));
	(void) fprintf(fp, "%-3s %-8s    %s\n", "OFF", "OPCODE", "INSTRUCTION");

	for (i = 0; i < dp->dtdo_len; i++) {
		dif_instr_t in = dp->dtdo_buf[i];

		(void) fprintf(fp, "%02u: %08x    ", i, in);
		dt_dis_instr(dp, in, fp);
		(void) fprintf(fp, "\n");
	}

	if (dp->dtdo_varlen != 0) {
		(void) fprintf(fp, "\n%-16s %-4s %-3s %-3s %-4s %s\n",
		    "NAME", "ID", "KND", "SCP", "FLAG", "TYPE");
	}

	for (i = 0; i < dp->dtdo_varlen; i++) {
		const dtrace_difv_t *v = &dp->dtdo_vartab[i];
		char kind[8], scope[8], flags[16] = { 0 };
		const char *name = v->dtdv_name < dp->dtdo_strlen ?
		    dp->dtdo_strtab + v->dtdv_name : "";

		if (v->dtdv_kind == DIFV_KIND_ARRAY)
			(void) strcpy(kind, "arr");
		else if (v->dtdv_kind == DIFV_KIND_SCALAR)
			(void) strcpy(kind, "scl");
		else
			(void) snprintf(kind, sizeof (kind), "%u", v->dtdv_kind);

		if (v->dtdv_scope == DIFV_SCOPE_GLOBAL)
			(void) strcpy(scope, "glb");
		else if (v->dtdv_scope == DIFV_SCOPE_THREAD)
			(void) strcpy(scope, "tls");
		else if (v->dtdv_scope == DIFV_SCOPE_LOCAL)
			(void) strcpy(scope, "loc");
		else
			(void) snprintf(scope, sizeof (scope), "%u",
			    v->dtdv_scope);

		if (v->dtdv_flags & ~(DIFV_F_REF | DIFV_F_MOD)) {
			(void) snprintf(flags, sizeof (flags), "/0x%x",
			    v->dtdv_flags & ~(DIFV_F_REF | DIFV_F_MOD));
		}
		if (v->dtdv_flags & DIFV_F_REF)
			(void) strcat(flags, "/r");
		if (v->dtdv_flags & DIFV_F_MOD)
			(void) strcat(flags, "/w");

		(void) fprintf(fp, "%-16s %-4x %-3s %-3s %-4s %s\n",
		    name, v->dtdv_id, kind, scope,
		    flags[0] != '\0' ? flags + 1 : "",
		    dt_dis_typestr(&v->dtdv_type, type, sizeof (type)));
	}
}
