/* @@backend: kernel */ /* @@opts: -x aggsize=3g */
/* @@stderr: dtrace: aggregation size lowered to */
/*
 * -x aggsize=3g on a guest of 512 MiB: the aggregation buffers are halved
 * until they fit, dtrace(1) says so, and the aggregation works.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["x"] = count();
	exit(0);
}
