/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: END enablings exceed size of principal buffer */
/*
 * Under bufpolicy=fill every buffer, speculation buffers too, must hold
 * the room kept for END: a smaller specsize is refused, as the reference
 * refuses it (with its wording about the principal buffer).
 */
#pragma D option bufpolicy=fill
#pragma D option specsize=16

BEGIN
{
	s = speculation();
	speculate(s);
	printf("x\n");
}

END
{
	printf("%d\n", (int64_t)1);
}
