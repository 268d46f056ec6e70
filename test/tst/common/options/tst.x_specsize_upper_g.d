/* @@opts: -x specsize=2G */
/*
 * -x specsize=2G is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
