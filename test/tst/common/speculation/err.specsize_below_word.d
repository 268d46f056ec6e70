/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: */
/*
 * A speculation buffer smaller than one 8-byte word cannot be had.
 */
#pragma D option specsize=4

BEGIN
{
	s = speculation();
	speculate(s);
	printf("x\n");
}
