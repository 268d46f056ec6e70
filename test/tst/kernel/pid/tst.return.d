/* @@backend: kernel */
/* @@opts: -c ./pidtarget */
/*
 * pid return probes on the module: arg1 is the value returned (3i from
 * add, 5 from greet), arg0 the offset of the ret inside the function, the
 * same for every return of add; probefunc and probename name the probe
 */
#pragma D option quiet

pid$target::add:return
{
	printf("%s:%s %d\n", probefunc, probename, arg1);
	@offs[arg0] = count();
}

pid$target::greet:return
{
	@greet[arg1] = count();
}

END
{
	printa("add returns at one offset, %@d times\n", @offs);
	printa("greet returned %d %@d times\n", @greet);
}
