/* timestamp does not go backwards within a clause */

#pragma D option quiet

BEGIN
{
	t1 = timestamp;
	t2 = timestamp;
	printf("%d\n", t2 >= t1);
	exit(0);
}
