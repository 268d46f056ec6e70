/* @@backend: kernel */ /* @@opts: -b 600m */
/* @@stderr: dtrace: buffer size lowered to */
/*
 * -b 600m on a guest of 512 MiB: the module halves the principal buffers
 * until both halves of every CPU's buffer fit in half of MemAvailable
 * (bufresize=auto, the default), says so, and traces.  Never the OOM
 * killer, never a WARN.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
