/*
 * a decimal constant that fits no signed type
 */

BEGIN
{
	x = 9223372036854775808;
	exit(0);
}
