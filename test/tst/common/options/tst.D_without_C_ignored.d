/* @@opts: -DUNUSED=1 */
/*
 * -D without -C is accepted
 */

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
