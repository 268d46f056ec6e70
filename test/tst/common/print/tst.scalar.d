/* print() of an integer: type and value */

#pragma D option quiet

BEGIN
{
	x = 0x510;
	print(x);
	printf("\n");
	exit(0);
}
