/* @@opts: -w */
/*
 * system() runs a printf()-formatted command through the shell, its
 * output in order with trace output.
 */
#pragma D option quiet

BEGIN
{
	printf("before\n");
	system("echo %d", 42);
	printf("after\n");
	exit(0);
}
