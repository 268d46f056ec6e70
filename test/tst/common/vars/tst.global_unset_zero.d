/* a declared global reads 0 before assignment */

#pragma D option quiet

int x;

BEGIN
{
	printf("%d\n", x);
	exit(0);
}
