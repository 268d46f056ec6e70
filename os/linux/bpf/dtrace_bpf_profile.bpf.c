/*
 * os/linux/bpf/dtrace_bpf_profile.bpf.c -- the identity program of
 * system-wide profile-N (DESIGN.md, "user host with kernel capture";
 * os/linux/user/dtrace_usample.c): compiled with clang -target bpf,
 * loaded by dtrace_bpf.c through libbpf, and run by the kernel at every
 * sample of the per-CPU perf events that sample every process.  What it
 * does, and nothing more: it writes the sampled thread's identity (a
 * dtrace_bpf_hdr_t: pid, tid, ppid, uid, gid, execname) as the raw data
 * of the CPU's BPF output event, whose records go into the sampling
 * event's own ring (PERF_EVENT_IOC_SET_OUTPUT), just before the sample
 * perf writes once this program returns 1.  So a sample is named as its
 * thread was when it was taken, not when the sample is read.
 *
 * Invariants: it never drops perf's sample (returns 1); a record that
 * finds the ring full is counted by perf (PERF_RECORD_LOST), and the
 * sample after it is then named from /proc, as without this program.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* CPU -> that CPU's BPF output event (set by the user host). */
struct {
	__uint(type, BPF_MAP_TYPE_PERF_EVENT_ARRAY);
	__uint(key_size, sizeof (__u32));
	__uint(value_size, sizeof (__u32));
} dt_prof_out SEC(".maps");

SEC("perf_event")
int
dt_profile(void *ctx)
{
	dtrace_bpf_hdr_t h;

	dt_hdr(&h, DTRACE_BPF_PROFILE, bpf_get_current_pid_tgid());
	(void) bpf_perf_event_output(ctx, &dt_prof_out, BPF_F_CURRENT_CPU,
	    &h, sizeof (h));
	return (1);
}
