/*
 * dtrace -v (or -x showbackend) says what profile-N samples: with no -c
 * or -p, every process on every CPU, in user mode and in the kernel.
 * @@requires: bpf
 * @@opts: -x showbackend
 * @@stderr: dtrace: profile provider: perf events, every process on every CPU, user and kernel mode
 */
#pragma D option quiet

profile-997
{
	exit(0);
}
