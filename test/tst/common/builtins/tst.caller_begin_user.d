/* @@backend: user */
/*
 * on the user host, BEGIN has no kernel caller: caller is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", caller);
	exit(0);
}
