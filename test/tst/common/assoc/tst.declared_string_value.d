/* a declared array with string values */

#pragma D option quiet

string names[int];

BEGIN
{
	names[1] = "one";
	printf("%s\n", names[1]);
	exit(0);
}
