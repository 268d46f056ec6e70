/* @@backend: kernel */
/* @@opts: -c ./usdtprog */
/*
 * <sys/sdt.h> probes on the module (uprobes on the notes' nops): the
 * arguments decoded from the notes' operands, a string read with
 * copyinstr(), a signed short sign-extended, and a probe behind its
 * semaphore, which fires only because the kernel raised the semaphore
 * while the probe was enabled
 */
#pragma D option quiet

usdtprog$target:::tick
{
	printf("%s:%s:%s %d %s\n", probeprov == strjoin("usdtprog",
	    lltostr($target)) ? "usdtprog<pid>" : probeprov, probefunc,
	    probename, arg0, copyinstr(arg1));
}

usdtprog$target:::guarded
{
	printf("guarded %d %d\n", arg0, (int)arg1);
}
