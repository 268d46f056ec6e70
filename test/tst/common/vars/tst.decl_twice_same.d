/* declaring the same global twice with one type is allowed */

#pragma D option quiet

int x;
int x;

BEGIN
{
	x = 3;
	printf("%d\n", x);
	exit(0);
}
