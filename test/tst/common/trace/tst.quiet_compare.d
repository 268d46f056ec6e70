/*
 *
 */

#pragma D option quiet

BEGIN
{
	trace(1 < 2);
	printf("\n");
	exit(0);
}
