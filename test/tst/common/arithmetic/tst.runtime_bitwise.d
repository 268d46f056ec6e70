/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 0xf0;
	b = 0x3c;
	printf("%x %x %x\n", a & b, a | b, a ^ b);
	exit(0);
}
