/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::lseek:entry
/pid == $target/
{
	printf("%d %d\n", uid == $uid, gid == $gid);
}
