/* a string global reassigned */

#pragma D option quiet

BEGIN
{
	s = "first";
	s = "second";
	printf("%s\n", s);
	exit(0);
}
