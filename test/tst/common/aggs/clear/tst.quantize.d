/*
 * a cleared quantize() prints the rows around zero
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(5);
	clear(@a);
	exit(0);
}
