/* strlen() of a string variable */

#pragma D option quiet

BEGIN
{
	s = "dynamic tracing";
	printf("%d\n", strlen(s));
	exit(0);
}
