/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 6 * 7;
	trace(x);
	printf("\n");
	exit(0);
}
