/*
 * exit() from many firings is honoured once: END runs once and the
 * status is that of the first exit().
 */
/* @@exit: 3 */
#pragma D option quiet

tick-1ms
{
	n++;
}

tick-1ms
/n == 3/
{
	exit(3);
}

END
{
	printf("end\n");
}
