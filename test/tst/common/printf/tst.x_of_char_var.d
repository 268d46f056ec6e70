/*
 * a char variable with %x and %d
 */

#pragma D option quiet

BEGIN
{
	c = (char)-2;
	printf("%x %d\n", c, c);
	exit(0);
}
