/* @@opts: -64 */
/* -64: the LP64 data model, longs and pointers of 8 bytes. */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (long), sizeof (void *));
	exit(0);
}
