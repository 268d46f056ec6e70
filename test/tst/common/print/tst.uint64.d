/* print() of a 64-bit value */

#pragma D option quiet

BEGIN
{
	x = (uint64_t)0x8877665544332211;
	print(x);
	printf("\n");
	exit(0);
}
