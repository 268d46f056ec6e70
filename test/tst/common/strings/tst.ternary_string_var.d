/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = "yes";
	b = "no";
	c = 0;
	printf("%s\n", c ? a : b);
	exit(0);
}
