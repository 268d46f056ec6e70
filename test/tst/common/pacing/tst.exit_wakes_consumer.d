/*
 * exit() wakes the consumer: tracing stops (END fires) well before the
 * next status tick of the default 1hz statusrate, a second after start.
 */
#pragma D option quiet

tick-50ms
{
	t = timestamp;
	exit(0);
}

END
{
	printf("%s\n", timestamp - t < 900000000 ? "prompt" : "late");
}
