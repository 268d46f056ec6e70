/*
 * A module named by the start of its basename up to a dot, as the
 * reference allows: "libc" and "libc.so" both name libc.so.6, and the
 * probes carry the object's full name.
 */
/* @@cmd: @PROGS@/pidcompute */
#pragma D option quiet

pid$target:libc:malloc:entry
/arg0 == 4242/
{
	@[probemod, "libc"] = count();
}

pid$target:libc.so:malloc:entry
/arg0 == 4242/
{
	@[probemod, "libc.so"] = count();
}
