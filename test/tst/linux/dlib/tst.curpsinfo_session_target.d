/* @@cmd: /bin/true */
/*
 * a process started with -c stays in dtrace's session and process group
 * and has its effective ids: pr_sid, pr_pgid and pr_euid of the target
 * are those dtrace's own BEGIN saw
 */
#pragma D option quiet

BEGIN
{
	sid = curpsinfo->pr_sid;
	pgid = curpsinfo->pr_pgid;
	euid = curpsinfo->pr_euid;
}

syscall::exit_group:entry
/pid == $target/
{
	printf("%d %d %d %d\n", curpsinfo->pr_sid == sid,
	    curpsinfo->pr_pgid == pgid, curpsinfo->pr_euid == euid,
	    curpsinfo->pr_pid != pgid);
}
