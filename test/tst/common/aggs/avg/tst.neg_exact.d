/*
 * avg() of -10 and -20 is -15
 */

#pragma D option quiet

BEGIN
{
	@a = avg(-10);
	@a = avg(-20);
	exit(0);
}
