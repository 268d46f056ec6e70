/* sizeof yields a size_t (unsigned 64-bit) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (sizeof (int)));
	exit(0);
}
