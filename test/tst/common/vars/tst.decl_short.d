/* a declared short truncates its value */

#pragma D option quiet

short x;

BEGIN
{
	x = 70000;
	printf("%d\n", x);
	exit(0);
}
