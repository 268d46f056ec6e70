/*
 * the largest long constant
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 9223372036854775807);
	exit(0);
}
