/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: vmlinux`do_idle+0x */
/*
 * profile-997 { @[stack()] = count(); } aggregates the kernel stacks of
 * every CPU: an idle guest spends most samples in its idle loop.
 */
profile-997
{
	@[stack()] = count();
}

tick-1s
{
	exit(0);
}
