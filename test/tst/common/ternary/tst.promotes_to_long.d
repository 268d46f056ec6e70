/*
 * the result type is the promoted type of both operands
 */

#pragma D option quiet

BEGIN
{
	c = 1;
	printf("%d\n", sizeof (c ? 1 : 2L));
	exit(0);
}
