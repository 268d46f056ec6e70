/* @@backend: kernel */ /* @@opts: -w */
/*
 * system() runs its command from the consumer, with printf() conversions.
 */
#pragma D option quiet

BEGIN
{
	system("echo sys %d %s", 42, "x");
	exit(0);
}
