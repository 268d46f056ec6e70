/* @@backend: kernel */ /* @@opts: -q */
/*
 * A kernel thread has no working directory of its own: cwd is "" in the
 * idle threads (pid 0) that profile-N samples on an idle CPU.
 */
profile-997
/pid == 0/
{
	@dirs[cwd == "" ? "(empty)" : cwd] = count();
}

tick-1s
{
	exit(0);
}

END
{
	printa("%s\n", @dirs);
}
