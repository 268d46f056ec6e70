/*
 * Asked for the user host (-x backend=user), a description naming a
 * provider only the kernel backend has (sched here) matches nothing, and
 * the error names the option that would give it.
 * @@backend: user
 * @@opts: -x backend=user
 * @@exit: 1
 * @@stderr: probe description sched:::on-cpu does not match any probes (sched probes need the kernel backend: -x backend=kernel)
 */
sched:::on-cpu
{
}
