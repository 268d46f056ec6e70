/* basename("/foo") is "foo" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", basename("/foo"));
	exit(0);
}
