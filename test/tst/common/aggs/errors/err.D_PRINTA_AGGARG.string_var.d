/*
 * printa() of a string variable (not a constant format) is rejected
 * with D_PRINTA_AGGARG
 */

BEGIN
{
	x = "%d";
	printa(x);
}
