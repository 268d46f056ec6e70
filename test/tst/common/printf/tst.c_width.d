/*
 * printf("%5c") of 65 is     A
 */

#pragma D option quiet

BEGIN
{
	printf("%5c\n", 65);
	exit(0);
}
