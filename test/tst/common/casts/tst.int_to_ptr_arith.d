/* the cast (uintptr_t)((int *)100 + 1) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (uintptr_t)((int *)100 + 1));
	exit(0);
}
