/*
 * a width never truncates
 */

#pragma D option quiet

BEGIN
{
	printf("[%3s]\n", "abcdef");
	exit(0);
}
