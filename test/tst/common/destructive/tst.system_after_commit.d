/* @@opts: -w */
/*
 * Destructive actions are not data-recording: system() may follow
 * commit().
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("spec\n");
}

BEGIN
{
	commit(s);
	system("echo sys");
}

BEGIN
{
	exit(0);
}
