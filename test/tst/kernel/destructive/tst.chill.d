/* @@backend: kernel */ /* @@opts: -w */
/*
 * chill(100ms) spins in probe context, interrupts disabled, at least that
 * long; timestamp moves within the clause.
 */
#pragma D option quiet

BEGIN
{
	t = timestamp;
	chill(100000000);
	printf("%s\n", timestamp - t >= 100000000 ? "ok" : "too short");
	exit(0);
}
