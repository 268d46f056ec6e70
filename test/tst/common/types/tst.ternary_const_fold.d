/* a constant ?: condition selects its operand before type checks (as the reference) */

#pragma D option quiet

BEGIN
{
	x = 1 ? "a" : 2;
	printf("%s\n", x);
	exit(0);
}
