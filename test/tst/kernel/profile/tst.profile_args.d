/* @@backend: kernel */
/*
 * profile-N's arg0 is the kernel pc the CPU was interrupted at (a kernel
 * address) and arg1 the user pc: exactly one of the two is non-zero.
 * arg2, how late the firing is, is never negative.  tick-N passes the
 * same arg0 and arg1.
 */
#pragma D option quiet

profile-997
{
	@fired = max(1);
	@bad = sum((arg0 != 0) == (arg1 != 0));
	@kbad = sum(arg0 != 0 && arg0 < 0xffff800000000000);
	@late = min((int64_t)arg2 >= 0);
}

tick-100
{
	@tbad = sum((arg0 != 0) == (arg1 != 0));
}

tick-1s
{
	exit(0);
}

END
{
	printa("fired %@d\n", @fired);
	printa("bad %@d\n", @bad);
	printa("kbad %@d\n", @kbad);
	printa("late %@d\n", @late);
	printa("tbad %@d\n", @tbad);
}
