/*
 * the signal names of the D library have Linux's values, aliases
 * (SIGIOT, SIGCLD, SIGIO) included
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d\n", SIGHUP, SIGINT, SIGKILL, SIGUSR1,
	    SIGSEGV, SIGTERM, SIGCHLD, SIGSYS);
	printf("%d %d %d %d\n", SIGIOT, SIGCLD, SIGIO, SIGPOLL);
	exit(0);
}
