/*
 * printf("%d") of sizeof (void *) is 8
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (void *));
	exit(0);
}
