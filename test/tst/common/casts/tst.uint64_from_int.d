/* the cast (uint64_t)(int)-2 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", (uint64_t)(int)-2);
	exit(0);
}
