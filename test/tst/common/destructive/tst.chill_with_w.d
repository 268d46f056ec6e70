/* @@opts: -w */
/*
 * chill(ns) spins at least that long; timestamp moves within the clause.
 */
#pragma D option quiet

BEGIN
{
	t = timestamp;
	chill(2000000);
	printf("%s\n", timestamp - t >= 2000000 ? "ok" : "too short");
	exit(0);
}
