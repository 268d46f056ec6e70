/*
 * a declared char variable
 */

#pragma D option quiet

char c;

BEGIN
{
	c = (char)127;
	printf("%d %d\n", c, sizeof (c));
	exit(0);
}
