/* string is a D type: a declared string */

#pragma D option quiet

string s;

BEGIN
{
	s = "typed";
	printf("%s\n", s);
	exit(0);
}
