/*
 * include/dtrace/dof.h -- the DTrace Object Format (DOF).
 *
 * DOF is the only way a compiled D program crosses from the consumer to the
 * framework (DTRACEIOC_ENABLE) and the way USDT providers are described
 * (helpers).  All structures use fixed-width types, so 32- and 64-bit
 * consumers produce identical images.  Layout and section numbers follow
 * the published DTrace ABI:
 *
 *   +-----------+------------------+------- ... ---+------ ... ----+
 *   | dof_hdr_t | dof_sec_t[secnum] | loadable data | other data    |
 *   +-----------+------------------+------- ... ---+------ ... ----+
 *
 * Sections link to one another by section index (dof_secidx_t); strings
 * live in DOF_SECT_STRTAB sections and are named by byte offset.
 */
#ifndef DTRACE_DOF_H
#define DTRACE_DOF_H

#include <dtrace/dif.h>

#define DOF_ID_SIZE	16

typedef struct dof_hdr {
	uint8_t dofh_ident[DOF_ID_SIZE];	/* identification bytes */
	uint32_t dofh_flags;			/* file attribute flags */
	uint32_t dofh_hdrsize;			/* size of this header */
	uint32_t dofh_secsize;			/* size of a section header */
	uint32_t dofh_secnum;			/* number of section headers */
	uint64_t dofh_secoff;			/* offset of section headers */
	uint64_t dofh_loadsz;			/* size of the loadable portion */
	uint64_t dofh_filesz;			/* size of the whole image */
	uint64_t dofh_pad;
} dof_hdr_t;

#define DOF_ID_MAG0	0
#define DOF_ID_MAG1	1
#define DOF_ID_MAG2	2
#define DOF_ID_MAG3	3
#define DOF_ID_MODEL	4
#define DOF_ID_ENCODING	5
#define DOF_ID_VERSION	6
#define DOF_ID_DIFVERS	7
#define DOF_ID_DIFIREG	8
#define DOF_ID_DIFTREG	9
#define DOF_ID_PAD	10

#define DOF_MAG_MAG0	0x7F
#define DOF_MAG_MAG1	'D'
#define DOF_MAG_MAG2	'O'
#define DOF_MAG_MAG3	'F'
#define DOF_MAG_STRING	"\177DOF"
#define DOF_MAG_STRLEN	4

#define DOF_MODEL_NONE	0
#define DOF_MODEL_ILP32	1
#define DOF_MODEL_LP64	2
/* the producer's data model, as its byte order below (the reference's) */
#if defined(__LP64__) || defined(_LP64)
#define DOF_MODEL_NATIVE	DOF_MODEL_LP64
#else
#define DOF_MODEL_NATIVE	DOF_MODEL_ILP32
#endif

#define DOF_ENCODE_NONE	0
#define DOF_ENCODE_LSB	1
#define DOF_ENCODE_MSB	2
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define DOF_ENCODE_NATIVE	DOF_ENCODE_MSB
#else
#define DOF_ENCODE_NATIVE	DOF_ENCODE_LSB
#endif

#define DOF_VERSION_1	1
#define DOF_VERSION_2	2	/* adds is-enabled probes (PRENOFFS) */
#define DOF_VERSION	DOF_VERSION_2

#define DOF_FL_VALID	0

typedef uint32_t dof_secidx_t;
typedef uint32_t dof_stridx_t;

#define DOF_SECIDX_NONE	(-1U)
#define DOF_STRIDX_NONE	(-1U)

typedef struct dof_sec {
	uint32_t dofs_type;	/* DOF_SECT_* */
	uint32_t dofs_align;	/* alignment of the data in memory */
	uint32_t dofs_flags;	/* DOF_SECF_* */
	uint32_t dofs_entsize;	/* size of one entry, if a table */
	uint64_t dofs_offset;	/* offset of the data in the image */
	uint64_t dofs_size;	/* size of the data in bytes */
} dof_sec_t;

#define DOF_SECT_NONE		0
#define DOF_SECT_COMMENTS	1
#define DOF_SECT_SOURCE		2
#define DOF_SECT_ECBDESC	3	/* dof_ecbdesc_t */
#define DOF_SECT_PROBEDESC	4	/* dof_probedesc_t */
#define DOF_SECT_ACTDESC	5	/* dof_actdesc_t array */
#define DOF_SECT_DIFOHDR	6	/* dof_difohdr_t */
#define DOF_SECT_DIF		7	/* dif_instr_t array */
#define DOF_SECT_STRTAB		8	/* string table */
#define DOF_SECT_VARTAB		9	/* dtrace_difv_t array */
#define DOF_SECT_RELTAB		10	/* dof_relodesc_t array */
#define DOF_SECT_TYPTAB		11	/* dtrace_diftype_t array */
#define DOF_SECT_URELHDR	12	/* dof_relohdr_t (user relocations) */
#define DOF_SECT_KRELHDR	13	/* dof_relohdr_t (kernel relocations) */
#define DOF_SECT_OPTDESC	14	/* dof_optdesc_t array */
#define DOF_SECT_PROVIDER	15	/* dof_provider_t */
#define DOF_SECT_PROBES		16	/* dof_probe_t array */
#define DOF_SECT_PRARGS		17	/* uint8_t array */
#define DOF_SECT_PROFFS		18	/* uint32_t array */
#define DOF_SECT_INTTAB		19	/* uint64_t array */
#define DOF_SECT_UTSNAME	20	/* struct utsname */
#define DOF_SECT_XLTAB		21	/* dof_xlref_t array */
#define DOF_SECT_XLMEMBERS	22	/* dof_xlmember_t array */
#define DOF_SECT_XLIMPORT	23	/* dof_xlator_t */
#define DOF_SECT_XLEXPORT	24	/* dof_xlator_t */
#define DOF_SECT_PREXPORT	25	/* dof_secidx_t array (exported objs) */
#define DOF_SECT_PRENOFFS	26	/* uint32_t array (enabled offsets) */

#define DOF_SECF_LOAD		1	/* section is loadable */

typedef struct dof_ecbdesc {
	dof_secidx_t dofe_probes;	/* DOF_SECT_PROBEDESC */
	dof_secidx_t dofe_pred;		/* DOF_SECT_DIFOHDR or NONE */
	dof_secidx_t dofe_actions;	/* DOF_SECT_ACTDESC or NONE */
	uint32_t dofe_pad;
	uint64_t dofe_uarg;		/* library argument */
} dof_ecbdesc_t;

typedef struct dof_probedesc {
	dof_secidx_t dofp_strtab;	/* DOF_SECT_STRTAB */
	dof_stridx_t dofp_provider;
	dof_stridx_t dofp_mod;
	dof_stridx_t dofp_func;
	dof_stridx_t dofp_name;
	uint32_t dofp_id;		/* probe ID, or zero */
} dof_probedesc_t;

typedef struct dof_actdesc {
	dof_secidx_t dofa_difo;		/* DOF_SECT_DIFOHDR or NONE */
	dof_secidx_t dofa_strtab;	/* DOF_SECT_STRTAB or NONE */
	uint32_t dofa_kind;		/* DTRACEACT_* */
	uint32_t dofa_ntuple;		/* number of subsequent tuple actions */
	uint64_t dofa_arg;		/* kind-specific argument */
	uint64_t dofa_uarg;		/* user argument */
} dof_actdesc_t;

typedef struct dof_difohdr {
	dtrace_diftype_t dofd_rtype;	/* return type */
	dof_secidx_t dofd_links[1];	/* DIF, INTTAB, STRTAB, VARTAB, ... */
} dof_difohdr_t;

typedef struct dof_relohdr {
	dof_secidx_t dofr_strtab;
	dof_secidx_t dofr_relsec;
	dof_secidx_t dofr_tgtsec;
} dof_relohdr_t;

typedef struct dof_relodesc {
	dof_stridx_t dofr_name;
	uint32_t dofr_type;		/* DOF_RELO_* */
	uint64_t dofr_offset;
	uint64_t dofr_data;
} dof_relodesc_t;

#define DOF_RELO_NONE	0
#define DOF_RELO_SETX	1
#define DOF_RELO_DOFREL	2

typedef struct dof_optdesc {
	uint32_t dofo_option;		/* DTRACEOPT_* */
	dof_secidx_t dofo_strtab;	/* string table, if a string option */
	uint64_t dofo_value;		/* value, or string offset */
} dof_optdesc_t;

typedef uint32_t dof_attr_t;

#define DOF_ATTR(n, d, c)	(((n) << 24) | ((d) << 16) | ((c) << 8))
#define DOF_ATTR_NAME(a)	(((a) >> 24) & 0xff)
#define DOF_ATTR_DATA(a)	(((a) >> 16) & 0xff)
#define DOF_ATTR_CLASS(a)	(((a) >>  8) & 0xff)

typedef struct dof_provider {
	dof_secidx_t dofpv_strtab;
	dof_secidx_t dofpv_probes;
	dof_secidx_t dofpv_prargs;
	dof_secidx_t dofpv_proffs;
	dof_stridx_t dofpv_name;
	dof_attr_t dofpv_provattr;
	dof_attr_t dofpv_modattr;
	dof_attr_t dofpv_funcattr;
	dof_attr_t dofpv_nameattr;
	dof_attr_t dofpv_argsattr;
	dof_secidx_t dofpv_prenoffs;
} dof_provider_t;

typedef struct dof_probe {
	uint64_t dofpr_addr;
	dof_stridx_t dofpr_func;
	dof_stridx_t dofpr_name;
	dof_stridx_t dofpr_nargv;
	dof_stridx_t dofpr_xargv;
	uint32_t dofpr_argidx;
	uint32_t dofpr_offidx;
	uint8_t dofpr_nargc;
	uint8_t dofpr_xargc;
	uint16_t dofpr_noffs;
	uint32_t dofpr_enoffidx;
	uint16_t dofpr_nenoffs;
	uint16_t dofpr_pad1;
	uint32_t dofpr_pad2;
} dof_probe_t;

typedef struct dof_xlator {
	dof_secidx_t dofxl_members;
	dof_secidx_t dofxl_strtab;
	dof_stridx_t dofxl_argv;
	uint32_t dofxl_argc;
	dof_stridx_t dofxl_type;
	dof_attr_t dofxl_attr;
} dof_xlator_t;

typedef struct dof_xlmember {
	dof_secidx_t dofxm_difo;
	dof_stridx_t dofxm_name;
	dtrace_diftype_t dofxm_type;
} dof_xlmember_t;

typedef struct dof_xlref {
	dof_secidx_t dofxr_xlator;
	uint32_t dofxr_member;
	uint32_t dofxr_argn;
} dof_xlref_t;

typedef struct dof_helper {
	char dofhp_mod[64];		/* executable or library name */
	uint64_t dofhp_addr;		/* base address of the object */
	uint64_t dofhp_dof;		/* address of the helper DOF */
} dof_helper_t;

#endif /* DTRACE_DOF_H */
