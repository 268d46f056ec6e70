/*
 * printf("%o") of -1 is 37777777777
 */

#pragma D option quiet

BEGIN
{
	printf("%o\n", -1);
	exit(0);
}
