/*
 * D has a logical exclusive-or operator ^^
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 ^^ 1);
	exit(0);
}
