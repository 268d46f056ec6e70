/*
 * printf("%lx") of 255L is ff
 */

#pragma D option quiet

BEGIN
{
	printf("%lx\n", 255L);
	exit(0);
}
