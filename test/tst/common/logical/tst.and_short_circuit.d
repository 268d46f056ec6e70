/*
 * && does not evaluate its right operand when the left is false: no fault
 */

#pragma D option quiet

BEGIN
{
	zero = 0;
	x = 0 && (1 / zero);
	printf("%d\n", x);
	exit(0);
}
