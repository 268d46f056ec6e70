/*
 * 10^19 fits in 64 unsigned bits but not in the int64 values aggregated:
 * the high magnitude is refused at compile time, not at enable
 */

BEGIN
{
	@ = llquantize(5, 10, 0, 19, 10);
	exit(0);
}
