/* @@cmd: @PROGS@/pidifunc 1 */
/*
 * the probe keeps the IFUNC's name; ufunc() of the pc names the
 * implementation after it too (it has no symbol of its own in a libc
 * without .symtab)
 */
#pragma D option quiet

pid$target:libc.so.6:strlen:entry
/n++ == 0/
{
	printf("%s:%s:%s\n", probemod, probefunc, probename);
	ufunc(uregs[16]);
}
