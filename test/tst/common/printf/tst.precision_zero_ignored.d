/*
 * a zero precision is dropped from the format, as the reference does
 */

#pragma D option quiet

BEGIN
{
	printf("[%.0s]\n", "abc");
	exit(0);
}
