/*
 * setopt("aggsortrev") from D affects the output at exit
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(2);
	@a["b"] = sum(1);
	setopt("aggsortrev");
	exit(0);
}
