/* @@cmd: @PROGS@/pidcompute */
/* globs over libc.so.6: free() of the malloc(4242) block */
#pragma D option quiet

pid$target:libc.so.6:mallo?:entry
/arg0 == 4242/
{
	self->p = 1;
}

pid$target:libc.so.6:malloc:return
/self->p/
{
	self->a = arg1;
	self->p = 0;
}

pid$target:libc.so.*:fre?:entry
/self->a && arg0 == self->a/
{
	printf("%s %s\n", probemod, probefunc);
	self->a = 0;
}
