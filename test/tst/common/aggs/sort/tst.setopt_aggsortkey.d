/*
 * setopt("aggsortkey") from D affects a later printa()
 */

#pragma D option quiet

BEGIN
{
	@a["b"] = sum(1);
	@a["a"] = sum(2);
	setopt("aggsortkey");
	printa(@a);
	exit(0);
}
