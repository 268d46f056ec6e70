/* tolower() of a variable leaves it unchanged */

#pragma D option quiet

BEGIN
{
	s = "MiXeD";
	t = tolower(s);
	printf("%s %s\n", s, t);
	exit(0);
}
