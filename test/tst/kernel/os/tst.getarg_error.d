/* @@backend: kernel */ /* @@opts: -q */
/*
 * Arguments past the first five: dtrace:::ERROR's arg5 is the illegal
 * address (passed by the framework with the other five); arg6 ... arg9,
 * which no probe of the module has, are 0, as are profile-N's arg2 ...
 * arg9 beyond its documented ones.  (One CPU's profile probe only: the
 * others could see n == 0 at the same time.  Its values are printed in
 * END, after BEGIN's records whatever CPU either ran on: the profile line
 * came first now and then.)
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
/cpu == 0 && n++ == 0/
{
	a5 = arg5; a6 = arg6; a7 = arg7; a8 = arg8; a9 = arg9;
	exit(0);
}

END
{
	printf("profile arg5..9 %d %d %d %d %d\n", a5, a6, a7, a8, a9);
}
