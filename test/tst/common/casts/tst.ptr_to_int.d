/* the cast (uintptr_t)(char *)100 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (uintptr_t)(char *)100);
	exit(0);
}
