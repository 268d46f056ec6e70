/* a variable takes the type of its first assignment */

#pragma D option quiet

BEGIN
{
	y = 10;
	x = y * 2L;
	printf("%d %d\n", sizeof (x), x);
	exit(0);
}
