/* @@backend: kernel */ /* @@opts: -q */
/*
 * Arguments past the first five: dtrace:::ERROR's arg5 is the illegal
 * address (passed by the framework with the other five); arg6 ... arg9,
 * which no probe of the module has, are 0, as are profile-N's arg2 ...
 * arg9 beyond its documented ones.
 */
BEGIN
{
	trace(*(int *)0x1238);
}

ERROR
{
	printf("arg4 %d arg5 %x\n", arg4, arg5);
	printf("arg6..9 %d %d %d %d\n", arg6, arg7, arg8, arg9);
}

profile-997
/n++ == 0/
{
	printf("profile arg5..9 %d %d %d %d %d\n", arg5, arg6, arg7, arg8,
	    arg9);
	exit(0);
}
