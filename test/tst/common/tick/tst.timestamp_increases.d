/*
 * timestamp grows between BEGIN and a later tick
 */

#pragma D option quiet

BEGIN
{
	start = timestamp;
}

tick-10ms
{
	printf("%d\n", timestamp > start);
	exit(0);
}
