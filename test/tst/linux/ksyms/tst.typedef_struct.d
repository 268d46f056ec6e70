/* @@requires: btf */
/* typedefs of kernel structs: atomic_t, atomic64_t, kuid_t */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (atomic_t), sizeof (atomic64_t),
	    sizeof (kuid_t));
	exit(0);
}
