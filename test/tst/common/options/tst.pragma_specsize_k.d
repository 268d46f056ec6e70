/*
 * #pragma D option specsize=8k is accepted.
 */
#pragma D option specsize=8k
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
