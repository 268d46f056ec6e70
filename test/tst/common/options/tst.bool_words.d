/*
 * Runtime options take the reference's boolean words, in any case (yes/no,
 * enable/disable, enabled/disabled, true/false, on/off, set/unset), the
 * empty string (unset) and numbers: quiet=off then quiet=TRUE is quiet,
 * aggsortkey=yes sorts by key, aggsortrev=false does not reverse
 */
#pragma D option quiet=off
#pragma D option quiet=TRUE
#pragma D option aggsortkey=yes
#pragma D option aggsortrev=false
#pragma D option rawbytes=

BEGIN
{
	@[3] = sum(1);
	@[1] = sum(3);
	@[2] = sum(2);
	exit(0);
}
