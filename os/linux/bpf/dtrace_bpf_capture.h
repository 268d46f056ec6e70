/*
 * os/linux/bpf/dtrace_bpf_capture.h -- the records the kernel capture
 * programs (dtrace_bpf_*.bpf.c, run by the kernel at its probe sites)
 * write into the ring buffer that the user host (dtrace_bpf.c) drains,
 * and the layout of the maps that steer them.  Shared by the BPF C
 * programs (clang -target bpf) and the user host: fixed-width types only.
 *
 * Where it sits (DESIGN.md, "user host with kernel capture"): a probe
 * site captures the probe context into one record; the user host turns
 * the record into a dtrace_uctx_t and fires the probe into the DIF VM.
 *
 * Invariants: a record starts with dtrace_bpf_hdr_t; dbh_kind says which
 * body follows; sizes are multiples of 8.  Nothing here is ABI outside
 * this build: the programs and the user host are built together.
 */
#ifndef DTRACE_BPF_CAPTURE_H
#define DTRACE_BPF_CAPTURE_H

#include <linux/types.h>

/* System-call numbers the syscall capture knows (as DTRACE_SYSCALL_MAX). */
#define DTRACE_BPF_NSYSCALL	1024

/*
 * User memory captured per system-call entry (slots), and the bytes of
 * each: a string, or a data buffer whose length another argument gives.
 */
#define DTRACE_BPF_NSTR		3
#define DTRACE_BPF_STRMAX	256

/*
 * The want bits of system call NR (dtrace_bpf_steer_t): bit 0 entry enabled,
 * bit 1 return enabled; bits 8 + 4 * S .. 11 + 4 * S: the argument
 * (0 .. 5) whose memory goes to slot S, or 0xf for none; bits 20 + 4 * S
 * .. 23 + 4 * S: the argument that is its length in bytes (a buffer,
 * at most DTRACE_BPF_STRMAX of it), or 0xf for a string.
 */
#define DTRACE_BPF_WANT_ENTRY	0x1
#define DTRACE_BPF_WANT_RETURN	0x2
#define DTRACE_BPF_WANT_EREGS	0x4	/* the entry's registers (uregs[]) */
#define DTRACE_BPF_WANT_RREGS	0x8	/* the return's */
#define DTRACE_BPF_WANT_EARGS	0x10	/* the entry's process arguments */
#define DTRACE_BPF_WANT_RARGS	0x20	/* the return's (execve's new ones) */
#define DTRACE_BPF_WANT_ESTACK	0x40	/* the entry's user stack (ustack()) */
#define DTRACE_BPF_WANT_RSTACK	0x80	/* the return's */
#define DTRACE_BPF_WANT_STR(s, a)	((__u32)(a) << (8 + 4 * (s)))
#define DTRACE_BPF_WANT_STRARG(w, s)	(((w) >> (8 + 4 * (s))) & 0xf)
#define DTRACE_BPF_WANT_LEN(s, a)	((__u32)(a) << (20 + 4 * (s)))
#define DTRACE_BPF_WANT_LENARG(w, s)	(((w) >> (20 + 4 * (s))) & 0xf)
#define DTRACE_BPF_WANT_NOSTR	0xffffff00u	/* every slot 0xf: none */

/* Record kinds. */
#define DTRACE_BPF_SYS_ENTRY	1	/* dtrace_bpf_sysent_t */
#define DTRACE_BPF_SYS_ENTRY_STR 2	/* dtrace_bpf_sysent_t + strings */
#define DTRACE_BPF_SYS_RETURN	3	/* dtrace_bpf_sysret_t */
#define DTRACE_BPF_SYS_RETURN_REGS 4	/* dtrace_bpf_sysret_t with dbr_regs
					 * and dbr_psargs */
#define DTRACE_BPF_USTACK	5	/* dtrace_bpf_ustack_t */
#define DTRACE_BPF_UPROBE	6	/* dtrace_bpf_uprobe_t */
#define DTRACE_BPF_PROC		7	/* dtrace_bpf_proc_t */
#define DTRACE_BPF_SDT		8	/* dtrace_bpf_sdt_t */
#define DTRACE_BPF_SCHED	9	/* dtrace_bpf_sched_t */
#define DTRACE_BPF_FBT		10	/* dtrace_bpf_fbt_t */
#define DTRACE_BPF_PROFILE	11	/* a profile sample's identity: the
					 * header alone, in perf's ring */

/* The user registers, as struct pt_regs (x86-64) lays them out. */
#define DTRACE_BPF_NREGS	21

/* What every record starts with: who, where, when. */
typedef struct dtrace_bpf_hdr {
	__u32 dbh_kind;		/* DTRACE_BPF_* */
	__u32 dbh_cpu;		/* CPU of the event */
	__u32 dbh_pid;		/* tgid */
	__u32 dbh_tid;		/* thread id */
	__u32 dbh_ppid;		/* parent's tgid (real_parent) */
	__u32 dbh_uid;
	__u32 dbh_gid;
	__u32 dbh_pad;
	__u64 dbh_time;		/* CLOCK_MONOTONIC ns (bpf_ktime_get_ns) */
	char dbh_comm[16];	/* execname */
} dtrace_bpf_hdr_t;

/* raw_syscalls:sys_enter: the number and the six register arguments. */
typedef struct dtrace_bpf_sysent {
	dtrace_bpf_hdr_t dbs_hdr;
	__s64 dbs_nr;
	__u64 dbs_args[6];
	/* DTRACE_BPF_SYS_ENTRY_STR only: */
	__s32 dbs_strlen[DTRACE_BPF_NSTR];	/* bytes (a string's with its
						 * NUL); < 0 fault */
	__u32 dbs_strarg[DTRACE_BPF_NSTR];	/* argument index, 0xf none */
	__u32 dbs_lenarg[DTRACE_BPF_NSTR];	/* length's argument (a
						 * buffer), 0xf a string */
	__u32 dbs_hasregs;			/* dbs_regs filled */
	__u64 dbs_regs[DTRACE_BPF_NREGS];	/* the thread's user registers */
	__s32 dbs_psargslen;			/* bytes at dbs_psargs; < 0
						 * not taken */
	__u32 dbs_pad3;
	char dbs_psargs[DTRACE_BPF_STRMAX];	/* its arguments, as the
						 * kernel keeps them (NULs) */
	char dbs_str[DTRACE_BPF_NSTR][DTRACE_BPF_STRMAX];
} dtrace_bpf_sysent_t;

/* The size of an entry record without strings. */
#define DTRACE_BPF_SYSENT_SMALL	\
	(sizeof (dtrace_bpf_hdr_t) + 8 + 6 * 8)

/* raw_syscalls:sys_exit: the number and the return value. */
typedef struct dtrace_bpf_sysret {
	dtrace_bpf_hdr_t dbr_hdr;
	__s64 dbr_nr;
	__s64 dbr_ret;
	/* DTRACE_BPF_SYS_RETURN_REGS only: */
	__u64 dbr_regs[DTRACE_BPF_NREGS];	/* the thread's user registers,
						 * ip 0: not taken */
	__s32 dbr_psargslen;			/* as dbs_psargslen */
	__u32 dbr_pad;
	char dbr_psargs[DTRACE_BPF_STRMAX];
} dtrace_bpf_sysret_t;

/* The size of a return record without registers. */
#define DTRACE_BPF_SYSRET_SMALL	(sizeof (dtrace_bpf_hdr_t) + 8 + 8)

/*
 * The top of a thread's user stack (from its user sp up), taken for an
 * event whose clauses unwind it (ustack(), ustackdepth, ucaller): ustack()
 * unwinds from the event's registers through these bytes, as the stack
 * was then.  The record goes out just before the event's own record, from
 * the same thread; it says which event it belongs to (system call, entry
 * or return), so one whose event was lost is never taken for another's.
 * Only the bytes read are sent (dbu_len; the stack may end sooner).
 */
#define DTRACE_BPF_STACKMAX	8192
#define DTRACE_BPF_STACKCHUNK	1024	/* read piecewise near its end */

typedef struct dtrace_bpf_ustack {
	dtrace_bpf_hdr_t dbu_hdr;
	__s64 dbu_nr;		/* the system call of the event, or a
				 * pid site's DTRACE_BPF_USTACK_SITE() */
	__u32 dbu_isret;	/* 1: its return, 0: its entry */
	__u32 dbu_len;		/* bytes in dbu_stack */
	__u64 dbu_sp;		/* the user sp they start at */
	char dbu_stack[DTRACE_BPF_STACKMAX];
} dtrace_bpf_ustack_t;

/* The size of a stack record without its bytes. */
#define DTRACE_BPF_USTACK_SMALL	(sizeof (dtrace_bpf_hdr_t) + 8 + 8 + 8)
#define DTRACE_BPF_USTACK_SITE(site)	(-(__s64)(site) - 1)

/*
 * pid provider sites (dtrace_bpf_uprobe.bpf.c): a uprobe a site, whose
 * cookie is the process's tgid (high 32 bits) and the site's number
 * (low: below DTRACE_BPF_NUSITES), which indexes the flags the user host
 * writes in place (dtrace_bpf_usteer_t, the program's .bss): whether its
 * probes are enabled, whether they unwind the user stack, and whether
 * they read the process's memory (then the top of the stack comes with
 * each hit: copyin() there, and arg6 on, read it as it was).
 */
#define DTRACE_BPF_NUSITES	65536
#define DTRACE_BPF_USITE_ON	0x1
#define DTRACE_BPF_USITE_STACK	0x2
#define DTRACE_BPF_USITE_MEM	0x4	/* the top of the stack (arguments
					 * beyond the sixth, locals) */
#define DTRACE_BPF_REDZONE	128	/* the ABI's red zone below the sp */
#define DTRACE_BPF_STKTOP	384	/* bytes taken: the red zone, then
					 * from the sp up */

/*
 * dbu_take[SITE][S]: what slot S takes with each hit, so that it is read
 * as it was, not once drained: a USDT argument in memory (the 8 bytes at
 * base + index * scale + disp, DTRACE_BPF_TAKE_MEM; a register 0: none),
 * and a string the site's clauses read with copyinstr() of an argument
 * (DTRACE_BPF_TAKE_STR, DTRACE_UCTX_STRARG) at the address that argument
 * holds: that memory's, or register dbut_base - 1's (struct pt_regs
 * word).  Written before the site's flags turn it on.
 */
#define DTRACE_BPF_TAKE_ON	0x1	/* the slot is used */
#define DTRACE_BPF_TAKE_MEM	0x2	/* the argument is in memory */
#define DTRACE_BPF_TAKE_STR	0x4	/* the string it points to too */
typedef struct dtrace_bpf_utakeslot {
	__u8 dbut_flags;	/* DTRACE_BPF_STR_* */
	__u8 dbut_base;		/* 1 + register word, or 0 */
	__u8 dbut_index;	/* 1 + register word, or 0 */
	__u8 dbut_scale;	/* 1, 2, 4, 8 */
	__u8 dbut_pad[4];
	__s64 dbut_disp;	/* (an absolute address: a global's) */
} dtrace_bpf_utakeslot_t;

typedef struct dtrace_bpf_usteer {
	__u8 dbu_flags[DTRACE_BPF_NUSITES];
	dtrace_bpf_utakeslot_t dbu_take[DTRACE_BPF_NUSITES][DTRACE_BPF_NSTR];
} dtrace_bpf_usteer_t;

/*
 * A site hit: its number, the thread's registers (struct pt_regs), with
 * DTRACE_BPF_USITE_MEM the top of its stack, and when dbu_take names any
 * the strings (the whole record).
 */
typedef struct dtrace_bpf_uprobe {
	dtrace_bpf_hdr_t dbp_hdr;
	__u32 dbp_site;
	__u32 dbp_stklen;	/* bytes in dbp_stk (0: not taken) */
	__u64 dbp_stkaddr;	/* the address they were read at */
	__u64 dbp_regs[DTRACE_BPF_NREGS];
	char dbp_stk[DTRACE_BPF_STKTOP];
	/* the whole record only: */
	__s32 dbp_strlen[DTRACE_BPF_NSTR];	/* bytes with the NUL; <= 0:
						 * not taken */
	__u32 dbp_pad;
	__u64 dbp_straddr[DTRACE_BPF_NSTR];	/* where each was read */
	__u64 dbp_ptraddr[DTRACE_BPF_NSTR];	/* DTRACE_BPF_TAKE_MEM: where
						 * the pointer was, or 0 */
	__u64 dbp_ptr[DTRACE_BPF_NSTR];		/* and its value */
	char dbp_str[DTRACE_BPF_NSTR][DTRACE_BPF_STRMAX];
} dtrace_bpf_uprobe_t;

/* The size of a hit's record with the stack top, without the strings. */
#define DTRACE_BPF_UPROBE_STK	\
	__builtin_offsetof(dtrace_bpf_uprobe_t, dbp_strlen)
/* The size of a hit's record without the stack top (dbp_stklen 0). */
#define DTRACE_BPF_UPROBE_SMALL	\
	(DTRACE_BPF_UPROBE_STK - DTRACE_BPF_STKTOP)

/*
 * The syscall filter of an entry or return probe (dtrace_bpf_steer_t's
 * dbs_filter): a test of the thread the program makes before it captures
 * anything (dtrace_probe_filter: every enabled clause's predicate is
 * VAR == CONSTANT); dbf_var DTRACE_BPF_FILTER_*.
 */
#define DTRACE_BPF_FILTER_NONE	0
#define DTRACE_BPF_FILTER_PID	1	/* tgid == dbf_value */
#define DTRACE_BPF_FILTER_TID	2
#define DTRACE_BPF_FILTER_UID	3
#define DTRACE_BPF_FILTER_GID	4
#define DTRACE_BPF_FILTER_COMM	5	/* comm == dbf_comm (NUL-padded) */
#define DTRACE_BPF_FILTER_NEVER	6	/* no thread passes */

typedef struct dtrace_bpf_filter {
	__u32 dbf_var;
	__u32 dbf_pad;
	__u64 dbf_value;
	char dbf_comm[16];
} dtrace_bpf_filter_t;

/*
 * How the user host steers the syscall program: its one global variable
 * (the object's .bss), which the user host maps and writes in place, so
 * that the program reads it with plain loads, no map lookup per event.
 * dbs_want[NR]: the want bits of system call NR (DTRACE_BPF_WANT_*, 0
 * when neither probe is enabled); dbs_filter[2 * NR] its entry's filter,
 * [2 * NR + 1] its return's.  A filter is written before the want bits
 * that enable its probe.
 */
typedef struct dtrace_bpf_steer {
	__u32 dbs_self;		/* tgid of dtrace: its own calls not seen */
	__u32 dbs_pad;
	__u32 dbs_want[DTRACE_BPF_NSYSCALL];
	dtrace_bpf_filter_t dbs_filter[2 * DTRACE_BPF_NSYSCALL];
} dtrace_bpf_steer_t;

/*
 * The proc provider's probes that tracepoints serve for every process
 * (dtrace_bpf_proc.bpf.c), by their DT_PROC_* number of the user host
 * (os/linux/user/dtrace_uprov.h; dtrace_bpf.c checks they agree):
 * dt_psteer's dbq_want has bit N set while probe N is enabled.  A record
 * says which probe and its three arguments, as dtrace_procprov_fire()
 * takes them.
 */
#define DTRACE_BPF_PROC_CREATE		0
#define DTRACE_BPF_PROC_EXEC_SUCCESS	3
#define DTRACE_BPF_PROC_EXIT		4
#define DTRACE_BPF_PROC_LWP_CREATE	5
#define DTRACE_BPF_PROC_LWP_EXIT	6
#define DTRACE_BPF_PROC_SIGNAL_DISCARD	8
#define DTRACE_BPF_PROC_SIGNAL_HANDLE	9
#define DTRACE_BPF_PROC_SIGNAL_SEND	10
typedef struct dtrace_bpf_psteer {
	__u32 dbq_want;
	__u32 dbq_self;		/* tgid of dtrace: its own events not seen */
} dtrace_bpf_psteer_t;

typedef struct dtrace_bpf_proc {
	dtrace_bpf_hdr_t dbq_hdr;
	__u32 dbq_which;	/* DT_PROC_* */
	__u32 dbq_pad;
	__u64 dbq_args[3];
} dtrace_bpf_proc_t;

/*
 * The sdt provider's probes (dtrace_bpf_sdt.bpf.c): one tracepoint link
 * an enabled probe, whose cookie is the bytes of the event's record to
 * take (high 32 bits: its fixed fields, or DTRACE_BPF_SDTMAX when
 * dynamic data follows them) and the probe's number in the user host's
 * table (low 32).  The record goes out as the kernel wrote it, its
 * common_* header included; the user host reads the fields from it as
 * the event's tracefs format lays them out.
 */
#define DTRACE_BPF_SDTMAX	2048
#define DTRACE_BPF_SDT_NPROBES	16384	/* probe numbers below this */

/*
 * dbt_filter[N]: probe N's filter (as the syscall provider's, below),
 * written before the probe is attached, and again when its clauses
 * change.
 */
typedef struct dtrace_bpf_sdtsteer {
	__u32 dbt_self;		/* tgid of dtrace: its own events not seen */
	__u32 dbt_pad;
	struct dtrace_bpf_filter dbt_filter[DTRACE_BPF_SDT_NPROBES];
} dtrace_bpf_sdtsteer_t;

typedef struct dtrace_bpf_sdt {
	dtrace_bpf_hdr_t dbt_hdr;
	__u32 dbt_probe;	/* the cookie's low 32 bits */
	__u32 dbt_len;		/* bytes in dbt_rec (0: could not be read) */
	char dbt_rec[DTRACE_BPF_SDTMAX];
} dtrace_bpf_sdt_t;

/* The size of an sdt record without the event's. */
#define DTRACE_BPF_SDT_SMALL	(sizeof (dtrace_bpf_hdr_t) + 8)

/*
 * The sched provider's probes that tracepoints serve (dtrace_bpf_sched.bpf.c),
 * by their DT_SCHED_* number of the user host (dtrace_uprov.h;
 * dtrace_bpf.c checks they agree): dt_ssteer's dbc_want has bit N set
 * while probe N is enabled.  A record says which probe, the thread its
 * args[] describe, and change-pri's new priority.
 */
#define DTRACE_BPF_SCHED_CHANGE_PRI	0
#define DTRACE_BPF_SCHED_OFF_CPU	1
#define DTRACE_BPF_SCHED_ON_CPU		2
#define DTRACE_BPF_SCHED_PREEMPT	3
#define DTRACE_BPF_SCHED_SLEEP		4
#define DTRACE_BPF_SCHED_SURRENDER	5
#define DTRACE_BPF_SCHED_WAKEUP		6

#define DTRACE_BPF_SCHED_NPROBES	7
typedef struct dtrace_bpf_ssteer {
	__u32 dbc_want;
	__u32 dbc_self;		/* tgid of dtrace: its own events not seen */
	/* probe N's filter, of the thread whose context it fires in */
	struct dtrace_bpf_filter dbc_filter[DTRACE_BPF_SCHED_NPROBES];
} dtrace_bpf_ssteer_t;

/* A thread, as the sched probes' lwpsinfo_t and psinfo_t describe it. */
typedef struct dtrace_bpf_task {
	__u32 dbk_pid;		/* tgid */
	__u32 dbk_tid;
	__u32 dbk_ppid;
	__u32 dbk_uid, dbk_euid;
	__u32 dbk_gid, dbk_egid;
	__s32 dbk_prio;		/* the kernel's prio (120 + nice) */
	__s32 dbk_nice;
	__u32 dbk_state;	/* its __state (0: runnable) */
	__u32 dbk_cpu;		/* the CPU it is on or last ran on */
	__u32 dbk_pad;
	char dbk_comm[16];
} dtrace_bpf_task_t;

typedef struct dtrace_bpf_sched {
	dtrace_bpf_hdr_t dbc_hdr;
	__u32 dbc_which;	/* DTRACE_BPF_SCHED_* */
	__s32 dbc_prio;		/* change-pri: the new priority */
	dtrace_bpf_task_t dbc_task;	/* what args[0] and args[1] describe */
} dtrace_bpf_sched_t;

/*
 * The fbt provider's probes (dtrace_bpf_fbt.bpf.c): one kprobe (entry)
 * or kretprobe (return) link an enabled probe, whose cookie is the slot
 * the user host gave the probe at its first enable (below
 * DTRACE_BPF_FBT_NSLOTS); dbk_filter[SLOT] is its filter, as sdt's.  A
 * hit sends the kernel's registers at the probe (struct pt_regs): the
 * arguments at entry, the return value at return.
 */
#define DTRACE_BPF_FBT_NSLOTS	4096	/* a kprobe each, attached one by one */
typedef struct dtrace_bpf_fbtsteer {
	__u32 dbk_self;		/* tgid of dtrace: its own calls not seen */
	__u32 dbk_pad;
	struct dtrace_bpf_filter dbk_filter[DTRACE_BPF_FBT_NSLOTS];
} dtrace_bpf_fbtsteer_t;

typedef struct dtrace_bpf_fbt {
	dtrace_bpf_hdr_t dbk_hdr;
	__u32 dbk_slot;		/* the cookie */
	__u32 dbk_pad;
	__u64 dbk_regs[DTRACE_BPF_NREGS];
} dtrace_bpf_fbt_t;

#endif /* DTRACE_BPF_CAPTURE_H */
