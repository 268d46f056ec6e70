/* @@requires: btf ksym:schedule @@backend: user */
/* @@stderr: invalid address ( */
/*
 * the user host cannot read kernel memory: loading through a kernel
 * symbol faults with the usual error, the process survives
 */

BEGIN
{
	trace(*(unsigned char *)&`schedule);
}

ERROR
{
	exit(1);
}
