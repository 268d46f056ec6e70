/* @@cmd: @PROGS@/usdtlibapp */
/* @@requires: prog:usdtlibapp */
/*
 * The probes of a shared library built the package way (its own -h
 * header and -G semaphores): module and function are the library's, and
 * its is-enabled probe sees its own semaphore raised.
 */
#pragma D option quiet

tstlib$target:::call
{
	printf("%s:%s:%s %d %s\n", probemod, probefunc, probename, arg0,
	    copyinstr(arg1));
}
