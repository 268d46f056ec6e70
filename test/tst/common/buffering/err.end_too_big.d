/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: END enablings exceed size of principal buffer */
/*
 * bufpolicy=fill: a principal buffer smaller than the room END needs is
 * refused, as the reference refuses it.
 */
#pragma D option bufpolicy=fill
#pragma D option bufsize=16

BEGIN
{
	exit(0);
}

END
{
	printf("%d\n", (int64_t)1);
}
