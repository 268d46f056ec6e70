/* a declared string global reads empty before assignment */

#pragma D option quiet

string s;

BEGIN
{
	printf("[%s]\n", s);
	exit(0);
}
