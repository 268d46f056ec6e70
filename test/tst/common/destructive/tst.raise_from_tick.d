/* @@opts: -w */
/* @@backend: user */
/*
 * On the user host the tick fires in the dtrace process: raise(SIGINT)
 * there stops tracing as an interrupt does (newline, then END).  The
 * tick comes well after the consumer's first round, which does not wait:
 * a signal during a round would let the round print "raised" before the
 * newline.
 */
#pragma D option quiet

tick-200ms
/!done/
{
	done = 1;
	raise(2);
	printf("raised\n");
}

END
{
	printf("end\n");
}
