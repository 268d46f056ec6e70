/* as the reference: char + char keeps type char (no promotion to int) */

#pragma D option quiet

BEGIN
{
	c = (char)100;
	printf("%d %d\n", c + c, sizeof (c + c));
	exit(0);
}
