/*
 *
 */

#pragma D option quiet

BEGIN
{
	c = (char)65;
	printf("%d %c\n", c, c);
	exit(0);
}
