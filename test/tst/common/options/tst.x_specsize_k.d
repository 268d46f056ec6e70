/* @@opts: -x specsize=8k */
/*
 * -x specsize=8k is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
