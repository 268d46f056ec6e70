/* @@cmd: @PROGS@/pidcompute */
/*
 * glibc IFUNC symbols (STT_GNU_IFUNC) are probeable like any function:
 * strlen's entry and return probes exist (on the implementation its
 * resolver chose), so the description matches and the script compiles.
 */
#pragma D option quiet

pid$target:libc.so.6:strlen:entry,
pid$target:libc.so.6:strlen:return
{
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
