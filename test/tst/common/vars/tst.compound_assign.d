/* compound assignment operators on a global */

#pragma D option quiet

BEGIN
{
	x = 10;
	x += 5;
	x -= 3;
	x *= 2;
	x /= 4;
	x %= 4;
	x <<= 3;
	x |= 1;
	x &= 0xf;
	x ^= 2;
	printf("%d\n", x);
	exit(0);
}
