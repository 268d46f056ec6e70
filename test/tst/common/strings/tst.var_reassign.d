/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = "foo";
	s = "barbaz";
	printf("%s\n", s);
	exit(0);
}
