/*
 * printf("%E") of d is 0.000000E+00
 */

#pragma D option quiet

double d;

BEGIN
{
	printf("%E\n", d);
	exit(0);
}
