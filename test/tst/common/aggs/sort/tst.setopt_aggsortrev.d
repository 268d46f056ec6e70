/*
 * setopt("aggsortrev") from D affects a later printa()
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(2);
	@a["b"] = sum(1);
	setopt("aggsortrev");
	printa(@a);
	exit(0);
}
