/*
 * the remainder takes the sign of the dividend
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -17 % 5);
	exit(0);
}
