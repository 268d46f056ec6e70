/* @@opts: -w */
/*
 * system() formats as printf() does.
 */
#pragma D option quiet

BEGIN
{
	system("echo '%x %o %c %5d]'", 255, 8, 65, 42);
	exit(0);
}
