/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * a function glob over libc resolves every IFUNC it matches; inside
 * work() only strlen and strcmp of the str* functions run
 */
#pragma D option quiet

pid$target:a.out:work:entry
{
	self->in = 1;
}

pid$target:libc.so.6:str*:entry
/self->in/
{
	@[probefunc] = count();
}

pid$target:a.out:work:return
{
	self->in = 0;
}

END
{
	printa("%s %@d\n", @);
}
