/*
 * printf("%e") of d is 0.000000e+00
 */

#pragma D option quiet

double d;

BEGIN
{
	printf("%e\n", d);
	exit(0);
}
