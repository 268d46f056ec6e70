/* the cast (int64_t)(int8_t)200 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int64_t)(int8_t)200);
	exit(0);
}
