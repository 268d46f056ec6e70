/* a 64-bit key */

#pragma D option quiet

BEGIN
{
	a[0x123456789abcdef0] = 7;
	printf("%d %d\n", a[0x123456789abcdef0], a[0x23456789abcdef0]);
	exit(0);
}
