/*
 * os/linux/bpf/dtrace_bpf_prog.h -- what the kernel capture programs
 * (dtrace_bpf_syscall.bpf.c, dtrace_bpf_uprobe.bpf.c; clang -target bpf
 * only) have in common: the maps they share (the ring buffer, the drop
 * counter: the uprobe program is loaded on the syscall program's, so one
 * order runs through both), the record header, and the copy of the user
 * stack that goes ahead of an event's record for ustack().
 *
 * Invariants: a record that finds the ring buffer full is counted in
 * dt_drops, never silently lost; records go out without waking the
 * reader, which polls every few milliseconds, unless more than
 * DT_WAKEUP_BYTES wait, so a busy stream costs no wakeup per event.
 */
#ifndef DTRACE_BPF_PROG_H
#define DTRACE_BPF_PROG_H

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

#include "dtrace_bpf_capture.h"

char LICENSE[] SEC("license") = "Dual BSD/GPL";

struct pt_regs;		/* only passed on, or read by offset */

/* What is read of the current task (CO-RE: offsets from the BTF). */
struct mm_struct {
	unsigned long arg_start, arg_end;
} __attribute__((preserve_access_index));

typedef struct {
	int counter;
} dt_atomic_t;

struct signal_struct {
	dt_atomic_t live;	/* threads not yet exiting */
} __attribute__((preserve_access_index));

struct task_struct {
	struct task_struct *real_parent;
	int tgid;
	int exit_code;
	struct mm_struct *mm;
	struct signal_struct *signal;
} __attribute__((preserve_access_index));

#define DT_WAKEUP_BYTES	(256 * 1024)

/* Its size is set by the loader before load (or the map reused). */
struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 1 << 22);
} dt_events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} dt_drops SEC(".maps");

/* Where a stack record is built (8 KB: no room on the BPF stack). */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, dtrace_bpf_ustack_t);
} dt_stack_scratch SEC(".maps");

static __always_inline void
dt_drop(void)
{
	__u32 key = 0;
	__u64 *d = bpf_map_lookup_elem(&dt_drops, &key);

	if (d != 0)
		*d += 1;
}

static __always_inline __u64
dt_wakeup(void)
{
	return (bpf_ringbuf_query(&dt_events, BPF_RB_AVAIL_DATA) >
	    DT_WAKEUP_BYTES ? BPF_RB_FORCE_WAKEUP : BPF_RB_NO_WAKEUP);
}

/* Submit the reserved record @r. */
static __always_inline void
dt_submit(void *r)
{
	bpf_ringbuf_submit(r, dt_wakeup());
}

/* Copy the record @r of @size bytes into the ring buffer. */
static __always_inline void
dt_output(void *r, __u64 size)
{
	if (bpf_ringbuf_output(&dt_events, r, size, dt_wakeup()) != 0)
		dt_drop();
}

/* Is execname @comm (16 bytes, NUL-padded) filter @f's? */
static __always_inline int
dt_comm_is(const __u64 comm[2], const dtrace_bpf_filter_t *f)
{
	__u64 want[2];

	__builtin_memcpy(want, f->dbf_comm, sizeof (want));
	return (comm[0] == want[0] && comm[1] == want[1]);
}

/*
 * Does the current thread (@pidtgid) pass filter @f (dtrace_bpf_capture.h)?
 * The exact test every enabled clause's predicate of a probe makes first:
 * a thread that fails it costs nothing more.
 */
static __always_inline int
dt_filter(const dtrace_bpf_filter_t *f, __u64 pidtgid)
{
	__u64 comm[2] = { 0, 0 };

	switch (f->dbf_var) {
	case DTRACE_BPF_FILTER_PID:
		return ((pidtgid >> 32) == f->dbf_value);
	case DTRACE_BPF_FILTER_TID:
		return ((__u32)pidtgid == f->dbf_value);
	case DTRACE_BPF_FILTER_UID:
		return ((__u32)bpf_get_current_uid_gid() == f->dbf_value);
	case DTRACE_BPF_FILTER_GID:
		return ((bpf_get_current_uid_gid() >> 32) == f->dbf_value);
	case DTRACE_BPF_FILTER_COMM:
		bpf_get_current_comm(comm, sizeof (comm));
		return (dt_comm_is(comm, f));
	case DTRACE_BPF_FILTER_NEVER:
		return (0);
	default:
		return (1);
	}
}

/* Who, where, when: the header of every record. */
static __always_inline void
dt_hdr(dtrace_bpf_hdr_t *h, __u32 kind, __u64 pidtgid)
{
	struct task_struct *t = (struct task_struct *)bpf_get_current_task();
	__u64 ugid = bpf_get_current_uid_gid();

	h->dbh_kind = kind;
	h->dbh_cpu = bpf_get_smp_processor_id();
	h->dbh_pid = (__u32)(pidtgid >> 32);
	h->dbh_tid = (__u32)pidtgid;
	h->dbh_ppid = (__u32)BPF_CORE_READ(t, real_parent, tgid);
	h->dbh_uid = (__u32)ugid;
	h->dbh_gid = (__u32)(ugid >> 32);
	h->dbh_pad = 0;
	h->dbh_time = bpf_ktime_get_ns();
	bpf_get_current_comm(h->dbh_comm, sizeof (h->dbh_comm));
}

/*
 * Send the top of the current thread's user stack from @sp, for the
 * event @nr, @isret (dtrace_bpf_ustack_t) whose record follows: all of
 * DTRACE_BPF_STACKMAX bytes at once, or where the stack ends sooner, the
 * chunks that can be read.
 */
static __always_inline void
dt_ustack_send(__s64 nr, __u32 isret, __u64 sp, __u64 pidtgid)
{
	dtrace_bpf_ustack_t *r;
	__u32 zero = 0, len = 0, i;

	if ((r = bpf_map_lookup_elem(&dt_stack_scratch, &zero)) == 0)
		return;
	dt_hdr(&r->dbu_hdr, DTRACE_BPF_USTACK, pidtgid);
	r->dbu_nr = nr;
	r->dbu_isret = isret;
	r->dbu_sp = sp;
	if (bpf_probe_read_user(r->dbu_stack, DTRACE_BPF_STACKMAX,
	    (const void *)sp) == 0) {
		len = DTRACE_BPF_STACKMAX;
	} else {
		for (i = 0; i < DTRACE_BPF_STACKMAX / DTRACE_BPF_STACKCHUNK;
		    i++) {
			if (bpf_probe_read_user(r->dbu_stack +
			    i * DTRACE_BPF_STACKCHUNK, DTRACE_BPF_STACKCHUNK,
			    (const void *)(sp + i * DTRACE_BPF_STACKCHUNK)) != 0)
				break;
			len += DTRACE_BPF_STACKCHUNK;
		}
	}
	r->dbu_len = len;
	dt_output(r, DTRACE_BPF_USTACK_SMALL + (__u64)len);
}

#endif /* DTRACE_BPF_PROG_H */
