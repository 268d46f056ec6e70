/* @@opts: -x specsize=1g */
/*
 * -x specsize=1g is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
