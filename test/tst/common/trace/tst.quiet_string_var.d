/*
 * quiet trace() of a string variable
 */

#pragma D option quiet

BEGIN
{
	s = "dtrace";
	trace(s);
	printf("\n");
	exit(0);
}
