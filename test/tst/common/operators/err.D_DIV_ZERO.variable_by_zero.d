/*
 * a variable modulo a constant zero
 */

BEGIN
{
	y = 5;
	x = y % 0;
	exit(0);
}
