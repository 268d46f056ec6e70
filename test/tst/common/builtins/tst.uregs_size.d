/*
 * uregs[] elements are 64-bit
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uregs[0]));
	exit(0);
}
