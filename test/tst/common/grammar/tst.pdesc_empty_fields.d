/*
 * empty fields match anything
 */

#pragma D option quiet

:::BEGIN
{
	printf("fired\n");
	exit(0);
}
