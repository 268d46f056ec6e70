/* @@opts: -x specsize=1t */
/*
 * -x specsize=1t is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
