/*
 * printf("%f") of f is 0.000000
 */

#pragma D option quiet

float f;

BEGIN
{
	printf("%f\n", f);
	exit(0);
}
