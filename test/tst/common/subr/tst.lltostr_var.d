/* lltostr() of a variable, joined */

#pragma D option quiet

BEGIN
{
	x = 42;
	printf("%s\n", strjoin("x=", lltostr(x)));
	exit(0);
}
