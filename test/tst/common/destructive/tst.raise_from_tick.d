/* @@opts: -w */
/* @@backend: user */
/*
 * On the user host the tick fires in the dtrace process: raise(SIGINT)
 * there stops tracing as an interrupt does (newline, then END).
 */
#pragma D option quiet

tick-10ms
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
