/* @@cmd: /bin/true xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx */
/*
 * execargs is not cut at proc(4)'s 80 bytes: a 110-character command
 * line comes whole; pr_psargs holds 79 characters of it
 */

#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("%d %d %d\n", strlen(execargs), strlen(curpsinfo->pr_psargs),
	    strstr(execargs, "/bin/true x") == execargs);
}
