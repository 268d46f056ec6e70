/* sym(), func() and mod() of an unknown address print it in hex */
#pragma D option quiet

BEGIN
{
	sym(0x1234);
	func(0x1234);
	mod(0x1234);
	printf("|\n");
	exit(0);
}
