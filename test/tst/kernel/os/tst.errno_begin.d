/* @@backend: kernel */ /* @@opts: -qw */
/*
 * errno is the error of the system call the thread is returning from,
 * 0 elsewhere (Oracle Linux DTrace): BEGIN fires inside dtrace's ioctl,
 * which has no result yet, and a profile sample of user code (a shell
 * that system() starts, looping) is outside any system call.
 */
BEGIN
{
	printf("BEGIN %d\n", errno);
	system("i=0 && while [ $i -lt 20000 ]; do i=$((i+1)); done");
}

profile-997
/arg1 != 0 && ppid == $pid/
{
	@[errno] = count();
}

tick-1s
{
	exit(0);
}

END
{
	printa("profile %d\n", @);
}
