/*
 * With a target (-c), syscall:::entry sees it: no warning.
 * @@backend: user
 * @@opts: -q
 * @@cmd: /bin/true
 */
syscall:::entry
{
}

END
{
	printf("done\n");
}
