/*
 * include/dtrace/ioctl.h -- the control interface between consumer and
 * framework: DTRACEIOC_* commands, the description structures they carry,
 * options, status, and the layout of trace records in the buffers.
 *
 * The same structures travel over /dev/dtrace/dtrace (kernel backend) and
 * through a direct function call (user host backend).  Every pointer is
 * carried as a uint64_t so 32- and 64-bit consumers share one layout.
 * Command numbers follow the published DTrace ABI.
 *
 * Errors: a command returns 0 or a positive errno value (EINVAL, ESRCH,
 * E2BIG, EBUSY, ENOMEM, EFAULT, ENOENT, EACCES, EALREADY); the kernel
 * glue turns it into -1/errno for ioctl(2).
 */
#ifndef DTRACE_IOCTL_H
#define DTRACE_IOCTL_H

#include <dtrace/types.h>
#include <dtrace/dif.h>
#include <dtrace/actions.h>
#include <dtrace/dof.h>
#include <dtrace/usdt.h>

#define DTRACEIOC		(('d' << 24) | ('t' << 16) | ('r' << 8))
#define DTRACEIOC_PROVIDER	(DTRACEIOC | 1)	/* dtrace_providerdesc_t: look up by name */
#define DTRACEIOC_PROBES	(DTRACEIOC | 2)	/* dtrace_probedesc_t: first probe with id >= dtpd_id matching the names (empty = any); ESRCH at end */
#define DTRACEIOC_BUFSNAP	(DTRACEIOC | 4)	/* dtrace_bufdesc_t: snapshot (and switch) one CPU's principal buffer */
#define DTRACEIOC_PROBEMATCH	(DTRACEIOC | 5)	/* dtrace_probedesc_t: as PROBES, names are globs */
#define DTRACEIOC_ENABLE	(DTRACEIOC | 6)	/* dtrace_enable_t (below) */
#define DTRACEIOC_AGGSNAP	(DTRACEIOC | 7)	/* dtrace_bufdesc_t: snapshot one CPU's aggregation buffer */
#define DTRACEIOC_EPROBE	(DTRACEIOC | 8)	/* dtrace_eprobedesc_t: in dtepd_epid and dtepd_nrecs (capacity) */
#define DTRACEIOC_PROBEARG	(DTRACEIOC | 9)	/* dtrace_argdesc_t */
#define DTRACEIOC_CONF		(DTRACEIOC | 10)	/* dtrace_conf_t */
#define DTRACEIOC_STATUS	(DTRACEIOC | 11)	/* dtrace_status_t */
#define DTRACEIOC_GO		(DTRACEIOC | 12)	/* uint32_t: out, CPU on which BEGIN fired */
#define DTRACEIOC_STOP		(DTRACEIOC | 13)	/* uint32_t: out, CPU on which END fired */
#define DTRACEIOC_AGGDESC	(DTRACEIOC | 15)	/* dtrace_aggdesc_t: in dtagd_id and dtagd_nrecs */
#define DTRACEIOC_FORMAT	(DTRACEIOC | 16)	/* dtrace_fmtdesc_t */
#define DTRACEIOC_DOFGET	(DTRACEIOC | 17)	/* dof_hdr_t: get the enabled DOF */
#define DTRACEIOC_REPLICATE	(DTRACEIOC | 18)	/* dtrace_repldesc_t */

/*
 * Waiting: the consumer runs a round (STATUS, AGGSNAP, BUFSNAP) at its
 * switchrate/statusrate/aggrate pace, 1hz by default as the reference,
 * and sooner when the framework wants it.  poll(2) on the device (the
 * user host: on dt_uhost_waitfd()'s eventfd, read to empty after waking)
 * reports POLLIN while it does: exit() was called, a fill buffer filled,
 * the state was killed, or since the last DTRACEIOC_STATUS a CPU's
 * principal buffer (switch policy) or aggregation buffer passed half its
 * size.  STATUS starts a round and clears the last of these.
 */

#define DTRACEHIOC		(('d' << 24) | ('t' << 16) | ('h' << 8))
#define DTRACEHIOC_ADD		(DTRACEHIOC | 1)
#define DTRACEHIOC_REMOVE	(DTRACEHIOC | 2)
#define DTRACEHIOC_ADDDOF	(DTRACEHIOC | 3)	/* dof_helper_t */

/*
 * DTRACEIOC_ENABLE takes a dtrace_enable_t: the DOF image and, on return,
 * the number of probes the enabling matched.
 */
typedef struct dtrace_enable {
	uint64_t dten_dof;		/* address of the DOF image */
	uint64_t dten_size;		/* its size in bytes */
	uint32_t dten_nmatched;		/* out: probes matched */
	uint32_t dten_pad;
} dtrace_enable_t;

typedef struct dtrace_probedesc {
	dtrace_id_t dtpd_id;			/* probe identifier */
	char dtpd_provider[DTRACE_PROVNAMELEN];
	char dtpd_mod[DTRACE_MODNAMELEN];
	char dtpd_func[DTRACE_FUNCNAMELEN];
	char dtpd_name[DTRACE_NAMELEN];
} dtrace_probedesc_t;

typedef struct dtrace_repldesc {
	dtrace_probedesc_t dtrpd_match;
	dtrace_probedesc_t dtrpd_create;
} dtrace_repldesc_t;

/*
 * Record descriptions.  An enabled probe (EPID) writes, in the principal
 * buffer, one record of dtepd_size bytes:
 *
 *   offset 0: dtrace_rechdr_t (EPID and timestamp)
 *   then, for each action record i, dtrd_size bytes at dtrd_offset
 *   (offsets count from the start of the record, header included).
 *
 * Records start 8-byte aligned; where alignment needs padding the writer
 * stores a 4-byte DTRACE_EPIDNONE word, which readers skip.
 *
 * Record contents by action:
 *   DIFEXPR (trace(), printf() args): the DIFO's value.  Integers: the low
 *     dtrd_size bytes (1, 2, 4, 8) in native order.  By-reference values
 *     and strings: dtrd_size bytes copied from the returned address; a
 *     string is NUL-terminated within dtrd_size (= strsize) and NUL-padded.
 *   PRINTF: dtrd_format is the format ID (DTRACEIOC_FORMAT); the record
 *     holds the first argument (as DIFEXPR) or is empty (dtrd_size 0) when
 *     the format has no arguments; the following records of kind DIFEXPR
 *     with dtrd_format 0 hold the remaining arguments in order
 *     (dtrd_arg of the PRINTF record holds the argument count).
 *   EXIT: a 4-byte int, the exit status.
 */
typedef struct dtrace_recdesc {
	dtrace_actkind_t dtrd_action;	/* kind of action */
	uint32_t dtrd_size;		/* size of record */
	uint32_t dtrd_offset;		/* offset in ECB's data */
	uint16_t dtrd_alignment;	/* required alignment */
	uint16_t dtrd_format;		/* format, if any */
	uint64_t dtrd_arg;		/* action argument */
	uint64_t dtrd_uarg;		/* user argument */
} dtrace_recdesc_t;

typedef struct dtrace_eprobedesc {
	dtrace_epid_t dtepd_epid;	/* enabled probe ID */
	dtrace_id_t dtepd_probeid;	/* probe ID */
	uint64_t dtepd_uarg;		/* library argument (ECB's dofe_uarg) */
	uint32_t dtepd_size;		/* total size of a record */
	int32_t dtepd_nrecs;		/* number of records */
	dtrace_recdesc_t dtepd_rec[1];	/* records themselves */
} dtrace_eprobedesc_t;

/*
 * AGGREGATION RECORD CONTRACT (Dynamic Tracing Guide, "Aggregations").
 *
 * What the compiler emits for  @name[k1, ..., kn] = func(args):
 *   DIFEXPR (aggregation variable id, a constant; 8 bytes),
 *   DIFEXPR k1 ... DIFEXPR kn (the keys; stack()/ustack()/sym()... keys
 *     are their own action kinds),
 *   [DIFEXPR with a void (size 0) result: the increment of quantize(),
 *     lquantize(), llquantize() when one is given; else the increment
 *     is 1],
 *   the aggregating action DTRACEAGG_*: its DIFO computes the value (none
 *     for count()), dtad_ntuple = number of actions before it that belong
 *     to it (id + keys + increment), dtad_arg = the lquantize/llquantize
 *     encoding (DTRACE_LQUANTIZE_* / DTRACE_LLQUANTIZE_* below), else 0.
 * These tuple actions and the aggregating action write nothing into the
 * principal buffer: DTRACEIOC_EPROBE does not list them (dtepd_nrecs
 * counts only principal-buffer records), and a clause made only of
 * aggregations has dtepd_size 0 and leaves no record there.
 *
 * Every aggregating action of every ECB gets its own aggregation ID
 * (dtrace_aggid_t, from 1, per consumer state); the same @name on two
 * probes has two IDs sharing the variable id of record 0.
 *
 * DTRACEIOC_AGGDESC: in dtagd_id and dtagd_nrecs (capacity of
 * dtagd_rec[]); out dtagd_epid (the ECB), dtagd_size (bytes of one
 * record in the aggregation buffer, a multiple of 8), dtagd_nrecs (the
 * real count, even when larger than the capacity: call again) and the
 * first min(capacity, count) descriptions:
 *   dtagd_rec[0]            the variable id: DIFEXPR, size 8 (int64),
 *   dtagd_rec[1 .. nkeys]   one per key, in order: dtrd_action DIFEXPR
 *                           (or STACK/USTACK/... for those keys),
 *                           dtrd_size as for a principal record (integers
 *                           1/2/4/8 bytes, strings strsize bytes NUL-padded,
 *                           by-reference values their size), dtrd_arg as
 *                           the key action's (ustack: DTRACE_USTACK_ARG),
 *   dtagd_rec[nrecs - 1]    the value: dtrd_action = DTRACEAGG_*,
 *                           dtrd_arg = the lquantize/llquantize encoding
 *                           (else 0), dtrd_alignment 8.
 * The increment record (size 0) is not listed.  Offsets (dtrd_offset)
 * count from the start of the aggregation record; every record is
 * aligned to its dtrd_alignment; dtagd_varid, dtagd_name and dtagd_flags
 * are left as the caller passed them.
 *
 * printa([fmt,] @a, ...) is a principal-buffer record per aggregation:
 * dtrd_action PRINTA, 8 bytes holding the aggregation variable id,
 * dtrd_format the format ID (DTRACEIOC_FORMAT) on the first one when a
 * format was given, else 0.  clear()/trunc()/normalize()/denormalize()
 * are LIBACT records (the variable id, then the argument) for the
 * consumer alone.
 *
 * DTRACEIOC_AGGSNAP (dtrace_bufdesc_t; dtbd_cpu; dtbd_size at least the
 * aggsize in effect, i.e. the AGGSIZE option DTRACEIOC_DOFGET reports
 * after GO, else ENOMEM; default 4m per CPU, halved while memory is short
 * unless bufresize=manual, at least 4 KiB):
 * switches that CPU's aggregation buffer and copies out what it gathered
 * since the previous AGGSNAP of that CPU: the framework's values restart
 * from empty after each snapshot, and the consumer ADDS each snapshot
 * into its own totals (count/sum/avg/stddev/quantize buckets add; min and
 * max keep the smaller/larger; lquantize/llquantize add the buckets after
 * the encoding word).  clear()/trunc()/normalize() act on the consumer's
 * totals only.  dtbd_drops = aggregation drops on that CPU in the
 * interval (a new key that did not fit: "aggregation drops"),
 * dtbd_errors 0.  ENOENT when the state has no aggregation buffers (no
 * aggregation enabled, or before GO).
 *
 * The snapshot (dtbd_size bytes) is a sequence of records, each starting
 * 8-byte aligned:
 *   offset 0: dtrace_aggid_t, the aggregation ID (DTRACEIOC_AGGDESC);
 *     DTRACE_AGGIDNONE (0) is a 4-byte pad word: skip 4 bytes;
 *   the key records at their dtrd_offset (record 0: the variable id);
 *   the value at its dtrd_offset;
 *   dtagd_size bytes in all.  A (id, keys) pair appears at most once per
 *   snapshot per CPU; keys compare as raw bytes of records 0..nkeys.
 *
 * Values (all native-endian 64-bit words):
 *   count                uint64 count
 *   sum                  int64 sum (wraps)
 *   min / max            int64, the smallest / largest value seen (a
 *                        fresh key starts at INT64_MAX / INT64_MIN)
 *   avg       (16 bytes) [0] count, [1] int64 total
 *   stddev    (32 bytes) [0] count, [1] int64 total, [2] low and [3] high
 *                        64 bits of the unsigned 128-bit sum of the
 *                        squares of the values
 *   quantize  DTRACE_QUANTIZE_NBUCKETS (127) int64 buckets: bucket
 *             DTRACE_QUANTIZE_ZEROBUCKET (63) counts 0; bucket b > 63
 *             counts values in [BUCKETVAL(b), BUCKETVAL(b+1)) (the top
 *             one everything >= 2^62); bucket b < 63 counts negative
 *             values v with BUCKETVAL(b-1) < v <= BUCKETVAL(b)
 *             (bucket 0: v <= -2^62); each adds the increment
 *   lquantize ((levels + 3) words) [0] the encoding (dtrd_arg), then
 *             [1] values < base, [2 + i] values in
 *             [base + i*step, base + (i+1)*step) for i < levels,
 *             [levels + 2] values >= base + levels*step; the value is
 *             first truncated to int32 (as the reference does)
 *   llquantize ((nbuckets + 1) words, nbuckets = dtrd_size / 8 - 1)
 *             [0] the encoding, then the buckets as the reference counts
 *             them (value as int64; DTRACE_LLQUANTIZE_* of actions.h):
 *             [1] values < factor^low (negatives included); then for
 *             each magnitude m = low..high, with n = min(nsteps,
 *             factor^(m+1)), the n - n/factor buckets of width
 *             factor^(m+1)/n that cover [factor^m, factor^(m+1)); last
 *             values >= factor^(high+1) (a magnitude whose next power
 *             overflows int64 takes everything above it).  See
 *             dtrace_llquantize_bucket() in common/dtrace_aggregate.c.
 */
typedef struct dtrace_aggdesc {
	uint64_t dtagd_name;		/* not filled in by the framework */
	dtrace_aggvarid_t dtagd_varid;	/* not filled in by the framework */
	int32_t dtagd_flags;		/* not filled in by the framework */
	dtrace_aggid_t dtagd_id;	/* aggregation ID */
	dtrace_epid_t dtagd_epid;	/* enabled probe ID */
	uint32_t dtagd_size;		/* size in bytes */
	int32_t dtagd_nrecs;		/* number of records */
	uint32_t dtagd_pad;
	dtrace_recdesc_t dtagd_rec[1];	/* record descriptions */
} dtrace_aggdesc_t;

typedef struct dtrace_fmtdesc {
	uint64_t dtfd_string;		/* address of the buffer for the string */
	int32_t dtfd_length;		/* in: buffer size; out: length + 1 */
	uint16_t dtfd_format;		/* format identifier */
	uint16_t dtfd_pad;
} dtrace_fmtdesc_t;

#define DTRACE_SIZEOF_EPROBEDESC(desc)				\
	(sizeof (dtrace_eprobedesc_t) + ((desc)->dtepd_nrecs ?	\
	(((desc)->dtepd_nrecs - 1) * sizeof (dtrace_recdesc_t)) : 0))

#define DTRACE_SIZEOF_AGGDESC(desc)				\
	(sizeof (dtrace_aggdesc_t) + ((desc)->dtagd_nrecs ?	\
	(((desc)->dtagd_nrecs - 1) * sizeof (dtrace_recdesc_t)) : 0))

/* The header of every record in a principal buffer. */
typedef struct dtrace_rechdr {
	dtrace_epid_t dtrh_epid;	/* enabled probe ID */
	uint32_t dtrh_timestamp_hi;	/* high bits of the timestamp (ns) */
	uint32_t dtrh_timestamp_lo;	/* low bits of the timestamp (ns) */
} dtrace_rechdr_t;

#define DTRACE_RECORD_LOAD_TIMESTAMP(dtrh)			\
	((uint64_t)(dtrh)->dtrh_timestamp_lo +			\
	((uint64_t)(dtrh)->dtrh_timestamp_hi << 32))

/* Options (DOF_SECT_OPTDESC; names and parsing live in libdtrace). */
#define DTRACEOPT_BUFSIZE	0	/* buffer size (bytes) */
#define DTRACEOPT_BUFPOLICY	1	/* buffer policy */
#define DTRACEOPT_DYNVARSIZE	2	/* dynamic variable size (bytes) */
#define DTRACEOPT_AGGSIZE	3	/* aggregation size (bytes) */
#define DTRACEOPT_SPECSIZE	4	/* speculation size (bytes) */
#define DTRACEOPT_NSPEC		5	/* number of speculations */
#define DTRACEOPT_STRSIZE	6	/* string size (bytes) */
#define DTRACEOPT_CLEANRATE	7	/* dynvar cleaning rate (ns) */
#define DTRACEOPT_CPU		8	/* CPU to trace */
#define DTRACEOPT_BUFRESIZE	9	/* buffer resizing policy */
#define DTRACEOPT_GRABANON	10	/* grab anonymous state */
#define DTRACEOPT_FLOWINDENT	11	/* indent function entry/return */
#define DTRACEOPT_QUIET		12	/* only explicitly traced data */
#define DTRACEOPT_STACKFRAMES	13	/* number of stack frames */
#define DTRACEOPT_USTACKFRAMES	14	/* number of user stack frames */
#define DTRACEOPT_AGGRATE	15	/* aggregation snapshot rate (ns) */
#define DTRACEOPT_SWITCHRATE	16	/* buffer switching rate (ns) */
#define DTRACEOPT_STATUSRATE	17	/* status rate (ns) */
#define DTRACEOPT_DESTRUCTIVE	18	/* destructive actions allowed */
#define DTRACEOPT_STACKINDENT	19	/* output indent for stacks */
#define DTRACEOPT_RAWBYTES	20	/* always print bytes raw */
#define DTRACEOPT_JSTACKFRAMES	21
#define DTRACEOPT_JSTACKSTRSIZE	22
#define DTRACEOPT_AGGSORTKEY	23	/* sort aggregations by key */
#define DTRACEOPT_AGGSORTREV	24	/* reverse-sort aggregations */
#define DTRACEOPT_AGGSORTPOS	25	/* agg. position to sort on */
#define DTRACEOPT_AGGSORTKEYPOS	26	/* agg. key position to sort on */
#define DTRACEOPT_TEMPORAL	27	/* temporally ordered output */
#define DTRACEOPT_AGGHIST	28	/* histogram aggregation output */
#define DTRACEOPT_AGGPACK	29	/* packed aggregation output */
#define DTRACEOPT_AGGZOOM	30	/* zoomed aggregation scaling */
#define DTRACEOPT_ZONE		31	/* zone in which to enable probes */
#define DTRACEOPT_SCRATCHSIZE	32	/* per-CPU scratch size (bytes) */
#define DTRACEOPT_MAX		33	/* number of options */

#define DTRACEOPT_UNSET		((dtrace_optval_t)-2)

#define DTRACEOPT_BUFPOLICY_RING	0
#define DTRACEOPT_BUFPOLICY_FILL	1
#define DTRACEOPT_BUFPOLICY_SWITCH	2

#define DTRACEOPT_BUFRESIZE_AUTO	0
#define DTRACEOPT_BUFRESIZE_MANUAL	1

typedef struct dtrace_bufdesc {
	uint64_t dtbd_size;		/* in: buffer size; out: bytes copied */
	uint32_t dtbd_cpu;		/* CPU */
	uint32_t dtbd_errors;		/* number of errors */
	uint64_t dtbd_drops;		/* number of drops */
	uint64_t dtbd_data;		/* address of the data buffer */
	uint64_t dtbd_oldest;		/* offset of the oldest record (ring) */
	uint64_t dtbd_timestamp;	/* hrtime of the snapshot */
} dtrace_bufdesc_t;

typedef struct dtrace_status {
	uint64_t dtst_dyndrops;
	uint64_t dtst_dyndrops_rinsing;
	uint64_t dtst_dyndrops_dirty;
	uint64_t dtst_specdrops;
	uint64_t dtst_specdrops_busy;
	uint64_t dtst_specdrops_unavail;
	uint64_t dtst_errors;
	uint64_t dtst_filled;
	uint64_t dtst_stkstroverflows;
	uint64_t dtst_dblerrors;	/* errors in ERROR probes */
	char dtst_killed;
	char dtst_exiting;		/* exit() was called */
	char dtst_pad[6];
} dtrace_status_t;

typedef struct dtrace_conf {
	uint32_t dtc_difversion;	/* supported DIF version */
	uint32_t dtc_difintregs;	/* DIF integer registers */
	uint32_t dtc_diftupregs;	/* DIF tuple registers */
	uint32_t dtc_ctfmodel;		/* CTF data model */
	uint32_t dtc_maxbufs;		/* number of per-CPU buffers (CPUs) */
	uint32_t dtc_pad[7];
} dtrace_conf_t;

typedef struct dtrace_argdesc {
	dtrace_id_t dtargd_id;
	int32_t dtargd_ndx;
	int32_t dtargd_mapping;
	char dtargd_native[DTRACE_ARGTYPELEN];
	char dtargd_xlate[DTRACE_ARGTYPELEN];
} dtrace_argdesc_t;

typedef struct dtrace_providerdesc {
	char dtvd_name[DTRACE_PROVNAMELEN];
	dtrace_pattr_t dtvd_attr;
	dtrace_ppriv_t dtvd_priv;
} dtrace_providerdesc_t;

/*
 * ---- User-level probes: pid and USDT (the reference's fasttrap split) ----
 *
 * The consumer controls the process (creates or grabs it, stops it, reads
 * its symbol tables and stapsdt notes) and computes every probe site
 * itself; the framework only plants, fires and removes them.  As the
 * reference's FASTTRAPIOC_MAKEPROBE with a fasttrap_probe_spec_t (pid,
 * function, offsets, probe type), a consumer sends one
 * DTRACEIOC_UPROBE_MAKE per probe: the process, the object file and the
 * function (runtime address and file offset), the probe's final names and
 * the offsets into the function where it fires.  The probe is created in
 * provider pid<N> (or PROV<N> for USDT) and then enabled and matched like
 * any other through DTRACEIOC_PROBEMATCH / DTRACEIOC_ENABLE.  Sites are
 * planted only while the probe is enabled, and every site of a consumer is
 * removed when its state is closed (the device file's last close, which
 * the kernel also performs on SIGKILL), so no process keeps a breakpoint
 * of a dtrace that went away.  Only the target process fires: the sites
 * are filtered by dups_pid even where the mechanism instruments a file
 * (uprobes on an inode).
 *
 * Backends: the user host plants ptrace breakpoints (os/linux/user); the
 * module registers uprobes and uretprobes on the inode of dups_path at
 * dups_foff + offset (os/linux/kernel).  A backend that cannot give a kind
 * answers EOPNOTSUPP for it.
 */
#define DTRACEIOC_UPROBE_MAKE	 (DTRACEIOC | 32) /* dtrace_uprobespec_t: create a probe and its sites */
#define DTRACEIOC_UPROBE_RESOLVE (DTRACEIOC | 33) /* dtrace_uprobespec_t: give a deferred probe its sites */
#define DTRACEIOC_UPROBE_FORKED	 (DTRACEIOC | 35) /* dtrace_uprobefork_t: a target forked */

/* dups_kind: what the probe is and what its arguments are. */
#define DTRACE_UPROBE_ENTRY	1	/* function entry: arg0.. = its arguments */
#define DTRACE_UPROBE_RETURN	2	/* a return: arg0 = offset of the ret, arg1 = rax */
#define DTRACE_UPROBE_OFFSET	3	/* an instruction: arg0.. = argument registers */
#define DTRACE_UPROBE_USDT	4	/* a stapsdt nop: arg0.. as dups_args say */

/* dups_flags */
#define DTRACE_UPROBE_DEFERRED	0x1	/* no sites yet (object not mapped, IFUNC
					 * not resolved): DTRACEIOC_UPROBE_RESOLVE
					 * gives them later */

#define DTRACE_UPROBE_MAXSITES	65536	/* dups_noffs: more is E2BIG */
#define DTRACE_UPROBE_MAXPROBES	250000	/* per pid<N> provider (the reference's
					 * default fasttrap-max-probes): ENOSPC */

/*
 * dtrace_uprobespec_t -- one user-level probe (DTRACEIOC_UPROBE_MAKE, and
 * _RESOLVE which names the deferred probe by dups_pid, dups_mod, dups_func
 * and dups_name and gives it dups_path .. dups_offs).
 *
 * Names are final: dups_mod is the object's basename ("a.out" already
 * replaced), dups_func the function (an IFUNC's own name for the
 * implementation its resolver chose), dups_name "entry", "return", the
 * offset in hexadecimal, or the USDT probe's name (a USDT site in no
 * function has an empty dups_func).  Pointers are user
 * addresses carried as uint64_t.
 *
 * Errors: EINVAL (unknown kind or flag, an empty name, dups_noffs 0
 * without DTRACE_UPROBE_DEFERRED, an offset not below dups_size for
 * entry/return/offset probes, dups_nargs above DTRACE_USDT_MAXARGS,
 * dups_typeslen above DTRACE_UPROBE_MAXTYPES or types not as described
 * below, a path that is no regular file, a site outside the file), E2BIG
 * (dups_noffs above DTRACE_UPROBE_MAXSITES), ENOSPC (the provider has
 * DTRACE_UPROBE_MAXPROBES probes, or the backend's cap on planted sites),
 * ESRCH (no such process, or the user host does not control it), EFAULT,
 * ENOMEM, EOPNOTSUPP (kind not implemented by this backend), ENOENT
 * (_RESOLVE: no such deferred probe), EPERM (the caller may not trace the
 * process), EBUSY (the module: the provider of that pid belongs to an
 * earlier image of the process whose probes are still enabled).  Creating
 * a probe that exists already is not an error.
 *
 * A deferred probe (DTRACE_UPROBE_DEFERRED: an entry, return or offset
 * probe, never USDT, EINVAL) is made without sites: dups_path, dups_offs
 * and dups_noffs are ignored.  _RESOLVE (dups_flags 0) gives it the sites
 * once the consumer knows them -- the object mapped by dlopen(), the IFUNC
 * bound -- typically from its DTRACEIOC_PROC_WATCH hooks while the target
 * is stopped, so that they are planted (if the probe is enabled) before
 * the new code runs; a probe that has sites keeps them.
 *
 * The module checks every site against the target's address space: its
 * file offset dups_foff + offset must lie in an executable mapping of
 * dups_path in process dups_pid (a USDT semaphore in a mapping of the
 * same file), else EINVAL; it plants at most 16384 sites in all (ENOSPC);
 * _RESOLVE finds only probes made through the same open.  That an offset
 * starts an instruction is the consumer's to check (D_PROC_ALIGN); a
 * wrong one may break the target, never the kernel.
 */
typedef struct dtrace_uprobespec {
	int32_t dups_pid;		/* the process (tgid) */
	uint32_t dups_kind;		/* DTRACE_UPROBE_* */
	uint32_t dups_flags;		/* DTRACE_UPROBE_DEFERRED */
	uint32_t dups_noffs;		/* number of sites */
	char dups_prov[DTRACE_PROVNAMELEN]; /* USDT: provider without pid */
	char dups_mod[DTRACE_MODNAMELEN];
	char dups_func[DTRACE_FUNCNAMELEN];
	char dups_name[DTRACE_NAMELEN];
	uint64_t dups_path;		/* const char *: the object file */
	uint64_t dups_addr;		/* runtime address of the function */
	uint64_t dups_size;		/* its size in bytes */
	uint64_t dups_foff;		/* its file offset in dups_path */
	uint64_t dups_offs;		/* const uint64_t[dups_noffs]: sites,
					 * offsets from dups_addr / dups_foff */
	uint64_t dups_sem;		/* USDT: runtime address of the
					 * semaphore (uint16_t), or 0 */
	uint32_t dups_nargs;		/* USDT: arguments per site */
	uint32_t dups_typeslen;		/* USDT: bytes at dups_argtypes, at
					 * most DTRACE_UPROBE_MAXTYPES */
	uint64_t dups_args;		/* USDT: const dtrace_usdt_arg_t
					 * [dups_noffs][DTRACE_USDT_MAXARGS] */
	uint64_t dups_argtypes;		/* USDT: 0, or the declared types:
					 * const char[dups_typeslen], below */
} dtrace_uprobespec_t;

/*
 * The declared argument types of a USDT probe (dups_argtypes), from the
 * provider declaration `probe NAME(native types) : (translated types)`
 * of a program built with dtrace -G: for each of the dups_nargs
 * arguments in order, one record of
 *	one byte	the index of the native argument it is (its
 *			dtargd_mapping), below DTRACE_USDT_MAXARGS
 *	a string	its native C type, NUL-terminated, shorter than
 *			DTRACE_ARGTYPELEN ("" when not declared: the
 *			argument is then an integer of its operand's size)
 *	a string	its translated type, or "" when the declaration
 *			has none
 * and nothing after the last.  The arguments are already in declared
 * order: dups_args holds, for argument i, the operand of the native
 * argument the record names, as the reference's fasttrap passes arg0..
 * mapped.  EINVAL when malformed.
 */
#define DTRACE_UPROBE_MAXTYPES	(DTRACE_USDT_MAXARGS * \
	(1 + 2 * DTRACE_ARGTYPELEN))

/*
 * dtrace_uprobefork_t -- DTRACEIOC_UPROBE_FORKED: process dupf_child was
 * made by fork(2) of process dupf_pid, whose probes this consumer made,
 * and has not run yet (the consumer's process control holds it stopped:
 * its DTRACEIOC_PROC_HOOKS fork hook).  The framework takes the sites of
 * dupf_pid's probes out of the child and lowers the USDT semaphores they
 * raised there, as the reference's fasttrap does at fork: a child is not
 * traced, and its is-enabled probes read off.  0 also when there is
 * nothing to take out.  Errors: EINVAL (a pid not above 0, or the two
 * equal), ESRCH (no child), EPERM (the caller may not trace it), EFAULT.
 */
typedef struct dtrace_uprobefork {
	int32_t dupf_pid;		/* the traced process */
	int32_t dupf_child;		/* its new child */
} dtrace_uprobefork_t;

/*
 * dtrace_uprobewatch_t -- DTRACEIOC_PROC_WATCH (process control, below):
 * breakpoints of the process-control host itself, which fire no probe but
 * call the consumer's hooks (DTRACEIOC_PROC_HOOKS) with the thread
 * stopped: DTRACE_UPROBEWATCH_MAPS at dupw_addr (the loader's
 * _dl_debug_state, run around every dlopen/dlclose), or
 * DTRACE_UPROBEWATCH_IFUNC on the dupw_nrets return instructions (runtime
 * addresses at dupw_rets) of the GNU indirect function resolver at
 * dupw_addr.  They are the consumer's on every backend, since only it
 * stops the process and reads its symbol tables.  Errors: EINVAL, E2BIG
 * (dupw_nrets above DTRACE_UPROBE_MAXSITES), ESRCH (dupw_pid not under
 * control), ENOMEM, EIO (the breakpoint could not be written).
 */
#define DTRACE_UPROBEWATCH_MAPS		1
#define DTRACE_UPROBEWATCH_IFUNC	2

typedef struct dtrace_uprobewatch {
	int32_t dupw_pid;
	uint32_t dupw_kind;		/* DTRACE_UPROBEWATCH_* */
	uint64_t dupw_addr;
	uint64_t dupw_rets;		/* const uint64_t[dupw_nrets] */
	uint32_t dupw_nrets;		/* at most DTRACE_UPROBE_MAXSITES */
	uint32_t dupw_pad;
} dtrace_uprobewatch_t;

/*
 * ---- Process control (dtrace -c / -p) ----
 *
 * Process control belongs to the consumer process on every backend: the
 * commands below are answered by the process-control host linked into
 * libdtrace (the user host's tracer, os/linux/user/dtrace_ptrace.c),
 * reached with dt_uhost_pctl(), never by the kernel device.  Processes
 * are named by dpq_handle, an opaque value the host returns.
 *
 *  CREATE	start dpq_file ($PATH searched without a '/') with dpq_argv
 *		(NULL-terminated) and dpq_envp (or 0: the caller's), stopped
 *		before its execve(2); out: dpq_handle, dpq_pid.  Errors: the
 *		errno of the failure (ENOENT, EACCES, ...).
 *  GRAB	take control of running process dpq_pid, every thread,
 *		leaving it stopped; out: dpq_handle.  ESRCH, EPERM, EBUSY
 *		(traced by another).  dpq_flags DTRACE_PROCREQ_FORPROBES:
 *		grabbed because a pid or USDT probe description names it,
 *		not at the user's request (-p); such a process does not keep
 *		a host from serving every process (the user host's kernel
 *		capture: its probe sites then become the kernel's uprobes).
 *  CONTINUE	let dpq_handle run.
 *  RELEASE	give dpq_handle back: created and alive: killed; grabbed:
 *		every site removed, detached, running.  The handle is gone.
 *  STATUS	out: dpq_exited 1 and dpq_status (wait(2) status) once the
 *		process is gone, dpq_execerr the errno of a failed execve.
 *  ADVANCE	make process dpq_pid ready for probe creation (a created
 *		one runs to its entry point, so its libraries are mapped).
 *		ESRCH: not under control.
 *  HOOKS	dpq_mapped = void (*)(pid_t) called when a process maps new
 *		code, dpq_ifunc = void (*)(pid_t, uint64_t resolver,
 *		uint64_t impl) when a watched IFUNC resolver returns,
 *		dpq_gone = void (*)(pid_t) when a process under control is
 *		gone (STATUS would now say dpq_exited), dpq_forked = void
 *		(*)(pid_t parent, pid_t child) when a process under control
 *		whose probes are planted forks, the child stopped before it
 *		runs (see DTRACEIOC_UPROBE_FORKED); function addresses of
 *		the calling process (in-process hosts only), called from the
 *		host's own thread.  A hook left 0 stays as it was.
 *  WATCH	takes a dtrace_uprobewatch_t (above), not a dtrace_procreq_t:
 *		the host's breakpoints that call the mapped and ifunc hooks.
 */
#define DTRACEIOC_PROC_CREATE	(DTRACEIOC | 48)	/* dtrace_procreq_t */
#define DTRACEIOC_PROC_GRAB	(DTRACEIOC | 49)
#define DTRACEIOC_PROC_CONTINUE	(DTRACEIOC | 50)
#define DTRACEIOC_PROC_RELEASE	(DTRACEIOC | 51)
#define DTRACEIOC_PROC_STATUS	(DTRACEIOC | 52)
#define DTRACEIOC_PROC_ADVANCE	(DTRACEIOC | 53)
#define DTRACEIOC_PROC_HOOKS	(DTRACEIOC | 54)
#define DTRACEIOC_PROC_WATCH	(DTRACEIOC | 55)	/* dtrace_uprobewatch_t */

typedef struct dtrace_procreq {
	uint64_t dpq_handle;		/* the process (opaque) */
	int32_t dpq_pid;
	int32_t dpq_exited;		/* STATUS */
	int32_t dpq_status;		/* STATUS: wait(2) status */
	int32_t dpq_execerr;		/* STATUS: errno of a failed execve */
	uint64_t dpq_file;		/* CREATE: const char * */
	uint64_t dpq_argv;		/* CREATE: char *const [] */
	uint64_t dpq_envp;		/* CREATE: char *const [], or 0 */
	uint64_t dpq_mapped;		/* HOOKS */
	uint64_t dpq_ifunc;		/* HOOKS */
	uint64_t dpq_gone;		/* HOOKS */
	uint64_t dpq_forked;		/* HOOKS */
	uint32_t dpq_flags;		/* GRAB: DTRACE_PROCREQ_* */
	uint32_t dpq_pad;
} dtrace_procreq_t;

#define DTRACE_PROCREQ_FORPROBES	0x1	/* GRAB: for probe descriptions */

#endif /* DTRACE_IOCTL_H */
