/*
 * || does not evaluate its right operand when the left is true: no fault
 */

#pragma D option quiet

BEGIN
{
	zero = 0;
	x = 1 || (1 / zero);
	printf("%d\n", x);
	exit(0);
}
