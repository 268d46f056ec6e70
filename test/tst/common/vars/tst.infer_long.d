/* a constant too big for int makes a long variable */

#pragma D option quiet

BEGIN
{
	x = 0x100000000;
	printf("%d %d\n", sizeof (x), x);
	exit(0);
}
