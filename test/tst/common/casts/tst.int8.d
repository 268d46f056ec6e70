/* the cast (int8_t)0xff */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int8_t)0xff);
	exit(0);
}
