/*
 * include/dtrace/types.h -- universal constants and base types of the DTrace ABI.
 *
 * This header is shared, unchanged, by the consumer (lib/libdtrace) and the
 * framework (common/, in user space or in a kernel).  It depends on nothing
 * but the fixed-width integer types, so it compiles in any environment.
 * The numbering follows the published DTrace ABI (illumos <sys/dtrace.h>).
 */
#ifndef DTRACE_TYPES_H
#define DTRACE_TYPES_H

#include <stdint.h>

#define DTRACE_CPUALL		(-1)	/* all CPUs */
#define DTRACE_IDNONE		0	/* invalid probe identifier */
#define DTRACE_EPIDNONE		0	/* invalid enabled probe identifier */
#define DTRACE_AGGIDNONE	0	/* invalid aggregation identifier */
#define DTRACE_AGGVARIDNONE	0	/* invalid aggregation variable ID */
#define DTRACE_CACHEIDNONE	0	/* invalid predicate cache */
#define DTRACE_PROVNONE		0	/* invalid provider identifier */
#define DTRACE_METAPROVNONE	0	/* invalid meta-provider identifier */
#define DTRACE_ARGNONE		(-1)	/* invalid argument index */

#define DTRACE_PROVNAMELEN	64
#define DTRACE_MODNAMELEN	64
#define DTRACE_FUNCNAMELEN	192
#define DTRACE_NAMELEN		64
#define DTRACE_FULLNAMELEN	(DTRACE_PROVNAMELEN + DTRACE_MODNAMELEN + \
				DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 4)
#define DTRACE_ARGTYPELEN	128

typedef uint32_t dtrace_id_t;		/* probe identifier */
typedef uint32_t dtrace_epid_t;		/* enabled probe identifier */
typedef uint32_t dtrace_aggid_t;	/* aggregation identifier */
typedef int64_t dtrace_aggvarid_t;	/* aggregation variable identifier */
typedef uint16_t dtrace_actkind_t;	/* action kind */
typedef int64_t dtrace_optval_t;	/* option value */
typedef uint32_t dtrace_cacheid_t;	/* predicate cache identifier */

typedef enum dtrace_probespec {
	DTRACE_PROBESPEC_NONE = -1,
	DTRACE_PROBESPEC_PROVIDER = 0,
	DTRACE_PROBESPEC_MOD,
	DTRACE_PROBESPEC_FUNC,
	DTRACE_PROBESPEC_NAME
} dtrace_probespec_t;

/*
 * Stability attributes (Dynamic Tracing Guide, "Stability").
 */
typedef uint8_t dtrace_stability_t;
typedef uint8_t dtrace_class_t;

#define DTRACE_STABILITY_INTERNAL	0
#define DTRACE_STABILITY_PRIVATE	1
#define DTRACE_STABILITY_OBSOLETE	2
#define DTRACE_STABILITY_EXTERNAL	3
#define DTRACE_STABILITY_UNSTABLE	4
#define DTRACE_STABILITY_EVOLVING	5
#define DTRACE_STABILITY_STABLE		6
#define DTRACE_STABILITY_STANDARD	7
#define DTRACE_STABILITY_MAX		7

#define DTRACE_CLASS_UNKNOWN	0
#define DTRACE_CLASS_CPU	1
#define DTRACE_CLASS_PLATFORM	2
#define DTRACE_CLASS_GROUP	3
#define DTRACE_CLASS_ISA	4
#define DTRACE_CLASS_COMMON	5
#define DTRACE_CLASS_MAX	5

typedef struct dtrace_attribute {
	dtrace_stability_t dtat_name;	/* entity name stability */
	dtrace_stability_t dtat_data;	/* entity data stability */
	dtrace_class_t dtat_class;	/* entity data dependency */
} dtrace_attribute_t;

typedef struct dtrace_pattr {
	dtrace_attribute_t dtpa_provider;
	dtrace_attribute_t dtpa_mod;
	dtrace_attribute_t dtpa_func;
	dtrace_attribute_t dtpa_name;
	dtrace_attribute_t dtpa_args;
} dtrace_pattr_t;

/* Privileges (Dynamic Tracing Guide, "Security"). */
#define DTRACE_PRIV_NONE	0x0000
#define DTRACE_PRIV_KERNEL	0x0001
#define DTRACE_PRIV_USER	0x0002
#define DTRACE_PRIV_PROC	0x0004
#define DTRACE_PRIV_OWNER	0x0008
#define DTRACE_PRIV_ZONEOWNER	0x0010
#define DTRACE_PRIV_ALL		(DTRACE_PRIV_KERNEL | DTRACE_PRIV_USER | \
				DTRACE_PRIV_PROC | DTRACE_PRIV_OWNER | \
				DTRACE_PRIV_ZONEOWNER)

typedef struct dtrace_ppriv {
	uint32_t dtpp_flags;		/* privilege flags */
	uint32_t dtpp_uid;		/* user ID */
	uint32_t dtpp_zoneid;		/* zone ID */
} dtrace_ppriv_t;

#endif /* DTRACE_TYPES_H */
