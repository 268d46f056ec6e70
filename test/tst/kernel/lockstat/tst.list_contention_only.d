/*
 * The Debian 6.1 guest kernel has no lock acquire/release tracepoints
 * (they need CONFIG_LOCKDEP): lockstat lists only the contention probes,
 * which can fire, and no acquire or release probe that never would.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: lockstat           vmlinux                                   spin-spin
 * @@nostdout: acquire
 */
lockstat:::
{
}
