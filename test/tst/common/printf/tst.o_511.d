/*
 * printf("%o") of 511 is 777
 */

#pragma D option quiet

BEGIN
{
	printf("%o\n", 511);
	exit(0);
}
