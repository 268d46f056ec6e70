/*
 * printa(@a) prints a blank line, then the entries; nothing more at exit
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	printa(@a);
	exit(0);
}
