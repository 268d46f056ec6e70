/* signed division truncates toward zero */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", -7 / 2, -7 % 2);
	exit(0);
}
