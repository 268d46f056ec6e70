/* @@backend: kernel */ /* @@opts: -qw */
/*
 * cwd of a process whose working directory is on another mount (sysfs
 * on /sys): the shell that system() starts, sampled by profile-N while
 * it loops, reports the full path across the mount point (samples taken
 * before its cd, still in the test's directory, are left out, and so are
 * those that interrupted a path change in progress, where cwd is "" by
 * design: the OS layer does not wait for the path's locks in probe
 * context).
 */
BEGIN
{
	system("cd /sys/kernel && i=0 && while [ $i -lt 20000 ]; do i=$((i+1)); done");
}

profile-997
/ppid == $pid && execname == "sh" && cwd != "/gtests/os" && cwd != ""/
{
	@dirs[cwd] = count();
}

tick-1s
{
	exit(0);
}

END
{
	printa("%s\n", @dirs);
}
