/*
 * printf("%g") of d is 0
 */

#pragma D option quiet

double d;

BEGIN
{
	printf("%g\n", d);
	exit(0);
}
