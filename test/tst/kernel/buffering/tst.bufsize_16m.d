/* @@backend: kernel */ /* @@opts: -b 16m */
/*
 * A size the guest can spare (2 CPUs x 2 x 16m) is taken as asked: no
 * "lowered" message (the empty .err file).
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
