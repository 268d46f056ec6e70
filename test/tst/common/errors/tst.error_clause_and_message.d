/* @@stderr: divide-by-zero in action #1 */
/*
 * a user ERROR clause runs and the message is still printed
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

ERROR
{
	printf("caught\n");
}

BEGIN
{
	exit(0);
}
