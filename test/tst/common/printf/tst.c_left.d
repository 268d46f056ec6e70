/*
 * printf("%-3c|") of 65 is A  |
 */

#pragma D option quiet

BEGIN
{
	printf("%-3c|\n", 65);
	exit(0);
}
