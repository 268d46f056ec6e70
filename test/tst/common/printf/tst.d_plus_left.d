/*
 * printf("%-+5d|") of 42 is +42  |
 */

#pragma D option quiet

BEGIN
{
	printf("%-+5d|\n", 42);
	exit(0);
}
