/* a declared char wraps at 8 bits */

#pragma D option quiet

char c;

BEGIN
{
	c = 127;
	c++;
	printf("%d\n", c);
	exit(0);
}
