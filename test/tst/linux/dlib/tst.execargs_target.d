/* @@cmd: @PROGS@/sleeper 0 0 */
/*
 * the built-in execargs in a probe of a -c process is its command line
 */

#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("[%s]\n", strstr(execargs, "sleeper"));
}
