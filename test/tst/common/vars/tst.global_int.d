/* a global integer keeps its value */

#pragma D option quiet

BEGIN
{
	x = 41;
	x++;
	printf("%d\n", x);
	exit(0);
}
