/*
 * a declared global string starts empty
 */

#pragma D option quiet

string s;

BEGIN
{
	printf("[%s]\n", s);
	exit(0);
}
