/* an address in no object prints as hex */
#pragma D option quiet

BEGIN
{
	ufunc(0x10);
	umod(0x10);
	uaddr(0x10);
	printf("|\n");
	exit(0);
}
