/*
 * printf("%li") of 5L is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%li\n", 5L);
	exit(0);
}
