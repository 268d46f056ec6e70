/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: dtrace`dtrace_ioctl+0x */ /* @@nostdout: dtrace_probe_fire */
/*
 * The whole stack of BEGIN goes on through the device's ioctl into the
 * system call, and holds no frame of the probe machinery.
 */
BEGIN
{
	stack();
	exit(0);
}
