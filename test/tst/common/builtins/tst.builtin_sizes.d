/*
 * the sizes of stackdepth (uint32_t), caller and ucaller (uintptr_t)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", sizeof (stackdepth), sizeof (ustackdepth),
	    sizeof (caller), sizeof (ucaller));
	exit(0);
}
