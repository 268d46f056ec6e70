/* an offset string is a string */

#pragma D option quiet

BEGIN
{
	s = "hello";
	t = s + 1;
	printf("%d %s\n", strlen(t), t);
	exit(0);
}
