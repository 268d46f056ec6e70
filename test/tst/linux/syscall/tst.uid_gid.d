/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::lseek:entry
{
	printf("%d %d\n", uid == $uid, gid == $gid);
}
