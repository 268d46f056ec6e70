/* @@grab: @PROGS@/pidifunc 0 loop */
/*
 * -p: wcsrchr (an IFUNC with no IRELATIVE slot in libc) is found through
 * the program's PLT slot, bound long ago; one call of work() makes 5
 * calls, one of which finds the character
 */
#pragma D option quiet

int done;

pid$target:a.out:work:entry
/!done/
{
	self->in = 1;
}

pid$target:libc.so.6:wcsrchr:entry
/self->in/
{
	@n = count();
}

pid$target:libc.so.6:wcsrchr:return
/self->in && arg1 != 0/
{
	@f = count();
}

pid$target:a.out:work:return
/self->in/
{
	self->in = 0;
	done = 1;
	exit(0);
}

END
{
	printa("calls %@d\n", @n);
	printa("found %@d\n", @f);
}
