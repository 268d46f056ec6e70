/* @@grab: @PROGS@/pidifunc 0 loop */
/*
 * -p: in a running process (libc relocated long ago) the IFUNC probes
 * fire on every call; count them over exactly one call of work()
 */
#pragma D option quiet

int done;

pid$target:a.out:work:entry
/!done/
{
	self->in = 1;
}

pid$target:libc.so.6:strlen:entry,
pid$target:libc.so.6:memcpy:entry,
pid$target:libc.so.6:strcmp:entry
/self->in/
{
	@[probefunc] = count();
}

pid$target:libc.so.6:strlen:return
/self->in/
{
	@len = sum(arg1);
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
	printa("%s %@d\n", @);
	printa("lengths %@d\n", @len);
}
