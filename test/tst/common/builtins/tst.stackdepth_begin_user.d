/* @@backend: user */
/*
 * on the user host, BEGIN fires in no kernel context: stackdepth is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", stackdepth);
	exit(0);
}
