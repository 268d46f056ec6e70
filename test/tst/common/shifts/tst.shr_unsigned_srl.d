/*
 * 0x80000000 is unsigned int: >> is logical
 */

#pragma D option quiet

BEGIN
{
	x = 0x80000000;
	printf("%x\n", x >> 4);
	exit(0);
}
