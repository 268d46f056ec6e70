/*
 * dtrace -v (or -x showbackend) says what profile-N samples: with no -c
 * or -p, every process on every CPU, in user mode and in the kernel, each
 * sample named by a BPF program when it is taken.
 * @@requires: bpf
 * @@opts: -x showbackend
 * @@stderr: dtrace: profile provider: perf events, every process on every CPU, user and kernel mode, named when taken (BPF)
 */
#pragma D option quiet

profile-997
{
	exit(0);
}
