/* @@cmd: @PROGS@/pidcompute */
/* a glob over libc.so.6 function names includes IFUNC symbols (strlen) */
#pragma D option quiet

pid$target:libc.so.6:strle?:entry
{
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
