/* a declared string */

#pragma D option quiet

string s;

BEGIN
{
	s = "declared";
	printf("%s\n", s);
	exit(0);
}
