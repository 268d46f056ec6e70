/*
 * printf("%10s") of "abc" is        abc
 */

#pragma D option quiet

BEGIN
{
	printf("%10s\n", "abc");
	exit(0);
}
