/* @@backend: kernel */ /* @@stderr: does not match any probes */
/*
 * dtrace.ko's own functions are never fbt probes (tracing the probe path
 * could only recurse).
 */
fbt:dtrace::entry
{
	exit(0);
}
