/*
 *
 */

#pragma D option quiet

BEGIN
{
	l = -5000000000;
	printf("%i\n", l);
	exit(0);
}
