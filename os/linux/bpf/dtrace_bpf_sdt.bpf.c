/*
 * os/linux/bpf/dtrace_bpf_sdt.bpf.c -- the kernel capture program of the
 * sdt provider (DESIGN.md, "user host with kernel capture"): compiled
 * with clang -target bpf, loaded by dtrace_bpf.c through libbpf on the
 * syscall program's ring buffer, and attached to the tracepoint of every
 * enabled sdt:GROUP::NAME probe, one link each.  What it does, and
 * nothing more: if the thread passes the probe's filter (dt_tsteer), one
 * record with the thread's context and the event's
 * record as the kernel wrote it (as many bytes as the link's cookie
 * says), from which the user host takes the probe's arguments, the
 * event's fields (os/linux/user/dtrace_sdtprov.c).
 *
 * Invariants: records are dtrace_bpf_capture.h's; dtrace's own events are
 * not seen (they would feed themselves: every record drained makes more
 * of the kernel's events); a record that finds the ring buffer full is
 * counted.  The record is built in a per-CPU scratch: the kernel runs one
 * tracing program at a time on a CPU, a nested one is skipped.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_sdtsteer_t dt_tsteer;

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, dtrace_bpf_sdt_t);
} dt_sdt_scratch SEC(".maps");

SEC("tracepoint")
int
dt_sdt(void *ctx)
{
	__u64 pt = bpf_get_current_pid_tgid();
	__u64 cookie = bpf_get_attach_cookie(ctx);
	__u32 zero = 0, len = (__u32)(cookie >> 32);
	dtrace_bpf_sdt_t *r;

	if (dt_tsteer.dbt_self == (__u32)(pt >> 32) ||
	    ((__u32)cookie < DTRACE_BPF_SDT_NPROBES &&
	    !dt_filter(&dt_tsteer.dbt_filter[(__u32)cookie], pt)) ||
	    (r = bpf_map_lookup_elem(&dt_sdt_scratch, &zero)) == 0)
		return (0);
	dt_hdr(&r->dbt_hdr, DTRACE_BPF_SDT, pt);
	r->dbt_probe = (__u32)cookie;
	if (len > DTRACE_BPF_SDTMAX)
		len = DTRACE_BPF_SDTMAX;
	if (bpf_probe_read_kernel(r->dbt_rec, len, ctx) != 0)
		len = 0;
	r->dbt_len = len;
	dt_output(r, DTRACE_BPF_SDT_SMALL + (__u64)len);
	return (0);
}
