/*
 * a precision longer than the string
 */

#pragma D option quiet

BEGIN
{
	printf("[%.10s]\n", "abc");
	exit(0);
}
