/*
 * a precision written with more digits than an int holds saturates at
 * INT_MAX instead of overflowing: the whole string is printed
 */

#pragma D option quiet

BEGIN
{
	printf("%.99999999999999999999s|%.2147483648s|\n", "abc", "de");
	exit(0);
}
