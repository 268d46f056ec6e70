/* @@cmd: sleep 0.1 */
/*
 * The end of the -c process wakes the consumer: tracing stops (END
 * fires) well before the next tick of the default 1hz rates.
 */
#pragma D option quiet

BEGIN
{
	t = timestamp;
}

END
{
	printf("%s\n", timestamp - t < 900000000 ? "prompt" : "late");
}
