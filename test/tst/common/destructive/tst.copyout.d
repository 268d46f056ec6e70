/* @@opts: -w */
/*
 * copyoutstr() and copyout() write the memory of the process the probe
 * fired in at once: BEGIN fires in dtrace itself, whose argv[0] string
 * (at least "dtrace") is overwritten and read back.
 */
#pragma D option quiet

BEGIN
{
	this->p = *(uint64_t *)copyin(curpsinfo->pr_argv, 8);
	copyoutstr("DTRACE", this->p, 7);
	printf("%s\n", copyinstr(this->p));
	this->b = (char *)alloca(2);
	this->b[0] = 'A';
	this->b[1] = 'B';
	copyout(this->b, this->p + 1, 2);
	printf("%s\n", copyinstr(this->p));
	exit(0);
}
