/*
 * #pragma D option defaultargs takes effect for the rest of the program:
 * $1 and $$2, not given, are 0 and ""
 */
#pragma D option quiet
#pragma D option defaultargs

BEGIN
{
	printf("%d [%s]\n", $1, $$2);
	exit(0);
}
