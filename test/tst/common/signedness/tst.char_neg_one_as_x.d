/*
 * a char printed with %x is converted as 8 bits
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", (char)-1);
	exit(0);
}
