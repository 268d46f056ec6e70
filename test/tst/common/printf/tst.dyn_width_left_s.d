/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%-*s|\n", 5, "ab");
	exit(0);
}
