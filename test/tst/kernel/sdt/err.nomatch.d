/*
 * A description that matches no probe of the module's providers is the
 * reference's error.
 * @@backend: kernel
 * @@exit: 1
 * @@stderr: probe description sdt:nosuchgroup::nosuchevent does not match any probes
 */
sdt:nosuchgroup::nosuchevent
{
}
