/* @@stderr: invalid address (0x0) */
/*
 * ERROR's args[3] is an int: compared with a negative constant as signed
 */

#pragma D option quiet

ERROR
{
	printf("%d %d\n", args[3] > -1, (int)args[3] == args[3]);
	exit(0);
}

BEGIN
{
	trace(*(char *)0);
}
