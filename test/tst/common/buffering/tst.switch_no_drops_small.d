/*
 * bufpolicy=switch: a few records, no drops, no messages.
 */
#pragma D option quiet
#pragma D option bufsize=4k

tick-1ms
/n++ < 20/
{
	printf("%d\n", n);
}

tick-1ms
/n > 20/
{
	exit(0);
}
