/*
 * Asked for the user host (-x backend=user), a description naming a
 * provider only the kernel backend has (io here) matches nothing, and
 * the error names the option that would give it.
 * @@backend: user
 * @@opts: -x backend=user
 * @@exit: 1
 * @@stderr: probe description io:::start does not match any probes (io probes need the kernel backend: -x backend=kernel)
 */
io:::start
{
}
