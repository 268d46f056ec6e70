/* @@cmd: @PROGS@/pidifunc 10 */
/* every entry of the implementation is matched by one of its returns */
#pragma D option quiet

pid$target:libc.so.6:strlen:entry
{
	self->want = strlen(copyinstr(arg0));
	self->in = 1;
}

pid$target:libc.so.6:strlen:return
/self->in/
{
	@[self->want == arg1 ? "match" : "mismatch"] = count();
	self->in = 0;
}

END
{
	printa("%s %@d\n", @);
}
