/*
 * an unassigned double global is zero
 */

#pragma D option quiet

double d;

BEGIN
{
	printf("%f\n", d);
	exit(0);
}
