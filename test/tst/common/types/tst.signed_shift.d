/* right shift of a negative signed value is arithmetic */

#pragma D option quiet

int64_t x;

BEGIN
{
	x = -16;
	printf("%d\n", x >> 2);
	exit(0);
}
